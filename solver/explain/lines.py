"""The proof of a verdict: the principal line and the value of every alternative.

    ex = Explainer(["Mountain", "Lightning Bolt"], ["Plains"], a_on_play=True)
    line = ex.line()           # the game under perfect play (see Line)
    alts = ex.analyze(after=0) # every action at the first real decision

Values are exact (the negamax of solver/search/store.py, solving positions on demand
in a store kept between questions); distances are exact too (solver/search/distance.py:
the winner takes the fastest win, the loser the longest resistance, counting
turns first and then decisions).

Bounds: positions past --max-life / --max-counters are scored once as wins for A
(the store `opt`) and, when that store met a bound, once as losses for A
(`pes`).  A value is proven when the two agree (or when `opt` never met a
bound); otherwise it is unknown.  A's proven wins are measured in `pes`, B's in
`opt`: there the winner's line cannot pass a bound, since a bound counts as a
win for the loser.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field

import numpy as np

from cards.registry import lookup, matchup_tables
from engine import ops
from engine import layout
from engine import state as S
from engine.compile import Tables
from engine.game import initial_state
from engine.moves import apply_action, legal_actions
from solver.search import distance as D
from solver.search.closure import CL_HEAD, CL_TAIL, CL_U, CL_W, TOO_LARGE
from solver.api import DRAW, LOSS, UNKNOWN, WIN, _bound_names
from solver.defaults import (DEFAULT_MAX_COUNTERS, DEFAULT_MAX_LIFE, DEFAULT_MAX_STATES,
                             default_max_memory_gib)
from solver.search.store import Roots, SearchStopped, Store
from solver.search.table import V_DRAW, V_UNKNOWN, V_WIN0, V_WIN1, win_for

MAX_LINE_DECISIONS = 3000     # a walk longer than this is cut (never for a proven win)
CLOSURE_EXTRA = 1_000_000     # positions the exact distances may add to a store


class ClosureTooLarge(Exception):
    """The exact distances would need more than CLOSURE_EXTRA more positions."""


def view(v: int, player: int) -> str:
    """An absolute value (V_*) as win/draw/loss from `player`'s side."""
    if v == V_DRAW:
        return DRAW
    if v in (V_WIN0, V_WIN1):
        return WIN if v == win_for(player) else LOSS
    return UNKNOWN


