"""Characteristics of objects: what a permanent is right now (types, P/T, keywords).

Layers in the order this card pool needs: copy effects (a permanent that became
a copy of a card uses that card's values), the printed values, land types
granted to every land, level bands, an until-end-of-turn animation (type,
subtypes, base P/T, keywords), then counters, static pumps and until-end-of-turn
pumps.
"""
from engine.jit import kernel, leaf  # noqa: F401

from engine import ops
from engine.state import (H, H_LIFE, H_NOBJ, O_ANIM, O_CARD, O_CHOSEN, O_COPY, O_CTRL, O_EOT_KW, O_EOT_P, O_FLAGS,
                          O_EOT_T, O_LEVEL, O_P1P1, O_SICK, O_TAPPED, O_ZONE, OBJ_W)
from engine.tables import (AB_IF_TAPPED, AB_MAX_LANDS, CFG_ALL_LEGENDARY, CT_ALL_LEGENDARY, CFG_BASIC, CFG_CREATURE_TYPES, CFG_LAND_GRANTS, CT_ALLTYPES,
                           COSTS_MASK, CT_MANA_COSTS, CT_MANA_N,
                           CT_GRANT_LAND_TYPE, CT_KW, CT_LV, CT_MANA, CT_NLV, CT_POW, CT_SL_KW,
                           CT_SL_LIFE, CT_SL_P, CT_SL_T, CT_SP_P, CT_SP_SUB, CT_SP_T, CT_SUBT,
                           CT_SUPER, CT_TOU, CT_TYPES, CT_MOON_ALL, CT_MOON_NAMED, CT_MOONED, EF_A, EF_B, EF_C, EF_D, EF_E, EF_KW)
from engine.tables import CT_NAME_AS
from engine.layout import stamp_of  # (layers)


@leaf
def ob(i):
    """Offset of object slot i in the state."""
    return H + i * OBJ_W


@leaf
def nobj(s):
    return s[H_NOBJ]


@leaf
def card_of(s, i):
    """The card whose values object i has: what it copies, or its own card."""
    o = ob(i)
    cp = s[o + O_COPY]
    return cp - 1 if cp > 0 else s[o + O_CARD]


@leaf
def rules_card(s, i, ct):
    """The card whose rules text object i has now, for every rule that reads
    abilities (mana, activated, triggered and static abilities, keywords, its
    'enters' replacements): its own (card_of), or, for a nonbasic land on the
    battlefield while a permanent says "Nonbasic lands are Mountains" (Magus of
    the Moon, engine/statics/nonbasic_lands_are.py), that basic land's (rule 305.7:
    it loses every ability from its rules text and its other land types, and has
    "{T}: Add {R}"), or the any-color land's for a land an opponent's Alpine Moon
    named.  Its name, card types, supertypes, colors, printed P/T, counters and
    effects already applied to it stay its own; its land types are `subtypes`'.
    Only cards marked CT_MOONED (tables holding such a static) are looked at."""
    c = card_of(s, i)
    if ct[c, CT_MOONED] == 0 or s[ob(i) + O_ZONE] != ops.Z_BATTLEFIELD:
        return c
    m = _moon(s, ct, s[ob(i) + O_CTRL], c)
    return c if m < 0 else m


@leaf
def _moon(s, ct, ctrl, name):
    """The card whose rules text a nonbasic land called `name` (a card id)
    controlled by `ctrl` has: the any-color land of an opponent's Alpine Moon that
    chose its name, or else the basic land of "Nonbasic lands are Mountains" (Magus
    of the Moon) on the battlefield; -1: none.  With both, Alpine Moon's: its "lose
    all abilities" and "{T}: Add one mana of any color" are layer 6 (rule 613.1f),
    after the Magus's layer-4 effect whatever their timestamps."""
    m = -1
    for j in range(nobj(s)):
        q = ob(j)
        if s[q + O_CARD] >= 0 and s[q + O_ZONE] == ops.Z_BATTLEFIELD:
            cj = card_of(s, j)
            g = ct[cj, CT_MOON_NAMED]
            if g > 0 and s[q + O_CTRL] != ctrl and s[q + O_CHOSEN] == name + 1:
                return g - 1
            g = ct[cj, CT_MOON_ALL]
            if g > 0:
                if (ct[name, CT_MOONED] & ops.MOONED_ALPINE) == 0:
                    return g - 1        # (no Alpine Moon in these tables)
                m = g - 1
    return m


