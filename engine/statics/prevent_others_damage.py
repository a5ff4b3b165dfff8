"""'Prevent all damage that would be dealt to you by sources you don't control.'
(Energy Field)

Column CT_PREVENT_OTHERS.  Read by engine/rules/primitives.py (damage_player)
through `prevents_damage`: damage to a player whose permanent has it, from a
source that player does not control, is prevented (rule 615): none is dealt, so
no life is lost, no poison is given, lifelink gains nothing and no "deals
combat damage to a player" trigger fires."""

from engine.jit import leaf
from engine.record import record
from engine.rules.chars import in_play_with
from engine.tables import CT_PREVENT_OTHERS

NAME = "prevent damage from sources you don't control"


@record
class PreventDamageFromOthers:
    """'Prevent all damage that would be dealt to you by sources you don't control.'"""


STATIC = PreventDamageFromOthers


def compile_row(st, r, ctx):
    r[CT_PREVENT_OTHERS] = 1


@leaf
def prevents_damage(s, q, src_ctrl, ct):
    """Is damage to player q from a source controlled by src_ctrl prevented?"""
    return src_ctrl != q and in_play_with(s, q, CT_PREVENT_OTHERS, ct)
