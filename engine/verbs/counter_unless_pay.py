"""Counter unless pays: "counter target spell unless its controller pays {N}"
(Daze), and ward N: "whenever this becomes the target of a spell or
ability an opponent controls, counter it unless that player pays {N}" (the
ward trigger remembers the targeting entry's stack index in E_X).  The
controller of the spell or ability to be countered chooses."""

from engine import ops
from engine import layout
from engine.jit import leaf
from engine.record import record
from engine.rules.mana import pay
from engine.rules.primitives import (FAILED, PAY, WAIT, finish, pay_or_decline,
                                     uncounterable)
from engine.rules.targets import spell_entry
from engine.rules.zones import stack_off
from engine.state import E_AB, E_CTRL, E_SRC, E_TGT, E_TKIND, E_X, H_STACK_N
from engine.tables import AB_TF, EF_A
from engine import naming as w

NAME = "counter unless pays"


@record
class CounterUnlessPays:
    """Counter target spell unless its controller pays {n}."""
    n: int
    what: str = "target"


EFFECT = CounterUnlessPays


def compile_row(e, row, ctx):
    row[EF_A] = e.n


@leaf
def _victim(s, tkind, tgt, x, k):
    """The stack index the effect of the entry at index k acts on: its target
    spell, or (ward) the entry it remembers; -1 if that is gone."""
    if tkind == ops.TK_SPELL:
        return spell_entry(s, tgt)
    if tkind == ops.TK_NONE and 0 <= x < k:
        return x
    return -1


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    k = _victim(s, tkind, tgt, x, s[H_STACK_N] - 1)
    if k < 0 or uncounterable(s, k):
        return FAILED
    return WAIT


@leaf
def chooser(s, f, src, ctrl, tkind, tgt, x, k, ef):
    """The controller of the spell or ability to be countered."""
    return s[stack_off(s, _victim(s, tkind, tgt, x, k)) + E_CTRL]


@leaf
def options(s, f, p, ct, ab, ef, cfg, objs, masks, scratch, work):
    return pay_or_decline(s, p, ef[f, EF_A], ct, ef, cfg, objs, masks, scratch, work)


@leaf
def apply(s, obj, mask, f, k, src, ct, ab, ef, cfg):
    if obj == PAY:
        pay(s, mask, ct)
    else:
        e = stack_off(s, k)
        victim = _victim(s, s[e + E_TKIND], s[e + E_TGT], s[e + E_X], k)
        if victim >= 0:
            finish(s, victim, ct, ab, ef)


def choice_words(s, a, t, who):
    i = int(a[layout.AC_OBJ])
    src = w.resolving(s, t)
    e = w.top_entry(s)
    x = int(s[e + E_X])
    if int(s[e + E_TKIND]) == ops.TK_SPELL:
        victim = w.obj_name(s, int(s[e + E_TGT]), t)
    elif int(t.ab[int(s[e + E_AB]), AB_TF]) & ops.TF_THAT_SPELL and x >= 0:
        # (annex) a cast trigger: the spell it remembers
        victim = w.obj_name(s, int(s[stack_off(s, x) + E_SRC]), t)
    else:
        victim = "the targeting spell or ability"
    if i == -1:
        return f"{who} does not pay for {src}: {victim} is countered"
    return f"{who} pays for {src}{w.paying_text(s, int(a[layout.AC_PAY]), t)}"
