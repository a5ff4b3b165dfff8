"""The successor generator: legal actions of a state, and applying one.

    n = legal_actions(s, ct, ab, ef, cfg, out)     # rows of out[:n] (engine.layout.ACT_W wide)
    apply_action(s, row, ct, ab, ef, cfg, buf)     # s becomes the next decision point
    steps = apply_steps(s, row, ct, ab, ef, cfg, buf)  # the same, and each forced move's state

apply_action runs the game on to the next real decision: a decision with a
single legal action (priority with nothing to do but pass, say) is taken at
once, so the solver's graph holds only real choices, plus one node at the
start of every turn (which cuts chains of forced moves and makes an endless
loop of empty turns a repeated position).  The result is in canonical form.
"""
import numpy as np

from engine.jit import kernel, leaf  # noqa: F401

from engine import ops
from engine.costs import dispatch as costs
from engine.rules import combat
from engine.rules.canon import canonicalize
from engine.rules.chars import card_of, name_id, nobj, ob
from engine.rules.effects import WAIT, apply_choice, choice_options, put_in_graveyard
from engine.rules.mana import float_mana, mana_spent, pay, uncounterable_payment
from engine.rules.sba import legend_with_twin
from engine.rules.priority import all_priority_actions
from engine.rules.targets import enum_targets
from engine.rules.triggers import becomes_target, emit, on_cast, push_stack, take_pending
from engine.rules.turn import (D_BEGIN_STEP, advance, give_priority, pass_priority,
                               stay_tapped_candidates, untap_step)
from engine.rules.zones import interchangeable, move_to, pend_off
from engine.statics import chosen_name
from engine.layout import (AC_AB, AC_OBJ, AC_PAY, AC_TGT, AC_TKIND, AC_TYPE, AC_X, CB_CODES,
                           CB_CODES_N, CB_SMALL, CB_SMALL_N, CB_TO_PLAYER, CB_TO_PLAYER_N,
                           CH_MASKS, CH_MASKS_N, CH_OBJS, CH_OBJS_N, CH_PAYS, CH_PAYS_N, CH_WORK,
                           CH_WORK_N, DIV_UNITS, div_unit, PR_KINDS, PR_KINDS_N, PR_TGTS, PR_TGTS_N, action_room, cut,
                           pay_alt, pay_alt_obj, pay_phy, scratch_of,
                           scratch_of_py)
from engine.state import (H_DIRTY, E_AB, E_CTRL, E_SRC, ERR_ACTIONS, H_ACTIVE, H_DARG, H_DECISION, H_ERROR,
                          H_LAND, H_LIFE, H_PEND_N, H_PRIO, H_RESULT, H_STEP,
                          O_CARD, O_CHOSEN, O_CTRL, O_FLAGS, O_MISC, O_SICK, O_TAPPED, O_ZONE,
                          OF_UNCOUNTERABLE, OF_EVOKED)
from engine.tables import AB_FROM_GY, AB_LIFE, AB_RMX
from engine.tables import AB_IMPRINTED
from engine.layout import AC_X, O_P1P1 as _O_P1P1
from engine.tables import (AB_RMCTR, AB_SAC, AB_TAP, AB_TF, COSTS_MASK, CFG_STEPWISE, CT_ALT,
                           CT_EVOKE, CT_OPENING, CT_REVEAL, CT_SUSPEND_N, CT_UNCOUNTERABLE,
                           CT_X_N)
from engine.tables import REVEAL_FIRST_SPELL, REVEAL_FIRST_UPKEEP
from engine.layout import OF_FIRST_SPELL_WAITS
from engine.layout import O_ENCHANTED


@leaf
def _put(out, n, kind, obj, a, tk, tg, pay_):
    if n >= out.shape[0]:
        return n
    out[n, AC_TYPE] = kind
    out[n, AC_OBJ] = obj
    out[n, AC_AB] = a
    out[n, AC_TKIND] = tk
    out[n, AC_TGT] = tg
    out[n, AC_PAY] = pay_
    out[n, AC_X] = 0
    return n + 1


