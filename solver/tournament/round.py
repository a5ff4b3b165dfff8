"""A round from entrants to tables: the validated Python entry points that the
commands `3cb roundrobin`, `3cb export` and `3cb gauntlet` are thin wrappers of.

    from solver.tournament import load_entries, play_round, ResultStore, current_fingerprint
    entrants = load_entries("samples/round.txt", deck_size="any")
    with ResultStore("results.sqlite", current_fingerprint()) as store:
        rnd = play_round(entrants, store, jobs=2)
    rnd.standings[0].entrant

With entrants read with ``partial=True``, the pairings of decks with an
unsupported card are not solved but left to a judge: ``verdicts`` (from
``load_verdicts``) settles them and any the solver left 'unknown'.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from solver.api import pairing_points
from solver.tournament.entries import Entrant
from solver.tournament.field import Deck, Field, Games, Limits, deck_pair, games_for
from solver.tournament.run import RunStats, solve_pairs
from solver.tournament.standings import (PairingRow, StandingRow, pairing_rows, standings,
                                         status_counts)
from solver.tournament.store import ResultStore
from solver.tournament.verdicts import Conflict, Verdict, conflicts


@dataclass
class Round:
    field: Field
    pairings: list[PairingRow]
    standings: list[StandingRow]
    stats: RunStats
    missing: list[PairingRow] = field(default_factory=list)    # export: not in the store
    conflicts: list[Conflict] = field(default_factory=list)   # verdicts against proven games

    @property
    def unsettled(self) -> list[PairingRow]:
        return [r for r in self.pairings if not r.settled]

    @property
    def status(self) -> dict[str, int]:
        """How many pairings are solved, judged and open."""
        return status_counts(self.pairings)


def _rows(fld, results, verdicts):
    rows = pairing_rows(fld, results, verdicts)
    return rows, conflicts(rows, verdicts or {})


def _check(entrants, limits, jobs):
    if not entrants:
        raise ValueError("no entrants")
    if not all(isinstance(e, Entrant) for e in entrants):
        raise TypeError("entrants must be Entrant objects (see load_entries)")
    if limits is not None and not isinstance(limits, Limits):
        raise TypeError("limits must be a Limits")
    if jobs is not None and jobs < 1:
        raise ValueError("jobs must be at least 1")


def _check_supported(entrants):
    odd = [e.name for e in entrants if not e.supported]
    if odd:
        raise ValueError(f"entrants with unsupported cards cannot be solved: {', '.join(odd)}")


def play_round(entrants: list[Entrant], store: ResultStore, limits: Limits | None = None, *,
               groups: int = 1, jobs: int | None = None, scheduler: str | None = None,
               retry_unknown: bool = False, quiet: bool = True,
               verdicts: dict[tuple[str, str], Verdict] | None = None) -> Round:
    """Solve every pairing of the field that the store cannot answer (and whose
    cards are all supported), settle the rest from `verdicts`, and rank it."""
    _check(entrants, limits, jobs)
    fld = Field(tuple(entrants), groups)
    results, stats = solve_pairs(fld.deck_pairs(), store, limits or Limits(), jobs=jobs,
                                 scheduler=scheduler, retry_unknown=retry_unknown, quiet=quiet)
    rows, clashes = _rows(fld, results, verdicts)
    return Round(fld, rows, standings(fld, rows), stats, conflicts=clashes)


def export_round(entrants: list[Entrant], store: ResultStore, *, groups: int = 1,
                 verdicts: dict[tuple[str, str], Verdict] | None = None) -> Round:
    """The tables of the field from the store (and `verdicts`) alone, solving nothing."""
    _check(entrants, None, None)
    fld = Field(tuple(entrants), groups)
    pairs = fld.deck_pairs()
    results = store.get_many(pairs)
    rows, clashes = _rows(fld, results, verdicts)
    stats = RunStats(pairs=len(pairs), cached=len(results),
                     unknown=sum(not r.proven for r in results.values()))
    missing = [r for r in rows if "missing" in (r.a_on_play, r.a_on_draw)]
    return Round(fld, rows, standings(fld, rows), stats, missing, clashes)


@dataclass(frozen=True)
class GauntletRow:
    entrant: str
    deck: str
    on_play: str              # the tested deck on the play: win / draw / loss / unknown
    on_draw: str
    points: int | None        # the tested deck's points; None while unsettled
    points_against: int | None
    reasons: dict

    def to_json(self) -> dict:
        return dict(self.__dict__)


def gauntlet(deck: list[str], entrants: list[Entrant], store: ResultStore,
             limits: Limits | None = None, *, jobs: int | None = None,
             scheduler: str | None = None, retry_unknown: bool = False,
             quiet: bool = True) -> tuple[list[GauntletRow], RunStats]:
    """One deck (canonical card names) against every entrant, best result first:
    by the deck's points, unsettled pairings last, ties in file order."""
    _check(entrants, limits, jobs)
    _check_supported(entrants)
    mine: Deck = tuple(sorted(deck))
    pairs = sorted({deck_pair(mine, e.deck) for e in entrants})
    results, stats = solve_pairs(pairs, store, limits or Limits(), jobs=jobs, scheduler=scheduler,
                                 retry_unknown=retry_unknown, quiet=quiet)
    rows = []
    for e in entrants:
        g: Games = games_for(mine, e.deck, results[deck_pair(mine, e.deck)])
        p, q = pairing_points(g.a_on_play, g.a_on_draw)
        rows.append(GauntletRow(e.name, e.deck_text, g.a_on_play, g.a_on_draw, p, q, g.reasons))
    order = {e.name: i for i, e in enumerate(entrants)}
    rows.sort(key=lambda r: (r.points is None, -(r.points or 0), order[r.entrant]))
    return rows, stats
