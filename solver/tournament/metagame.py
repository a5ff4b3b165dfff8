"""The metagame of a field: its Nash equilibrium as a symmetric zero-sum game.

Picking a deck for a round whose other players pick too is a game.  Deck i's
payoff against deck j is the points i takes from their pairing minus the points
j takes, both play orders counted as the standings count them (a game won 3, a
draw 1: `solver.api.pairing_points`, 6/4/3/2/1/0).  The payoff is antisymmetric
(j's against i is minus i's against j), so the game is symmetric and zero-sum
and its value is 0; a mirror match is worth 0 to both sides.  (The points
themselves are not constant-sum -- two draws give 2 + 2 -- which is why the
payoff is the margin, not the points.)

The equilibrium is a mix x of decks (weights summing to 1) that no deck beats on
average: for every deck j, sum_i x_i * margin(i, j) >= 0.  It is found as the
linear program "maximise v subject to x' M >= v, sum x = 1, x >= 0" with scipy's
HiGHS solver.  A deck's *margin* against the mix is its expected payoff against
an opponent drawn from x: 0 for the decks the mix plays (within rounding), and
negative for the others -- how much worse than the equilibrium they do.  Its
*points* against the mix are its expected points (of the 6 a pairing gives)
against an opponent drawn from the mix, its own mirror left out (None when the
mix is that deck alone).

When several mixes are equilibria (two entrants play the same deck, say), HiGHS
returns one of them.

Everything here is plain data (dicts, lists, floats) for the terminal and the
HTML report to render.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from solver.tournament.standings import PairingRow

EPS = 1e-9          # weights below this are 0 (the LP solver's rounding)
DIGITS = 6          # floats in the returned data are rounded to this many digits
PAIRING_POINTS = 6  # the points one pairing gives to share (both games won)


class MetagameError(ValueError):
    """A field that has no metagame as asked (unknown pairings, too few decks)."""


@dataclass(frozen=True)
class Deck:
    entrant: str
    deck: str


def field_from_rows(rows: list[PairingRow], order: list[str] | None = None,
                    group: int | None = None):
    """The decks, the settled points and the unsettled pairings of a round's pairings.

    Returns (decks, points, unknown): decks in `order` (the entrants of the
    matrix) or in the order they first appear; points[(a, b)] = a's points
    against b for every settled pairing, both ways; unknown the (a, b) pairs not
    settled.  `group` keeps only that group's pairings.
    """
    if group is not None:
        rows = [r for r in rows if r.group == group]
    decks: dict[str, str] = {}
    for r in rows:
        decks.setdefault(r.entrant_a, r.deck_a)
        decks.setdefault(r.entrant_b, r.deck_b)
    names = [n for n in order if n in decks] if order else list(decks)
    names += [n for n in decks if n not in names]
    points, unknown = {}, []
    for r in rows:
        if r.settled and r.points_a is not None:
            points[(r.entrant_a, r.entrant_b)] = r.points_a
            points[(r.entrant_b, r.entrant_a)] = r.points_b
        else:
            unknown.append((r.entrant_a, r.entrant_b))
    return [Deck(n, decks[n]) for n in names], points, unknown


def drop_for_unknown(decks: list[Deck], unknown: list[tuple[str, str]]):
    """Leave out entrants until no unknown pairing is left: each time the one with
    the most unknown pairings (the later one in the list on a tie).  Returns
    (decks kept, entrants dropped in the order they were dropped)."""
    left = list(unknown)
    dropped: list[str] = []
    while left:
        count: dict[str, int] = {}
        for a, b in left:
            count[a] = count.get(a, 0) + 1
            count[b] = count.get(b, 0) + 1
        pos = {d.entrant: i for i, d in enumerate(decks)}
        worst = max(count, key=lambda n: (count[n], pos.get(n, -1)))
        dropped.append(worst)
        left = [p for p in left if worst not in p]
    return [d for d in decks if d.entrant not in dropped], dropped


def margin_matrix(decks: list[Deck], points: dict) -> np.ndarray:
    """M[i, j] = i's points against j minus j's against i (0 on the diagonal)."""
    n = len(decks)
    m = np.zeros((n, n))
    for i, a in enumerate(decks):
        for j, b in enumerate(decks):
            if i == j:
                continue
            key, rev = (a.entrant, b.entrant), (b.entrant, a.entrant)
            if key not in points or rev not in points:
                raise MetagameError(f"no settled pairing between {a.entrant} and {b.entrant}")
            m[i, j] = points[key] - points[rev]
    return m


def solve_mix(m: np.ndarray) -> np.ndarray:
    """The row player's optimal mix of the zero-sum game with payoff matrix `m`."""
    from scipy.optimize import linprog  # ~0.8 s to import: only `3cb metagame` pays it

    n = m.shape[0]
    # variables x_1..x_n, v; maximise v  <=>  minimise -v
    c = np.zeros(n + 1)
    c[-1] = -1.0
    a_ub = np.hstack([-m.T, np.ones((n, 1))])          # v - sum_i x_i m[i, j] <= 0
    b_ub = np.zeros(n)
    a_eq = np.hstack([np.ones((1, n)), np.zeros((1, 1))])
    bounds = [(0, None)] * n + [(None, None)]
    res = linprog(c, A_ub=a_ub, b_ub=b_ub, A_eq=a_eq, b_eq=[1.0], bounds=bounds,
                  method="highs")
    if res.status != 0:                                  # cannot happen for a finite game
        raise MetagameError(f"the linear program failed: {res.message}")
    x = np.where(res.x[:n] < EPS, 0.0, res.x[:n])
    return x / x.sum()


