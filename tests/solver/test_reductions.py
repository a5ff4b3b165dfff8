"""Which exact reductions a pairing switches on (solver/api.py reduction_applies), and
the reductions whose own test files had no check on the position-count file:
self_aim, dead_mana and idle are compared there with the search without them on
every pairing they switch on.  (The others have theirs: test_floating.py,
test_defer.py, test_own_land.py, test_symmetry.py; benchmarks/reductions.py shows
the positions of every one, on the count file and on random pairings.)"""
import json
from pathlib import Path

import pytest

from matchup_kit import pairing_id, reduced_matches_unreduced
from solver.api import REDUCTION_SWITCHES, reduction_applies, solve

COUNTS = json.loads((Path(__file__).parent / "counts" / "counts.json").read_text())
OWN_FILE_MISSED = ("self_aim", "dead_mana", "idle")


@pytest.mark.parametrize("a, b, switch, applies", [
    # a mirror merges positions with their players-traded twins; two different decks
    # have none to merge
    (["Memnite"], ["Memnite"], "symmetry", True),
    (["Memnite"], ["Plains"], "symmetry", False),
    # floating mana in every window is another configuration wherever it is asked for
    (["Memnite"], ["Plains"], "float_all", True),
    # a pairing of lands with land destruction (Wasteland): nothing after the turn's
    # combat can see an animation or floating mana; a Memnite deck is no such pairing
    (["Wasteland", "Mishra's Factory"], ["Mishra's Factory"], "defer_late", True),
    (["Memnite"], ["Plains"], "defer_late", False),
    # Lightning Bolt may be aimed at its caster's face, which nothing here can gain
    # from; Memnite against Plains holds no damage at all
    (["Mountain", "Lightning Bolt"], ["Plains", "Savannah Lions"], "self_aim", True),
    (["Memnite"], ["Plains"], "self_aim", False),
])
def test_reduction_applies(a, b, switch, applies):
    assert reduction_applies(a, b, switch) is applies


def test_where_a_reduction_does_not_apply_the_search_is_the_same():
    # Memnite against Plains switches no symmetry on: the same positions either way
    # (a Memnite attacks for 1 a turn into a player with no blocker: win / win)
    r = solve(["Memnite"], ["Plains"], method="negamax")
    n = solve(["Memnite"], ["Plains"], method="negamax", symmetry=False)
    assert (r.a_on_play, r.a_on_draw) == (n.a_on_play, n.a_on_draw) == ("win", "win")
    assert r.states == n.states


def test_every_switch_is_one_of_solve():
    import inspect
    params = inspect.signature(solve).parameters
    for switch, off in REDUCTION_SWITCHES.items():
        assert switch in params and params[switch].default is (not off), switch


ON_COUNT_FILE = [(s, r["deck_a"], r["deck_b"]) for s in OWN_FILE_MISSED for r in COUNTS
                 if reduction_applies(r["deck_a"], r["deck_b"], s)]


@pytest.mark.parametrize("switch, a, b", ON_COUNT_FILE,
                         ids=[f"{s}: {pairing_id(a, b)}" for s, a, b in ON_COUNT_FILE])
def test_reduction_on_the_count_file(switch, a, b):
    # the same verdicts with and without it, never more positions with it, and a
    # comparison made (the count file's pairings are small: nothing is skipped)
    counts = reduced_matches_unreduced(a, b, 1_200_000, **{switch: REDUCTION_SWITCHES[switch]})
    assert counts is not None


def test_each_missed_switch_is_on_somewhere_in_the_count_file():
    assert {s for s, _, _ in ON_COUNT_FILE} == set(OWN_FILE_MISSED)
