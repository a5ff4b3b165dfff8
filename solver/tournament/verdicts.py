"""A judge's verdicts: the pairings the solver cannot settle, settled by hand.

A verdicts file is CSV with the header ``entrant_a,entrant_b,a_on_play,a_on_draw``,
one pairing a line, each game ``win``, ``draw`` or ``loss`` from A's side
(blank lines and ``#`` comment lines are ignored).  A pairing may be written in
either order: ``Bob,Alice,loss,win`` is ``Alice,Bob,win,loss`` when Alice comes
first in the entries file.  Names match the entries file's case-insensitively.

A verdict fills a game the solver has no result for: a pairing with an
unsupported card (``--partial``), a game left ``unknown``, or (export) one not
in the store.  A game the solver proved is never overridden: when the verdict
says otherwise, that is a `Conflict`, reported with the solver's line to settle
it.  Every problem of the file (bad header, unknown entrant, a pairing that is
not one of the round's, a pairing given twice, a bad result) is collected and
raised at once as one ``VerdictsError`` naming its lines.
"""
from __future__ import annotations

import csv
import io
import os
from dataclasses import dataclass

from solver import decks
from solver.tournament.field import DECIDED, FLIP, Field, Games

HEADER = ["entrant_a", "entrant_b", "a_on_play", "a_on_draw"]
COMMENT = "#"
GAMES = ("a_on_play", "a_on_draw")
SOLVED, JUDGED, OPEN = "solved", "judged", "open"      # a pairing's status in the tables
STATUSES = (SOLVED, JUDGED, OPEN)
MAX_REPORTED = 50


@dataclass(frozen=True)
class Verdict:
    """A judge's verdict on the pairing A against B (A first in the entries file)."""
    entrant_a: str
    entrant_b: str
    a_on_play: str
    a_on_draw: str
    line: int                  # of the verdicts file


@dataclass(frozen=True)
class Conflict:
    """A verdict that contradicts a game the solver proved (the solver's result stands)."""
    entrant_a: str
    entrant_b: str
    deck_a: str
    deck_b: str
    game: str                  # 'a_on_play' or 'a_on_draw'
    solver: str                # the proven result, from A's side
    judge: str
    line: int

    def to_json(self) -> dict:
        return dict(self.__dict__)


class VerdictsError(ValueError):
    """A verdicts file that cannot be used; `problems` are (line, message) pairs."""

    def __init__(self, path: str, problems: list[tuple[int | None, str]]):
        self.path = path
        self.problems = problems
        shown = [f"{path}:{line}: {msg}" if line else f"{path}: {msg}"
                 for line, msg in problems[:MAX_REPORTED]]
        if len(problems) > MAX_REPORTED:
            shown.append(f"... and {len(problems) - MAX_REPORTED} more problems")
        head = "1 problem" if len(problems) == 1 else f"{len(problems)} problems"
        super().__init__(f"{head} in the verdicts file, nothing was solved:\n" + "\n".join(shown))


def _key(name: str) -> str:
    return " ".join(name.lower().split())


