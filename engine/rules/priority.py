"""What a player with priority may do: pass, play a land, cast a spell,
activate an ability (rules 116, 305, 601, 602), and tap a source for mana with
nothing to pay yet (floating it).  Mana abilities are otherwise activated while
paying (see mana.py).  Floating is offered where it can matter (`float_matters`;
the argument why nothing else can change a game's value is in docs/RULES.md,
"Mana"), or in every window when cfg[CFG_FLOAT_ALL] is set (the unreduced
reference the tests compare against).

Each way to pay is its own action: which sources, Phyrexian symbols paid with
mana or 2 life, hybrid symbols paid with either color, or the spell's
alternative cost with the card or land it uses (engine.layout's PAY_* fields).
"""
from engine.jit import kernel, leaf  # noqa: F401

from engine import ops
from engine import layout
from engine.costs import dispatch as costs
from engine.costs import remove_any_counters as storage
from engine.rules.chars import (all_legendary_in_play, can_tap_for_cost, card_of, is_legendary,
                                mana_colors, nobj, ob, rules_card, entering_card)
from engine.layout import (PR_KINDS, PR_KINDS_N, PR_PAYS, PR_REQ, PR_REQ_N, PR_TGTS, PR_TGTS_N,
                           action_room, cut, lane, past, pay_sources, with_alt, with_symbols)
from engine.rules.mana import (SECOND_ABILITY, mana_available, payments, pool_code, second_colors,
                               second_ready, source_amount, source_ready)
from engine.rules.combat import lone_attacker
from engine.rules.defer import (DEFER_LATE, combat_over, paid_by_razed, pays_for_itself,
                                 razed_land, withheld)
from engine.rules.idle import idle_target
from engine.rules.self_aim import aimed_at_self
from engine.rules.own_land import aimed_at_own
from engine.rules.dead_mana import unspendable
from engine.rules.zones import entry_target, interchangeable, stack_off
from engine.layout import DIV_UNITS, div_unit
from engine.rules.targets import enum_targets
from engine.verbs import exile_playable
from engine.statics import (attack_power_hand, cast_as_flash, chosen_name, chosen_name_tax,
                            spells_cost_at_least, spells_cost_more)
from engine.state import (E_AB, E_CTRL, E_SRC, E_TGT, E_TKIND, H_ACTIVE, H_LAND, H_LIFE, H_PRIO,
                          H_STACK_N, H_STEP, O_CARD, O_CTRL, O_FLAGS, O_MISC, O_OWNER, O_ZONE,
                          OF_SPELLBOUND)
from engine.statics import cant_cast_above_lands
from engine.state import O_P1P1
from engine.tables import AB_FROM_GY, AB_LIFE, AB_RMX, CFG_DEFER, CT_GY_AB
from engine.tables import (AB_COST, AB_E0, AB_EN, AB_GENERIC, AB_KEEP, AB_KIND, AB_RMCTR, AB_SAC,
                           AB_SORC, AB_TAP, CFG_FLOAT_ALL, CFG_FLOAT_EMPTY, CT_AB0,
                           CFG_INSTANT_MANA_COLORS, CT_MANA_INSTANT,
                           CT_ENTER_SAC_NAMED, CT_GRANT_LAND_TYPE, CT_MAY_STAY_TAPPED, CT_SUPER,
                           EF_REACH, EF_WHO, CT_MANA_ONLY_FOR,
                           COSTS_MASK, CT_ALT, CT_ALT_NOT_YOUR_TURN, CT_CHOOSE_TYPE, CT_COST, CT_CTYPE, CT_GENERIC,
                           CT_HYB_A, CT_HYB_B, CT_HYB_N, CT_NAB, CT_PHY_COLOR, CT_PHY_N,
                           CT_FROM_EXILE, CT_KW, CT_NMODES, CT_NO_COST, CT_SPELL_AB, CT_SUSPEND_AB, CT_TOKEN,
                           CT_TYPES, CFG_COST_CHANGES, CFG_HAND_COUNTS, CT_ALL_LEGENDARY,
                           CT_X_N)
from engine.tables import CT_MOON_ALL, CT_MOON_NAMED
from engine.tables import CFG_PRESENT, PRESENT_INSTANT_MANA, PRESENT_STORAGE


@leaf
def sorcery_timing(s, p):
    st = s[H_STEP]
    return p == s[H_ACTIVE] and (st == ops.ST_MAIN1 or st == ops.ST_MAIN2) and s[H_STACK_N] == 0


@leaf
def _row(out, n, kind, obj, a, tk, tg, pay):
    out[n, layout.AC_TYPE] = kind
    out[n, layout.AC_OBJ] = obj
    out[n, layout.AC_AB] = a
    out[n, layout.AC_TKIND] = tk
    out[n, layout.AC_TGT] = tg
    out[n, layout.AC_PAY] = pay
    out[n, layout.AC_X] = 0
    return n + 1


@leaf
def _targets(s, a, p, ct, ab, ef, cfg, kinds, tgts):
    if a >= 0:
        return enum_targets(s, a, p, ct, ab, ef, cfg, kinds, tgts)
    kinds[0] = ops.TK_NONE
    tgts[0] = 0
    return 1


