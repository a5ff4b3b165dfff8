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
    # session 8: refused before (the copy beside a cost increase); reasoned before solving
    (SCEPTER_BOLT, ["Black Lotus", "Thalia, Guardian of Thraben"], "loss", "loss",
     "The Tomb makes exactly {2} a turn and no red: A's Bolt is only ever a copy, and the "
     "Scepter's {2} takes all of A's mana. B's turn 1 in either order: Lotus for {W}{W}{W}, "
     "Thalia (2/1 first strike). From then on Thalia's 'Noncreature spells cost {1} more' "
     "applies to the copy too (rule 601.2f: cast without paying its mana cost, it still "
     "pays increases): it costs {1} and A has none left, so it can't be cast; a Scepter "
     "still in hand costs {3}, more than the Tomb makes. On the play A's Scepter comes down "
     "on turn 1 (the Tomb then tapped until A's next untap step: no copy in response to "
     "Thalia). A never deals damage or blocks; Thalia attacks for 2 each turn: A loses in "
     "both orders. Were the copy free, A on the play would Bolt Thalia on turn 2 and win."),
]

# mixed pairings: only negamax == retrograde is asserted
MIXED = [
    (["Ancient Tomb", "Isochron Scepter", "Swords to Plowshares"], ["Plains", "Savannah Lions"]),
    (["Ancient Tomb", "Isochron Scepter", "Funeral Charm"], ["Memnite", "Island"]),
    (SCEPTER_BOLT, ["Island", "Daze"]),
    (SCEPTER_BOLT, ["Chalice of the Void", "Memnite"]),
    (["Sol Ring", "Isochron Scepter", "Mox Ruby"], ["Mountain", "Lightning Bolt"]),
    # session 8: the copy beside a cost change (refused before)
    (SCEPTER_BOLT, ["Black Lotus", "Trinisphere"]),
    (SCEPTER_BOLT, ["Black Lotus", "Anointed Peacekeeper"]),
    (["Mox Ruby", "Isochron Scepter", "Lightning Bolt"], ["Plains", "Curse of Silence", "Memnite"]),
    (["Black Lotus", "Isochron Scepter", "Swords to Plowshares"],
     ["Plains", "Thalia, Guardian of Thraben"]),
]


test_hand_solved, test_negamax_equals_retrograde = matchup_tests(MATCHUPS, MIXED)
