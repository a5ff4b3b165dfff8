"""Mana its player can't spend (issue #10, an exact reduction of decision windows).

Floating mana (tapping a source with nothing to pay) is offered only where the mana
may be needed later in the step and the source may stop making it first
(priority.float_matters, docs/RULES.md "Mana").  Where its player can spend no mana at
all before the pool empties, even that is pointless: the tap is a play the argument of
"Mana" drops ("if neither comes, the mana was never spent").  This module finds such
players in matchups where it is easy to be sure:

- at compile time, per player p (`cfg_bits`): every activated ability p's permanents
  could ever have that costs mana costs more than all the mana p could ever make at
  once (`most_mana`: each of p's cards' largest mana ability, a land at least one mana,
  a copy effect the largest of the matchup), and nothing of the matchup asks for mana
  while resolving, refills a hand, untaps a permanent, returns one to the battlefield,
  makes mana tokens, lets a card be cast from outside a hand (suspend, Misthollow
  Griffin), taxes an activation (Anointed Peacekeeper) or has a mana ability with a
  cost besides {T}, life and its own sacrifice (Undiscovered Paradise's return);
- as actions are listed (`unspendable`): p holds no nonland card in hand (a spell
  is the only other way to spend mana).

Dark Depths | Thespian's Stage | City of Traitors vs Urborg | Vampire Hexmage |
Dark Depths: once the Hexmage is cast, the Urborg player's two mana can pay for
nothing (Dark Depths' "{3}: remove an ice counter" is the only cost left) and is not
floated in every window above the other Dark Depths' trigger any more.

`solve(..., dead_mana=False)` / `3cb solve --no-dead-mana` turns it off, as does
`float_all` (tests/solver/test_dead_mana.py compares the searches).
"""
from __future__ import annotations

from engine import ops
from engine.jit import leaf
from engine.rules.chars import nobj, ob
from engine.rules.defer import VERB_NAMES
from engine.statics import dispatch as statics
from engine.state import O_CARD, O_OWNER, O_ZONE
from engine.tables import (AB_CARD, AB_COST, AB_E0, AB_EN, AB_GENERIC, AB_KIND, CFG_DEAD_MANA,
                           COSTS_MASK, CT_FROM_EXILE, CT_MANA, CT_MANA2, CT_MANA2_COSTS,
                           CT_MANA2_N, CT_MANA_COSTS, CT_MANA_N,
                           CT_MANA_ONLY, CT_SUSPEND_AB, CT_TOKEN, CT_TYPES, CT_WARD, EF_VERB)

DEAD_P0 = 1     # cfg[CFG_DEAD_MANA] bits: player 0's mana is unspendable with no spell in hand
DEAD_P1 = 2     # player 1's

# Verbs that neither ask a player for mana while resolving, nor put a card into a hand,
# onto the battlefield or where it may be cast from, nor untap a permanent.  A verb not
# named here turns the reduction off (the safe default for new verbs).  Left out:
# bounce, untap, exile_until (it returns), counter_unless_pay, destroy_unless_pay,
# cast_copy (they ask for mana), madness, suspend, exile_playable (a cast from exile),
# search_library, sacrifice_to_draw, look_at_top, put_on_library, order_library,
# shuffle_graveyard (a card into a hand, now or from a library).
SAFE_VERBS = frozenset((
    "damage", "gain_life_power", "exile", "destroy", "animate", "pump", "put_counters",
    "lose_landwalk", "sacrifice_unless", "counter", "become_copy", "create_token",
    "remove_counters", "prevent_combat", "sacrifice", "discard_choice", "win_if_library",
    "flip_coin", "lose_life", "transform", "gain_life", "discard", "change_target",
    "gain_landwalk", "tap_freeze", "divided_damage", "extra_turn", "counter_that_spell",
    "imprint", "sacrifice_chosen", "sacrifice_greatest"))


# a mana ability's costs whose only other effects "Mana" argues away (life, damage, a
# Black Lotus's sacrifice): a tap whose mana is never spent may be dropped
SAFE_MANA_COSTS = (ops.COST_TAP | ops.COST_PAY_LIFE | ops.COST_DAMAGE_TO_YOU
                   | ops.COST_SACRIFICE_SELF)
# statics that make an activated ability cost mana it does not print
TAX_STATICS = frozenset(("chosen_name_tax",))


