"""A thin Python view over a packed state: setup, actions, zones.

For tests, the CLI and logs; the solver itself works on raw arrays.
"""
from __future__ import annotations

import numpy as np

from engine import ops
from engine import layout
from engine import state as S
from engine import tables as T
from engine.compile import Tables, default_tables, token_kinds
from engine.verbs.cast_copy import copy_kinds
from engine.moves import apply_action, legal_actions
from engine.rules.canon import canonicalize
from engine.rules.chars import power_toughness
from engine.words import action_text


def scratch() -> np.ndarray:
    """Scratch space for the kernels that take a `work` argument."""
    return np.zeros(layout.WORK_SIZE, dtype=np.int64)


def canonical(s: np.ndarray) -> np.ndarray:
    """Put s in canonical form (in place) and return it."""
    canonicalize(s, scratch())
    return s


def token_slots(tables: Tables, deck_a: list[int], deck_b: list[int]) -> list[tuple[int, int]]:
    """(token card id, owner) of every slot kept for tokens.  Each card that
    makes tokens keeps room for its own; slots beyond layout.MAX_OBJECTS are dropped
    (a token that finds no room is a bound, reported as such)."""
    cards = [tables.cards[c] for c in deck_a + deck_b]
    wanted = []
    for owner, deck in ((0, deck_a), (1, deck_b)):
        for c in deck:
            for name, n in token_kinds(tables.cards[c], cards):
                wanted.append([tables.card_id(name), owner, n])
            # ---- scepter: a slot for a copy of each card it could imprint
            own = [tables.cards[d] for d in deck]
            for name in copy_kinds(tables.cards[c], own):
                wanted.append([tables.card_id(name), owner, 1])
    room = layout.MAX_OBJECTS - len(deck_a) - len(deck_b)
    while sum(w[2] for w in wanted) > room:
        max(wanted, key=lambda w: w[2])[2] -= 1
    return [(w[0], w[1]) for w in wanted for _ in range(w[2])]


def initial_state(tables: Tables, deck_a: list[int], deck_b: list[int], first: int) -> np.ndarray:
    """Both hands full, 20 life, `first` about to begin turn one."""
    cards = [(c, 0, ops.Z_HAND) for c in deck_a] + [(c, 1, ops.Z_HAND) for c in deck_b]
    cards += [(c, owner, ops.Z_NONE) for c, owner in token_slots(tables, deck_a, deck_b)]
    s = S.new_state(len(cards))
    for i, (c, owner, zone) in enumerate(cards):
        o = S.obj_base(i)
        s[o + S.O_CARD] = c
        s[o + S.O_OWNER] = owner
        s[o + S.O_CTRL] = owner
        s[o + S.O_ZONE] = zone
    s[S.H_LIFE] = s[S.H_LIFE + 1] = 20
    s[S.H_ACTIVE] = first
    s[S.H_PRIO] = first
    s[S.H_STEP] = ops.ST_UNTAP
    s[S.H_DECISION] = ops.D_TURN_START
    if any(tables.ct[c, T.CT_OPENING] or tables.ct[c, T.CT_REVEAL] for c in deck_a + deck_b):
        # a card may begin the game on the battlefield: the starting player, then
        # the other, chooses first (rule 103.6; engine.moves.begin_game)
        s[S.H_DECISION] = ops.D_OPENING
    return canonical(s)


def words_match(text: str, words: str) -> bool:
    """Does an action's `words` contain `text`, case ignored?  "..." in text
    stands for anything: "A activates Wasteland (...) targeting B's Taiga"."""
    at = 0
    low = words.lower()
    for part in text.lower().split("..."):
        k = low.find(part, at)
        if k < 0:
            return False
        at = k + len(part)
    return True