@leaf
def _subset_rows(s, out, n, kind, cand, nc):
    """A row of `kind` for every subset of the nc objects in cand (PAY: the subset as
    a mask of object indexes: attackers, permanents kept tapped, cards that begin
    the game on the battlefield), each subset once: of two identical objects next to
    each other in cand, a subset holding the later one holds the earlier one too."""
    for sub in range(1 << nc):
        dup = False
        for b in range(1, nc):
            if (sub >> b) & 1 and not (sub >> (b - 1)) & 1 \
                    and interchangeable(s, cand[b - 1], cand[b]):
                dup = True      # the same subset with the identical earlier object
                break
        if dup:
            continue
        m = 0
        for b in range(nc):
            if sub & (1 << b):
                m |= 1 << cand[b]
        n = _put(out, n, kind, -1, -1, 0, 0, m)
    return n


@leaf
def legal_actions(s, ct, ab, ef, cfg, out):
    """Write the legal actions of the player to decide into out; return how many."""
    return _legal(s, ct, ab, ef, cfg, out, action_room(out))


@leaf
def _legal(s, ct, ab, ef, cfg, out, limit):
    """legal_actions, stopping early at priority once `limit` rows are found
    (the forced-move test needs to know only whether there is more than one)."""
    if s[H_RESULT] != ops.R_ONGOING or s[H_ERROR] != 0:
        return 0
    work = scratch_of(out)
    d = s[H_DECISION]
    n_obj = nobj(s)
    n = 0
    if d == ops.D_TURN_START:
        # PAY: the permanents the active player chooses not to untap (a mask)
        cand = cut(work, CB_SMALL, CB_SMALL_N)
        nc = stay_tapped_candidates(s, ct, cand)
        n = _subset_rows(s, out, n, ops.A_CONTINUE, cand, nc)
    elif d == ops.D_PRIORITY:
        # not priority_actions: its quick may_act test is what stopped the engine at
        # this decision (turn.advance), so it would only say yes again
        n = all_priority_actions(s, ct, ab, ef, cfg, out, limit, work)
    elif d == ops.D_ATTACK:
        cand = cut(work, CB_SMALL, CB_SMALL_N)
        nc = combat.attack_candidates(s, ct, ef, cand, cfg)
        n = _subset_rows(s, out, n, ops.A_ATTACK, cand, nc)
    elif d == ops.D_BLOCK:
        codes = cut(work, CB_CODES, CB_CODES_N)
        codes2 = cut(work, CB_TO_PLAYER, CB_TO_PLAYER_N)    # second attackers (tactician)
        nb = combat.block_options(s, ct, ef, cfg, codes, codes2,
                                  cut(work, CB_SMALL, CB_SMALL_N))
        for k in range(min(nb, codes.shape[0])):
            m = n
            n = _put(out, n, ops.A_BLOCK, -1, -1, 0, 0, codes[k])
            if n > m:
                out[m, AC_X] = codes2[k]
        if nb > codes.shape[0]:
            s[H_ERROR] = ERR_ACTIONS
    elif d == ops.D_ASSIGN:
        codes = cut(work, CB_CODES, CB_CODES_N)
        topl = cut(work, CB_TO_PLAYER, CB_TO_PLAYER_N)
        na = combat.assign_options(s, s[H_DARG], ct, ef, cfg, codes, topl,
                                   cut(work, CB_SMALL, CB_SMALL_N))
        for k in range(na):
            n = _put(out, n, ops.A_ASSIGN, s[H_DARG], -1, 0, topl[k], codes[k])
    elif d == ops.D_CHOICE:
        objs = cut(work, CH_OBJS, CH_OBJS_N)
        masks = cut(work, CH_MASKS, CH_MASKS_N)
        pays = cut(work, CH_PAYS, CH_PAYS_N)
        nc = choice_options(s, ct, ab, ef, cfg, objs, masks, pays, cut(work, CH_WORK, CH_WORK_N))
        for k in range(nc):
            n = _put(out, n, ops.A_CHOICE, objs[k], -1, 0, 0, masks[k])
    elif d == ops.D_TRIGGER:
        p = s[H_PRIO]
        kinds = cut(work, PR_KINDS, PR_KINDS_N)
        tgts = cut(work, PR_TGTS, PR_TGTS_N)
        for k in range(s[H_PEND_N]):
            e = pend_off(s, k)
            if s[e + E_CTRL] != p:
                continue
            a = s[e + E_AB]
            nt = enum_targets(s, a, p, ct, ab, ef, cfg, kinds, tgts)
            if nt == 0 or (ab[a, AB_TF] & ops.TF_UP_TO_ONE):
                # no legal target: the trigger is removed (rule 603.3d); "up to one
                # target" with none chosen does nothing either, so it goes the same way
                n = _put(out, n, ops.A_TRIGGER, k, a, ops.TK_ILLEGAL, 0, 0)
            for t in range(nt):
                if (ab[a, AB_TF] & ops.TF_OTHER) and kinds[t] == ops.TK_OBJECT \
                        and tgts[t] == s[e + E_SRC]:
                    continue        # "other target": not the trigger's own source
                n = _put(out, n, ops.A_TRIGGER, k, a, kinds[t], tgts[t], 0)
    elif d == ops.D_NAME:
        # the permanent that has just entered (chosen_name.choice_due): a name (TGT) and,
        # for an Aura that enters enchanting no one, the player it enchants + 1 (PAY)
        i = chosen_name.choice_due(s, ct)
        names = cut(work, CH_OBJS, CH_OBJS_N)
        nn = 1
        names[0] = 0
        if chosen_name.name_due(s, i, ct):
            nn = chosen_name.name_options(s, i, ct, ab, cfg, names)
        attach = 2 if chosen_name.attach_due(s, i, ct) else 0
        for k in range(nn):
            for q in range(max(1, attach)):
                n = _put(out, n, ops.A_NAME, i, -1, 0, names[k], q + 1 if attach else 0)
    elif d == ops.D_OPENING:
        cand = cut(work, CB_SMALL, CB_SMALL_N)
        nc = opening_candidates(s, s[H_PRIO], ct, cand)
        n = _subset_rows(s, out, n, ops.A_OPENING, cand, nc)
    elif d == ops.D_LEGEND:
        p = s[H_PRIO]
        for i in range(n_obj):
            if legend_with_twin(s, i, p, ct, cfg):
                n = _put(out, n, ops.A_LEGEND, i, -1, 0, 0, 0)
    if n >= action_room(out) and limit == action_room(out):
        s[H_ERROR] = ERR_ACTIONS
    return n


