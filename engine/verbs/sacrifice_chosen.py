"""Sacrifice a chosen permanent: "target player sacrifices a creature", "each
player sacrifices a permanent" (Geth's Verdict, Smallpox, Crack the Earth).
The sacrificing player chooses which of their permanents of the types; for
"each player" one row per player, the active player's first (APNAP, rule
101.4: the nonactive player chooses knowing the active player's choice)."""

from engine import ops
from engine import layout
from engine.jit import leaf
from engine.record import record
from engine.rules.chars import card_types, has_kw, nobj, ob
from engine.rules.primitives import FAILED, WAIT, put_in_graveyard, row_player
from engine.rules.zones import offer_object
from engine.state import O_CARD, O_CTRL, O_ZONE
from engine.tables import EF_A, EF_B, EF_WHO
from engine import naming as w
from engine.verbs.base import BY, bits, by_problem, each_player_rows, unknown

NAME = "sacrifice a chosen permanent"


@record
class SacrificeChosen:
    """`by` sacrifices a permanent of theirs of one of `types` (() any
    permanent) of their choice."""
    types: tuple[str, ...] = ("Creature",)
    by: str = "target"
    keywords: tuple[str, ...] = ()      # "a creature with flying" (Pick Your Poison)


EFFECT = SacrificeChosen


def check(e, card):
    return (unknown(e.types, ops.CARD_TYPES, "card type") or by_problem(e.by)
            or unknown(e.keywords, ops.KEYWORDS, "keyword"))


def rows(e):
    return each_player_rows(e)


def compile_row(e, row, ctx):
    row[EF_WHO] = BY[e.by]
    row[EF_A] = bits(e.types, ops.CARD_TYPES)
    row[EF_B] = bits(e.keywords, ops.KEYWORDS)


@leaf
def _fits(s, i, p, types, kws, ct, ef):
    o = ob(i)
    return s[o + O_CARD] >= 0 and s[o + O_ZONE] == ops.Z_BATTLEFIELD and s[o + O_CTRL] == p \
        and (types == 0 or (card_types(s, i, ct, ef) & types) != 0) \
        and (kws == 0 or has_kw(s, i, ct, ef, kws))


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    p = row_player(s, ef[f, EF_WHO], ctrl, tkind, tgt)
    if p < 0:
        return FAILED
    for j in range(nobj(s)):
        if _fits(s, j, p, ef[f, EF_A], ef[f, EF_B], ct, ef):
            return WAIT
    return FAILED       # nothing to sacrifice


@leaf
def chooser(s, f, src, ctrl, tkind, tgt, x, k, ef):
    return row_player(s, ef[f, EF_WHO], ctrl, tkind, tgt)


@leaf
def options(s, f, p, ct, ab, ef, cfg, objs, masks, scratch, work):
    """Each of p's permanents of the types (no declining); of interchangeable
    ones, one."""
    n = 0
    for i in range(nobj(s)):
        if _fits(s, i, p, ef[f, EF_A], ef[f, EF_B], ct, ef):
            n = offer_object(s, i, objs, masks, n)
    return n


@leaf
def apply(s, obj, mask, f, k, src, ct, ab, ef, cfg):
    put_in_graveyard(s, obj, ct, ab, ef, cfg)


def choice_words(s, a, t, who):
    return f"{who} sacrifices {w.obj_name(s, int(a[layout.AC_OBJ]), t)} to {w.resolving(s, t)}"
