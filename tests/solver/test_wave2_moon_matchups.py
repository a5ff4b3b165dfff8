"""Session 7, moon (Magus of the Moon, Alpine Moon: lands' types and abilities set by a
static) in solved pairings: each verdict reasoned out by hand first (beside it), then
both exact methods must give it; and mixed pairings with older cards, where negamax
and retrograde must agree."""
import pytest

from matchup_kit import case_id, matchup_tests

# (deck A, deck B, A on the play, A on the draw, reasoning)
MATCHUPS = [
    (["Black Lotus", "Magus of the Moon"], ["Ancient Tomb", "Phyrexian Revoker"], "win", "loss",
     "On the play A's turn 1: Lotus for {R}{R}{R}, Magus of the Moon. B's Ancient Tomb is "
     "then a Mountain: one {R}, never the {2} of Phyrexian Revoker, so B casts nothing and "
     "the Magus attacks ten times unblocked: a win. (Without the Magus's effect the Tomb "
     "would make {C}{C}, and the Revoker, 2/1, would trade with the 2/2 Magus.) On the "
     "draw B's turn 1 comes first: Tomb for {C}{C} (2 damage to B), Revoker naming Black "
     "Lotus, whose mana ability then can't be activated: A never casts the Magus, and the "
     "Revoker attacks ten times: a loss."),
    (["Black Lotus", "Magus of the Moon"], ["Mishra's Factory", "Wasteland"], "win", "win",
     "A casts the Magus on its turn 1 with the Lotus in either order. From then on B's "
     "lands are Mountains: the Factory can't become a creature (nor pump), Wasteland "
     "can't destroy anything, and B has no other card. An animation in response to the "
     "Magus (the Factory paying for itself, on B's turn 1 on the draw) ends with A's turn, "
     "before any of B's combats. The 2/2 attacks ten times unblocked: a win both ways. "
     "(Without the effect a 2/2 Factory, pumped to 3/3 by its own tap, would block it.)"),
    (["Mountain", "Alpine Moon"], ["Mishra's Factory", "Mountain"], "draw", "draw",
     "A has no damage: a draw at best. B's only damage is the Factory animated with the "
     "Mountain's {R} (the Factory can't tap for its own animation and still attack). On "
     "the play A's turn 1: Mountain, Alpine Moon naming Mishra's Factory: B's Factory has "
     "no ability but '{T}: Add one mana of any color', never a creature: a draw. On the "
     "draw B's turn 1 has one land only (no attack: the Factory would pay for itself, "
     "tapped), and A's turn 1 is the same: a draw. (Without Alpine Moon B wins.)"),
]

# mixed pairings: only negamax == retrograde is asserted
MIXED = [
    (["Magus of the Moon", "Black Lotus"], ["Ancient Tomb", "Lightning Bolt"]),
    (["Magus of the Moon", "Black Lotus"], ["City of Traitors", "Savannah Lions"]),
    (["Magus of the Moon", "Black Lotus"], ["Urborg, Tomb of Yawgmoth", "Mishra's Factory"]),
    (["Alpine Moon", "Mountain"], ["Wasteland", "Savannah Lions"]),
    (["Alpine Moon", "Mox Ruby"], ["Mutavault", "Taiga"]),
]


test_hand_solved, test_negamax_equals_retrograde = matchup_tests(MATCHUPS, MIXED)


# floating mana offered in every priority window (the unreduced search) gives the same
# verdicts: the cases of priority.float_matters cover the moons (a Magus on the stack or
# leaving changes an Ancient Tomb's mana)
FLOAT = [
    (["Magus of the Moon", "Black Lotus"], ["Ancient Tomb", "Lightning Bolt"]),
    (["Mountain", "Alpine Moon"], ["Ancient Tomb", "Savannah Lions"]),
    (["Magus of the Moon", "Black Lotus"], ["City of Traitors", "Savannah Lions"]),
]


@pytest.mark.parametrize("case", FLOAT, ids=[case_id(c) for c in FLOAT])
def test_floating_everywhere_gives_the_same_verdicts(case):
    from solver.api import solve
    a, b = case
    reduced = solve(a, b, method="negamax")
    full = solve(a, b, float_all=True, method="negamax")
    assert "unknown" not in (full.a_on_play, full.a_on_draw)
    assert (reduced.a_on_play, reduced.a_on_draw) == (full.a_on_play, full.a_on_draw)
    assert reduced.states <= full.states