@leaf
def _alpine_floor(s, i, ct):
    """(layers) 1 + the stamp of the latest Alpine Moon that takes object i's land
    types (an opponent's, that named it: engine/rules/stamps.py); 0: none.  A land
    type giver began after every one of them exactly when its stamp is at least
    this: rule 613.7, the later effect applies last."""
    c = card_of(s, i)
    if (ct[c, CT_MOONED] & ops.MOONED_ALPINE) == 0 or s[ob(i) + O_ZONE] != ops.Z_BATTLEFIELD:
        return 0
    ctrl = s[ob(i) + O_CTRL]
    w = 0
    for j in range(nobj(s)):
        q = ob(j)
        if s[q + O_CARD] >= 0 and s[q + O_ZONE] == ops.Z_BATTLEFIELD \
                and ct[card_of(s, j), CT_MOON_NAMED] > 0 and s[q + O_CTRL] != ctrl \
                and s[q + O_CHOSEN] == c + 1:
            w = max(w, stamp_of(s[q + O_FLAGS]) + 1)
    return w


@leaf
def _magus_from(s, ct, w):
    """(layers) The basic land card of a "Nonbasic lands are [type]" permanent on the
    battlefield with stamp at least w (0: any), or -1."""
    for j in range(nobj(s)):
        q = ob(j)
        if s[q + O_CARD] >= 0 and s[q + O_ZONE] == ops.Z_BATTLEFIELD \
                and stamp_of(s[q + O_FLAGS]) >= w:
            m = ct[card_of(s, j), CT_MOON_ALL]
            if m > 0:
                return m - 1
    return -1


@leaf
def layer4_card(s, i, ct):
    """(layers) The card whose abilities object i has in layer 4, where land types
    are given: the Magus's basic land for a nonbasic land (rule 305.7 takes its
    abilities there, and its own land-type grant depends on that, rule 613.8a, so
    it is applied first and the grant is gone whatever the timestamps), else its
    own.  Alpine Moon takes abilities in layer 6, after every type-changing effect:
    a land it named still gives its land types (rule 613.6: an effect that began to
    apply keeps applying though its ability is removed later in the process)."""
    c = card_of(s, i)
    if (ct[c, CT_MOONED] & ops.MOONED_MAGUS) == 0 or s[ob(i) + O_ZONE] != ops.Z_BATTLEFIELD:
        return c
    m = _magus_from(s, ct, 0)
    return c if m < 0 else m


@leaf
def entering_card(s, i, ct):
    """The card whose replacement effects apply to object i as it enters the
    battlefield (its 'enters tapped', 'enters with counters'): rule 614.12 looks
    at the permanent as it would exist there, so a nonbasic land entering while
    a Magus of the Moon is on the battlefield enters as a Mountain (untapped,
    without counters)."""
    c = s[ob(i) + O_CARD]
    if ct[c, CT_MOONED] == 0:
        return c
    m = _moon(s, ct, s[ob(i) + O_CTRL], c)
    return c if m < 0 else m


@leaf
def lost_abilities(s, i, ct):
    """Has object i lost the abilities of its rules text (rules_card)?  A copy's
    own kept ability (Thespian's Stage's) is lost with them."""
    return rules_card(s, i, ct) != card_of(s, i)


@leaf
def name_id(c, ct):
    """(angel) The card whose name card c has: c itself, or for a token that's a
    copy of a card (an embalmed Angel of Sanctions, CT_NAME_AS) that card."""
    n = ct[c, CT_NAME_AS]
    return n - 1 if n > 0 else c


@leaf
def card_types(s, i, ct, ef):
    o = ob(i)
    t = ct[card_of(s, i), CT_TYPES]
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
    return (ct[card_of(s, i), CT_TYPES] & ops.T_LAND) != 0


@leaf
def is_basic(s, i, ct):
    return (ct[card_of(s, i), CT_SUPER] & ops.S_BASIC) != 0


