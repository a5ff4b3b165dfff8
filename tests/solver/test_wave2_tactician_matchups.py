"""Wave 2b, tactician (Cenn's Tactician: a +1/+1 counter on a target Soldier at sorcery
speed; each creature of its controller with a +1/+1 counter can block an additional
creature) in solved pairings: each verdict reasoned out by hand first (beside it),
then both exact methods must give it; the refused pairings; and mixed pairings with
today's cards, where negamax and retrograde must agree."""
import pytest

from matchup_kit import METHODS, case_id, check_hand, check_methods_agree

TAC = "Cenn's Tactician"

# (deck A, deck B, A on the play, A on the draw, reasoning)
MATCHUPS = [
    (["Plains", TAC], ["Memnite", "Memnite"], "win", "win",
     "B's two free 1/1s come down on its turn 1 and attack for 2 whenever the Tactician "
     "is tapped. A plays Plains and casts the Tactician on its turn 1; it grows once a "
     "turn from A's turn 2 ({W}, {T}: tapped through B's turn). Blocking a 1/1 with the "
     "bare 1/1 only trades, leaving B a Memnite and A nothing: A never does. Grown to 4/4 "
     "on A's turns 2-4, it attacks on A's turns 5-9: 5 x 4 = 20. B attacks on each of "
     "its turns 2-8 (on the play; its turns 2-9 on the draw, the first one into the bare "
     "1/1): 7 or 8 x 2 = 14 or 16, and A is alive when its fifth attack lands. B blocking "
     "the 4/4 with both Memnites loses both (1 is lethal to each, the 4/4 is dealt 2); "
     "chumping with one halves B's clock for 4 life; holding both back leaves B no "
     "clock. Held back untapped with a counter, the Tactician blocks both attackers at "
     "once and kills both, so B never attacks into it. A wins both ways."),
]

# refused pairings: both games unknown, the reason naming the cards
REFUSED = [
    (["Plains", TAC, TAC], ["Memnite", "Memnite"], "two Cenn's Tactician"),
    (["Plains", TAC], ["Forest", "Crashing Footfalls"], "Crashing Footfalls (trample)"),
]

# mixed pairings: only negamax == retrograde is asserted
MIXED = [
    (["Plains", TAC], ["Memnite"]),
    (["Plains", TAC], ["Black Lotus", "Savannah Lions"]),
    (["Plains", TAC], ["Mountain", "Lightning Bolt"]),
    (["Plains", TAC, "Memnite"], ["Memnite"]),
]


@pytest.mark.parametrize("case", MATCHUPS, ids=[case_id(c) for c in MATCHUPS])
@pytest.mark.parametrize("method", METHODS)
def test_hand_solved(case, method):
    check_hand(case, method)


@pytest.mark.parametrize("case", REFUSED, ids=[case_id(c) for c in REFUSED])
def test_refused(case):
    a, b, why = case
    check_hand((a, b, "unknown", "unknown", "refused: " + why), "negamax",
               unknown_because=why)


@pytest.mark.parametrize("case", MIXED, ids=[case_id(c) for c in MIXED])
def test_negamax_equals_retrograde(case):
    check_methods_agree(*case, known=True)
