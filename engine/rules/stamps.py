"""The order land-type effects began in (session 9, layers; rule 613.7).

An Alpine Moon ("lose all land types", layer 4) and a land-type giver (Magus of the
Moon, Urborg, Yavimaya; layer 4) apply to a land the Alpine Moon named in timestamp
order (engine/layer_order.py says why, and where the order is kept: CT_STAMPED).  A
static ability's effect has its permanent's timestamp, taken as it enters the
battlefield (rule 613.7d), or that of the copy effect that gave it the ability if later
(613.7a: a Thespian's Stage becoming a copy of Urborg); a permanent that leaves and
returns is a new object with a new one.

Kept canonically in each such permanent's stamp (O_FLAGS bits, layout.stamp_of): how
many ordered Alpine Moons on the battlefield entered before it.  A giver began after an
Alpine Moon exactly when its stamp is larger than that Alpine Moon's (chars.
_alpine_floor).  With no Alpine Moon on the battlefield every stamp is 0, so positions
differ only where the order can show."""
from engine import ops
from engine.jit import leaf
from engine.layout import stamp_of, with_stamp
from engine.rules.chars import card_of, nobj, ob
from engine.state import O_CARD, O_FLAGS, O_ZONE
from engine.tables import CT_STAMPED


@leaf
def _alpines(s, ct):
    """How many ordered Alpine Moons are on the battlefield."""
    n = 0
    for j in range(nobj(s)):
        q = ob(j)
        if s[q + O_CARD] >= 0 and s[q + O_ZONE] == ops.Z_BATTLEFIELD \
                and ct[card_of(s, j), CT_STAMPED] == ops.STAMP_ALPINE:
            n += 1
    return n


@leaf
def began(s, i, ct):
    """Object i, on the battlefield, has just entered it or become a copy (its land
    type effect begins now): its stamp is the number of ordered Alpine Moons there
    before it (0 if its effect is not ordered)."""
    o = ob(i)
    k = ct[card_of(s, i), CT_STAMPED]
    v = 0
    if k != 0:
        v = _alpines(s, ct) - (1 if k == ops.STAMP_ALPINE else 0)
    s[o + O_FLAGS] = with_stamp(s[o + O_FLAGS], v)


@leaf
def leaving(s, i, ct):
    """Object i is about to leave the battlefield: if it is an ordered Alpine Moon,
    the permanents that entered after it count one fewer before them."""
    o = ob(i)
    if ct[card_of(s, i), CT_STAMPED] != ops.STAMP_ALPINE:
        return
    v = stamp_of(s[o + O_FLAGS])
    for j in range(nobj(s)):
        q = ob(j)
        if j != i and s[q + O_CARD] >= 0 and s[q + O_ZONE] == ops.Z_BATTLEFIELD:
            w = stamp_of(s[q + O_FLAGS])
            if w > v:
                s[q + O_FLAGS] = with_stamp(s[q + O_FLAGS], w - 1)