def parse_verdicts(text: str, fld: Field, path: str = "verdicts") -> dict[tuple[str, str], Verdict]:
    """The verdicts of a file's text for the pairings of `fld`, keyed by (A, B)
    as the field pairs them; VerdictsError with every problem of the file."""
    problems: list[tuple[int | None, str]] = []
    kept = [(no, line) for no, line in enumerate(text.splitlines(), 1)
            if line.strip() and not line.lstrip().startswith(COMMENT)]
    rows = []
    reader = csv.reader(io.StringIO("\n".join(line for _, line in kept)))
    try:
        for i, row in enumerate(reader):
            if reader.line_num != i + 1:       # a quoted cell spans lines
                problems.append((kept[i][0], "a quoted cell runs over a line end: "
                                             "is a closing '\"' missing?"))
                break
            rows.append((kept[i][0], [c.strip() for c in row]))
    except csv.Error as e:          # e.g. a cell past the csv module's field size limit
        idx = min(max(reader.line_num, 1), len(kept)) - 1
        problems.append((kept[idx][0] if kept else None, f"malformed CSV: {e}"))
    if not rows and not problems:
        problems.append((None, "no header: the first line must be " + ",".join(HEADER)))
    elif rows and [c.lower() for c in rows[0][1]] != HEADER:
        problems.append((rows[0][0], f"the header must be '{','.join(HEADER)}', "
                                     f"got {decks.quote(','.join(rows[0][1]))}"))
        rows = []
    names = {_key(e.name): e.name for e in fld.entrants}
    pairings = {(a.name, b.name) for _, a, b in fld.pairings()}
    out: dict[tuple[str, str], Verdict] = {}
    for no, row in rows[1:]:
        v = _verdict(no, row, names, pairings, problems)
        if v is None:
            continue
        key = (v.entrant_a, v.entrant_b)
        if key in out:
            problems.append((no, f"a second verdict for {v.entrant_a} vs {v.entrant_b} "
                                 f"(the first is on line {out[key].line})"))
            continue
        out[key] = v
    if problems:
        problems.sort(key=lambda p: p[0] or 0)
        raise VerdictsError(path, problems)
    return out


def _verdict(no, row, names, pairings, problems) -> Verdict | None:
    if len(row) != len(HEADER):
        problems.append((no, f"{len(row)} cells, expected {len(HEADER)} "
                             f"({','.join(HEADER)})"))
        return None
    a, b, on_play, on_draw = row
    bad = False
    for name in (a, b):
        if _key(name) not in names:
            problems.append((no, f"no entrant called {decks.quote(name)} in the entries file"))
            bad = True
    results = []
    for col, word in (("a_on_play", on_play), ("a_on_draw", on_draw)):
        w = word.lower()
        if w not in DECIDED:
            problems.append((no, f"{col} must be win, draw or loss, not {decks.quote(word)}"))
            bad = True
        results.append(w)
    if bad:
        return None
    a, b = names[_key(a)], names[_key(b)]
    if (a, b) in pairings:
        return Verdict(a, b, results[0], results[1], no)
    if (b, a) in pairings:           # written from B's side: B on the play is A on the draw
        return Verdict(b, a, FLIP[results[1]], FLIP[results[0]], no)
    why = "an entrant is not paired with itself" if a == b else "they are in different groups"
    problems.append((no, f"{a} vs {b} is not a pairing of this round ({why})"))
    return None


def load_verdicts(path, fld: Field) -> dict[tuple[str, str], Verdict]:
    """The verdicts in the file at `path` for the pairings of `fld` (see parse_verdicts)."""
    try:
        text = decks._read(path, "verdicts file")
    except decks.DeckError as e:
        raise VerdictsError(os.fspath(path), [(None, str(e))]) from None
    return parse_verdicts(text, fld, os.fspath(path))


def judge(games: Games, verdict: Verdict | None) -> tuple[Games, str]:
    """A pairing's games with the verdict filling the ones the solver did not
    settle, and its status: solved, judged or open."""
    if verdict is None:
        settled = games.a_on_play in DECIDED and games.a_on_draw in DECIDED
        return games, SOLVED if settled else OPEN
    new = {g: getattr(games, g) if getattr(games, g) in DECIDED else getattr(verdict, g)
           for g in GAMES}
    if new == {g: getattr(games, g) for g in GAMES}:
        return games, SOLVED
    reasons = {g: why for g, why in games.reasons.items() if new[g] not in DECIDED}
    return Games(new["a_on_play"], new["a_on_draw"], reasons, games.states, games.seconds), JUDGED


def conflicts(rows, verdicts: dict[tuple[str, str], Verdict]) -> list[Conflict]:
    """The verdicts that contradict a proven game of the pairing rows."""
    out = []
    for r in rows:
        v = verdicts.get((r.entrant_a, r.entrant_b))
        if v is None:
            continue
        for g in GAMES:
            mine, theirs = getattr(r, g), getattr(v, g)
            if mine in DECIDED and mine != theirs:
                out.append(Conflict(r.entrant_a, r.entrant_b, r.deck_a, r.deck_b, g, mine,
                                    theirs, v.line))
    return out
