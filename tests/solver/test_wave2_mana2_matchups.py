"""Wave 2, mana (session 6): Crystal Vein's two mana abilities and Cavern of
Souls' restricted mana in solved pairings: each verdict reasoned out by hand
first (beside it), then both exact methods must give it; and pairings mixing
the new card with today's, where negamax and retrograde must agree."""
from matchup_kit import matchup_tests

# (deck A, deck B, A on the play, A on the draw, reasoning)
MATCHUPS = [
    (["Crystal Vein", "Phyrexian Revoker"], ["Island"], "win", "win",
     "A's only mana is the Vein: {C} by tapping it, or {C}{C} by sacrificing it. On its "
     "first turn A plays the Vein and sacrifices it for the Revoker ({2}), a 2/1. B's "
     "Island does nothing: the Revoker attacks ten times. Without the second ability A "
     "could never cast the Revoker: a draw."),
    (["Crystal Vein", "Phyrexian Revoker"], ["Strip Mine"], "win", "win",
     "A plays the Vein in its main phase and gets priority first: it sacrifices the Vein "
     "for the Revoker at once (Strip Mine can't answer a land before A casts with it). "
     "B has no damage; the 2/1 attacks ten times, on the play or the draw."),
    (["Urborg, Tomb of Yawgmoth", "Ancient Tomb", "Vampire Hexmage"], ["Island"], "win", "win",
     "Under Urborg the Tomb is a Swamp: besides {C}{C} (2 damage) it taps for {B}. On its "
     "second turn A has both lands and casts the Hexmage ({B}{B}) with Urborg's {B} and the "
     "Tomb's {B}; the Tomb's {C}{C} could not pay it. B's Island does nothing: the 2/1 "
     "first striker attacks ten times. (Refused before: the engine merged the two abilities.)"),
]

# pairings mixing the new card with today's: only negamax == retrograde is asserted
MIXED = [
    (["Crystal Vein", "Steel Overseer"], ["Plains", "Savannah Lions"]),
    (["Crystal Vein", "Mountain", "Lightning Bolt"], ["Strip Mine", "Memnite"]),
    (["Cavern of Souls", "Sol Ring", "Chronomaton"], ["Island", "Daze"]),
    (["Urborg, Tomb of Yawgmoth", "Ancient Tomb", "Vampire Hexmage"], ["Mountain", "Lightning Bolt"]),
]


test_hand_solved, test_negamax_equals_retrograde = matchup_tests(MATCHUPS, MIXED)
