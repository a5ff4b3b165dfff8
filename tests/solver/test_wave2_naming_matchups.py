"""Wave 2, naming a card (Pithing Needle, Phyrexian Revoker, Meddling Mage) and The Rack in
solved pairings: each verdict reasoned out by hand first (beside it), then both
exact methods must give it; and random-ish pairings mixing the new cards with
today's, where negamax and retrograde must agree."""
from matchup_kit import matchup_tests

# (deck A, deck B, A on the play, A on the draw, reasoning)
MATCHUPS = [
    (["Mishra's Factory", "Mountain"], ["Mountain", "Pithing Needle"], "draw", "draw",
     "A's only damage is the Factory animated with the Mountain's {1}: a 2/2 that can "
     "first attack on A's turn 2 (on the play: Factory turn 1, Mountain and attack turn "
     "2). B plays Mountain and Needle on its turn 1, before that, and names Mishra's "
     "Factory: it can never be animated (nor pump). B has no damage at all. Naming "
     "anything else loses to ten Factory attacks, so the naming choice is the whole game."),
    (["Plains", "Island", "Meddling Mage"], ["Mountain", "Lightning Bolt"], "win", "win",
     "A casts the Mage on its turn 2 (both orders: B has no counter). Bolt can't target "
     "the Mage on the stack and there is no window between its entering and the name "
     "being chosen: A names Lightning Bolt, which B can then never cast. The 2/2 attacks "
     "ten times into an empty board (Bolting A's face first changes nothing)."),
    (["Ancient Tomb", "Phyrexian Revoker"], ["Simian Spirit Guide", "Lightning Bolt"],
     "win", "win",
     "B has no land: its only mana is exiling the Guide for {R}. A plays Tomb and casts "
     "the Revoker on turn 1 (A at 18), names Simian Spirit Guide, and the Revoker also "
     "stops that mana ability (Needle would not): B can never cast Bolt (Bolting A's face "
     "in response leaves A at 15). The 2/1 attacks ten times. Were mana abilities "
     "allowed, B would Bolt the Revoker: a draw."),
    (["Mox Ruby", "The Rack"], ["Island"], "win", "win",
     "A casts the Rack with the Mox on turn 1 (both orders). B holds at most one card, so "
     "each of B's upkeeps costs it at least 2 (3 once the Island is played): at most ten "
     "upkeeps. B has no damage and no answer."),
    (["Mox Ruby", "The Rack"], ["Island", "Island", "Island"], "draw", "draw",
     "B never plays a land: with three cards in hand the Rack deals 3 - 3 = 0. Playing "
     "one (even before the Rack, on the play) would cost 1 a turn for ever: a loss. "
     "Nobody deals damage."),
]

# random-ish pairings: only negamax == retrograde is asserted
MIXED = [
    (["Pithing Needle", "Mishra's Factory", "Mountain"], ["Plains", "Student of Warfare"]),
    (["Plains", "Island", "Meddling Mage"], ["Mountain", "Lightning Bolt", "Kird Ape"]),
    (["Ancient Tomb", "Phyrexian Revoker"], ["Island", "Sleep-Cursed Faerie"]),
    (["Mox Ruby", "Pithing Needle", "Stromkirk Noble"], ["Mutavault", "Plains", "Savannah Lions"]),
    (["Tropical Island", "Meddling Mage", "Plains"], ["Island", "Daze", "Memnite"]),
    (["The Rack", "Mox Ruby", "Kird Ape"], ["Plains", "Savannah Lions", "Swords to Plowshares"]),
]


test_hand_solved, test_negamax_equals_retrograde = matchup_tests(MATCHUPS, MIXED)
