"""Effect verbs, one handler each, and the resolution of the top of the stack."""
from engine.jit import kernel, leaf  # noqa: F401

from engine import ops
from engine.rules.chars import card_of, card_types, has_kw, is_creature, nobj, ob, power
from engine.rules.mana import pay, payments
from engine.rules.targets import spell_entry, still_legal
from engine.rules.triggers import emit
from engine.rules.zones import interchangeable, move_to, remove_entry, stack_off
from engine.state import (E_AB, E_CTRL, E_KIND, E_SRC, E_TGT, E_TKIND, E_X, H_BOUND, H_DARG,
                          H_DECISION, H_LIFE, H_POISON, H_PRIO, H_RESULT, H_STACK_N, O_ANIM,
                          O_CARD, O_COPY, O_CTRL, O_DAMAGE, O_EOT_P, O_EOT_T, O_FLAGS, O_LEVEL,
                          O_MISC, O_OWNER, O_P1P1, O_STUN, O_TAPPED, O_ZONE, OF_DEATHTOUCHED,
                          OF_PREVENTED, OF_UNCOUNTERABLE)
from engine.tables import (AB_E0, AB_EN, CT_LVCAP, CT_TYPES, EF_A, EF_B, EF_IF, EF_VERB,
                           EF_WHO)

DONE = 0
WAIT = 1
FAILED = 2      # the effect could not be done (nothing to sacrifice): "if you do" fails


# ------------------------------------------------------------------ damage
@leaf
def damage_player(s, q, amt, src, ct, ef):
    """Deal damage to player q; returns the damage dealt."""
    if amt <= 0:
        return 0
    if src >= 0 and has_kw(s, src, ct, ef, ops.K_INFECT):
        s[H_POISON + q] += amt
    else:
        s[H_LIFE + q] -= amt
    if src >= 0 and has_kw(s, src, ct, ef, ops.K_LIFELINK):
        s[H_LIFE + s[ob(src) + O_CTRL]] += amt
    return amt


@leaf
def protected_from(s, i, src, ct, ef):
    """Does object i have protection from source src (everything, or instants)?"""
    if has_kw(s, i, ct, ef, ops.K_PRO_ALL):
        return True
    if src >= 0 and has_kw(s, i, ct, ef, ops.K_PRO_INSTANTS) \
            and (ct[card_of(s, src), CT_TYPES] & ops.T_INSTANT):
        return True
    return False


@leaf
def damage_object(s, i, amt, src, ct, ef):
    """Deal damage to creature i: prevented by protection; infect deals it as
    -1/-1 counters (kept in O_P1P1, where +1/+1 and -1/-1 counters cancel)."""
    if amt <= 0 or protected_from(s, i, src, ct, ef):
        return
    o = ob(i)
    if src >= 0 and has_kw(s, src, ct, ef, ops.K_INFECT):
        s[o + O_P1P1] -= amt
    else:
        s[o + O_DAMAGE] += amt
    if src >= 0 and has_kw(s, src, ct, ef, ops.K_DEATHTOUCH):
        s[o + O_FLAGS] |= OF_DEATHTOUCHED
    if src >= 0 and has_kw(s, src, ct, ef, ops.K_LIFELINK):
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


@leaf
def create_token(s, p, card, ct, ab):
    """Put a token of `card` onto the battlefield under p's control, in a free
    slot kept for it; with none free the game has passed the token bound."""
    for i in range(nobj(s)):
        o = ob(i)
        if s[o + O_CARD] == card and s[o + O_OWNER] == p and s[o + O_ZONE] == ops.Z_NONE:
            move_to(s, i, ops.Z_BATTLEFIELD, ct)
            s[o + O_CTRL] = p
            emit(s, ops.EV_ENTERS, i, 0, ct, ab)
            return
    s[H_RESULT] = ops.R_BOUND
    s[H_BOUND] |= ops.BOUND_TOKENS


