"""'If this card is in your opening hand, you may begin the game with it on the
battlefield.' (the Leylines)

Column CT_OPENING.  In 3CB the opening hand is the deck: before the first turn
(rule 103.6) the starting player, then the other, chooses which of these cards
of theirs begin on the battlefield (decision ops.D_OPENING, action
ops.A_OPENING: a mask of the cards; engine/game.py's initial_state and
engine/moves.py).  A card that begins on the battlefield does not enter it
during the game: no trigger, and it is not summoning sick."""

from engine.record import record
from engine.tables import CT_OPENING

NAME = "may begin the game on the battlefield"


@record
class BeginsInPlay:
    """'If this card is in your opening hand, you may begin the game with it on the battlefield.'"""


STATIC = BeginsInPlay


def check(st, card, bad):
    if "Land" in card.types or "Instant" in card.types or "Sorcery" in card.types:
        bad("only a nonland permanent card may begin the game on the battlefield")


def compile_row(st, r, ctx):
    r[CT_OPENING] = 1
