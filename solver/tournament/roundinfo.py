"""round.json: what a round's tables were made from, written beside them.

The tables say who scored what; round.json says which round that was, for a
report's banner (`3cb report`): its name and date, the deck rules (deck size,
banlist), the groups, the entrants with their cards, the solver limits, the
result store, and the version and fingerprints of the engine and cards the
results hold under.  `3cb roundrobin` and `3cb export` write it; a directory
without one (tables written before it existed) still makes a report, with the
banner saying what is not recorded.

    {"format": "threecb-round", "version": 1, "name": "round", "date": "2025-05-01T12:00:00+02:00",
     "entries": "samples/round.txt", "deck_size": 2, "banlist": [], "groups": 1,
     "threecb": "0.1.0", "fingerprint": "...", "cards_fingerprint": "...",
     "limits": {...}, "store": "/home/me/.cache/threecb/results.sqlite",
     "entrants": [{"name": "Alice", "cards": ["Plains", "Student of Warfare"], "group": 1}, ...]}
"""
from __future__ import annotations

import datetime
import json
import os
from importlib import metadata
from pathlib import Path

from cards.registry import default_tables
from solver.tournament.field import Field, Limits
from solver.tournament.fingerprint import current_fingerprint

ROUND_FILE = "round.json"
FORMAT = "threecb-round"
VERSION = 1


def _version() -> str:
    try:
        return metadata.version("threecb")
    except metadata.PackageNotFoundError:
        return "unknown"


def round_info(fld: Field, *, name: str, entries=None, deck_size=None, banlist=(),
               limits: Limits | None = None, store=None, date: str | None = None) -> dict:
    """The round.json document of a round (plain data)."""
    return {
        "format": FORMAT, "version": VERSION, "name": name,
        "date": date or datetime.datetime.now().astimezone().isoformat(timespec="seconds"),
        "entries": None if entries is None else os.fspath(entries),
        "deck_size": deck_size, "banlist": sorted(banlist), "groups": fld.groups,
        "threecb": _version(), "fingerprint": current_fingerprint(),
        "cards_fingerprint": default_tables().fingerprint(),
        "limits": None if limits is None else limits.to_json(),
        "store": None if store is None else os.fspath(store),
        "entrants": [{"name": e.name, "cards": list(e.cards), "group": fld.group_of(i)}
                     for i, e in enumerate(fld.entrants)],
    }


def write_round_info(out_dir, info: dict) -> Path:
    path = Path(out_dir) / ROUND_FILE
    path.write_text(json.dumps(info, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return path


def read_round_info(directory) -> dict | None:
    """The round.json of a tables directory; None when there is none.  ValueError
    when it is there but is not a round.json this version reads."""
    path = Path(directory) / ROUND_FILE
    if not path.is_file():
        return None
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as e:
        raise ValueError(f"{path} is not valid JSON: {e}") from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise ValueError(f"{path} is not a round.json written by 3cb (no \"format\": \"{FORMAT}\")")
    if doc.get("version") != VERSION:
        raise ValueError(f"{path} has version {doc.get('version')!r}; this 3cb reads {VERSION}")
    return doc
