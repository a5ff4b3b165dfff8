"""The turn: its steps in order, their turn-based actions, and moving on.

advance() runs the game until a player must decide: it performs turn-based
actions, state-based actions, puts pending triggers up for ordering, and
hands out priority.  Steps without priority (untap, cleanup) pass silently.
"""
from engine.jit import kernel, leaf  # noqa: F401

from engine import ops
from engine.rules import combat, sba
from engine.rules.chars import nobj, ob, rules_card
from engine.rules.effects import resolve_top
from engine.rules.library import draw, library_size
from engine.rules.primitives import WAIT, untap
from engine.rules.priority import may_act
from engine.rules.triggers import emit, granted_upkeep, pending_of, queue
from engine.rules.zones import move_to
from engine.tables import CFG_STEPWISE, CT_MAY_STAY_TAPPED, CT_SUSPEND_AB
from engine.state import (H_DIRTY, ERR_LOOP, H_ACTIVE, H_DARG, H_DECISION, H_ERROR, H_LAND, H_PASSED,
                          H_PEND_N, H_PRIO, H_RESULT, H_STACK_N, H_STEP, O_ANIM, O_CARD, O_CTRL, O_EOT_KW,
                          O_DAMAGE, O_EOT_P, O_EOT_T, O_FLAGS, O_MISC, O_OWNER, O_SICK, O_TAPPED,
                          O_ZONE, OF_DEATHTOUCHED, OF_PREVENTED, OF_VALIANT, H_POOL,
                          OF_RETURN_AT_UNTAP, H_POOL_ONLY, OF_FROZEN)
from engine.layout import H_EXTRA
from engine.layout import O_ATTACKING  # (tactician)

D_BEGIN_STEP = 100   # internal: the turn-based actions of H_STEP are due
D_GIVE = 0           # internal (== ops.D_NONE): H_PRIO is about to receive priority


@leaf
def give_priority(s, p):
    s[H_PRIO] = p
    s[H_PASSED] = 0
    s[H_DECISION] = D_GIVE


@leaf
def end_step(s, ct, ef):
    """Both players passed with an empty stack: go to the next step.  Unused
    mana empties from the pool (rule 500.4)."""
    for k in range(2 * ops.NCOLORS):      # both players' pools
        s[H_POOL + k] = 0
    s[H_POOL_ONLY] = 0                    # and their artifact-spells-only {C}
    s[H_POOL_ONLY + 1] = 0
    st = s[H_STEP]
    if st == ops.ST_UPKEEP and library_size(s, s[H_ACTIVE]) == 0:
        # The draw step is skipped: the library is empty, so nothing happens in it
        # and its priority windows are those of the end of the upkeep again.
        nxt = ops.ST_MAIN1
    elif st == ops.ST_ATTACKERS and not combat.any_attacker(s):
        # No attackers: blockers and damage are skipped (rule 508.8), and the end
        # of combat changes nothing, so its windows repeat this step's: main 2.
        nxt = ops.ST_MAIN2
    elif st == ops.ST_BLOCKERS:
        nxt = ops.ST_FIRST_STRIKE if combat.needs_first_strike_step(s, ct, ef) else ops.ST_DAMAGE
    elif st == ops.ST_END_COMBAT:
        combat.end_combat(s)
        nxt = ops.ST_MAIN2
    else:
        nxt = st + 1
    s[H_STEP] = nxt
    s[H_DECISION] = D_BEGIN_STEP


@leaf
def stay_tapped_candidates(s, ct, out):
    """The active player's tapped permanents they may choose not to untap ('You
    may choose not to untap ~ during your untap step'), in out; returns how many.
    The choice is the active player's, made as their turn begins."""
    a = s[H_ACTIVE]
    n = 0
    for i in range(nobj(s)):
        o = ob(i)
        if s[o + O_CARD] >= 0 and s[o + O_ZONE] == ops.Z_BATTLEFIELD and s[o + O_CTRL] == a \
                and s[o + O_TAPPED] and ct[rules_card(s, i, ct), CT_MAY_STAY_TAPPED]:
            out[n] = i
            n += 1
    return n


@leaf
def untap_step(s, keep, ct):
    """The active player's permanents untap, but those in the mask `keep` (chosen
    among stay_tapped_candidates); one marked to return as they untap
    (Undiscovered Paradise, costs/return_next_untap.py) goes to its owner's hand."""
    a = s[H_ACTIVE]
    s[H_LAND] = 0
    for i in range(nobj(s)):
        o = ob(i)
        if s[o + O_CARD] >= 0 and s[o + O_ZONE] == ops.Z_BATTLEFIELD and s[o + O_CTRL] == a:
            if s[o + O_FLAGS] & OF_RETURN_AT_UNTAP:
                move_to(s, i, ops.Z_HAND, ct)
                continue
            s[o + O_SICK] = 0
            if s[o + O_FLAGS] & OF_FROZEN:
                # "It doesn't untap during its controller's next untap step" (Frost Titan)
                s[o + O_FLAGS] &= ~OF_FROZEN
                continue
            if not (keep >> i) & 1:
                untap(s, i)


