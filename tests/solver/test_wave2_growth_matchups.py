"""Wave 2b, growth (issue #12): solved pairings of the new mechanics, each verdict
reasoned out by hand (beside it) before the solver ran; and pairings mixing the new
cards with today's, where negamax and retrograde must agree."""
import pytest

from matchup_kit import METHODS, case_id, check_hand, check_methods_agree

# (deck A, deck B, A on the play, A on the draw, reasoning)
HAND = [
    # ---- suspend --------------------------------------------------------------
    (["Forest", "Durkwood Baloth"], ["Island"], "win", "win",
     "Forest can never pay {4}{G}{G}; A suspends the Baloth on its first turn (five time "
     "counters). Its counters go at A's next five upkeeps; at the fifth it is cast for free "
     "with haste and attacks at once: 5 a turn, B (nothing but an Island) is dead four A "
     "turns later. The same on the draw."),
    (["Forest", "Crashing Footfalls"], ["Plains", "Savannah Lions"], "win", "win",
     "Footfalls is suspended on A's turn 1 and casts itself at A's fifth upkeep: two 4/4 "
     "trampling Rhinos (tokens, not cast: no haste; they attack from A's sixth turn). Until "
     "then the Lions hits at most five times (A at 10 or more); afterwards a Lions attack "
     "is blocked and killed, and two Rhinos finish B (trample over a chump)."),
    # ---- transform ------------------------------------------------------------
    (["Black Lotus", "Chalice of Life"], ["Island"], "win", "win",
     "Lotus pays {3} for the Chalice on A's turn 1; a tap a turn takes A from 20 to 30 "
     "(the tenth tap transforms it), then Chalice of Death takes 5 from B a turn: B dies "
     "at the fourth. B has nothing; the same on the draw."),
    # ---- "can't attack or block unless a player has no cards in hand" ----------
    (["Ancient Tomb", "Lupine Prototype"], ["Island", "Daze"], "win", "draw",
     "On the play: Tomb and Lupine on turn 1 (B has no Island for Daze); A's hand is empty, "
     "so Lupine attacks from turn 2: 5 a turn, four hits (A at 18 from the Tomb). On the "
     "draw B's Island is out first, and Tomb's {C}{C} can never also pay Daze's {1}: Lupine "
     "is countered whenever it is cast, and nobody can deal damage."),
    (["Ancient Tomb", "Lupine Prototype", "Lightning Bolt"], ["Island", "Daze"], "draw", "draw",
     "As above, but A has no red source, so Bolt stays in A's hand for good: on the play "
     "Lupine resolves, B plays Island and keeps Daze (it has no spell to counter), so both "
     "hands hold a card and Lupine can never attack. On the draw it is countered."),
    # ---- Swarm Shambler's trigger ------------------------------------------------
    (["Forest", "Swarm Shambler"], ["Mountain", "Lightning Bolt"], "win", "win",
     "Shambler is a 1/1 with a counter. If B ever Bolts it (while it has fewer than three "
     "counters), A gets a 1/1 Insect, which B cannot answer; if B never does, Shambler "
     "attacks (Bolt to A's face is only 3). Either way a 1/1 hits B twenty times."),
    (["Forest", "Memnite"], ["Mountain", "Lightning Bolt"], "draw", "draw",
     "Control for the Shambler: Bolt kills the lone 1/1 and nobody has anything."),
    # ---- upkeep life loss and tokens, upkeep damage --------------------------------
    (["Swamp", "Mox Jet", "Bitterblossom"], ["Island"], "win", "win",
     "Bitterblossom ({1}{B}: Swamp and Mox Jet) on turn 1; at A's k-th upkeep A is at "
     "20-(k-1) with k-1 flying Faeries, k-2 of which can attack: (k-2)(k-1)/2 damage by A's "
     "turn k, 21 at turn 8 (A at 13, seven Faeries: the card keeps room for eight). B has "
     "nothing; the same on the draw. (First written with a Swamp alone, which the solver "
     "called a draw: one land can't pay {1}{B}, which the reasoning had missed.)"),
    (["Ancient Tomb", "Scalding Tongs"], ["Island"], "win", "win",
     "Tongs on turn 1 (Tomb: A at 18), 1 damage to B at each of A's upkeeps (A never holds "
     "more than three cards): B dies at the twentieth. B has nothing."),
    # ---- +1/+1 counters on each artifact creature --------------------------------
    (["Ancient Tomb", "Steel Overseer"], ["Island"], "win", "win",
     "Overseer on turn 1 (A at 18); it attacks every turn into an empty board (or grows): "
     "B dies. B has nothing."),
]

# pairings mixing the new cards with today's: both methods must agree
MIXED = [
    (["Forest", "Swarm Shambler"], ["Plains", "Savannah Lions"]),
    (["Forest", "Durkwood Baloth"], ["Plains", "Swords to Plowshares"]),
    (["Black Lotus", "Chalice of Life"], ["Mountain", "Kird Ape"]),
    (["Ancient Tomb", "Lupine Prototype", "Simian Spirit Guide"], ["Plains", "Savannah Lions"]),
    (["Ancient Tomb", "Scalding Tongs"], ["Swamp", "Mox Jet", "Bitterblossom"]),
    (["Forest", "Crashing Footfalls"], ["Island", "Daze"]),
    (["Mountain", "Chronomaton"], ["Mountain", "Lightning Bolt"]),
]


@pytest.mark.parametrize("case", HAND, ids=[case_id(c) for c in HAND])
@pytest.mark.parametrize("method", METHODS)
def test_hand_solved(case, method):
    check_hand(case, method)


@pytest.mark.parametrize("case", MIXED, ids=[case_id(c) for c in MIXED])
def test_negamax_equals_retrograde(case):
    check_methods_agree(*case, known=True)
