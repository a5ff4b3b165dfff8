"""'[Noncreature / Nonartifact] spells cost {N} more to cast.' (Sphere of
Resistance, Thalia, Guardian of Thraben, Lodestone Golem)

Columns CT_TAX_N (how much generic mana more) and CT_TAX_SKIP (card types a
spell is spared by: 'noncreature' spares creatures).  Every player's spells,
whoever controls the permanent.  Read through engine/rules/priority.py
(cost_change, which adds up every static in play that changes a spell's cost,
rule 601.2f)."""

from engine import ops
from engine.jit import leaf
from engine.record import record
from engine.rules.chars import card_of
from engine.tables import CT_TAX_N, CT_TAX_SKIP, CT_TYPES

NAME = "spells cost more to cast"

_TYPES = {"creature": ops.T_CREATURE, "artifact": ops.T_ARTIFACT, "land": ops.T_LAND,
          "instant": ops.T_INSTANT, "sorcery": ops.T_SORCERY,
          "enchantment": ops.T_ENCHANTMENT, "planeswalker": ops.T_PLANESWALKER}


@record
class SpellsCostMore:
    """'[Non<type>] spells cost {amount} more to cast.'  `except_types`: the
    card types named by 'non-' ("creature" for Thalia)."""
    amount: int = 1
    except_types: tuple[str, ...] = ()


STATIC = SpellsCostMore


def check(st, card, bad):
    if st.amount <= 0:
        bad("a cost increase must be positive")
    for t in st.except_types:
        if t.lower() not in _TYPES:
            bad(f"unknown card type {t!r} in except_types")


def compile_row(st, r, ctx):
    r[CT_TAX_N] = st.amount
    m = 0
    for t in st.except_types:
        m |= _TYPES[t.lower()]
    r[CT_TAX_SKIP] = m


@leaf
def increase(s, j, c, ct):
    """Generic mana more that permanent j's static makes casting card c cost."""
    cc = card_of(s, j)
    if ct[c, CT_TYPES] & ct[cc, CT_TAX_SKIP]:
        return 0
    return ct[cc, CT_TAX_N]
