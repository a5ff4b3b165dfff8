"""'Nonbasic lands are Mountains.'  (Magus of the Moon)

Rule 305.7: a land whose subtype is set to a basic land type loses all its other
land types and every ability from its rules text, and has that type's intrinsic
"{T}: Add [color]".  Such a land has, for every rule that reads abilities, the
rules text of the basic land of that type: column CT_MOON_ALL of the card with
this static holds that basic land's card id + 1 (the compiler asks for its
definition, so a matchup's tables hold it).  Its name, supertypes, card types,
colors, printed P/T, counters and the effects already applied to it (an
animation that resolved) stay its own.

The one predicate is engine/rules/chars.py `rules_card(s, i, ct)`: the card whose
abilities object i has now (its own, or the basic land's while a permanent with
this static is on the battlefield and i is a nonbasic land there).  Every reader
of a permanent's abilities asks it; docs/RULES.md ("Nonbasic lands are
Mountains") lists them.  The compiler marks every nonbasic land card of tables
that hold such a static (CT_MOONED), so other matchups never look."""

from engine import ops
from engine.record import record
from engine.tables import CT_MOON_ALL

NAME = "nonbasic lands are a basic land type"


@record
class NonbasicLandsAre:
    """'Nonbasic lands are [basic land type]s.'"""
    subtype: str


STATIC = NonbasicLandsAre


def check(st, card, bad):
    if st.subtype not in ops.BASIC_LAND_TYPES:
        bad("nonbasic lands can only be made a basic land type")


def named_subtypes(st):
    return (st.subtype,)


def compile_row(st, r, ctx):
    # the basic land of that type carries its name (Mountain): its row is the rules text
    r[CT_MOON_ALL] = ctx.card_id(st.subtype, "basic land") + 1
