"""Exile from a hand, still playable: "look at target opponent's hand. You may
exile a nonland card from it. For as long as that card remains exiled, its owner
may play it. A spell cast this way costs {2} more to cast." (Elite Spellbinder)

The chosen card goes to exile with the object flag OF_SPELLBOUND: while it is
there its owner may cast it (engine/rules/priority.py `castable_obj`, its usual
timing), paying {2} more (`_cast_rows`).  The flag leaves with the object (a
new object has none, rule 400.7).  The controller of the trigger chooses, and
may decline; a hand with no nonland card asks nothing."""

from engine import layout
from engine import ops
from engine.jit import leaf
from engine.record import record
from engine.rules.chars import nobj, ob
from engine.rules.primitives import DECLINE, DONE, WAIT
from engine.rules.zones import move_to, offer_object, stack_off
from engine.state import E_TGT, H_STACK_N, O_CARD, O_FLAGS, O_OWNER, O_ZONE, OF_SPELLBOUND
from engine.tables import CT_TYPES
from engine import naming as w

NAME = "exile a nonland card from a hand; its owner may still cast it for {2} more"
REACH = ops.REACH_HAND  # it may take a mana source from a hand (Simian Spirit Guide)
MORE = 2                # what a spell cast so costs more


@record
class ExileFromHandPlayable:
    """Look at the target player's hand; you may exile a nonland card from it; its
    owner may play it from exile for {2} more."""
    what: str = "target"


EFFECT = ExileFromHandPlayable


@leaf
def _pickable(s, i, q, ct):
    o = ob(i)
    return s[o + O_CARD] >= 0 and s[o + O_ZONE] == ops.Z_HAND and s[o + O_OWNER] == q \
        and (ct[s[o + O_CARD], CT_TYPES] & ops.T_LAND) == 0


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    if tkind == ops.TK_PLAYER:
        for j in range(nobj(s)):
            if _pickable(s, j, tgt, ct):
                return WAIT
    return DONE


@leaf
def options(s, f, p, ct, ab, ef, cfg, objs, masks, scratch, work):
    """Decline, or each nonland card of the target player's hand (of identical
    cards, one)."""
    q = s[stack_off(s, s[H_STACK_N] - 1) + E_TGT]
    objs[0] = DECLINE
    masks[0] = 0
    n = 1
    for i in range(nobj(s)):
        if _pickable(s, i, q, ct):
            n = offer_object(s, i, objs, masks, n)
    return n


@leaf
def apply(s, obj, mask, f, k, src, ct, ab, ef, cfg):
    if obj >= 0:
        move_to(s, obj, ops.Z_EXILE, ct)
        s[ob(obj) + O_FLAGS] |= OF_SPELLBOUND


def choice_words(s, a, t, who):
    i = int(a[layout.AC_OBJ])
    if i < 0:
        return f"{who} exiles nothing from the revealed hand"
    return f"{who} exiles {w.owned(s, i, t)} from the revealed hand (its owner may cast it for {{2}} more)"
