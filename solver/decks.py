"""Decks and banlists from user input: parsing and validation (no click here).

A deck is written as card names separated by ``|`` (names may contain commas:
"Urborg, Tomb of Yawgmoth"), or it is the path of a file holding one, with the
names separated by ``|`` or one per line; in a file ``#`` starts a comment and
blank lines are ignored.  Names match case-insensitively and with either
apostrophe; the canonical names come back.

    >>> parse_deck("mountain | Lightning Bolt | mishra’s factory", 3, set())
    ['Mountain', 'Lightning Bolt', "Mishra's Factory"]

Every problem is a ``DeckError`` (a ``ValueError``) whose message says what is
wrong and with which card, so that a front end only has to print it.
"""
from __future__ import annotations

import os
from pathlib import Path

from cards.registry import UnknownCard, lookup

ANY = "any"
MAX_DECK_SIZE = 6        # the engine packs at most 12 object slots
ANY_SIZES = (1, 4)          # --deck-size any: from 1 to 4 cards
DEFAULT_DECK_SIZE = 3
SEPARATOR = "|"
COMMENT = "#"
EXAMPLE = "Mountain | Stromkirk Noble | Lightning Bolt"
QUOTE_LIMIT = 80         # characters of user text quoted in a message


def quote(text, limit: int = QUOTE_LIMIT) -> str:
    """`text` quoted for an error message (repr), cut to `limit` characters with
    '...' and the full length, so that a huge line does not flood the terminal."""
    if isinstance(text, str) and len(text) > limit:
        return f"{text[:limit]!r}... ({len(text):,} characters)"
    return repr(text)


class DeckError(ValueError):
    """A deck, a banlist or a deck size that cannot be used; the message says why.

    `unknown` lists the (name, suggestions) pairs of names that no supported
    card has, when that is the problem.
    """

    def __init__(self, message: str, unknown: list[tuple[str, list[str]]] | None = None):
        super().__init__(message)
        self.unknown = unknown or []


# ---------------------------------------------------------------- deck size
def parse_deck_size(value) -> int | str:
    """A deck size: a whole number of cards (1 or more), or "any" (1 to 4 cards)."""
    if isinstance(value, bool):
        raise DeckError(f"the deck size must be a number of cards or {ANY!r}, not {value!r}")
    if isinstance(value, int):
        n = value
    else:
        text = str(value).strip().lower()
        if text == ANY:
            return ANY
        try:
            n = int(text)
        except ValueError:
            raise DeckError(f"the deck size must be a whole number of cards or {ANY!r} "
                            f"(from {ANY_SIZES[0]} to {ANY_SIZES[1]} cards), "
                            f"not {quote(value)}") from None
    if n < 1:
        raise DeckError(f"the deck size must be at least 1 card, not {n}")
    if n > MAX_DECK_SIZE:
        raise DeckError(f"the deck size can be at most {MAX_DECK_SIZE} cards (the engine "
                        f"holds 12 cards in all), not {n}")
    return n


def describe_deck_size(deck_size) -> str:
    size = parse_deck_size(deck_size)
    if size == ANY:
        return f"{ANY_SIZES[0]} to {ANY_SIZES[1]} cards"
    return _cards(size)


def _cards(n: int) -> str:
    return f"{n} card" if n == 1 else f"{n} cards"


# ------------------------------------------------------------- card names
def _unknown_message(where: str, unknown: list[tuple[str, list[str]]]) -> str:
    def one(name, suggestions):
        hint = f" (did you mean: {', '.join(suggestions)}?)" if suggestions else ""
        return f"{quote(name)}{hint}"
    if len(unknown) == 1:
        return f"{where}: unknown or unsupported card {one(*unknown[0])}"
    listed = "; ".join(one(n, s) for n, s in unknown)
    return f"{where}: {len(unknown)} unknown or unsupported cards: {listed}"


def canonical_names(names: list[str], where: str) -> list[str]:
    """The canonical names of `names`; DeckError naming every unknown one at once."""
    out, unknown = [], []
    for name in names:
        try:
            out.append(lookup(name).name)
        except UnknownCard as e:
            unknown.append((name, list(e.suggestions)))
    if unknown:
        raise DeckError(_unknown_message(where, unknown), unknown)
    return out


# ------------------------------------------------------------------- decks
def split_deck(text: str, label: str = "deck") -> list[str]:
    """The card names of a deck string, in order, not yet looked up."""
    names = []
    for line in text.splitlines():
        if not line.strip():
            continue
        parts = [p.strip() for p in line.split(SEPARATOR)]
        if any(not p for p in parts):
            raise DeckError(f"{label} has an empty card name (two {SEPARATOR!r} in a row, or one "
                            f"at an end) in {quote(line.strip())}")
        names.extend(parts)
    return names


def _strip_comments(text: str) -> str:
    return "\n".join(line.split(COMMENT, 1)[0] for line in text.splitlines())


