"""A field of entrants: groups, the pairings to play, the distinct deck pairs
to solve, and one deck pair's result seen from either side.

A deck is its sorted canonical card names (`entries.deck_key`), so entrants
with the same cards share every result.  A deck pair is kept in canonical
order, x <= y, and solved once as ``solve(x, y)``: both games, x on the play
and x on the draw.  Seen from y's side, y on the play is x on the draw, and a
win for x is a loss for y.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field

from solver.api import DRAW, LOSS, UNKNOWN, WIN
from solver.defaults import DEFAULT_MAX_COUNTERS, DEFAULT_MAX_LIFE, DEFAULT_MAX_STATES
from solver.tournament.entries import Entrant

MISSING = "missing"          # export: the store has no result for the pairing yet
UNSUPPORTED = "unsupported"  # --partial: a deck plays a card we do not support; needs a judge
FLIP = {WIN: LOSS, LOSS: WIN, DRAW: DRAW, UNKNOWN: UNKNOWN, MISSING: MISSING,
        UNSUPPORTED: UNSUPPORTED}
DECIDED = (WIN, DRAW, LOSS)
Deck = tuple[str, ...]


@dataclass(frozen=True)
class Limits:
    """The solver options that can change a result ('unknown' or not)."""
    method: str = "wins"
    max_life: int = DEFAULT_MAX_LIFE
    max_counters: int = DEFAULT_MAX_COUNTERS
    max_states: int | None = DEFAULT_MAX_STATES     # None: no limit
    time_limit: float | None = None     # seconds per pairing; None: none
    max_memory: float | None = None     # GiB; None: the worker's default
    work_dir: str | None = None         # positions in files under it (--work-dir); None: in memory

    def to_json(self) -> dict:
        return asdict(self)

    def covers(self, wanted: "Limits") -> bool:
        """Would solving again under `wanted` be hopeless after an 'unknown' under
        these limits?  True when the bounds and method are the same and every
        budget (states, seconds, memory) here was at least as large.  A store on
        disk (work_dir) is not limited by max_memory: it covers any memory budget,
        and only another store on disk covers it."""
        def at_least(mine, theirs):       # None is no limit
            return mine is None or (theirs is not None and mine >= theirs)
        if wanted.work_dir is not None:
            memory = self.work_dir is not None
        else:
            memory = (self.work_dir is not None or wanted.max_memory is None
                      or at_least(self.max_memory, wanted.max_memory))
        return (self.method == wanted.method and self.max_life == wanted.max_life
                and self.max_counters == wanted.max_counters
                and at_least(self.max_states, wanted.max_states)
                and at_least(self.time_limit, wanted.time_limit) and memory)


@dataclass(frozen=True)
class DeckResult:
    """The result of deck x against deck y (x <= y), from x's side."""
    x: Deck
    y: Deck
    on_play: str                 # x on the play: win / draw / loss / unknown
    on_draw: str
    states: int
    seconds: float
    reasons: dict = field(default_factory=dict)    # 'a_on_play'/'a_on_draw' -> why unknown
    limits: Limits = Limits()

    @property
    def proven(self) -> bool:
        return UNKNOWN not in (self.on_play, self.on_draw)


@dataclass(frozen=True)
class Games:
    """A pairing's two games from entrant A's side."""
    a_on_play: str
    a_on_draw: str
    reasons: dict
    states: int | None
    seconds: float | None


def deck_pair(d1: Deck, d2: Deck) -> tuple[Deck, Deck]:
    """The canonical order of two decks."""
    return (d1, d2) if d1 <= d2 else (d2, d1)


def games_for(a_deck: Deck, b_deck: Deck, r: DeckResult | None) -> Games:
    """The pairing of a deck A against a deck B from A's side, out of the
    stored result of their deck pair (None: not solved yet)."""
    if r is None:
        return Games(MISSING, MISSING, {}, None, None)
    if (a_deck, b_deck) == (r.x, r.y):
        return Games(r.on_play, r.on_draw, dict(r.reasons), r.states, r.seconds)
    if (a_deck, b_deck) != (r.y, r.x):
        raise ValueError("the result is of another pair of decks")
    # A is y: A on the play is x on the draw, and x's win is A's loss
    reasons = {mine: r.reasons[theirs] for mine, theirs in
               (("a_on_play", "a_on_draw"), ("a_on_draw", "a_on_play")) if theirs in r.reasons}
    return Games(FLIP[r.on_draw], FLIP[r.on_play], reasons, r.states, r.seconds)


@dataclass(frozen=True)
class Field:
    """The entrants of a round, dealt into `groups` groups.

    Groups are dealt in file order like cards: the 1st entrant to group 1, the
    2nd to group 2, ..., the (N+1)th to group 1 again.  Each group is its own
    round-robin.  An entrant is never paired with itself; two entrants with the
    same deck are (a mirror pairing)."""
    entrants: tuple[Entrant, ...]
    groups: int = 1

    def __post_init__(self):
        if self.groups < 1:
            raise ValueError("the number of groups must be at least 1")
        if self.groups > 1 and len(self.entrants) < 2 * self.groups:
            raise ValueError(f"{len(self.entrants)} entrants cannot make {self.groups} groups "
                             f"of at least 2")

    def group_of(self, i: int) -> int:
        return i % self.groups + 1

    def members(self, group: int) -> list[Entrant]:
        return [e for i, e in enumerate(self.entrants) if self.group_of(i) == group]

    def pairings(self) -> list[tuple[int, Entrant, Entrant]]:
        """(group, A, B) for every pairing, A before B in file order."""
        out = []
        for g in range(1, self.groups + 1):
            m = self.members(g)
            out.extend((g, a, b) for i, a in enumerate(m) for b in m[i + 1:])
        return out

    def deck_pairs(self) -> list[tuple[Deck, Deck]]:
        """The distinct deck pairs to solve, in canonical order, sorted (a pairing
        with an unsupported card is not one: it goes to a judge)."""
        return sorted({deck_pair(a.deck, b.deck) for _, a, b in self.pairings()
                       if a.supported and b.supported})

    def unsupported_census(self) -> list["UnsupportedCard"]:
        """Every unsupported card of the field, the ones that would unlock the
        most pairings first (then the most needed, then by name)."""
        unlocks: dict[str, int] = {}
        needed: dict[str, int] = {}
        players: dict[str, list[str]] = {}
        for e in self.entrants:
            for c in e.unsupported:
                players.setdefault(c, []).append(e.name)
        for _, a, b in self.pairings():
            cards = set(a.unsupported) | set(b.unsupported)
            for c in cards:
                needed[c] = needed.get(c, 0) + 1
            if len(cards) == 1:
                (c,) = cards
                unlocks[c] = unlocks.get(c, 0) + 1
        rows = [UnsupportedCard(c, unlocks.get(c, 0), needed.get(c, 0), tuple(players[c]))
                for c in players]
        rows.sort(key=lambda r: (-r.unlocks, -r.needed_by, r.card.casefold()))
        return rows


@dataclass(frozen=True)
class UnsupportedCard:
    """An unsupported card of a field: the pairings that supporting it alone would
    let the solver settle, the pairings that need it, and who plays it."""
    card: str
    unlocks: int
    needed_by: int
    entrants: tuple[str, ...]

    def to_json(self) -> dict:
        return asdict(self)
