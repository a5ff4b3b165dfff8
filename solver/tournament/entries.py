"""Entries files: who plays which deck in a round (parsing and validation, no click).

Two formats: CSV when the file name ends in ``.csv`` or its first meaningful
line is a ``name,...`` header, text otherwise.

* text, one entrant a line::

      # round 12
      Alice: Mountain | Stromkirk Noble | Lightning Bolt
      Bob:   Plains | Savannah Lions | Swords to Plowshares

  The name is everything before the first ``:``; the cards are separated by
  ``|``.  Blank lines are ignored and ``#`` starts a comment (as in deck files).

* CSV with the header ``name,card1,card2,card3`` (more ``cardN`` columns when
  the deck size allows; empty card cells are skipped, so a ``--deck-size any``
  field can mix sizes).  Quote a name or card that holds a comma.

Every problem of the file -- a malformed line, a duplicate name (names compare
case-insensitively), an unknown card, a wrong number of cards, a banned card --
is collected and raised at once as one ``EntriesError`` whose lines read
``FILE:LINE: message``, before anything is solved.

With ``partial=True`` (``3cb roundrobin --partial``) a card that no supported
card is named like is not a problem: the entrant keeps it, as first written in
the file, in ``Entrant.unsupported``, and its pairings go to a judge (see
verdicts.py).  Every other problem still is one.
"""
from __future__ import annotations

import csv
import io
import os
from dataclasses import dataclass

from solver import decks

COMMENT = "#"
NAME_SEP = ":"
MAX_REPORTED = 50          # problems listed in one error message; the rest are counted


@dataclass(frozen=True)
class Entrant:
    """One entrant: a name, the cards as listed, and the deck as a canonical key."""
    name: str
    cards: tuple[str, ...]     # canonical card names, in the order of the file
    line: int
    unsupported: tuple[str, ...] = ()   # --partial: the cards no supported card is (as written)

    @property
    def supported(self) -> bool:
        return not self.unsupported

    @property
    def deck(self) -> tuple[str, ...]:
        """The deck itself: the same cards in any order are the same deck."""
        return deck_key(self.cards)

    @property
    def deck_text(self) -> str:
        return " | ".join(self.cards)


def deck_key(cards) -> tuple[str, ...]:
    """The canonical form of a deck: its canonical card names, sorted."""
    return tuple(sorted(cards))


class EntriesError(ValueError):
    """An entries file that cannot be used; `problems` are (line, message) pairs."""

    def __init__(self, path: str, problems: list[tuple[int | None, str]]):
        self.path = path
        self.problems = problems
        shown = [f"{path}:{line}: {msg}" if line else f"{path}: {msg}"
                 for line, msg in problems[:MAX_REPORTED]]
        if len(problems) > MAX_REPORTED:
            shown.append(f"... and {len(problems) - MAX_REPORTED} more problems")
        head = ("1 problem" if len(problems) == 1 else f"{len(problems)} problems")
        super().__init__(f"{head} in the entries file, nothing was solved:\n" + "\n".join(shown))


# ------------------------------------------------------------------ reading
def read_text(path) -> str:
    try:
        return decks._read(path, "entries file")
    except decks.DeckError as e:
        raise EntriesError(os.fspath(path), [(None, str(e))]) from None


def _meaningful(lines):
    """(line number, text without comment) of the non-blank lines."""
    for no, line in enumerate(lines, 1):
        text = line.split(COMMENT, 1)[0].strip()
        if text:
            yield no, text


def _is_csv(text: str) -> bool:
    first = next(_meaningful(text.splitlines()), (0, ""))[1]
    try:
        head = next(csv.reader([first]), [])
    except csv.Error:           # e.g. a cell past the csv module's field size limit
        return False
    return bool(head) and head[0].strip().lower() == "name" and NAME_SEP not in first


def _text_rows(text: str, problems):
    """(line, name, raw card names) of a text entries file."""
    for no, line in _meaningful(text.splitlines()):
        name, sep, rest = line.partition(NAME_SEP)
        name = name.strip()
        if not sep:
            problems.append((no, f"expected 'Name: Card | Card | Card', got {decks.quote(line)} "
                                 f"(no ':' after the name)"))
            continue
        if not name:
            problems.append((no, f"the entrant has no name before ':' in {decks.quote(line)}"))
            continue
        try:
            names = decks.split_deck(rest, f"{name}'s deck")
        except decks.DeckError as e:
            problems.append((no, str(e)))
            continue
        if not names:
            problems.append((no, f"{name} has no cards after ':'"))
            continue
        yield no, name, names


