"""Idle activations (issue #10, an exact reduction of decision windows).

An *idle* activation changes nothing but its source becoming tapped: an ability
whose only cost is {T} and whose whole effect is "target creature loses all
landwalk abilities until end of turn" (Hammerheim), in a matchup where no card
can give a creature landwalk, aimed at a creature whose becoming the target
triggers nothing.  It is never offered: whatever a player does after it, they can
do without it, with one more untapped permanent and one window fewer for the
opponent (docs/RULES.md "Idle activations" gives the argument).  In a
Hammerheim mirror every window held such a branch for each player (aiming it at
the opponent's creature), and refuting those delays was most of the search.

`cfg_bits` says which targets make an activation idle in a matchup (0: none,
the reduction is off), `idle_ability` marks the ability rows at compile time
(AB_IDLE), and `idle_target` is the test of one target as actions are listed.
`solve(..., idle=False)` / `3cb solve --no-idle` turns the reduction off
(tests/solver/test_idle.py compares both searches).
"""
from __future__ import annotations

from engine import ops
from engine.jit import leaf
from engine.rules.chars import ob
from engine.statics import dispatch as statics
from engine.state import O_CTRL, O_FLAGS, OF_VALIANT
from engine.rules.defer import VERB_NAMES, plain_activated
from engine.tables import (AB_CARD, AB_COST, AB_E0, AB_EN, AB_EVENT, AB_GENERIC, AB_IDLE,
                           AB_IF_TAPPED, AB_KIND, AB_TAP, AB_TK, CFG_IDLE, CT_ECTR_KIND,
                           CT_MAY_STAY_TAPPED, CT_MIN_UNTAPPED, EF_A, EF_VERB, EF_WHO)

IDLE_AT_OPPONENT = 1    # cfg[CFG_IDLE] bits: aimed at the other player's creature, it is idle
IDLE_AT_OWN = 2         # aimed at its controller's creature too (no valiant in the matchup)
IDLE_AT_SPENT = 4       # aimed at its controller's creature that has been the target of
#                         their spell or ability this turn already (valiant spent: OF_VALIANT)

NO_OP_VERBS = frozenset(("lose_landwalk",))       # no-ops where no card gives landwalk

# The lists below were checked against docs/RULES.md "Idle activations": none reads
# whether a permanent is tapped other than for its controller's own choices, changes
# a permanent's controller, gives landwalk or triggers on an activation.  A verb,
# static or trigger event not named here turns the reduction off for the matchup
# (the safe default for new ones); put_counters is judged by its row (stun counters).
SAFE_VERBS = frozenset((
    "animate", "become_copy", "bounce", "cast_copy", "change_target", "counter",
    "counter_that_spell", "counter_unless_pay", "create_token", "damage", "destroy",
    "destroy_unless_pay", "discard", "discard_choice", "divided_damage", "exile",
    "exile_playable", "exile_until", "extra_turn", "flip_coin", "gain_life",
    "gain_life_power", "imprint", "look_at_top", "lose_landwalk", "lose_life", "madness",
    "order_library", "prevent_combat", "pump", "put_counters", "put_on_library",
    "remove_counters", "sacrifice", "sacrifice_chosen", "sacrifice_greatest",
    "sacrifice_to_draw", "sacrifice_unless", "search_library", "shuffle_graveyard",
    "suspend", "tap_freeze", "transform", "untap", "win_if_library"))
# (spells_cost_at_least reads its own permanent's tapped status in the form
# CT_MIN_UNTAPPED, which cfg_bits turns the reduction off for)
SAFE_STATICS = frozenset((
    "all_legendary", "attack_power_hand", "begins_in_play", "block_additional",
    "cant_cast_above_lands", "cast_as_flash", "chosen_lands_lose", "chosen_name",
    "chosen_name_tax", "creatures_have", "each_land_is", "fight_unless",
    "nonbasic_lands_are", "prevent_others_damage", "pump_while_control", "pump_while_life",
    "spells_cost_at_least", "spells_cost_more", "you_have_hexproof"))
# (the two "becomes the target" events are judged per target: IDLE_* bits)
SAFE_EVENTS = frozenset((
    ops.EV_ENTERS, ops.EV_DIES, ops.EV_COMBAT_DAMAGE_PLAYER, ops.EV_ATTACKS, ops.EV_UPKEEP,
    ops.EV_OTHER_LAND, ops.EV_NO_COUNTERS, ops.EV_ENTERS_EVOKED, ops.EV_ATTACKS_ALONE,
    ops.EV_YOURS_WITH_P1P1_TARGETED, ops.EV_OPP_UPKEEP, ops.EV_CARD_TO_YOUR_GY,
    ops.EV_CAST_SELF, ops.EV_TO_GRAVEYARD, ops.EV_OPP_CASTS_FREE, ops.EV_CAST_MV_CHARGE,
    ops.EV_DIES_P1P1, ops.EV_REVEALED_FIRST_UPKEEP, ops.EV_MADNESS, ops.EV_OPP_CASTS,
    ops.EV_REVEALED_FIRST_SPELL, ops.EV_ENCHANTED_CASTS_NAMED,
    ops.EV_TARGETED_BY_YOU, ops.EV_TARGETED_BY_OPP))


