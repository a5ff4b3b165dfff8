"""Suspend (rule 702.62): "Suspend N—[cost]".  Rather than cast the card from the
hand, its owner may pay [cost] and exile it with N time counters (a special
action, `ops.A_SUSPEND`, any time they could cast it).  At the beginning of its
owner's upkeep a time counter is removed (a trigger from exile); when the last
is removed, a second trigger casts it without paying its mana cost, and a
creature spell cast so has haste (its summoning sickness is lifted as it enters).

A card compiles three ability rows of kind `ops.AK_SUSPEND` (tables.CT_SUSPEND_AB
is the first), told apart by AB_EVENT: the special action's cost
(`ops.SUSPEND_EXILE`), the upkeep tick (`SUSPEND_TICK`) and the cast
(`SUSPEND_CAST`); the two triggers are this verb.  The time counters are the
card's own kind (O_MISC), so a suspended card is a card in exile with time
counters on it; the rules hooks are `priority.suspend_rows` (the action),
`moves` (exiling it), `turn.begin_step` (the upkeep) and `effects.resolve_top`
(haste)."""

from engine import ops
from engine.jit import leaf
from engine.record import record
from engine.rules.chars import ob
from engine.rules.primitives import DONE, FAILED
from engine.rules.triggers import on_cast, push_stack, queue
from engine.rules.zones import move_to, sink_top
from engine.state import H_STACK_N, O_CARD, O_MISC, O_OWNER, O_ZONE
from engine.tables import CT_SPELL_AB, CT_SUSPEND_AB, EF_A, EF_WHO

NAME = "suspend"
REACH = ops.REACH_PLAYERS   # it changes a card in exile, or casts it: never a permanent now
STEPS = {"remove a time counter": ops.SUSPEND_TICK, "cast it": ops.SUSPEND_CAST}


@record
class SuspendStep:
    """One of suspend's two triggers (compiled from a card's `suspend`, never
    written on a card)."""
    step: str
    what: str = "self"


EFFECT = SuspendStep


def check(e, card):
    if e.step not in STEPS:
        return f"unknown suspend step {e.step!r}"
    return None


def compile_row(e, row, ctx):
    row[EF_WHO] = ops.W_SELF
    row[EF_A] = STEPS[e.step]


@leaf
def _cast_under_top(s, src, ctrl, ct, ab, ef):
    """Cast exiled card src without paying its mana cost, while the trigger that
    casts it resolves on top: the spell goes just below that trigger, so it is
    the top of the stack once the trigger has finished resolving."""
    c = s[ob(src) + O_CARD]
    k = push_stack(s, ops.SK_SPELL, src, ctrl, ct[c, CT_SPELL_AB], ops.TK_NONE, 0,
                   ops.X_SUSPENDED)
    if k < 1:
        return
    move_to(s, src, ops.Z_STACK, ct)
    sink_top(s, k)
    on_cast(s, src, ctrl, k - 1, 0, ct, ab, ef)     # it is cast, no mana spent: its cast triggers


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    o = ob(src)
    if s[o + O_ZONE] != ops.Z_EXILE:
        return FAILED
    if ef[f, EF_A] == ops.SUSPEND_TICK:
        if s[o + O_MISC] <= 0:
            return FAILED
        s[o + O_MISC] -= 1
        if s[o + O_MISC] == 0:
            queue(s, src, s[o + O_OWNER], ct[s[o + O_CARD], CT_SUSPEND_AB] + 2, 0)
        return DONE
    if s[o + O_MISC] != 0:
        return FAILED
    _cast_under_top(s, src, s[o + O_OWNER], ct, ab, ef)
    return DONE
