"""Moving objects between zones, and the references that die with the move.

An object that changes zones is a new object (rule 400.7): it loses its
counters, damage, until-end-of-turn effects and combat role, and every spell or
ability that targeted it now has an illegal target.
"""
from engine.jit import kernel, leaf  # noqa: F401

from engine import ops
from engine.rules.chars import card_of, entering_card, nobj, ob
from engine.rules.stamps import began as stamp_began, leaving as stamp_leaving  # (layers)
from engine.state import (H_DARG, H_DECISION, E_SRC, E_TGT, E_TKIND, H_PEND_N, H_STACK_N, O_ANIM, O_ASSIGNED,
                          O_ATTACKING, O_BLOCKING, O_CTRL, O_DAMAGE, O_EOT_P, O_EOT_T,
                          O_FLAGS, O_LEVEL, O_OWNER, O_P1P1, O_SICK, O_STUN, O_TAPPED,
                          O_ZONE, O_CARD, O_MISC, O_COPY, O_CHOSEN, O_EOT_KW, O_EXILED_BY, SE_W, STACK_CAP, H)
from engine.state import H_NOBJ, OBJ_W
from engine.state import E_DIV, E_X
from engine.layout import div_high, div_join, div_low, div_names, div_without
from engine.layout import blocking_at, with_blocking_at  # (tactician)
from engine.tables import (CT_ECTR_KIND, CT_ECTR_N, CT_ENTER_SAC_NAMED, CT_ETAPPED, CT_GY_WATCH,
                           CT_MV, CT_TOKEN, CT_X_N)
from engine.tables import CT_TO_GY
from engine.layout import O_GY_NEW
from engine.layout import OF_FIRST_SPELL_WAITS, OF_SPELL_COPY


@leaf
def stack_off(s, k):
    return H + s[H_NOBJ] * OBJ_W + k * SE_W


@leaf
def pend_off(s, k):
    return H + s[H_NOBJ] * OBJ_W + STACK_CAP * SE_W + k * SE_W


@leaf
def sink_top(s, k):
    """Swap stack entries k (the top, just pushed) and k - 1: a spell cast while the
    ability on top resolves (suspend, madness, Isochron Scepter's copy) goes just below
    it, so it is the top once that ability has finished resolving."""
    a = stack_off(s, k - 1)
    b = stack_off(s, k)
    for fld in range(SE_W):
        v = s[a + fld]
        s[a + fld] = s[b + fld]
        s[b + fld] = v


@leaf
def remove_entry(s, base, k, count_field):
    """Remove entry k of the list of SE_W-wide entries at `base` (the stack or the
    pending triggers), shifting the later ones down; s[count_field] is its length."""
    n = s[count_field]
    for j in range(k, n - 1):
        a = base + j * SE_W
        for fld in range(SE_W):
            s[a + fld] = s[a + SE_W + fld]
    last = base + (n - 1) * SE_W
    for fld in range(SE_W):
        s[last + fld] = 0
    s[count_field] = n - 1


@leaf
def _names_object(tkind):
    return tkind == ops.TK_OBJECT or tkind == ops.TK_SPELL


@leaf
def entry_target(s, e):
    """The target of the entry at offset e: E_TGT, or for divided damage
    (ops.TK_DIVIDED) the whole division code, kept in E_TGT and E_DIV."""
    if s[e + E_TKIND] == ops.TK_DIVIDED:
        return div_join(s[e + E_TGT], s[e + E_DIV])
    return s[e + E_TGT]


@leaf
def set_entry_target(s, e, tkind, tgt):
    s[e + E_TKIND] = tkind
    if tkind == ops.TK_DIVIDED:
        s[e + E_TGT] = div_low(tgt)
        s[e + E_DIV] = div_high(tgt)
    else:
        s[e + E_TGT] = tgt
        s[e + E_DIV] = 0


@leaf
def _targets_object(s, e, i):
    """Does the entry at offset e target object i?"""
    if _names_object(s[e + E_TKIND]):
        return s[e + E_TGT] == i
    if s[e + E_TKIND] == ops.TK_DIVIDED:
        return div_names(entry_target(s, e), i)
    return False


@leaf
def _untarget(s, e, i):
    """Object i changed zones: the entry at e no longer targets it (rule 400.7).  A
    divided damage loses that target's share; with no target left it is illegal."""
    if _names_object(s[e + E_TKIND]) and s[e + E_TGT] == i:
        s[e + E_TKIND] = ops.TK_ILLEGAL
    elif s[e + E_TKIND] == ops.TK_DIVIDED and div_names(entry_target(s, e), i):
        rest = div_without(entry_target(s, e), i)
        if rest == 0:
            set_entry_target(s, e, ops.TK_ILLEGAL, 0)
        else:
            set_entry_target(s, e, ops.TK_DIVIDED, rest)


