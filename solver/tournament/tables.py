"""The tables of a round, written to a directory as CSV (a header row, UTF-8,
readable by spreadsheet programs) or JSON, and read back.

* pairings.csv: entrant_a, entrant_b, deck_a, deck_b, a_on_play, a_on_draw,
  points_a, points_b, states, seconds, status -- one row per pairing, A listed
  before B in the entries file.  A game is win / draw / loss for A, 'unknown'
  (the reason is in pairings.json and on stderr), 'missing' (`3cb export`: not
  in the store) or 'unsupported' (--partial: a deck plays a card we do not
  support; it needs a judge).  Points are empty while a pairing is not settled;
  states and seconds are those of the solve that produced the result.  status
  is 'solved' (both games by the solver), 'judged' (a game from the verdicts
  file) or 'open' (not settled).
* matrix.csv: entrants by entrants, each cell the row entrant's points against
  the column entrant; empty on the diagonal (and between groups), '?' while a
  pairing is not settled.  (A cell's status is its pairing's in pairings.csv;
  matrix.json has the grid of statuses too.)
* standings.csv: rank, entrant, deck, points, game_wins, draws, losses,
  pairings_unknown (open), pairings_solved, pairings_judged (see standings.py
  for the ranking).

With --groups, pairings.csv and standings.csv start with a 'group' column and
the matrix lists group 1's entrants, then group 2's, ...
"""
from __future__ import annotations

import csv
import json
from pathlib import Path

from solver.tournament.field import Field
from solver.tournament.standings import PairingRow, StandingRow, matrix

FORMATS = ("csv", "json")
PAIRING_COLUMNS = ["entrant_a", "entrant_b", "deck_a", "deck_b", "a_on_play", "a_on_draw",
                   "points_a", "points_b", "states", "seconds", "status"]
STANDING_COLUMNS = ["rank", "entrant", "deck", "points", "game_wins", "draws", "losses",
                    "pairings_unknown", "pairings_solved", "pairings_judged"]
UNSETTLED = "?"
TABLES = ("pairings", "matrix", "standings")


def file_names(fmt: str) -> list[str]:
    return [f"{t}.{fmt}" for t in TABLES]


def _cell(v) -> str:
    return "" if v is None else str(v)


def matrix_order(fld: Field) -> list[str]:
    return [e.name for g in range(1, fld.groups + 1) for e in fld.members(g)]


def matrix_cells(fld: Field, rows: list[PairingRow]) -> list[list]:
    """The matrix as rows of cells: int points, None for no pairing, '?' for unsettled."""
    names = matrix_order(fld)
    cells = matrix(fld, rows)
    return [[(UNSETTLED if cells[(a, b)] is None else cells[(a, b)]) if (a, b) in cells else None
             for b in names] for a in names]


def matrix_statuses(fld: Field, rows: list[PairingRow]) -> list[list]:
    """The matrix's cells' statuses: solved / judged / open, None for no pairing."""
    names = matrix_order(fld)
    status = {}
    for r in rows:
        status[(r.entrant_a, r.entrant_b)] = status[(r.entrant_b, r.entrant_a)] = r.status
    return [[status.get((a, b)) for b in names] for a in names]


def write_tables(out_dir, fld: Field, rows: list[PairingRow], stand: list[StandingRow],
                 fmt: str = "csv") -> list[Path]:
    """Write pairings, matrix and standings to `out_dir` (created); their paths."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    grouped = fld.groups > 1
    paths = [out / n for n in file_names(fmt)]
    if fmt == "json":
        _write_json(paths, fld, rows, stand, grouped)
    elif fmt == "csv":
        _write_csv(paths, fld, rows, stand, grouped)
    else:
        raise ValueError(f"unknown format {fmt!r}; choose from {FORMATS}")
    return paths


def _write_csv(paths, fld, rows, stand, grouped):
    lead = ["group"] if grouped else []
    with _open(paths[0]) as f:
        w = csv.writer(f)
        w.writerow(lead + PAIRING_COLUMNS)
        for r in rows:
            w.writerow(([r.group] if grouped else [])
                       + [_cell(getattr(r, c)) for c in PAIRING_COLUMNS])
    names = matrix_order(fld)
    with _open(paths[1]) as f:
        w = csv.writer(f)
        w.writerow(["entrant"] + names)
        for name, cells in zip(names, matrix_cells(fld, rows)):
            w.writerow([name] + [_cell(c) for c in cells])
    with _open(paths[2]) as f:
        w = csv.writer(f)
        w.writerow(lead + STANDING_COLUMNS)
        for s in stand:
            w.writerow(([s.group] if grouped else []) + [_cell(getattr(s, c)) for c in STANDING_COLUMNS])


def _open(path: Path):
    return open(path, "w", newline="", encoding="utf-8")


def _write_json(paths, fld, rows, stand, grouped):
    def strip(d):
        if not grouped:
            d.pop("group", None)
        return d
    cells = [[c if c != UNSETTLED else None for c in row] for row in matrix_cells(fld, rows)]
    docs = [[strip(r.to_json()) for r in rows],
            {"entrants": matrix_order(fld), "points": cells,
             "status": matrix_statuses(fld, rows),
             "note": "points of the row entrant against the column entrant; null on the "
                     "diagonal, between groups and while a pairing is not settled; "
                     "status: solved, judged (by the verdicts file) or open"},
            [strip(s.to_json()) for s in stand]]
    for path, doc in zip(paths, docs):
        path.write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


# ------------------------------------------------------------- reading back
def _int(v: str):
    return None if v == "" else int(v)


def _float(v: str):
    return None if v == "" else float(v)


def _read_csv(path) -> list[dict]:
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def read_pairings_csv(path) -> list[PairingRow]:
    return [PairingRow(int(d.get("group") or 1), d["entrant_a"], d["entrant_b"], d["deck_a"],
                       d["deck_b"], d["a_on_play"], d["a_on_draw"], _int(d["points_a"]),
                       _int(d["points_b"]), _int(d["states"]), _float(d["seconds"]),
                       status=d.get("status") or "")
            for d in _read_csv(path)]


def read_standings_csv(path) -> list[StandingRow]:
    return [StandingRow(int(d.get("group") or 1), int(d["rank"]), d["entrant"], d["deck"],
                        int(d["points"]), int(d["game_wins"]), int(d["draws"]), int(d["losses"]),
                        int(d["pairings_unknown"]), int(d.get("pairings_solved") or 0),
                        int(d.get("pairings_judged") or 0)) for d in _read_csv(path)]


def read_matrix_csv(path) -> tuple[list[str], list[list]]:
    """The entrants and the cells (int, None for empty, '?' for unsettled)."""
    with open(path, newline="", encoding="utf-8") as f:
        head, *body = list(csv.reader(f))
    def cell(v):
        return None if v == "" else (UNSETTLED if v == UNSETTLED else int(v))
    return head[1:], [[cell(v) for v in row[1:]] for row in body]
