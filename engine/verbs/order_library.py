"""Put the cards waiting in a library on its bottom in a random order: the rest
of a Thassa's Oracle look, or a whole shuffled library.  Random orders are the
opponent's choice in the format (docs/RULES.md), so that player picks the
order; one option for each different order of the cards' names (identical
cards in a library are interchangeable)."""

from engine import layout
from engine import naming as w
from engine import ops
from engine.jit import leaf
from engine.layout import (CH_OBJS_N, ERR_ACTIONS, OL_LABELS, OL_LABELS_N, OL_SLOTS, OL_SLOTS_N,
                           cut, order_slot, with_order_slot)
from engine.record import record
from engine.rules.chars import card_of, nobj, ob
from engine.rules.library import in_library, placed
from engine.rules.primitives import DONE, WAIT
from engine.state import H_ERROR, O_CARD, O_LIBPOS, O_OWNER, O_ZONE

NAME = "put on the bottom of the library in a random order"
REACH = ops.REACH_PLAYERS   # it changes only a library


@record
class OrderLibrary:
    """The cards waiting for their place go to the bottom of their owner's
    library, in the order that player's opponent chooses."""


EFFECT = OrderLibrary


@leaf
def _owner(s):
    """The player whose library has cards waiting for their place, or -1."""
    for i in range(nobj(s)):
        o = ob(i)
        if s[o + O_CARD] >= 0 and s[o + O_ZONE] == ops.Z_LIBRARY and s[o + O_LIBPOS] == 0:
            return s[o + O_OWNER]
    return -1


@leaf
def _waiting(s, p, slots):
    """The slots of p's waiting cards, sorted by card; returns how many."""
    m = 0
    for i in range(nobj(s)):
        if in_library(s, i, p) and s[ob(i) + O_LIBPOS] == 0:
            j = m
            while j > 0 and card_of(s, slots[j - 1]) > card_of(s, i):
                slots[j] = slots[j - 1]
                j -= 1
            slots[j] = i
            m += 1
    return m


@leaf
def _place(s, p, code, m):  # noqa: D401
    """Put the m waiting cards on the bottom, from the top down as `code` lists them."""
    base = placed(s, p)
    for k in range(m):
        s[ob(order_slot(code, k)) + O_LIBPOS] = base + k + 1


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    p = _owner(s)
    if p < 0:
        return DONE
    first = -1
    for j in range(nobj(s)):
        if in_library(s, j, p) and s[ob(j) + O_LIBPOS] == 0:
            if first < 0:
                first = j
            elif card_of(s, j) != card_of(s, first):
                return WAIT
    # every waiting card is the same card: one order
    base = placed(s, p)
    k = 0
    for j in range(nobj(s)):
        if in_library(s, j, p) and s[ob(j) + O_LIBPOS] == 0:
            k += 1
            s[ob(j) + O_LIBPOS] = base + k
    return DONE


@leaf
def chooser(s, f, src, ctrl, tkind, tgt, x, k, ef):
    """The opponent of the library's owner."""
    return 1 - _owner(s)


@leaf
def options(s, f, p, ct, ab, ef, cfg, objs, masks, scratch, work):
    """Every different order of the waiting cards' names (next permutation of
    their card ids); each names its slots from the top down."""
    q = 1 - p
    slots = cut(work, OL_SLOTS, OL_SLOTS_N)
    labels = cut(work, OL_LABELS, OL_LABELS_N)
    m = _waiting(s, q, slots)
    for j in range(m):
        labels[j] = card_of(s, slots[j])
    n = 0
    while True:
        if n >= CH_OBJS_N:
            s[H_ERROR] = ERR_ACTIONS
            return n
        used = 0
        code = 0
        for pos in range(m):
            for j in range(m):
                if not (used >> j) & 1 and card_of(s, slots[j]) == labels[pos]:
                    used |= 1 << j
                    code = with_order_slot(code, pos, slots[j])
                    break
        objs[n] = order_slot(code, 0)
        masks[n] = code
        n += 1
        k = m - 2                       # the next permutation of labels
        while k >= 0 and labels[k] >= labels[k + 1]:
            k -= 1
        if k < 0:
            return n
        last = m - 1
        while labels[last] <= labels[k]:
            last -= 1
        labels[k], labels[last] = labels[last], labels[k]
        lo = k + 1
        hi = m - 1
        while lo < hi:
            labels[lo], labels[hi] = labels[hi], labels[lo]
            lo += 1
            hi -= 1


@leaf
def apply(s, obj, mask, f, k, src, ct, ab, ef, cfg):
    p = _owner(s)
    m = 0
    for j in range(nobj(s)):
        if in_library(s, j, p) and s[ob(j) + O_LIBPOS] == 0:
            m += 1
    _place(s, p, mask, m)


def choice_words(s, a, t, who):
    code = int(a[layout.AC_PAY])
    n = 0
    owner = None
    for i in range(int(s[layout.H_NOBJ])):
        o = layout.H + i * layout.OBJ_W
        if s[o + layout.O_CARD] >= 0 and s[o + layout.O_ZONE] == ops.Z_LIBRARY \
                and s[o + layout.O_LIBPOS] == 0:
            n += 1
            owner = int(s[o + layout.O_OWNER])
    names = [w.obj_name(s, int(order_slot(code, k)), t) for k in range(n)]
    return (f"{who} puts {w.WHO[owner] if owner is not None else '?'}'s "
            f"{w.and_list(names)} on the bottom of the library, in this order")
