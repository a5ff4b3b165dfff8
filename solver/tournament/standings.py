"""Points and standings of a field from its deck-pair results (pure arithmetic).

A pairing is two games, A on the play and A on the draw; a game won is worth
3 points, a draw 1, a loss 0 (`solver.api.pairing_points`: 6/4/3/2/1/0).

A pairing with an 'unknown' game (or no result yet: 'missing') scores nothing
for either entrant until it is settled: its games are counted in no column of
the standings but 'pairings unknown', and its points are empty in the tables.
So for every entrant, points = 3 x game wins + draws = the sum of its row of
the matrix, and game wins + draws + losses = 2 x its settled pairings.

Ranking: by points, highest first.  Entrants with equal points share a rank
(1, 2, 2, 4); within a shared rank they are listed by game wins (more first),
then in the order of the entries file.  With groups, each group is ranked on
its own.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field

from solver.api import DRAW, LOSS, UNKNOWN, WIN, pairing_points
from solver.tournament.field import MISSING, Field, deck_pair, games_for


@dataclass(frozen=True)
class PairingRow:
    group: int
    entrant_a: str
    entrant_b: str
    deck_a: str
    deck_b: str
    a_on_play: str
    a_on_draw: str
    points_a: int | None
    points_b: int | None
    states: int | None
    seconds: float | None
    reasons: dict = field(default_factory=dict, compare=False)

    @property
    def settled(self) -> bool:
        return not {self.a_on_play, self.a_on_draw} & {UNKNOWN, MISSING}

    def to_json(self) -> dict:
        return asdict(self)


@dataclass(frozen=True)
class StandingRow:
    group: int
    rank: int
    entrant: str
    deck: str
    points: int
    game_wins: int
    draws: int
    losses: int
    pairings_unknown: int

    def to_json(self) -> dict:
        return asdict(self)


def pairing_rows(fld: Field, results) -> list[PairingRow]:
    """One row per pairing of the field, A before B in file order; `results`
    maps canonical deck pairs to DeckResults (a pair missing from it is 'missing')."""
    rows = []
    for g, a, b in fld.pairings():
        games = games_for(a.deck, b.deck, results.get(deck_pair(a.deck, b.deck)))
        settled = not {games.a_on_play, games.a_on_draw} & {UNKNOWN, MISSING}
        pa, pb = pairing_points(games.a_on_play, games.a_on_draw) if settled else (None, None)
        rows.append(PairingRow(g, a.name, b.name, a.deck_text, b.deck_text, games.a_on_play,
                               games.a_on_draw, pa, pb, games.states, games.seconds,
                               games.reasons))
    return rows


_FLIP = {WIN: LOSS, LOSS: WIN, DRAW: DRAW}


def standings(fld: Field, rows: list[PairingRow]) -> list[StandingRow]:
    """The standings of every group, ranked (see the module's docstring)."""
    order = {e.name: i for i, e in enumerate(fld.entrants)}
    tally = {e.name: {"points": 0, WIN: 0, DRAW: 0, LOSS: 0, "unknown": 0} for e in fld.entrants}
    for r in rows:
        for name, games in ((r.entrant_a, (r.a_on_play, r.a_on_draw)),
                            (r.entrant_b, (_FLIP.get(r.a_on_draw), _FLIP.get(r.a_on_play)))):
            t = tally[name]
            if not r.settled:
                t["unknown"] += 1
                continue
            for word in games:
                t[word] += 1
            t["points"] += r.points_a if name == r.entrant_a else r.points_b
    out = []
    for g in range(1, fld.groups + 1):
        members = sorted(fld.members(g), key=lambda e: (-tally[e.name]["points"],
                                                        -tally[e.name][WIN], order[e.name]))
        rank, last = 0, None
        for i, e in enumerate(members, 1):
            t = tally[e.name]
            if t["points"] != last:
                rank, last = i, t["points"]
            out.append(StandingRow(g, rank, e.name, e.deck_text, t["points"], t[WIN], t[DRAW],
                                   t[LOSS], t["unknown"]))
    return out


def matrix(fld: Field, rows: list[PairingRow]) -> dict[tuple[str, str], int | None]:
    """(row entrant, column entrant) -> the row entrant's points against the column
    entrant, for every pairing (None while it is not settled)."""
    cells = {}
    for r in rows:
        cells[(r.entrant_a, r.entrant_b)] = r.points_a
        cells[(r.entrant_b, r.entrant_a)] = r.points_b
    return cells
