"""State-based actions (rule 704), checked before any player receives priority."""
from engine.jit import kernel, leaf  # noqa: F401

from engine import ops
from engine.rules.chars import (card_of, has_kw, is_creature, is_legendary, name_id, nobj, ob,
                                power_toughness)
from engine.rules.triggers import emit, state_triggers
from engine.rules.zones import move_to
from engine.rules.primitives import put_in_graveyard
from engine.statics.chosen_name import choice_due
from engine.ops import BOUND_COUNTERS, BOUND_LIFE
from engine.state import (H_BOUND, H_DECISION, H_LIFE, H_POISON,
                          H_PRIO, H_RESULT, H_ACTIVE, O_CARD, O_CTRL, O_DAMAGE, O_FLAGS,
                          O_MISC, O_P1P1, O_ZONE, OF_DEATHTOUCHED, O_EXILED_BY, O_OWNER)
from engine.tables import (CFG_MAX_COUNTERS, CFG_MAX_LIFE, CFG_PRESENT, PRESENT_LEGENDS,
                           PRESENT_STATE_TRIGGERS)


@leaf
def legend_with_twin(s, i, p, ct, cfg):
    """Is object i a legendary permanent p controls alongside another of its name?"""
    o = ob(i)
    if s[o + O_CARD] < 0 or s[o + O_ZONE] != ops.Z_BATTLEFIELD or s[o + O_CTRL] != p \
            or not is_legendary(s, i, ct, cfg):
        return False
    c = name_id(card_of(s, i), ct)     # by name: a token copy has its card's (angel)
    for j in range(nobj(s)):
        q = ob(j)
        if j != i and s[q + O_CARD] >= 0 and s[q + O_ZONE] == ops.Z_BATTLEFIELD \
                and s[q + O_CTRL] == p and name_id(card_of(s, j), ct) == c:
            return True
    return False


@leaf
def _legend_clash(s, p, ct, cfg):
    """Lowest object index of a legendary permanent that p controls twice, or -1."""
    if not cfg[CFG_PRESENT] & PRESENT_LEGENDS:
        return -1
    for i in range(nobj(s)):
        o = ob(i)       # legend_with_twin's first test, here: a call only for p's permanents
        if s[o + O_CARD] >= 0 and s[o + O_ZONE] == ops.Z_BATTLEFIELD and s[o + O_CTRL] == p \
                and legend_with_twin(s, i, p, ct, cfg):
            return i
    return -1


@leaf
def _return_exiled(s, ct, ab):
    """Cards exiled 'until ~ leaves the battlefield' whose exiler has left
    (O_EXILED_BY -1, engine/verbs/exile_until.py) return to the battlefield under
    their owners' control; returns whether any did."""
    back = False
    for j in range(nobj(s)):
        q = ob(j)
        if s[q + O_CARD] >= 0 and s[q + O_ZONE] == ops.Z_EXILE and s[q + O_EXILED_BY] == -1:
            move_to(s, j, ops.Z_BATTLEFIELD, ct)
            s[q + O_CTRL] = s[q + O_OWNER]
            emit(s, ops.EV_ENTERS, j, 0, ct, ab)
            back = True
    return back


@leaf
def check(s, ct, ab, ef, cfg):
    """Perform state-based actions until none apply.  Returns True when a
    player must choose first (a permanent that just entered chooses a card name,
    or the legend rule); the game may also end."""
    while True:
        changed = _return_exiled(s, ct, ab)
        lost0 = s[H_LIFE] <= 0 or s[H_POISON] >= 10
        lost1 = s[H_LIFE + 1] <= 0 or s[H_POISON + 1] >= 10
        if lost0 or lost1:
            s[H_RESULT] = ops.R_DRAW if (lost0 and lost1) else (ops.R_WIN1 if lost0 else ops.R_WIN0)
            return False
        due = choice_due(s, ct)
        if due >= 0:
            # "As ~ enters, choose a card name" (engine/statics/chosen_name.py): the
            # permanent has just entered (from the stack, or returning from exile above)
            # and nothing has happened since; its controller chooses before anything
            # else is checked or done (rule 614.12)
            s[H_PRIO] = s[ob(due) + O_CTRL]
            s[H_DECISION] = ops.D_NAME
            return True
        if s[H_LIFE] > cfg[CFG_MAX_LIFE] or s[H_LIFE + 1] > cfg[CFG_MAX_LIFE]:
            s[H_RESULT] = ops.R_BOUND
            s[H_BOUND] |= BOUND_LIFE
            return False
        for i in range(nobj(s)):
            o = ob(i)
            if s[o + O_CARD] < 0 or s[o + O_ZONE] != ops.Z_BATTLEFIELD:
                continue
            if s[o + O_P1P1] > cfg[CFG_MAX_COUNTERS] or s[o + O_MISC] > cfg[CFG_MAX_COUNTERS]:
                s[H_RESULT] = ops.R_BOUND
                s[H_BOUND] |= BOUND_COUNTERS
                return False
            if not is_creature(s, i, ct, ef):
                continue
            p, t = power_toughness(s, i, ct, ef, cfg)
            if t <= 0:
                put_in_graveyard(s, i, ct, ab, ef, cfg)  # not destruction: indestructible can't help
                changed = True
                continue
            lethal = s[o + O_DAMAGE] >= t or (s[o + O_DAMAGE] > 0 and (s[o + O_FLAGS] & OF_DEATHTOUCHED))
            if lethal and not has_kw(s, i, ct, ef, ops.K_INDESTRUCTIBLE):
                put_in_graveyard(s, i, ct, ab, ef, cfg)
                changed = True
            else:
                s[o + O_FLAGS] &= ~OF_DEATHTOUCHED
        if not changed:
            break
    if cfg[CFG_PRESENT] & PRESENT_STATE_TRIGGERS:
        state_triggers(s, ct, ab)
    a = s[H_ACTIVE]
    for k in range(2):
        p = a if k == 0 else 1 - a
        if _legend_clash(s, p, ct, cfg) >= 0:
            s[H_PRIO] = p
            s[H_DECISION] = ops.D_LEGEND
            return True
    return False
