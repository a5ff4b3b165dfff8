"""Effect verbs, one handler each, and the resolution of the top of the stack."""
from engine.jit import kernel, leaf  # noqa: F401

from engine import ops
from engine.rules.chars import has_kw, is_creature, nobj, ob, power, card_types
from engine.rules.mana import pay, payments
from engine.rules.targets import still_legal
from engine.rules.triggers import emit
from engine.rules.zones import move_to, remove_entry, stack_off
from engine.state import (E_AB, E_CTRL, E_KIND, E_SRC, E_TGT, E_TKIND, E_X, H_DARG,
                          H_DECISION, H_LIFE, H_POISON, H_PRIO, H_STACK_N, O_ANIM, O_CARD,
                          O_CTRL, O_DAMAGE, O_EOT_P, O_EOT_T, O_FLAGS, O_LEVEL, O_P1P1,
                          O_STUN, O_TAPPED, O_ZONE, OF_DEATHTOUCHED)
from engine.tables import (AB_E0, AB_EN, CT_LVCAP, EF_A, EF_B, EF_VERB,
                           EF_WHO)

DONE = 0
WAIT = 1


# ------------------------------------------------------------------ damage
@leaf
def damage_player(s, q, amt, src, ct):
    if amt <= 0:
        return
    if src >= 0 and has_kw(s, src, ct, ops.K_INFECT):
        s[H_POISON + q] += amt
    else:
        s[H_LIFE + q] -= amt
    if src >= 0 and has_kw(s, src, ct, ops.K_LIFELINK):
        s[H_LIFE + s[ob(src) + O_CTRL]] += amt


@leaf
def damage_object(s, i, amt, src, ct):
    if amt <= 0:
        return
    o = ob(i)
    s[o + O_DAMAGE] += amt
    if src >= 0 and has_kw(s, src, ct, ops.K_DEATHTOUCH):
        s[o + O_FLAGS] |= OF_DEATHTOUCHED
    if src >= 0 and has_kw(s, src, ct, ops.K_LIFELINK):
        s[H_LIFE + s[ob(src) + O_CTRL]] += amt


# ------------------------------------------------------------- leaving play
@leaf
def put_in_graveyard(s, i, ct, ab, ef, cfg):
    """Destroyed, sacrificed or dead from damage: to the graveyard, 'dies' triggers."""
    if s[ob(i) + O_ZONE] != ops.Z_BATTLEFIELD:
        return
    was_creature = is_creature(s, i, ct, ef)
    lki = power(s, i, ct, ef, cfg) if was_creature else 0
    move_to(s, i, ops.Z_GRAVEYARD, ct)
    if was_creature:
        emit(s, ops.EV_DIES, i, lki, ct, ab)


@leaf
def untap(s, i):
    """Untap, unless a stun counter is removed instead (rule 122.1d)."""
    o = ob(i)
    if not s[o + O_TAPPED]:
        return
    if s[o + O_STUN] > 0:
        s[o + O_STUN] -= 1
    else:
        s[o + O_TAPPED] = 0


# ------------------------------------------------------------------ verbs
@leaf
def _recipient(s, who, src, tkind, tgt):
    """Object a 'self'/'target' effect applies to, or -1."""
    if who == ops.W_SELF:
        return src if s[ob(src) + O_ZONE] == ops.Z_BATTLEFIELD else -1
    if tkind == ops.TK_OBJECT:
        return tgt
    return -1