@leaf
def opening_candidates(s, p, ct, out):
    """p's cards that may begin the game on the battlefield (a Leyline)."""
    n = 0
    for i in range(nobj(s)):
        o = ob(i)
        c = s[o + O_CARD]
        if c >= 0 and s[o + O_ZONE] == ops.Z_HAND and s[o + O_CTRL] == p \
                and (ct[c, CT_OPENING] or ct[c, CT_REVEAL]):    # (cast) or revealed
            out[n] = i
            n += 1
    return n


@leaf
def begin_game(s, p, mask, ct, ab):
    """p's cards in `mask` begin the game on the battlefield (not summoning
    sick, no trigger: they never entered during the game); then the other
    player chooses, or, both having chosen, the first turn begins (rule 103.6)."""
    for j in range(nobj(s)):
        if (mask >> j) & 1:
            rv = ct[s[ob(j) + O_CARD], CT_REVEAL]
            if rv:
                # (cast) revealed, it stays in hand; its "at the beginning of the first
                # upkeep" waits as a pending trigger until a player would next receive
                # priority: in the first upkeep, as it would trigger (rule 603.3)
                if rv & REVEAL_FIRST_UPKEEP:
                    emit(s, ops.EV_REVEALED_FIRST_UPKEEP, j, 0, ct, ab)
                if rv & REVEAL_FIRST_SPELL:
                    # (annex) "when each opponent casts their first spell of the game":
                    # the mark waits for that cast (triggers.on_cast)
                    s[ob(j) + O_FLAGS] |= OF_FIRST_SPELL_WAITS
                continue
            move_to(s, j, ops.Z_BATTLEFIELD, ct)
            s[ob(j) + O_SICK] = 0
    if p == s[H_ACTIVE]:
        s[H_PRIO] = 1 - p
    else:
        s[H_PRIO] = s[H_ACTIVE]
        s[H_STEP] = ops.ST_UNTAP
        s[H_DECISION] = ops.D_TURN_START


