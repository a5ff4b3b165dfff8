"""The result store: an SQLite file of solved deck pairs, shared by every round.

One row per (fingerprint, deck x, deck y) with x <= y in canonical order
(decks written as their sorted card names joined by ' | '): both games, x on
the play and x on the draw, the states and seconds of the solve, the reasons
for an 'unknown', and the limits it was solved under.

Reuse rule (`ResultStore.reusable`): a proven result (no 'unknown' game) is
reused whatever the options, since a bound that mattered would have made it
'unknown'.  A result with an 'unknown' game is reused only if it was attempted
with the same bounds and method and budgets (states, time, memory) at least
as large as asked for now; otherwise the pairing is solved again and the new
result replaces it.  A proven result is never replaced by an 'unknown'.

Every result is committed as soon as it arrives, in WAL mode, so that a run
killed even with SIGKILL loses only the pairings that were being solved.  A
write is one transaction (the check for a proven result and the row itself):
a kill or Ctrl-C inside it leaves the store as it was before, never half a row.
"""
from __future__ import annotations

import json
import os
import sqlite3
import time
from pathlib import Path

from solver.tournament.field import Deck, DeckResult, Limits

SCHEMA_VERSION = 1
STORE_FILE = "results.sqlite"
_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS results (
    fingerprint TEXT NOT NULL,
    deck_x TEXT NOT NULL,
    deck_y TEXT NOT NULL,
    x_on_play TEXT NOT NULL,
    x_on_draw TEXT NOT NULL,
    states INTEGER NOT NULL,
    seconds REAL NOT NULL,
    reasons TEXT NOT NULL,
    limits TEXT NOT NULL,
    solved_at TEXT NOT NULL,
    PRIMARY KEY (fingerprint, deck_x, deck_y)
) WITHOUT ROWID;
"""


class StoreError(Exception):
    """A store file that cannot be opened or is not a result store."""


def default_store_path() -> Path:
    """$XDG_CACHE_HOME/threecb/results.sqlite, or ~/.cache/threecb/results.sqlite."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "threecb" / STORE_FILE


def deck_text(deck: Deck) -> str:
    return " | ".join(deck)


def _deck(text: str) -> Deck:
    return tuple(text.split(" | "))


class ResultStore:
    """Results of deck pairs under one fingerprint, in an SQLite file."""

    def __init__(self, path, fingerprint: str):
        self.path = Path(path)
        self.fingerprint = fingerprint
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self.db = sqlite3.connect(self.path, timeout=30.0)
            self.db.execute("PRAGMA journal_mode=WAL")
            self.db.execute("PRAGMA synchronous=NORMAL")
            self.db.executescript(_SCHEMA)
            row = self.db.execute("SELECT value FROM meta WHERE key='schema'").fetchone()
            if row is None:
                self.db.execute("INSERT INTO meta VALUES ('schema', ?)", (str(SCHEMA_VERSION),))
                self.db.commit()
            elif row[0] != str(SCHEMA_VERSION):
                raise StoreError(f"result store {self.path} has schema version {row[0]}; "
                                 f"this 3cb reads version {SCHEMA_VERSION} (use another --store)")
        except sqlite3.DatabaseError as e:
            raise StoreError(f"cannot use {self.path} as a result store: {e}") from None
        except OSError as e:
            raise StoreError(f"cannot create the result store {self.path}: "
                             f"{e.strerror or e}") from None

    def close(self) -> None:
        self.db.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False

    # ------------------------------------------------------------- reading
    def get(self, x: Deck, y: Deck) -> DeckResult | None:
        row = self.db.execute(
            "SELECT deck_x, deck_y, x_on_play, x_on_draw, states, seconds, reasons, limits "
            "FROM results WHERE fingerprint=? AND deck_x=? AND deck_y=?",
            (self.fingerprint, deck_text(x), deck_text(y))).fetchone()
        return None if row is None else _result(row)

    def get_many(self, pairs) -> dict[tuple[Deck, Deck], DeckResult]:
        out = {}
        for x, y in pairs:
            r = self.get(x, y)
            if r is not None:
                out[(x, y)] = r
        return out

    def __len__(self) -> int:
        return self.db.execute("SELECT count(*) FROM results WHERE fingerprint=?",
                               (self.fingerprint,)).fetchone()[0]

    @staticmethod
    def reusable(r: DeckResult | None, limits: Limits, retry_unknown: bool = False) -> bool:
        """Can the stored result `r` stand for a solve under `limits`? (see above)"""
        if r is None:
            return False
        if r.proven:
            return True
        return not retry_unknown and r.limits.covers(limits)

    # ------------------------------------------------------------- writing
    def put(self, r: DeckResult) -> None:
        """Store `r` and commit at once, in one transaction (rolled back if anything,
        even Ctrl-C, interrupts it); a stored proven result is kept over an 'unknown'."""
        row = (self.fingerprint, deck_text(r.x), deck_text(r.y), r.on_play, r.on_draw,
               int(r.states), float(r.seconds), json.dumps(r.reasons, sort_keys=True),
               json.dumps(r.limits.to_json(), sort_keys=True),
               time.strftime("%Y-%m-%dT%H:%M:%S"))
        if self.db.in_transaction:
            self.db.commit()
        try:
            self.db.execute("BEGIN IMMEDIATE")
            old = None if r.proven else self.get(r.x, r.y)
            if old is None or not old.proven:
                self.db.execute("INSERT OR REPLACE INTO results VALUES (?,?,?,?,?,?,?,?,?,?)",
                                row)
            self.db.commit()
        except BaseException:
            self.db.rollback()
            raise


def _result(row) -> DeckResult:
    x, y, on_play, on_draw, states, seconds, reasons, limits = row
    return DeckResult(x=_deck(x), y=_deck(y), on_play=on_play, on_draw=on_draw,
                      states=states, seconds=seconds, reasons=json.loads(reasons),
                      limits=Limits(**json.loads(limits)))
