"""Deferred inert abilities (issue #10, an exact reduction of decision windows).

An *inert* ability is an activated ability whose whole effect lasts until end of
turn and changes only characteristics a permanent shows in combat: a creature
land's animation of itself (Mishra's Factory, Mutavault, Inkmoth Nexus) or a
+P/+T pump (Mishra's Factory's "{T}: Target Assembly-Worker gets +1/+1"), paid
with mana and at most its own {T}.  Nothing but combat, or a spell or ability
resolving, can tell whether it was activated, so it is offered only

- where the top of the stack is something else (a response: it resolves first),
- or, with an empty stack, in the windows before the turn-based action that
  reads it: an animation in the active player's beginning of combat (to attack)
  and in the defending player's declare attackers step (to block); a pump in the
  declare blockers and first-strike damage steps (before combat damage), and in the
  beginning of combat where a static reads power as attackers are declared.

Elsewhere the activation is withheld.  docs/RULES.md ("Deferred inert
abilities") argues why no game value changes; `cfg_bits` turns the reduction off
for a player (or for the matchup) holding a card the argument does not cover,
and `solve(..., defer=False)` / `3cb solve --no-defer` turns it off entirely
(tests/solver/test_defer.py compares both searches).
"""
from __future__ import annotations

from engine import ops
from engine.jit import leaf
from engine.rules.mana import pool_code, second_ready, source_ready
from engine.rules.zones import stack_off
from engine.statics import dispatch as statics
from engine.verbs import VERBS
from engine.state import (E_AB, E_KIND, E_TGT, E_TKIND, H_ACTIVE, H_STACK_N, H_STEP,
                          O_ANIM, O_ATTACKING, O_BLOCKING, O_CTRL, O_P1P1, O_TAPPED)
from engine.rules.chars import ob
from engine.rules.combat import any_attacker
from engine.tables import (AB_CARD, AB_COST, AB_E0, AB_EVENT, AB_EN, AB_FROM_GY, AB_GENERIC,
                           AB_IMPRINTED, AB_INERT, AB_KIND,
                           AB_RAZES,
                           AB_LIFE, AB_RMCTR, AB_RMX, AB_SAC, AB_SORC, AB_TF, AB_TK, AB_DIVIDED,
                           CFG_DEFER, CT_ECTR_KIND, CT_SUPER, CT_TYPES, EF_A, EF_B, EF_C, EF_KW, EF_PER_X, EF_VERB, EF_WHO)

INERT_ANIMATE = 1       # "~ becomes a P/T creature until end of turn", no target
INERT_PUMP = 2          # "target creature (or ~) gets +P/+T until end of turn"

DEFER_P0 = 1            # cfg[CFG_DEFER] bits: player 0's inert abilities are deferred,
DEFER_P1 = 2            # player 1's,
DEFER_TARGETED = 4      # and targeted ones too (nothing of the matchup sees a target chosen)
DEFER_PUMP_AT_ATTACK = 8    # a static reads power as attackers are declared (Ensnaring
#                             Bridge): pumps are offered in the beginning of combat too
DEFER_ABOVE_RAZE = 16   # withheld above "destroy target land" too, unless paid by that land
#                         (docs/RULES.md "Deferred inert abilities", above a land's destruction)
DEFER_LATE = 32         # a matchup of lands whose other abilities are inert ones, land
#                         destruction and Maze of Ith's or Karakas's: after the turn's combat,
#                         no inert ability and no floating mana at all (docs/RULES.md,
#                         "After the turn's combat")
DEFER_MAZE = 64         # with DEFER_LATE: the defending player's Maze of Ith waits in the
#                         declare attackers step until blockers are declared or something
#                         other than an inert ability is on top of the stack (docs/RULES.md,
#                         "Maze of Ith after blockers")
DEFER_IDLE_ANIM = 128   # with DEFER_LATE, where nothing reads a tapped status but its
#                         controller's choices: an animation that would change nothing that
#                         can matter is never offered, nor paid by its own source out of
#                         combat (docs/RULES.md, "Idle animations")
LATE_EVENTS = frozenset((ops.EV_UPKEEP, ops.EV_OPP_UPKEEP))     # triggers that never fire
#                         after a turn's combat

