"""Wave 2, session 6, artifacts (Energy Field) in solved pairings: each verdict reasoned
out by hand first (beside it), then both exact methods must give it; and small mixed
pairings where negamax and retrograde must agree."""

from matchup_kit import matchup_tests

# (deck A, deck B, A on the play, A on the draw, reasoning)
MATCHUPS = [
    (["Black Lotus", "Energy Field"], ["Plains", "Savannah Lions"], "draw", "draw",
     "A has no damage: at best a draw. On its turn 1 (either order) A sacrifices the Lotus "
     "for {U}{U}{U} and casts the Field. The Lotus reached A's graveyard while the Field was "
     "a spell, so the Field is not sacrificed (it counts the graveyard as it enters). B's "
     "Lions first attacks on B's turn 2 (on the play: A's Field is already up by then) and "
     "every point of its damage is prevented; B has nothing else: a draw. Without the "
     "prevention the Lions would win."),
    (["Island", "Mox Sapphire", "Energy Field"], ["Mountain", "Lightning Bolt"], "draw", "draw",
     "Nobody has a creature. A casts the Field on turn 1 with Island and Mox; B's only "
     "damage is one Bolt (3), which the Field prevents, and B's Bolt goes to B's own "
     "graveyard. Even without the Field, 3 damage never kills. A draw both ways."),
    (["Shadowgrange Archfiend", "Swamp"], ["Swamp", "Duress"], "draw", "draw",
     "Duress takes only a noncreature, nonland card, so the Archfiend can't "
     "be discarded (its madness never matters). A has one land and can never pay {6}{B}; "
     "B's Duress finds nothing to take. Nobody deals damage: a draw."),
    (["Lion's Eye Diamond", "Lightning Bolt"], ["Plains", "Savannah Lions"], "loss", "loss",
     "The Diamond's mana ability works only as an instant: never while the Bolt's cost is "
     "paid, and floating it first discards the Bolt. So A can never cast the Bolt and has "
     "nothing else. B plays Plains and Lions on its turn 1; the 2/1 attacks from B's turn "
     "2 into no blocker: ten hits. A loses both ways (were the Diamond a payer, A would "
     "Bolt the Lions: a draw)."),
    (["Lion's Eye Diamond", "Energy Field"], ["Mountain", "Kird Ape"], "loss", "loss",
     "A's only mana is the Diamond, floated with priority only, and its cost discards A's "
     "hand: the Field in it. So the Field is never cast. B casts Kird Ape (1/2, no Forest) "
     "on its turn 1; it attacks every turn into no blocker, 1 damage a hit: A loses both "
     "ways. Were the Diamond a payer, A would cast the Field with it: a draw."),
]

# small pairings: only negamax == retrograde is asserted
MIXED = [
    (["Energy Field", "Black Lotus"], ["Mountain", "Kird Ape"]),
    (["Energy Field", "Mox Sapphire", "Island"], ["Plains", "Savannah Lions"]),
    (["Black Lotus", "Energy Field", "Memnite"], ["Mountain", "Lightning Bolt"]),
    (["Lion's Eye Diamond", "Mishra's Factory"], ["Plains", "Savannah Lions"]),
    (["Lion's Eye Diamond", "Memnite"], ["Swamp", "Duress"]),
    (["Lion's Eye Diamond", "Energy Field", "Island"], ["Mountain", "Kird Ape"]),
]


test_hand_solved, test_negamax_equals_retrograde = matchup_tests(MATCHUPS, MIXED)
