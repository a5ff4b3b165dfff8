"""Targets: which objects, spells and players an ability may target, now and on
resolution (rules 115, 608.2b), protection and hexproof included."""
from engine.jit import kernel, leaf  # noqa: F401

from engine import ops
from engine.statics.you_have_hexproof import has_hexproof
from engine.rules.chars import (card_of, card_types, has_kw, is_basic, is_legendary, nobj, ob,
                                power_toughness, subtypes)
from engine.layout import DIV_UNITS, ERR_ACTIONS, div_unit, with_div_unit
from engine.state import (E_KIND, E_SRC, E_TKIND, H_ERROR, H_STACK_N, O_ATTACKING, O_CARD, O_CTRL,
                          O_ZONE)
from engine.rules.zones import entry_target, spell_mana_value, stack_off
from engine.tables import (AB_CARD, AB_DIVIDED, AB_KIND, AB_TF, AB_TK, AB_TMV, AB_TMV_MAX, AB_TSPT,
                           AB_TSUB, CT_MV, CT_TYPES)
from engine.tables import CT_COLORS


@leaf
def _from_instant(a, ct, ab):
    return ab[a, AB_KIND] == ops.AK_SPELL and (ct[ab[a, AB_CARD], CT_TYPES] & ops.T_INSTANT) != 0


@leaf
def object_ok(s, i, a, p, ct, ab, ef, cfg):
    """May ability row a, controlled by p, target permanent i?"""
    o = ob(i)
    if s[o + O_CARD] < 0 or s[o + O_ZONE] != ops.Z_BATTLEFIELD:
        return False
    tk = ab[a, AB_TK]
    t = card_types(s, i, ct, ef)
    ok = False
    if (tk & ops.TG_CREATURE) and (t & ops.T_CREATURE):
        ok = True
    if (tk & ops.TG_LAND) and (t & ops.T_LAND):
        ok = True
    if tk & ops.TG_PERMANENT:
        ok = True
    if not ok:
        return False
    tf = ab[a, AB_TF]
    if (tf & ops.TF_NONBASIC) and is_basic(s, i, ct):
        return False
    ctrl = s[o + O_CTRL]
    if (tf & ops.TF_OPPONENT) and ctrl == p:
        return False
    if (tf & ops.TF_YOURS) and ctrl != p:
        return False
    if (tf & ops.TF_ATTACKING) and not s[o + O_ATTACKING]:
        return False
    if (tf & ops.TF_LEGENDARY) and not is_legendary(s, i, ct, cfg):
        return False
    if tf & ops.TF_ONE_ONE:
        pw, tg = power_toughness(s, i, ct, ef, cfg)
        if pw != 1 or tg != 1:
            return False
    if (tf & ops.TF_NONLAND) and (t & ops.T_LAND):
        return False
    if ab[a, AB_TMV_MAX] > 0 and ct[card_of(s, i), CT_MV] >= ab[a, AB_TMV_MAX]:
        return False
    if ab[a, AB_TSUB] != 0 and (subtypes(s, i, ct, ef, cfg) & ab[a, AB_TSUB]) == 0:
        return False
    if has_kw(s, i, ct, ef, ops.K_SHROUD | ops.K_PRO_ALL):
        return False
    if ctrl != p and has_kw(s, i, ct, ef, ops.K_HEXPROOF):
        return False
    if _from_instant(a, ct, ab) and has_kw(s, i, ct, ef, ops.K_PRO_INSTANTS):
        return False
    if ab[a, AB_KIND] == ops.AK_SPELL and ct[ab[a, AB_CARD], CT_COLORS] != 0 \
            and has_kw(s, i, ct, ef, ops.K_PRO_COLORED_SPELLS):
        return False    # ---- eldrazi: protection from spells that are one or more colors
    return True


@leaf
def spell_ok(s, i, a, ct, ab):
    """May ability row a target object i as a spell on the stack?"""
    if not (ab[a, AB_TK] & ops.TG_SPELL):
        return False
    if s[ob(i) + O_CARD] < 0 or s[ob(i) + O_ZONE] != ops.Z_STACK:
        return False
    mv = ab[a, AB_TMV]
    if mv > 0 and spell_mana_value(s, spell_entry(s, i), ct) != mv - 1:   # (cast) X counts
        return False
    if ab[a, AB_TSPT] != 0 and (ct[card_of(s, i), CT_TYPES] & ab[a, AB_TSPT]) == 0:
        return False
    if (ab[a, AB_TF] & ops.TF_NONCREATURE) and (ct[card_of(s, i), CT_TYPES] & ops.T_CREATURE):
        return False
    if ab[a, AB_TF] & ops.TF_SINGLE_TARGET:
        # "with a single target": a spell's ability has at most one target, except a
        # divided damage, which has one when all its units go to one object
        k = spell_entry(s, i)
        if k < 0:
            return False
        e = stack_off(s, k)
        if s[e + E_TKIND] == ops.TK_NONE:
            return False
        if s[e + E_TKIND] == ops.TK_DIVIDED and not div_single(entry_target(s, e)):
            return False
    return True


