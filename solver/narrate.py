"""Actions and positions in words, for game logs and replays.

Everything here reads the card definitions (names, oracle text of abilities)
and the action encoding (engine/ops.py); nothing is written per card.

Adding wording for a new action kind: add one function to `ACTION_WORDS`,
keyed by its `ops.A_*` constant (and, for a new choice on resolution, one to
`CHOICE_WORDS`, keyed by the effect verb `ops.V_*`).  An action kind without
an entry falls back to `engine.game.describe`; the test
tests/test_line.py::test_every_action_renders fails if any action of any card
renders with a placeholder.
"""
from __future__ import annotations

from collections import Counter

import numpy as np

from engine import ops
from engine import state as S
from engine.compile import Tables
from engine.game import describe, float_words, obj_name, payment_parts
from engine.rules.chars import is_creature, power_toughness
from engine.tables import AB_CARD, AB_KIND, CT_AB0, CT_SPELL_AB, CT_TYPES, EF_VERB

WHO = "AB"


def _name(s, i: int, t: Tables) -> str:
    return obj_name(s, i, t)


def _owned(s, i: int, t: Tables) -> str:
    """"B's Stromkirk Noble": the controller's name and the card's."""
    return f"{WHO[int(s[S.obj_base(i) + S.O_CTRL])]}'s {_name(s, i, t)}"


def _and(parts: list[str]) -> str:
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def _target(s, a, t: Tables) -> str:
    tk = int(a[ops.AC_TKIND])
    if tk == ops.TK_PLAYER:
        return f" targeting {WHO[int(a[ops.AC_TGT])]}"
    if tk == ops.TK_OBJECT:
        return f" targeting {_owned(s, int(a[ops.AC_TGT]), t)}"
    if tk == ops.TK_SPELL:
        return f" targeting {_owned(s, int(a[ops.AC_TGT]), t)} (a spell)"
    if tk == ops.TK_ILLEGAL:
        return " (no legal target: it is removed)"
    return ""


def _paying(s, code: int, t: Tables) -> str:
    parts = payment_parts(s, code, t, sep=" and ")
    return f", {_and(parts)}" if parts else ""


def ability_text(t: Tables, ab: int) -> str:
    """The oracle text of ability row `ab` (its card's own words)."""
    cid = int(t.ab[ab, AB_CARD])
    card = t.cards[cid]
    k = ab - int(t.ct[cid, CT_AB0]) - (1 if t.ct[cid, CT_SPELL_AB] >= 0 else 0)
    if 0 <= k < len(card.abilities):
        return card.abilities[k].oracle
    if card.level_up and int(t.ab[ab, AB_KIND]) == ops.AK_ACTIVATED:
        return f"Level up {card.level_up}"
    if card.ward:
        return f"Ward {{{card.ward}}}"
    return card.oracle.split("\n")[0]


# ------------------------------------------------------------------ the actions
def _pass(s, a, t, who):
    return f"{who} passes"


def _continue(s, a, t, who):
    return f"{who} begins the turn"


def _land(s, a, t, who):
    chosen = int(a[ops.AC_TGT])
    tail = f", choosing {t.creature_types[chosen - 1]}" if chosen > 0 else ""
    return f"{who} plays {_name(s, int(a[ops.AC_OBJ]), t)}{tail}"


def _cast(s, a, t, who):
    return (f"{who} casts {_name(s, int(a[ops.AC_OBJ]), t)}{_target(s, a, t)}"
            f"{_paying(s, int(a[ops.AC_PAY]), t)}")


def _activate(s, a, t, who):
    text = ability_text(t, int(a[ops.AC_AB])).rstrip(".")
    return (f"{who} activates {_name(s, int(a[ops.AC_OBJ]), t)} ({text}){_target(s, a, t)}"
            f"{_paying(s, int(a[ops.AC_PAY]), t)}")


def _attack(s, a, t, who):
    m = int(a[ops.AC_PAY])
    names = [_name(s, j, t) for j in range(int(s[S.H_NOBJ])) if m >> j & 1]
    return f"{who} attacks with {_and(names)}" if names else f"{who} does not attack"


def _block(s, a, t, who):
    code = int(a[ops.AC_PAY])
    by_attacker: dict[int, list[str]] = {}
    for j in range(int(s[S.H_NOBJ])):
        at = (code >> (4 * j)) & 15
        if at:
            by_attacker.setdefault(at - 1, []).append(_name(s, j, t))
    if not by_attacker:
        return f"{who} does not block"
    parts = [f"{_name(s, at, t)} with {_and(bl)}" for at, bl in by_attacker.items()]
    return f"{who} blocks " + "; ".join(parts)


