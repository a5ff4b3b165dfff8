"""Sacrifice unless: "sacrifice ~ unless you sacrifice a land" (Scythe Tiger).
Its controller chooses."""

from engine import ops
from engine import layout
from engine.jit import leaf
from engine.record import record
from engine.rules.chars import card_types, nobj, ob
from engine.rules.primitives import DECLINE, WAIT, put_in_graveyard
from engine.state import O_CARD, O_CTRL, O_ZONE
from engine.tables import EF_A, EF_WHO
from engine import naming as w
from engine.verbs.base import bits, unknown

NAME = "sacrifice unless"
REACH = ops.REACH_OWN_PERMANENT  # its controller's own permanents may change (floating mana: priority.float_matters)


@record
class SacrificeUnless:
    """Sacrifice this permanent unless you sacrifice a permanent of `types`."""
    types: tuple[str, ...] = ("Land",)


EFFECT = SacrificeUnless


def check(e, card):
    return unknown(e.types, ops.CARD_TYPES, "card type")


def compile_row(e, row, ctx):
    row[EF_WHO] = ops.W_SELF
    row[EF_A] = bits(e.types, ops.CARD_TYPES)


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    return WAIT


@leaf
def options(s, f, p, ct, ab, ef, cfg, objs, masks, scratch, work):
    """Keep it (decline: it is sacrificed), or sacrifice one of p's permanents of the types."""
    objs[0] = DECLINE
    masks[0] = 0
    n = 1
    for i in range(nobj(s)):
        o = ob(i)
        if s[o + O_CARD] >= 0 and s[o + O_ZONE] == ops.Z_BATTLEFIELD and s[o + O_CTRL] == p \
                and (card_types(s, i, ct, ef) & ef[f, EF_A]):
            objs[n] = i
            masks[n] = 0
            n += 1
    return n


@leaf
def apply(s, obj, mask, f, k, src, ct, ab, ef, cfg):
    if obj >= 0:
        put_in_graveyard(s, obj, ct, ab, ef, cfg)
    else:
        put_in_graveyard(s, src, ct, ab, ef, cfg)


def choice_words(s, a, t, who):
    i = int(a[layout.AC_OBJ])
    src = w.resolving(s, t)
    if i == DECLINE:
        return f"{who} sacrifices {src} (keeps the rest)"
    return f"{who} sacrifices {w.obj_name(s, i, t)} to keep {src}"
