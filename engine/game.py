"""A thin Python view over a packed state: setup, actions in words, zones.

For tests, the CLI and logs; the solver itself works on raw arrays.
"""
from __future__ import annotations

import numpy as np

from cards.registry import lookup, normalize
from engine import ops
from engine import state as S
from engine.compile import Tables, default_tables, token_kinds
from engine.tables import AB_CARD, CT_AB0, CT_SPELL_AB
from engine.moves import apply_action, legal_actions
from engine.rules.canon import canonicalize
from engine.rules.priority import WORK_SIZE
from engine.rules.chars import power_toughness


def scratch() -> np.ndarray:
    """Scratch space for the kernels that take a `work` argument."""
    return np.zeros(WORK_SIZE, dtype=np.int64)


def canonical(s: np.ndarray) -> np.ndarray:
    """Put s in canonical form (in place) and return it."""
    canonicalize(s, scratch())
    return s


MAX_OBJECTS = 12       # object slots in all: cards and room for tokens


def token_slots(tables: Tables, deck_a: list[int], deck_b: list[int]) -> list[tuple[int, int]]:
    """(token card id, owner) of every slot kept for tokens.  Each card that
    makes tokens keeps room for its own; slots beyond MAX_OBJECTS are dropped
    (a token that finds no room is a bound, reported as such)."""
    cards = [tables.cards[c] for c in deck_a + deck_b]
    wanted = []
    for owner, deck in ((0, deck_a), (1, deck_b)):
        for c in deck:
            for name, n in token_kinds(tables.cards[c], cards):
                wanted.append([tables.card_id(name), owner, n])
    room = MAX_OBJECTS - len(deck_a) - len(deck_b)
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
    return canonical(s)


class Game:
    """A game between two decks (lists of card names), for inspection and tests."""

    def __init__(self, deck_a, deck_b, first: int = 0, tables: Tables | None = None,
                 max_life: int | None = None, max_counters: int | None = None):
        self.t = tables or default_tables()
        kw = {}
        if max_life is not None:
            kw["max_life"] = max_life
        if max_counters is not None:
            kw["max_counters"] = max_counters
        self.cfg = self.t.cfg(**kw)
        ids = lambda d: [self.t.card_id(_name(self.t, c)) for c in d]  # noqa: E731
        self.s = initial_state(self.t, ids(deck_a), ids(deck_b), first)
        self._buf = np.zeros((ops.MAX_ACTIONS, ops.ACT_W), dtype=np.int64)

    # -- the OpenSpiel-like core -------------------------------------------------
    def legal_actions(self) -> np.ndarray:
        out = np.zeros((ops.MAX_ACTIONS, ops.ACT_W), dtype=np.int64)
        n = legal_actions(self.s, self.t.ct, self.t.ab, self.t.ef, self.cfg, out)
        return out[:n].copy()

    def apply(self, action) -> "Game":
        apply_action(self.s, np.asarray(action, dtype=np.int64), self.t.ct, self.t.ab,
                     self.t.ef, self.cfg, self._buf)
        return self

    def describe_actions(self) -> list[str]:
        return [describe(self.s, a, self.t) for a in self.legal_actions()]

    def do(self, text: str) -> "Game":
        """Apply the legal action whose description contains `text` (exactly one must)."""
        acts = self.legal_actions()
        descs = [describe(self.s, a, self.t) for a in acts]
        hits = [i for i, d in enumerate(descs) if text.lower() in d.lower()]
        exact = [i for i in hits if descs[i].lower() == text.lower()]
        if exact:
            hits = exact[:1]
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
    for n in t.names:
        if normalize(n) == normalize(name):
            return n
    return lookup(name).name


def obj_name(s, i: int, t: Tables) -> str:
    """Its card's name; a permanent that became a copy: "Stage as Dark Depths"."""
    o = S.obj_base(i)
    name = t.names[int(s[o + S.O_CARD])]
    if s[o + S.O_COPY] > 0:
        name += f" as {t.names[int(s[o + S.O_COPY]) - 1]}"
    return name


def _target(s, a, t: Tables) -> str:
    tk = int(a[ops.AC_TKIND])
    if tk == ops.TK_PLAYER:
        return f" targeting player {'AB'[int(a[ops.AC_TGT])]}"
    if tk == ops.TK_OBJECT or tk == ops.TK_SPELL:
        i = int(a[ops.AC_TGT])
        what = "" if tk == ops.TK_OBJECT else "spell "
        return f" targeting {what}{obj_name(s, i, t)} ({'AB'[int(s[S.obj_base(i) + S.O_CTRL])]})"
    return ""