@leaf
def is_legendary(s, i, ct, cfg):
    """Printed legendary, or a nonland permanent while a permanent says all are."""
    c = card_of(s, i)
    if ct[c, CT_SUPER] & ops.S_LEGENDARY:
        return True
    if not on_battlefield(s, i) or (ct[c, CT_TYPES] & ops.T_LAND):
        return False
    return all_legendary_in_play(s, ct, cfg)


@leaf
def in_play_with(s, p, col, ct):
    """Is a permanent on the battlefield whose card has card-table column `col` set,
    controlled by player p (-1: by either)?  The statics that are a flag of their
    card (Leylines) are read through it."""
    for j in range(nobj(s)):
        o = ob(j)
        if s[o + O_CARD] >= 0 and s[o + O_ZONE] == ops.Z_BATTLEFIELD \
                and (p < 0 or s[o + O_CTRL] == p) and ct[card_of(s, j), col]:
            return True
    return False


@leaf
def all_legendary_in_play(s, ct, cfg):
    """Is a permanent in play making every nonland permanent legendary?"""
    return cfg[CFG_ALL_LEGENDARY] != 0 and in_play_with(s, -1, CT_ALL_LEGENDARY, ct)
    for j in range(nobj(s)):
        o = ob(j)
        if s[o + O_CARD] >= 0 and s[o + O_ZONE] == ops.Z_BATTLEFIELD \
                and ct[card_of(s, j), CT_ALL_LEGENDARY]:
            return True
    return False


@leaf
def lands_controlled(s, p, ct):
    """How many lands player p controls."""
    n = 0
    for i in range(nobj(s)):
        o = ob(i)
        if s[o + O_CARD] >= 0 and s[o + O_ZONE] == ops.Z_BATTLEFIELD and s[o + O_CTRL] == p \
                and is_land(s, i, ct):
            n += 1
    return n


@leaf
def trigger_condition_holds(s, a, src, p, ct, ab):
    """Does the intervening 'if' of triggered ability row a (source object src,
    controller p) hold: '..., if you control N or fewer lands, ...', '..., if ~
    is tapped, ...' (rule 603.4: checked as it triggers and again as it
    resolves)?"""
    if ab[a, AB_IF_TAPPED] and not (on_battlefield(s, src) and s[ob(src) + O_TAPPED]):
        return False
    m = ab[a, AB_MAX_LANDS]
    return m == 0 or lands_controlled(s, p, ct) <= m - 1


@leaf
def land_grants(s, ct, cfg, w):
    """Land subtypes every land has ('Each land is a Swamp ...'), as subtype bits,
    from the grants whose stamp is at least w (0: all; a land an Alpine Moon named
    has those that began after it, `_alpine_floor`)."""
    m = 0
    if cfg[CFG_LAND_GRANTS] == 0:
        return m
    for j in range(nobj(s)):
        o = ob(j)
        if s[o + O_CARD] >= 0 and s[o + O_ZONE] == ops.Z_BATTLEFIELD \
                and stamp_of(s[o + O_FLAGS]) >= w:
            # (a nonbasic land made a Mountain grants nothing: rule 613.8, its
            # effect depends on the Magus's; one an Alpine Moon named still does)
            m |= ct[layer4_card(s, j, ct), CT_GRANT_LAND_TYPE]
    return m


@leaf
def subtypes(s, i, ct, ef, cfg):
    o = ob(i)
    c = card_of(s, i)
    m = ct[c, CT_SUBT]
    r = rules_card(s, i, ct)
    w = 0
    if r != c:      # a nonbasic land made a Mountain, or named by Alpine Moon: its
        # land types are set (layer 4, in timestamp order: the Magus's Mountain if it
        # began after every Alpine Moon that named it), its other subtypes stay
        w = _alpine_floor(s, i, ct)
        if w > 0:
            r = _magus_from(s, ct, w)
        m = (m & cfg[CFG_CREATURE_TYPES]) | (ct[r, CT_SUBT] if r >= 0 else 0)
    allt = ct[c, CT_ALLTYPES]
    a = s[o + O_ANIM]
    if a > 0:
        m |= ef[a - 1, EF_D]
        allt |= ef[a - 1, EF_E]
    if allt:
        m |= cfg[CFG_CREATURE_TYPES]
    if (ct[c, CT_TYPES] & ops.T_LAND) and s[o + O_ZONE] == ops.Z_BATTLEFIELD:
        m |= land_grants(s, ct, cfg, w)
    return m


