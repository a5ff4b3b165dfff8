""""Each opponent sacrifices a creature with the greatest power among creatures they
control. You gain life equal to the greatest power among creatures sacrificed this
way." (Shadowgrange Archfiend)

The opponent chooses among their creatures of the greatest power (a tie is theirs to
break); the controller of the resolving entry gains life equal to the sacrificed
creature's power as it last existed on the battlefield (none if it is 0 or less, and
none if nothing was sacrificed).  In a two-player game "each opponent" is one player."""

from engine import layout
from engine import naming as w
from engine import ops
from engine.jit import leaf
from engine.record import record
from engine.rules.chars import is_creature, nobj, ob, power
from engine.rules.primitives import FAILED, WAIT, put_in_graveyard
from engine.rules.zones import offer_object, stack_off
from engine.state import E_CTRL, H_LIFE, O_CARD, O_CTRL, O_ZONE

NAME = "sacrifice the greatest creature"


@record
class SacrificeGreatestPower:
    """Each opponent sacrifices a creature with the greatest power among theirs; you
    gain life equal to its power."""


EFFECT = SacrificeGreatestPower


@leaf
def _theirs(s, i, p, ct, ef):
    o = ob(i)
    return s[o + O_CARD] >= 0 and s[o + O_ZONE] == ops.Z_BATTLEFIELD and s[o + O_CTRL] == p \
        and is_creature(s, i, ct, ef)


@leaf
def _greatest(s, p, ct, ef, cfg):
    """The greatest power among player p's creatures (-1000: none)."""
    best = -1000
    for j in range(nobj(s)):
        if _theirs(s, j, p, ct, ef):
            best = max(best, power(s, j, ct, ef, cfg))
    return best


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    for j in range(nobj(s)):
        if _theirs(s, j, 1 - ctrl, ct, ef):
            return WAIT
    return FAILED       # no creature: nothing sacrificed, no life


@leaf
def chooser(s, f, src, ctrl, tkind, tgt, x, k, ef):
    return 1 - ctrl


@leaf
def options(s, f, p, ct, ab, ef, cfg, objs, masks, scratch, work):
    """Each of p's creatures of the greatest power (no declining); of
    interchangeable ones, one."""
    best = _greatest(s, p, ct, ef, cfg)
    n = 0
    for i in range(nobj(s)):
        if _theirs(s, i, p, ct, ef) and power(s, i, ct, ef, cfg) == best:
            n = offer_object(s, i, objs, masks, n)
    return n


@leaf
def apply(s, obj, mask, f, k, src, ct, ab, ef, cfg):
    gain = power(s, obj, ct, ef, cfg)      # last known power, read before it leaves
    put_in_graveyard(s, obj, ct, ab, ef, cfg)
    if gain > 0:
        s[H_LIFE + s[stack_off(s, k) + E_CTRL]] += gain


def choice_words(s, a, t, who):
    return f"{who} sacrifices {w.obj_name(s, int(a[layout.AC_OBJ]), t)} to {w.resolving(s, t)}"