def _assign(s, a, t, who):
    code = int(a[ops.AC_PAY])
    i = int(a[ops.AC_OBJ])
    parts = [f"{(code >> (5 * j)) & 31} to {_name(s, j, t)}"
             for j in range(int(s[S.H_NOBJ])) if (code >> (5 * j)) & 31]
    if a[ops.AC_TGT]:
        parts.append(f"{int(a[ops.AC_TGT])} to {WHO[1 - int(s[S.H_PRIO])]}")
    return f"{who} divides {_name(s, i, t)}'s combat damage: " + _and(parts or ["none"])


def _resolving(s, t) -> str:
    """The stack entry waiting on a choice (the top of the stack), in words."""
    n = int(s[S.H_STACK_N])
    if n == 0:
        return "it"
    e = S.stack_base(int(s[S.H_NOBJ])) + (n - 1) * S.SE_W
    return _name(s, int(s[e + S.E_SRC]), t)


def _choice_sacrifice_unless(s, a, t, who):
    i = int(a[ops.AC_OBJ])
    src = _resolving(s, t)
    if i == -1:
        return f"{who} sacrifices {src} (keeps the rest)"
    return f"{who} sacrifices {_name(s, i, t)} to keep {src}"


def _top(s):
    return S.stack_base(int(s[S.H_NOBJ])) + (int(s[S.H_STACK_N]) - 1) * S.SE_W


def _choice_counter_unless_pay(s, a, t, who):
    i = int(a[ops.AC_OBJ])
    src = _resolving(s, t)
    e = _top(s)
    victim = ("the targeting spell or ability" if int(s[e + S.E_TKIND]) != ops.TK_SPELL
              else _name(s, int(s[e + S.E_TGT]), t))
    if i == -1:
        return f"{who} does not pay for {src}: {victim} is countered"
    return f"{who} pays for {src}{_paying(s, int(a[ops.AC_PAY]), t)}"


def _choice_destroy_unless_pay(s, a, t, who):
    creature = _name(s, int(s[_top(s) + S.E_SRC]), t)
    if int(a[ops.AC_OBJ]) == -1:
        return f"{who} does not pay: {creature} is destroyed"
    return f"{who} pays to keep {creature}{_paying(s, int(a[ops.AC_PAY]), t)}"


def _choice_discard(s, a, t, who):
    i = int(a[ops.AC_OBJ])
    return f"{who} chooses {_owned(s, i, t)} from the revealed hand: it is discarded"


CHOICE_WORDS = {
    ops.V_SACRIFICE_UNLESS: _choice_sacrifice_unless,
    ops.V_COUNTER_UNLESS_PAY: _choice_counter_unless_pay,
    ops.V_DESTROY_UNLESS_PAY: _choice_destroy_unless_pay,
    ops.V_DISCARD_CHOICE: _choice_discard,
}


def _choice(s, a, t, who):
    verb = int(t.ef[int(s[S.H_DARG]), EF_VERB])
    f = CHOICE_WORDS.get(verb)
    if f is None:
        return describe(s, a, t)
    return f(s, a, t, who)


def _trigger(s, a, t, who):
    k = int(a[ops.AC_OBJ])
    src = int(s[S.pend_base(int(s[S.H_NOBJ])) + k * S.SE_W + S.E_SRC])
    text = ability_text(t, int(a[ops.AC_AB])).rstrip(".")
    return f"{who} puts {_name(s, src, t)}'s trigger on the stack ({text}){_target(s, a, t)}"


def _legend(s, a, t, who):
    return f"{who} keeps {_name(s, int(a[ops.AC_OBJ]), t)} (legend rule)"


def _float(s, a, t, who):
    return f"{who} taps {_name(s, int(a[ops.AC_OBJ]), t)} for {float_words(s, a, t)}, floating it"


ACTION_WORDS = {
    ops.A_PASS: _pass,
    ops.A_CONTINUE: _continue,
    ops.A_LAND: _land,
    ops.A_CAST: _cast,
    ops.A_ACTIVATE: _activate,
    ops.A_ATTACK: _attack,
    ops.A_BLOCK: _block,
    ops.A_ASSIGN: _assign,
    ops.A_CHOICE: _choice,
    ops.A_TRIGGER: _trigger,
    ops.A_LEGEND: _legend,
    ops.A_FLOAT: _float,
}