class Oracle:
    """Exact values and distances of the positions of one matchup, on demand."""

    def __init__(self, tables: Tables, cfg: np.ndarray, L: int, *, max_states=None,
                 deadline=None, memory_budget=0, max_life=DEFAULT_MAX_LIFE,
                 max_counters=DEFAULT_MAX_COUNTERS, work_dir=None):
        self.t, self.cfg, self.L = tables, cfg, L
        self.max_states, self.deadline, self.budget = max_states, deadline, memory_budget
        self.work_dir = work_dir    # the stores' positions in files (the distances stay in memory)
        self.max_life, self.max_counters = max_life, max_counters
        self.stores: dict[int, Store] = {}
        self.roots: dict[int, Roots] = {}           # per store: its searches
        self.closed: dict[int, np.ndarray] = {}     # per store: in a relevant closure
        self.members: dict[int, np.ndarray] = {}    # per store: the closed, in order
        self.count: dict[int, int] = {}             # ... how many of them are filled
        self.dist: dict[int, np.ndarray] = {}
        self.stale: dict[int, bool] = {}
        self.base: dict[int, int] = {}
        self.exact = True           # False: distances of the search's own proof (upper bounds)
        self.closure_extra = CLOSURE_EXTRA

    # -- stores --------------------------------------------------------------------
    def _store(self, bv: int) -> Store:
        st = self.stores.get(bv)
        if st is None:
            st = Store(L=self.L, bound_value=bv, memory_budget=self.budget,
                       work_dir=self.work_dir)
            self.stores[bv] = st
            self.roots[bv] = Roots(st, self.t, self.cfg, max_states=self.max_states,
                                   deadline=self.deadline)
            self.closed[bv] = np.zeros(st.cap, dtype=np.bool_)
            self.members[bv] = np.zeros(st.cap, dtype=np.int64)
            self.count[bv] = 0
            self.dist[bv] = np.full(st.cap, D.NO_DISTANCE, dtype=np.int64)
            self.stale[bv] = False
        return st

    def close(self) -> None:
        """Let the stores' arrays (and files) go; the oracle answers no more."""
        for st in self.stores.values():
            st.close()

    @property
    def states(self) -> int:
        return sum(st.nodes for st in self.stores.values())

    @property
    def bound_flags(self) -> int:
        f = 0
        for st in self.stores.values():
            f |= st.bound_flags
        return f

    def _node(self, st: Store, s: np.ndarray) -> int:
        if st.nodes + 4 >= st.cap:
            st.grow()
        return st.add(s)

    def _solve(self, st: Store, u: int, solve: bool = True) -> int:
        if solve:
            self.roots[st.bound_value].solve(u)
        return int(st.arrays["value"][u])

    # -- values -------------------------------------------------------------------
    def value(self, s: np.ndarray, solve: bool = True) -> int | None:
        """The proven value (V_WIN0, V_WIN1, V_DRAW) of state s, or V_UNKNOWN when it
        depends on a bound.  Raises SearchStopped on a budget or time limit.
        solve=False: None if the value is not known yet."""
        opt = self._store(V_WIN0)
        v = self._solve(opt, self._node(opt, s), solve)
        if v == V_UNKNOWN:
            return None
        if v == V_WIN1 or opt.bound_flags == 0:
            return v
        pes = self._store(V_WIN1)
        w = self._solve(pes, self._node(pes, s), solve)
        if w == V_UNKNOWN:
            return None
        if w == V_WIN0 or w == v:
            return w
        return V_UNKNOWN

    def bound_reason(self) -> str:
        return "bound reached and it matters: " + _bound_names(
            self.bound_flags, self.max_life, self.max_counters)

    # -- distances ----------------------------------------------------------------
    def distance(self, s: np.ndarray, v: int | None = None) -> int:
        """Distance to the end of s (solver/search/distance.py), NO_DISTANCE for a draw or
        an unknown value."""
        if v is None:
            v = self.value(s)
        if v not in (V_WIN0, V_WIN1):
            return D.NO_DISTANCE
        bv = V_WIN1 if (v == V_WIN0 and self.stores[V_WIN0].bound_flags) else V_WIN0
        st = self._store(bv)
        u = self._node(st, s)
        self._close(bv, u)
        if self.stale[bv]:
            self._measure(bv)
        return int(self.dist[bv][u])

    def inexact(self) -> None:
        """Measure from now on only the search's own proof: a won position keeps the
        winning children the search already proved, and no other child is solved.
        Distances become upper bounds for the winner (the loser's is exact against
        that strategy)."""
        self.exact = False
        for bv in self.stores:
            self.closed[bv][:] = False
            self.count[bv] = 0
            self.dist[bv][:] = D.NO_DISTANCE
            self.stale[bv] = False

    def _fit(self, bv: int) -> None:
        st = self.stores[bv]
        if self.closed[bv].shape[0] < st.cap:
            grow = st.cap - self.closed[bv].shape[0]
            self.closed[bv] = np.concatenate([self.closed[bv], np.zeros(grow, dtype=np.bool_)])
            self.members[bv] = np.concatenate([self.members[bv], np.zeros(grow, dtype=np.int64)])
            self.dist[bv] = np.concatenate(
                [self.dist[bv], np.full(grow, D.NO_DISTANCE, dtype=np.int64)])

    def _close(self, bv: int, root: int) -> None:
        """Add the relevant closure of `root` (its winning children if won, all its
        children if lost, and so on) to the store's closed set, solving every child
        whose value the search cut off.  Breadth first (distance.close_step, the queue
        being `members`), the children solved in one kernel (closure.close_run); each
        solve in the order a plain loop over the queue would make it
        (tests/explain/test_closure.py holds that loop as the reference)."""
        st = self.stores[bv]
        self._fit(bv)
        if self.closed[bv][root]:
            return
        base = self.base.setdefault(bv, st.nodes)
        self._solve(st, root)
        self._fit(bv)
        self.closed[bv][root] = True
        head = self.count[bv]
        self.members[bv][head] = root
        self.count[bv] = head + 1
        self.stale[bv] = True
        cl = np.zeros(CL_W, dtype=np.int64)
        cl[CL_HEAD], cl[CL_TAIL], cl[CL_U] = head, head + 1, -1
        until = base + self.closure_extra if self.exact else None
        try:
            while (done := self.roots[bv].close(cl, self.members[bv], self.closed[bv],
                                                self.exact, until)) is None:
                self._fit(bv)
        finally:
            self.count[bv] = int(cl[CL_TAIL])
        if done == TOO_LARGE:
            raise ClosureTooLarge()

    def _measure(self, bv: int) -> None:
        st = self.stores[bv]
        a = st.arrays
        self._fit(bv)
        nodes = self.members[bv][:self.count[bv]].copy()
        rows = st.states(nodes)
        D.distances(nodes, D.is_terminal(rows), a["value"], a["mover"], a["estart"], a["ecount"],
                    a["edges"], self._weights(bv, rows, nodes), self.dist[bv])
        self.stale[bv] = False

    def _weights(self, bv, rows, nodes) -> np.ndarray:
        w = np.zeros(self.dist[bv].shape[0], dtype=np.int64)
        w[nodes] = D.weights(rows)
        return w


