"""The scaffolding shared by the solved-matchup files (test_wave1_matchups.py,
test_wave2_*_matchups.py): a pairing's test id, the cached exact solve, the
check of a hand-reasoned verdict and the check that the three methods (wins, negamax,
retrograde) agree.

A hand case is (deck A, deck B, A on the play, A on the draw, reasoning) or,
with solve options, (deck A, deck B, A on the play, A on the draw, options,
reasoning).  Imported by module name (``from matchup_kit import ...``): pytest
puts the test file's folder on sys.path, as for tests/scenario_kit.py."""
from functools import cache

from solver.api import solve

METHODS = ["wins", "negamax", "retrograde"]
VERDICTS = ("win", "draw", "loss")


def pairing_id(a, b) -> str:
    """The test id of the pairing of decks a and b: 'A1+A2 vs B1+B2'."""
    return " vs ".join("+".join(d) for d in (a, b))


def case_id(case) -> str:
    """The test id of a case whose first two items are the decks."""
    return pairing_id(case[0], case[1])


def opts_key(opts) -> tuple:
    """Solve options (a dict, or None) as a hashable key for solved()."""
    return tuple(sorted((opts or {}).items()))


@cache
def solved(a: tuple, b: tuple, method: str, opts: tuple = (), float_all: bool = False):
    """(A on the play, A on the draw, sorted reasons) of the pairing, solved once
    per argument set; opts is opts_key(options)."""
    r = solve(list(a), list(b), method=method, float_all=float_all, **dict(opts))
    return r.a_on_play, r.a_on_draw, tuple(sorted(r.reasons.items()))


def check_hand(case, method, *, unknown_because: str | None = None):
    """The hand-reasoned verdicts of case, solved by method.  A proven case has no
    reasons; a case expected 'unknown' must say why in every reason (each must
    name unknown_because, e.g. 'life' for the life bound)."""
    if len(case) == 6:
        a, b, play, draw, opts, why = case
    else:
        (a, b, play, draw, why), opts = case, {}
    got_play, got_draw, reasons = solved(tuple(a), tuple(b), method, opts_key(opts))
    assert (got_play, got_draw) == (play, draw), (method, why)
    if "unknown" in (play, draw):
        assert unknown_because is not None, ("an expected unknown needs its reason", why)
        assert all(unknown_because in r for _, r in reasons), reasons
    else:
        assert reasons == (), reasons


def check_methods_agree(a, b, opts=None, *, known: bool = False, proven: bool = False):
    """wins, negamax and retrograde give the same verdicts and reasons for the
    pairing.  known: neither verdict is 'unknown'; proven: no reasons at all.
    Returns the negamax result."""
    key = opts_key(opts)
    neg = solved(tuple(a), tuple(b), "negamax", key)
    assert neg == solved(tuple(a), tuple(b), "retrograde", key)
    assert neg == solved(tuple(a), tuple(b), "wins", key)
    if known:
        assert neg[0] in VERDICTS and neg[1] in VERDICTS, neg
    if proven:
        assert neg[2] == (), neg
    return neg


def matchup_tests(matchups, mixed):
    """A topic's two matchup tests, for its module to name:
    `test_hand_solved, test_negamax_equals_retrograde = matchup_tests(MATCHUPS, MIXED)`.
    Each hand-reasoned case (deck A, deck B, A on the play, A on the draw, reasoning)
    is solved by every exact method (check_hand); each mixed pairing only has to
    agree between the methods, and be known (check_methods_agree)."""
    import pytest

    @pytest.mark.parametrize("case", matchups, ids=[case_id(c) for c in matchups])
    @pytest.mark.parametrize("method", METHODS)
    def test_hand_solved(case, method):
        check_hand(case, method)

    @pytest.mark.parametrize("case", mixed, ids=[case_id(c) for c in mixed])
    def test_negamax_equals_retrograde(case):
        check_methods_agree(*case, known=True)

    return test_hand_solved, test_negamax_equals_retrograde


def random_pairing(seed: int, most: int = 3) -> tuple[list, list]:
    """Two random decks of 1 to `most` cards from every supported card (seeded)."""
    import random

    from cards.registry import all_cards
    rng = random.Random(seed)
    names = sorted(c.name for c in all_cards())
    return ([rng.choice(names) for _ in range(rng.randint(1, most))],
            [rng.choice(names) for _ in range(rng.randint(1, most))])


def reduced_matches_unreduced(a, b, max_states, **unreduced):
    """Solve decks a and b with the engine's reductions and without the one named by
    `unreduced` (float_all=True, defer=False): the verdicts must be the same and the
    reduced search no larger (both by negamax, the search of exact values; the
    default method, wins, must give the same verdicts with the reduction too).
    (reduced, unreduced) positions, or None where the unreduced search ran out of
    positions (nothing to compare)."""
    reduced = solve(a, b, max_states=max_states, method="negamax")
    full = solve(a, b, max_states=max_states, method="negamax", **unreduced)
    if "unknown" in (full.a_on_play, full.a_on_draw):
        return None
    assert (reduced.a_on_play, reduced.a_on_draw) == (full.a_on_play, full.a_on_draw), (a, b)
    assert reduced.states <= full.states, (a, b)
    wins = solve(a, b, max_states=max_states)
    assert (wins.a_on_play, wins.a_on_draw) == (full.a_on_play, full.a_on_draw), (a, b)
    return reduced.states, full.states


# Lands whose matchups the reductions of land pairings (deferral after combat, one's own
# land) cover, and land pairings with Wasteland or Strip Mine both check
# (tests/solver/test_defer.py, tests/solver/test_own_land.py).
LATE_LANDS = ("Wasteland", "Strip Mine", "Mishra's Factory", "Mutavault", "Inkmoth Nexus",
              "The Tabernacle at Pendrell Vale", "Ancient Tomb", "Plains", "Mountain",
              "Maze of Ith", "Karakas")
LAND_RAZE_PAIRINGS = [
    (["Wasteland", "Mishra's Factory"], ["Mishra's Factory", "Mishra's Factory"]),
    (["Wasteland", "Mishra's Factory"], ["Wasteland", "Mishra's Factory"]),
    (["Strip Mine", "Mutavault"], ["Inkmoth Nexus", "Ancient Tomb"]),
    (["Wasteland", "Mishra's Factory"], ["Maze of Ith", "Mishra's Factory"]),
    (["Mutavault", "Karakas"], ["Wasteland", "Inkmoth Nexus"]),
]


def applying(draw, switch: str, tries: int = 100) -> tuple[list, list]:
    """The first pairing of draw(0), draw(1), ... that switches the reduction
    `switch` on (solver/api.py reduction_applies): a random pairing where it does
    not would compare a search with itself."""
    from solver.api import reduction_applies
    for k in range(tries):
        a, b = draw(k)
        if reduction_applies(a, b, switch):
            return a, b
    raise AssertionError(f"none of {tries} random pairings switches {switch} on")