def payment_parts(s, code: int, t: Tables, sep: str = ", ") -> list[str]:
    """How a cost is paid, in phrases: sources tapped, life paid for Phyrexian
    symbols, mana left floating, an alternative cost and what it uses."""
    mask = code & ops.PAY_SRC_MASK
    names = [obj_name(s, i, t) for i in range(int(s[S.H_NOBJ])) if mask >> i & 1]
    parts = [f"paying with {sep.join(names)}"] if names else []
    phy = (code >> ops.PAY_PHY_SHIFT) & 15
    if phy:
        parts.append(f"paying {2 * phy} life")
    left = "".join(("{" + ops.MANA_SYMBOLS[k] + "}")
                   * ((code >> (ops.PAY_POOL_SHIFT + ops.PAY_POOL_BITS * k)) & 15)
                   for k in range(ops.NCOLORS))
    had = "".join(("{" + ops.MANA_SYMBOLS[k] + "}") * int(s[S.H_POOL + k]) for k in range(ops.NCOLORS))
    if left and left != had:
        parts.append(f"leaving {left} floating")
    if code & ops.PAY_ALT:
        j = (code >> ops.PAY_ALT_OBJ_SHIFT) & 31
        verb = "returning" if int(s[S.obj_base(j) + S.O_ZONE]) == ops.Z_BATTLEFIELD else "exiling"
        parts.append(f"by its alternative cost, {verb} {obj_name(s, j, t)}")
    return parts


def _pay(s, code: int, t: Tables) -> str:
    parts = payment_parts(s, code, t)
    return (" " + " and ".join(parts)) if parts else ""


def describe(s, a, t: Tables) -> str:
    """An action in words, from the card names and the action encoding."""
    kind = int(a[ops.AC_TYPE])
    who = "AB"[int(s[S.H_PRIO])]
    i = int(a[ops.AC_OBJ])
    if kind == ops.A_PASS:
        return f"{who} passes"
    if kind == ops.A_CONTINUE:
        return f"{who} begins the turn"
    if kind == ops.A_LAND:
        chosen = int(a[ops.AC_TGT])
        tail = f", choosing {t.creature_types[chosen - 1]}" if chosen > 0 else ""
        return f"{who} plays {obj_name(s, i, t)}{tail}"
    if kind == ops.A_CAST:
        return f"{who} casts {obj_name(s, i, t)}{_target(s, a, t)}{_pay(s, int(a[ops.AC_PAY]), t)}"
    if kind == ops.A_ACTIVATE:
        ab = int(a[ops.AC_AB])
        cid = int(t.ab[ab, AB_CARD])
        card = t.cards[cid]
        k = ab - int(t.ct[cid, CT_AB0])
        spell_rows = 1 if t.ct[cid, CT_SPELL_AB] >= 0 else 0
        k -= spell_rows
        abil = card.abilities[k].oracle if k < len(card.abilities) else "level up"
        return (f"{who} activates {obj_name(s, i, t)}: {abil.split(':')[0]}"
                f"{_target(s, a, t)}{_pay(s, int(a[ops.AC_PAY]), t)}")
    if kind == ops.A_ATTACK:
        m = int(a[ops.AC_PAY])
        names = [obj_name(s, j, t) for j in range(int(s[S.H_NOBJ])) if m >> j & 1]
        return f"{who} attacks with {', '.join(names)}" if names else f"{who} does not attack"
    if kind == ops.A_BLOCK:
        code = int(a[ops.AC_PAY])
        parts = []
        for j in range(int(s[S.H_NOBJ])):
            at = (code >> (4 * j)) & 15
            if at:
                parts.append(f"{obj_name(s, j, t)} blocks {obj_name(s, at - 1, t)}")
        return f"{who}: " + ("; ".join(parts) if parts else "no blocks")
    if kind == ops.A_ASSIGN:
        code = int(a[ops.AC_PAY])
        parts = [f"{(code >> (5 * j)) & 31} to {obj_name(s, j, t)}"
                 for j in range(int(s[S.H_NOBJ])) if (code >> (5 * j)) & 31]
        if a[ops.AC_TGT]:
            parts.append(f"{int(a[ops.AC_TGT])} to the player")
        return f"{who} assigns {obj_name(s, i, t)}'s damage: " + ", ".join(parts or ["none"])
    if kind == ops.A_CHOICE:
        if i == -1:
            return f"{who} declines"
        if i == -2:
            return f"{who} pays{_pay(s, int(a[ops.AC_PAY]), t)}"
        return f"{who} chooses {obj_name(s, i, t)}"
    if kind == ops.A_TRIGGER:
        src = int(s[S.pend_base(int(s[S.H_NOBJ])) + i * S.SE_W + S.E_SRC])
        return f"{who} puts the trigger of {obj_name(s, src, t)} on the stack{_target(s, a, t)}"
    if kind == ops.A_LEGEND:
        return f"{who} keeps {obj_name(s, i, t)}"
    return f"{who} ?{kind}"
