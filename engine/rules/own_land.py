"""Destroying one's own land (issue #10, an exact reduction of decision windows).

Wasteland and Strip Mine ("{T}, Sacrifice ~: Destroy target [nonbasic] land") may be
aimed at a land of their own controller: at another one, or at themselves (targets
are chosen before costs are paid, rules 601.2c and 601.2h, 602.2b; aimed at itself the
ability finds its target gone and does nothing, rule 608.2b).  In a matchup of lands
where nothing sees a land on the battlefield but the abilities that target it
(`cfg_flag`), a *plain* land (CT_PLAIN_LAND: no static, no trigger, neither legendary
nor a creature card, and no animation but maybe its own) that is not a creature now is
never worse kept, unused, than destroyed; so such an activation, aimed at a plain land
of its controller while its source is plain with no animation at all, is not offered
(docs/RULES.md "Destroying one's own land" has the argument).

`plain_land` marks the cards at compile time, `cfg_flag` says whether a matchup allows
the reduction (CFG_OWN_LAND), and `aimed_at_own` is the test of one target as actions
are listed.  `solve(..., own_land=False)` / `3cb solve --no-own-land` turns it off
(tests/solver/test_own_land.py compares both searches).
"""
from __future__ import annotations

from engine import ops
from engine.jit import leaf
from engine.rules.chars import is_creature, ob
from engine.rules.defer import INERT_ANIMATE, VERB_NAMES, _late_matchup
from engine.rules.zones import stack_off
from engine.state import E_SRC, H_STACK_N, O_CARD, O_CTRL
from engine.statics import dispatch as statics
from engine.rules.self_aim import SAFE_MANA_COSTS
from engine.tables import (AB_CARD, AB_E0, AB_EN, AB_IF_TAPPED, AB_INERT, AB_KIND,
                           AB_MAX_LANDS, AB_RAZES, AB_SAC, AB_TF, AB_TSUB, CFG_OWN_LAND,
                           COSTS_MASK, CT_KW, CT_MANA2_COSTS, CT_MANA_COSTS,
                           CT_MAY_STAY_TAPPED, CT_PLAIN_LAND, CT_SUPER, CT_TYPES, EF_KW,
                           EF_VERB)

# Statics that see no land but creatures (The Tabernacle's grant): a land that is not
# a creature is unseen by them.
BLIND_STATICS = frozenset(("creatures_have",))
LANDWALK = ops.K_SWAMPWALK | ops.K_ISLANDWALK


PLAIN = 1               # CT_PLAIN_LAND: no animation at all (Wasteland, Maze of Ith)
PLAIN_BUT_ANIMATE = 2   # ... but for its own inert animation (Mishra's Factory)


def plain_land(card, ct, ab, ef, cid) -> int:
    """PLAIN for a land card with no static, no trigger and no ability that animates
    anything or makes it a copy, neither legendary nor a creature card, whose mana
    abilities cost nothing but {T} and life (not Undiscovered Paradise's return, nor a
    counter: tapped for mana it stays as it is) (compile time): on the battlefield and
    unused, nothing but a target can see it (in the matchups `cfg_flag` allows, where a
    land that is not a creature card becomes one only by its own animation);
    PLAIN_BUT_ANIMATE for one whose only animation is its own inert one (a creature
    land: plain while it is not a creature); 0 otherwise."""
    if not ct[cid, CT_TYPES] & ops.T_LAND or ct[cid, CT_TYPES] & ops.T_CREATURE \
            or ct[cid, CT_SUPER] & ops.S_LEGENDARY or card.static \
            or (ct[cid, CT_MANA_COSTS + COSTS_MASK] | ct[cid, CT_MANA2_COSTS + COSTS_MASK]) \
            & ~SAFE_MANA_COSTS:
        return 0
    out = PLAIN
    for a in range(ab.shape[0]):
        if ab[a, AB_CARD] != cid:
            continue
        if ab[a, AB_KIND] != ops.AK_ACTIVATED:
            return 0
        verbs = {VERB_NAMES[ef[f, EF_VERB]]
                 for f in range(ab[a, AB_E0], ab[a, AB_E0] + ab[a, AB_EN])}
        if "become_copy" in verbs:
            return 0            # it could take another card's abilities (Thespian's Stage)
        if "animate" in verbs:
            if ab[a, AB_INERT] != INERT_ANIMATE:
                return 0
            out = PLAIN_BUT_ANIMATE
    return out


