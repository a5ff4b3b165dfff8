"""Divided damage: "~ deals N damage divided as you choose among any number of target
creatures" (Pyrokinesis, Fury's enters trigger).

The division is chosen as the spell or ability is put on the stack (rule 601.2d):
the targets and how much each is dealt, at least 1 each, N in all, so at least one
target.  Each division is its own target choice (engine/rules/targets.py
enum_divisions: ops.TK_DIVIDED with a division code, engine/layout.py DIV_FIELDS: one
unit per point, the slot + 1 it is dealt to) and the entry keeps it (E_TGT and E_DIV,
engine/rules/zones.py entry_target).  A target that changes zones takes its share
with it (zones._untarget); on resolution the targets no longer legal are dealt
nothing and their share is not redistributed (rule 608.2b); with none legal the entry
does nothing.  The ability's AB_DIVIDED column holds N (`compile_ability`).
"""

from engine.jit import leaf
from engine.layout import DIV_UNITS, div_unit
from engine.record import record
from engine.rules.primitives import DONE, damage_object
from engine.rules.targets import legal_division
from engine.rules.zones import stack_off
from engine.state import E_AB, H_STACK_N
from engine import ops
from engine.tables import AB_DIVIDED

NAME = "divided damage"


@record
class DividedDamage:
    """Deals `amount` damage divided as its controller chooses among any number of
    the ability's targets (objects only: the targets' kinds must not include players)."""
    amount: int


EFFECT = DividedDamage


def check(e, card):
    if not isinstance(e.amount, int) or not 1 <= e.amount <= DIV_UNITS:
        return f"divided damage of 1 to {DIV_UNITS} (a division code holds {DIV_UNITS} points)"
    holders = [(ab.target, ab.effects) for ab in card.abilities if e in ab.effects]
    if e in card.spell:
        holders.append((card.spell_target, card.spell))
    for target, effects in holders:
        if target is None or target.up_to_one or set(target.kinds) - {"creature", "permanent"}:
            return "divided damage needs a target of creatures or permanents (no players)"
        if sum(isinstance(x, DividedDamage) for x in effects) != 1:
            return "one divided damage per ability"
    return None


def compile_ability(e, row):
    """Its ability row's columns: the amount divided, read when targets are chosen."""
    row[AB_DIVIDED] = e.amount


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    if tkind != ops.TK_DIVIDED:
        return DONE
    a = s[stack_off(s, s[H_STACK_N] - 1) + E_AB]
    code = legal_division(s, a, ctrl, tgt, ct, ab, ef, cfg)
    # units fall, so a target's points are adjacent: each target is dealt its share once
    u = 0
    while u < DIV_UNITS:
        v = div_unit(code, u)
        if v == 0:
            break
        n = 0
        while u < DIV_UNITS and div_unit(code, u) == v:
            n += 1
            u += 1
        damage_object(s, v - 1, n, src, ct, ef)
    return DONE
