"""Combat: declaring attackers and blockers, dividing and dealing combat damage."""
from engine.jit import kernel, leaf  # noqa: F401

from engine import ops
from engine.layout import (ASSIGN_MAX, assigned_at, assigned_of, block_of, blocking_at, lane,
                           with_assigned, with_assigned_at, with_block, with_blocking_at)
from engine.rules.chars import (can_tap_for_cost, card_of, rules_card, controls_subtype, has_kw, is_creature,
                                nobj, ob,
                                power, power_toughness, subtypes)
from engine.rules.primitives import damage_object, damage_player
from engine.rules.triggers import emit
from engine.statics import attack_power_hand
from engine.state import (ERR_DAMAGE, H_ACTIVE, H_ERROR, O_ASSIGNED, O_ATTACKING, O_CARD,
                          O_BLOCKING, O_CTRL, O_DAMAGE, O_FLAGS, O_TAPPED, O_ZONE,
                          OF_ASSIGN_DONE, OF_BLOCKED, OF_DEALT_FS, OF_PREVENTED)
from engine.statics.block_additional import blocks_two
from engine.statics.fight_unless import may_fight
from engine.tables import CFG_BASIC, CT_CBB


# ------------------------------------------------------------- attackers
@leaf
def attack_candidates(s, ct, ef, out, cfg):
    a = s[H_ACTIVE]
    n = 0
    lim = attack_power_hand.attack_limit(s, ct)     # Ensnaring Bridge
    for i in range(nobj(s)):
        if s[ob(i) + O_CTRL] != a or not is_creature(s, i, ct, ef):
            continue
        if has_kw(s, i, ct, ef, ops.K_DEFENDER) or not can_tap_for_cost(s, i, ct, ef) \
                or not may_fight(s, i, ct):
            continue
        if lim != attack_power_hand.NO_LIMIT and power(s, i, ct, ef, cfg) > lim:
            continue
        out[n] = i
        n += 1
    return n


@leaf
def declare_attackers(s, mask, ct, ab, ef):
    alone = mask != 0 and (mask & (mask - 1)) == 0
    i = 0
    while mask:
        if mask & 1:
            o = ob(i)
            s[o + O_ATTACKING] = 1
            if not has_kw(s, i, ct, ef, ops.K_VIGILANCE):
                s[o + O_TAPPED] = 1
            emit(s, ops.EV_ATTACKS, i, 0, ct, ab)
        mask >>= 1
        i += 1
    if alone:
        # a creature attacks alone (rule 506.5): its controller's permanents with
        # "whenever a creature you control attacks alone" (exalted) trigger
        for j in range(nobj(s)):
            q = ob(j)
            if s[q + O_CARD] >= 0 and s[q + O_ZONE] == ops.Z_BATTLEFIELD \
                    and s[q + O_CTRL] == s[H_ACTIVE]:
                emit(s, ops.EV_ATTACKS_ALONE, j, 0, ct, ab)


@leaf
def lone_attacker(s):
    """The creature attacking alone (exalted's "that creature"): the only
    attacking object, or -1.  Exalted resolves in the declare attackers step,
    where the only creature declared is the only attacker unless it has left
    the battlefield (then it is a new object and the effect has no recipient)."""
    found = -1
    for i in range(nobj(s)):
        if s[ob(i) + O_ATTACKING]:
            if found >= 0:
                return -1
            found = i
    return found


@leaf
def any_attacker(s):
    for i in range(nobj(s)):
        if s[ob(i) + O_ATTACKING]:
            return True
    return False


