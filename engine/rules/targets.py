"""Targets: which objects and players an ability may target, now and on resolution."""
from engine.jit import kernel, leaf  # noqa: F401

from engine import ops
from engine.rules.chars import card_types, has_kw, is_basic, nobj, ob, subtypes
from engine.state import O_CARD, O_CTRL, O_ZONE
from engine.tables import AB_TF, AB_TK, AB_TSUB


@leaf
def object_ok(s, i, a, p, ct, ab, ef, cfg):
    """May ability row a, controlled by p, target object i?"""
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
    if ab[a, AB_TSUB] != 0 and (subtypes(s, i, ct, ef, cfg) & ab[a, AB_TSUB]) == 0:
        return False
    if has_kw(s, i, ct, ops.K_SHROUD):
        return False
    if ctrl != p and has_kw(s, i, ct, ops.K_HEXPROOF):
        return False
    return True


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
        if player_ok(s, q, a, p, ab):
            kinds[n] = ops.TK_PLAYER
            tgts[n] = q
            n += 1
    for i in range(nobj(s)):
        if object_ok(s, i, a, p, ct, ab, ef, cfg):
            kinds[n] = ops.TK_OBJECT
            tgts[n] = i
            n += 1
    return n


@leaf
def still_legal(s, a, p, tkind, tgt, ct, ab, ef, cfg):
    """On resolution: is the chosen target still legal (rule 608.2b)?"""
    if tkind == ops.TK_NONE:
        return True
    if tkind == ops.TK_PLAYER:
        return player_ok(s, tgt, a, p, ab)
    if tkind == ops.TK_OBJECT:
        return object_ok(s, tgt, a, p, ct, ab, ef, cfg)
    return False