@leaf
def referenced(s, i):
    """Does anything point at object i (a stack or pending entry, a blocker)?"""
    for k in range(s[H_STACK_N]):
        e = stack_off(s, k)
        if s[e + E_SRC] == i or _targets_object(s, e, i):
            return True
    for k in range(s[H_PEND_N]):
        e = pend_off(s, k)
        if s[e + E_SRC] == i or _targets_object(s, e, i):
            return True
    for j in range(nobj(s)):
        v = s[ob(j) + O_BLOCKING]
        if blocking_at(v, 0) == i + 1 or blocking_at(v, 1) == i + 1 \
                or s[ob(j) + O_EXILED_BY] == i + 1:
            return True
    return False


@leaf
def interchangeable(s, i, j):
    """Objects i and j are identical in every field and nothing refers to
    either: swapping them changes nothing, so choices that differ only by
    which of the two is used lead to the same game (one of them is enough)."""
    a = ob(i)
    b = ob(j)
    for f in range(OBJ_W):
        if s[a + f] != s[b + f]:
            return False
    if s[H_DECISION] == ops.D_ASSIGN and (s[H_DARG] == i or s[H_DARG] == j):
        return False
    return not referenced(s, i) and not referenced(s, j)


@leaf
def offer_object(s, i, objs, masks, n):
    """Add object i to a choice's n options, unless it is interchangeable with object
    i - 1 (the same choice, offered once): the new number of options."""
    if i > 0 and interchangeable(s, i - 1, i):
        return n
    objs[n] = i
    masks[n] = 0
    return n + 1


@leaf
def _forget(s, i):
    """Targets on i become illegal; creatures blocking i stop blocking."""
    for k in range(s[H_STACK_N]):
        _untarget(s, stack_off(s, k), i)
    for k in range(s[H_PEND_N]):
        _untarget(s, pend_off(s, k), i)
    for j in range(nobj(s)):
        v = s[ob(j) + O_BLOCKING]
        if blocking_at(v, 1) == i + 1:          # its second attacker (tactician)
            v = with_blocking_at(v, 1, 0)
        if blocking_at(v, 0) == i + 1:          # the other one, if any, becomes its first
            v = with_blocking_at(with_blocking_at(v, 0, blocking_at(v, 1)), 1, 0)
        s[ob(j) + O_BLOCKING] = v


@leaf
def _reset(s, i):
    o = ob(i)
    kept = s[o + O_FLAGS] & OF_FIRST_SPELL_WAITS    # (annex) the reveal's, not the object's
    for f in (O_TAPPED, O_SICK, O_DAMAGE, O_P1P1, O_LEVEL, O_STUN, O_EOT_P, O_EOT_T, O_ANIM,
              O_ATTACKING, O_BLOCKING, O_FLAGS, O_ASSIGNED, O_MISC, O_COPY, O_CHOSEN, O_EOT_KW,
              O_EXILED_BY):
        s[o + f] = 0
    s[o + O_FLAGS] = kept


@leaf
def owned_in(s, i, zone, p):
    """Is object i a card of player p in `zone` (a hand or a library: its owner's)?"""
    o = ob(i)
    return s[o + O_CARD] >= 0 and s[o + O_ZONE] == zone and s[o + O_OWNER] == p


@leaf
def count_owned_in(s, zone, p):
    """How many cards player p has in `zone`."""
    n = 0
    for j in range(nobj(s)):
        if owned_in(s, j, zone, p):
            n += 1
    return n


@leaf
def in_hand(s, i, p):
    """Is object i a card in player p's hand?"""
    return owned_in(s, i, ops.Z_HAND, p)


@leaf
def hand_size(s, p):
    """How many cards player p holds."""
    return count_owned_in(s, ops.Z_HAND, p)


@leaf
def _release(s, i):
    """Permanent i leaves the battlefield: the cards it exiled 'until ~ leaves the
    battlefield' return (engine/verbs/exile_until.py): marked RETURNING (-1) here,
    put onto the battlefield by the next check of state-based actions."""
    for j in range(nobj(s)):
        q = ob(j)
        if s[q + O_EXILED_BY] == i + 1 and s[q + O_ZONE] == ops.Z_EXILE:
            s[q + O_EXILED_BY] = -1


@leaf
def _unwatch(s, p, ct):
    """(angel) A card left player p's graveyard (embalm's cost, a shuffle into the
    library): each permanent of p watching that graveyard's size (Energy Field,
    triggers.graveyard_watch) counts one card fewer as seen, so that a card put there
    before its next look still shows as a larger number."""
    for j in range(nobj(s)):
        q = ob(j)
        if s[q + O_CARD] >= 0 and s[q + O_ZONE] == ops.Z_BATTLEFIELD and s[q + O_CTRL] == p \
                and ct[card_of(s, j), CT_GY_WATCH]:
            s[q + O_MISC] -= 1