# --------------------------------------------------------------- blockers
@leaf
def can_block(s, b, a, ct, ef, cfg):
    """May creature b block attacker a (evasion only; untapped is checked by the caller)?"""
    if has_kw(s, a, ct, ef, ops.K_FLYING) and not (has_kw(s, b, ct, ef, ops.K_FLYING)
                                                or has_kw(s, b, ct, ef, ops.K_REACH)):
        return False
    if has_kw(s, a, ct, ef, ops.K_PRO_ALL):
        return False        # protection from everything: no creature can block it
    cbb = ct[rules_card(s, a, ct), CT_CBB]
    if cbb and (subtypes(s, b, ct, ef, cfg) & cbb):
        return False
    # landwalk (rule 702.14): not while the defending player (b's controller) controls a
    # land of that type (CFG_BASIC: Plains, Island, Swamp, Mountain, Forest)
    if has_kw(s, a, ct, ef, ops.K_SWAMPWALK) and cfg[CFG_BASIC + 2] != 0 \
            and controls_subtype(s, s[ob(b) + O_CTRL], cfg[CFG_BASIC + 2], ct, ef, cfg):
        return False
    if has_kw(s, a, ct, ef, ops.K_ISLANDWALK) and cfg[CFG_BASIC + 1] != 0 \
            and controls_subtype(s, s[ob(b) + O_CTRL], cfg[CFG_BASIC + 1], ct, ef, cfg):
        return False
    return True


@leaf
def _pair(na, c):
    """The c-th pair (x, y), x < y, of na attackers (c from 0)."""
    for x in range(na):
        for y in range(x + 1, na):
            if c == 0:
                return x, y
            c -= 1
    return -1, -1


@leaf
def blocks(s, j, a):
    """Does object j block attacker a (as its first or second attacker)?"""
    v = s[ob(j) + O_BLOCKING]
    return v != 0 and (blocking_at(v, 0) == a + 1 or blocking_at(v, 1) == a + 1)


@leaf
def block_slot(s, j, a):
    """Which of blocker j's attackers a is (0: its first, 1: its second)."""
    return 1 if blocking_at(s[ob(j) + O_BLOCKING], 1) == a + 1 else 0


@leaf
def block_options(s, ct, ef, cfg, out, out2, work):
    """Every legal block: a block code (engine.layout.block_of), per object the
    (attacker index + 1) it blocks, and in out2 a second such code: the second
    attacker each creature that can block an additional creature blocks
    (engine/statics/block_additional.py; 0: none).
    work: scratch of 4 * n_obj.  Returns the count (capped at out's size)."""
    d = 1 - s[H_ACTIVE]
    n_obj = nobj(s)
    atk = lane(work, 0, n_obj)
    na = 0
    blk = lane(work, 1, n_obj)
    nb = 0
    for i in range(n_obj):
        if s[ob(i) + O_ATTACKING]:
            atk[na] = i
            na += 1
        elif s[ob(i) + O_CTRL] == d and is_creature(s, i, ct, ef) and not s[ob(i) + O_TAPPED] \
                and may_fight(s, i, ct):
            blk[nb] = i
            nb += 1
    # choice[j] in 0..top[j]: blocker j blocks nothing, attacker choice[j]-1, or (a
    # creature that can block an additional creature) the pair _pair(na, choice[j]-na-1)
    choice = lane(work, 2, n_obj)
    top = lane(work, 3, n_obj)
    for j in range(nb):
        choice[j] = 0
        top[j] = na
        if na >= 2 and blocks_two(s, blk[j], ct):
            top[j] = na + na * (na - 1) // 2
    n = 0
    while True:
        ok = True
        for j in range(nb):
            c = choice[j]
            if c > na:
                x, y = _pair(na, c - na - 1)
                if not can_block(s, blk[j], atk[x], ct, ef, cfg) \
                        or not can_block(s, blk[j], atk[y], ct, ef, cfg):
                    ok = False
                    break
            elif c > 0 and not can_block(s, blk[j], atk[c - 1], ct, ef, cfg):
                ok = False
                break
        if ok:
            for k in range(na):       # menace: two or more blockers, or none
                if has_kw(s, atk[k], ct, ef, ops.K_MENACE):
                    c = 0
                    for j in range(nb):
                        if choice[j] == k + 1:
                            c += 1
                        elif choice[j] > na:
                            x, y = _pair(na, choice[j] - na - 1)
                            if x == k or y == k:
                                c += 1
                    if c == 1:
                        ok = False
        if ok:
            code = 0
            code2 = 0
            for j in range(nb):
                c = choice[j]
                if c > na:
                    x, y = _pair(na, c - na - 1)
                    code = with_block(code, blk[j], atk[x] + 1)
                    code2 = with_block(code2, blk[j], atk[y] + 1)
                elif c > 0:
                    code = with_block(code, blk[j], atk[c - 1] + 1)
            if n < out.shape[0]:
                out[n] = code
                out2[n] = code2
            n += 1
        j = 0
        while j < nb:
            choice[j] += 1
            if choice[j] <= top[j]:
                break
            choice[j] = 0
            j += 1
        if j == nb:
            break
    return n