# Keywords an inert animation may give: read only by combat (declaring, blocking,
# dealing combat damage).  Hexproof, shroud, protection and indestructible change
# what other spells and abilities can do to the permanent: not inert.
COMBAT_KEYWORDS = ("flying", "reach", "first strike", "double strike", "deathtouch",
                   "lifelink", "trample", "vigilance", "menace", "defender", "haste",
                   "infect", "swampwalk", "islandwalk")
_COMBAT_KW = sum(ops.KEYWORDS[k] for k in COMBAT_KEYWORDS if k in ops.KEYWORDS)

# Verbs that never read whether a permanent other than their target or source is a
# creature, its power or toughness, its keywords or card types, and never let a
# player choose among creatures (docs/RULES.md, "Deferred inert abilities").  A verb
# not named here makes the matchup's reduction off (the safe default for new verbs);
# put_counters, create_token and sacrifice_chosen are judged by their rows below.
BLIND_VERBS = frozenset((
    "damage", "gain_life_power", "exile", "destroy", "animate", "pump", "untap",
    "lose_landwalk", "sacrifice_unless", "counter_unless_pay", "counter", "bounce",
    "become_copy", "remove_counters", "prevent_combat", "sacrifice", "search_library",
    "discard_choice", "destroy_unless_pay", "put_on_library", "look_at_top",
    "order_library", "win_if_library", "flip_coin", "lose_life", "transform", "gain_life",
    "suspend", "discard", "change_target", "gain_landwalk", "tap_freeze", "exile_until",
    "exile_playable", "divided_damage", "extra_turn", "shuffle_graveyard",
    "counter_that_spell", "imprint", "cast_copy", "madness", "sacrifice_to_draw"))

# Statics that read no permanent's creature-ness, power, toughness or keywords
# outside declaring attackers and blockers (module names of engine/statics/).
BLIND_STATICS = frozenset((
    "pump_while_control", "pump_while_life", "each_land_is", "creatures_have", "fight_unless",
    "chosen_name", "spells_cost_more", "spells_cost_at_least", "attack_power_hand",
    "begins_in_play", "you_have_hexproof", "cast_as_flash", "all_legendary",
    "prevent_others_damage", "chosen_name_tax", "cant_cast_above_lands", "block_additional",
    "nonbasic_lands_are", "chosen_lands_lose"))

# Trigger events that an inert effect cannot cause or change (EV_DIES is judged
# per card: a card whose own animation is inert could die as a creature or not).
BLIND_EVENTS = frozenset((
    ops.EV_ENTERS, ops.EV_COMBAT_DAMAGE_PLAYER, ops.EV_ATTACKS, ops.EV_UPKEEP,
    ops.EV_OTHER_LAND, ops.EV_NO_COUNTERS, ops.EV_ENTERS_EVOKED, ops.EV_ATTACKS_ALONE,
    ops.EV_OPP_UPKEEP, ops.EV_CARD_TO_YOUR_GY, ops.EV_CAST_SELF, ops.EV_TO_GRAVEYARD,
    ops.EV_OPP_CASTS_FREE, ops.EV_CAST_MV_CHARGE, ops.EV_REVEALED_FIRST_UPKEEP,
    ops.EV_MADNESS, ops.EV_OPP_CASTS, ops.EV_REVEALED_FIRST_SPELL,
    ops.EV_ENCHANTED_CASTS_NAMED))
DIES_EVENTS = frozenset((ops.EV_DIES, ops.EV_DIES_P1P1))
# A target being chosen is seen by these (valiant, Frost Titan's tax): with one in
# the matchup a targeted pump is not deferred.
TARGET_EVENTS = frozenset((ops.EV_TARGETED_BY_YOU, ops.EV_TARGETED_BY_OPP,
                           ops.EV_YOURS_WITH_P1P1_TARGETED))


VERB_NAMES = dict(enumerate(VERBS, start=1))      # verb id -> module name


def plain_activated(ab, a) -> bool:
    """Is ability row a an activated ability with effects whose costs are mana and
    {T} at most (no sacrifice, life, counters, exile from a graveyard; not imprinted
    nor dividing damage)?  Compile time: what the deferral and idle activations
    (engine/rules/idle.py) ask of an ability before looking at its effects."""
    return not (ab[a, AB_KIND] != ops.AK_ACTIVATED or ab[a, AB_SAC] or ab[a, AB_FROM_GY]
                or ab[a, AB_LIFE] or ab[a, AB_RMCTR] or ab[a, AB_RMX] or ab[a, AB_IMPRINTED]
                or ab[a, AB_DIVIDED] or ab[a, AB_EN] == 0)