def action_text(s, a, t: Tables) -> str:
    """Action `a` (a row of the action encoding) taken at state s, in words."""
    f = ACTION_WORDS.get(int(a[ops.AC_TYPE]))
    if f is None:
        return describe(s, a, t)
    return f(s, a, t, WHO[int(s[S.H_PRIO])])


# --------------------------------------------------- what changed between two positions
ZONE_VERBS = {ops.Z_BATTLEFIELD: "enters the battlefield", ops.Z_GRAVEYARD: "goes to the graveyard",
              ops.Z_EXILE: "is exiled", ops.Z_HAND: "returns to hand",
              ops.Z_NONE: "ceases to exist", ops.Z_LIBRARY: "goes to the library"}
COUNTER_FIELDS = (("+1/+1", S.O_P1P1), ("level", S.O_LEVEL), ("stun", S.O_STUN),
                  ("own", S.O_MISC))


def counter_name(kind: str, card: int, t: Tables) -> str:
    """"own" counters are the card's own kind (ice for Dark Depths, spore for Thallid)."""
    return (t.cards[card].counter_kind or "other") if kind == "own" else kind


def _objects(s) -> list[tuple]:
    out = []
    for i in range(int(s[S.H_NOBJ])):
        o = S.obj_base(i)
        if s[o + S.O_CARD] < 0:
            continue
        out.append((int(s[o + S.O_CARD]), int(s[o + S.O_OWNER]), int(s[o + S.O_ZONE]),
                    tuple(int(s[o + f]) for _, f in COUNTER_FIELDS)))
    return out


def events(before, after, t: Tables) -> list[str]:
    """What happened between two positions, in words: cards changing zones (the
    stack aside: casting is the action itself), counters, life and poison."""
    out = []
    zb = Counter((c, o, z) for c, o, z, _ in _objects(before))
    za = Counter((c, o, z) for c, o, z, _ in _objects(after))
    for (c, o, z), n in sorted((za - zb).items()):
        if z == ops.Z_STACK:
            continue
        verb = ZONE_VERBS.get(z, f"moves to {ops.ZONE_NAMES.get(z, z)}")
        if z == ops.Z_GRAVEYARD and any(k[:2] == (c, o) and k[2] == ops.Z_BATTLEFIELD
                                        for k in (zb - za)):
            verb = "dies" if t.ct[c, CT_TYPES] & ops.T_CREATURE else "is put into the graveyard"
        if z == ops.Z_GRAVEYARD and any(k[:2] == (c, o) and k[2] == ops.Z_STACK
                                        for k in (zb - za)):
            verb = "resolves"
        out.extend([f"{WHO[o]}'s {t.names[c]} {verb}"] * n)
    cb: dict = {}
    ca: dict = {}
    for objs, acc in ((_objects(before), cb), (_objects(after), ca)):
        for c, o, z, ctr in objs:
            if z == ops.Z_BATTLEFIELD:
                cur = acc.get((c, o), (0,) * len(COUNTER_FIELDS))
                acc[(c, o)] = tuple(x + y for x, y in zip(cur, ctr))
    for key in sorted(set(cb) & set(ca)):
        for (kind, _), x, y in zip(COUNTER_FIELDS, cb[key], ca[key]):
            kind = counter_name(kind, key[0], t)
            if y > x:
                out.append(f"{WHO[key[1]]}'s {t.names[key[0]]} gets {y - x} {kind} counter"
                           f"{'s' if y - x > 1 else ''} ({y})")
            elif y < x:
                out.append(f"{WHO[key[1]]}'s {t.names[key[0]]} loses {x - y} {kind} counter"
                           f"{'s' if x - y > 1 else ''} ({y})")
    for p in (0, 1):
        lb, la = int(before[S.H_LIFE + p]), int(after[S.H_LIFE + p])
        if lb != la:
            out.append(f"{WHO[p]} {'loses' if la < lb else 'gains'} {abs(la - lb)} life ({la})")
        pb, pa = int(before[S.H_POISON + p]), int(after[S.H_POISON + p])
        if pb != pa:
            out.append(f"{WHO[p]} gets {pa - pb} poison counter{'s' if pa - pb > 1 else ''} ({pa})")
    return out


