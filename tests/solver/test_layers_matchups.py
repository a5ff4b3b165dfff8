"""Session 9, layers (issue #11's last item): Alpine Moon beside Magus of the Moon and
beside a land that gives land types (Urborg, Yavimaya), refused before, in solved
pairings: each verdict reasoned out by hand first (beside it), then both exact methods
must give it; and mixed pairings, where negamax and retrograde must agree."""
from matchup_kit import matchup_tests

# (deck A, deck B, A on the play, A on the draw, reasoning)
MATCHUPS = [
    (["Alpine Moon", "Mountain", "Kird Ape"], ["Magus of the Moon", "Ancient Tomb", "Mountain"],
     "win", "win",
     "Wave 2c's refused pairing. B's one threat is the Magus ({2}{R}): B makes three mana "
     "only with Ancient Tomb's {C}{C} beside the Mountain's {R}, on B's second turn at the "
     "earliest. A's Mountain pays Alpine Moon on A's first turn, before that in either "
     "play order, naming Ancient Tomb: the Tomb then makes one mana of any color (layer "
     "6, whatever the Magus does later), B's two lands make two, and the Magus is never "
     "cast. A's Kird Ape (a 1/1: A has no Forest) comes next and attacks unopposed; B "
     "has no other card. A win on the play and on the draw."),
    (["Kird Ape", "Mountain", "Yavimaya, Cradle of Growth"], ["Alpine Moon", "Mountain", "Memnite"],
     "win", "win",
     "Yavimaya makes every land a Forest, A's Mountain too: A's Kird Ape is 2/3 from A's "
     "second land drop on. B's Alpine Moon can name Yavimaya, which then loses its "
     "abilities, but only in layer 6: its grant is layer 4 and applied before (rule "
     "613.6), so A's Mountain stays a Forest (Yavimaya is one too if it enters after "
     "Alpine Moon). B's Memnite (1/1) can't block a 2/3 profitably nor attack into it. "
     "Before Yavimaya, the 1/1 Ape need not attack or block (A may take 1). So the 2/3 "
     "Ape attacks every turn; a chump block only delays it. A wins in both play orders. "
     "(Were the named Yavimaya's grant gone, Ape and Memnite would trade: a draw.)"),
]

# mixed pairings: only negamax == retrograde is asserted
MIXED = [
    (["Alpine Moon", "Mountain", "Kird Ape"], ["Yavimaya, Cradle of Growth", "Taiga", "Kird Ape"]),
    (["Alpine Moon", "Mountain", "Memnite"], ["Urborg, Tomb of Yawgmoth", "Swamp", "Funeral Charm"]),
    (["Magus of the Moon", "Taiga", "Mountain"], ["Alpine Moon", "Mountain", "Kird Ape"]),
    (["Alpine Moon", "Mountain", "Kird Ape"], ["Urborg, Tomb of Yawgmoth", "Yavimaya, Cradle of Growth", "Savannah Lions"]),
]


test_hand_solved, test_negamax_equals_retrograde = matchup_tests(MATCHUPS, MIXED)