@leaf
def remove_counters(s, i, kind, n):
    """Remove n counters of a kind from i (kind C_ALL: every counter)."""
    o = ob(i)
    if kind == ops.C_ALL:
        s[o + O_P1P1] = 0
        s[o + O_LEVEL] = 0
        s[o + O_STUN] = 0
        s[o + O_MISC] = 0
    elif kind == ops.C_P1P1:
        s[o + O_P1P1] = max(s[o + O_P1P1] - n, 0)
    elif kind == ops.C_LEVEL:
        s[o + O_LEVEL] = max(s[o + O_LEVEL] - n, 0)
    elif kind == ops.C_STUN:
        s[o + O_STUN] = max(s[o + O_STUN] - n, 0)
    else:
        s[o + O_MISC] = max(s[o + O_MISC] - n, 0)


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
def _victim(s, tkind, tgt, x, k):
    """The stack index a 'counter ... unless' effect at index k acts on: its
    target spell, or (ward) the entry it remembers; -1 if that is gone."""
    if tkind == ops.TK_SPELL:
        return spell_entry(s, tgt)
    if tkind == ops.TK_NONE and 0 <= x < k:
        return x
    return -1


@leaf
def _uncounterable(s, k):
    e = stack_off(s, k)
    return s[e + E_KIND] == ops.SK_SPELL and (s[ob(s[e + E_SRC]) + O_FLAGS] & OF_UNCOUNTERABLE) != 0


@leaf
def _discardable(s, i, q, excluded, ct):
    """Is object i a card in player q's hand of none of the `excluded` types?"""
    o = ob(i)
    return s[o + O_CARD] >= 0 and s[o + O_ZONE] == ops.Z_HAND and s[o + O_OWNER] == q \
        and (ct[s[o + O_CARD], CT_TYPES] & excluded) == 0


@leaf
def _has_choice_in_hand(s, q, excluded, ct):
    for i in range(nobj(s)):
        if _discardable(s, i, q, excluded, ct):
            return True
    return False