@leaf
def declare_blockers(s, code, code2, ct, ab, ef):
    for i in range(nobj(s)):
        a = block_of(code, i)
        if a:
            a2 = block_of(code2, i)     # a second attacker it blocks (0: none)
            s[ob(i) + O_BLOCKING] = with_blocking_at(with_blocking_at(0, 0, a), 1, a2)
            s[ob(a - 1) + O_FLAGS] |= OF_BLOCKED
            if a2:
                s[ob(a2 - 1) + O_FLAGS] |= OF_BLOCKED


# ----------------------------------------------------------------- damage
@leaf
def needs_first_strike_step(s, ct, ef):
    for i in range(nobj(s)):
        o = ob(i)
        if s[o + O_ATTACKING] or s[o + O_BLOCKING]:
            if has_kw(s, i, ct, ef, ops.K_FIRST_STRIKE) or has_kw(s, i, ct, ef, ops.K_DOUBLE_STRIKE):
                return True
    return False


@leaf
def deals_now(s, i, first, ct, ef):
    if first:
        return has_kw(s, i, ct, ef, ops.K_FIRST_STRIKE) or has_kw(s, i, ct, ef, ops.K_DOUBLE_STRIKE)
    return has_kw(s, i, ct, ef, ops.K_DOUBLE_STRIKE) or not (s[ob(i) + O_FLAGS] & OF_DEALT_FS)


@leaf
def _blockers_of(s, a, out):
    n = 0
    for j in range(nobj(s)):
        if blocks(s, j, a) and s[ob(j) + O_ZONE] == ops.Z_BATTLEFIELD:
            out[n] = j
            n += 1
    return n


@leaf
def next_assignment(s, first, ct, ef, cfg, work):
    """An attacker whose damage its controller must divide now, or -1: it deals
    damage this step, is blocked by two or more creatures, or has trample; then
    (rule 510.1: the active player's divisions first) a blocker of two attackers
    that deals damage this step (its controller divides it, rule 510.1d)."""
    blk = lane(work, 0, nobj(s))
    for a in range(nobj(s)):
        o = ob(a)
        if not s[o + O_ATTACKING] or (s[o + O_FLAGS] & OF_ASSIGN_DONE):
            continue
        if not is_creature(s, a, ct, ef) or not deals_now(s, a, first, ct, ef):
            continue
        if not (s[o + O_FLAGS] & OF_BLOCKED):
            continue
        p = power_toughness(s, a, ct, ef, cfg)[0]
        if p <= 0:
            continue
        nb = _blockers_of(s, a, blk)
        if nb >= 2 or (nb >= 1 and has_kw(s, a, ct, ef, ops.K_TRAMPLE)):
            return a
    for b in range(nobj(s)):
        o = ob(b)
        v = s[o + O_BLOCKING]
        if v == 0 or blocking_at(v, 1) == 0 or blocking_at(v, 0) == 0 \
                or (s[o + O_FLAGS] & OF_ASSIGN_DONE) or s[o + O_ZONE] != ops.Z_BATTLEFIELD:
            continue
        if not is_creature(s, b, ct, ef) or not deals_now(s, b, first, ct, ef):
            continue
        if power_toughness(s, b, ct, ef, cfg)[0] > 0:
            return b
    return -1


@leaf
def _lethal(s, b, src, ct, ef, cfg):
    t = power_toughness(s, b, ct, ef, cfg)[1]
    need = t - s[ob(b) + O_DAMAGE]
    if need < 0:
        need = 0
    if has_kw(s, src, ct, ef, ops.K_DEATHTOUCH) and need > 1:
        need = 1
    return need