@leaf
def _division_targeted(s, code, p, k, ct, ab, ef):
    """Each target of a divided damage (a division code) becomes a target of the entry
    at stack index k, once however many points it is dealt (valiant, ward)."""
    last = 0
    for u in range(DIV_UNITS):
        v = div_unit(code, u)       # units fall, so a target's units are adjacent
        if v > 0 and v != last and s[ob(v - 1) + O_ZONE] == ops.Z_BATTLEFIELD:
            becomes_target(s, v - 1, p, k, ct, ab, ef)
        last = v


@leaf
def _apply_one(s, act, ct, ab, ef, cfg, work):
    kind = act[AC_TYPE]
    p = s[H_PRIO]
    i = act[AC_OBJ]
    s[H_DIRTY] = 1
    if kind == ops.A_CONTINUE:
        untap_step(s, act[AC_PAY], ct)
        s[H_STEP] = ops.ST_UPKEEP
        s[H_DECISION] = D_BEGIN_STEP
    elif kind == ops.A_PASS:
        s[H_DIRTY] = 0
        pass_priority(s, ct, ab, ef, cfg)
    elif kind == ops.A_LAND:
        move_to(s, i, ops.Z_BATTLEFIELD, ct)
        s[ob(i) + O_CTRL] = p
        s[ob(i) + O_CHOSEN] = act[AC_TGT]
        s[H_LAND] = 1
        emit(s, ops.EV_ENTERS, i, 0, ct, ab)
        for j in range(nobj(s)):
            if j != i and s[ob(j) + O_ZONE] == ops.Z_BATTLEFIELD and s[ob(j) + O_CTRL] == p:
                emit(s, ops.EV_OTHER_LAND, j, 0, ct, ab)
        give_priority(s, p)
    elif kind == ops.A_CAST:
        code = act[AC_PAY]
        spent = 1 if mana_spent(s, p, code) else 0
        uncounterable = False
        if not pay_alt(code):
            s[H_LIFE + p] -= 2 * pay_phy(code)
            uncounterable = uncounterable_payment(s, code, s[ob(i) + O_CARD], ct)
        pay(s, code, ct)
        if pay_alt(code):          # card i's alternative cost, using object j
            c = s[ob(i) + O_CARD]
            costs.pay(ct[c, CT_ALT + COSTS_MASK], s, c, CT_ALT, i, pay_alt_obj(code), p, ct)
        move_to(s, i, ops.Z_STACK, ct)
        if uncounterable or ct[s[ob(i) + O_CARD], CT_UNCOUNTERABLE]:
            s[ob(i) + O_FLAGS] |= OF_UNCOUNTERABLE
        if pay_alt(code) and ct[s[ob(i) + O_CARD], CT_EVOKE]:
            s[ob(i) + O_FLAGS] |= OF_EVOKED
        # (cast) a spell with {X} in its cost remembers the X chosen (ops.X_CHOSEN)
        xv = ops.X_CHOSEN + act[AC_X] if ct[s[ob(i) + O_CARD], CT_X_N] > 0 else 0
        k = push_stack(s, ops.SK_SPELL, i, p, act[AC_AB], act[AC_TKIND], act[AC_TGT], xv)
        if act[AC_TKIND] == ops.TK_OBJECT and k >= 0:
            becomes_target(s, act[AC_TGT], p, k, ct, ab, ef)
        elif act[AC_TKIND] == ops.TK_DIVIDED and k >= 0:
            _division_targeted(s, act[AC_TGT], p, k, ct, ab, ef)
        if k >= 0:
            on_cast(s, i, p, k, spent, ct, ab, ef)     # its cast triggers (rule 601.2i)
        give_priority(s, p)
    elif kind == ops.A_ACTIVATE:
        a = act[AC_AB]
        if ab[a, AB_TAP]:
            s[ob(i) + O_TAPPED] = 1
        s[ob(i) + O_MISC] -= ab[a, AB_RMCTR]
        s[H_LIFE + p] -= ab[a, AB_LIFE]             # ---- eldrazi: "Pay N life"
        xv = act[AC_X] if ab[a, AB_RMX] else 0      # ... "Remove X +1/+1 counters"
        s[ob(i) + _O_P1P1] -= xv
        if ab[a, AB_IMPRINTED]:     # ---- scepter: the card it exiled, as the ability is put
            xv = s[ob(i) + O_CHOSEN]    # on the stack (it still copies it if ~ leaves)
        pay(s, act[AC_PAY], ct)
        k = push_stack(s, ops.SK_ABILITY, i, p, a, act[AC_TKIND], act[AC_TGT], xv)
        if ab[a, AB_FROM_GY]:   # (angel) "Exile this card from your graveyard" (embalm)
            move_to(s, i, ops.Z_EXILE, ct)
        if ab[a, AB_SAC]:
            put_in_graveyard(s, i, ct, ab, ef, cfg)
            if s[ob(i) + O_ZONE] == ops.Z_BATTLEFIELD:   # a noncreature permanent
                move_to(s, i, ops.Z_GRAVEYARD, ct)
        if act[AC_TKIND] == ops.TK_OBJECT and k >= 0 and s[ob(act[AC_TGT]) + O_ZONE] == ops.Z_BATTLEFIELD:
            becomes_target(s, act[AC_TGT], p, k, ct, ab, ef)
        elif act[AC_TKIND] == ops.TK_DIVIDED and k >= 0:
            _division_targeted(s, act[AC_TGT], p, k, ct, ab, ef)
        give_priority(s, p)
    elif kind == ops.A_SUSPEND:     # a special action: no stack, p keeps priority (116.2f)
        pay(s, act[AC_PAY], ct)
        move_to(s, i, ops.Z_EXILE, ct)
        s[ob(i) + O_MISC] = ct[s[ob(i) + O_CARD], CT_SUSPEND_N]
        give_priority(s, p)
    elif kind == ops.A_FLOAT:
        float_mana(s, i, act[AC_TGT], act[AC_PAY], ct, ef, cfg)
        give_priority(s, p)         # an action: the other player may act again (117.4)
    elif kind == ops.A_ATTACK:
        combat.declare_attackers(s, act[AC_PAY], ct, ab, ef)
        give_priority(s, s[H_ACTIVE])
    elif kind == ops.A_BLOCK:
        combat.declare_blockers(s, act[AC_PAY], act[AC_X], ct, ab, ef)
        give_priority(s, s[H_ACTIVE])
    elif kind == ops.A_ASSIGN:
        combat.record_assignment(s, s[H_DARG], act[AC_PAY], act[AC_TGT])
        s[H_DECISION] = D_BEGIN_STEP
    elif kind == ops.A_CHOICE:
        if apply_choice(s, i, act[AC_PAY], ct, ab, ef, cfg) != WAIT:
            give_priority(s, s[H_ACTIVE])
    elif kind == ops.A_TRIGGER:
        receiver = s[H_DARG]
        tk = act[AC_TKIND]
        t_kind, src, ctrl, a, x = take_pending(s, i)
        if tk != ops.TK_ILLEGAL:
            k = push_stack(s, t_kind, src, ctrl, a, tk, act[AC_TGT], x)
            if tk == ops.TK_OBJECT and k >= 0:
                becomes_target(s, act[AC_TGT], ctrl, k, ct, ab, ef)
            elif tk == ops.TK_DIVIDED and k >= 0:
                _division_targeted(s, act[AC_TGT], ctrl, k, ct, ab, ef)
        give_priority(s, receiver)
    elif kind == ops.A_NAME:
        if chosen_name.name_due(s, i, ct):
            s[ob(i) + O_CHOSEN] = act[AC_TGT]
        if act[AC_PAY] > 0:
            s[ob(i) + O_ENCHANTED] = act[AC_PAY]
        give_priority(s, s[H_DARG])     # who was to receive priority (turn.advance)
    elif kind == ops.A_OPENING:
        begin_game(s, p, act[AC_PAY], ct, ab)
    elif kind == ops.A_LEGEND:
        c = name_id(card_of(s, i), ct)
        for j in range(nobj(s)):
            q = ob(j)
            if j != i and s[q + O_CARD] >= 0 and s[q + O_ZONE] == ops.Z_BATTLEFIELD \
                    and s[q + O_CTRL] == p and name_id(card_of(s, j), ct) == c:
                put_in_graveyard(s, j, ct, ab, ef, cfg)
                if s[q + O_ZONE] == ops.Z_BATTLEFIELD:
                    move_to(s, j, ops.Z_GRAVEYARD, ct)
        give_priority(s, s[H_DARG])
    advance(s, ct, ab, ef, cfg, work)


