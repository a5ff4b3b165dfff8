"""'As ~ enters, choose a nonbasic land card name.  Lands your opponents control
with the chosen name lose all land types and abilities, and they gain "{T}: Add
one mana of any color."'  (Alpine Moon)

The name is chosen as engine/statics/chosen_name.py chooses any name (ops.D_NAME,
kept in O_CHOSEN), among the nonbasic land cards of the game and "a card in no
deck" (chosen_name.NAME_NONBASIC_LAND; no ban: CT_NAME_BAN 0).  Such a land has,
for every rule that reads abilities and land types, the rules text of the land
definition named by CT_MOON_NAMED (card id + 1): no land type, "{T}: Add one mana
of any color." and nothing else ("Any-Color Land", cards/tokens.py, never in a
deck).  The one predicate is engine/rules/chars.py `rules_card`, as for Magus of
the Moon (engine/statics/nonbasic_lands_are.py)."""

from engine.record import record
from engine.statics.chosen_name import NAME_NONBASIC_LAND
from engine.tables import CT_MOON_NAMED, CT_NAME_BAN, CT_NAME_CHOICE

NAME = "choose a nonbasic land name; opponents' lands so named lose types and abilities"
PROXY = "Any-Color Land"    # the rules text they have


@record
class ChosenLandsLoseAbilities:
    """'As ~ enters, choose a nonbasic land card name.  Lands your opponents
    control with the chosen name lose all land types and abilities, and they gain
    "{T}: Add one mana of any color."'"""


STATIC = ChosenLandsLoseAbilities


def check(st, card, bad):
    if "Land" in card.types:
        bad("a land that chooses a card name is not supported (it enters unresolved)")


def compile_row(st, r, ctx):
    r[CT_NAME_CHOICE] = NAME_NONBASIC_LAND
    r[CT_NAME_BAN] = 0
    r[CT_MOON_NAMED] = ctx.card_id(PROXY, "land definition") + 1