def _read(path, what: str) -> str:
    """The text of the file at `path`; every failure is a DeckError naming `what`."""
    if "\0" in os.fspath(path):
        raise DeckError(f"cannot read {what} {quote(os.fspath(path))}: "
                        f"a file name cannot hold a NUL character")
    try:
        return Path(path).read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise DeckError(f"{what} not found: {os.fspath(path)}") from None
    except IsADirectoryError:
        raise DeckError(f"cannot read {what} {os.fspath(path)}: it is a directory") from None
    except UnicodeDecodeError as e:
        raise DeckError(f"cannot read {what} {os.fspath(path)}: not UTF-8 text ({e.reason})") from None
    except OSError as e:
        raise DeckError(f"cannot read {what} {os.fspath(path)}: {e.strerror or e}") from None


def _looks_like_path(text: str) -> bool:
    return ("/" in text or os.sep in text
            or text.lower().endswith((".txt", ".deck", ".dec", ".3cb")))


def read_deck(text_or_path, label: str = "deck") -> tuple[list[str], str]:
    """The raw card names of a deck string or deck file, and how to name it in messages.

    A string holding a '|' is a deck string.  Otherwise a string that is one
    card's name is that card, and one naming an existing file is read as a deck
    file (write ``./Memnite`` to read a file that happens to be called like a card).
    """
    if isinstance(text_or_path, os.PathLike):
        where = f"{label} ({os.fspath(text_or_path)})"
        return split_deck(_strip_comments(_read(text_or_path, f"{label} file")), where), where
    text = str(text_or_path)
    if not text.strip():
        raise DeckError(f"{label} is empty: give card names separated by {SEPARATOR!r}, "
                        f"e.g. {EXAMPLE!r}, or the path of a deck file")
    if SEPARATOR not in text and "\n" not in text and not _is_card(text) and os.path.exists(text):
        where = f"{label} ({text})"
        names = split_deck(_strip_comments(_read(text, f"{label} file")), where)
        if not names:
            raise DeckError(f"{where} is empty: the file has no card names")
        return names, where
    names = split_deck(text, label)
    if not names:
        raise DeckError(f"{label} is empty: give card names separated by {SEPARATOR!r}, "
                        f"e.g. {EXAMPLE!r}, or the path of a deck file")
    if len(names) == 1 and _looks_like_path(text) and not _is_card(text):
        raise DeckError(f"{label} file not found: {text}")
    return names, label


def _is_card(name: str) -> bool:
    try:
        lookup(name)
    except UnknownCard:
        return False
    return True


def unsupported_cards(names: list[str]) -> list[str]:
    """The names in `names` that no supported card has, as written, in order."""
    return [n for n in names if not _is_card(n)]


def suggestions(name: str) -> list[str]:
    """Supported cards whose names are close to `name` (a typo?); [] for a supported card."""
    try:
        lookup(name)
    except UnknownCard as e:
        return list(e.suggestions)
    return []


def validate_deck(names: list[str], deck_size=DEFAULT_DECK_SIZE, banlist=frozenset(),
                  label: str = "deck", *, allow_unsupported: bool = False) -> list[str]:
    """Check raw card names against the card pool, the deck size and the banlist.

    Returns the canonical names.  Unknown cards are reported first (all of
    them), then a wrong number of cards, then banned cards (all of them).
    With `allow_unsupported`, a name no supported card has is kept as written
    (a round played with `--partial` sends such decks to a judge).
    """
    size = parse_deck_size(deck_size)
    if allow_unsupported:
        unsupported = set(unsupported_cards(names))
        known = canonical_names([n for n in names if n not in unsupported], label)
        it = iter(known)
        canon = [n if n in unsupported else next(it) for n in names]
    else:
        canon = canonical_names(names, label)
    n = len(canon)
    if size == ANY:
        if not ANY_SIZES[0] <= n <= ANY_SIZES[1]:
            raise DeckError(f"{label} has {_cards(n)}; this round's decks have "
                            f"{describe_deck_size(ANY)} (--deck-size {ANY})")
    elif n != size:
        raise DeckError(f"{label} has {_cards(n)}; this round's decks have {size} (--deck-size)")
    banned = [c for c in dict.fromkeys(canon) if c in (banlist or ())]
    if len(banned) == 1:
        raise DeckError(f"{label} plays {banned[0]}, which is banned (--banlist)")
    if banned:
        raise DeckError(f"{label} plays banned cards: {', '.join(banned)} (--banlist)")
    return canon


def parse_deck(text_or_path, deck_size=DEFAULT_DECK_SIZE, banlist=frozenset(), *,
               label: str = "deck") -> list[str]:
    """The canonical card names of a deck given as a '|' string or a file path.

    `deck_size` is a number of cards or "any" (1 to 4 cards); `banlist` is a
    set of canonical names (see load_banlist); `label` names the deck in error
    messages ("deck A").  Raises DeckError.
    """
    names, where = read_deck(text_or_path, label)
    return validate_deck(names, deck_size, banlist, where)


# ---------------------------------------------------------------- banlists
def load_banlist(path) -> set[str]:
    """The canonical names in a banlist file: one card a line, '#' comments.

    A missing or unreadable file and unknown card names (all of them at once)
    are DeckErrors.
    """
    text = _read(path, "banlist file")
    names = [line.strip() for line in _strip_comments(text).splitlines() if line.strip()]
    return set(canonical_names(names, f"banlist {os.fspath(path)}"))
