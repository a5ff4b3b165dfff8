"""The players' symmetry of a mirror matchup (issue #10, an exact reduction).

When both decks hold the same cards, the game is the same for either player: the
position s and the position swap(s), where player 0 and player 1 trade everything
(life, poison, mana pools, who is active and who decides, every object's owner and
controller, every stack entry's controller and player target), have opposite
values: player 0 wins s exactly when player 1 wins swap(s).  The search stores
one of the two, the *symmetric form* (the smaller of s and swap(s) as int16 rows,
both with their object slots in canonical order), and marks the edge to it as
flipped: solver/search/edges.py reads a flipped child's value with the players
traded.  docs/RULES.md ("Mirror symmetry") argues why no game value changes; the
search of solver.api turns it on for mirrors only (`cfg_flag`), and
`solve(..., symmetry=False)` / `3cb solve --no-symmetry` turns it off
(tests/solver/test_symmetry.py compares both searches).

Player numbers live in these fields only: the header's ACTIVE and PRIO, DARG while
a trigger, a name or the legend rule is being chosen (the player who receives
priority next), RESULT (a win), the per-player LIFE, POISON, POOL, POOL_ONLY and
EXTRA; an object's OWNER and CTRL; a stack entry's or pending trigger's CTRL, and
its TGT when the target is a player; and O_ENCHANTED of an Aura that enchants a
player, whose matchups are left unreduced (`cfg_flag`).  A state is swapped only at
the decisions listed in SWAPPED_DECISIONS; any other is its own symmetric form (not
merging two positions is always exact).
"""
from __future__ import annotations

from engine import ops
from engine.jit import leaf
from engine.layout import scratch_of
from engine.rules.canon import canonicalize
from engine.rules.chars import nobj, ob
from engine.rules.zones import pend_off, stack_off
from engine.state import (E_CTRL, E_TGT, E_TKIND, H_ACTIVE, H_DARG, H_DECISION, H_EXTRA, H_LIFE,
                          H_PEND_N, H_POISON, H_POOL, H_POOL_ONLY, H_PRIO, H_RESULT, H_STACK_N,
                          O_CARD, O_CTRL, O_OWNER)
from engine.tables import CT_ENCHANT

# CFG_SYMMETRY: how a mirror's search uses the symmetry.  The depth-first search
# (negamax) links a new child to its players-traded twin only when that twin is
# solved; the retrograde analysis, which has no cuts to lose, stores every child in
# its symmetric form (docs/RULES.md "Mirror symmetry").
SYMMETRY_SOLVED = 1
SYMMETRY_MERGE = 2

# the decisions whose states are swapped (and what H_DARG holds there: a slot at
# D_ASSIGN, remapped by canonicalize; an effect row at D_CHOICE; the player to
# receive priority at D_TRIGGER, D_NAME and D_LEGEND)
SWAPPED_DECISIONS = (ops.D_TURN_START, ops.D_PRIORITY, ops.D_ATTACK, ops.D_BLOCK, ops.D_ASSIGN,
                     ops.D_CHOICE, ops.D_TRIGGER, ops.D_NAME, ops.D_LEGEND)


def cfg_flag(tables, decks) -> int:
    """1 when the matchup is a mirror the reduction covers: the same cards in both
    decks (as a multiset), and no card among them or what they name that enchants a
    player (its O_ENCHANTED holds a player number, which swap_players leaves)."""
    a, b = decks
    if sorted(a) != sorted(b):
        return 0
    if any(tables.ct[c, CT_ENCHANT] for c in tables.with_named(list(a) + list(b))):
        return 0
    return 1


@leaf
def _swap_pair(s, at):
    t = s[at]
    s[at] = s[at + 1]
    s[at + 1] = t


@leaf
def _swap_entry(s, e):
    s[e + E_CTRL] = 1 - s[e + E_CTRL]
    if s[e + E_TKIND] == ops.TK_PLAYER:
        s[e + E_TGT] = 1 - s[e + E_TGT]


@leaf
def swappable(s):
    d = s[H_DECISION]
    for x in SWAPPED_DECISIONS:
        if d == x:
            return True
    return False


@leaf
def swap_players(s, work):
    """Trade players 0 and 1 in state s (in place), then put its object slots in
    canonical order again.  work: canonicalize's scratch."""
    s[H_ACTIVE] = 1 - s[H_ACTIVE]
    s[H_PRIO] = 1 - s[H_PRIO]
    d = s[H_DECISION]
    if d == ops.D_TRIGGER or d == ops.D_NAME or d == ops.D_LEGEND:
        s[H_DARG] = 1 - s[H_DARG]
    if s[H_RESULT] == ops.R_WIN0:
        s[H_RESULT] = ops.R_WIN1
    elif s[H_RESULT] == ops.R_WIN1:
        s[H_RESULT] = ops.R_WIN0
    _swap_pair(s, H_LIFE)
    _swap_pair(s, H_POISON)
    _swap_pair(s, H_POOL_ONLY)
    _swap_pair(s, H_EXTRA)
    for k in range(ops.NCOLORS):
        t = s[H_POOL + k]
        s[H_POOL + k] = s[H_POOL + ops.NCOLORS + k]
        s[H_POOL + ops.NCOLORS + k] = t
    for i in range(nobj(s)):
        o = ob(i)
        if s[o + O_CARD] >= 0:
            s[o + O_OWNER] = 1 - s[o + O_OWNER]
            s[o + O_CTRL] = 1 - s[o + O_CTRL]
    for k in range(s[H_STACK_N]):
        _swap_entry(s, stack_off(s, k))
    for k in range(s[H_PEND_N]):
        _swap_entry(s, pend_off(s, k))
    canonicalize(s, work)


@leaf
def _less(a, b):
    for k in range(a.shape[0]):
        if a[k] != b[k]:
            return a[k] < b[k]
    return False


@leaf
def symmetric_form(s, spare, buf):
    """Put state s (canonical) in its symmetric form; returns 1 when that is
    swap(s) (the edge to it is flipped: spare then holds s as it was), else 0.
    spare: a row as long as s; buf: an action buffer (its scratch is used)."""
    if not swappable(s):
        return 0
    for k in range(s.shape[0]):
        spare[k] = s[k]
    swap_players(spare, scratch_of(buf))
    if _less(spare, s):
        for k in range(s.shape[0]):
            t = s[k]
            s[k] = spare[k]
            spare[k] = t
        return 1
    return 0