@leaf
def _with_costs(s, p, kind, i, a, generic, req, exclude, spell_card, extra, ct, ab, ef, cfg,
                out, n, avail, kinds, tgts, pays, limit, work):
    """Rows for every (target, payment) of casting/activating; `extra` is or-ed
    into each payment code (how Phyrexian/hybrid symbols were paid)."""
    total = generic
    for k in range(ops.NCOLORS):
        total += req[k]
    if total > avail:
        return n
    nt = _targets(s, a, p, ct, ab, ef, cfg, kinds, tgts)
    if nt == 0:
        return n
    npay = payments(s, p, generic, req, exclude, spell_card, ct, ef, cfg, pays, work)
    for t in range(nt):
        # (issue #10) it changes nothing; only with nothing to pay (a tax may add some)
        if total == 0 and idle_target(s, a, p, kinds[t], tgts[t], ab, cfg):
            continue
        if aimed_at_self(a, p, kinds[t], tgts[t], ab, cfg):
            continue        # (issue #10) it harms only p: never better than not doing it
        if aimed_at_own(s, i, a, p, kinds[t], tgts[t], ct, ab, ef, cfg):
            continue        # (issue #10) keeping one's own plain lands is never worse
        for k in range(npay):
            if n >= limit:
                return n
            n = _row(out, n, kind, i, a, kinds[t], tgts[t], pays[k] | extra)
    return n


@leaf
def _alt_objects(s, i, p, c, ct, ef, cfg, out):
    """Cards or lands the alternative cost of card c (object i) can use.  Of two
    identical cards in hand one is enough."""
    mask = ct[c, CT_ALT + COSTS_MASK]
    n = 0
    for j in range(nobj(s)):
        o = ob(j)
        if j == i or s[o + O_CARD] < 0 or not costs.fits(mask, s, c, CT_ALT, i, j, p, ct, ef, cfg):
            continue
        if s[o + O_ZONE] == ops.Z_HAND and j > 0 and j - 1 != i and interchangeable(s, j - 1, j):
            continue
        out[n] = j
        n += 1
    return n


@leaf
def cost_change(s, c, p, ct, cfg):
    """What the statics in play do to the cost of player p's casting card c (rule 601.2f):
    (more, least): generic mana added (negative: taken away) by every increase
    and reduction, and the least mana the total cost may come to (0: no floor),
    applied after them (Trinisphere).  Every static that changes a spell's cost
    adds its kernel here (its module in engine/statics/)."""
    more = 0
    least = 0
    if cfg[CFG_COST_CHANGES] == 0:
        return more, least
    for j in range(nobj(s)):
        o = ob(j)
        if s[o + O_CARD] < 0 or s[o + O_ZONE] != ops.Z_BATTLEFIELD:
            continue
        more += spells_cost_more.increase(s, j, c, ct)
        more += chosen_name_tax.cast_tax(s, j, c, p, ct)
        f = spells_cost_at_least.floor(s, j, ct)
        if f > least:
            least = f
    return more, least


@leaf
def changed_generic(generic, req, more, least):
    """The generic part of a cost of `generic` plus colored `req`, after the
    statics' change (more, least: cost_change)."""
    g = generic + more
    if g < 0:
        g = 0
    total = g
    for k in range(ops.NCOLORS):
        total += req[k]
    if total < least:
        g += least - total
    return g


@leaf
def _cast_rows(s, p, i, c, ct, ab, ef, cfg, out, n, avail, req, kinds, tgts, pays, limit, work):
    """Every way to cast card c (object i): mana cost variants and the alternative cost,
    for each mode of a modal spell (its ability rows: CT_NMODES)."""
    for m in range(max(1, ct[c, CT_NMODES])):
        n = _cast_rows_mode(s, p, i, c, ct[c, CT_SPELL_AB] + m, ct, ab, ef, cfg, out, n, avail,
                            req, kinds, tgts, pays, limit, work)
    return n


@leaf
def _cast_rows_mode(s, p, i, c, a, ct, ab, ef, cfg, out, n, avail, req, kinds, tgts, pays,
                    limit, work):
    """_cast_rows for one mode: ability row a (ct[c, CT_SPELL_AB] + the mode)."""
    life = s[H_LIFE + p]
    nphy = -1 if ct[c, CT_NO_COST] else ct[c, CT_PHY_N]     # no mana cost: no cast that pays one
    nhyb = ct[c, CT_HYB_N]
    more, least = cost_change(s, c, p, ct, cfg)
    if s[ob(i) + O_FLAGS] & OF_SPELLBOUND:
        more += exile_playable.MORE     # "A spell cast this way costs {2} more to cast."
    xn = ct[c, CT_X_N]
    for x in range(avail + 1 if xn > 0 else 1):     # (cast) X: every value p can afford
        if x > 0 and _spell_total(c, ct) + xn * x + min(more, 0) > avail:
            break
        n0 = n
        for j in range(nphy + 1):               # j Phyrexian symbols paid with 2 life each
            if 2 * j > life:
                break
            for h in range(nhyb + 1):           # h hybrid symbols paid with the first color
                for k in range(ops.NCOLORS):
                    req[k] = ct[c, CT_COST + k]
                if nphy:
                    req[ct[c, CT_PHY_COLOR]] += nphy - j
                if nhyb:
                    req[ct[c, CT_HYB_A]] += h
                    req[ct[c, CT_HYB_B]] += nhyb - h
                extra = with_symbols(0, j, h)
                # the card cast can't pay for itself (Simian Spirit Guide)
                generic = changed_generic(ct[c, CT_GENERIC] + xn * x, req, more, least)
                n = _with_costs(s, p, ops.A_CAST, i, a, generic, req, i, c, extra,
                                ct, ab, ef, cfg, out, n, avail, kinds, tgts, pays, limit, work)
        for r in range(n0, n):
            out[r, layout.AC_X] = x
    alt = ct[c, CT_ALT + COSTS_MASK]
    if ct[c, CT_ALT_NOT_YOUR_TURN] and s[H_ACTIVE] == p:
        alt = 0         # "if it's not your turn"
    if alt != 0 and costs.payable(alt, s, c, CT_ALT, i, p, ct, ef):
        # the statics' change applies to an alternative cost too (rule 601.2f)
        for k in range(ops.NCOLORS):
            req[k] = 0
        generic = changed_generic(0, req, more, least)
        if generic > avail:
            return n
        if generic > 0:
            npay = payments(s, p, generic, req, i, c, ct, ef, cfg, pays, work)
        else:
            pays[0] = pool_code(s, p)
            npay = 1
        objs = lane(work, 0, nobj(s))       # after payments: that uses work too
        no = _alt_objects(s, i, p, c, ct, ef, cfg, objs)
        if no > 0:
            nt = _targets(s, a, p, ct, ab, ef, cfg, kinds, tgts)
            for t in range(nt):
                for k in range(no):
                    for q in range(npay):
                        if n >= limit:
                            return n
                        n = _row(out, n, ops.A_CAST, i, a, kinds[t], tgts[t],
                                 with_alt(pays[q], objs[k]))
    return n


