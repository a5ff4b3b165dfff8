"""Imprint from the hand: "you may exile an instant card with mana value 2 or less from
your hand" (Isochron Scepter's enters trigger; scepter, issue #12 wave 2b).

On resolution its controller chooses one such card of their hand, or none (of
identical cards, one is offered).  The card goes to exile and stays there: nothing
of the card pool takes a card out of exile but its own permission (suspend, Elite
Spellbinder's mark, Portable Hole's own card), and the imprinted card has none.  The
link to the exiling permanent (rule 607.2a) is kept on that permanent, in its
O_CHOSEN, as the card id + 1 of what it exiled (a permanent that leaves the
battlefield loses it with its other fields; the card stays exiled).  Only the card
matters to the linked ability (it copies the card: engine/verbs/cast_copy.py), so no
object slot is kept.  A trigger whose source has left the battlefield still exiles
the chosen card (the "may" is the controller's), linked to nothing; so does one whose
source came back as a new object before it resolved (`_link`)."""

from engine import layout
from engine import naming as w
from engine import ops
from engine.jit import leaf
from engine.record import record
from engine.rules.chars import nobj, ob
from engine.rules.primitives import DECLINE, DONE, WAIT
from engine.rules.zones import move_to
from engine.state import O_CARD, O_CHOSEN, O_OWNER, O_ZONE
from engine.tables import CT_MV, CT_TYPES, EF_A, EF_B

NAME = "imprint: you may exile a card of a type and mana value from your hand"
REACH = ops.REACH_HAND  # it takes a card from its controller's hand
NOTHING = -1            # O_CHOSEN of a permanent whose imprint exiled nothing (0: not yet)


@record
class ImprintFromHand:
    """You may exile a card of one of `types` with mana value `max_mv` or less from
    your hand; its source remembers it (O_CHOSEN)."""
    types: tuple[str, ...] = ("Instant",)
    max_mv: int = 2
    what: str = "you"


EFFECT = ImprintFromHand


def check(e, card):
    bad = [t for t in e.types if t not in ops.CARD_TYPES]
    if bad or not e.types:
        return f"imprint needs known card types, not {e.types!r}"
    if e.max_mv < 0:
        return "imprint needs a mana value of 0 or more"
    return None


def compile_row(e, row, ctx):
    row[EF_A] = e.max_mv + 1
    row[EF_B] = sum(ops.CARD_TYPES[t] for t in e.types)


@leaf
def _pickable(s, i, p, f, ct, ef):
    """Is object i a card of player p's hand that the imprint of effect row f takes?"""
    o = ob(i)
    c = s[o + O_CARD]
    return c >= 0 and s[o + O_ZONE] == ops.Z_HAND and s[o + O_OWNER] == p \
        and (ct[c, CT_TYPES] & ef[f, EF_B]) != 0 and ct[c, CT_MV] < ef[f, EF_A]


@leaf
def _link(s, src, v):
    """The imprint of permanent src has resolved, exiling card v - 1 (v = -1: none).
    A permanent's own imprint is the first to resolve while it is on the
    battlefield: an older trigger of a Scepter that left and came back as a new
    object (Portable Hole's return) sits below the new one's, resolves after it and
    finds the field set (rule 607.2a: that card is linked to nothing)."""
    o = ob(src)
    if s[o + O_ZONE] == ops.Z_BATTLEFIELD and s[o + O_CHOSEN] == 0:
        s[o + O_CHOSEN] = v


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    for j in range(nobj(s)):
        if _pickable(s, j, ctrl, f, ct, ef):
            return WAIT
    _link(s, src, NOTHING)
    return DONE     # no such card: nothing to choose


@leaf
def options(s, f, p, ct, ab, ef, cfg, objs, masks, scratch, work):
    """Decline, or each such card of p's hand (of cards with one card id, one: two
    cards of a card in a hand are identical objects)."""
    objs[0] = DECLINE
    masks[0] = 0
    n = 1
    for i in range(nobj(s)):
        if not _pickable(s, i, p, f, ct, ef):
            continue
        seen = False
        for k in range(1, n):
            if s[ob(objs[k]) + O_CARD] == s[ob(i) + O_CARD]:
                seen = True
                break
        if not seen:
            objs[n] = i
            masks[n] = 0
            n += 1
    return n


@leaf
def apply(s, obj, mask, f, k, src, ct, ab, ef, cfg):
    if obj < 0:
        _link(s, src, NOTHING)
        return
    c = s[ob(obj) + O_CARD]
    move_to(s, obj, ops.Z_EXILE, ct)
    _link(s, src, c + 1)


def choice_words(s, a, t, who):
    i = int(a[layout.AC_OBJ])
    if i < 0:
        return f"{who} exiles nothing (imprint)"
    return f"{who} exiles {w.owned(s, i, t)} from their hand (imprint)"
