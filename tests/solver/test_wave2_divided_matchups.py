"""Wave 2, divided damage (Fury, Pyrokinesis) in solved pairings: each verdict reasoned
out by hand first (beside it), then both exact methods must give it; and mixed pairings
with today's cards, where negamax and retrograde must agree."""
from matchup_kit import matchup_tests

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
    (["Ancient Tomb", "Black Lotus", "Fury"], ["Island"], "win", "win",
     "A casts Fury for its mana cost on its first turn (Tomb's {C}{C} and Lotus's {R}{R}"
     "{R}; no other red card to evoke it with). Its enters trigger may have zero targets "
     "(\"any number\", rule 601.2c): Fury is the only creature and need not damage itself. "
     "B (one Island) has no answer and no damage: the 3/3 double striker deals 6 a turn "
     "from A's second turn (4 hits; Tomb cost A 2 life). Both orders: win. (Were at least "
     "one target required, Fury would have to deal the 4 to itself: a draw.)"),
]

# mixed pairings: only negamax == retrograde is asserted
MIXED = [
    (["Mountain", "Pyrokinesis", "Kird Ape"], ["Plains", "Savannah Lions", "Student of Warfare"]),
    (["Fury", "Pyrokinesis", "Mox Ruby"], ["Plains", "Savannah Lions", "Memnite"]),
    (["Mountain", "Heartfire Hero", "Pyrokinesis"], ["Island", "Sleep-Cursed Faerie", "Memnite"]),
]


test_hand_solved, test_negamax_equals_retrograde = matchup_tests(MATCHUPS, MIXED)
