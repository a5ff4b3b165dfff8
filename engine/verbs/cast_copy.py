"""Cast a copy of the imprinted card: "You may copy the exiled card. If you do, you may
cast the copy without paying its mana cost." (Isochron Scepter's {2}, {T}; scepter,
issue #12 wave 2b).

The card is the one its source exiled as it entered (engine/verbs/imprint.py: the
source's O_CHOSEN, card id + 1), read as the ability is activated and kept in the
entry's E_X (`tables.AB_IMPRINTED`, engine/moves.py): the ability copies that card
even if its source has left the battlefield since (rule 607.2a; the card stays in
exile). With nothing imprinted it does nothing, and asks nothing.

On resolution its controller chooses: nothing (either "may" declined: a copy not cast
ceases to exist at once, rule 704.5e, so the two are one game), or casting the copy
with a mode (a modal spell, rule 601.2b) and a target among those legal for it (rule
601.2c; the ability still on the stack is no spell, so never a target). A copy that
can't be cast (a name its opponent's Meddling Mage named, Lavinia's mana value cap)
offers nothing but declining, and so does a spell with no legal target in any mode.
The copy is cast while the ability resolves (rule 707.12): like suspend's cast, it
goes on the stack just below the resolving ability, so it is the top once the
ability has finished; its cast triggers happen with no mana spent (Lavinia, Chalice
of the Void: its mana value is the card's, X is 0, rule 107.3b), and its target
becomes targeted (valiant, ward).

The copy's object is a slot kept for it when the game is set up (engine/game.py
`token_slots`, `copy_kinds` below): one for each imprinting card and each instant of
its owner's deck it could imprint, with the instant's card id and no zone
(ops.Z_NONE) while unused.  On the stack the copy is that card in every respect, with
the object flag OF_SPELL_COPY; leaving the stack (resolved, countered, exiled) it
ceases to exist (engine/rules/zones.py `_place`): its slot has no zone again.  Only
one copy of a card can be on the stack per imprinting permanent: its ability needs
{T} and no card of the pool untaps an artifact; a copy due with no free slot is the
token bound (ops.BOUND_TOKENS), never a missing spell.

**What the copy costs** (session 8): "without paying its mana cost" is an alternative
way to pay (rule 118.9), so its cost is 0 plus every increase in play and at least
Trinisphere's floor (rule 601.2f: `priority.cost_change`, the same kernel every cast
reads; Thalia, Sphere of Resistance, Lodestone Golem, Anointed Peacekeeper's and Curse
of Silence's taxes on its name).  The effect compiles to two rows (`rows`): the first
chooses the mode and target (offering them only when the increase can be paid: a cast
that can't be paid is no legal choice, rule 601.2h) and puts the copy on the stack; the
second asks its controller how to pay the increase, `mana.payments` with the copy as
the spell being paid for (every payment; no decline: the cast has begun), and then the
cast is complete (rule 601.2i): its target becomes targeted and its cast triggers run,
with mana spent if the payment spent any (Lavinia's "if no mana was spent" then lets it
be).  With no increase the second row asks nothing.  The first row's decline sets the
ability entry's E_X to 0, so the second does nothing."""
from dataclasses import replace

from engine import layout
from engine import naming as w
from engine import ops
from engine.jit import leaf
from engine.layout import CS_PAY, CS_REQ, CS_REQ_N, cut, lane, past
from engine.record import record
from engine.rules.chars import nobj, ob
from engine.rules.mana import mana_spent, pay, payments, uncounterable_payment
from engine.rules.primitives import DECLINE, DONE, PAY, WAIT
from engine.rules.priority import cost_change
from engine.rules.targets import enum_targets
from engine.rules.triggers import becomes_target, on_cast, push_stack
from engine.rules.zones import entry_target, move_to, sink_top, stack_off
from engine.state import (E_CTRL, E_SRC, E_TKIND, E_X, H_BOUND, H_DARG, H_RESULT, H_STACK_N,
                          O_CARD, O_CTRL, O_FLAGS, O_OWNER, O_ZONE, OF_SPELL_COPY,
                          OF_UNCOUNTERABLE)
