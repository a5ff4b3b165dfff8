"""Harm aimed at its own controller (issue #10, an exact reduction of decision windows).

A *self-harming* row is a spell, or an activated ability paid with mana and {T} at
most, whose whole effect is "deal N damage to" or "lose N life" on its one target,
which may be a player (Lightning Bolt, Chain of Plasma's kin, a pinger).  Aiming it at
its own controller only lowers that player's life, uses up the card (a spell) and
taps what paid for it.  In a matchup where no card can gain from any of that (nothing
reads a player's life but the rules that end the game, nothing reads a hand (but The
Rack's count, which deals less to a larger hand) or a graveyard, nothing triggers on a spell being cast, nothing tells a tapped permanent
from an untapped one outside its controller's own choices, no mana ability costs more
than {T} and life), such a cast or activation is never better than not making it, and
is not offered (docs/RULES.md "Harm aimed at its own controller" has the argument).

`self_aim_row` marks the rows at compile time (AB_SELF_AIM), `cfg_flag` says whether
a matchup allows the reduction (CFG_SELF_AIM), and `aimed_at_self` is the test of one
target as actions are listed.  `solve(..., self_aim=False)` / `3cb solve
--no-self-aim` turns it off (tests/solver/test_self_aim.py compares both searches).
"""
from __future__ import annotations

from engine import ops
from engine.jit import leaf
from engine.rules.defer import VERB_NAMES, plain_activated
from engine.rules.idle import SAFE_EVENTS as _IDLE_EVENTS
from engine.rules.idle import SAFE_STATICS as _IDLE_STATICS
from engine.rules.idle import SAFE_VERBS as _IDLE_VERBS
from engine.statics import dispatch as statics
from engine.tables import (AB_CARD, AB_DIVIDED, AB_E0, AB_EN, AB_EVENT, AB_IF_TAPPED, AB_KIND,
                           AB_SELF_AIM, AB_TK, CFG_SELF_AIM, COSTS_MASK, CT_ECTR_KIND,
                           CT_MANA2_COSTS, CT_MANA_COSTS, CT_MAY_STAY_TAPPED, CT_MIN_UNTAPPED,
                           EF_A, EF_VERB, EF_WHO)

HARM_VERBS = frozenset(("damage", "lose_life"))     # on a player: only its life goes down

# What the argument needs of every other card of the matchup.  The lists start from
# idle activations' (engine/rules/idle.py: nothing tells a tapped permanent from an
# untapped one outside its controller's choices) and leave out what reads a hand
# (discard, madness, a card exiled from a hand, a hand's size: Ensnaring Bridge,
# Lupine Prototype), a graveyard (shuffled back into a library), a life total other
# than to end the game (Serra Ascendant, a transform at high life), a card name that
# may be chosen (which names are offered depends on where the cards are) or a spell
# being cast (Chalice of the Void, Chancellor of the Annex, Curse of Silence).
SAFE_VERBS = _IDLE_VERBS - frozenset((
    "discard", "discard_choice", "madness", "exile_playable", "shuffle_graveyard",
    "transform"))
SAFE_STATICS = _IDLE_STATICS - frozenset((
    "attack_power_hand", "pump_while_life", "fight_unless", "chosen_name",
    "chosen_name_tax"))
SAFE_EVENTS = _IDLE_EVENTS - frozenset((
    ops.EV_CARD_TO_YOUR_GY, ops.EV_OPP_CASTS_FREE, ops.EV_CAST_MV_CHARGE, ops.EV_MADNESS,
    ops.EV_OPP_CASTS, ops.EV_REVEALED_FIRST_SPELL, ops.EV_ENCHANTED_CASTS_NAMED))
# a mana ability's costs that only tap its source or cost its controller life
SAFE_MANA_COSTS = ops.COST_TAP | ops.COST_PAY_LIFE | ops.COST_DAMAGE_TO_YOU


def self_aim_row(ab, ef, a) -> int:
    """1 for ability row a (compile time): a spell's, of a card whose rows are all its
    spell's (no trigger, no ability from another zone), or an activated ability whose
    costs are mana and {T} at most; not dividing damage; whose whole effect is a
    HARM_VERBS row on its one target, which may be a player."""
    if not ab[a, AB_TK] & ops.TG_PLAYER or ab[a, AB_DIVIDED] or ab[a, AB_EN] == 0:
        return 0
    kind = ab[a, AB_KIND]
    if kind == ops.AK_SPELL:
        card = ab[a, AB_CARD]
        if any(ab[b, AB_CARD] == card and ab[b, AB_KIND] != ops.AK_SPELL
               for b in range(ab.shape[0])):
            return 0
    elif not plain_activated(ab, a):
        return 0
    rows = range(ab[a, AB_E0], ab[a, AB_E0] + ab[a, AB_EN])
    return int(all(VERB_NAMES[ef[f, EF_VERB]] in HARM_VERBS and ef[f, EF_WHO] == ops.W_TARGET
                   for f in rows))


def cfg_flag(tables, decks) -> int:
    """cfg[CFG_SELF_AIM] for a matchup: 1 where a self-harming row is there and no card
    of the matchup (both decks and every card they name) falls outside the lists
    above; 0 otherwise (the reduction is off)."""
    ct, ab, ef = tables.ct, tables.ab, tables.ef
    seen = tables.with_named(set(decks[0]) | set(decks[1]))
    rows = [a for a in range(ab.shape[0]) if ab[a, AB_CARD] in seen]
    if not any(ab[a, AB_SELF_AIM] for a in rows):
        return 0
    for c in seen:
        if ct[c, CT_MAY_STAY_TAPPED] or ct[c, CT_MIN_UNTAPPED] or ct[c, CT_ECTR_KIND] == ops.C_STUN:
            return 0
        if (ct[c, CT_MANA_COSTS + COSTS_MASK] | ct[c, CT_MANA2_COSTS + COSTS_MASK]) \
                & ~SAFE_MANA_COSTS:
            return 0
        if any(statics.static_name(st) not in SAFE_STATICS for st in tables.cards[c].static):
            return 0
    for a in rows:
        if ab[a, AB_IF_TAPPED]:
            return 0
        if ab[a, AB_KIND] in (ops.AK_TRIGGERED, ops.AK_GRANTED) \
                and ab[a, AB_EVENT] not in SAFE_EVENTS:
            return 0
        for f in range(ab[a, AB_E0], ab[a, AB_E0] + ab[a, AB_EN]):
            verb = VERB_NAMES[ef[f, EF_VERB]]
            if verb not in SAFE_VERBS or (verb == "put_counters" and ef[f, EF_A] == ops.C_STUN):
                return 0
    return 1


@leaf
def aimed_at_self(a, p, tk, tg, ab, cfg):
    """Is player p's cast or activation of row a aimed at (tk, tg) one that harms only
    p, so not offered?"""
    return cfg[CFG_SELF_AIM] != 0 and a >= 0 and tk == ops.TK_PLAYER and tg == p \
        and ab[a, AB_SELF_AIM] != 0
