"""Triggered abilities: events queue them, and they go on the stack (APNAP)
the next time a player would receive priority (rule 603.3)."""
from engine.jit import kernel, leaf  # noqa: F401

from engine import ops
from engine.rules.chars import card_of, is_creature, nobj, ob, rules_card, trigger_condition_holds
from engine.rules.zones import count_owned_in, move_to, pend_off, remove_entry, set_entry_target, spell_mana_value, stack_off
from engine.state import (E_AB, E_CTRL, E_KIND, E_SRC, E_TGT, E_TKIND, E_X, H_BOUND,
                          H_RESULT, H_PEND_N, H_STACK_N, O_CARD, O_COPY, O_CTRL, O_OWNER,
                          O_FLAGS, O_MISC, O_P1P1, O_ZONE, OF_VALIANT, PEND_CAP, STACK_CAP)
from engine.tables import AB_EVENT, AB_KEEP, AB_KIND, CT_AB0, CT_GRANT_AB, CT_GY_WATCH, CT_NAB
from engine.tables import CT_MADNESS, CT_TO_GY
from engine.layout import O_GY_NEW
from engine.layout import O_ENCHANTED, OF_FIRST_SPELL_WAITS
from engine.state import O_CHOSEN, O_OWNER
from engine.tables import CT_ENCHANT


@leaf
def _past_capacity(s):
    """A deeper stack (or more pending triggers) than the state holds is a bound:
    the solver scores it both ways, so it is reported only if it matters."""
    s[H_RESULT] = ops.R_BOUND
    s[H_BOUND] |= ops.BOUND_STACK


@leaf
def queue(s, src, ctrl, a, x):
    """Queue triggered ability row a of source object src, controlled by ctrl."""
    n = s[H_PEND_N]
    if n >= PEND_CAP:
        _past_capacity(s)
        return
    e = pend_off(s, n)
    s[e + E_KIND] = ops.SK_TRIGGER
    s[e + E_SRC] = src
    s[e + E_CTRL] = ctrl
    s[e + E_AB] = a
    set_entry_target(s, e, ops.TK_NONE, 0)
    s[e + E_X] = x
    s[H_PEND_N] = n + 1


@leaf
def discard(s, i, ct):
    """Card i is discarded by its owner (every discard of the engine comes here: the
    discard verbs and the discard costs).  Madness's replacement (rule 702.35a): a card
    with madness is discarded into exile instead, and its madness trigger is queued
    for its owner (engine/verbs/madness.py); any other card goes to the graveyard."""
    a1 = ct[s[ob(i) + O_CARD], CT_MADNESS]
    if a1 > 0:
        move_to(s, i, ops.Z_EXILE, ct)
        queue(s, i, s[ob(i) + O_OWNER], a1 - 1, 0)
    else:
        move_to(s, i, ops.Z_GRAVEYARD, ct)


@leaf
def _emit_rows(s, event, i, x, c, kept_only, ct, ab):
    a0 = ct[c, CT_AB0]
    for a in range(a0, a0 + ct[c, CT_NAB]):
        if ab[a, AB_KIND] != ops.AK_TRIGGERED or ab[a, AB_EVENT] != event:
            continue
        if kept_only and not ab[a, AB_KEEP]:
            continue
        if not trigger_condition_holds(s, a, i, s[ob(i) + O_CTRL], ct, ab):
            continue
        queue(s, i, s[ob(i) + O_CTRL], a, x)


@leaf
def _queue_rows(s, event, i, ctrl, c, x, ct, ab):
    """(annex) Card c's abilities on `event`, from object i in any zone, controlled by ctrl."""
    a0 = ct[c, CT_AB0]
    for a in range(a0, a0 + ct[c, CT_NAB]):
        if ab[a, AB_KIND] == ops.AK_TRIGGERED and ab[a, AB_EVENT] == event:
            queue(s, i, ctrl, a, x)


@leaf
def emit(s, event, i, x, ct, ab):
    """Object i's abilities that trigger on `event` are queued; x is remembered
    (last known power, or the stack index a ward trigger counters).  A copy has
    the abilities of what it copies and those its own card keeps."""
    o = ob(i)
    r = rules_card(s, i, ct)        # (a land made a Mountain has no triggered ability)
    _emit_rows(s, event, i, x, r, False, ct, ab)
    if s[o + O_COPY] > 0 and r == card_of(s, i):
        _emit_rows(s, event, i, x, s[o + O_CARD], True, ct, ab)


@leaf
def _waiting(s, i, a):
    """Is a trigger of row a from source i on the stack or pending already?"""
    for k in range(s[H_STACK_N]):
        e = stack_off(s, k)
        if s[e + E_SRC] == i and s[e + E_AB] == a and s[e + E_KIND] == ops.SK_TRIGGER:
            return True
    for k in range(s[H_PEND_N]):
        e = pend_off(s, k)
        if s[e + E_SRC] == i and s[e + E_AB] == a:
            return True
    return False


