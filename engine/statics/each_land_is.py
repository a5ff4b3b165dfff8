"""'Each land is a [basic land type] in addition to its other land types.'
(Urborg, Tomb of Yawgmoth)

Column CT_GRANT_LAND_TYPE (subtype bits); cfg CFG_LAND_GRANTS says a matchup
holds one.  Read by engine/rules/chars.py (land_grants: subtypes and the
intrinsic mana ability of rule 305.6)."""

from engine import ops
from engine.record import record
from engine.tables import CT_GRANT_LAND_TYPE

NAME = "each land has a basic land type"


@record
class EachLandIs:
    """'Each land is a [basic land type] in addition to its other land types.'"""
    subtype: str


STATIC = EachLandIs


def check(st, card, bad):
    if st.subtype not in ops.BASIC_LAND_TYPES:
        bad("only basic land types can be granted")


def named_subtypes(st):
    return (st.subtype,)


def compile_row(st, r, ctx):
    r[CT_GRANT_LAND_TYPE] = ctx.subtype_mask([st.subtype])
