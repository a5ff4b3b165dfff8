"""Targets: which objects, spells and players an ability may target, now and on
resolution (rules 115, 608.2b), protection and hexproof included."""
from engine.jit import kernel, leaf  # noqa: F401

from engine import ops
from engine.statics.you_have_hexproof import has_hexproof
from engine.rules.chars import (card_of, card_types, has_kw, is_basic, is_legendary, nobj, ob,
                                power_toughness, subtypes)
from engine.state import E_KIND, E_SRC, H_STACK_N, O_ATTACKING, O_CARD, O_CTRL, O_ZONE
from engine.rules.zones import stack_off
from engine.tables import AB_CARD, AB_KIND, AB_TF, AB_TK, AB_TMV, AB_TSPT, AB_TSUB, CT_MV, CT_TYPES
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
    if mv > 0 and ct[card_of(s, i), CT_MV] != mv - 1:
        return False
    if ab[a, AB_TSPT] != 0 and (ct[card_of(s, i), CT_TYPES] & ab[a, AB_TSPT]) == 0:
        return False
    if (ab[a, AB_TF] & ops.TF_NONCREATURE) and (ct[card_of(s, i), CT_TYPES] & ops.T_CREATURE):
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
    return False