def idle_ability(ab, ef, a) -> int:
    """1 for an activated ability row whose only cost is {T} and whose whole effect
    is a no-op verb on its one target creature (compile time), else 0."""
    if not plain_activated(ab, a) or not ab[a, AB_TAP] or ab[a, AB_TK] != ops.TG_CREATURE \
            or ab[a, AB_GENERIC] or any(ab[a, AB_COST + k] for k in range(ops.NCOLORS)):
        return 0
    rows = range(ab[a, AB_E0], ab[a, AB_E0] + ab[a, AB_EN])
    return int(all(VERB_NAMES[ef[f, EF_VERB]] in NO_OP_VERBS and ef[f, EF_WHO] == ops.W_TARGET
                   for f in rows))


def tapped_unread(tables, seen, rows) -> set | None:
    """The trigger events of cards `seen` (ability rows `rows`) when none of them can
    tell a tapped permanent from an untapped one other than through its controller's
    own choices and every verb, static and event is in the checked lists above; None
    otherwise (compile time).  What idle activations ask of a matchup, and the idle
    animations of the deferral (engine/rules/defer.py, DEFER_IDLE_ANIM)."""
    ct, ab, ef = tables.ct, tables.ab, tables.ef
    for c in seen:
        if ct[c, CT_MAY_STAY_TAPPED] or ct[c, CT_MIN_UNTAPPED]:
            return None
        if any(statics.static_name(st) not in SAFE_STATICS for st in tables.cards[c].static):
            return None
    events = set()
    for a in rows:
        if ab[a, AB_IF_TAPPED]:
            return None
        if ab[a, AB_KIND] in (ops.AK_TRIGGERED, ops.AK_GRANTED):
            if ab[a, AB_EVENT] not in SAFE_EVENTS:
                return None
            events.add(int(ab[a, AB_EVENT]))
        for f in range(ab[a, AB_E0], ab[a, AB_E0] + ab[a, AB_EN]):
            verb = VERB_NAMES[ef[f, EF_VERB]]
            if verb not in SAFE_VERBS or (verb == "put_counters" and ef[f, EF_A] == ops.C_STUN):
                return None
    return events


def cfg_bits(tables, decks) -> int:
    """cfg[CFG_IDLE] for a matchup: IDLE_* bits for the targets that make an idle
    ability's activation change nothing but its source's tapped status; 0 where a
    card of the matchup could tell a tapped permanent from an untapped one outside
    its controller's own choices (docs/RULES.md "Idle activations"), could give a
    creature landwalk, or holds a verb, static or trigger outside the lists above.
    The cards looked at: both decks and every card they name."""
    ct, ab = tables.ct, tables.ab
    seen = tables.with_named(set(decks[0]) | set(decks[1]))
    rows = [a for a in range(ab.shape[0]) if ab[a, AB_CARD] in seen]
    sources = {ab[a, AB_CARD] for a in rows if ab[a, AB_IDLE]}
    if not sources:
        return 0
    events = tapped_unread(tables, seen, rows)
    if events is None:
        return 0
    if any(ct[c, CT_ECTR_KIND] == ops.C_STUN for c in sources):
        return 0            # (a stun counter on the source: untapping it would remove one)
    out = IDLE_AT_SPENT
    if ops.EV_TARGETED_BY_OPP not in events:        # (ward is such a trigger)
        out |= IDLE_AT_OPPONENT
    if ops.EV_TARGETED_BY_YOU not in events:
        out |= IDLE_AT_OWN
    return out


@leaf
def idle_target(s, a, p, tk, tg, ab, cfg):
    """Is player p's activation of ability row a aimed at (tk, tg) idle, so not
    offered?"""
    bits = cfg[CFG_IDLE]
    if bits == 0 or a < 0 or tk != ops.TK_OBJECT or ab[a, AB_IDLE] == 0:
        return False
    o = ob(tg)
    if s[o + O_CTRL] != p:
        return (bits & IDLE_AT_OPPONENT) != 0
    if bits & IDLE_AT_OWN:
        return True
    return (s[o + O_FLAGS] & OF_VALIANT) != 0
