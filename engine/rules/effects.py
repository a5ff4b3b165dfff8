"""The resolution of the top of the stack: each effect row runs its verb's
handler (engine/verbs/); a verb that asks a choice waits for it."""
from engine.jit import kernel, leaf  # noqa: F401

from engine import ops
from engine.rules.chars import ob, trigger_condition_holds
from engine.rules.combat import lone_attacker
from engine.rules.primitives import DONE, FAILED, WAIT, finish, leave_stack
from engine.rules.primitives import put_in_graveyard  # noqa: F401  (engine/moves.py imports it here)
from engine.rules.targets import still_legal
from engine.rules.triggers import emit
from engine.rules.zones import entry_target, move_to, set_entering_counters, spell_x, stack_off
from engine.state import (E_AB, E_CTRL, E_KIND, E_SRC, E_TGT, E_TKIND, E_X, H_DARG,
                          H_DECISION, H_PRIO, H_RESULT, H_STACK_N, O_CARD, O_CTRL, O_FLAGS,
                          O_SICK, O_ZONE, OF_EVOKED)
from engine.tables import AB_E0, AB_EN, CT_ECTR_X, EF_IF, EF_VERB, EF_WHO
from engine.tables import CT_ENCHANT
from engine.layout import O_ENCHANTED
from engine.verbs import dispatch


@leaf
def _recipient(s, who, src, tkind, tgt):
    """Object a 'self'/'target' effect applies to, or -1."""
    if who == ops.W_SELF:
        return src if s[ob(src) + O_ZONE] == ops.Z_BATTLEFIELD else -1
    if tkind == ops.TK_OBJECT:
        return tgt
    if who == ops.W_LONE_ATTACKER:
        return lone_attacker(s)
    return -1


@leaf
def run_effect(s, f, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    """Apply effect row f.  Returns WAIT when a player must choose first,
    FAILED when it could not be done, DONE otherwise."""
    i = _recipient(s, ef[f, EF_WHO], src, tkind, tgt)
    return dispatch.resolve(ef[f, EF_VERB], s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg)


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
    tg = entry_target(s, e)
    x = s[e + E_X]
    last = DONE
    for f in range(f0, ab[a, AB_E0] + ab[a, AB_EN]):
        if ef[f, EF_IF] and last == FAILED:
            continue
        last = run_effect(s, f, src, ctrl, tk, tg, x, ct, ab, ef, cfg)
        if last == WAIT:
            s[H_PRIO] = dispatch.chooser(ef[f, EF_VERB], s, f, src, ctrl, tk, tg, x, k, ef)
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
    tg = entry_target(s, e)
    aura = kind == ops.SK_SPELL and a >= 0 and ct[s[ob(src) + O_CARD], CT_ENCHANT] != 0
    if aura and not still_legal(s, a, ctrl, tk, tg, ct, ab, ef, cfg):
        # (annex) an Aura spell whose target is illegal does not resolve: to the
        # graveyard (rule 608.3b)
        finish(s, k, ct, ab, ef)
        return DONE
    if kind == ops.SK_SPELL and (a < 0 or aura):
        # a permanent spell: it enters under its caster's control
        evoked = (s[ob(src) + O_FLAGS] & OF_EVOKED) != 0
        haste = s[e + E_X] == ops.X_SUSPENDED   # cast by suspend (engine/verbs/suspend.py)
        xv = spell_x(s, k)     # (cast) "enters with X counters"
        leave_stack(s, k, ab)
        move_to(s, src, ops.Z_BATTLEFIELD, ct)
        if ct[s[ob(src) + O_CARD], CT_ECTR_X] and xv > 0:
            set_entering_counters(s, src, xv, ct)
        s[ob(src) + O_CTRL] = ctrl
        if aura:        # (annex) "Enchant player": attached to the player it targeted
            s[ob(src) + O_ENCHANTED] = tg + 1
        if haste:       # haste is only its summoning sickness lifted (rule 702.10)
            s[ob(src) + O_SICK] = 0
        emit(s, ops.EV_ENTERS, src, 0, ct, ab)
        if evoked:
            emit(s, ops.EV_ENTERS_EVOKED, src, 0, ct, ab)
        # "As it enters, choose a card name": its name is not chosen yet (O_CHOSEN 0),
        # so the state-based check that comes next asks its controller before anything
        # else happens (sba.check, engine/statics/chosen_name.py)
        return DONE
    if tk != ops.TK_NONE and not still_legal(s, a, ctrl, tk, tg, ct, ab, ef, cfg):
        finish(s, k, ct, ab, ef)   # every target is illegal: it does nothing
        return DONE
    if kind == ops.SK_TRIGGER and not trigger_condition_holds(s, a, src, ctrl, ct, ab):
        finish(s, k, ct, ab, ef)   # its intervening 'if' no longer holds: it does nothing
        return DONE
    return _run_from(s, ab[a, AB_E0], ct, ab, ef, cfg)


@leaf
def choice_options(s, ct, ab, ef, cfg, objs, masks, scratch, work):
    """Options of the pending choice: (object, or -1 to decline, or -2 to pay;
    payment code) pairs."""
    f = s[H_DARG]
    return dispatch.options(ef[f, EF_VERB], s, f, s[H_PRIO], ct, ab, ef, cfg, objs, masks,
                            scratch, work)


@leaf
def apply_choice(s, obj, mask, ct, ab, ef, cfg):
    """Finish the resolution that waited on a choice, then run the rest of the
    entry's effects; returns WAIT if another choice is due."""
    k = s[H_STACK_N] - 1
    src = s[stack_off(s, k) + E_SRC]
    f = s[H_DARG]
    dispatch.apply(ef[f, EF_VERB], s, obj, mask, f, k, src, ct, ab, ef, cfg)
    return _run_from(s, f + 1, ct, ab, ef, cfg)