@leaf
def graveyard_watch(s, i, ct, ab):
    """'When a card is put into your graveyard from anywhere' (Energy Field): O_MISC of
    the permanent holds the number of cards its controller's graveyard held when last
    looked at (set as it enters, engine/rules/zones.py move_to), less one for each card
    that has left that graveyard since (zones._unwatch: embalm's cost, a shuffle into the
    library), so a larger number means a card was put there since; it is looked at whenever state-based actions are checked, which
    is before any player receives priority, when triggers go on the stack (rule 603.3).
    One trigger stands for several cards arriving at once: the only such ability,
    "sacrifice ~", does nothing a second time.  A card countered and exiled "instead of
    being put into the graveyard" (a replacement) is never counted."""
    o = ob(i)
    n = count_owned_in(s, ops.Z_GRAVEYARD, s[o + O_CTRL])
    if n > s[o + O_MISC]:
        c = rules_card(s, i, ct)
        a0 = ct[c, CT_AB0]
        for a in range(a0, a0 + ct[c, CT_NAB]):
            if ab[a, AB_KIND] == ops.AK_TRIGGERED and ab[a, AB_EVENT] == ops.EV_CARD_TO_YOUR_GY:
                queue(s, i, s[o + O_CTRL], a, 0)
    s[o + O_MISC] = n


@leaf
def state_triggers(s, ct, ab):
    """State triggers (rule 603.8): 'when it has no [own kind of] counters' fires
    while that is true, once until the trigger has left the stack.  Also the
    graveyard watch of 'when a card is put into your graveyard' (graveyard_watch).  (eldrazi) A card
    marked as just put into a graveyard (zones._place: O_GY_NEW) triggers its "when ~ is
    put into a graveyard from anywhere" here, once."""
    for i in range(nobj(s)):
        o = ob(i)
        if s[o + O_CARD] >= 0 and s[o + O_ZONE] == ops.Z_GRAVEYARD and s[o + O_GY_NEW] != 0 \
                and ct[s[o + O_CARD], CT_TO_GY]:
            s[o + O_GY_NEW] = 0
            emit(s, ops.EV_TO_GRAVEYARD, i, 0, ct, ab)
    for i in range(nobj(s)):
        o = ob(i)
        if s[o + O_CARD] >= 0 and s[o + O_ZONE] == ops.Z_BATTLEFIELD \
                and ct[card_of(s, i), CT_GY_WATCH]:
            graveyard_watch(s, i, ct, ab)
            continue
        if s[o + O_CARD] < 0 or s[o + O_ZONE] != ops.Z_BATTLEFIELD or s[o + O_MISC] != 0:
            continue
        c = rules_card(s, i, ct)
        a0 = ct[c, CT_AB0]
        for a in range(a0, a0 + ct[c, CT_NAB]):
            if ab[a, AB_KIND] == ops.AK_TRIGGERED and ab[a, AB_EVENT] == ops.EV_NO_COUNTERS \
                    and not _waiting(s, i, a):
                queue(s, i, s[o + O_CTRL], a, 0)


@leaf
def granted_upkeep(s, p, ct, ef):
    """'All creatures have "At the beginning of your upkeep, ..."': one trigger
    per creature p controls for each permanent granting it."""
    for j in range(nobj(s)):
        q = ob(j)
        if s[q + O_CARD] < 0 or s[q + O_ZONE] != ops.Z_BATTLEFIELD:
            continue
        g = ct[rules_card(s, j, ct), CT_GRANT_AB]
        if g < 0:
            continue
        for i in range(nobj(s)):
            if s[ob(i) + O_CTRL] == p and is_creature(s, i, ct, ef):
                queue(s, i, p, g, 0)


@leaf
def becomes_target(s, i, by, stack_idx, ct, ab, ef):
    """Object i became the target of a spell/ability controlled by `by`
    that sits at `stack_idx`: valiant and ward."""
    o = ob(i)
    if s[o + O_CTRL] == by:
        if not (s[o + O_FLAGS] & OF_VALIANT):
            s[o + O_FLAGS] |= OF_VALIANT
            emit(s, ops.EV_TARGETED_BY_YOU, i, 0, ct, ab)
    else:
        emit(s, ops.EV_TARGETED_BY_OPP, i, stack_idx, ct, ab)
        if s[o + O_P1P1] > 0 and is_creature(s, i, ct, ef) \
                and s[stack_off(s, stack_idx) + E_KIND] == ops.SK_SPELL:
            # "whenever a creature you control with a +1/+1 counter on it becomes
            # the target of a spell an opponent controls" (Swarm Shambler): its
            # controller's permanents
            for j in range(nobj(s)):
                q = ob(j)
                if s[q + O_CARD] >= 0 and s[q + O_ZONE] == ops.Z_BATTLEFIELD \
                        and s[q + O_CTRL] == s[o + O_CTRL]:
                    emit(s, ops.EV_YOURS_WITH_P1P1_TARGETED, j, 0, ct, ab)


