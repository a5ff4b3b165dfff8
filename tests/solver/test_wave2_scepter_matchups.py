"""Wave 2b, scepter (Isochron Scepter: imprint, casting a copy of a card) in solved
pairings: each verdict reasoned out by hand first (beside it), then both exact methods
must give it; and mixed pairings with older cards, where negamax and retrograde
agree."""
from matchup_kit import matchup_tests

SCEPTER_BOLT = ["Ancient Tomb", "Isochron Scepter", "Lightning Bolt"]

# (deck A, deck B, A on the play, A on the draw, reasoning)
MATCHUPS = [
    (SCEPTER_BOLT, ["Island"], "win", "win",
     "Ancient Tomb makes only colorless mana: Bolt can't be cast from the hand, only as a "
     "copy. A's turn 1 in either order: Tomb, Scepter (Tomb deals 2: A at 18), Bolt "
     "imprinted. Each later turn of A's: Tomb for {2} (A loses 2), a copy of Bolt at B for "
     "3. Seven copies deal 21 to B while A loses 14 (18 to 4); B's Island does nothing: a "
     "win both ways. Without the copy (or with the copy not ceasing to exist, or a second "
     "activation in one turn) the verdict or the counts would differ: with no copy, a draw."),
    (SCEPTER_BOLT, ["Plains", "Savannah Lions"], "win", "draw",
     "Every copy costs A 2 life (Tomb), the Scepter 2 more. On the play: Scepter on turn 1 "
     "(A at 18); the Lions, whenever B casts them, are summoning sick on B's turn and a copy "
     "kills them on A's next turn before they ever attack (A 2 lower). Seven copies at B "
     "(21) cost 14: A ends at 18 - 2 - 14 = 2, B dead: a win. On the draw B's turn-1 Lions "
     "attack on B's turn 2 while A's Tomb is still tapped from the Scepter (it untaps only in "
     "A's untap step): A at 16, the kill takes A to 14, and seven copies would need 14 more "
     "life: the seventh tap of the Tomb kills A first. Racing instead loses (the Lions deal "
     "2 a turn besides the Tomb's 2). So A kills the Lions and stops after six copies (A at 2, "
     "B at 2), and B has nothing else: a draw."),
]

# mixed pairings: only negamax == retrograde is asserted
MIXED = [
    (["Ancient Tomb", "Isochron Scepter", "Swords to Plowshares"], ["Plains", "Savannah Lions"]),
    (["Ancient Tomb", "Isochron Scepter", "Funeral Charm"], ["Memnite", "Island"]),
    (SCEPTER_BOLT, ["Island", "Daze"]),
    (SCEPTER_BOLT, ["Chalice of the Void", "Memnite"]),
    (["Sol Ring", "Isochron Scepter", "Mox Ruby"], ["Mountain", "Lightning Bolt"]),
]


test_hand_solved, test_negamax_equals_retrograde = matchup_tests(MATCHUPS, MIXED)