@leaf
def div_single(code):
    """Does the division deal all its damage to one object?"""
    for u in range(1, DIV_UNITS):
        if div_unit(code, u) != 0 and div_unit(code, u) != div_unit(code, 0):
            return False
    return True


@leaf
def spell_entry(s, i):
    """The stack index of spell object i, or -1."""
    for k in range(s[H_STACK_N]):
        e = stack_off(s, k)
        if s[e + E_KIND] == ops.SK_SPELL and s[e + E_SRC] == i:
            return k
    return -1


@leaf
def player_ok(s, q, a, p, ab):
    if not (ab[a, AB_TK] & ops.TG_PLAYER):
        return False
    tf = ab[a, AB_TF]
    if (tf & ops.TF_OPPONENT) and q == p:
        return False
    if (tf & ops.TF_YOURS) and q != p:
        return False
    return True


@leaf
def enum_targets(s, a, p, ct, ab, ef, cfg, kinds, tgts):
    """Every legal target of row a for controller p: (kind, id) pairs; returns
    the count.  An ability without a target has exactly one 'target' TK_NONE."""
    if ab[a, AB_TK] == 0:
        kinds[0] = ops.TK_NONE
        tgts[0] = 0
        return 1
    if ab[a, AB_DIVIDED] > 0:
        return enum_divisions(s, a, p, ct, ab, ef, cfg, kinds, tgts)
    n = 0
    for q in range(2):
        if player_ok(s, q, a, p, ab) and not (q != p and has_hexproof(s, q, ct)):
            kinds[n] = ops.TK_PLAYER
            tgts[n] = q
            n += 1
    for i in range(nobj(s)):
        if object_ok(s, i, a, p, ct, ab, ef, cfg):
            kinds[n] = ops.TK_OBJECT
            tgts[n] = i
            n += 1
        elif spell_ok(s, i, a, ct, ab):
            kinds[n] = ops.TK_SPELL
            tgts[n] = i
            n += 1
    return n


@leaf
def enum_divisions(s, a, p, ct, ab, ef, cfg, kinds, tgts):
    """Divided damage ("N damage divided as you choose among any number of target
    creatures", AB_DIVIDED = N): no target at all ("any number" includes zero: the
    first choice, ops.TK_NONE; it does nothing), then every division of the N points
    among legal targets, each target getting at least one (rule 601.2d), as
    (ops.TK_DIVIDED, division code) pairs: every multiset of N legal targets, once.
    More divisions than the buffer holds is the engine capacity "too many legal
    actions"."""
    kinds[0] = ops.TK_NONE
    tgts[0] = 0
    legal = 0
    t = 0
    for i in range(nobj(s)):
        if object_ok(s, i, a, p, ct, ab, ef, cfg):
            legal |= 1 << i
            t += 1
    amount = ab[a, AB_DIVIDED]
    if t == 0 or amount > DIV_UNITS:
        return 1
    room = min(kinds.shape[0], tgts.shape[0])
    n = 1
    # idx: a nondecreasing sequence of `amount` indexes into the legal targets (kept in
    # the fields of a division code), counted up like an odometer; each is one multiset
    idx = 0
    while True:
        code = 0
        for r in range(amount):
            k = div_unit(idx, r)
            # the k-th legal target's slot
            j = 0
            seen = 0
            for i in range(nobj(s)):
                if (legal >> i) & 1:
                    if seen == k:
                        j = i
                        break
                    seen += 1
            # position r holds the r-th smallest: unit amount-1-r, so units fall
            code = with_div_unit(code, amount - 1 - r, j + 1)
        if n >= room:
            s[H_ERROR] = ERR_ACTIONS
            return n
        kinds[n] = ops.TK_DIVIDED
        tgts[n] = code
        n += 1
        r = amount - 1
        while r >= 0 and div_unit(idx, r) == t - 1:
            r -= 1
        if r < 0:
            return n
        v = div_unit(idx, r) + 1
        for q in range(r, amount):
            idx = with_div_unit(idx, q, v)


@leaf
def legal_division(s, a, p, code, ct, ab, ef, cfg):
    """On resolution: the division code without the units of targets no longer
    legal (rule 608.2b: they are not affected; their share is not redistributed)."""
    out = 0
    k = 0
    for u in range(DIV_UNITS):
        v = div_unit(code, u)
        if v > 0 and object_ok(s, v - 1, a, p, ct, ab, ef, cfg):
            out = with_div_unit(out, k, v)
            k += 1
    return out


@leaf
def still_legal(s, a, p, tkind, tgt, ct, ab, ef, cfg):
    """On resolution: is the chosen target still legal (rule 608.2b)?"""
    if tkind == ops.TK_NONE:
        return True
    if tkind == ops.TK_PLAYER:
        return player_ok(s, tgt, a, p, ab) and not (tgt != p and has_hexproof(s, tgt, ct))
    if tkind == ops.TK_OBJECT:
        return object_ok(s, tgt, a, p, ct, ab, ef, cfg)
    if tkind == ops.TK_SPELL:
        return spell_ok(s, tgt, a, ct, ab)
    if tkind == ops.TK_DIVIDED:     # some target is still legal
        return legal_division(s, a, p, tgt, ct, ab, ef, cfg) != 0
    return False
