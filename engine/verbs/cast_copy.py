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

Cost increases (rule 601.2f: a spell cast without paying its mana cost still pays
them) are not modelled here: `compile.Tables.unmodelled` refuses the matchups where
one could apply."""
from dataclasses import dataclass

from engine import layout
from engine import naming as w
from engine import ops
from engine.jit import leaf
from engine.layout import lane
from engine.rules.chars import nobj, ob
from engine.rules.primitives import DECLINE, DONE, WAIT
from engine.rules.targets import enum_targets
from engine.rules.triggers import becomes_target, on_cast, push_stack
from engine.rules.zones import move_to, sink_top, stack_off
from engine.state import (E_CTRL, E_X, H_BOUND, H_RESULT, H_STACK_N, O_CARD, O_CTRL, O_FLAGS, O_OWNER,
                          O_ZONE, OF_SPELL_COPY, OF_UNCOUNTERABLE)
from engine.statics import cant_cast_above_lands, chosen_name
from engine.tables import AB_IMPRINTED, CT_NMODES, CT_SPELL_AB, CT_UNCOUNTERABLE
from engine.verbs.imprint import ImprintFromHand

NAME = "you may cast a copy of the imprinted card without paying its mana cost"
REACH = ops.REACH_PLAYERS   # it puts a spell on the stack: no permanent changes now
MODE_SHIFT = 32             # an option's mask: 1 + mode * MODE_SHIFT + target kind


@dataclass(frozen=True)
class CastImprintedCopy:
    """You may copy the card its source exiled as it entered (imprint); if you do,
    you may cast the copy without paying its mana cost."""
    what: str = "you"


EFFECT = CastImprintedCopy


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
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    if x <= 0:
        return DONE     # nothing was imprinted: nothing to copy
    return WAIT


@leaf
def options(s, f, p, ct, ab, ef, cfg, objs, masks, scratch, work):
    """Decline, or each (mode, target) the copy may be cast with."""
    objs[0] = DECLINE
    masks[0] = 0
    c = s[stack_off(s, s[H_STACK_N] - 1) + E_X] - 1
    if c < 0 or ct[c, CT_SPELL_AB] < 0:
        return 1
    if chosen_name.cant_cast(s, c, ct, cfg) or cant_cast_above_lands.forbids(s, p, c, ct, ef):
        return 1
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
    if mask <= 0:
        return
    e = stack_off(s, k)
    c = s[e + E_X] - 1
    p = s[e + E_CTRL]
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
    # the copy goes just below the resolving ability: the top once it has finished
    sink_top(s, top)
    if tkind == ops.TK_OBJECT:
        becomes_target(s, obj, p, top - 1, ct, ab, ef)
    on_cast(s, j, p, top - 1, 0, ct, ab, ef)    # cast, no mana spent (rule 601.2i)


def choice_words(s, a, t, who):
    mask = int(a[layout.AC_PAY])
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