from engine.statics import cant_cast_above_lands, chosen_name
from engine.tables import AB_IMPRINTED, CT_NMODES, CT_SPELL_AB, CT_UNCOUNTERABLE, EF_A
from engine.verbs.imprint import ImprintFromHand

NAME = "you may cast a copy of the imprinted card without paying its mana cost"
REACH = ops.REACH_PLAYERS   # it puts a spell on the stack: no permanent changes now
MODE_SHIFT = 32             # an option's mask: 1 + mode * MODE_SHIFT + target kind


@record
class CastImprintedCopy:
    """You may copy the card its source exiled as it entered (imprint); if you do,
    you may cast the copy without paying its mana cost.  `pay_increase` marks the
    second row the compiler makes of it (`rows`: paying the copy's cost increase);
    a card never writes it."""
    what: str = "you"
    pay_increase: bool = False


EFFECT = CastImprintedCopy


def rows(e):
    """Two rows: choose the copy's mode and target and put it on the stack; then pay
    what the statics add to its cost (rule 601.2f-h) and complete the cast."""
    return (e,) if e.pay_increase else (e, replace(e, pay_increase=True))


def compile_row(e, row, ctx):
    row[EF_A] = int(e.pay_increase)


def compile_ability(e, row):
    row[AB_IMPRINTED] = 1


def copy_kinds(card, own_deck) -> list[str]:
    """Names of the cards a copy slot is kept for (engine/game.py token_slots): the
    cards of its owner's deck `card` could imprint, each once."""
    out = []
    for ab in card.abilities:
        for e in ab.effects:
            if not isinstance(e, ImprintFromHand):
                continue
            for other in own_deck:
                if other.name not in out and imprintable(other, e):
                    out.append(other.name)
    return out


def imprintable(card, e) -> bool:
    """Could imprint `e` take `card` from a hand (its types, its mana value)?"""
    return bool(set(card.types) & set(e.types)) and card.mana_cost.total <= e.max_mv


@leaf
def increase(s, c, p, ct, cfg):
    """Generic mana player p's copy of card c costs, cast without paying its mana cost:
    the increases in play, and at least the floor (rule 601.2f; a reduction can't take
    it below 0)."""
    more, least = cost_change(s, c, p, ct, cfg)
    n = more if more > 0 else 0
    return least if n < least else n


@leaf
def _payments(s, c, p, n, ct, ef, cfg, out, work):
    """Every way for p to pay {n} casting the copy of card c (codes in out)."""
    req = cut(work, CS_REQ, CS_REQ_N)
    for q in range(ops.NCOLORS):
        req[q] = 0
    return payments(s, p, n, req, -1, c, ct, ef, cfg, out, past(work, CS_PAY))


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    if x <= 0:
        return DONE     # nothing was imprinted (or no copy was cast): nothing to do
    if ef[f, EF_A] == 0:
        return WAIT     # cast a copy? its mode and target
    kc = s[H_STACK_N] - 2       # the copy, just below this ability
    c = x - 1
    if increase(s, c, ctrl, ct, cfg) > 0:
        return WAIT     # how to pay the increase
    _complete(s, kc, ctrl, 0, ct, ab, ef)
    return DONE


@leaf
def _complete(s, kc, p, spent, ct, ab, ef):
    """The copy at stack index kc has been paid for: the cast is complete (rule
    601.2i): its target becomes targeted, its cast triggers happen."""
    e = stack_off(s, kc)
    if s[e + E_TKIND] == ops.TK_OBJECT:
        becomes_target(s, entry_target(s, e), p, kc, ct, ab, ef)
    on_cast(s, s[e + E_SRC], p, kc, spent, ct, ab, ef)


