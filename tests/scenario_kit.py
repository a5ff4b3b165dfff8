"""A terse scenario builder and a few drivers for the scenario tests.

    g = build(a=["Mountain", ("Kird Ape", dict(sick=1))], a_hand=["Lightning Bolt"],
              b=["Forest"], active=0, step="main 1")

puts the listed permanents straight onto the battlefield (untapped, not
summoning sick unless told otherwise), the hand cards into the hand, and
starts the given step of `active`'s turn: its turn-based actions are
performed (an upkeep, attackers being declared, ...), then the first
decision is waiting.  Nothing is auto-played at that first decision (so a
test can look at a position where the only legal action is to pass); every
action taken afterwards auto-plays forced moves as usual.

A permanent that chooses a card name as it enters names a card in no deck unless
`chosen` says (card id + 1); an Aura with "Enchant player" enchants its controller's
opponent.

Object slots are re-sorted by canonicalization after every change, so tests
always find objects by name (`ids`, `get`), never by a remembered index.
"""
from __future__ import annotations

from engine import ops
from engine.layout import pool_at
from engine.naming import mana_text
from engine import layout
from engine import state as S
from engine.game import Game, words_match
from engine.game import canonical as canonicalize, scratch
from engine.rules.chars import card_types, has_kw, subtypes
from engine.rules.turn import D_BEGIN_STEP, advance
from engine.words import action_text
from engine import tables as T
from engine.statics.chosen_name import NAMED_NONE

FIELDS = {
    "tapped": S.O_TAPPED,
    "sick": S.O_SICK,
    "damage": S.O_DAMAGE,
    "p1p1": S.O_P1P1,
    "level": S.O_LEVEL,
    "stun": S.O_STUN,
    "misc": S.O_MISC,           # ice / spore counters
    "chosen": S.O_CHOSEN,       # creature type index + 1 (Cavern of Souls)
    "copy": S.O_COPY,           # the name of the card it is a copy of (Thespian's Stage)
    "zone": S.O_ZONE,           # another zone than the battlefield (ops.Z_*)
}


def _entries(xs):
    out = []
    for x in xs:
        if isinstance(x, str):
            out.append((x, {}))
        else:
            name, mods = x
            unknown = set(mods) - set(FIELDS)
            assert not unknown, f"unknown object field(s) {unknown}"
            out.append((name, dict(mods)))
    return out


def build(a=(), b=(), a_hand=(), b_hand=(), *, active=0, step="main 1",
          life=(20, 20), land_played=False, defer=True, tables=None) -> Game:
    """A game with the given battlefields and hands, at the start of `step`
    ("turn start" for the begins-the-turn decision) of `active`'s turn (with
    `tables`, those compiled tables instead of every card's)."""
    A, B = _entries(a), _entries(b)
    g = Game([n for n, _ in A] + list(a_hand), [n for n, _ in B] + list(b_hand), first=active,
             defer=defer, tables=tables)
    s = g.s
    for owner, entries in ((0, A), (1, B)):
        used: set[int] = set()
        for name, mods in entries:
            i = next(i for i in g.objects(name, owner) if i not in used)
            used.add(i)
            o = S.obj_base(i)
            s[o + S.O_ZONE] = ops.Z_BATTLEFIELD
            s[o + S.O_CTRL] = owner
            c = int(s[o + S.O_CARD])
            if g.t.ct[c, T.CT_NAME_CHOICE]:
                # a permanent that chose a card name as it entered: a card in no deck
                # unless `chosen` says (an unchosen one is asked at the next check)
                s[o + S.O_CHOSEN] = NAMED_NONE
            if g.t.ct[c, T.CT_ENCHANT]:
                s[o + layout.O_ENCHANTED] = 2 - owner   # an Aura: enchanting the opponent
            for f, v in mods.items():
                s[o + FIELDS[f]] = g.t.card_id(v) + 1 if f == "copy" else v
            if s[o + S.O_ZONE] != ops.Z_BATTLEFIELD:    # `zone`: put elsewhere instead
                for f in (S.O_CHOSEN, layout.O_ENCHANTED, S.O_CTRL):
                    if f not in [FIELDS[k] for k in mods]:
                        s[o + f] = owner if f == S.O_CTRL else 0
    s[S.H_LIFE], s[S.H_LIFE + 1] = life
    s[S.H_ACTIVE] = active
    s[S.H_PRIO] = active
    s[S.H_PASSED] = 0
    s[S.H_LAND] = int(land_played)
    if step == "turn start":
        s[S.H_STEP] = ops.ST_UNTAP
        s[S.H_DECISION] = ops.D_TURN_START
    else:
        s[S.H_STEP] = ops.STEP_NAMES.index(step)
        s[S.H_DECISION] = D_BEGIN_STEP
        s[S.H_DIRTY] = 1            # a hand-built position: check state-based actions
        advance(s, g.t.ct, g.t.ab, g.t.ef, g.cfg, scratch())
    canonicalize(s)
    return g


# ------------------------------------------------------------------ observations
def ids(g: Game, name: str, owner: int | None = None) -> list[int]:
    return g.objects(name, owner)


def get(g: Game, name: str, fld: int, owner: int | None = None, k: int = 0) -> int:
    """Field `fld` of the k-th object called `name` (canonical slot order)."""
    return int(g.s[S.obj_base(ids(g, name, owner)[k]) + fld])


