"""What happened in a game, and the position, in words: for game logs and replays.

    happenings(s, a, t, cfg)   # what action a at state s set off, in order
    public_state(s, t, cfg)    # everything a viewer needs to draw a position

The story comes from what happened, one elementary action at a time
(engine.moves.apply_steps), not from the zones a card passed through: the
top of the stack resolves, a spell that leaves the stack in the same step is
countered, an entry whose every target is illegal does nothing.  Actions
themselves are worded in engine/words.py.
"""
from __future__ import annotations

import numpy as np

from engine import ops
from engine import layout
from engine import state as S
from engine.compile import Tables
from engine.moves import apply_steps
from engine.rules.chars import is_creature, power_toughness
from engine.rules.targets import still_legal
from engine.naming import division
from engine.words import WHO, ability_text, and_list, obj_name, owned

# ------------------------------------------------------------- what an action set off
ZONE_VERBS = {ops.Z_BATTLEFIELD: "enters the battlefield", ops.Z_GRAVEYARD: "goes to the graveyard",
              ops.Z_EXILE: "is exiled", ops.Z_HAND: "returns to hand",
              ops.Z_NONE: "ceases to exist", ops.Z_LIBRARY: "goes to the library"}
COUNTER_FIELDS = (("+1/+1", S.O_P1P1), ("level", S.O_LEVEL), ("stun", S.O_STUN),
                  ("own", S.O_MISC))


def counter_name(kind: str, card: int, t: Tables) -> str:
    """"own" counters are the card's own kind (ice for Dark Depths, spore for Thallid)."""
    return (t.cards[card].counter_kind or "other") if kind == "own" else kind


def _plain(s, i: int, t: Tables) -> str:
    """"A's Thespian's Stage": the owner's name and the card's own."""
    o = S.obj_base(i)
    return f"{WHO[int(s[o + S.O_OWNER])]}'s {t.names[int(s[o + S.O_CARD])]}"


def _top(s) -> int:
    return S.stack_base(int(s[S.H_NOBJ])) + (int(s[S.H_STACK_N]) - 1) * S.SE_W


def _resolution(before, a, after, t: Tables, cfg) -> tuple[int, str]:
    """The stack object whose resolution elementary action `a` (at `before`)
    finished, and what became of it in words: (-1, "") if none did.  A pass with
    the other player's pass before it starts the top entry's resolution; a
    choice continues it; it is finished unless another choice is asked."""
    kind = int(a[layout.AC_TYPE])
    if int(before[S.H_STACK_N]) == 0:
        return -1, ""
    started = kind == ops.A_PASS and bool(before[S.H_PASSED])
    if not started and kind != ops.A_CHOICE:
        return -1, ""
    if int(after[S.H_DECISION]) == ops.D_CHOICE and after[S.H_RESULT] == ops.R_ONGOING:
        return -1, ""
    e = _top(before)
    src, ab, sk = int(before[e + S.E_SRC]), int(before[e + S.E_AB]), int(before[e + S.E_KIND])
    if sk == ops.SK_SPELL:
        name = owned(before, src, t)
    else:
        name = f"{owned(before, src, t)}'s {'trigger' if sk == ops.SK_TRIGGER else 'ability'}"
    if sk == ops.SK_SPELL and ab < 0:
        return src, f"{name} resolves and enters the battlefield"
    tk, tg = int(before[e + S.E_TKIND]), _entry_target(before, e)
    if started and tk != ops.TK_NONE and not still_legal(
            before, ab, int(before[e + S.E_CTRL]), tk, tg, t.ct, t.ab, t.ef, cfg):
        return src, f"{name} does nothing: its target is illegal"
    return src, (f"{name} resolves" if sk == ops.SK_SPELL else "")


def library_names(s, p: int, t: Tables) -> list[str]:
    """Player p's library, top first; cards waiting for their place (a shuffle or
    a bottom order being chosen) last, marked "(placing)"."""
    placed, waiting = [], []
    for i in range(int(s[S.H_NOBJ])):
        o = S.obj_base(i)
        if s[o + S.O_CARD] >= 0 and s[o + S.O_ZONE] == ops.Z_LIBRARY and s[o + S.O_OWNER] == p:
            k = int(s[o + S.O_LIBPOS])
            if k > 0:
                placed.append((k, obj_name(s, i, t)))
            else:
                waiting.append(obj_name(s, i, t) + " (placing)")
    return [n for _, n in sorted(placed)] + sorted(waiting)


