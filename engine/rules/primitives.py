"""The game actions the effect verbs (engine/verbs/) are made of: damage, dying,
untapping, tokens, counters, leaving the stack, paying on resolution."""
from engine.jit import kernel, leaf  # noqa: F401

from engine import ops
from engine.layout import CS_PAY, CS_REQ, CS_REQ_N, cut, past
from engine.rules.chars import card_of, has_kw, is_creature, nobj, ob, power
from engine.rules.mana import payments
from engine.rules.triggers import emit
from engine.rules.zones import move_to, remove_entry, stack_off
from engine.state import (E_AB, E_KIND, E_SRC, E_TKIND, E_X, H_ACTIVE, H_BOUND, H_LIFE, H_POISON,
                          H_RESULT, H_STACK_N, O_CARD, O_CTRL, O_DAMAGE, O_FLAGS, O_LEVEL,
                          O_MISC, O_OWNER, O_P1P1, O_STUN, O_TAPPED, O_ZONE, OF_DEATHTOUCHED,
                          OF_UNCOUNTERABLE)
from engine.tables import AB_EVENT, AB_TF, CT_TYPES
from engine.statics.prevent_others_damage import prevents_damage
from engine.tables import CT_COLORS

# What a verb's resolution returns.
DONE = 0
WAIT = 1        # a player must choose first (the state waits in D_CHOICE)
FAILED = 2      # the effect could not be done (nothing to sacrifice): "if you do" fails

# A resolution choice's option (the object of A_CHOICE) besides a chosen object:
DECLINE = -1
PAY = -2


# ------------------------------------------------------------------ damage
@leaf
def damage_player(s, q, amt, src, ct, ef):
    """Deal damage to player q; returns the damage dealt (0: prevented)."""
    if amt <= 0:
        return 0
    if src >= 0 and prevents_damage(s, q, s[ob(src) + O_CTRL], ct):
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
    if src >= 0 and has_kw(s, i, ct, ef, ops.K_PRO_COLORED_SPELLS) \
            and s[ob(src) + O_ZONE] == ops.Z_STACK and ct[card_of(s, src), CT_COLORS] != 0:
        return True     # ---- eldrazi: a colored spell (resolving, so on the stack)
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
    p1p1 = s[ob(i) + O_P1P1]        # (cast) its +1/+1 counters, last known
    move_to(s, i, ops.Z_GRAVEYARD, ct)
    if was_creature:
        emit(s, ops.EV_DIES, i, lki, ct, ab)
        emit(s, ops.EV_DIES_P1P1, i, p1p1, ct, ab)


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


# ------------------------------------------------------------- the stack
@leaf
def uncounterable(s, k):
    """Is stack entry k a spell that can't be countered?"""
    e = stack_off(s, k)
    return s[e + E_KIND] == ops.SK_SPELL and (s[ob(s[e + E_SRC]) + O_FLAGS] & OF_UNCOUNTERABLE) != 0


@leaf
def _follow_removal(s, removed, ab):
    """A trigger of 'becomes the target of a spell or ability an opponent
    controls' (ward), or of an opponent casting a spell with no mana spent (Lavinia:
    eldrazi), remembers the targeting entry's stack index in E_X: when
    an entry below it leaves, the index follows; when that entry leaves, -1."""
    for j in range(s[H_STACK_N]):
        e = stack_off(s, j)
        if s[e + E_KIND] == ops.SK_TRIGGER and s[e + E_TKIND] == ops.TK_NONE \
                and (ab[s[e + E_AB], AB_EVENT] == ops.EV_TARGETED_BY_OPP
                     or (ab[s[e + E_AB], AB_TF] & ops.TF_THAT_SPELL) != 0      # (cast)
                     or ab[s[e + E_AB], AB_EVENT] == ops.EV_OPP_CASTS_FREE):
            if s[e + E_X] > removed:
                s[e + E_X] -= 1
            elif s[e + E_X] == removed:
                s[e + E_X] = -1


@leaf
def leave_stack(s, k, ab):
    """Entry k leaves the stack (resolved, countered or entering the battlefield)."""
    remove_entry(s, stack_off(s, 0), k, H_STACK_N)
    _follow_removal(s, k, ab)


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
    leave_stack(s, k, ab)


# ------------------------------------------------------- choices on resolution
@leaf
def pay_or_decline(s, p, generic, ct, ef, cfg, objs, masks, scratch, work):
    """The options of "unless [p] pays {generic}": decline, or each way to pay."""
    objs[0] = DECLINE
    masks[0] = 0
    n = 1
    req = cut(work, CS_REQ, CS_REQ_N)
    for k in range(ops.NCOLORS):
        req[k] = 0
    m = payments(s, p, generic, req, -1, -1, ct, ef, cfg, scratch, past(work, CS_PAY))
    for j in range(m):
        objs[n] = PAY
        masks[n] = scratch[j]
        n += 1
    return n


# ------------------------------------------------------------- players
@leaf
def row_player(s, who, ctrl, tkind, tgt):
    """The player an effect row applies to (its EF_WHO): the target player, its
    controller, the opponent, the active or the nonactive player; -1 if none."""
    if who == ops.W_TARGET:
        return tgt if tkind == ops.TK_PLAYER else -1
    if who == ops.W_CONTROLLER:
        return ctrl
    if who == ops.W_EACH_OPPONENT:
        return 1 - ctrl
    if who == ops.W_ACTIVE:
        return s[H_ACTIVE]
    if who == ops.W_NONACTIVE:
        return 1 - s[H_ACTIVE]
    return -1