@leaf
def cleanup(s):
    for i in range(nobj(s)):
        o = ob(i)
        s[o + O_DAMAGE] = 0
        s[o + O_EOT_P] = 0
        s[o + O_EOT_T] = 0
        s[o + O_ANIM] = 0
        s[o + O_EOT_KW] = 0
        s[o + O_FLAGS] &= ~(OF_VALIANT | OF_DEATHTOUCHED | OF_PREVENTED)
    a = s[H_ACTIVE]
    if s[H_EXTRA + a] > 0:
        # ---- eldrazi: an extra turn of the active player's comes next.  One owed to the
        # other player is taken after their next turn instead of before it: every turn
        # is alike (nothing counts turns), so the order of players is the same.
        s[H_EXTRA + a] -= 1
    else:
        s[H_ACTIVE] = 1 - a
    s[H_STEP] = ops.ST_UNTAP
    s[H_DECISION] = ops.D_TURN_START
    s[H_PRIO] = s[H_ACTIVE]
    s[H_PASSED] = 0


@leaf
def begin_step(s, ct, ab, ef, cfg, work):
    st = s[H_STEP]
    a = s[H_ACTIVE]
    if st == ops.ST_UPKEEP:
        for i in range(nobj(s)):
            o = ob(i)
            if s[o + O_CARD] >= 0 and s[o + O_ZONE] == ops.Z_BATTLEFIELD:
                emit(s, ops.EV_UPKEEP if s[o + O_CTRL] == a else ops.EV_OPP_UPKEEP, i, 0, ct, ab)
            elif s[o + O_CARD] >= 0 and s[o + O_ZONE] == ops.Z_EXILE and s[o + O_OWNER] == a \
                    and s[o + O_MISC] > 0 and ct[s[o + O_CARD], CT_SUSPEND_AB] >= 0:
                # suspended: remove a time counter (engine/verbs/suspend.py)
                queue(s, i, a, ct[s[o + O_CARD], CT_SUSPEND_AB] + 1, 0)
        granted_upkeep(s, a, ct, ef)
        give_priority(s, a)
    elif st == ops.ST_DRAW:
        draw(s, a, ct)          # its library is not empty (end_step skips the step otherwise)
        give_priority(s, a)
    elif st == ops.ST_ATTACKERS:
        s[H_PRIO] = a
        s[H_DECISION] = ops.D_ATTACK
    elif st == ops.ST_BLOCKERS:
        s[H_PRIO] = 1 - a
        s[H_DECISION] = ops.D_BLOCK
    elif st == ops.ST_FIRST_STRIKE or st == ops.ST_DAMAGE:
        first = st == ops.ST_FIRST_STRIKE
        nxt = combat.next_assignment(s, first, ct, ef, cfg, work)
        if nxt >= 0:
            # the attacker's controller, or a blocker of two attackers' (tactician)
            s[H_PRIO] = a if s[ob(nxt) + O_ATTACKING] else 1 - a
            s[H_DECISION] = ops.D_ASSIGN
            s[H_DARG] = nxt
        else:
            combat.deal_combat_damage(s, first, ct, ab, ef, cfg, work)
            give_priority(s, a)
    elif st == ops.ST_CLEANUP:
        cleanup(s)
    else:
        give_priority(s, a)


@leaf
def pass_priority(s, ct, ab, ef, cfg):
    """The player with priority passes: to the other player, or, when both have
    passed in succession, the top of the stack resolves or the step ends."""
    if s[H_PASSED]:
        s[H_DIRTY] = 1
        if s[H_STACK_N] > 0:
            if resolve_top(s, ct, ab, ef, cfg) != WAIT:
                give_priority(s, s[H_ACTIVE])
        else:
            end_step(s, ct, ef)
    else:
        s[H_PRIO] = 1 - s[H_PRIO]
        s[H_PASSED] = 1
        s[H_DECISION] = D_GIVE       # a pass changes nothing: no state-based check due


@leaf
def advance(s, ct, ab, ef, cfg, work):
    """Run until a decision is due (or the game ends)."""
    guard = 0
    while s[H_RESULT] == ops.R_ONGOING and s[H_ERROR] == 0:
        guard += 1
        if guard > 10000:
            s[H_ERROR] = ERR_LOOP
            return
        d = s[H_DECISION]
        if d == D_BEGIN_STEP:
            begin_step(s, ct, ab, ef, cfg, work)
        elif d == D_GIVE:
            receiver = s[H_PRIO]
            # after nothing but a priority pass there is nothing to check
            if s[H_DIRTY] and sba.check(s, ct, ab, ef, cfg):
                s[H_DARG] = receiver        # a name (D_NAME) or the legend rule is chosen first
                return
            s[H_DIRTY] = 0
            if s[H_RESULT] != ops.R_ONGOING:
                return
            if s[H_PEND_N] > 0:
                a = s[H_ACTIVE]
                s[H_DARG] = receiver        # who gets priority once triggers are up
                s[H_PRIO] = a if pending_of(s, a) > 0 else 1 - a
                s[H_DECISION] = ops.D_TRIGGER
                return
            s[H_DECISION] = ops.D_PRIORITY
            p = s[H_PRIO]
            if may_act(s, p, ct, ab, ef, cfg):
                return
            if cfg[CFG_STEPWISE] != 0:      # narration: the caller makes this pass
                cfg[CFG_STEPWISE] = 2
                return
            pass_priority(s, ct, ab, ef, cfg)   # nothing to do but pass: no decision
        else:
            return