def step_events(before, a, after, t: Tables, cfg) -> list[str]:
    """What one elementary action (a at `before`, giving `after`; the same object
    slots) set off, in words: a resolution and the spells it countered, cards
    changing zones (the stack aside: casting is the action itself), counters,
    life and poison."""
    out = []
    resolved, words = _resolution(before, a, after, t, cfg)
    if words:
        out.append(words)
    n = int(before[S.H_NOBJ])
    for i in range(n):
        ob = S.obj_base(i)
        if before[ob + S.O_CARD] < 0 or after[ob + S.O_CARD] < 0:
            continue
        z0, z1 = int(before[ob + S.O_ZONE]), int(after[ob + S.O_ZONE])
        if z0 == z1 or z1 == ops.Z_STACK:
            continue
        if z0 == ops.Z_STACK:
            if i != resolved:      # it left without resolving: countered, or moved by
                # an effect (Subtlety puts a creature spell into its owner's library)
                what = ("is put into its owner's library" if z1 == ops.Z_LIBRARY
                        else "is countered")
                out.append(f"{owned(before, i, t)} {what}")
            continue
        verb = ZONE_VERBS.get(z1, f"moves to {ops.ZONE_NAMES.get(z1, z1)}")
        if z0 == ops.Z_LIBRARY and z1 == ops.Z_HAND:
            verb = "is drawn"
        if z0 == ops.Z_BATTLEFIELD and z1 == ops.Z_GRAVEYARD:
            verb = "dies" if is_creature(before, i, t.ct, t.ef) else "is put into the graveyard"
        out.append(f"{_plain(after, i, t)} {verb}")
    for i in range(n):
        ob = S.obj_base(i)
        if after[ob + S.O_CARD] < 0 or before[ob + S.O_ZONE] != ops.Z_BATTLEFIELD \
                or after[ob + S.O_ZONE] != ops.Z_BATTLEFIELD:
            continue
        for kind, f in COUNTER_FIELDS:
            x, y = int(before[ob + f]), int(after[ob + f])
            if x == y:
                continue
            kind = counter_name(kind, int(after[ob + S.O_CARD]), t)
            verb = "gets" if y > x else "loses"
            out.append(f"{_plain(after, i, t)} {verb} {abs(y - x)} {kind} counter"
                       f"{'s' if abs(y - x) > 1 else ''} ({y})")
    for p in (0, 1):
        lib = library_names(after, p, t)
        if lib != library_names(before, p, t):
            out.append(f"{WHO[p]}'s library, top first: {', '.join(lib) or 'empty'}")
    for p in (0, 1):
        lb, la = int(before[S.H_LIFE + p]), int(after[S.H_LIFE + p])
        if lb != la:
            out.append(f"{WHO[p]} {'loses' if la < lb else 'gains'} {abs(la - lb)} life ({la})")
        pb, pa = int(before[S.H_POISON + p]), int(after[S.H_POISON + p])
        if pb != pa:
            out.append(f"{WHO[p]} gets {pa - pb} poison counter{'s' if pa - pb > 1 else ''} ({pa})")
    return out


def happenings(s, a, t: Tables, cfg) -> list[str]:
    """What action a, taken at state s, set off until the next real decision, in
    words and in order (s is not changed)."""
    c = s.copy()
    buf = np.zeros((layout.MAX_ACTIONS, layout.ACT_W), dtype=np.int64)
    out = []
    before = s
    for act, after in apply_steps(c, a, t.ct, t.ab, t.ef, cfg, buf):
        out.extend(step_events(before, act, after, t, cfg))
        before = after
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
    return and_list(reasons) or "the game is over"


# --------------------------------------------------------------- the public state
STACK_KINDS = {ops.SK_SPELL: "spell", ops.SK_ABILITY: "ability", ops.SK_TRIGGER: "trigger"}


def _entry_target(s, e) -> int:
    """The entry's target: E_TGT, or a divided damage's whole division code."""
    if int(s[e + S.E_TKIND]) == ops.TK_DIVIDED:
        return int(layout.div_join.py_func(int(s[e + S.E_TGT]), int(s[e + S.E_DIV])))
    return int(s[e + S.E_TGT])


