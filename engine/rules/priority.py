"""What a player with priority may do: pass, play a land, cast a spell,
activate an ability (rules 116, 305, 601, 602).  Mana abilities are not
separate actions: they are activated while paying (see mana.py)."""
from engine.jit import kernel, leaf  # noqa: F401

from engine import ops
from engine.rules.chars import can_tap_for_cost, nobj, ob
from engine.rules.mana import mana_available, payments
from engine.rules.zones import interchangeable
from engine.rules.targets import enum_targets
from engine.state import (H_ACTIVE, H_LAND, H_PRIO, H_STACK_N, H_STEP, O_CARD, O_CTRL, O_ZONE)
from engine.tables import (CT_MANA, AB_COST, AB_GENERIC, AB_KIND, AB_SORC, AB_TAP, CT_AB0, CT_COST,
                           CT_GENERIC, CT_NAB, CT_SPELL_AB, CT_TYPES)


@leaf
def sorcery_timing(s, p):
    st = s[H_STEP]
    return p == s[H_ACTIVE] and (st == ops.ST_MAIN1 or st == ops.ST_MAIN2) and s[H_STACK_N] == 0


@leaf
def _row(out, n, kind, obj, a, tk, tg, pay):
    out[n, ops.AC_TYPE] = kind
    out[n, ops.AC_OBJ] = obj
    out[n, ops.AC_AB] = a
    out[n, ops.AC_TKIND] = tk
    out[n, ops.AC_TGT] = tg
    out[n, ops.AC_PAY] = pay
    return n + 1


@leaf
def _with_costs(s, p, kind, i, a, generic, req, exclude, ct, ab, ef, cfg, out, n, avail,
                kinds, tgts, pays, limit, work):
    """Rows for every (target, payment) of casting/activating."""
    total = generic
    for k in range(ops.NCOLORS):
        total += req[k]
    if total > avail:
        return n
    if a >= 0:
        nt = enum_targets(s, a, p, ct, ab, ef, cfg, kinds, tgts)
    else:
        kinds[0] = ops.TK_NONE
        tgts[0] = 0
        nt = 1
    if nt == 0:
        return n
    npay = payments(s, p, generic, req, exclude, ct, ef, pays, work)
    for t in range(nt):
        for k in range(npay):
            if n >= limit:
                return n
            n = _row(out, n, kind, i, a, kinds[t], tgts[t], pays[k])
    return n


@leaf
def may_act(s, p, ct, ab, ef):
    """A cheap test, no allocation: could p do anything but pass now?  Only mana
    in total is counted (colors and targets are ignored), so this may say yes
    wrongly, never no wrongly."""
    sorc = sorcery_timing(s, p)
    avail = -1
    for i in range(nobj(s)):
        o = ob(i)
        c = s[o + O_CARD]
        if c < 0 or s[o + O_CTRL] != p:
            continue
        z = s[o + O_ZONE]
        if z == ops.Z_HAND and sorc and (ct[c, CT_TYPES] & ops.T_LAND):
            if s[H_LAND] == 0:
                return True
            continue
        if z == ops.Z_HAND and (sorc or (ct[c, CT_TYPES] & ops.T_INSTANT)):
            if avail < 0:
                avail = mana_available(s, p, ct, ef)
            total = ct[c, CT_GENERIC]
            for k in range(ops.NCOLORS):
                total += ct[c, CT_COST + k]
            if total <= avail:
                return True
        if z == ops.Z_BATTLEFIELD:
            a0 = ct[c, CT_AB0]
            for a in range(a0, a0 + ct[c, CT_NAB]):
                if ab[a, AB_KIND] != ops.AK_ACTIVATED or (ab[a, AB_SORC] and not sorc):
                    continue
                if ab[a, AB_TAP] and not can_tap_for_cost(s, i, ct, ef):
                    continue
                if avail < 0:
                    avail = mana_available(s, p, ct, ef)
                total = ab[a, AB_GENERIC]
                for k in range(ops.NCOLORS):
                    total += ab[a, AB_COST + k]
                own = 1 if (ab[a, AB_TAP] and ct[c, CT_MANA] != 0) else 0
                if total <= avail - own:
                    return True
    return False


WORK_SIZE = 80 + (1 << 12) + 128   # up to 12 object slots; also the scratch of moves.py


@leaf
def priority_actions(s, ct, ab, ef, cfg, out, limit, work):
    """Rows of out: pass first, then every other action (at most `limit` rows).
    work: int64 scratch of at least WORK_SIZE (no allocation here)."""
    p = s[H_PRIO]
    n = _row(out, 0, ops.A_PASS, -1, -1, 0, 0, 0)
    sorc = sorcery_timing(s, p)
    if not may_act(s, p, ct, ab, ef):
        return n
    avail = mana_available(s, p, ct, ef)
    n_obj = nobj(s)
    req = work[0:ops.NCOLORS]
    kinds = work[8:10 + n_obj]
    tgts = work[40:42 + n_obj]
    pays = work[80:80 + (1 << n_obj)]
    rest = work[80 + (1 << n_obj):]
    for i in range(nobj(s)):
        o = ob(i)
        c = s[o + O_CARD]
        if c < 0:
            continue
        z = s[o + O_ZONE]
        # An identical card in hand offers the same plays.  Only hand cards: a
        # permanent can also be a payer or a target, and cutting roles one by
        # one could drop every copy of a combined choice.
        if z == ops.Z_HAND and i > 0 and interchangeable(s, i - 1, i):
            continue
        if z == ops.Z_HAND and s[o + O_CTRL] == p:
            t = ct[c, CT_TYPES]
            if t & ops.T_LAND:
                if sorc and s[H_LAND] == 0 and n < limit:
                    n = _row(out, n, ops.A_LAND, i, -1, 0, 0, 0)
                continue
            if not (t & ops.T_INSTANT) and not sorc:
                continue
            for k in range(ops.NCOLORS):
                req[k] = ct[c, CT_COST + k]
            n = _with_costs(s, p, ops.A_CAST, i, ct[c, CT_SPELL_AB], ct[c, CT_GENERIC], req, -1,
                            ct, ab, ef, cfg, out, n, avail, kinds, tgts, pays, limit, rest)
        elif z == ops.Z_BATTLEFIELD and s[o + O_CTRL] == p:
            a0 = ct[c, CT_AB0]
            for a in range(a0, a0 + ct[c, CT_NAB]):
                if ab[a, AB_KIND] != ops.AK_ACTIVATED:
                    continue
                if ab[a, AB_SORC] and not sorc:
                    continue
                exclude = -1
                if ab[a, AB_TAP]:
                    if not can_tap_for_cost(s, i, ct, ef):
                        continue
                    exclude = i
                for k in range(ops.NCOLORS):
                    req[k] = ab[a, AB_COST + k]
                n = _with_costs(s, p, ops.A_ACTIVATE, i, a, ab[a, AB_GENERIC], req, exclude,
                                ct, ab, ef, cfg, out, n, avail, kinds, tgts, pays, limit, rest)
    return n