def _amount(ct, c) -> int:
    """The most mana one activation of card c's mana abilities makes (0: none)."""
    n = 0
    if ct[c, CT_MANA] or ct[c, CT_MANA_ONLY]:
        n = ct[c, CT_MANA_N]
    if ct[c, CT_MANA2]:
        n = max(n, ct[c, CT_MANA2_N])
    if ct[c, CT_TYPES] & ops.T_LAND:
        n = max(n, 1)       # a basic land type a static gives it, a Moon's Mountain
    return int(n)


def _verbs(tables, c) -> set[str]:
    ab, ef = tables.ab, tables.ef
    return {VERB_NAMES[ef[f, EF_VERB]] for a in range(ab.shape[0]) if ab[a, AB_CARD] == c
            for f in range(ab[a, AB_E0], ab[a, AB_E0] + ab[a, AB_EN])}


def most_mana(tables, deck, seen) -> int:
    """All the mana a player with these cards could ever make at once (compile time):
    each card's largest mana ability (or the largest of every card of the matchup for a
    card that can become a copy of another); None where that has no bound (a storage
    land's mana grows with its counters)."""
    ct = tables.ct
    largest = max((_amount(ct, c) for c in seen), default=0)
    total = 0
    for c in deck:
        if ct[c, CT_MANA_COSTS + COSTS_MASK] & ops.COST_REMOVE_ANY_COUNTERS:
            return None
        named = tables.with_named({c})
        total += largest if "become_copy" in _verbs(tables, c) \
            else max((_amount(ct, d) for d in named), default=0)
    return total


def least_cost(tables, deck, seen) -> int:
    """The least mana any activated ability a permanent of this player could have costs
    (compile time): its cards' abilities and those of the cards they name, every card's
    of the matchup if one of them can become a copy; a large number if none costs mana."""
    ab = tables.ab
    own = tables.with_named(set(deck))
    if any("become_copy" in _verbs(tables, c) for c in own):
        own = set(seen)
    least = 1 << 30
    for a in range(ab.shape[0]):
        if ab[a, AB_CARD] not in own or ab[a, AB_KIND] not in (ops.AK_ACTIVATED, ops.AK_GRANTED):
            continue
        total = int(ab[a, AB_GENERIC] + sum(ab[a, AB_COST + k] for k in range(ops.NCOLORS)))
        if total > 0:
            least = min(least, total)
    return least


def cfg_bits(tables, decks) -> int:
    """cfg[CFG_DEAD_MANA] for a matchup: DEAD_P0 / DEAD_P1 for each player whose mana
    can pay for nothing once no spell is left in their hand; 0 where a card of the
    matchup (both decks and every card they name) falls outside the conditions above."""
    ct = tables.ct
    seen = tables.with_named(set(decks[0]) | set(decks[1]))
    for c in seen:
        if ct[c, CT_WARD] or ct[c, CT_SUSPEND_AB] >= 0 or ct[c, CT_FROM_EXILE] \
                or not _verbs(tables, c) <= SAFE_VERBS:
            return 0        # (Misthollow Griffin: a spell cast from exile)
        if (ct[c, CT_MANA_COSTS + COSTS_MASK] | ct[c, CT_MANA2_COSTS + COSTS_MASK]) \
                & ~SAFE_MANA_COSTS:
            return 0        # (Undiscovered Paradise: its tap returns it to a hand)
        if any(statics.static_name(st) in TAX_STATICS for st in tables.cards[c].static):
            return 0        # (Anointed Peacekeeper: any activation may cost mana)
        if ct[c, CT_TOKEN] and _amount(ct, c):
            return 0        # a token that makes mana: as many as are created
    out = 0
    for p in (0, 1):
        most = most_mana(tables, decks[p], seen)
        if most is not None and most < least_cost(tables, decks[p], seen):
            out |= DEAD_P0 << p
    return out


@leaf
def unspendable(s, p, ct, cfg):
    """Can player p spend no mana before the pool empties: p's matchup bit is set and
    no nonland card is in p's hand?"""
    if not (cfg[CFG_DEAD_MANA] >> p) & 1:
        return False
    for i in range(nobj(s)):
        o = ob(i)
        c = s[o + O_CARD]
        if c >= 0 and s[o + O_ZONE] == ops.Z_HAND and s[o + O_OWNER] == p \
                and not ct[c, CT_TYPES] & ops.T_LAND:
            return False
    return True