def _entry(s, base, k, t: Tables) -> dict:
    e = base + k * S.SE_W
    tk = int(s[e + S.E_TKIND])
    tg = _entry_target(s, e)
    target = None
    if tk == ops.TK_PLAYER:
        target = {"player": WHO[tg]}
    elif tk == ops.TK_OBJECT:
        target = {"object": tg, "card": obj_name(s, tg, t)}
    elif tk == ops.TK_DIVIDED:
        target = {"divided": [{"object": j, "card": obj_name(s, j, t), "damage": n}
                              for j, n in division(tg)]}
    elif tk == ops.TK_ILLEGAL:
        target = {"illegal": True}
    return {"kind": STACK_KINDS.get(int(s[e + S.E_KIND]), str(int(s[e + S.E_KIND]))),
            "source": int(s[e + S.E_SRC]), "card": obj_name(s, int(s[e + S.E_SRC]), t),
            "controller": WHO[int(s[e + S.E_CTRL])],
            "text": ability_text(t, int(s[e + S.E_AB])) if s[e + S.E_AB] >= 0 else "",
            "target": target}


def _blocking(v: int):
    """The attacker an O_BLOCKING value names (index), a list of two for a creature
    blocking two (Cenn's Tactician), or None."""
    ats = [layout.blocking_at(v, k) - 1 for k in range(2) if layout.blocking_at(v, k)]
    return ats[0] if len(ats) == 1 else (ats or None)


def public_state(s, t: Tables, cfg) -> dict:
    """Everything a viewer needs to draw the position (nothing is hidden in 3CB)."""
    n = int(s[S.H_NOBJ])
    objs = []
    for i in range(n):
        o = S.obj_base(i)
        if s[o + S.O_CARD] < 0:
            continue
        z = int(s[o + S.O_ZONE])
        d = {"id": i, "card": obj_name(s, i, t), "owner": WHO[int(s[o + S.O_OWNER])],
             "controller": WHO[int(s[o + S.O_CTRL])], "zone": ops.ZONE_NAMES.get(z, str(z)),
             "tapped": bool(s[o + S.O_TAPPED]),
             "counters": {counter_name(k, int(s[o + S.O_CARD]), t): int(s[o + f])
                          for k, f in COUNTER_FIELDS if s[o + f]} if z != ops.Z_LIBRARY else {},
             "damage": int(s[o + S.O_DAMAGE])}
        if z == ops.Z_LIBRARY:      # its place from the top (1); 0: its place is being chosen
            d["library_position"] = int(s[o + S.O_LIBPOS])
        if z == ops.Z_BATTLEFIELD:
            if is_creature(s, i, t.ct, t.ef):
                p, tt = power_toughness(s, i, t.ct, t.ef, cfg)
                d.update(power=int(p), toughness=int(tt),
                         summoning_sick=bool(s[o + S.O_SICK]),
                         attacking=bool(s[o + S.O_ATTACKING]),
                         blocking=_blocking(int(s[o + S.O_BLOCKING])))
        objs.append(d)
    nb = S.stack_base(n)
    pb = S.pend_base(n)
    return {
        "active": WHO[int(s[S.H_ACTIVE])],
        "step": ops.STEP_NAMES[int(s[S.H_STEP])],
        "decision": ops.DECISION_NAMES[int(s[S.H_DECISION])],
        "to_act": WHO[int(s[S.H_PRIO])],
        "land_played": bool(s[S.H_LAND]),
        "players": {WHO[p]: {"life": int(s[S.H_LIFE + p]), "poison": int(s[S.H_POISON + p]),
                             "library": library_names(s, p, t)}
                    for p in (0, 1)},
        "objects": objs,
        "stack": [_entry(s, nb, k, t) for k in range(int(s[S.H_STACK_N]))],
        "pending_triggers": [_entry(s, pb, k, t) for k in range(int(s[S.H_PEND_N]))],
        "result": {ops.R_ONGOING: None, ops.R_WIN0: "A wins", ops.R_WIN1: "B wins",
                   ops.R_DRAW: "draw", ops.R_BOUND: "bound"}[int(s[S.H_RESULT])],
    }


def packed(s) -> list[int]:
    return [int(x) for x in np.asarray(s)]