@leaf
def _spell_total(c, ct):
    """(cast) The least mana card c's mana cost takes with X = 0 (Phyrexian
    symbols paid with life; the payment search checks the rest exactly)."""
    total = ct[c, CT_GENERIC] + ct[c, CT_HYB_N]
    for k in range(ops.NCOLORS):
        total += ct[c, CT_COST + k]
    return total


@leaf
def _min_mana(c, ct, ab):
    """The least mana casting card c (or suspending it) can take (Phyrexian
    symbols paid with life)."""
    total = ct[c, CT_GENERIC] + ct[c, CT_HYB_N]
    for k in range(ops.NCOLORS):
        total += ct[c, CT_COST + k]
    if ct[c, CT_ALT + COSTS_MASK]:
        return 0
    a = ct[c, CT_SUSPEND_AB]
    if a >= 0:
        sus = ab[a, AB_GENERIC]
        for k in range(ops.NCOLORS):
            sus += ab[a, AB_COST + k]
        total = min(total, sus)
    return total


@leaf
def _ability_total(a, ab):
    """(angel) The mana ability row a's cost takes."""
    total = ab[a, AB_GENERIC]
    for k in range(ops.NCOLORS):
        total += ab[a, AB_COST + k]
    return total


@leaf
def graveyard_rows(s, p, i, c, ct, ab, ef, cfg, out, n, avail, req, kinds, tgts, pays, limit,
                   work):
    """(angel) Abilities of card c (object i, in p's graveyard) activated from there,
    exiling the card as part of the cost (embalm: AB_FROM_GY).  Pithing Needle and
    Phyrexian Revoker naming it stop them; Anointed Peacekeeper's tax applies."""
    if chosen_name.cant_activate(s, i, ct, cfg):
        return n
    tax = chosen_name_tax.activation_tax(s, i, ct, cfg)
    sorc = sorcery_timing(s, p)
    for a in range(ct[c, CT_AB0], ct[c, CT_AB0] + ct[c, CT_NAB]):
        if not ab[a, AB_FROM_GY] or (ab[a, AB_SORC] and not sorc):
            continue
        if ab[a, AB_LIFE] > s[H_LIFE + p]:
            continue
        for k in range(ops.NCOLORS):
            req[k] = ab[a, AB_COST + k]
        n = _with_costs(s, p, ops.A_ACTIVATE, i, a, ab[a, AB_GENERIC] + tax, req, -1, -1, 0,
                        ct, ab, ef, cfg, out, n, avail, kinds, tgts, pays, limit, work)
    return n


@leaf
def instant_speed(c, ct):
    """May card c be cast whenever its owner has priority (an instant, or flash)?"""
    return (ct[c, CT_TYPES] & ops.T_INSTANT) != 0 or (ct[c, CT_KW] & ops.K_FLASH) != 0


@leaf
def castable_obj(s, i, z, c, ct):
    """May object i (card c, in zone z) be cast from there: castable_zone, or a card
    exiled by Elite Spellbinder (OF_SPELLBOUND; its owner controls it there)?"""
    return castable_zone(z, c, ct) or (z == ops.Z_EXILE
                                       and (s[ob(i) + O_FLAGS] & OF_SPELLBOUND) != 0)


@leaf
def castable_zone(z, c, ct):
    """May card c be cast from zone z: its owner's hand, or exile for a card that
    says "You may cast [it] from exile" (a nonland card)?"""
    return z == ops.Z_HAND or (z == ops.Z_EXILE and ct[c, CT_FROM_EXILE] != 0)


@leaf
def suspend_rows(s, p, i, c, ct, ab, ef, cfg, out, n, avail, req, kinds, tgts, pays, limit,
                 work):
    """Suspend (engine/verbs/suspend.py): pay the suspend cost of card c (object
    i, in p's hand) to exile it with time counters; offered whenever p could
    cast it.  The card itself pays nothing (Simian Spirit Guide's kind)."""
    a = ct[c, CT_SUSPEND_AB]
    if a < 0:
        return n
    for k in range(ops.NCOLORS):
        req[k] = ab[a, AB_COST + k]
    return _with_costs(s, p, ops.A_SUSPEND, i, -1, ab[a, AB_GENERIC], req, i, -1, 0, ct, ab,
                       ef, cfg, out, n, avail, kinds, tgts, pays, limit, work)


@leaf
def may_act(s, p, ct, ab, ef, cfg):
    """A cheap test, no allocation: could p do anything but pass now?  Only mana
    in total is counted (colors and targets are ignored), so this may say yes
    wrongly, never no wrongly."""
    return _may_act_core(s, p, ct, ab, ef, cfg) or _any_float(s, p, ct, ab, ef, cfg)