@leaf
def _place(s, i, zone, ct):
    """Object i is a new object in `zone` (a token leaving the battlefield ceases to exist,
    and so does a copy of a card leaving the stack: OF_SPELL_COPY, rule 704.5e)."""
    o = ob(i)
    if (s[o + O_FLAGS] & OF_SPELL_COPY) and zone != ops.Z_STACK:
        zone = ops.Z_NONE      # ---- scepter: resolved, countered or moved, it is gone
    if s[o + O_ZONE] != zone:
        _forget(s, i)
        if s[o + O_ZONE] == ops.Z_BATTLEFIELD:
            _release(s, i)
            stamp_leaving(s, i, ct)
        elif s[o + O_ZONE] == ops.Z_GRAVEYARD:
            _unwatch(s, s[o + O_OWNER], ct)
    _reset(s, i)
    if ct[s[o + O_CARD], CT_TOKEN] and zone != ops.Z_BATTLEFIELD:
        zone = ops.Z_NONE
    s[o + O_ZONE] = zone
    s[o + O_CTRL] = s[o + O_OWNER]
    if zone == ops.Z_GRAVEYARD and ct[s[o + O_CARD], CT_TO_GY]:
        # ---- eldrazi: "when ~ is put into a graveyard from anywhere" (Emrakul): marked
        # here, queued by triggers.state_triggers before anyone next decides
        s[o + O_GY_NEW] = 1


@leaf
def _sacrifice_namesakes(s, i, ct):
    """'If ~ would enter, instead sacrifice each other permanent named ~ you
    control, then put ~ onto the battlefield' (Sheltered Valley): i's owner, who
    controls it as it enters, sacrifices the others of its name (a copy of it
    included).  Only lands have it, and no land of the pool that could be
    named so is a creature, so nothing dies."""
    c = s[ob(i) + O_CARD]
    p = s[ob(i) + O_OWNER]
    for j in range(nobj(s)):
        q = ob(j)
        if j != i and s[q + O_CARD] >= 0 and s[q + O_ZONE] == ops.Z_BATTLEFIELD \
                and s[q + O_CTRL] == p and card_of(s, j) == c:
            _place(s, j, ops.Z_GRAVEYARD, ct)


@leaf
def move_to(s, i, zone, ct):
    """Move object i to `zone` as a new object; entering the battlefield applies
    its 'enters tapped' / 'enters with counters' / 'sacrifice the others named
    so' replacements.  A token that leaves the battlefield ceases to exist (its
    slot is free again)."""
    o = ob(i)
    if zone == ops.Z_BATTLEFIELD and ct[entering_card(s, i, ct), CT_ENTER_SAC_NAMED]:
        _sacrifice_namesakes(s, i, ct)
    _place(s, i, zone, ct)
    if zone == ops.Z_BATTLEFIELD:
        c = entering_card(s, i, ct)     # (moon: a nonbasic land enters as a Mountain)
        s[o + O_SICK] = 1
        s[o + O_TAPPED] = ct[c, CT_ETAPPED]
        stamp_began(s, i, ct)           # (layers) its land-type effect's timestamp
        n = ct[c, CT_ECTR_N]
        if n > 0:
            set_entering_counters(s, i, n, ct)
        if ct[c, CT_GY_WATCH]:     # the graveyard it watches (triggers.graveyard_watch)
            s[o + O_MISC] = count_owned_in(s, ops.Z_GRAVEYARD, s[o + O_CTRL])


@leaf
def set_entering_counters(s, i, n, ct):
    """Permanent i, entering, gets n counters of its card's entering kind."""
    o = ob(i)
    k = ct[s[o + O_CARD], CT_ECTR_KIND]
    if k == ops.C_P1P1:
        s[o + O_P1P1] = n
    elif k == ops.C_LEVEL:
        s[o + O_LEVEL] = n
    elif k == ops.C_STUN:
        s[o + O_STUN] = n
    else:
        s[o + O_MISC] = n


# ---- cast
@leaf
def spell_x(s, k):
    """(cast) The X stack entry k (a spell) was cast with: 0 unless chosen (ops.X_CHOSEN)."""
    v = s[stack_off(s, k) + E_X]
    return v - ops.X_CHOSEN if v >= ops.X_CHOSEN else 0


@leaf
def spell_mana_value(s, k, ct):
    """(cast) The mana value of the spell at stack index k: X counts as chosen
    on the stack (rule 202.3e)."""
    c = s[ob(s[stack_off(s, k) + E_SRC]) + O_CARD]
    return ct[c, CT_MV] + ct[c, CT_X_N] * spell_x(s, k)