@leaf
def run_effect(s, f, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    """Apply effect row f.  Returns WAIT when its controller must choose first."""
    v = ef[f, EF_VERB]
    who = ef[f, EF_WHO]
    A = ef[f, EF_A]
    B = ef[f, EF_B]
    i = _recipient(s, who, src, tkind, tgt)
    if v == ops.V_DAMAGE:
        amt = x if A < 0 else A
        if who == ops.W_EACH_OPPONENT:
            damage_player(s, 1 - ctrl, amt, src, ct)
        elif tkind == ops.TK_PLAYER:
            damage_player(s, tgt, amt, src, ct)
        elif i >= 0:
            damage_object(s, i, amt, src, ct)
    elif v == ops.V_GAIN_LIFE_POWER:
        if i >= 0:
            p = power(s, i, ct, ef, cfg)
            if p > 0:
                s[H_LIFE + s[ob(i) + O_CTRL]] += p
    elif v == ops.V_EXILE:
        if i >= 0:
            move_to(s, i, ops.Z_EXILE, ct)
    elif v == ops.V_DESTROY:
        if i >= 0 and not has_kw(s, i, ct, ops.K_INDESTRUCTIBLE):
            put_in_graveyard(s, i, ct, ab, ef, cfg)
    elif v == ops.V_ANIMATE:
        if i >= 0:
            s[ob(i) + O_ANIM] = f + 1
    elif v == ops.V_PUMP:
        if i >= 0:
            s[ob(i) + O_EOT_P] += A
            s[ob(i) + O_EOT_T] += B
    elif v == ops.V_COUNTERS:
        if i >= 0:
            o = ob(i)
            if A == ops.C_P1P1:
                s[o + O_P1P1] += B
            elif A == ops.C_LEVEL:
                s[o + O_LEVEL] = min(s[o + O_LEVEL] + B, ct[s[o + O_CARD], CT_LVCAP])
            elif A == ops.C_STUN:
                s[o + O_STUN] += B
    elif v == ops.V_UNTAP:
        if i >= 0:
            untap(s, i)
    elif v == ops.V_LOSE_LANDWALK:
        pass  # no supported card has landwalk; the ability still targets
    elif v == ops.V_SACRIFICE_UNLESS or v == ops.V_COUNTER_UNLESS_PAY:
        return WAIT
    return DONE


# ------------------------------------------------------------- the stack
@leaf
def _remove_stack_entry(s, k):
    """Take entry k off the stack (top or a countered one below), keeping the
    stack indices that ward triggers remember pointing at the right entries."""
    remove_entry(s, stack_off(s, 0), k, H_STACK_N)


@leaf
def _fix_ward_refs(s, removed, ab, ef):
    for j in range(s[H_STACK_N]):
        e = stack_off(s, j)
        a = s[e + E_AB]
        if s[e + E_KIND] == ops.SK_TRIGGER and ab[a, AB_EN] > 0 \
                and ef[ab[a, AB_E0], EF_VERB] == ops.V_COUNTER_UNLESS_PAY:
            if s[e + E_X] > removed:
                s[e + E_X] -= 1
            elif s[e + E_X] == removed:
                s[e + E_X] = -1


@leaf
def _finish(s, k, ct, ab, ef):
    """Entry k has resolved or is countered: it leaves the stack; a spell card
    goes to the graveyard (an instant or sorcery) unless it already moved."""
    e = stack_off(s, k)
    if s[e + E_KIND] == ops.SK_SPELL:
        src = s[e + E_SRC]
        if s[ob(src) + O_ZONE] == ops.Z_STACK:
            move_to(s, src, ops.Z_GRAVEYARD, ct)
    _remove_stack_entry(s, k)
    _fix_ward_refs(s, k, ab, ef)


@leaf
def resolve_top(s, ct, ab, ef, cfg):
    """Resolve the top of the stack.  Returns WAIT if a choice is needed first
    (the state then waits in D_CHOICE for the chooser)."""
    k = s[H_STACK_N] - 1
    e = stack_off(s, k)
    kind = s[e + E_KIND]
    src = s[e + E_SRC]
    ctrl = s[e + E_CTRL]
    a = s[e + E_AB]
    tk = s[e + E_TKIND]
    tg = s[e + E_TGT]
    x = s[e + E_X]
    if kind == ops.SK_SPELL and a < 0:
        # a permanent spell: it enters under its caster's control
        _remove_stack_entry(s, k)
        move_to(s, src, ops.Z_BATTLEFIELD, ct)
        s[ob(src) + O_CTRL] = ctrl
        emit(s, ops.EV_ENTERS, src, 0, ct, ab)
        return DONE
    if tk != ops.TK_NONE and not still_legal(s, a, ctrl, tk, tg, ct, ab, ef, cfg):
        _finish(s, k, ct, ab, ef)   # every target is illegal: it does nothing
        return DONE
    e0 = ab[a, AB_E0]
    for f in range(e0, e0 + ab[a, AB_EN]):
        if run_effect(s, f, src, ctrl, tk, tg, x, ct, ab, ef, cfg) == WAIT:
            v = ef[f, EF_VERB]
            if v == ops.V_COUNTER_UNLESS_PAY:
                if x < 0 or x >= k:      # the spell or ability is gone already
                    _finish(s, k, ct, ab, ef)
                    return DONE
                s[H_PRIO] = s[stack_off(s, x) + E_CTRL]
            else:
                s[H_PRIO] = ctrl
            s[H_DECISION] = ops.D_CHOICE
            s[H_DARG] = f
            return WAIT
    _finish(s, k, ct, ab, ef)
    return DONE


@leaf
def choice_options(s, ct, ab, ef, cfg, objs, masks, scratch, work):
    """Options of the pending choice: (object or -1, payment mask) pairs."""
    f = s[H_DARG]
    v = ef[f, EF_VERB]
    p = s[H_PRIO]
    n = 0
    objs[n] = -1            # decline
    masks[n] = 0
    n += 1
    if v == ops.V_SACRIFICE_UNLESS:
        for i in range(nobj(s)):
            o = ob(i)
            if s[o + O_CARD] >= 0 and s[o + O_ZONE] == ops.Z_BATTLEFIELD and s[o + O_CTRL] == p \
                    and (card_types(s, i, ct, ef) & ef[f, EF_A]):
                objs[n] = i
                masks[n] = 0
                n += 1
    elif v == ops.V_COUNTER_UNLESS_PAY:
        req = work[0:ops.NCOLORS]
        for k in range(ops.NCOLORS):
            req[k] = 0
        m = payments(s, p, ef[f, EF_A], req, -1, ct, ef, scratch, work[8:])
        for j in range(m):
            objs[n] = -2    # pay
            masks[n] = scratch[j]
            n += 1
    return n


@leaf
def apply_choice(s, obj, mask, ct, ab, ef, cfg):
    """Finish the resolution that waited on a choice."""
    k = s[H_STACK_N] - 1
    e = stack_off(s, k)
    src = s[e + E_SRC]
    x = s[e + E_X]
    f = s[H_DARG]
    v = ef[f, EF_VERB]
    if v == ops.V_SACRIFICE_UNLESS:
        if obj >= 0:
            put_in_graveyard(s, obj, ct, ab, ef, cfg)
        else:
            put_in_graveyard(s, src, ct, ab, ef, cfg)
        _finish(s, k, ct, ab, ef)
    elif v == ops.V_COUNTER_UNLESS_PAY:
        if obj == -2:
            pay(s, mask)
            _finish(s, k, ct, ab, ef)
        else:
            _finish(s, k, ct, ab, ef)   # the ward trigger leaves, then its victim
            if 0 <= x < s[H_STACK_N]:
                _finish(s, x, ct, ab, ef)