@leaf
def _may_act_core(s, p, ct, ab, ef, cfg):
    """may_act without floating mana: could p play a land, cast a spell or
    activate an ability now (mana in total counted, storage counters included)?"""
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
        if castable_obj(s, i, z, c, ct) and (sorc or instant_speed(c, ct)
                                        or cast_as_flash.flash_all(s, p, ct)):
            if avail < 0:
                avail = mana_available(s, p, ct, ef, cfg)
            if _min_mana(c, ct, ab) <= avail:
                return True
        if z == ops.Z_GRAVEYARD and ct[c, CT_GY_AB] and s[o + O_OWNER] == p:
            # (angel) an ability activated from the graveyard (embalm)
            for a in range(ct[c, CT_AB0], ct[c, CT_AB0] + ct[c, CT_NAB]):
                if ab[a, AB_FROM_GY] and (sorc or not ab[a, AB_SORC]):
                    if avail < 0:
                        avail = mana_available(s, p, ct, ef, cfg)
                    if _ability_total(a, ab) <= avail:
                        return True
        if z == ops.Z_BATTLEFIELD:
            cc = rules_card(s, i, ct)       # (a land made a Mountain: the Mountain's)
            for pass_ in range(2):
                if pass_ == 1:
                    if cc == c or cc != card_of(s, i):      # no copy, or its abilities lost
                        break
                    cc = c
                a0 = ct[cc, CT_AB0]
                for a in range(a0, a0 + ct[cc, CT_NAB]):
                    if ab[a, AB_KIND] != ops.AK_ACTIVATED or (ab[a, AB_SORC] and not sorc):
                        continue
                    if ab[a, AB_FROM_GY]:
                        continue        # (angel) from the graveyard only
                    if ab[a, AB_TAP] and not can_tap_for_cost(s, i, ct, ef):
                        continue
                    if ab[a, AB_RMCTR] > s[o + O_MISC]:
                        continue
                    if withheld(s, i, a, p, ct, ab, ef, cfg):     # (issue #10) an inert ability
                        continue
                    total = ab[a, AB_GENERIC]
                    for k in range(ops.NCOLORS):
                        total += ab[a, AB_COST + k]
                    if total == 0:
                        return True
                    if avail < 0:
                        avail = mana_available(s, p, ct, ef, cfg)
                    if total > avail:
                        continue
                    # a source tapped for its own ability's cost can't also pay it
                    own = source_amount(s, i, ct, ef, cfg) if ab[a, AB_TAP] else 0
                    if total <= avail - own:
                        return True
    return False


@leaf
def _cost_may_remove(s, i, p, ct, ab):
    """Could p remove its source i by paying a cost, outside the stack: i's own
    ability sacrifices i without tapping it, or a card in p's hand has an
    alternative cost that returns a land (Daze)?"""
    cc = rules_card(s, i, ct)
    for a in range(ct[cc, CT_AB0], ct[cc, CT_AB0] + ct[cc, CT_NAB]):
        if ab[a, AB_KIND] == ops.AK_ACTIVATED and ab[a, AB_SAC] and not ab[a, AB_TAP]:
            return True
    for j in range(nobj(s)):
        o = ob(j)
        c = s[o + O_CARD]
        if c >= 0 and s[o + O_ZONE] == ops.Z_HAND and s[o + O_CTRL] == p \
                and (ct[c, CT_ALT + COSTS_MASK] & ops.COST_RETURN_LAND):
            return True
    return False


@leaf
def _twin_in_hand(s, i, p, ct, cfg):
    """Does p hold a land of the same card as the legendary permanent i (or as a
    permanent whose namesake's entering sacrifices it: Sheltered Valley)?"""
    if not (is_legendary(s, i, ct, cfg) or ct[card_of(s, i), CT_ENTER_SAC_NAMED]):
        return False
    for j in range(nobj(s)):
        o = ob(j)
        c = s[o + O_CARD]
        if c >= 0 and s[o + O_ZONE] == ops.Z_HAND and s[o + O_CTRL] == p \
                and (ct[c, CT_TYPES] & ops.T_LAND) and c == card_of(s, i):
            return True
    return False


@leaf
def _types_lands(ct, c):
    """Does card c change lands' types and abilities: 'Each land is a Swamp ...'
    (Urborg), 'Nonbasic lands are Mountains' (Magus of the Moon), Alpine Moon's?"""
    return ct[c, CT_GRANT_LAND_TYPE] != 0 or ct[c, CT_MOON_ALL] != 0 or ct[c, CT_MOON_NAMED] != 0


@leaf
def _controls_land_typer(s, q, ct):
    """Does player q control a permanent that changes lands' types (_types_lands)?
    An effect on q's own permanents may then change another player's sources."""
    for j in range(nobj(s)):
        o = ob(j)
        if s[o + O_CARD] >= 0 and s[o + O_ZONE] == ops.Z_BATTLEFIELD and s[o + O_CTRL] == q \
                and _types_lands(ct, card_of(s, j)):
            return True
    return False


@leaf
def _touches(s, j, p, ct, ef, cfg):
    """Can a change to permanent j change what p's mana sources make: j is one
    of them, or it changes lands' types (Urborg, Magus of the Moon)?"""
    if _types_lands(ct, card_of(s, j)):
        return True
    return s[ob(j) + O_CTRL] == p and source_amount(s, j, ct, ef, cfg) > 0