def _csv_rows(text: str, problems):
    """(line, name, raw card names) of a CSV entries file."""
    lines = text.splitlines()
    # comments and blank lines out, line numbers kept
    kept = [(no, line) for no, line in enumerate(lines, 1)
            if line.strip() and not line.lstrip().startswith(COMMENT)]
    reader = csv.reader(io.StringIO("\n".join(line for _, line in kept)))
    rows = list(_numbered(reader, kept, problems))
    if not rows:
        return
    (head_no, header), body = rows[0], rows[1:]
    header = [h.strip().lower() for h in header]
    expected = ["name"] + [f"card{i}" for i in range(1, len(header))]
    if header != expected or len(header) < 2:
        problems.append((head_no, f"the CSV header must be 'name,card1,card2,...', "
                                  f"got {decks.quote(','.join(header))}"))
        return
    for no, row in body:
        if len(row) > len(header):
            problems.append((no, f"{len(row)} cells but the header has {len(header)} columns"))
            continue
        name = row[0].strip() if row else ""
        cards = [c.strip() for c in row[1:] if c.strip()]
        if not name:
            problems.append((no, "the entrant has no name (the first cell is empty)"))
            continue
        if not cards:
            problems.append((no, f"{name} has no cards"))
            continue
        yield no, name, cards


def _numbered(reader, kept, problems):
    """csv rows with the file's line number of their first line.

    A quoted cell may span lines; one that does is a problem (a card name or
    an entrant's name holds no line break): most likely a closing quote is
    missing, and the rest of the file went into that cell."""
    def line_no(i):             # file line of the i-th kept line (0-based)
        return kept[min(i, len(kept) - 1)][0]
    start = 0                   # kept lines consumed before this row
    try:
        for row in reader:
            # reader.line_num counts the physical (kept) lines consumed so far
            first, last = line_no(start), line_no(reader.line_num - 1)
            start = reader.line_num
            if any("\n" in cell or "\r" in cell for cell in row):
                problems.append((first, f"a quoted cell runs from line {first} to line {last}: "
                                        f"is a closing '\"' missing?"))
                continue
            yield first, row
    except csv.Error as e:
        idx = min(reader.line_num, len(kept)) - 1
        problems.append((kept[idx][0] if kept else None, f"malformed CSV: {e}"))


# ------------------------------------------------------------------ the field
def parse_entries(text: str, path: str = "entries", deck_size=decks.DEFAULT_DECK_SIZE,
                  banlist=frozenset(), partial: bool = False) -> list[Entrant]:
    """The entrants of an entries file's text, in file order; EntriesError with
    every problem of the file (an unsupported card is none with `partial`)."""
    problems: list[tuple[int | None, str]] = []
    is_csv = str(path).lower().endswith(".csv") or _is_csv(text)
    rows = _csv_rows(text, problems) if is_csv else _text_rows(text, problems)
    entrants: list[Entrant] = []
    first_line: dict[str, int] = {}
    spelling: dict[str, str] = {}     # an unsupported card as first written in the file
    for no, name, raw in rows:
        key = " ".join(name.lower().split())
        if key in first_line:
            problems.append((no, f"duplicate name {decks.quote(name)} "
                                 f"(first on line {first_line[key]})"))
            continue
        first_line[key] = no
        try:
            cards = decks.validate_deck(raw, deck_size, banlist, label=f"{name}'s deck",
                                        allow_unsupported=partial)
        except decks.DeckError as e:
            problems.append((no, str(e)))
            continue
        unsupported = tuple(dict.fromkeys(spelling.setdefault(_fold(c), c) for c in
                                          decks.unsupported_cards(cards))) if partial else ()
        cards = [spelling.get(_fold(c), c) for c in cards]
        entrants.append(Entrant(name=name, cards=tuple(cards), line=no, unsupported=unsupported))
    if not problems and not entrants:
        problems.append((None, "no entrants: write one a line, 'Name: Card | Card | Card', "
                               "or a CSV file with the header 'name,card1,card2,card3'"))
    if problems:
        problems.sort(key=lambda p: p[0] or 0)
        raise EntriesError(path, problems)
    return entrants


def _fold(card: str) -> str:
    """An unsupported card's name compared as supported ones are: case, spaces, apostrophes."""
    return " ".join(card.replace("\u2019", "'").casefold().split())


def load_entries(path, deck_size=decks.DEFAULT_DECK_SIZE, banlist=frozenset(),
                 partial: bool = False) -> list[Entrant]:
    """The entrants of the entries file at `path` (see parse_entries)."""
    return parse_entries(read_text(path), os.fspath(path), deck_size, banlist, partial)