@leaf
def _forced(s, ct, ab, ef, cfg, buf):
    """Is the next decision forced, a single legal action (written to buf[0])?
    The start of a turn never is: it cuts chains of forced moves."""
    if s[H_RESULT] != ops.R_ONGOING or s[H_ERROR] != 0 or s[H_DECISION] == ops.D_TURN_START:
        return False
    return _legal(s, ct, ab, ef, cfg, buf, 2) == 1


@leaf
def apply_action(s, act, ct, ab, ef, cfg, buf):
    """Apply one legal action, then every forced one after it; canonicalize.
    buf: an action buffer (MAX_ACTIONS rows); its last rows are scratch space."""
    work = scratch_of(buf)
    _apply_one(s, act, ct, ab, ef, cfg, work)
    while _forced(s, ct, ab, ef, cfg, buf):
        _apply_one(s, buf[0], ct, ab, ef, cfg, work)
    s[H_DIRTY] = 0          # every next action sets it again (see _apply_one)
    canonicalize(s, work)


PASS_ROW = (ops.A_PASS, -1, -1, 0, 0, 0)


def apply_steps(s, act, ct, ab, ef, cfg, buf) -> list:
    """apply_action one elementary action at a time, for the narration: s ends
    exactly as apply_action leaves it, and the answer is [(action, state right
    after it)] for the action, each forced one after it, and each pass the
    engine makes for a player who cannot act (advance, stopped before it by
    CFG_STEPWISE, resumes after it).  So every step resolves at most one stack
    entry.  The states are not canonical: their object slots are s's own."""
    work = scratch_of_py(buf)
    cfg = cfg.copy()
    cfg[CFG_STEPWISE] = 1
    a = np.array(act, dtype=np.int64)
    _apply_one(s, a, ct, ab, ef, cfg, work)
    steps = [(a, s.copy())]
    while True:
        if cfg[CFG_STEPWISE] == 2:          # the pass advance stopped before
            cfg[CFG_STEPWISE] = 1
            a = np.array(PASS_ROW, dtype=np.int64)
            pass_priority(s, ct, ab, ef, cfg)
            advance(s, ct, ab, ef, cfg, work)
        elif _forced(s, ct, ab, ef, cfg, buf):
            a = buf[0].copy()
            _apply_one(s, a, ct, ab, ef, cfg, work)
        else:
            break
        steps.append((a, s.copy()))
    s[H_DIRTY] = 0
    canonicalize(s, work)
    return steps