@leaf
def _top_may_change_sources(s, p, ct, ab, ef, cfg):
    """Could the top of the stack, resolving, leave one of p's mana sources
    unable to make the mana it makes now (gone, tapped, changed)?  A
    conservative test: yes unless every effect provably touches only players,
    spells or permanents that are neither p's nor give lands their types.
    docs/RULES.md ("Mana") lists the cases."""
    e = stack_off(s, s[H_STACK_N] - 1)
    src = s[e + E_SRC]
    ctrl = s[e + E_CTRL]
    tk = s[e + E_TKIND]
    if tk == ops.TK_OBJECT and _touches(s, s[e + E_TGT], p, ct, ef, cfg):
        return True
    if tk == ops.TK_DIVIDED:        # divided damage: any of its targets
        code = entry_target(s, e)
        for u in range(DIV_UNITS):
            v = div_unit(code, u)
            if v > 0 and _touches(s, v - 1, p, ct, ef, cfg):
                return True
    a = s[e + E_AB]
    if a < 0:       # a permanent spell: the legend rule, or a static on lands
        c = s[ob(src) + O_CARD]
        # (Leyline of Singularity makes every nonland permanent legendary)
        legend = (ct[c, CT_SUPER] & ops.S_LEGENDARY) != 0 \
            or (not (ct[c, CT_TYPES] & ops.T_LAND) and all_legendary_in_play(s, ct, cfg))
        return (ctrl == p and legend) or _types_lands(ct, c) \
            or ct[c, CT_ALL_LEGENDARY] != 0
    for f in range(ab[a, AB_E0], ab[a, AB_E0] + ab[a, AB_EN]):
        who = ef[f, EF_WHO]
        reach = ef[f, EF_REACH]
        on_player = reach == ops.REACH_PLAYERS or reach == ops.REACH_HAND
        if reach == ops.REACH_OWN_PERMANENT:
            # p picks a permanent of its own (a copy may meet the legend rule); or the
            # other player may pick their Urborg or Magus (moon)
            if ctrl == p or _controls_land_typer(s, ctrl, ct):
                return True
        elif who == ops.W_SELF:
            # it changes its own source only: a source of mana or of land types
            if _touches(s, src, p, ct, ef, cfg):
                return True
        elif who == ops.W_TARGET:
            if tk == ops.TK_PLAYER and not on_player and (
                    s[e + E_TGT] == p or _controls_land_typer(s, s[e + E_TGT], ct)):
                return True
        elif who == ops.W_CONTROLLER:
            # (moon: the other player's Urborg or Magus may go, changing p's lands)
            if not on_player and (ctrl == p or _controls_land_typer(s, ctrl, ct)):
                return True
        elif who == ops.W_EACH_OPPONENT:
            if not on_player and (ctrl != p or _controls_land_typer(s, 1 - ctrl, ct)):
                return True
        elif who == ops.W_TARGET_CONTROLLER:
            if not on_player:
                return True
        elif who == ops.W_LONE_ATTACKER:
            j = lone_attacker(s)
            if j >= 0 and _touches(s, j, p, ct, ef, cfg):
                return True
        else:
            return True
    return False


@leaf
def _top_takes_hand(s, p, ab, ef):
    """Could the top of the stack, resolving, take a card of any type from p's
    hand (Blackmail, Smallpox: a mana source there, Simian Spirit Guide)?"""
    if s[H_STACK_N] == 0:
        return False
    e = stack_off(s, s[H_STACK_N] - 1)
    a = s[e + E_AB]
    if a < 0:
        return False
    for f in range(ab[a, AB_E0], ab[a, AB_E0] + ab[a, AB_EN]):
        if ef[f, EF_REACH] == ops.REACH_HAND:
            if ef[f, EF_WHO] != ops.W_TARGET or s[e + E_TGT] == p:
                return True
    return False


@leaf
def _floatable(s, i, p, ct, ef, cfg):
    """Colors p may float from object i now (0: none); those of its second mana
    ability (mana.second_colors: Crystal Vein, a land's basic type) from bit _FLOAT2 up."""
    o = ob(i)
    if s[o + O_CARD] < 0 or s[o + O_CTRL] != p:
        return 0
    m = 0
    if source_ready(s, i, ct, ef, cfg):
        m = mana_colors(s, i, ct, ef, cfg)
        if ct[rules_card(s, i, ct), CT_MANA_ONLY_FOR] == ops.ONLY_ARTIFACT_SPELL:
            m |= 1 << ops.POOL_ONLY_COLOR   # its {C} for artifact spells, kept apart in the pool
    if second_ready(s, i, ct, ef, cfg):
        m |= second_colors(s, i, ct, cfg) << _FLOAT2
    return m


_FLOAT2 = 8     # _floatable's bits for a second mana ability


@leaf
def _window_float(s, p, ct, ab, ef, cfg):
    """float_matters' part that is the same for every source: 1 yes for all,
    0 no for all, -1 it depends on the source (an empty stack)."""
    if cfg[CFG_FLOAT_ALL] != 0:
        return 1
    if unspendable(s, p, ct, cfg):
        return 0        # p can pay for nothing before it empties (engine/rules/dead_mana.py)
    if cfg[CFG_DEFER] & DEFER_LATE and combat_over(s):
        return 0        # nothing can spend it before it empties (defer.DEFER_LATE)
    if s[H_STACK_N] > 0:
        return 1 if _top_may_change_sources(s, p, ct, ab, ef, cfg) else 0
    return -1 if cfg[CFG_FLOAT_EMPTY] != 0 else 0


@leaf
def _hand_counts(s, ct, cfg):
    """Does a permanent in play count the cards in a hand (Ensnaring Bridge)?
    Then using a mana source in the hand ahead makes that hand smaller."""
    return cfg[CFG_HAND_COUNTS] != 0 and \
        attack_power_hand.attack_limit(s, ct) != attack_power_hand.NO_LIMIT