def cfg_flag(tables, decks) -> int:
    """cfg[CFG_OWN_LAND] for a matchup: 1 where a land destruction is there and the
    argument of docs/RULES.md holds; 0 otherwise (the reduction is off).  The cards
    looked at: both decks and every card they name.

    - Every card is a land whose abilities are mana abilities, inert ones, land
      destruction paid without mana, Maze of Ith's and Karakas's, and whose triggers
      fire only in an upkeep (`defer._late_matchup`, the matchups of `DEFER_LATE`):
      nothing reads a graveyard or a hand, a land that is not a creature card becomes
      one only by its own animation, and only land destruction can target a land that
      is not a creature.
    - No trigger counts its controller's lands (Sheltered Valley's "if you control
      three or fewer lands", AB_MAX_LANDS: a kept land could stop it), and nothing
      tells a tapped permanent from an untapped one but its controller's choices (no
      "if ~ is tapped" trigger, no "may choose not to untap": the proof leaves a
      permanent untapped that a skipped activation would have tapped).
    - Every land destruction sacrifices its source and may target that source (no
      filter but "nonbasic", on a nonbasic card): what the other player does to a
      kept land has its twin aimed at its own source.
    - Statics see only creatures (BLIND_STATICS: The Tabernacle's grant, which gives
      creatures a triggered ability only), and nothing has landwalk, which would read
      the kept land's types."""
    ct, ab, ef, cards = tables.ct, tables.ab, tables.ef, tables.cards
    seen = tables.with_named(set(decks[0]) | set(decks[1]))
    rows = {c: [a for a in range(ab.shape[0]) if ab[a, AB_CARD] == c] for c in seen}
    if not any(ab[a, AB_RAZES] for c in seen for a in rows[c]):
        return 0
    animates = {c for c in seen if any(ab[a, AB_INERT] == INERT_ANIMATE for a in rows[c])}
    legendary_animates = any(ct[c, CT_SUPER] & ops.S_LEGENDARY for c in animates)
    if not _late_matchup(tables, seen, rows, legendary_animates):
        return 0
    for c in seen:
        if any(statics.static_name(st) not in BLIND_STATICS for st in cards[c].static):
            return 0
        if ct[c, CT_KW] & LANDWALK or ct[c, CT_MAY_STAY_TAPPED]:
            return 0
        for a in rows[c]:
            if ab[a, AB_MAX_LANDS] or ab[a, AB_IF_TAPPED]:
                return 0
            for f in range(ab[a, AB_E0], ab[a, AB_E0] + ab[a, AB_EN]):
                if ef[f, EF_KW] & LANDWALK or VERB_NAMES[ef[f, EF_VERB]] == "gain_landwalk":
                    return 0
            if ab[a, AB_RAZES] and (
                    not ab[a, AB_SAC] or ab[a, AB_TF] & ~ops.TF_NONBASIC or ab[a, AB_TSUB]
                    or (ab[a, AB_TF] & ops.TF_NONBASIC and ct[c, CT_SUPER] & ops.S_BASIC)):
                return 0
    return 1


@leaf
def _plain_target(s, j, p, ct, ef):
    """Is object j a plain land of player p that is not a creature now, nor about to
    be one (no ability of its own waits on the stack: its animation would make it a
    creature after the destruction is withheld)?"""
    if s[ob(j) + O_CTRL] != p:
        return False
    k = ct[s[ob(j) + O_CARD], CT_PLAIN_LAND]
    if k == PLAIN:
        return True
    if k != PLAIN_BUT_ANIMATE or is_creature(s, j, ct, ef):
        return False
    for n in range(s[H_STACK_N]):
        if s[stack_off(s, n) + E_SRC] == j:
            return False
    return True


@leaf
def aimed_at_own(s, i, a, p, tk, tg, ct, ab, ef, cfg):
    """Is player p's activation of land destruction row a of object i aimed at (tk,
    tg) one that only destroys p's own plain lands (i, with no animation at all, and
    tg if it is another, not a creature now), so not offered?"""
    return cfg[CFG_OWN_LAND] != 0 and a >= 0 and tk == ops.TK_OBJECT \
        and ab[a, AB_KIND] == ops.AK_ACTIVATED and ab[a, AB_RAZES] != 0 \
        and ab[a, AB_SAC] != 0 and ct[s[ob(i) + O_CARD], CT_PLAIN_LAND] == PLAIN \
        and _plain_target(s, tg, p, ct, ef)
