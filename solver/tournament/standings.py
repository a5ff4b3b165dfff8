"""Points and standings of a field from its deck-pair results (pure arithmetic).

A pairing is two games, A on the play and A on the draw; a game won is worth
3 points, a draw 1, a loss 0 (`solver.api.pairing_points`: 6/4/3/2/1/0).

A pairing with an 'unknown' game (or no result yet: 'missing', or a deck with
a card we do not support: 'unsupported') scores nothing for either entrant
until it is settled: its games are counted in no column of the standings but
'pairings unknown', and its points are empty in the tables.  A judge's verdict
(verdicts.py) settles the games the solver did not; each pairing has a status,
solved, judged or open, and the standings count each entrant's.
So for every entrant, points = 3 x game wins + draws = the sum of its row of
the matrix, and game wins + draws + losses = 2 x its settled pairings.

Ranking: by points, highest first.  Entrants with equal points share a rank
(1, 2, 2, 4); within a shared rank they are listed by game wins (more first),
then in the order of the entries file.  With groups, each group is ranked on
its own.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field

from solver.api import DRAW, LOSS, WIN, pairing_points
from solver.tournament.field import DECIDED, UNSUPPORTED, Field, Games, deck_pair, games_for
from solver.tournament.verdicts import JUDGED, OPEN, SOLVED, judge


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
    status: str = ""          # solved / judged / open; "" is worked out from the games

    def __post_init__(self):
        if not self.status:
            object.__setattr__(self, "status", SOLVED if self.settled else OPEN)

    @property
    def settled(self) -> bool:
        return self.a_on_play in DECIDED and self.a_on_draw in DECIDED

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
    pairings_unknown: int       # open: not settled
    pairings_solved: int = 0
    pairings_judged: int = 0

    def to_json(self) -> dict:
        return asdict(self)


def pairing_rows(fld: Field, results, verdicts=None) -> list[PairingRow]:
    """One row per pairing of the field, A before B in file order; `results`
    maps canonical deck pairs to DeckResults (a pair missing from it is 'missing');
    `verdicts` maps (A, B) to a judge's Verdict (verdicts.py)."""
    rows = []
    for g, a, b in fld.pairings():
        if a.supported and b.supported:
            games = games_for(a.deck, b.deck, results.get(deck_pair(a.deck, b.deck)))
        else:
            games = _needs_a_judge(a, b)
        games, status = judge(games, (verdicts or {}).get((a.name, b.name)))
        settled = games.a_on_play in DECIDED and games.a_on_draw in DECIDED
        pa, pb = pairing_points(games.a_on_play, games.a_on_draw) if settled else (None, None)
        rows.append(PairingRow(g, a.name, b.name, a.deck_text, b.deck_text, games.a_on_play,
                               games.a_on_draw, pa, pb, games.states, games.seconds,
                               games.reasons, status))
    return rows


def _needs_a_judge(a, b) -> Games:
    cards = list(dict.fromkeys(a.unsupported + b.unsupported))
    why = (f"needs a judge: unsupported card{'s' if len(cards) > 1 else ''} "
           + ", ".join(cards))
    return Games(UNSUPPORTED, UNSUPPORTED, {"a_on_play": why, "a_on_draw": why}, None, None)


_FLIP = {WIN: LOSS, LOSS: WIN, DRAW: DRAW}


def standings(fld: Field, rows: list[PairingRow]) -> list[StandingRow]:
    """The standings of every group, ranked (see the module's docstring)."""
    order = {e.name: i for i, e in enumerate(fld.entrants)}
    tally = {e.name: {"points": 0, WIN: 0, DRAW: 0, LOSS: 0, OPEN: 0, SOLVED: 0, JUDGED: 0}
             for e in fld.entrants}
    for r in rows:
        for name, games in ((r.entrant_a, (r.a_on_play, r.a_on_draw)),
                            (r.entrant_b, (_FLIP.get(r.a_on_draw), _FLIP.get(r.a_on_play)))):
            t = tally[name]
            t[r.status] += 1
            if not r.settled:
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
                                   t[LOSS], t[OPEN], t[SOLVED], t[JUDGED]))
    return out


def status_counts(rows: list[PairingRow]) -> dict[str, int]:
    """How many pairings are solved, judged and open."""
    counts = {SOLVED: 0, JUDGED: 0, OPEN: 0}
    for r in rows:
        counts[r.status] += 1
    return counts


def matrix(fld: Field, rows: list[PairingRow]) -> dict[tuple[str, str], int | None]:
    """(row entrant, column entrant) -> the row entrant's points against the column
    entrant, for every pairing (None while it is not settled)."""
    cells = {}
    for r in rows:
        cells[(r.entrant_a, r.entrant_b)] = r.points_a
        cells[(r.entrant_b, r.entrant_a)] = r.points_b
    return cells
