"""'All creatures have "[triggered ability]".' (The Tabernacle at Pendrell Vale)

The granted ability is an ability row of kind AK_GRANTED (it never triggers for
the card itself); column CT_GRANT_AB holds its row (-1: none).  Read by
engine/rules/triggers.py (granted_upkeep)."""

from engine import ops
from engine.record import record
from engine.tables import CT_GRANT_AB

NAME = "all creatures have a triggered ability"


@record
class CreaturesHave:
    """'All creatures have "[triggered ability]".'"""
    ability: object         # an engine.card_format.Triggered (not imported: that module
                            # imports the cost kinds, which are one layer with the statics)


STATIC = CreaturesHave


def check(st, card, bad):
    if getattr(st.ability, "event", None) not in ops.EVENTS:
        bad("creatures can be granted a triggered ability only")


def compile_row(st, r, ctx):
    a = st.ability
    r[CT_GRANT_AB] = ctx.add_ability(ops.AK_GRANTED, a.effects, target=a.target,
                                     event=ops.EVENTS[a.event])
