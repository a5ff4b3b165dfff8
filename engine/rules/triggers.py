"""Triggered abilities: events queue them, and they go on the stack (APNAP)
the next time a player would receive priority (rule 603.3)."""
from engine.jit import kernel, leaf  # noqa: F401

from engine import ops
from engine.rules.chars import ob
from engine.rules.zones import pend_off, remove_entry, stack_off
from engine.state import (E_AB, E_CTRL, E_KIND, E_SRC, E_TGT, E_TKIND, E_X, ERR_PENDING,
                          ERR_STACK, H_ERROR, H_PEND_N, H_STACK_N, O_CARD, O_CTRL, O_FLAGS,
                          OF_VALIANT, PEND_CAP, STACK_CAP)
from engine.tables import AB_EVENT, AB_KIND, CT_AB0, CT_NAB


@leaf
def emit(s, event, i, x, ct, ab):
    """Object i's abilities that trigger on `event` are queued; x is remembered
    (last known power, or the stack index a ward trigger counters)."""
    o = ob(i)
    c = s[o + O_CARD]
    a0 = ct[c, CT_AB0]
    for a in range(a0, a0 + ct[c, CT_NAB]):
        if ab[a, AB_KIND] != ops.AK_TRIGGERED or ab[a, AB_EVENT] != event:
            continue
        n = s[H_PEND_N]
        if n >= PEND_CAP:
            s[H_ERROR] = ERR_PENDING
            return
        e = pend_off(s, n)
        s[e + E_KIND] = ops.SK_TRIGGER
        s[e + E_SRC] = i
        s[e + E_CTRL] = s[o + O_CTRL]
        s[e + E_AB] = a
        s[e + E_TKIND] = ops.TK_NONE
        s[e + E_TGT] = 0
        s[e + E_X] = x
        s[H_PEND_N] = n + 1


@leaf
def becomes_target(s, i, by, stack_idx, ct, ab):
    """Object i became the target of a spell/ability controlled by `by`
    that sits at `stack_idx`: valiant and ward."""
    o = ob(i)
    if s[o + O_CTRL] == by:
        if not (s[o + O_FLAGS] & OF_VALIANT):
            s[o + O_FLAGS] |= OF_VALIANT
            emit(s, ops.EV_TARGETED_BY_YOU, i, 0, ct, ab)
    else:
        emit(s, ops.EV_TARGETED_BY_OPP, i, stack_idx, ct, ab)


@leaf
def push_stack(s, kind, src, ctrl, abrow, tkind, tgt, x):
    n = s[H_STACK_N]
    if n >= STACK_CAP:
        s[H_ERROR] = ERR_STACK
        return -1
    e = stack_off(s, n)
    s[e + E_KIND] = kind
    s[e + E_SRC] = src
    s[e + E_CTRL] = ctrl
    s[e + E_AB] = abrow
    s[e + E_TKIND] = tkind
    s[e + E_TGT] = tgt
    s[e + E_X] = x
    s[H_STACK_N] = n + 1
    return n


@leaf
def pending_of(s, p):
    """How many pending triggers player p controls."""
    n = 0
    for k in range(s[H_PEND_N]):
        if s[pend_off(s, k) + E_CTRL] == p:
            n += 1
    return n


@leaf
def take_pending(s, k):
    """Remove pending trigger k, returning its fields (kind, src, ctrl, ab, x)."""
    e = pend_off(s, k)
    vals = (s[e + E_KIND], s[e + E_SRC], s[e + E_CTRL], s[e + E_AB], s[e + E_X])
    remove_entry(s, pend_off(s, 0), k, H_PEND_N)
    return vals