def inert_kind(ab, ef, a) -> int:
    """INERT_ANIMATE, INERT_PUMP or 0 for ability row a (compile time)."""
    if not plain_activated(ab, a) or ab[a, AB_SORC]:
        return 0
    rows = range(ab[a, AB_E0], ab[a, AB_E0] + ab[a, AB_EN])
    verbs = {VERB_NAMES[ef[f, EF_VERB]] for f in rows}
    if verbs == {"animate"} and ab[a, AB_TK] == 0 \
            and all(ef[f, EF_WHO] == ops.W_SELF and not ef[f, EF_KW] & ~_COMBAT_KW for f in rows):
        return INERT_ANIMATE
    if verbs == {"pump"} and all(ef[f, EF_WHO] in (ops.W_TARGET, ops.W_SELF) for f in rows) \
            and (ab[a, AB_TK] == 0 or ab[a, AB_TK] == ops.TG_CREATURE) \
            and not ab[a, AB_TF] & ~(ops.TF_YOURS | ops.TF_OPPONENT):
        # (a filter on the target's power and toughness, Pendelhaven's "1/1", could
        # stop a later activation that an earlier one would have met)
        return INERT_PUMP
    return 0


@leaf
def held_above(s, i, a, p, land, ct, ab, ef, cfg):
    """Above the destruction of `land`, is player p's inert ability row a of object
    i withheld?  When i is that land and a has no target (its effect, on the land,
    would end with it), or when p can pay nothing with that land's mana before it
    goes: the land is not p's or can't make mana now, and p's pool is empty
    (docs/RULES.md "Deferred inert abilities").  Not a targeted ability of the land
    itself (Mishra's Factory's pump of another Assembly-Worker outlasts the land)."""
    if i == land:
        return ab[a, AB_TK] == 0
    if pool_code(s, p) != 0:
        return False
    return s[ob(land) + O_CTRL] != p or not (source_ready(s, land, ct, ef, cfg)
                                            or second_ready(s, land, ct, ef, cfg))


@leaf
def razed_land(s, ab):
    """The land the top of the stack destroys, when its whole effect is "destroy
    target land" (AB_RAZES: Wasteland, Strip Mine); -1 otherwise."""
    n = s[H_STACK_N]
    if n == 0:
        return -1
    e = stack_off(s, n - 1)
    top = s[e + E_AB]
    if top < 0 or ab[top, AB_RAZES] == 0 or s[e + E_TKIND] != ops.TK_OBJECT:
        return -1
    return s[e + E_TGT]


@leaf
def _deferred(a, p, ab, cfg):
    """Is ability row a of player p one the deferral may withhold (inert, p's
    abilities deferred, a targeted one only where choosing a target is unseen)?"""
    if ab[a, AB_INERT] == 0 or not (cfg[CFG_DEFER] >> p) & 1:
        return False
    return ab[a, AB_TK] == 0 or (cfg[CFG_DEFER] & DEFER_TARGETED) != 0


@leaf
def paid_by_razed(s, i, a, p, ab, cfg):
    """For player p's inert ability row a of object i, offered above the
    destruction of a land (not withheld): that land when only the payments that
    tap it are offered (p's pool is empty and i is another permanent: a payment
    that leaves the land untapped is one of p's other sources, which the
    destruction does not touch, and can come later as above), else -1."""
    if not _deferred(a, p, ab, cfg) or not cfg[CFG_DEFER] & DEFER_ABOVE_RAZE:
        return -1
    land = razed_land(s, ab)
    return land if land >= 0 and land != i and pool_code(s, p) == 0 else -1


def razes(ab, ef, a) -> int:
    """1 for an ability or spell row whose whole effect is "destroy target land"
    (Wasteland, Strip Mine; compile time): its resolution reads of its target only
    that it is a land (of the filter) and not indestructible, which no inert effect
    changes."""
    if ab[a, AB_EN] != 1 or ab[a, AB_TK] != ops.TG_LAND:
        return 0
    f = ab[a, AB_E0]
    return int(VERB_NAMES[ef[f, EF_VERB]] == "destroy" and ef[f, EF_WHO] == ops.W_TARGET)


