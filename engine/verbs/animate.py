"""Animate: "until end of turn, ~ becomes a P/T [types] creature with [keywords]
that's still a land".  The object remembers the effect row (O_ANIM); the
characteristics (engine/rules/chars.py) read its P/T, types and keywords from it."""

from engine import ops
from engine.jit import leaf
from engine.record import record
from engine.rules.chars import ob
from engine.rules.primitives import DONE
from engine.state import O_ANIM
from engine.tables import EF_A, EF_B, EF_C, EF_D, EF_E, EF_KW, EF_WHO
from engine.verbs.base import bits, unknown

NAME = "animate"


@record
class Animate:
    """Until end of turn this permanent becomes a P/T creature (still what it was)."""
    power: int
    toughness: int
    types: tuple[str, ...] = ()             # added card types besides Creature
    subtypes: tuple[str, ...] = ()
    all_creature_types: bool = False
    keywords: tuple[str, ...] = ()


EFFECT = Animate


def check(e, card):
    return unknown(e.keywords, ops.KEYWORDS, "keyword") or unknown(e.types, ops.CARD_TYPES,
                                                                    "card type")


def named_subtypes(e):
    """Subtypes the compiled tables must give a bit."""
    return e.subtypes


def compile_row(e, row, ctx):
    row[EF_WHO] = ops.W_SELF
    row[EF_A], row[EF_B] = e.power, e.toughness
    row[EF_C] = bits(e.types, ops.CARD_TYPES)
    row[EF_D] = ctx.subtype_mask(e.subtypes)
    row[EF_E] = int(e.all_creature_types)
    row[EF_KW] = bits(e.keywords, ops.KEYWORDS)


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    if i >= 0:
        s[ob(i) + O_ANIM] = f + 1
    return DONE