@leaf
def assign_options(s, a, ct, ef, cfg, codes, to_player, work):
    """Every division of attacker a's power among its blockers (and the player,
    with trample once each blocker has lethal damage); or, a being a blocker of
    two attackers, of its power between them."""
    n_obj = nobj(s)
    if not s[ob(a) + O_ATTACKING]:
        p = power_toughness(s, a, ct, ef, cfg)[0]
        if p > ASSIGN_MAX:
            s[H_ERROR] = ERR_DAMAGE
            return 0
        a1 = blocking_at(s[ob(a) + O_BLOCKING], 0) - 1
        a2 = blocking_at(s[ob(a) + O_BLOCKING], 1) - 1
        for x in range(p + 1):
            codes[x] = with_assigned(with_assigned(0, a1, x), a2, p - x)
            to_player[x] = 0
        return p + 1
    blk = lane(work, 0, n_obj)
    nb = _blockers_of(s, a, blk)
    p = power_toughness(s, a, ct, ef, cfg)[0]
    if p > ASSIGN_MAX:
        s[H_ERROR] = ERR_DAMAGE
        return 0
    trample = has_kw(s, a, ct, ef, ops.K_TRAMPLE)
    amt = lane(work, 1, n_obj)
    for j in range(nb):
        amt[j] = 0
    n = 0
    while True:
        tot = 0
        for j in range(nb):
            tot += amt[j]
        rest = p - tot
        if rest >= 0:
            okp = rest == 0
            if trample and rest > 0:
                okp = True
                for j in range(nb):
                    if amt[j] < _lethal(s, blk[j], a, ct, ef, cfg):
                        okp = False
            if okp and n >= codes.shape[0]:
                s[H_ERROR] = ERR_DAMAGE
                return n
            if okp:
                code = 0
                for j in range(nb):
                    code = with_assigned(code, blk[j], amt[j])
                codes[n] = code
                to_player[n] = rest
                n += 1
        j = 0
        while j < nb:
            amt[j] += 1
            if amt[j] <= p:
                break
            amt[j] = 0
            j += 1
        if j == nb:
            break
    return n


@leaf
def record_assignment(s, a, code, to_player):
    o = ob(a)
    if not s[o + O_ATTACKING]:      # a blocker of two: what its first attacker is dealt
        a1 = blocking_at(s[o + O_BLOCKING], 0) - 1
        s[o + O_ASSIGNED] = with_assigned_at(s[o + O_ASSIGNED], 2, assigned_of(code, a1))
        s[o + O_FLAGS] |= OF_ASSIGN_DONE
        return
    for j in range(nobj(s)):
        if blocks(s, j, a):
            k = block_slot(s, j, a)
            s[ob(j) + O_ASSIGNED] = with_assigned_at(s[ob(j) + O_ASSIGNED], k,
                                                     assigned_of(code, j))
    s[o + O_ASSIGNED] = with_assigned_at(s[o + O_ASSIGNED], 0, to_player)
    s[o + O_FLAGS] |= OF_ASSIGN_DONE