LATE_VERBS_ATTACKING = frozenset(("untap", "prevent_combat"))   # Maze of Ith


def _late_blind(ab, ef, a, legendary_animates) -> bool:
    """Is activated ability row a, neither a mana ability nor inert, one that can't see
    an inert effect nor spend mana once a turn's combat is over (compile time)?
    "Destroy target land" paid without mana (Wasteland, Strip Mine); "untap target
    attacking creature, prevent its combat damage" for {T} (Maze of Ith: an attacking
    creature was one as attackers were declared, and nothing makes a permanent
    attacking after that); "return target legendary creature" for {T} (Karakas) where
    no inert animation is on a legendary card."""
    if ab[a, AB_GENERIC] != 0 or ab[a, AB_COST:AB_COST + ops.NCOLORS].any():
        return False
    if ab[a, AB_RAZES]:
        return True
    if not plain_activated(ab, a) or ab[a, AB_TK] != ops.TG_CREATURE:
        return False
    verbs = {VERB_NAMES[ef[f, EF_VERB]] for f in range(ab[a, AB_E0], ab[a, AB_E0] + ab[a, AB_EN])}
    if ab[a, AB_TF] & ops.TF_ATTACKING:
        return verbs <= LATE_VERBS_ATTACKING
    return bool(ab[a, AB_TF] & ops.TF_LEGENDARY) and not legendary_animates \
        and verbs == {"bounce"}


def _late_matchup(tables, seen, rows, legendary_animates) -> bool:
    """Can nothing but combat read an inert effect in this matchup, and nothing but an
    inert ability spend mana, once a turn's combat is over (compile time)?  Every card
    is a land (no spell is ever cast), its abilities other than mana abilities are
    inert ones or `_late_blind`, and its triggers fire only in an upkeep (The
    Tabernacle's, given to creatures)."""
    ct, ab, ef = tables.ct, tables.ab, tables.ef
    for c in seen:
        if not ct[c, CT_TYPES] & ops.T_LAND:
            return False
        for a in rows[c]:
            kind = ab[a, AB_KIND]
            if kind in (ops.AK_TRIGGERED, ops.AK_GRANTED):
                if ab[a, AB_EVENT] not in LATE_EVENTS:
                    return False
            elif kind != ops.AK_ACTIVATED:
                return False
            elif ab[a, AB_INERT] == 0 and not _late_blind(ab, ef, a, legendary_animates):
                return False
    return True