def equilibrium(decks: list[Deck], points: dict, dropped: list[str] = (),
                unknown: list[tuple[str, str]] = ()) -> dict:
    """The Nash mix of `decks` and every deck's margin and points against it.

    `points[(a, b)]` is a's points against b (0..6) for every pair of distinct
    entrants.  Returns a dict: 'decks' (entrant, deck, weight, margin, points,
    in the order given), 'value' (of the game: 0), 'support' (entrants the mix
    plays, heaviest first), 'also_best' (entrants outside the mix whose margin
    against it is 0 too: other equilibria may play them), 'dropped' and 'unknown'
    (as passed, for the record).
    """
    if len(decks) < 2:
        raise MetagameError(f"a metagame needs at least 2 decks with settled pairings, "
                            f"{len(decks)} left")
    m = margin_matrix(decks, points)
    x = solve_mix(m)
    margins = x @ m.T                       # margins[i] = sum_j x_j m[i, j]
    value = float(min(x @ m))               # the mix's worst case: 0 up to rounding
    out = []
    for i, d in enumerate(decks):
        rest = 1.0 - x[i]
        pts = None
        if rest > EPS:
            pts = sum(x[j] * points[(d.entrant, e.entrant)]
                      for j, e in enumerate(decks) if j != i) / rest
        out.append({"entrant": d.entrant, "deck": d.deck, "weight": _r(x[i]),
                    "margin": _r(margins[i]), "points": None if pts is None else _r(pts)})
    support = sorted((r for r in out if r["weight"] > 0), key=lambda r: -r["weight"])
    others = [r["entrant"] for r in out if r["weight"] == 0 and r["margin"] >= 0]
    return {"decks": out, "value": _r(value), "support": [r["entrant"] for r in support],
            "also_best": others,
            "dropped": list(dropped), "unknown": [list(p) for p in unknown],
            "payoff": "points taken minus points conceded per pairing (both play orders; "
                      "a game won 3, a draw 1)"}


def _r(v: float) -> float:
    v = round(float(v), DIGITS)
    return 0.0 if v == 0 else v          # no -0.0


def metagame(rows: list[PairingRow], order: list[str] | None = None, group: int | None = None,
             drop_unknown: bool = False, without: tuple[str, ...] = ()) -> dict:
    """The equilibrium of a round's pairings (see `equilibrium`), the entrants in
    `without` left out (named in 'without').  Unknown pairings raise MetagameError
    naming them, or with `drop_unknown` their entrants are left out (see
    `drop_for_unknown`) and named in 'dropped'."""
    known = {n for r in rows for n in (r.entrant_a, r.entrant_b)}
    missing = [n for n in without if n not in known]
    if missing:
        raise MetagameError(f"no entrant {', '.join(map(repr, missing))} in the round")
    rows = [r for r in rows if r.entrant_a not in without and r.entrant_b not in without]
    decks, points, unknown = field_from_rows(rows, order, group)
    dropped: list[str] = []
    if unknown:
        if not drop_unknown:
            raise MetagameError(
                f"{len(unknown)} pairing(s) are not settled, so the game is not known: "
                + "; ".join(f"{a} vs {b}" for a, b in unknown))
        decks, dropped = drop_for_unknown(decks, unknown)
    out = equilibrium(decks, points, dropped, unknown)
    out["without"] = list(without)
    return out
