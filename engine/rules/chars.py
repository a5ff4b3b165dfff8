"""Characteristics of objects: what a permanent is right now (types, P/T, keywords).

Layers in the order this card pool needs: the card's printed values, level bands,
an until-end-of-turn animation (type, subtypes, base P/T), then +1/+1 counters,
static pumps and until-end-of-turn pumps.
"""
from engine.jit import kernel, leaf  # noqa: F401

from engine import ops
from engine.state import (H, H_NOBJ, O_ANIM, O_CARD, O_CTRL, O_EOT_P, O_EOT_T, O_LEVEL,
                          O_P1P1, O_SICK, O_TAPPED, O_ZONE, OBJ_W)
from engine.tables import (CFG_CREATURE_TYPES, CT_ALLTYPES, CT_KW, CT_LV, CT_NLV, CT_POW,
                           CT_SP_P, CT_SP_SUB, CT_SP_T, CT_SUBT, CT_SUPER, CT_TOU, CT_TYPES,
                           EF_A, EF_B, EF_C, EF_D, EF_E)


@leaf
def ob(i):
    """Offset of object slot i in the state."""
    return H + i * OBJ_W


@leaf
def nobj(s):
    return s[H_NOBJ]


@leaf
def card_types(s, i, ct, ef):
    o = ob(i)
    t = ct[s[o + O_CARD], CT_TYPES]
    a = s[o + O_ANIM]
    if a > 0:
        t |= ops.T_CREATURE | ef[a - 1, EF_C]
    return t


@leaf
def on_battlefield(s, i):
    return s[ob(i) + O_ZONE] == ops.Z_BATTLEFIELD


@leaf
def is_creature(s, i, ct, ef):
    return on_battlefield(s, i) and (card_types(s, i, ct, ef) & ops.T_CREATURE) != 0


@leaf
def is_land(s, i, ct):
    return (ct[s[ob(i) + O_CARD], CT_TYPES] & ops.T_LAND) != 0


@leaf
def is_basic(s, i, ct):
    return (ct[s[ob(i) + O_CARD], CT_SUPER] & ops.S_BASIC) != 0


@leaf
def subtypes(s, i, ct, ef, cfg):
    o = ob(i)
    c = s[o + O_CARD]
    m = ct[c, CT_SUBT]
    allt = ct[c, CT_ALLTYPES]
    a = s[o + O_ANIM]
    if a > 0:
        m |= ef[a - 1, EF_D]
        allt |= ef[a - 1, EF_E]
    if allt:
        m |= cfg[CFG_CREATURE_TYPES]
    return m


@leaf
def _band(s, i, ct):
    """Index of the level band in force, or -1."""
    o = ob(i)
    c = s[o + O_CARD]
    lv = s[o + O_LEVEL]
    best = -1
    for b in range(ct[c, CT_NLV]):
        if lv >= ct[c, CT_LV + 4 * b]:
            best = b
    return best


@leaf
def keywords(s, i, ct):
    c = s[ob(i) + O_CARD]
    k = ct[c, CT_KW]
    b = _band(s, i, ct)
    if b >= 0:
        k |= ct[c, CT_LV + 4 * b + 3]
    return k


@leaf
def has_kw(s, i, ct, kw):
    return (keywords(s, i, ct) & kw) != 0


@leaf
def controls_subtype(s, p, mask, ct, ef, cfg):
    for j in range(nobj(s)):
        o = ob(j)
        if s[o + O_CARD] >= 0 and s[o + O_ZONE] == ops.Z_BATTLEFIELD and s[o + O_CTRL] == p:
            if subtypes(s, j, ct, ef, cfg) & mask:
                return True
    return False


@leaf
def _base_pt(s, i, ct, ef):
    o = ob(i)
    c = s[o + O_CARD]
    a = s[o + O_ANIM]
    if a > 0:
        return ef[a - 1, EF_A], ef[a - 1, EF_B]
    b = _band(s, i, ct)
    if b >= 0:
        return ct[c, CT_LV + 4 * b + 1], ct[c, CT_LV + 4 * b + 2]
    return ct[c, CT_POW], ct[c, CT_TOU]


@leaf
def power_toughness(s, i, ct, ef, cfg):
    o = ob(i)
    c = s[o + O_CARD]
    p, t = _base_pt(s, i, ct, ef)
    p += s[o + O_P1P1] + s[o + O_EOT_P]
    t += s[o + O_P1P1] + s[o + O_EOT_T]
    if ct[c, CT_SP_SUB] != 0 and controls_subtype(s, s[o + O_CTRL], ct[c, CT_SP_SUB], ct, ef, cfg):
        p += ct[c, CT_SP_P]
        t += ct[c, CT_SP_T]
    return p, t


@leaf
def power(s, i, ct, ef, cfg):
    return power_toughness(s, i, ct, ef, cfg)[0]


@leaf
def can_tap_for_cost(s, i, ct, ef):
    """Untapped, and a creature only if it has been under control since the turn began."""
    o = ob(i)
    if s[o + O_TAPPED]:
        return False
    if (card_types(s, i, ct, ef) & ops.T_CREATURE) and s[o + O_SICK]:
        return has_kw(s, i, ct, ops.K_HASTE)
    return True
