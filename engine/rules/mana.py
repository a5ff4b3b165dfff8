"""Mana: which permanents can pay, every way to pay a cost, and paying it.

Mana abilities are activated while a cost is paid (rule 605.3), so a payment is
a choice of sources to tap: every distinct set of sources that can pay the cost
is a separate legal action.  Each source here adds one mana of one of its
colors ({T}: Add {R} or {G} chooses the color when paying).
"""
from engine.jit import kernel, leaf  # noqa: F401

from engine import ops
from engine.rules.chars import can_tap_for_cost, nobj, ob
from engine.state import O_CARD, O_CTRL, O_TAPPED, O_ZONE
from engine.tables import CT_MANA


@leaf
def mana_sources(s, p, exclude, ct, ef, out):
    """Objects p can tap for mana now (not `exclude`); returns how many in out."""
    n = 0
    for i in range(nobj(s)):
        o = ob(i)
        c = s[o + O_CARD]
        if c < 0 or i == exclude or s[o + O_ZONE] != ops.Z_BATTLEFIELD or s[o + O_CTRL] != p:
            continue
        if ct[c, CT_MANA] == 0 or not can_tap_for_cost(s, i, ct, ef):
            continue
        out[n] = i
        n += 1
    return n


@leaf
def _can_color(colmask, n, req, rc):
    """Hall's condition: the n sources (color masks) cover the colored
    requirements; only subsets of the required colors rc need checking."""
    sub = rc
    while sub:
        need = 0
        for k in range(ops.NCOLORS):
            if sub & (1 << k):
                need += req[k]
        have = 0
        for j in range(n):
            if colmask[j] & sub:
                have += 1
        if have < need:
            return False
        sub = (sub - 1) & rc
    return True


@leaf
def payments(s, p, generic, req, exclude, ct, ef, out, work):
    """Every set of p's sources (bit mask over object slots) that pays the cost.

    generic: generic mana; req: 6 colored requirements (W U B R G C); work:
    scratch space of at least 3 * n_obj.  Returns the number of masks in out.
    """
    total = generic
    rc = 0
    for k in range(ops.NCOLORS):
        total += req[k]
        if req[k] > 0:
            rc |= 1 << k
    if total == 0:
        out[0] = 0
        return 1
    n_obj = nobj(s)
    src = work[0:n_obj]
    ns = mana_sources(s, p, exclude, ct, ef, src)
    if ns < total:
        return 0
    n = 0
    colm = work[n_obj:n_obj + ns]
    for b in range(ns):
        colm[b] = ct[s[ob(src[b]) + O_CARD], CT_MANA]
    pick = work[2 * n_obj:2 * n_obj + total]
    for sub in range(1 << ns):
        cnt = 0
        x = sub
        while x:
            cnt += x & 1
            x >>= 1
        if cnt != total:
            continue
        m = 0
        j = 0
        for b in range(ns):
            if sub & (1 << b):
                pick[j] = colm[b]
                j += 1
                m |= 1 << src[b]
        if rc == 0 or _can_color(pick, total, req, rc):
            out[n] = m
            n += 1
    return n


@leaf
def mana_available(s, p, ct, ef):
    """How many mana p could make now (an upper bound used to skip hopeless costs)."""
    n = 0
    for i in range(nobj(s)):
        o = ob(i)
        c = s[o + O_CARD]
        if c >= 0 and s[o + O_ZONE] == ops.Z_BATTLEFIELD and s[o + O_CTRL] == p \
                and ct[c, CT_MANA] != 0 and not s[o + O_TAPPED]:
            n += 1
    return n


@leaf
def pay(s, mask):
    """Tap the sources of a payment."""
    i = 0
    while mask:
        if mask & 1:
            s[ob(i) + O_TAPPED] = 1
        mask >>= 1
        i += 1
