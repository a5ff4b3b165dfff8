"""Wave 2, divided damage (Fury, Pyrokinesis) in solved pairings: each verdict reasoned
out by hand first (beside it), then both exact methods must give it; and mixed pairings
with today's cards, where negamax and retrograde must agree."""
import pytest

from matchup_kit import METHODS, case_id, check_hand, check_methods_agree

# (deck A, deck B, A on the play, A on the draw, reasoning)
MATCHUPS = [
    (["Pyrokinesis", "Lightning Bolt"], ["Black Lotus", "Savannah Lions", "Savannah Lions"],
     "draw", "draw",
     "Neither player has a land. A's only play is Pyrokinesis by exiling Lightning Bolt "
     "(Bolt itself needs {R}); it hits creatures only, so A never deals damage. B's only "
     "mana is the Lotus, once: both Lions must be cast in the same step (WWW, the WW left "
     "floating pays the second) or the second never is. A waits until both are on the "
     "battlefield (they are summoning sick until B's next turn; A need not answer the "
     "first while the second is on the stack) and divides 2 and 2 (or 3-1): both die. "
     "B casting one Lions, or none, changes nothing. Dealing all 4 to one target would "
     "lose to the other Lions: the division is what makes it a draw."),
    (["Plains", "Savannah Lions", "Memnite"], ["Pyrokinesis", "Lightning Bolt"], "win", "win",
     "B's one Pyrokinesis (exiling Bolt: B has no land) kills what is on the battlefield, "
     "once. A keeps one creature in hand until it is used: Memnite (or the Lions) attacks "
     "every turn; if B never answers it dies in 20 (10) turns, and once B does, the "
     "creature in hand comes down and attacks unopposed. Both orders: win."),
    (["Ancient Tomb", "Black Lotus", "Fury"], ["Island"], "draw", "draw",
     "A can cast Fury only for its mana cost (Tomb's {C}{C} and Lotus's {R}{R}{R}; no other "
     "red card to evoke it with). Its enters trigger must have at least one target (each "
     "target is dealt at least 1 of the 4, rule 601.2d) and Fury is the only creature: "
     "it is dealt 4 and dies. Nobody else deals damage: draw, both orders. (Were zero "
     "targets allowed, the 3/3 double striker would win.)"),
]

# mixed pairings: only negamax == retrograde is asserted
MIXED = [
    (["Mountain", "Pyrokinesis", "Kird Ape"], ["Plains", "Savannah Lions", "Student of Warfare"]),
    (["Fury", "Pyrokinesis", "Mox Ruby"], ["Plains", "Savannah Lions", "Memnite"]),
    (["Mountain", "Heartfire Hero", "Pyrokinesis"], ["Island", "Sleep-Cursed Faerie", "Memnite"]),
]


@pytest.mark.parametrize("case", MATCHUPS, ids=[case_id(c) for c in MATCHUPS])
@pytest.mark.parametrize("method", METHODS)
def test_hand_solved(case, method):
    check_hand(case, method)


@pytest.mark.parametrize("case", MIXED, ids=[case_id(c) for c in MIXED])
def test_negamax_equals_retrograde(case):
    check_methods_agree(*case, known=True)
