"""'This gets +P/+T as long as you control a [subtype].' (Kird Ape)

Columns CT_SP_SUB, CT_SP_P, CT_SP_T; read by engine/rules/chars.py
(power_toughness), which knows the subtypes a permanent has right now."""

from engine.record import record
from engine.tables import CT_SP_P, CT_SP_SUB, CT_SP_T

NAME = "pump while you control a subtype"


@record
class PumpWhileControl:
    """'This gets +P/+T as long as you control a [subtype].'"""
    subtype: str
    power: int
    toughness: int


STATIC = PumpWhileControl


def named_subtypes(st):
    return (st.subtype,)


def compile_row(st, r, ctx):
    r[CT_SP_SUB] = ctx.subtype_mask([st.subtype])
    r[CT_SP_P] = st.power
    r[CT_SP_T] = st.toughness