# ---------------------------------------------------------------------- the walk
@dataclass
class Choice:
    """One legal action at a decision, with its value for the player to act."""
    action: list[int]
    value: str               # win / draw / loss / unknown for the player to act
    distance: int            # solver.search.distance units; -1 for a draw or unknown
    state: np.ndarray = field(repr=False, default=None)
    searched: bool = True    # False: not solved (the line of a too large game, see Line.exact)

    @property
    def turns(self) -> int:
        return D.split(self.distance)[0] if self.distance >= 0 else -1

    @property
    def decisions(self) -> int:
        return D.split(self.distance)[1] if self.distance >= 0 else -1


@dataclass
class Decision:
    """A position of the line where a player has a choice (or begins a turn)."""
    number: int              # 1, 2, ... counting only real decisions (two actions or more)
    turn: int
    state: np.ndarray = field(repr=False)
    choices: list[Choice] = field(default_factory=list)
    taken: int = -1          # index into choices

    @property
    def player(self) -> int:
        return int(self.state[S.H_PRIO])

    @property
    def real(self) -> bool:
        return len(self.choices) > 1


_RANK = {WIN: 0, DRAW: 1, UNKNOWN: 2, LOSS: 3}


def best_first(choices: list[Choice]) -> list[int]:
    """Indices of choices, best first for the player to act: wins (fastest first),
    draws, unknown, losses (slowest first)."""
    def key(j):
        c = choices[j]
        d = c.distance
        return (_RANK[c.value], d if c.value == WIN else -d if c.value == LOSS else 0, j)
    return sorted(range(len(choices)), key=key)