@leaf
def options(s, f, p, ct, ab, ef, cfg, objs, masks, scratch, work):
    """First row: decline, or each (mode, target) the copy may be cast with.  Second
    row: each way to pay the increase."""
    c = s[stack_off(s, s[H_STACK_N] - 1) + E_X] - 1
    if ef[f, EF_A]:
        m = _payments(s, c, p, increase(s, c, p, ct, cfg), ct, ef, cfg, scratch, work)
        for j in range(m):
            objs[j] = PAY
            masks[j] = scratch[j]
        return m
    objs[0] = DECLINE
    masks[0] = 0
    if c < 0 or ct[c, CT_SPELL_AB] < 0:
        return 1
    if chosen_name.cant_cast(s, c, ct, cfg) or cant_cast_above_lands.forbids(s, p, c, ct, ef):
        return 1
    n = increase(s, c, p, ct, cfg)
    if n > 0 and _payments(s, c, p, n, ct, ef, cfg, scratch, work) == 0:
        return 1        # the increase can't be paid: the copy can't be cast
    kinds = lane(work, 0, 32)
    tgts = lane(work, 1, 32)
    n = 1
    for m in range(max(1, ct[c, CT_NMODES])):
        nt = enum_targets(s, ct[c, CT_SPELL_AB] + m, p, ct, ab, ef, cfg, kinds, tgts)
        for t in range(nt):
            objs[n] = tgts[t]
            masks[n] = 1 + m * MODE_SHIFT + kinds[t]
            n += 1
    return n


@leaf
def _free_slot(s, c, p):
    """A slot kept for a copy of card c owned by p, unused now; -1 if none."""
    for j in range(nobj(s)):
        o = ob(j)
        if s[o + O_CARD] == c and s[o + O_OWNER] == p and s[o + O_ZONE] == ops.Z_NONE:
            return j
    return -1


@leaf
def apply(s, obj, mask, f, k, src, ct, ab, ef, cfg):
    e = stack_off(s, k)
    c = s[e + E_X] - 1
    p = s[e + E_CTRL]
    if ef[f, EF_A]:             # the increase paid: the cast completes
        spent = 1 if mana_spent(s, p, mask) else 0
        uncounterable = uncounterable_payment(s, mask, c, ct)
        pay(s, mask, ct)
        if uncounterable:
            s[ob(s[stack_off(s, k - 1) + E_SRC]) + O_FLAGS] |= OF_UNCOUNTERABLE
        _complete(s, k - 1, p, spent, ct, ab, ef)
        return
    if mask <= 0:
        s[e + E_X] = 0          # declined: the second row does nothing
        return
    m = (mask - 1) // MODE_SHIFT
    tkind = (mask - 1) % MODE_SHIFT
    j = _free_slot(s, c, p)
    if j < 0:
        s[H_RESULT] = ops.R_BOUND
        s[H_BOUND] |= ops.BOUND_TOKENS
        return
    move_to(s, j, ops.Z_STACK, ct)
    o = ob(j)
    s[o + O_CTRL] = p
    s[o + O_FLAGS] |= OF_SPELL_COPY
    if ct[c, CT_UNCOUNTERABLE]:
        s[o + O_FLAGS] |= OF_UNCOUNTERABLE
    top = push_stack(s, ops.SK_SPELL, j, p, ct[c, CT_SPELL_AB] + m, tkind, obj, 0)
    if top < 1:
        return
    # the copy goes just below the resolving ability: the top once it has finished;
    # the next row has it paid for and completes the cast
    sink_top(s, top)


def choice_words(s, a, t, who):
    mask = int(a[layout.AC_PAY])
    if int(t.ef[int(s[H_DARG]), EF_A]):
        c = int(s[w.top_entry(s) + E_X]) - 1
        copy = int(s[stack_off(s, int(s[H_STACK_N]) - 2) + E_SRC])
        return (f"{who} pays for the copy of {t.names[c]}"
                f"{w.paying_text(s, mask, t, copy)}")
    if mask <= 0:
        return f"{who} casts no copy of the imprinted card"
    e = w.top_entry(s)
    c = int(s[e + E_X]) - 1
    card = t.cards[c]
    m = (mask - 1) // MODE_SHIFT
    tk = (mask - 1) % MODE_SHIFT
    mode = f" choosing \"{card.modes[m].oracle.rstrip('.;')}\"" if card.modes else ""
    row = [0] * layout.ACT_W
    row[layout.AC_TKIND] = tk
    row[layout.AC_TGT] = int(a[layout.AC_OBJ])
    row[layout.AC_AB] = int(t.ct[c, CT_SPELL_AB]) + m
    return (f"{who} casts a copy of {t.names[c]} without paying its mana cost{mode}"
            f"{w.target_text(s, row, t)}")
