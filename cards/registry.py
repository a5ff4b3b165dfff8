"""The supported cards: lookup by name (case-insensitive, either apostrophe,
close-match hints) and their compiled tables.  Importing this names them as the
engine's default tables (engine.compile.default_tables)."""
from __future__ import annotations

import difflib
from functools import lru_cache

from cards import creatures, lands, spells, tokens
from cards.schema import Card, CardError
from engine import compile as _compile
from engine.card_format import normalize

_MODULES = (lands, creatures, spells, tokens)


class UnknownCard(CardError):
    """A name that no supported card has."""

    def __init__(self, name: str, suggestions: list[str]):
        self.name = name
        self.suggestions = suggestions
        hint = f" (did you mean: {', '.join(suggestions)}?)" if suggestions else ""
        super().__init__(f"unknown or unsupported card {name!r}{hint}")


class TokenName(UnknownCard):
    """The name of a token (Marit Lage): cards make it, a deck can't hold it."""

    def __init__(self, name: str):
        super().__init__(name, [])
        self.args = (f"{name!r} is a token, not a card a deck can hold",)


@lru_cache(maxsize=1)
def all_cards() -> tuple[Card, ...]:
    """Every supported card a deck may hold, in a stable order (of definition)."""
    return tuple(c for c in all_definitions() if not c.token and not c.back_face)


@lru_cache(maxsize=1)
def all_definitions() -> tuple[Card, ...]:
    """Every definition the engine compiles: the cards and the tokens they make."""
    seen: dict[str, Card] = {}
    for mod in _MODULES:
        for c in mod.CARDS:
            key = normalize(c.name)
            if key in seen:
                raise CardError(f"card {c.name!r} is defined twice")
            seen[key] = c
    return tuple(seen.values())


@lru_cache(maxsize=1)
def _index() -> dict[str, Card]:
    return {normalize(c.name): c for c in all_cards()}


def lookup(name: str) -> Card:
    """The card called `name`, or UnknownCard with close matches."""
    key = normalize(name)
    idx = _index()
    if key in idx:
        return idx[key]
    tokens = {normalize(c.name): c for c in all_definitions() if c.token}
    if key in tokens:
        raise TokenName(tokens[key].name)
    fronts = {normalize(c.back): c for c in all_definitions() if c.back}
    if key in fronts:
        raise UnknownCard(name, [fronts[key].name])    # a back face: its front is the card
    close = difflib.get_close_matches(key, list(idx), n=3, cutoff=0.65)
    return _raise(name, [idx[k].name for k in close])


def _raise(name, suggestions):
    raise UnknownCard(name, suggestions)


@lru_cache(maxsize=1)
def default_tables() -> _compile.Tables:
    """The tables of every supported card (compiled once per process)."""
    return _compile.compile_cards(all_definitions(), lookup=lookup)


@lru_cache(maxsize=64)
def _matchup_tables(names: frozenset) -> _compile.Tables:
    order = {c.name: i for i, c in enumerate(all_definitions())}
    need = set(names)
    while True:
        defs = sorted((_by_name(n) for n in need), key=lambda c: order[c.name])
        try:
            return _compile.compile_cards(defs, lookup=lookup)
        except _compile.MissingDefinition as e:
            if e.name in need or e.name not in order:
                raise
            need.add(e.name)


def matchup_tables(names) -> _compile.Tables:
    """The tables of these cards and of every card they name (the tokens they create,
    their back faces), in the order of the registry: a matchup's own tables.  Card,
    ability and effect ids then stay small (the solver stores int8 positions when every
    value fits), and the ids keep the registry's relative order, so positions are
    canonicalized and searched exactly as with the tables of every card."""
    return _matchup_tables(frozenset(lookup(n).name for n in names))


def _by_name(name: str):
    return next(c for c in all_definitions() if c.name == name)


_compile.set_default_tables(default_tables)
