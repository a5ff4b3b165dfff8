"""A round's tables directory, read back as plain dicts for the report.

`3cb roundrobin --out DIR` (or `3cb export`) wrote pairings and standings
(.csv or .json; the newer when both are there) and round.json.  Pairing
rows keep every column they have, so a column added later (e.g. a
``status``: ``solved`` / ``judged`` / ``needs a judge``) reaches the page.
"""
from __future__ import annotations

import csv
import json
from dataclasses import dataclass
from pathlib import Path

from solver.tournament.roundinfo import read_round_info

INT_COLUMNS = ("group", "points_a", "points_b", "states", "rank", "points", "game_wins",
               "draws", "losses", "pairings_unknown")
FLOAT_COLUMNS = ("seconds",)


class ReportInputError(ValueError):
    """A directory that holds no round's tables (or unreadable ones)."""


@dataclass
class RoundDir:
    path: Path
    info: dict | None           # round.json, None for tables written before it existed
    pairings: list[dict]
    standings: list[dict]


def _typed(row: dict) -> dict:
    out = dict(row)
    for k in INT_COLUMNS:
        if isinstance(out.get(k), str):
            out[k] = int(out[k]) if out[k] != "" else None
    for k in FLOAT_COLUMNS:
        if isinstance(out.get(k), str):
            out[k] = float(out[k]) if out[k] != "" else None
    out.setdefault("group", 1)
    if out["group"] is None:
        out["group"] = 1
    out.setdefault("reasons", {})
    return out


def _table(directory: Path, name: str) -> list[dict]:
    found = [p for p in (directory / f"{name}.csv", directory / f"{name}.json") if p.is_file()]
    if not found:
        raise ReportInputError(f"no {name}.csv or {name}.json in {directory}: give the directory "
                               f"'3cb roundrobin --out DIR' wrote")
    path = max(found, key=lambda p: p.stat().st_mtime)
    try:
        if path.suffix == ".json":
            rows = json.loads(path.read_text(encoding="utf-8"))
        else:
            with open(path, newline="", encoding="utf-8") as f:
                rows = list(csv.DictReader(f))
        return [_typed(r) for r in rows]
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, csv.Error, ValueError,
            TypeError, AttributeError) as e:
        raise ReportInputError(f"cannot read {path}: {e}") from None


def read_round_dir(directory) -> RoundDir:
    d = Path(directory)
    if not d.is_dir():
        raise ReportInputError(f"{d} is not a directory (give the --out DIR of '3cb roundrobin')")
    pairings, standings = _table(d, "pairings"), _table(d, "standings")
    for rows, need in ((pairings, ("entrant_a", "entrant_b", "deck_a", "deck_b", "a_on_play",
                                   "a_on_draw")),
                       (standings, ("entrant", "deck", "rank", "points"))):
        for r in rows:
            missing = [k for k in need if k not in r]
            if missing:
                raise ReportInputError(f"a table in {d} lacks the column(s) {', '.join(missing)}")
    try:
        info = read_round_info(d)
    except ValueError as e:
        raise ReportInputError(str(e)) from None
    return RoundDir(d, info, pairings, standings)