@leaf
def run_effect(s, f, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    """Apply effect row f.  Returns WAIT when a player must choose first,
    FAILED when it could not be done, DONE otherwise."""
    v = ef[f, EF_VERB]
    who = ef[f, EF_WHO]
    A = ef[f, EF_A]
    B = ef[f, EF_B]
    i = _recipient(s, who, src, tkind, tgt)
    if v == ops.V_DAMAGE:
        amt = x if A < 0 else A
        if who == ops.W_EACH_OPPONENT:
            damage_player(s, 1 - ctrl, amt, src, ct, ef)
        elif tkind == ops.TK_PLAYER:
            damage_player(s, tgt, amt, src, ct, ef)
        elif i >= 0:
            damage_object(s, i, amt, src, ct, ef)
    elif v == ops.V_GAIN_LIFE_POWER:
        if i >= 0:
            p = power(s, i, ct, ef, cfg)
            if p > 0:
                s[H_LIFE + s[ob(i) + O_CTRL]] += p
    elif v == ops.V_EXILE:
        if i >= 0:
            move_to(s, i, ops.Z_EXILE, ct)
    elif v == ops.V_DESTROY:
        if i >= 0 and not has_kw(s, i, ct, ef, ops.K_INDESTRUCTIBLE):
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
                s[o + O_LEVEL] = min(s[o + O_LEVEL] + B, ct[card_of(s, i), CT_LVCAP])
            elif A == ops.C_STUN:
                s[o + O_STUN] += B
            else:
                s[o + O_MISC] += B
    elif v == ops.V_UNTAP:
        if i >= 0:
            untap(s, i)
    elif v == ops.V_LOSE_LANDWALK:
        pass  # no supported card has landwalk; the ability still targets
    elif v == ops.V_SACRIFICE_UNLESS:
        return WAIT
    elif v == ops.V_COUNTER_UNLESS_PAY:
        k = _victim(s, tkind, tgt, x, s[H_STACK_N] - 1)
        if k < 0 or _uncounterable(s, k):
            return FAILED
        return WAIT
    elif v == ops.V_COUNTER:
        if tkind == ops.TK_SPELL:
            k = spell_entry(s, tgt)
            if k >= 0 and not _uncounterable(s, k):
                finish(s, k, ct, ab, ef)
                return DONE
        return FAILED
    elif v == ops.V_BOUNCE:
        if i >= 0:
            move_to(s, i, ops.Z_HAND, ct)
    elif v == ops.V_COPY:
        if i >= 0 and tkind == ops.TK_OBJECT:
            s[ob(i) + O_COPY] = card_of(s, tgt) + 1
    elif v == ops.V_CREATE_TOKEN:
        for _ in range(B):
            create_token(s, ctrl, A, ct, ab)
    elif v == ops.V_REMOVE_COUNTERS:
        if i >= 0:
            remove_counters(s, i, A, B)
    elif v == ops.V_PREVENT_COMBAT:
        if i >= 0:
            s[ob(i) + O_FLAGS] |= OF_PREVENTED
    elif v == ops.V_SACRIFICE:
        if i < 0 or s[ob(i) + O_CTRL] != ctrl:
            return FAILED
        put_in_graveyard(s, i, ct, ab, ef, cfg)
    elif v == ops.V_SEARCH_LIBRARY:
        pass  # 3CB libraries are empty: the search finds nothing
    elif v == ops.V_DISCARD_CHOICE:
        if tkind == ops.TK_PLAYER and _has_choice_in_hand(s, tgt, A, ct):
            return WAIT
    elif v == ops.V_DESTROY_UNLESS_PAY:
        if i < 0 or has_kw(s, i, ct, ef, ops.K_INDESTRUCTIBLE):
            return FAILED      # nothing to destroy: paying would change nothing
        return WAIT
    return DONE


# ------------------------------------------------------------- the stack
@leaf
def _fix_ward_refs(s, removed, ab, ef):
    for j in range(s[H_STACK_N]):
        e = stack_off(s, j)
        a = s[e + E_AB]
        if s[e + E_KIND] == ops.SK_TRIGGER and s[e + E_TKIND] == ops.TK_NONE \
                and ab[a, AB_EN] > 0 and ef[ab[a, AB_E0], EF_VERB] == ops.V_COUNTER_UNLESS_PAY:
            if s[e + E_X] > removed:
                s[e + E_X] -= 1
            elif s[e + E_X] == removed:
                s[e + E_X] = -1


@leaf
def finish(s, k, ct, ab, ef):
    """Entry k has resolved or is countered: it leaves the stack; a spell card
    goes to the graveyard (an instant or sorcery, or a countered permanent
    spell) unless it already moved."""
    e = stack_off(s, k)
    if s[e + E_KIND] == ops.SK_SPELL:
        src = s[e + E_SRC]
        if s[ob(src) + O_ZONE] == ops.Z_STACK:
            move_to(s, src, ops.Z_GRAVEYARD, ct)
    remove_entry(s, stack_off(s, 0), k, H_STACK_N)
    _fix_ward_refs(s, k, ab, ef)


@leaf
def _run_from(s, f0, ct, ab, ef, cfg):
    """Run the effects of the top entry from effect row f0 on; returns WAIT if a
    choice is needed (the state then waits in D_CHOICE for the chooser)."""
    k = s[H_STACK_N] - 1
    e = stack_off(s, k)
    src = s[e + E_SRC]
    ctrl = s[e + E_CTRL]
    a = s[e + E_AB]
    tk = s[e + E_TKIND]
    tg = s[e + E_TGT]
    x = s[e + E_X]
    last = DONE
    for f in range(f0, ab[a, AB_E0] + ab[a, AB_EN]):
        if ef[f, EF_IF] and last == FAILED:
            continue
        last = run_effect(s, f, src, ctrl, tk, tg, x, ct, ab, ef, cfg)
        if last == WAIT:
            v = ef[f, EF_VERB]
            if v == ops.V_COUNTER_UNLESS_PAY:
                s[H_PRIO] = s[stack_off(s, _victim(s, tk, tg, x, k)) + E_CTRL]
            elif v == ops.V_DESTROY_UNLESS_PAY:
                s[H_PRIO] = s[ob(src) + O_CTRL]
            else:
                s[H_PRIO] = ctrl
            s[H_DECISION] = ops.D_CHOICE
            s[H_DARG] = f
            return WAIT
        if s[H_RESULT] != ops.R_ONGOING:
            return DONE
    finish(s, s[H_STACK_N] - 1, ct, ab, ef)
    return DONE


@leaf
def resolve_top(s, ct, ab, ef, cfg):
    """Resolve the top of the stack.  Returns WAIT if a choice is needed first."""
    k = s[H_STACK_N] - 1
    e = stack_off(s, k)
    kind = s[e + E_KIND]
    src = s[e + E_SRC]
    ctrl = s[e + E_CTRL]
    a = s[e + E_AB]
    tk = s[e + E_TKIND]
    tg = s[e + E_TGT]
    if kind == ops.SK_SPELL and a < 0:
        # a permanent spell: it enters under its caster's control
        remove_entry(s, stack_off(s, 0), k, H_STACK_N)
        _fix_ward_refs(s, k, ab, ef)
        move_to(s, src, ops.Z_BATTLEFIELD, ct)
        s[ob(src) + O_CTRL] = ctrl
        emit(s, ops.EV_ENTERS, src, 0, ct, ab)
        return DONE
    if tk != ops.TK_NONE and not still_legal(s, a, ctrl, tk, tg, ct, ab, ef, cfg):
        finish(s, k, ct, ab, ef)   # every target is illegal: it does nothing
        return DONE
    return _run_from(s, ab[a, AB_E0], ct, ab, ef, cfg)


@leaf
def choice_options(s, ct, ab, ef, cfg, objs, masks, scratch, work):
    """Options of the pending choice: (object or -1 to decline or -2 to pay,
    payment code) pairs."""
    f = s[H_DARG]
    v = ef[f, EF_VERB]
    p = s[H_PRIO]
    n = 0
    if v != ops.V_DISCARD_CHOICE:
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
    elif v == ops.V_COUNTER_UNLESS_PAY or v == ops.V_DESTROY_UNLESS_PAY:
        req = work[0:ops.NCOLORS]
        for k in range(ops.NCOLORS):
            req[k] = 0
        m = payments(s, p, ef[f, EF_A], req, -1, -1, ct, ef, cfg, scratch, work[8:])
        for j in range(m):
            objs[n] = -2    # pay
            masks[n] = scratch[j]
            n += 1
    elif v == ops.V_DISCARD_CHOICE:
        q = s[stack_off(s, s[H_STACK_N] - 1) + E_TGT]
        for i in range(nobj(s)):
            if _discardable(s, i, q, ef[f, EF_A], ct):
                if i > 0 and interchangeable(s, i - 1, i):
                    continue    # the same card as the one before: the same choice
                objs[n] = i
                masks[n] = 0
                n += 1
    return n


@leaf
def apply_choice(s, obj, mask, ct, ab, ef, cfg):
    """Finish the resolution that waited on a choice, then run the rest of the
    entry's effects; returns WAIT if another choice is due."""
    k = s[H_STACK_N] - 1
    e = stack_off(s, k)
    src = s[e + E_SRC]
    f = s[H_DARG]
    v = ef[f, EF_VERB]
    if v == ops.V_SACRIFICE_UNLESS:
        if obj >= 0:
            put_in_graveyard(s, obj, ct, ab, ef, cfg)
        else:
            put_in_graveyard(s, src, ct, ab, ef, cfg)
    elif v == ops.V_COUNTER_UNLESS_PAY:
        if obj == -2:
            pay(s, mask, ct)
        else:
            victim = _victim(s, s[e + E_TKIND], s[e + E_TGT], s[e + E_X], k)
            if victim >= 0:
                finish(s, victim, ct, ab, ef)
    elif v == ops.V_DESTROY_UNLESS_PAY:
        if obj == -2:
            pay(s, mask, ct)
        elif s[ob(src) + O_ZONE] == ops.Z_BATTLEFIELD:
            put_in_graveyard(s, src, ct, ab, ef, cfg)
    elif v == ops.V_DISCARD_CHOICE:
        move_to(s, obj, ops.Z_GRAVEYARD, ct)
    return _run_from(s, f + 1, ct, ab, ef, cfg)