class Explainer:
    """The line and the alternatives of one game of a pairing."""

    def __init__(self, deck_a, deck_b, *, a_on_play: bool = True,
                 max_life=DEFAULT_MAX_LIFE, max_counters=DEFAULT_MAX_COUNTERS,
                 max_states=DEFAULT_MAX_STATES, time_limit=None, max_memory=None,
                 tables: Tables | None = None, work_dir: str | None = None):
        self.names_a = [lookup(c).name for c in deck_a]
        self.names_b = [lookup(c).name for c in deck_b]
        if not self.names_a or not self.names_b or len(self.names_a) + len(self.names_b) > 12:
            raise ValueError("each deck needs a card, and the engine holds at most 12 cards in all")
        # the matchup's own tables, as `3cb solve` uses: the same game in fewer, smaller
        # ids (a line is searched a third faster), and the rules offered are those of
        # the matchup's cards (the instant mana colours, the names to choose, ...)
        self.t = tables or matchup_tables(self.names_a + self.names_b)
        self.a_on_play = a_on_play
        self.cfg = self.t.cfg(max_life=max_life, max_counters=max_counters)
        ids_a = [self.t.card_id(n) for n in self.names_a]
        ids_b = [self.t.card_id(n) for n in self.names_b]
        self.root = initial_state(self.t, ids_a, ids_b, 0 if a_on_play else 1)
        self.t0 = time.perf_counter()
        budget = int((max_memory or default_max_memory_gib()) * 2**30)
        self.oracle = Oracle(self.t, self.cfg, self.root.shape[0], max_states=max_states,
                             deadline=self.t0 + time_limit if time_limit else None,
                             memory_budget=budget, max_life=max_life, max_counters=max_counters,
                             work_dir=work_dir)
        self._acts = np.zeros((layout.MAX_ACTIONS, layout.ACT_W), dtype=np.int64)
        self._buf = np.zeros((layout.MAX_ACTIONS, layout.ACT_W), dtype=np.int64)

    # -- the successor generator -------------------------------------------------
    def actions(self, s: np.ndarray) -> np.ndarray:
        n = legal_actions(s.copy(), self.t.ct, self.t.ab, self.t.ef, self.cfg, self._acts)
        return self._acts[:n].copy()

    def child(self, s: np.ndarray, a: np.ndarray) -> np.ndarray:
        c = s.copy()
        apply_action(c, np.asarray(a, dtype=np.int64), self.t.ct, self.t.ab, self.t.ef,
                     self.cfg, self._buf)
        return c

    def choices(self, s: np.ndarray, measure=None, lazy: bool = False) -> list[Choice]:
        """Every legal action with its value and distance; `measure`: measure only
        the children of this value (V_*), None: all.  lazy: solve no child whose
        value is not known yet (it is shown as unknown, "not searched")."""
        p = int(s[S.H_PRIO])
        out = []
        for a in self.actions(s):
            c = self.child(s, a)
            v = self.oracle.value(c, solve=not lazy)
            if v is None:
                out.append(Choice(action=[int(x) for x in a], value=UNKNOWN,
                                  distance=D.NO_DISTANCE, state=c, searched=False))
                continue
            d = self.oracle.distance(c, v) if measure in (None, v) else D.NO_DISTANCE
            out.append(Choice(action=[int(x) for x in a], value=view(v, p), distance=d, state=c))
        return out

    def close(self) -> None:
        """Let the oracle's stores go (their files, with a work dir); no more questions."""
        self.oracle.close()

    # -- the line --------------------------------------------------------------------
    def line(self) -> "Line":
        """The game under perfect play from the start (see Line)."""
        try:
            v = self.oracle.value(self.root)
        except SearchStopped as e:
            return Line(self, V_UNKNOWN, [], self.root, reason=e.reason)
        if v == V_UNKNOWN:
            return Line(self, v, [], self.root, reason=self.oracle.bound_reason())
        try:
            try:
                return self._walk(v)
            except ClosureTooLarge:
                self.oracle.inexact()
                return self._walk(v)
        except SearchStopped as e:
            return Line(self, V_UNKNOWN, [], self.root,
                        reason=f"the game is a {view(v, 0)} for A, but its line could not be "
                               f"completed: {e.reason}")

    def _walk(self, v: int) -> "Line":
        s = self.root
        turn = 0
        decisions: list[Decision] = []
        seen: dict[bytes, int] = {}       # state -> index into decisions (draw lines)
        number = 0
        while s[S.H_RESULT] == ops.R_ONGOING:
            key = s.tobytes()
            if v == V_DRAW and key in seen:
                return Line(self, v, decisions, s, repeat=seen[key])
            if len(decisions) >= MAX_LINE_DECISIONS:
                return Line(self, v, decisions, s, reason="the line is too long to show")
            seen[key] = len(decisions)
            if s[S.H_DECISION] == ops.D_TURN_START:
                turn += 1
            lazy = not self.oracle.exact and v == win_for(int(s[S.H_PRIO]))
            chs = self.choices(s, measure=v, lazy=lazy)
            if len(chs) > 1:
                number += 1
            dec = Decision(number=number, turn=turn, state=s, choices=chs)
            dec.taken = self._pick(dec, v, seen)
            decisions.append(dec)
            s = chs[dec.taken].state
        return Line(self, v, decisions, s)

    def _pick(self, dec: Decision, v: int, seen: dict) -> int:
        chs = dec.choices
        if len(chs) == 1:
            return 0
        if v == V_DRAW:
            draws = [j for j, c in enumerate(chs) if c.value == DRAW]
            for j in draws:                     # close the repetition at once
                if chs[j].state.tobytes() in seen:
                    return j
            return draws[-1]                    # else the solver's order: acting first
        order = best_first(chs)
        return order[0]

    # -- the alternatives -----------------------------------------------------------
    def analyze(self, after: int = 0) -> "Analysis":
        """Every action at the first real decision after `after` real decisions of
        the principal line (0: the first real decision of the game)."""
        ln = self.line()
        if ln.value == V_UNKNOWN and not ln.decisions:
            return Analysis(self, ln, None)
        real = [d for d in ln.decisions if d.real]
        if after >= len(real):
            return Analysis(self, ln, None, reason=f"the line has only {len(real)} real "
                                                   f"decisions")
        dec = real[after]
        if ln.value == V_DRAW:       # the walk of a draw measures no distances
            dec.choices = self.choices(dec.state)
        return Analysis(self, ln, dec)


@dataclass
class Line:
    ex: Explainer = field(repr=False)
    value: int                          # V_* for the game (V_UNKNOWN: not proven)
    decisions: list[Decision]
    final: np.ndarray = field(repr=False)
    reason: str = ""                    # why the line is missing or cut short
    repeat: int = -1                    # a draw: index of the decision the final state repeats

    @property
    def result(self) -> str:
        """win / draw / loss / unknown for A."""
        return view(self.value, 0)

    @property
    def exact(self) -> bool:
        """Are the distances exact (fastest win, longest resistance)?  False: the
        search's own winning strategy is shown and its length is an upper bound."""
        return self.ex.oracle.exact

    @property
    def end_turn(self) -> int:
        return self.decisions[-1].turn if self.decisions else 0

    @property
    def distance(self) -> int:
        if self.value in (V_WIN0, V_WIN1) and self.decisions:
            return self.ex.oracle.distance(self.ex.root, self.value)
        return D.NO_DISTANCE


@dataclass
class Analysis:
    ex: Explainer = field(repr=False)
    line: Line
    decision: Decision | None
    reason: str = ""
