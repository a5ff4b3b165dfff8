"""'As long as you have N or more life, this gets +P/+T and has [keywords].'
(Serra Ascendant)

Columns CT_SL_LIFE, CT_SL_P, CT_SL_T, CT_SL_KW; read by engine/rules/chars.py
(_life_static: power_toughness and keywords)."""

from engine import ops
from engine.record import record
from engine.tables import CT_SL_KW, CT_SL_LIFE, CT_SL_P, CT_SL_T
from engine.verbs.base import bits

NAME = "pump while your life is high"


@record
class PumpWhileLife:
    """'As long as you have N or more life, this gets +P/+T and has [keywords].'"""
    life: int
    power: int
    toughness: int
    keywords: tuple[str, ...] = ()


STATIC = PumpWhileLife


def check(st, card, bad):
    for k in st.keywords:
        if k not in ops.KEYWORDS:
            bad(f"unknown keyword {k!r}")
    if st.life <= 0:
        bad("the life threshold must be positive")


def compile_row(st, r, ctx):
    r[CT_SL_LIFE] = st.life
    r[CT_SL_P] = st.power
    r[CT_SL_T] = st.toughness
    r[CT_SL_KW] = bits(st.keywords, ops.KEYWORDS)