@leaf
def _source_float(s, i, p, ct, ab, cfg):
    """float_matters for source i with an empty stack (only the cases the
    matchup can meet: cfg[CFG_FLOAT_EMPTY])."""
    if (cfg[CFG_FLOAT_EMPTY] & ops.FLOAT_TWIN) and sorcery_timing(s, p) and s[H_LAND] == 0 \
            and _twin_in_hand(s, i, p, ct, cfg):
        return True
    return (cfg[CFG_FLOAT_EMPTY] & ops.FLOAT_COST) != 0 and _cost_may_remove(s, i, p, ct, ab)


@leaf
def float_matters(s, i, p, w, hw, ct, ab, cfg):
    """Is tapping p's source i for mana now, with nothing to pay, a play that
    paying later in the step can't match?  Only if i could stop making that
    mana before p next has priority: the top of the stack resolves and may
    change p's sources, p plays a land that the legend rule may weigh against
    i, or p pays a cost that removes i (docs/RULES.md, "Mana", has the
    argument; cfg[CFG_FLOAT_ALL] turns the reduction off).  w: the window's
    part, the same for every source (_window_float); hw: the top of the stack
    may take any card from p's hand (_top_takes_hand)."""
    if cfg[CFG_FLOAT_ALL] != 0:
        return True
    if s[ob(i) + O_ZONE] == ops.Z_HAND:
        # a card in hand (Simian Spirit Guide) stays there until its owner uses
        # it: no card of the pool takes a creature card from a hand, but a discard of any
        # card type (Blackmail, Smallpox) may (hw); using it up empties a hand, which a
        # card may read (Lupine Prototype: FLOAT_HAND), and makes it smaller, which
        # Ensnaring Bridge in play counts
        return hw or (cfg[CFG_FLOAT_EMPTY] & ops.FLOAT_HAND) != 0 or _hand_counts(s, ct, cfg)
    if w == 1:
        razed = _razed_only(s, ct, ab)
        return razed < 0 or i == razed
    return w == -1 and _source_float(s, i, p, ct, ab, cfg)


@leaf
def _razed_only(s, ct, ab):
    """The land the top of the stack destroys when that is all it can change of
    any player's mana sources (its whole effect "destroy target land": Wasteland,
    Strip Mine; a land that gives lands their types changes others too), or -1.
    Then only that land's mana may stop being made (case 1 of "Mana" for it alone)."""
    j = razed_land(s, ab)
    return -1 if j < 0 or _types_lands(ct, card_of(s, j)) else j


@leaf
def _instant_mana(s, i, p, ct, ef, cfg):
    """Colors p may float now from i's mana ability that works only as an instant
    (Lion's Eye Diamond; 0: none, or i has no such ability).  It can't pay a cost
    being paid (mana.mana_sources skips it), so floating it with priority is its only
    use: offered in every window, in the colors a cost of the matchup names
    (cfg[CFG_INSTANT_MANA_COLORS]; docs/RULES.md, "Mana")."""
    if not cfg[CFG_PRESENT] & PRESENT_INSTANT_MANA or not ct[rules_card(s, i, ct), CT_MANA_INSTANT]:
        return 0
    return _floatable(s, i, p, ct, ef, cfg) & cfg[CFG_INSTANT_MANA_COLORS]


@leaf
def _any_float(s, p, ct, ab, ef, cfg):
    """Could p float mana now where it can matter (p can do nothing else: the
    storage lands' mana then only where the stack is not empty, or their tap
    for nothing)?"""
    present = cfg[CFG_PRESENT]
    for i in range(nobj(s) if present & PRESENT_INSTANT_MANA else 0):
        if s[ob(i) + O_CARD] >= 0 and _instant_mana(s, i, p, ct, ef, cfg) != 0:
            return True
    for i in range(nobj(s) if present & PRESENT_STORAGE else 0):
        if storage.variable(s, i, ct) and _floatable(s, i, p, ct, ef, cfg) != 0 \
                and (_storage_tap_for_none(s, i, p, ct, cfg)
                     or (storage.counters(s, i) > 0 and _storage_window(s, p, False, cfg))):
            return True
    w = _window_float(s, p, ct, ab, ef, cfg)
    hw = _top_takes_hand(s, p, ab, ef)
    if w == 0 and not hw and not _hand_counts(s, ct, cfg):
        return False
    for i in range(nobj(s)):
        if _floatable(s, i, p, ct, ef, cfg) != 0 and not storage.variable(s, i, ct) \
                and float_matters(s, i, p, w, hw, ct, ab, cfg):
            return True
    return False


@leaf
def _storage_window(s, p, core, cfg):
    """May p float a storage land's mana (X >= 1) now?  Only mana that is spent
    matters (unspent, it only cost counters), and it is spent on what p may do
    now (core: _may_act_core) or on a cost paid as the top of the stack
    resolves; every X is offered then (docs/RULES.md, "Mana")."""
    return cfg[CFG_FLOAT_ALL] != 0 or s[H_STACK_N] > 0 or core


@leaf
def _storage_tap_for_none(s, i, p, ct, cfg):
    """Is tapping storage land i for no mana (X = 0) a play worth offering now?
    Only its tapped status changes, which matters only to its 'if ~ is tapped'
    upkeep trigger and its controller's untap step (a land that may stay
    tapped): tapping it as late as possible, in the other player's end step, is
    never worse (docs/RULES.md, "Mana")."""
    if ct[rules_card(s, i, ct), CT_MAY_STAY_TAPPED] == 0:
        return False
    return cfg[CFG_FLOAT_ALL] != 0 or (s[H_ACTIVE] != p and s[H_STEP] == ops.ST_END)