def cfg_bits(tables, decks, above_raze=True, late=True, maze=True, idle_anim=True) -> int:
    """cfg[CFG_DEFER] for a matchup: DEFER_P0/DEFER_P1 for each player whose inert
    abilities may be deferred, DEFER_TARGETED where targeted ones may be too; 0 where
    a card of the matchup could see an inert effect outside combat and resolutions.
    The cards looked at: both decks and every card they name (tokens, back faces).
    DEFER_MAZE (`maze`) and DEFER_IDLE_ANIM (`idle_anim`) come with DEFER_LATE only."""
    ct, ab, ef, cards = tables.ct, tables.ab, tables.ef, tables.cards
    seen = tables.with_named(set(decks[0]) | set(decks[1]))
    rows = {c: [a for a in range(ab.shape[0]) if ab[a, AB_CARD] == c] for c in seen}
    animates = {c for c in seen if any(ab[a, AB_INERT] == INERT_ANIMATE for a in rows[c])}
    # card types an inert animation can add (a sacrifice filter must not name one)
    added = ops.T_CREATURE
    for c in animates:
        for a in rows[c]:
            if ab[a, AB_INERT] == INERT_ANIMATE:
                for f in range(ab[a, AB_E0], ab[a, AB_E0] + ab[a, AB_EN]):
                    added |= ef[f, EF_C]
    legendary_animates = any(ct[c, CT_SUPER] & ops.S_LEGENDARY for c in animates)
    own = [False, False]
    targeted_seen = False
    power_at_attack = False
    for c in seen:
        card = cards[c]
        owners = [p for p in (0, 1) if c in decks[p]] or [0, 1]   # a token: either player's
        if card.ward:
            targeted_seen = True
        for st in card.static:
            name = statics.static_name(st)
            if name not in BLIND_STATICS:
                return 0
            power_at_attack |= name == "attack_power_hand"
        for a in rows[c]:
            kind = ab[a, AB_KIND]
            if kind in (ops.AK_TRIGGERED, ops.AK_GRANTED):
                ev = ab[a, AB_EVENT]
                if ev in TARGET_EVENTS:
                    targeted_seen = True
                elif ev in DIES_EVENTS:
                    if c in animates:
                        return 0
                elif ev not in BLIND_EVENTS:
                    return 0
            for f in range(ab[a, AB_E0], ab[a, AB_E0] + ab[a, AB_EN]):
                verb = VERB_NAMES[ef[f, EF_VERB]]
                if verb == "sacrifice_chosen":
                    if ef[f, EF_A] & added or ef[f, EF_B]:
                        return 0        # a player chooses among creatures (an edict)
                elif verb == "put_counters" and ef[f, EF_C]:
                    for p in owners:    # "on each artifact creature you control"
                        own[p] = True
                elif verb == "create_token" and ef[f, EF_PER_X] == 2:
                    for p in owners:    # "for each creature you control"
                        own[p] = True
                elif verb not in BLIND_VERBS and verb not in ("put_counters", "create_token"):
                    return 0
            if ab[a, AB_TK] & ops.TG_CREATURE and not ab[a, AB_INERT] \
                    and not ab[a, AB_TF] & ops.TF_ATTACKING \
                    and not (ab[a, AB_TF] & ops.TF_LEGENDARY and not legendary_animates):
                for p in owners:        # it could target its own player's animated land
                    own[p] = True
    out = (0 if own[0] else DEFER_P0) | (0 if own[1] else DEFER_P1)
    if out and not targeted_seen:
        out |= DEFER_TARGETED
    if out and power_at_attack:
        out |= DEFER_PUMP_AT_ATTACK
    if out and above_raze:
        out |= DEFER_ABOVE_RAZE
    every = DEFER_P0 | DEFER_P1 | DEFER_TARGETED
    if late and out & every == every and _late_matchup(tables, seen, rows, legendary_animates):
        out |= DEFER_LATE
        if maze:
            out |= DEFER_MAZE
        if idle_anim and _tapped_unread(tables, seen, rows) and _toughness_kept(tables, seen, rows):
            out |= DEFER_IDLE_ANIM
    return out


# Statics that change a creature's size, or read its power (Ensnaring Bridge's
# attack_power_hand): with one in the matchup, no animation is idle.
SIZE_STATICS = frozenset(("pump_while_control", "pump_while_life", "attack_power_hand"))


def _toughness_kept(tables, seen, rows) -> bool:
    """Does every inert animation of the matchup give toughness 1 or more, every
    inert pump raise toughness or keep it, and no static change a creature's size
    (compile time)?  Then a creature land animated out of combat, dealt no damage,
    never dies of it (docs/RULES.md "Idle animations")."""
    ab, ef = tables.ab, tables.ef
    for c in seen:
        if any(statics.static_name(st) in SIZE_STATICS for st in tables.cards[c].static):
            return False
        for a in rows[c]:
            k = ab[a, AB_INERT]
            for f in range(ab[a, AB_E0], ab[a, AB_E0] + ab[a, AB_EN]):
                if (k == INERT_ANIMATE and ef[f, EF_B] < 1) or (k == INERT_PUMP and ef[f, EF_B] < 0):
                    return False
    return True


def _tapped_unread(tables, seen, rows) -> bool:
    """Does no card of the matchup tell a tapped permanent from an untapped one but
    through its controller's own choices (engine/rules/idle.py's lists), nor put a
    stun counter on a permanent as it enters (compile time)?"""
    from engine.rules.idle import tapped_unread     # (idle imports this module)
    every = [a for c in seen for a in rows[c]]
    return tapped_unread(tables, seen, every) is not None \
        and not any(tables.ct[c, CT_ECTR_KIND] == ops.C_STUN for c in seen)


@leaf
def combat_over(s):
    """Is this turn's combat over: no turn-based action of this turn reads a
    creature any more?  The combat damage step (its windows come after the damage),
    the end of combat, main 2 and the end step, and the declare attackers step when
    no creature is attacking (the blockers and damage steps are then skipped)."""
    st = s[H_STEP]
    if st == ops.ST_DAMAGE or st == ops.ST_END_COMBAT or st == ops.ST_MAIN2 \
            or st == ops.ST_END:
        return True
    return st == ops.ST_ATTACKERS and not any_attacker(s)


