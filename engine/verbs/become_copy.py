"""Become a copy: "~ becomes a copy of target land, except it has this ability"
(Thespian's Stage).  The object remembers the copied card (O_COPY); abilities
marked keep_when_copying stay."""

from engine import ops
from engine.jit import leaf
from engine.record import record
from engine.rules.chars import card_of, ob
from engine.rules.stamps import began
from engine.rules.primitives import DONE
from engine.state import O_COPY
from engine.tables import EF_WHO

NAME = "become a copy"
MAKES_COPIES = True    # a copy of a legendary land meets the legend rule (floating mana)
REACH = ops.REACH_OWN_PERMANENT  # its controller's own permanents may change (floating mana: priority.float_matters)


@record
class BecomeCopy:
    """This permanent becomes a copy of the target, keeping its abilities marked
    keep_when_copying."""
    what: str = "self"


EFFECT = BecomeCopy


def compile_row(e, row, ctx):
    row[EF_WHO] = ops.W_SELF


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    if i >= 0 and tkind == ops.TK_OBJECT:
        s[ob(i) + O_COPY] = card_of(s, tgt) + 1
        began(s, i, ct)     # (layers) a copied Urborg's grant begins now (rule 613.7a)
    return DONE
