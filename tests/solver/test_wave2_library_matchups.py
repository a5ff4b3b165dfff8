"""Wave 2b, the library (issue #12): Subtlety and Thassa's Oracle in solved
pairings.  The hand pairings' verdicts were reasoned out (beside each) before the
solver ran; both exact methods must give them.  The mixed pairings mix the new
cards with earlier ones: negamax and retrograde must agree."""
import pytest

from matchup_kit import METHODS, case_id, check_hand, check_methods_agree

ORACLE = ["Island", "Island", "Thassa's Oracle"]

# (deck A, deck B, A on the play, A on the draw, reasoning)
HAND = [
    (ORACLE, ["Memnite"], "win", "win",
     "Thassa's Oracle, the win: A plays an Island a turn and casts the Oracle on its turn "
     "2. Its library is empty, X = 2 >= 0: A wins. Memnite has dealt at most 1."),
    (ORACLE, ["Subtlety", "Sleep-Cursed Faerie"], "win", "win",
     "Subtlety, evoke, the library and its draw: B has no land, so Subtlety is cast only "
     "by evoke (exiling the Faerie). When A casts the Oracle, B evokes Subtlety, whose "
     "trigger puts the Oracle spell into A's (empty) library; the evoked Subtlety is "
     "sacrificed. A draws the Oracle in its next draw step and casts it again with its "
     "two Islands: B has nothing left, A wins (a turn later than without Subtlety)."),
    (ORACLE, ["Subtlety", "Force of Will"], "draw", "draw",
     "The contrast: Force of Will (1 life, exiling Subtlety) counters the Oracle into the "
     "graveyard, where it stays; neither player can deal damage: a draw both ways. "
     "Evoking Subtlety instead (exiling Force) would only delay the Oracle a turn."),
    (["Force of Will", "Misthollow Griffin", "Black Lotus", "Ancient Tomb"], ORACLE,
     "draw", "draw",
     "Misthollow Griffin from exile. First reasoned as a win (A holds Force of Will until B "
     "casts the Oracle, counters it exiling the Griffin, then casts the Griffin from exile "
     "with Black Lotus and Ancient Tomb); the solver said draw, and rightly: that line "
     "needs B to cast the Oracle, and B need not. B waits with the Oracle in hand; if A "
     "casts the Griffin from its hand, Force has no blue card left to exile and the "
     "Oracle wins; Force on A's own Black Lotus spell would exile the Griffin but leave "
     "only Ancient Tomb's {C}{C}, short of {2}{U}{U}. So A waits too: a draw both ways."),
]

MIXED = [
    (["Thassa's Oracle", "Tropical Island", "Island"], ["Subtlety", "Force of Will", "Island"]),
    (["Subtlety", "Black Lotus", "Ancient Tomb"], ["Plains", "Savannah Lions",
                                                   "Swords to Plowshares"]),
    (["Subtlety", "Thassa's Oracle", "Island"], ["Mountain", "Stromkirk Noble",
                                                 "Lightning Bolt"]),
    (["Subtlety", "Subtlety", "Island"], ORACLE),
]


@pytest.mark.parametrize("case", HAND, ids=[case_id(c) for c in HAND])
@pytest.mark.parametrize("method", METHODS)
def test_hand_solved(case, method):
    check_hand(case, method)


@pytest.mark.parametrize("case", MIXED, ids=[case_id(c) for c in MIXED])
def test_methods_agree(case):
    check_methods_agree(*case, proven=True)          # proven, not unknown