def zones(g: Game, name: str, owner: int | None = None) -> list[str]:
    """The zones of every object called `name`, sorted."""
    return sorted(ops.ZONE_NAMES[int(g.s[S.obj_base(i) + S.O_ZONE])] for i in ids(g, name, owner))


def is_creature(g: Game, name: str, owner: int | None = None) -> bool:
    i = ids(g, name, owner)[0]
    return (g.zone(name, owner) == "battlefield"
            and bool(card_types(g.s, i, g.t.ct, g.t.ef) & ops.T_CREATURE))


def is_land(g: Game, name: str, owner: int | None = None) -> bool:
    i = ids(g, name, owner)[0]
    return bool(card_types(g.s, i, g.t.ct, g.t.ef) & ops.T_LAND)


def is_artifact(g: Game, name: str, owner: int | None = None) -> bool:
    i = ids(g, name, owner)[0]
    return bool(card_types(g.s, i, g.t.ct, g.t.ef) & ops.T_ARTIFACT)


def has_subtype(g: Game, name: str, subtype: str, owner: int | None = None) -> bool:
    i = ids(g, name, owner)[0]
    bit = g.t.subtype_bits[subtype]
    return bool(subtypes(g.s, i, g.t.ct, g.t.ef, g.cfg) & bit)


def keyword(g: Game, name: str, kw: str, owner: int | None = None) -> bool:
    i = ids(g, name, owner)[0]
    return bool(has_kw(g.s, i, g.t.ct, g.t.ef, ops.KEYWORDS[kw]))


def tapped(g: Game, name: str, owner: int | None = None) -> bool:
    return bool(get(g, name, S.O_TAPPED, owner))


def actions(g: Game) -> list[str]:
    return g.describe_actions()


def has_action(g: Game, text: str) -> bool:
    return any(words_match(text, d) for d in g.describe_actions())


def matching(g: Game, text: str) -> list[str]:
    return [d for d in g.describe_actions() if words_match(text, d)]


# ------------------------------------------------------------------------ drivers
def do_where(g: Game, pred) -> Game:
    """Apply the one legal action (row, description) for which pred holds."""
    acts = g.legal_actions()
    hits = [a for a in acts if pred(a, action_text(g.s, a, g.t))]
    assert len(hits) == 1, f"{len(hits)} actions match among {g.describe_actions()}"
    return g.apply(hits[0])


def keep_legend(g: Game, name: str, *, tapped_one: bool) -> Game:
    """Legend rule: keep the copy of `name` that is tapped (or untapped)."""
    def pred(a, d):
        return (int(a[layout.AC_TYPE]) == ops.A_LEGEND
                and bool(g.s[S.obj_base(int(a[layout.AC_OBJ])) + S.O_TAPPED]) == tapped_one)
    return do_where(g, pred)


def default_step(g: Game) -> Game:
    """The 'nothing happens' action: pass, begin the turn, no attack, no blocks."""
    d = g.decision
    if d == "turn start":       # untapping everything (its first action)
        return g.apply(g.legal_actions()[0])
    if d == "priority":
        return g.do("passes")
    if d == "declare attackers":
        return g.do("does not attack")
    if d == "declare blockers":
        return g.do("does not block")
    if d == "order triggers":
        return g.apply(g.legal_actions()[0])
    raise AssertionError(f"no default action at decision {d!r}: {g.describe_actions()}")


def until(g: Game, pred, limit: int = 200) -> Game:
    """Take default actions until pred(g) holds at a decision."""
    for _ in range(limit):
        if pred(g):
            return g
        assert g.result == ops.R_ONGOING, "the game ended"
        default_step(g)
    raise AssertionError(f"never reached; now at {g.step}/{g.decision}: {g.describe_actions()}")


def until_step(g: Game, step: str, active: int | None = None, decision: str | None = None) -> Game:
    return until(g, lambda g: g.step == step
                 and (active is None or g.active == active)
                 and (decision is None or g.decision == decision))


def until_turn_of(g: Game, p: int) -> Game:
    """To the begins-the-turn decision of player p (no-op if already there)."""
    return until(g, lambda g: g.decision == "turn start" and g.active == p)


def pass_to(g: Game, p: int, limit: int = 20) -> Game:
    """Pass priority until player p is to act."""
    for _ in range(limit):
        if g.to_move == p:
            return g
        g.do("passes")
    raise AssertionError(g.describe_actions())


def to_choice(g: Game, limit: int = 20) -> Game:
    """Pass (putting triggers on the stack in any order) until a choice on
    resolution is asked."""
    for _ in range(limit):
        if g.decision == "choice":
            return g
        if g.decision == "order triggers":
            g.apply(g.legal_actions()[0])
        else:
            g.do("passes")
    raise AssertionError(g.describe_actions())


def pool(g: Game, p: int) -> str:
    """Player p's mana pool: "{C}{C}" ("" when empty)."""
    return "".join(mana_text(k, int(g.s[pool_at(p, k)])) for k in range(ops.NCOLORS))


def stack_size(g: Game) -> int:
    return int(g.s[S.H_STACK_N])


def resolve_stack(g: Game) -> Game:
    """Both players pass until the stack is empty (default actions only), or the game ends."""
    return until(g, lambda g: g.result != ops.R_ONGOING
                 or (stack_size(g) == 0 and g.decision != "order triggers"))