@leaf
def deal_combat_damage(s, first, ct, ab, ef, cfg, work):
    """All combat damage of this step, dealt at once (rule 510.2).  A blocker of
    two attackers (engine/statics/block_additional.py) is dealt damage by each
    (two sources) and deals its own to each as divided."""
    n = nobj(s)
    d = 1 - s[H_ACTIVE]
    # amounts are fixed before any damage is dealt
    hit0 = lane(work, 0, n)         # for blockers: damage to their first attacker
    hit1 = lane(work, 1, n)         # ... to their second attacker
    got0 = lane(work, 2, n)         # blockers: damage from their first attacker
    got1 = lane(work, 3, n)         # ... from their second attacker
    to_pl = lane(work, 4, n)        # attacker damage to the defending player
    dealer = lane(work, 5, n)
    blk = lane(work, 6, n)
    for i in range(n):
        hit0[i] = 0
        hit1[i] = 0
        got0[i] = 0
        got1[i] = 0
        to_pl[i] = 0
        dealer[i] = 0
    for i in range(n):
        o = ob(i)
        if not is_creature(s, i, ct, ef) or not deals_now(s, i, first, ct, ef):
            continue
        p = power_toughness(s, i, ct, ef, cfg)[0]
        if s[o + O_ATTACKING]:
            dealer[i] = 1
            if p <= 0:
                continue
            if not (s[o + O_FLAGS] & OF_BLOCKED):
                to_pl[i] = p
            elif s[o + O_FLAGS] & OF_ASSIGN_DONE:
                to_pl[i] = assigned_at(s[o + O_ASSIGNED], 0)
                nb = _blockers_of(s, i, blk)
                for j in range(nb):
                    k = block_slot(s, blk[j], i)
                    x = assigned_at(s[ob(blk[j]) + O_ASSIGNED], k)
                    if k == 0:
                        got0[blk[j]] += x
                    else:
                        got1[blk[j]] += x
            else:
                nb = _blockers_of(s, i, blk)
                if nb == 1:
                    if block_slot(s, blk[0], i) == 0:
                        got0[blk[0]] += p
                    else:
                        got1[blk[0]] += p
                elif nb == 0 and has_kw(s, i, ct, ef, ops.K_TRAMPLE):
                    to_pl[i] = p    # its blockers are gone: all to the player (702.19e)
        elif s[o + O_BLOCKING]:
            dealer[i] = 1
            if p > 0:
                v = s[o + O_BLOCKING]
                if blocking_at(v, 0) and blocking_at(v, 1):
                    x = assigned_at(s[o + O_ASSIGNED], 2)
                    hit0[i] = x
                    hit1[i] = p - x
                elif blocking_at(v, 0):
                    hit0[i] = p
                else:
                    hit1[i] = p
    # combat damage dealt to or by a creature under a prevention effect is prevented
    for i in range(n):
        v = s[ob(i) + O_BLOCKING]
        if s[ob(i) + O_FLAGS] & OF_PREVENTED:
            to_pl[i] = 0
            got0[i] = 0
            got1[i] = 0
            hit0[i] = 0
            hit1[i] = 0
        a0 = blocking_at(v, 0) - 1
        a1 = blocking_at(v, 1) - 1
        if a0 >= 0 and (s[ob(a0) + O_FLAGS] & OF_PREVENTED):
            hit0[i] = 0         # the attacker it blocks is dealt none and deals none
            got0[i] = 0
        if a1 >= 0 and (s[ob(a1) + O_FLAGS] & OF_PREVENTED):
            hit1[i] = 0
            got1[i] = 0
    # deal it: attackers' damage, then blockers' (simultaneous: no checks between)
    for i in range(n):
        if to_pl[i] > 0:
            to_pl[i] = damage_player(s, d, to_pl[i], i, ct, ef)
    for b in range(n):
        v = s[ob(b) + O_BLOCKING]
        if got0[b] > 0:
            damage_object(s, b, got0[b], blocking_at(v, 0) - 1, ct, ef)
        if got1[b] > 0:
            damage_object(s, b, got1[b], blocking_at(v, 1) - 1, ct, ef)
    for i in range(n):
        v = s[ob(i) + O_BLOCKING]
        if hit0[i] > 0:
            damage_object(s, blocking_at(v, 0) - 1, hit0[i], i, ct, ef)
        if hit1[i] > 0:
            damage_object(s, blocking_at(v, 1) - 1, hit1[i], i, ct, ef)
    for i in range(n):
        o = ob(i)
        if to_pl[i] > 0:
            emit(s, ops.EV_COMBAT_DAMAGE_PLAYER, i, to_pl[i], ct, ab)
        if first and dealer[i] != 0:
            s[o + O_FLAGS] |= OF_DEALT_FS
        s[o + O_FLAGS] &= ~OF_ASSIGN_DONE
    for i in range(n):
        s[ob(i) + O_ASSIGNED] = 0


@leaf
def end_combat(s):
    for i in range(nobj(s)):
        o = ob(i)
        s[o + O_ATTACKING] = 0
        s[o + O_BLOCKING] = 0
        s[o + O_FLAGS] &= ~(OF_BLOCKED | OF_DEALT_FS | OF_ASSIGN_DONE)
        s[o + O_ASSIGNED] = 0