@leaf
def basic_type_colors(s, i, ct, cfg):
    """Colors of the basic land types' intrinsic "{T}: Add [color]" (rule 305.6)
    object i has while something gives lands a type (0: nothing does)."""
    c = card_of(s, i)
    m = 0
    if ct[c, CT_TYPES] & ops.T_LAND:
        g = land_grants(s, ct, cfg, _alpine_floor(s, i, ct))
        if g:
            sub = ct[rules_card(s, i, ct), CT_SUBT] | g
            for k in range(5):
                if cfg[CFG_BASIC + k] != 0 and (sub & cfg[CFG_BASIC + k]):
                    m |= 1 << k
    return m


@leaf
def merges_basic_types(ct, c):
    """Does card c's own mana ability take in a basic land type's "{T}: Add
    [color]" exactly: it has none (or only a restricted one), or it is "{T}: Add
    one mana"?  Otherwise the type's ability is its second (mana.second_colors)."""
    return ct[c, CT_MANA] == 0 or (ct[c, CT_MANA_COSTS + COSTS_MASK] == ops.COST_TAP
                                   and ct[c, CT_MANA_N] == 1)


@leaf
def mana_colors(s, i, ct, ef, cfg):
    """Colors object i's first mana ability adds (bits in MANA_SYMBOLS order):
    its own, and a basic land type's intrinsic ability (rule 305.6) where they
    merge (`merges_basic_types`)."""
    c = rules_card(s, i, ct)
    m = ct[c, CT_MANA]
    if merges_basic_types(ct, c):
        m |= basic_type_colors(s, i, ct, cfg)
    return m


@leaf
def _band(s, i, ct):
    """Index of the level band in force, or -1."""
    o = ob(i)
    c = card_of(s, i)
    lv = s[o + O_LEVEL]
    best = -1
    for b in range(ct[c, CT_NLV]):
        if lv >= ct[c, CT_LV + 4 * b]:
            best = b
    return best


@leaf
def _life_static(s, i, ct):
    """Is the card's 'as long as you have N or more life' ability in force?"""
    c = card_of(s, i)
    n = ct[c, CT_SL_LIFE]
    return n > 0 and s[H_LIFE + s[ob(i) + O_CTRL]] >= n


@leaf
def keywords(s, i, ct, ef):
    o = ob(i)
    c = card_of(s, i)
    k = ct[rules_card(s, i, ct), CT_KW]
    b = _band(s, i, ct)
    if b >= 0:
        k |= ct[c, CT_LV + 4 * b + 3]
    a = s[o + O_ANIM]
    if a > 0:
        k |= ef[a - 1, EF_KW]
    if _life_static(s, i, ct):
        k |= ct[c, CT_SL_KW]
    g = s[o + O_EOT_KW]         # gained until end of turn (verbs/gain_landwalk.py)
    if g & 1:
        k |= ops.K_SWAMPWALK
    if g & 2:
        k |= ops.K_ISLANDWALK
    return k


@leaf
def has_kw(s, i, ct, ef, kw):
    return (keywords(s, i, ct, ef) & kw) != 0


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
    c = card_of(s, i)
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
    c = card_of(s, i)
    p, t = _base_pt(s, i, ct, ef)
    p += s[o + O_P1P1] + s[o + O_EOT_P]
    t += s[o + O_P1P1] + s[o + O_EOT_T]
    if ct[c, CT_SP_SUB] != 0 and controls_subtype(s, s[o + O_CTRL], ct[c, CT_SP_SUB], ct, ef, cfg):
        p += ct[c, CT_SP_P]
        t += ct[c, CT_SP_T]
    if _life_static(s, i, ct):
        p += ct[c, CT_SL_P]
        t += ct[c, CT_SL_T]
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
        return has_kw(s, i, ct, ef, ops.K_HASTE)
    return True
