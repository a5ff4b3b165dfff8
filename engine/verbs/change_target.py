"""Change the target: "change the target of target spell with a single target"
(Misdirection).  On resolution its controller chooses a new target for that spell
among the targets legal for it (its own ability row, its own controller: rule
115.7a), never the spell itself (rule 115.5) nor its current target: the target
must change.  With no other legal target it is unchanged.  A spell's engine
ability has at most one target, so "with a single target" is "with a target"
(Target(single_target=True), ops.TF_SINGLE_TARGET), except divided damage
(Pyrokinesis), which has a single target when all its damage goes to one object: its
new target is dealt all of it (the division is not chosen again: rule 601.2d)."""

from engine import layout
from engine.layout import lane
from engine import naming as w
from engine import ops
from engine.jit import leaf
from engine.record import record
from engine.rules.primitives import DONE, FAILED, WAIT
from engine.rules.chars import nobj
from engine.rules.targets import enum_targets, object_ok, spell_entry
from engine.rules.triggers import becomes_target
from engine.rules.zones import entry_target, set_entry_target, stack_off
from engine.state import E_AB, E_CTRL, E_TGT, E_TKIND, H_STACK_N
from engine.tables import AB_DIVIDED

NAME = "change the target"


@record
class ChangeTarget:
    """Change the target of the target spell (its controller's new choice)."""
    what: str = "target"


EFFECT = ChangeTarget


def check(e, card):
    t = card.spell_target
    if t is None or t.kinds != ("spell",) or not t.single_target:
        return "change the target needs 'target spell with a single target'"
    return None


@leaf
def _new_targets(s, tgt, ct, ab, ef, cfg, objs, kinds_out, work):
    """The targets spell object tgt may be given instead of its own: n."""
    k = spell_entry(s, tgt)
    if k < 0:
        return 0
    e = stack_off(s, k)
    a = s[e + E_AB]
    if a < 0:
        return 0
    if s[e + E_TKIND] == ops.TK_DIVIDED:
        # all the damage to one other legal object (divided among one target)
        now = layout.div_unit(entry_target(s, e), 0)
        n = 0
        for j in range(nobj(s)):
            if j + 1 != now and object_ok(s, j, a, s[e + E_CTRL], ct, ab, ef, cfg):
                code = 0
                for u in range(ab[a, AB_DIVIDED]):
                    code = layout.with_div_unit(code, u, j + 1)
                objs[n] = code
                kinds_out[n] = ops.TK_DIVIDED
                n += 1
        return n
    kinds = lane(work, 0, 32)
    tgts = lane(work, 1, 32)
    nt = enum_targets(s, a, s[e + E_CTRL], ct, ab, ef, cfg, kinds, tgts)
    n = 0
    for t in range(nt):
        if kinds[t] == ops.TK_SPELL and tgts[t] == tgt:
            continue        # a spell is never a target of its own (rule 115.5)
        if kinds[t] == s[e + E_TKIND] and tgts[t] == s[e + E_TGT]:
            continue        # the target must change
        objs[n] = tgts[t]
        kinds_out[n] = kinds[t]
        n += 1
    return n


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    if tkind != ops.TK_SPELL or spell_entry(s, tgt) < 0:
        return FAILED
    return WAIT     # options() finds none: the choice is skipped (no options: below)


@leaf
def options(s, f, p, ct, ab, ef, cfg, objs, masks, scratch, work):
    tgt = s[stack_off(s, s[H_STACK_N] - 1) + E_TGT]
    n = _new_targets(s, tgt, ct, ab, ef, cfg, objs, masks, work)
    if n == 0:          # no other legal target: it stays (one option, "keep it")
        objs[0] = -1
        masks[0] = 0
        return 1
    return n


@leaf
def apply(s, obj, mask, f, k, src, ct, ab, ef, cfg):
    if obj < 0:
        return
    tgt = s[stack_off(s, k) + E_TGT]
    kk = spell_entry(s, tgt)
    if kk < 0:
        return
    e = stack_off(s, kk)
    set_entry_target(s, e, mask, obj)
    if mask == ops.TK_OBJECT:
        becomes_target(s, obj, s[e + E_CTRL], kk, ct, ab, ef)
    elif mask == ops.TK_DIVIDED:
        becomes_target(s, layout.div_unit(obj, 0) - 1, s[e + E_CTRL], kk, ct, ab, ef)


def choice_words(s, a, t, who):
    i = int(a[layout.AC_OBJ])
    kind = int(a[layout.AC_PAY])
    if i < 0:
        return f"{who} finds no other legal target: the target stays"
    if kind == ops.TK_PLAYER:
        return f"{who} changes the target to player {'AB'[i]}"
    if kind == ops.TK_DIVIDED:     # all the damage to one object
        i = layout.div_unit(i, 0) - 1
    return f"{who} changes the target to {w.owned(s, i, t)}"