@leaf
def _storage_rows(s, p, ct, ab, ef, cfg, out, n, limit):
    """A row for every (storage land, color, X) p may float now: TGT the color,
    PAY the counters removed.  Of two identical lands one is enough."""
    core = -1
    for i in range(nobj(s) if cfg[CFG_PRESENT] & PRESENT_STORAGE else 0):
        if not storage.variable(s, i, ct):
            continue
        m = _floatable(s, i, p, ct, ef, cfg)
        if m == 0 or (i > 0 and interchangeable(s, i - 1, i)):
            continue
        lo = 0 if _storage_tap_for_none(s, i, p, ct, cfg) else 1
        hi = storage.counters(s, i)
        if hi >= 1 and core < 0:
            core = 1 if _may_act_core(s, p, ct, ab, ef, cfg) else 0
        if hi >= 1 and not _storage_window(s, p, core == 1, cfg):
            hi = 0
        for x in range(lo, hi + 1):
            for k in range(ops.NCOLORS):
                if (m >> k) & 1 and n < limit:
                    n = _row(out, n, ops.A_FLOAT, i, -1, 0, k, x)
                    if x == 0:
                        break       # no mana: one row, whatever its color
    return n


@leaf
def _float_rows(s, p, ct, ab, ef, cfg, out, n, limit):
    """A row for every (source, color) p may float now: OBJ the source, TGT the
    color index.  Of two identical sources one is enough."""
    for i in range(nobj(s)):
        if s[ob(i) + O_CARD] < 0 or (i > 0 and interchangeable(s, i - 1, i)):
            continue
        m = _instant_mana(s, i, p, ct, ef, cfg)
        for k in range(ops.NCOLORS):
            if (m >> k) & 1 and n < limit:
                n = _row(out, n, ops.A_FLOAT, i, -1, 0, k, 0)
    w = _window_float(s, p, ct, ab, ef, cfg)
    hw = _top_takes_hand(s, p, ab, ef)
    if w == 0 and not hw and not _hand_counts(s, ct, cfg):
        return n
    for i in range(nobj(s)):
        m = _floatable(s, i, p, ct, ef, cfg)
        if m == 0 or (i > 0 and interchangeable(s, i - 1, i)) or storage.variable(s, i, ct) \
                or ct[rules_card(s, i, ct), CT_MANA_INSTANT]:
            continue
        if not float_matters(s, i, p, w, hw, ct, ab, cfg):
            continue
        for k in range(ops.NCOLORS + 1):      # + 1: ops.POOL_ONLY_COLOR
            if (m >> k) & 1 and n < limit:
                n = _row(out, n, ops.A_FLOAT, i, -1, 0, k, 0)
        for k in range(ops.NCOLORS):          # its second mana ability (AC_PAY SECOND_ABILITY)
            if (m >> (_FLOAT2 + k)) & 1 and n < limit:
                n = _row(out, n, ops.A_FLOAT, i, -1, 0, k, SECOND_ABILITY)
    return n


@leaf
def land_type_choices(s, p, ct, out):
    """Creature types worth choosing as p's land enters ('choose a creature
    type'): one type for each distinct set of p's creature cards it names.
    Returns the count; out holds type index + 1 (one 0 when none matters)."""
    n = 0
    for i in range(nobj(s)):
        o = ob(i)
        c = s[o + O_CARD]
        if c < 0 or s[o + O_OWNER] != p or ct[c, CT_TOKEN] \
                or not (ct[c, CT_TYPES] & ops.T_CREATURE):
            continue
        for k in range(4):
            t = ct[c, CT_CTYPE + k]
            if t == 0:
                continue
            # the creature cards of p this type names, as a mask of slots
            cover = 0
            for j in range(nobj(s)):
                q = ob(j)
                d = s[q + O_CARD]
                if d < 0 or s[q + O_OWNER] != p or ct[d, CT_TOKEN]:
                    continue
                for m in range(4):
                    if ct[d, CT_CTYPE + m] == t:
                        cover |= 1 << j
            dup = False
            for r in range(n):
                if out[2 * r + 1] == cover:
                    dup = True
                    break
            if not dup:
                out[2 * n] = t
                out[2 * n + 1] = cover
                n += 1
    if n == 0:
        out[0] = 0
        n = 1
    return n


@leaf
def priority_actions(s, ct, ab, ef, cfg, out, limit, work):
    """Rows of out: pass first, then every other action (at most `limit` rows).
    work: int64 scratch of at least layout.WORK_SIZE (no allocation here)."""
    p = s[H_PRIO]
    n = _row(out, 0, ops.A_PASS, -1, -1, 0, 0, 0)
    if not may_act(s, p, ct, ab, ef, cfg):
        return n
    return all_priority_actions(s, ct, ab, ef, cfg, out, limit, work)


@leaf
def _paid_by(out, n0, n, j):
    """Keep of rows n0..n those whose payment taps object j; the new end."""
    m = n0
    for r in range(n0, n):
        if (pay_sources(out[r, layout.AC_PAY]) >> j) & 1:
            for q in range(out.shape[1]):
                out[m, q] = out[r, q]
            m += 1
    return m


