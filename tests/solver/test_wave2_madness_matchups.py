"""Wave 2b, madness (issue #12): Shadowgrange Archfiend's "Madness—{2}{B}, Pay 8 life." in
solved pairings: each verdict reasoned out by hand first (beside it), then both exact
methods must give it; and small mixed pairings where negamax and retrograde must agree."""
import pytest

from matchup_kit import case_id, matchup_tests, solved

# (deck A, deck B, A on the play, A on the draw, reasoning)
MATCHUPS = [
    (["Lion's Eye Diamond", "Shadowgrange Archfiend"], ["Plains", "Savannah Lions"],
     "win", "win",
     "A's only mana is the Diamond (floated with priority only, its cost discarding A's "
     "hand): the Archfiend ({6}{B}) is never cast from the hand, but discarded by the "
     "Diamond's cost it goes to exile and A casts it for its madness cost: {2}{B} of the "
     "Diamond's {B}{B}{B} and 8 life (A at 12). A casts the Diamond ({0}) on its turn 1 and "
     "waits until B's Lions has resolved (or does it at once: the Lions then only chump-"
     "blocks once), then floats the Diamond at instant speed, in either turn: the 8/4 "
     "enters, B sacrifices the Lions (its only creature, power 2) and A gains 2. The 8/4 "
     "attacks from A's next turn: 20 -> 12 -> 4 -> dead; B has nothing else and the Lions "
     "never dealt A more than a few points. A wins both ways. (Without madness the "
     "discarded Archfiend would be lost and the Lions would win.)"),
    (["Black Lotus", "Shadowgrange Archfiend"], ["Swamp", "Blackmail"], "draw", "draw",
     "A can never cast the Archfiend from the hand (the Lotus makes three mana) and has no "
     "discard of its own. B's Blackmail would be its madness outlet: with A's hand only the "
     "Archfiend (the Lotus in play), B's choice must take it, A casts it for {2}{B} with the "
     "Lotus and 8 life, and the 8/4 kills B in three attacks (B has no creature). So B "
     "casts Blackmail only at A while A still holds the Lotus (then B takes either card: "
     "the Lotus in hand can't pay the madness cost), or never. Nobody deals damage: a draw "
     "both ways."),
]

# small pairings: only negamax == retrograde is asserted
MIXED = [
    (["Lion's Eye Diamond", "Shadowgrange Archfiend", "Memnite"], ["Mountain", "Lightning Bolt"]),
    (["Black Lotus", "Shadowgrange Archfiend"], ["Swamp", "Swamp", "Smallpox"]),
    (["Lion's Eye Diamond", "Shadowgrange Archfiend"], ["Island", "Island", "Foil"]),
    (["Swamp", "Black Lotus", "Shadowgrange Archfiend"], ["Swamp", "Blackmail"]),
]


test_hand_solved, test_negamax_equals_retrograde = matchup_tests(MATCHUPS, MIXED)


FLOAT = [
    (["Black Lotus", "Shadowgrange Archfiend"], ["Swamp", "Blackmail"]),
    (["Swamp", "Black Lotus", "Shadowgrange Archfiend"], ["Swamp", "Blackmail"]),
    (["Lion's Eye Diamond", "Shadowgrange Archfiend", "Memnite"], ["Mountain", "Lightning Bolt"]),
]


@pytest.mark.parametrize("a,b", FLOAT, ids=[case_id(c) for c in FLOAT])
def test_float_reduction_keeps_the_verdict_with_a_madness_trigger(a, b):
    # the madness trigger on the stack changes no permanent (its payment taps what it
    # needs as it resolves): floating offered in every window gives the same verdicts
    assert solved(tuple(a), tuple(b), "negamax")[:2] == \
        solved(tuple(a), tuple(b), "negamax", (), True)[:2]