@leaf
def push_stack(s, kind, src, ctrl, abrow, tkind, tgt, x):
    n = s[H_STACK_N]
    if n >= STACK_CAP:
        _past_capacity(s)
        return -1
    e = stack_off(s, n)
    s[e + E_KIND] = kind
    s[e + E_SRC] = src
    s[e + E_CTRL] = ctrl
    s[e + E_AB] = abrow
    set_entry_target(s, e, tkind, tgt)
    s[e + E_X] = x
    s[H_STACK_N] = n + 1
    return n


@leaf
def pending_of(s, p):
    """How many pending triggers player p controls."""
    n = 0
    for k in range(s[H_PEND_N]):
        if s[pend_off(s, k) + E_CTRL] == p:
            n += 1
    return n


@leaf
def take_pending(s, k):
    """Remove pending trigger k, returning its fields (kind, src, ctrl, ab, x)."""
    e = pend_off(s, k)
    vals = (s[e + E_KIND], s[e + E_SRC], s[e + E_CTRL], s[e + E_AB], s[e + E_X])
    remove_entry(s, pend_off(s, 0), k, H_PEND_N)
    return vals


# ---- cast triggers: "when you cast this spell", "whenever a player casts a spell ..."
@leaf
def on_cast(s, i, p, k, spent, ct, ab, ef):
    """Spell object i has just been cast by player p: put on the stack at index k
    and paid for (rule 601.2i); spent: 1 if any mana was spent to cast it, 0 if
    none (mana.mana_spent).  Called at the two points where a spell is cast
    (moves._apply_one, A_CAST; suspend._cast_under_top, no mana spent).  Queued:
      EV_CAST_SELF       its own "when you cast this spell" (Emrakul's extra turn,
                         Ulamog's destroy: rule 603.2, above the spell the next time
                         a player would receive priority);
      EV_OPP_CASTS_FREE  with no mana spent, each permanent of p's opponent (Lavinia:
                         "whenever an opponent casts a spell, if no mana was spent to
                         cast it, counter that spell"), remembering k;
      EV_CAST_MV_CHARGE  each permanent whose charge counters (O_MISC) equal the
                         spell's mana value (Chalice of the Void), remembering k
                         (ops.TF_THAT_SPELL);
      EV_OPP_CASTS       (annex) each permanent of p's opponent (Chancellor of the Annex:
                         "whenever an opponent casts a spell"), remembering k;
      EV_REVEALED_FIRST_SPELL  (annex) each card of p's opponent marked
                         OF_FIRST_SPELL_WAITS, in any zone (revealed from the opening
                         hand: "when each opponent casts their first spell of the game"):
                         the mark is the reveal's delayed trigger, so it triggers once, at
                         p's first cast, and is gone (two revealed cards: two triggers);
      EV_ENCHANTED_CASTS_NAMED  (annex) each Aura enchanting p (O_ENCHANTED) whose chosen
                         name is the spell's (Curse of Silence), remembering k.
    A remembered index follows entries that leave below it, as ward's does
    (primitives._follow_removal)."""
    emit(s, ops.EV_CAST_SELF, i, 0, ct, ab)
    mv = spell_mana_value(s, k, ct)
    for j in range(nobj(s)):
        o = ob(j)
        if s[o + O_CARD] >= 0 and s[o + O_OWNER] != p and s[o + O_FLAGS] & OF_FIRST_SPELL_WAITS:
            s[o + O_FLAGS] &= ~OF_FIRST_SPELL_WAITS
            _queue_rows(s, ops.EV_REVEALED_FIRST_SPELL, j, s[o + O_OWNER], s[o + O_CARD], k, ct, ab)
        if s[o + O_CARD] < 0 or s[o + O_ZONE] != ops.Z_BATTLEFIELD:
            continue
        if spent == 0 and s[o + O_CTRL] != p:
            emit(s, ops.EV_OPP_CASTS_FREE, j, k, ct, ab)
        if s[o + O_CTRL] != p:
            emit(s, ops.EV_OPP_CASTS, j, k, ct, ab)
        if ct[card_of(s, j), CT_ENCHANT] and s[o + O_ENCHANTED] == p + 1 \
                and s[o + O_CHOSEN] == s[ob(i) + O_CARD] + 1:
            emit(s, ops.EV_ENCHANTED_CASTS_NAMED, j, k, ct, ab)
        c = rules_card(s, j, ct)
        a0 = ct[c, CT_AB0]
        for a in range(a0, a0 + ct[c, CT_NAB]):
            if ab[a, AB_KIND] == ops.AK_TRIGGERED and ab[a, AB_EVENT] == ops.EV_CAST_MV_CHARGE \
                    and s[o + O_MISC] == mv:
                queue(s, j, s[o + O_CTRL], a, k)