@leaf
def all_priority_actions(s, ct, ab, ef, cfg, out, limit, work):
    """priority_actions without the quick may_act test (the tests check that
    test against this full list)."""
    p = s[H_PRIO]
    n = _row(out, 0, ops.A_PASS, -1, -1, 0, 0, 0)
    sorc = sorcery_timing(s, p)
    avail = mana_available(s, p, ct, ef, cfg)
    n_obj = nobj(s)
    req = cut(work, PR_REQ, PR_REQ_N)
    kinds = cut(work, PR_KINDS, PR_KINDS_N)
    tgts = cut(work, PR_TGTS, PR_TGTS_N)
    pays = cut(work, PR_PAYS, 1 << n_obj)       # one code for each set of sources at most
    rest = past(work, PR_PAYS + (1 << n_obj))
    for i in range(nobj(s)):
        if n >= limit:      # (the forced-move test asks for two rows: it has them)
            return n
        o = ob(i)
        c = s[o + O_CARD]
        if c < 0:
            continue
        z = s[o + O_ZONE]
        # An identical card in hand offers the same plays.  Only hand cards: a
        # permanent can also be a payer or a target, and cutting roles one by
        # one could drop every copy of a combined choice.
        if castable_obj(s, i, z, c, ct) and i > 0 and interchangeable(s, i - 1, i):
            continue
        if castable_obj(s, i, z, c, ct) and s[o + O_CTRL] == p:
            t = ct[c, CT_TYPES]
            if t & ops.T_LAND:
                if sorc and s[H_LAND] == 0:
                    if ct[entering_card(s, i, ct), CT_CHOOSE_TYPE]:    # (none as a Mountain)
                        nch = land_type_choices(s, p, ct, rest)
                        for k in range(nch):
                            if n < limit:
                                n = _row(out, n, ops.A_LAND, i, -1, 0, rest[2 * k], 0)
                    elif n < limit:
                        n = _row(out, n, ops.A_LAND, i, -1, 0, 0, 0)
                continue
            if not instant_speed(c, ct) and not sorc and not cast_as_flash.flash_all(s, p, ct):
                continue
            if chosen_name.cant_cast(s, c, ct, cfg):
                continue
            if cant_cast_above_lands.forbids(s, p, c, ct, ef):     # ---- eldrazi (Lavinia)
                continue
            n = _cast_rows(s, p, i, c, ct, ab, ef, cfg, out, n, avail, req, kinds, tgts, pays,
                           limit, rest)
            n = suspend_rows(s, p, i, c, ct, ab, ef, cfg, out, n, avail, req, kinds, tgts, pays,
                             limit, rest)
        elif z == ops.Z_GRAVEYARD and ct[c, CT_GY_AB] and s[o + O_OWNER] == p:
            # (angel) embalm; of two identical cards there one is enough
            if not (i > 0 and interchangeable(s, i - 1, i)):
                n = graveyard_rows(s, p, i, c, ct, ab, ef, cfg, out, n, avail, req, kinds, tgts,
                                   pays, limit, rest)
        elif z == ops.Z_BATTLEFIELD and s[o + O_CTRL] == p \
                and not chosen_name.cant_activate(s, i, ct, cfg):
            cc = rules_card(s, i, ct)       # (a land made a Mountain: the Mountain's)
            tax = chosen_name_tax.activation_tax(s, i, ct, cfg)    # Anointed Peacekeeper
            for pass_ in range(2):
                # a copy has the copied card's abilities and those its own card keeps
                kept_only = pass_ == 1
                if kept_only:
                    if cc == c or cc != card_of(s, i):      # no copy, or its abilities lost
                        break
                    cc = c
                a0 = ct[cc, CT_AB0]
                for a in range(a0, a0 + ct[cc, CT_NAB]):
                    if ab[a, AB_KIND] != ops.AK_ACTIVATED or ab[a, AB_FROM_GY]:
                        continue        # (angel) embalm: from the graveyard only
                    if kept_only and not ab[a, AB_KEEP]:
                        continue
                    if ab[a, AB_SORC] and not sorc:
                        continue
                    if ab[a, AB_RMCTR] > s[o + O_MISC]:
                        continue
                    if withheld(s, i, a, p, ct, ab, ef, cfg):     # (issue #10) an inert ability
                        continue
                    exclude = -1
                    if ab[a, AB_TAP]:
                        if not can_tap_for_cost(s, i, ct, ef):
                            continue
                        exclude = i
                    elif not pays_for_itself(s, i, a, ab, cfg):
                        exclude = i     # (issue #10) it would be an idle animation
                    if ab[a, AB_LIFE] > s[H_LIFE + p]:
                        continue        # ---- eldrazi: life is paid only if one has it
                    # ---- eldrazi: "remove X +1/+1 counters": a row set for each X
                    nx = s[o + O_P1P1] if ab[a, AB_RMX] and s[o + O_P1P1] > 0 else 0
                    # (issue #10) above a land's destruction, maybe only paid by that land:
                    # every row is listed, then the others dropped, then `limit` kept
                    razed = paid_by_razed(s, i, a, p, ab, cfg)
                    for xv in range(nx + 1):
                        for k in range(ops.NCOLORS):
                            req[k] = ab[a, AB_COST + k]
                        n0 = n
                        n = _with_costs(s, p, ops.A_ACTIVATE, i, a, ab[a, AB_GENERIC] + tax, req,
                                        exclude, -1, 0, ct, ab, ef, cfg, out, n, avail, kinds,
                                        tgts, pays, limit if razed < 0 else action_room(out),
                                        rest)
                        if razed >= 0:
                            n = min(_paid_by(out, n0, n, razed), limit)
                        for r in range(n0, n):
                            out[r, layout.AC_X] = xv
    if n >= limit:
        return n
    n = _float_rows(s, p, ct, ab, ef, cfg, out, n, limit)
    return _storage_rows(s, p, ct, ab, ef, cfg, out, n, limit)
