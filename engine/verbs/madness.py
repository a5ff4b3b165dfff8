"""Madness (rule 702.35): "Madness—[cost]" is a static ability and a triggered one.
The static one is a replacement: if its owner would discard the card, they discard it
into exile instead (`triggers.discard`, the one function every discard of the engine
goes through: a resolving effect's, Smallpox's and Blackmail's verbs, Lion's Eye
Diamond's and Foil's costs).  The triggered one is this verb: "when this card is exiled
this way, its owner may cast it by paying [cost] rather than paying its mana cost; if
that player doesn't, they put this card into their graveyard."

The trigger is an ability row of the card (kind AK_TRIGGERED, event ops.EV_MADNESS,
never emitted: `triggers.discard` queues it, controlled by the card's owner), and
tables.CT_MADNESS is that row + 1.  The row carries the madness cost: its mana
(AB_GENERIC, AB_COST) and its life (AB_LIFE: "Pay 8 life").  On resolution the owner
chooses (D_CHOICE): decline (the card goes to the graveyard) or one of the ways to pay
(each payment of the mana, `mana.payments`, with the life paid too; life is paid only
by a player who has that much, rule 119.4).  The card is cast while the trigger
resolves, ignoring timing (a creature cast at instant speed): it goes on the stack just
below the resolving trigger, as suspend's cast does (`suspend._cast_under_top`), so it
is the top of the stack once the trigger has left; its cast triggers run
(`triggers.on_cast`, mana spent: `mana.mana_spent`).  The cost is changed as any cost
of a spell (rule 601.2f: `priority.cost_change`, Sphere of Resistance, Trinisphere's
floor, Anointed Peacekeeper's tax); a card its owner can't cast (Meddling Mage's name,
Lavinia's restriction) has only the decline.  Mana that makes a spell uncounterable
(Cavern of Souls) does so here too.  If the card has left exile by the time the trigger
resolves, nothing happens (rule 400.7: it is a new object)."""

from engine import layout
from engine import naming as w
from engine import ops
from engine.jit import leaf
from engine.layout import CS_PAY, CS_REQ, CS_REQ_N, cut, past
from engine.record import record
from engine.rules.chars import ob
from engine.rules.mana import mana_spent, pay, payments, uncounterable_payment
from engine.rules.primitives import DECLINE, FAILED, PAY, WAIT
from engine.rules.priority import changed_generic, cost_change
from engine.rules.triggers import on_cast, push_stack
from engine.rules.zones import move_to, sink_top, stack_off
from engine.state import (E_AB, E_SRC, H_LIFE, H_STACK_N, O_CARD, O_FLAGS, O_OWNER, O_ZONE,
                          OF_UNCOUNTERABLE)
from engine.statics import cant_cast_above_lands, chosen_name
from engine.tables import AB_COST, AB_GENERIC, AB_LIFE, CT_SPELL_AB, CT_UNCOUNTERABLE, EF_WHO

NAME = "madness"
REACH = ops.REACH_PLAYERS   # it casts a card from exile or puts it into a graveyard, paying
#                             with its owner's sources as a cast does: never a permanent now


@record
class MadnessCast:
    """Madness's trigger (compiled from a card's `madness`, never written on a card)."""
    what: str = "self"


EFFECT = MadnessCast


def compile_row(e, row, ctx):
    row[EF_WHO] = ops.W_SELF


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    if s[ob(src) + O_ZONE] != ops.Z_EXILE:
        return FAILED       # it left exile: a new object, neither cast nor put anywhere
    return WAIT


@leaf
def chooser(s, f, src, ctrl, tkind, tgt, x, k, ef):
    return s[ob(src) + O_OWNER]


@leaf
def options(s, f, p, ct, ab, ef, cfg, objs, masks, scratch, work):
    """Decline, or each way to pay the madness cost (none if p can't cast the card
    or can't pay the life)."""
    objs[0] = DECLINE
    masks[0] = 0
    n = 1
    k = s[H_STACK_N] - 1
    src = s[stack_off(s, k) + E_SRC]    # the exiled card
    c = s[ob(src) + O_CARD]
    a = s[stack_off(s, k) + E_AB]
    if ab[a, AB_LIFE] > s[H_LIFE + p]:
        return n
    if chosen_name.cant_cast(s, c, ct, cfg) or cant_cast_above_lands.forbids(s, p, c, ct, ef):
        return n
    req = cut(work, CS_REQ, CS_REQ_N)
    for q in range(ops.NCOLORS):
        req[q] = ab[a, AB_COST + q]
    more, least = cost_change(s, c, p, ct, cfg)
    generic = changed_generic(ab[a, AB_GENERIC], req, more, least)
    m = payments(s, p, generic, req, -1, c, ct, ef, cfg, scratch, past(work, CS_PAY))
    for j in range(m):
        objs[n] = PAY
        masks[n] = scratch[j]
        n += 1
    return n


@leaf
def _cast_under_top(s, src, p, spent, ct, ab, ef):
    """Cast exiled card src for its madness cost (paid), while the trigger resolves on
    top: the spell goes just below it (suspend._cast_under_top)."""
    c = s[ob(src) + O_CARD]
    k = push_stack(s, ops.SK_SPELL, src, p, ct[c, CT_SPELL_AB], ops.TK_NONE, 0, 0)
    if k < 1:
        return
    move_to(s, src, ops.Z_STACK, ct)
    sink_top(s, k)
    on_cast(s, src, p, k - 1, spent, ct, ab, ef)


@leaf
def apply(s, obj, mask, f, k, src, ct, ab, ef, cfg):
    p = s[ob(src) + O_OWNER]
    if obj == PAY:
        c = s[ob(src) + O_CARD]
        spent = 1 if mana_spent(s, p, mask) else 0
        uncounterable = uncounterable_payment(s, mask, c, ct)
        s[H_LIFE + p] -= ab[s[stack_off(s, k) + E_AB], AB_LIFE]
        pay(s, mask, ct)
        _cast_under_top(s, src, p, spent, ct, ab, ef)
        if s[ob(src) + O_ZONE] == ops.Z_STACK and (uncounterable or ct[c, CT_UNCOUNTERABLE]):
            s[ob(src) + O_FLAGS] |= OF_UNCOUNTERABLE
    else:
        move_to(s, src, ops.Z_GRAVEYARD, ct)


def choice_words(s, a, t, who):
    src = int(s[w.top_entry(s) + E_SRC])
    if int(a[layout.AC_OBJ]) == DECLINE:
        return f"{who} does not cast {w.obj_name(s, src, t)} for its madness cost: it is put " \
               f"into the graveyard"
    life = int(t.ab[int(s[w.top_entry(s) + E_AB]), AB_LIFE])
    paid = w.paying_text(s, int(a[layout.AC_PAY]), t, src)
    if life:
        paid += f" and {life} life" if paid else f", paying {life} life"
    return f"{who} casts {w.obj_name(s, src, t)} for its madness cost{paid}"