@leaf
def inert_on_top(s, ab):
    """Is the top of the (non-empty) stack an inert ability?"""
    e = stack_off(s, s[H_STACK_N] - 1)
    return s[e + E_KIND] == ops.SK_ABILITY and ab[s[e + E_AB], AB_INERT] != 0


@leaf
def maze_waits(s, a, p, ab, cfg):
    """Does ability row a of player p, "untap target attacking creature, prevent its
    combat damage" (Maze of Ith; in a DEFER_LATE matchup the only abilities that
    target an attacking creature), wait: p is the defending player, attackers are
    declared, blockers not yet, and the stack is empty or an inert ability is on top
    (DEFER_MAZE; docs/RULES.md "Maze of Ith after blockers")?"""
    if not cfg[CFG_DEFER] & DEFER_MAZE or ab[a, AB_INERT] != 0 \
            or not ab[a, AB_TF] & ops.TF_ATTACKING:
        return False
    if p == s[H_ACTIVE] or s[H_STEP] != ops.ST_ATTACKERS:
        return False
    return s[H_STACK_N] == 0 or inert_on_top(s, ab)


@leaf
def benched(s, i):
    """Is object i neither attacking nor blocking, not animated, and without -1/-1
    counters (infect's: they stay on a land after its animation ends)?  Animated out
    of combat, it is then a creature of toughness 1 or more that nothing reads
    (docs/RULES.md "Idle animations")."""
    o = ob(i)
    return s[o + O_ATTACKING] == 0 and s[o + O_BLOCKING] == 0 and s[o + O_ANIM] == 0 \
        and s[o + O_P1P1] >= 0


@leaf
def idle_animation(s, i, a, ab, cfg):
    """Is inert ability row a of object i an animation that changes nothing that can
    matter (DEFER_IDLE_ANIM; docs/RULES.md "Idle animations"): i already has the
    animation a gives, or i is tapped and benched (it can neither attack nor block
    this turn, and nothing else of such a matchup reads a creature)?"""
    if not cfg[CFG_DEFER] & DEFER_IDLE_ANIM or ab[a, AB_INERT] != INERT_ANIMATE:
        return False
    o = ob(i)
    if ab[a, AB_EN] == 1 and s[o + O_ANIM] == ab[a, AB_E0] + 1:
        return True
    return s[o + O_TAPPED] != 0 and benched(s, i)


@leaf
def pays_for_itself(s, i, a, ab, cfg):
    """May object i pay (with its own mana) for its inert animation a?  Not where
    DEFER_IDLE_ANIM holds and i is benched: tapped by the payment, it would be an idle
    animation when the ability resolves."""
    return not (cfg[CFG_DEFER] & DEFER_IDLE_ANIM and ab[a, AB_INERT] == INERT_ANIMATE
                and benched(s, i))


@leaf
def withheld(s, i, a, p, ct, ab, ef, cfg):
    """Is ability row a of object i, player p's, withheld in this window (an inert
    ability outside the windows where it can matter, an idle animation, or a Maze of
    Ith that waits)?"""
    if maze_waits(s, a, p, ab, cfg) or idle_animation(s, i, a, ab, cfg):
        return True
    if not _deferred(a, p, ab, cfg):
        return False
    if cfg[CFG_DEFER] & DEFER_LATE and combat_over(s):
        return True             # nothing can read it before it ends (any stack)
    k = ab[a, AB_INERT]
    n = s[H_STACK_N]
    if n > 0:
        # a response to something else resolves first; above an inert entry it
        # could as well come after it
        if inert_on_top(s, ab):
            return True
        if not cfg[CFG_DEFER] & DEFER_ABOVE_RAZE:
            return False
        land = razed_land(s, ab)
        return land >= 0 and held_above(s, i, a, p, land, ct, ab, ef, cfg)
    st = s[H_STEP]
    if k == INERT_ANIMATE:
        if p == s[H_ACTIVE]:
            return st != ops.ST_BEGIN_COMBAT
        # to block: only if a creature attacks (else blockers are skipped)
        return st != ops.ST_ATTACKERS or not any_attacker(s)
    if st == ops.ST_BLOCKERS or st == ops.ST_FIRST_STRIKE:
        return False
    return not (st == ops.ST_BEGIN_COMBAT and cfg[CFG_DEFER] & DEFER_PUMP_AT_ATTACK)