def how_it_ended(s) -> str:
    """Why a finished game is over, in words."""
    r = int(s[S.H_RESULT])
    reasons = []
    for p in (0, 1):
        if s[S.H_LIFE + p] <= 0:
            reasons.append(f"{WHO[p]}'s life is {int(s[S.H_LIFE + p])}")
        if s[S.H_POISON + p] >= 10:
            reasons.append(f"{WHO[p]} has {int(s[S.H_POISON + p])} poison counters")
    if r == ops.R_DRAW and not reasons:
        return "an endless loop of mandatory actions"
    if r == ops.R_BOUND:
        return "a bound of the search was passed"
    return _and(reasons) or "the game is over"


# --------------------------------------------------------------- the public state
STACK_KINDS = {ops.SK_SPELL: "spell", ops.SK_ABILITY: "ability", ops.SK_TRIGGER: "trigger"}


def _entry(s, base, k, t: Tables) -> dict:
    e = base + k * S.SE_W
    tk = int(s[e + S.E_TKIND])
    tg = int(s[e + S.E_TGT])
    target = None
    if tk == ops.TK_PLAYER:
        target = {"player": WHO[tg]}
    elif tk == ops.TK_OBJECT:
        target = {"object": tg, "card": _name(s, tg, t)}
    elif tk == ops.TK_ILLEGAL:
        target = {"illegal": True}
    return {"kind": STACK_KINDS.get(int(s[e + S.E_KIND]), str(int(s[e + S.E_KIND]))),
            "source": int(s[e + S.E_SRC]), "card": _name(s, int(s[e + S.E_SRC]), t),
            "controller": WHO[int(s[e + S.E_CTRL])],
            "text": ability_text(t, int(s[e + S.E_AB])) if s[e + S.E_AB] >= 0 else "",
            "target": target}


def public_state(s, t: Tables, cfg) -> dict:
    """Everything a viewer needs to draw the position (nothing is hidden in 3CB)."""
    n = int(s[S.H_NOBJ])
    objs = []
    for i in range(n):
        o = S.obj_base(i)
        if s[o + S.O_CARD] < 0:
            continue
        z = int(s[o + S.O_ZONE])
        d = {"id": i, "card": _name(s, i, t), "owner": WHO[int(s[o + S.O_OWNER])],
             "controller": WHO[int(s[o + S.O_CTRL])], "zone": ops.ZONE_NAMES.get(z, str(z)),
             "tapped": bool(s[o + S.O_TAPPED]),
             "counters": {counter_name(k, int(s[o + S.O_CARD]), t): int(s[o + f])
                          for k, f in COUNTER_FIELDS if s[o + f]},
             "damage": int(s[o + S.O_DAMAGE])}
        if z == ops.Z_BATTLEFIELD:
            if is_creature(s, i, t.ct, t.ef):
                p, tt = power_toughness(s, i, t.ct, t.ef, cfg)
                d.update(power=int(p), toughness=int(tt),
                         summoning_sick=bool(s[o + S.O_SICK]),
                         attacking=bool(s[o + S.O_ATTACKING]),
                         blocking=(int(s[o + S.O_BLOCKING]) - 1) if s[o + S.O_BLOCKING] else None)
        objs.append(d)
    nb = S.stack_base(n)
    pb = S.pend_base(n)
    return {
        "active": WHO[int(s[S.H_ACTIVE])],
        "step": ops.STEP_NAMES[int(s[S.H_STEP])],
        "decision": ops.DECISION_NAMES[int(s[S.H_DECISION])],
        "to_act": WHO[int(s[S.H_PRIO])],
        "land_played": bool(s[S.H_LAND]),
        "players": {WHO[p]: {"life": int(s[S.H_LIFE + p]), "poison": int(s[S.H_POISON + p])}
                    for p in (0, 1)},
        "objects": objs,
        "stack": [_entry(s, nb, k, t) for k in range(int(s[S.H_STACK_N]))],
        "pending_triggers": [_entry(s, pb, k, t) for k in range(int(s[S.H_PEND_N]))],
        "result": {ops.R_ONGOING: None, ops.R_WIN0: "A wins", ops.R_WIN1: "B wins",
                   ops.R_DRAW: "draw", ops.R_BOUND: "bound"}[int(s[S.H_RESULT])],
    }


def packed(s) -> list[int]:
    return [int(x) for x in np.asarray(s)]