class Game:
    """A game between two decks (lists of card names), for inspection and tests."""

    def __init__(self, deck_a, deck_b, first: int = 0, tables: Tables | None = None,
                 max_life: int | None = None, max_counters: int | None = None,
                 defer: bool = True):
        self.t = tables or default_tables()
        kw = {}
        if max_life is not None:
            kw["max_life"] = max_life
        if max_counters is not None:
            kw["max_counters"] = max_counters
        ids = lambda d: [self.t.card_id(_name(self.t, c)) for c in d]  # noqa: E731
        # the bounds and reductions of this matchup, as the solver has them
        self.cfg = self.t.cfg(decks=(ids(deck_a), ids(deck_b)), defer=defer, **kw)
        self.s = initial_state(self.t, ids(deck_a), ids(deck_b), first)
        self._buf = np.zeros((layout.MAX_ACTIONS, layout.ACT_W), dtype=np.int64)

    # -- the OpenSpiel-like core -------------------------------------------------
    def legal_actions(self) -> np.ndarray:
        out = np.zeros((layout.MAX_ACTIONS, layout.ACT_W), dtype=np.int64)
        n = legal_actions(self.s, self.t.ct, self.t.ab, self.t.ef, self.cfg, out)
        return out[:n].copy()

    def apply(self, action) -> "Game":
        apply_action(self.s, np.asarray(action, dtype=np.int64), self.t.ct, self.t.ab,
                     self.t.ef, self.cfg, self._buf)
        return self

    def describe_actions(self) -> list[str]:
        """The legal actions in words (engine/words.py: as `3cb line` shows them)."""
        return [action_text(self.s, a, self.t) for a in self.legal_actions()]

    def do(self, text: str) -> "Game":
        """Apply the legal action whose words contain `text` (exactly one must,
        or one must be `text` itself; case is ignored; see words_match)."""
        acts = self.legal_actions()
        descs = [action_text(self.s, a, self.t) for a in acts]
        hits = [i for i, d in enumerate(descs) if words_match(text, d)]
        exact = [i for i in hits if descs[i].lower() == text.lower()]
        if exact:
            hits = exact[:1]
        elif len({descs[i] for i in hits}) == 1:
            hits = hits[:1]         # identical actions (the same words): any one
        if len(hits) != 1:
            raise AssertionError(f"{text!r} matches {[descs[i] for i in hits]} among {descs}")
        return self.apply(acts[hits[0]])

    # -- observations --------------------------------------------------------------
    @property
    def result(self) -> int:
        return int(self.s[S.H_RESULT])

    def life(self, p: int) -> int:
        return int(self.s[S.H_LIFE + p])

    def poison(self, p: int) -> int:
        return int(self.s[S.H_POISON + p])

    @property
    def active(self) -> int:
        return int(self.s[S.H_ACTIVE])

    @property
    def step(self) -> str:
        return ops.STEP_NAMES[int(self.s[S.H_STEP])]

    @property
    def decision(self) -> str:
        return ops.DECISION_NAMES[int(self.s[S.H_DECISION])]

    @property
    def to_move(self) -> int:
        return int(self.s[S.H_PRIO])

    def objects(self, name: str, owner: int | None = None) -> list[int]:
        cid = self.t.card_id(_name(self.t, name))
        out = []
        for i in range(int(self.s[S.H_NOBJ])):
            o = S.obj_base(i)
            if self.s[o + S.O_CARD] == cid and (owner is None or self.s[o + S.O_OWNER] == owner):
                out.append(i)
        return out

    def zone(self, name: str, owner: int | None = None) -> str:
        zs = sorted(ops.ZONE_NAMES[int(self.s[S.obj_base(i) + S.O_ZONE])]
                    for i in self.objects(name, owner))
        return zs[0] if len(set(zs)) == 1 else ",".join(zs)

    def field(self, name: str, fld: int, owner: int | None = None) -> int:
        return int(self.s[S.obj_base(self.objects(name, owner)[0]) + fld])

    def pt(self, name: str, owner: int | None = None) -> tuple[int, int]:
        i = self.objects(name, owner)[0]
        p, t = power_toughness(self.s, i, self.t.ct, self.t.ef, self.cfg)
        return int(p), int(t)


def _name(t: Tables, name: str) -> str:
    """The defined name of a card or token (case and apostrophes as lookup)."""
    return t.defined_name(name)

