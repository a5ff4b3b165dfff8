"""The public entry point: solve a 3CB pairing exactly.

    >>> from solver.api import solve
    >>> r = solve(["Mountain", "Stromkirk Noble", "Lightning Bolt"],
    ...           ["Plains", "Savannah Lions", "Swords to Plowshares"])
    >>> r.a_on_play, r.a_on_draw, r.points_a

Deck A is player 0.  Each pairing is two games: A on the play and A on the
draw.  A result is 'win', 'draw', 'loss' (for deck A) or 'unknown' with the
reason (a bound that mattered, the state budget, the time limit).
"""
from __future__ import annotations

import threading
import time

import numpy as np
from dataclasses import asdict, dataclass, field

from cards.registry import default_tables, lookup, matchup_tables
from engine import ops
from engine.layout import ACT_W, EXTRA_CAP, MAX_ACTIONS, MAX_OBJECTS, STACK_CAP
from engine.compile import Tables
from engine.tables import CFG_SYMMETRY, CT_BLOCK_EXTRA  # (tactician)
from engine.rules.symmetry import symmetric_form
from solver.defaults import (DEFAULT_MAX_COUNTERS, DEFAULT_MAX_LIFE, DEFAULT_MAX_STATES,
                             default_max_memory_gib)
from engine.game import initial_state
from solver.search.ahead import Relay
from solver.search.edges import traded
from solver.search.store import RANGE_ERROR, SearchStopped, Store, solve_retrograde, solve_root
from solver.search.table import V_DRAW, V_WIN0, V_WIN1

WIN, DRAW, LOSS, UNKNOWN = "win", "draw", "loss", "unknown"
GAME_POINTS = {WIN: 3, DRAW: 1, LOSS: 0}
METHODS = ("wins", "negamax", "retrograde")


@dataclass
class Result:
    deck_a: list[str]
    deck_b: list[str]
    a_on_play: str
    a_on_draw: str
    points_a: int | None
    points_b: int | None
    states: int
    seconds: float
    reasons: dict = field(default_factory=dict)    # game -> why it is unknown
    method: str = "wins"

    def to_json(self) -> dict:
        return asdict(self)


def _word(v: int) -> str:
    return {V_WIN0: WIN, V_WIN1: LOSS, V_DRAW: DRAW}[v]


def pairing_points(on_play: str, on_draw: str) -> tuple[int | None, int | None]:
    """6/4/3/2/1/0 to A (WW WD WL DD DL LL) and B's points from its side."""
    if UNKNOWN in (on_play, on_draw):
        return None, None
    flip = {WIN: LOSS, LOSS: WIN, DRAW: DRAW}
    a = GAME_POINTS[on_play] + GAME_POINTS[on_draw]
    b = GAME_POINTS[flip[on_play]] + GAME_POINTS[flip[on_draw]]
    return a, b


def _bound_names(flags: int, max_life: int, max_counters: int) -> str:
    names = []
    if flags & ops.BOUND_LIFE:
        names.append(f"--max-life {max_life}")
    if flags & ops.BOUND_COUNTERS:
        names.append(f"--max-counters {max_counters}")
    if flags & ops.BOUND_TOKENS:
        names.append("token slots (more tokens than the state keeps room for)")
    if flags & ops.BOUND_STACK:
        names.append(f"stack depth {STACK_CAP} (the engine's capacity)")
    if flags & ops.BOUND_TURNS:     # ---- eldrazi
        names.append(f"extra turns ({EXTRA_CAP} owed at once: the engine's capacity)")
    return " and ".join(names)


COMPACT_LIMIT = 100     # life and counter bounds up to this keep every state value in int8


def compact_dtype(tables: Tables, max_life: int, max_counters: int):
    """int8 states (half the memory) when every value a state can hold fits: card,
    ability and effect ids, life and counters within their bounds; else int16.  A
    value that does not fit anyway is caught when stored (the solve is redone in
    int16), never truncated."""
    small = max(len(tables.names), tables.ab.shape[0], tables.ef.shape[0]) < 120
    if small and max_life <= COMPACT_LIMIT and max_counters <= COMPACT_LIMIT:
        return np.int8
    return np.int16


class _Searches:
    """The searches of one solve, run one after another, each in a store of its own
    (closed when it ends): the values of some games (0: A on the play, 1: A on the
    draw), positions past a bound scored as `bound_value`; with `target` 0 or 1,
    only whether that player wins (a draw scores as the other player's win).  A
    search the int8 store cannot hold is redone in int16 (and so is every later one).
    `states` counts every position stored, of searches stopped too."""

    def __init__(self, tables, cfg, ids_a, ids_b, method, max_states, deadline, progress,
                 memory_budget, dtype, work_dir, threads):
        self.tables, self.cfg, self.ids = tables, cfg, (ids_a, ids_b)
        self.method, self.max_states, self.deadline = method, max_states, deadline
        self.progress, self.memory_budget, self.dtype = progress, memory_budget, dtype
        self.work_dir, self.threads = work_dir, threads
        self.states = 0
        self.bound_flags = 0
        self.relay = None           # offers each negamax search to a late helper (Relay)

    def split(self, n: int, progress, stop: threading.Event) -> "_Searches":
        """A share of these searches for one of n threads run side by side: 1/n of
        the memory budget and of the threads, its own counts, and a progress
        callback that reports to `progress` (or nothing) and cancels the search
        (_Cancelled) once `stop` is set."""
        sub = _Searches(self.tables, self.cfg, *self.ids, self.method, self.max_states,
                        self.deadline, None, self.memory_budget // n, self.dtype,
                        self.work_dir, max(1, self.threads // n))

        def report(store):
            if stop.is_set():
                raise _Cancelled(store.nodes)
            if progress is not None:
                progress.report(store)
        sub.progress = report
        return sub

    def absorb(self, sub: "_Searches") -> None:
        """Count a share's positions and bounds as these searches' own."""
        self.states += sub.states
        self.bound_flags |= sub.bound_flags
        if sub.dtype == np.int16:
            self.dtype = np.int16

    def run(self, bound_value, games=(0, 1), target=-1):
        try:
            vals, store = self._once(bound_value, games, target)
        except SearchStopped as e:
            if RANGE_ERROR not in e.reason:
                raise
            self.states += e.states
            self.dtype = np.int16
            vals, store = self._once(bound_value, games, target)
        self.states += store.nodes
        self.bound_flags |= store.bound_flags
        return vals, store

    def _once(self, bound_value, games, target):
        assert target == -1 or self.method != "retrograde", "retrograde values are exact"
        tables, cfg = self.tables, self.cfg
        roots_s = [initial_state(tables, *self.ids, first) for first in games]
        # a mirror: a root is stored in its symmetric form too (B on the play is A on
        # the play with the players traded), and its value read back traded
        flips = [symmetric_form(s, np.zeros_like(s),
                                np.zeros((MAX_ACTIONS, ACT_W), dtype=np.int64))
                 if cfg[CFG_SYMMETRY] else 0 for s in roots_s]
        store = Store(L=roots_s[0].shape[0], bound_value=bound_value,
                      memory_budget=self.memory_budget, dtype=self.dtype,
                      work_dir=self.work_dir, target=target)
        try:
            roots = [store.add(s) for s in roots_s]
            if self.method == "retrograde":
                vals = solve_retrograde(store, roots, tables, cfg, max_states=self.max_states,
                                        deadline=self.deadline, progress=self.progress)
            else:
                vals = [solve_root(store, r, tables, cfg, max_states=self.max_states,
                                   deadline=self.deadline, progress=self.progress,
                                   threads=self.threads, relay=self.relay) for r in roots]
        finally:
            store.close()
        vals = [int(traded(v)) if f else v for v, f in zip(vals, flips)]
        return dict(zip(games, vals)), store


def _exact(run: _Searches, words: list) -> set:
    """negamax, retrograde: every position's exact value.  Positions past a bound are
    scored as wins for A first: a game A loses even so is a proven loss, and a game
    that never reached a bound is exact; then as losses for A: where both scorings
    agree, the bound provably did not matter.  Fills words; returns the games a
    bound leaves unknown."""
    opt, store = run.run(V_WIN0)
    if run.cfg[CFG_SYMMETRY] and store.bound_flags:
        # Positions past a bound are scored for A, which the players' symmetry
        # does not keep: search again without it.
        run.cfg = run.cfg.copy()
        run.cfg[CFG_SYMMETRY] = 0
        run.bound_flags = 0     # the bounds named are those of the searches kept
        opt, store = run.run(V_WIN0)
    open_games = [g for g in (0, 1) if store.bound_flags and opt[g] != V_WIN1]
    for g in (0, 1):
        if g not in open_games:
            words[g] = _word(opt[g])
    why = set()
    if open_games:
        pes, _ = run.run(V_WIN1, games=tuple(open_games))
        for g in open_games:
            if pes[g] == opt[g]:
                words[g] = _word(opt[g])
            else:
                why.add(g)
    return why


def _question(run: _Searches, p: int, games: tuple, won: set) -> set:
    """Can player p force a win in these games?  Adds the games p wins to `won` as
    soon as they are proven (they stay if a later search is stopped); returns the
    games p provably cannot win; a game in neither depends on a bound.  Positions
    past a bound are first scored against p: a win even so is proven, and a search
    that met no bound is exact; a search that met one and found no win is redone
    with them scored for p, and only if it finds no win either is "cannot win"
    proven."""
    mine, theirs = (V_WIN0, V_WIN1) if p == 0 else (V_WIN1, V_WIN0)
    pes, store = run.run(theirs, games=games, target=p)
    won.update(g for g in games if pes[g] == mine)
    rest = [g for g in games if g not in won]
    if rest and store.bound_flags:
        opt, _ = run.run(mine, games=tuple(rest), target=p)
        rest = [g for g in rest if opt[g] != mine]
    return set(rest)


class _Cancelled(Exception):
    """A search of a side-by-side pair no longer needed (the other decided its games);
    states: the positions it had stored."""

    def __init__(self, states: int = 0):
        super().__init__("cancelled")
        self.states = states


class _Shared:
    """What solve()'s progress callback sees of searches run side by side: one object
    whose `nodes` is the positions of all of them (a lock, as threads report)."""

    def __init__(self, progress):
        self.progress, self.lock, self.counts = progress, threading.Lock(), {}

    @property
    def nodes(self) -> int:
        return sum(self.counts.values())

    def report(self, store) -> None:
        with self.lock:
            self.counts[id(store)] = store.nodes
            self.progress(self)


def _side_by_side(run: _Searches) -> list:
    """Both questions at once, each in a thread with its own store, on both games
    (--threads 2 or more with --method wins): for A and B, (the games won, the
    games it cannot win, or the exception that stopped its search).  The threads
    share the memory budget and the helper threads; the thread whose question is
    answered first then helps the other's search (solver/search/ahead.py Relay),
    which changes no position of it; when one player has won both games, the
    other search is cancelled.  An interrupt cancels both."""
    shared = _Shared(run.progress) if run.progress is not None else None
    stop = [threading.Event(), threading.Event()]
    subs = [run.split(2, shared, stop[p]) for p in (0, 1)]
    for sub in subs:
        sub.relay = Relay()
    won = [set(), set()]
    out = [None, None]
    faults = []                         # a helper's, raised once both threads have ended

    def ask(p):
        try:
            out[p] = _question(subs[p], p, (0, 1), won[p])
            if len(won[p]) == 2:        # p won both games: the other cannot win any
                stop[1 - p].set()
        except BaseException as e:      # handed to the caller
            out[p] = e
            if not isinstance(e, (SearchStopped, _Cancelled)):
                stop[1 - p].set()       # a fault: stop the other too
        finally:
            subs[p].relay.close()
        try:
            subs[1 - p].relay.help()    # until the other question is answered
        except BaseException as e:      # a fault of the helper: the caller raises it
            faults.append(e)
            stop[1 - p].set()
    threads = [threading.Thread(target=ask, args=(p,), name=f"3cb-wins-{'AB'[p]}",
                                daemon=True) for p in (0, 1)]
    try:
        for t in threads:               # inside the try: a thread started is always stopped
            t.start()
        for t in threads:
            t.join()
    except BaseException:               # an interrupt: both searches stop at their next
        for p in (0, 1):                # report, and their helpers with them
            stop[p].set()
            subs[p].relay.close()
        for t in threads:
            if t.ident is not None:     # started
                t.join()
        raise
    if faults:
        raise faults[0]
    for s in subs:
        run.absorb(s)
    return [(won[p], out[p]) for p in (0, 1)]


def _wins(run: _Searches, words: list) -> set:
    """wins: for A, then for B (side by side with --threads 2 or more), one search of
    "can this player force a win?" (a draw, and endless play, score as the other
    player's win; docs/RULES.md, "Two searches of one player's win").  A game
    neither player wins is a draw.  Fills words; returns the games a bound leaves
    unknown.  A search stopped (time, budget) raises SearchStopped once
    what the other proved is in words."""
    answers = _side_by_side(run) if run.threads >= 2 else [None, None]
    cannot = [set(), set()]        # games where the player provably cannot force a win
    stopped = None
    for p in (0, 1):
        word = _word(V_WIN0 if p == 0 else V_WIN1)
        if answers[p] is None:      # one after the other: only the games still open
            games = tuple(g for g in (0, 1) if words[g] == UNKNOWN
                          and (p == 0 or g in cannot[0]))
            # (a game A wins only with the bound scored for A is lost to B's search:
            # scored against B, it is that same game, which A wins; it stays unknown)
            if not games:
                break
            won = set()
            try:
                cannot[p] = _question(run, p, games, won)
            finally:                # the wins proven before a stop stand
                for g in won:
                    words[g] = word
            continue
        won, answer = answers[p]
        for g in won:
            assert words[g] in (UNKNOWN, word), (g, words)
            words[g] = word
        if isinstance(answer, (_Cancelled, SearchStopped)):
            run.states += answer.states
            if isinstance(answer, SearchStopped):
                stopped = stopped or answer
        elif isinstance(answer, BaseException):
            raise answer
        else:
            cannot[p] = answer
    why = set()
    for g in (0, 1):
        if words[g] == UNKNOWN:
            if g in cannot[0] and g in cannot[1]:
                words[g] = DRAW
            elif stopped is None:
                why.add(g)
    if stopped is not None and UNKNOWN in words:
        raise SearchStopped(stopped.reason)     # its positions are counted already
    return why


def solve(deck_a, deck_b, *, method: str = "wins", max_life: int = DEFAULT_MAX_LIFE,
          max_counters: int = DEFAULT_MAX_COUNTERS, max_states: int | None = DEFAULT_MAX_STATES,
          time_limit: float | None = None, max_memory: float | None = None,
          tables: Tables | None = None, progress=None, float_all: bool = False,
          defer: bool = True, symmetry: bool = True, work_dir: str | None = None,
          defer_raze: bool = True, idle: bool = True, threads: int = 1,
          defer_late: bool = True, self_aim: bool = True, dead_mana: bool = True,
          own_land: bool = True, defer_maze: bool = True,
          idle_anim: bool = True) -> Result:
    """Solve the pairing of two decks (lists of card names), both play orders.

    max_memory: GiB the search may use (default: 60% of physical memory); a search
    that would need more stops with 'unknown' and says so.  work_dir: an existing
    directory; the positions then live in files under it (a fresh subdirectory,
    removed at the end: solver/search/diskarrays.py), slower once they no longer
    fit in RAM but limited by the disk's free space, not by max_memory (a full
    disk is an 'unknown' with the reason).  float_all: offer
    floating mana in every priority window (the unreduced reference search; the
    verdicts are the same, the search is larger).  defer: withhold inert abilities (a
    creature land's animation, a pump) where they cannot matter (engine/rules/defer.py;
    False: the unreduced search, the same verdicts); defer_raze: also in response to a
    land's destruction, unless paid by that land (False: without that part); defer_late:
    in a matchup of lands whose abilities are inert ones, land destruction, Maze of
    Ith's and Karakas's, none after the turn's combat, nor floating mana (False:
    without that part); defer_maze: there, the defending player's Maze of Ith waits
    until blockers are declared or something other than an inert ability is on top of
    the stack (False: without that part); idle_anim: there too, no animation that
    changes nothing that can matter: of a tapped creature land out of combat, of one
    already animated, nor paid by the land's own mana out of combat (False: without
    that part).  idle:
    withhold activations that change nothing but their source's tapped status
    (engine/rules/idle.py; False: the unreduced search, the same verdicts).  self_aim:
    never aim damage or life loss at its own controller where nothing can gain from it
    (engine/rules/self_aim.py; False: the unreduced search, the same verdicts).  dead_mana:
    offer no floating mana to a player who can spend none before it empties
    (engine/rules/dead_mana.py; False: the unreduced search, the same verdicts).  own_land:
    in a matchup of lands, never aim a land destruction (Wasteland) at its controller's
    own plain land, itself included, where nothing can gain from it
    (engine/rules/own_land.py; False: the unreduced search, the same verdicts).  symmetry:
    in a mirror, store
    a position and the one with the players traded once (engine/rules/symmetry.py;
    False: the unreduced search, the same verdicts).  method: "wins" (two searches,
    "can A force a win?" then "can B?"; docs/RULES.md "Two searches of one player's
    win"), "negamax" (one search of exact values) or "retrograde" (the whole graph):
    the same verdicts.  threads: with wins, 2 or more search the two questions side
    by side, each with half the threads and half the memory budget (the same
    verdicts; the positions may differ: a search is cancelled once the other has
    won both games, and B's searches a game A won too); with negamax, threads - 1
    helper threads build positions' children ahead of the search
    (solver/search/ahead.py): the same search, the same positions and verdicts."""
    if method not in METHODS:
        raise ValueError(f"unknown method {method!r}; choose from {METHODS}")
    names_a = [lookup(c).name for c in deck_a]
    names_b = [lookup(c).name for c in deck_b]
    tables = tables or matchup_tables(names_a + names_b)
    if not names_a or not names_b or len(names_a) + len(names_b) > MAX_OBJECTS:
        raise ValueError("each deck needs a card, and the engine holds at most "
                         f"{MAX_OBJECTS} cards in all")
    ids_a = [tables.card_id(n) for n in names_a]
    ids_b = [tables.card_id(n) for n in names_b]
    t0 = time.perf_counter()
    deadline = t0 + time_limit if time_limit else None
    states = 0
    reasons: dict[str, str] = {}
    words = [UNKNOWN, UNKNOWN]
    games = ("a_on_play", "a_on_draw")
    why = tables.unmodelled((ids_a, ids_b))
    if why:
        return Result(deck_a=names_a, deck_b=names_b, a_on_play=UNKNOWN, a_on_draw=UNKNOWN,
                      points_a=None, points_b=None, states=0, seconds=0.0,
                      reasons={g: why for g in games}, method=method)
    run = None
    try:
        cfg = tables.cfg(max_life=max_life, max_counters=max_counters, decks=(ids_a, ids_b),
                         float_all=float_all, defer=defer, symmetry=symmetry,
                         defer_raze=defer_raze, idle=idle, defer_late=defer_late,
                         self_aim=self_aim, dead_mana=dead_mana, own_land=own_land,
                         defer_maze=defer_maze, idle_anim=idle_anim)
        budget = int((max_memory or default_max_memory_gib()) * 2**30)
        dtype = compact_dtype(tables, max_life, max_counters)
        if any(tables.ct[c, CT_BLOCK_EXTRA] for c in ids_a + ids_b):
            dtype = np.int16    # a blocker of two attackers: O_BLOCKING, O_ASSIGNED pack two
        if method == "wins":
            # a position and the one with the players traded answer different
            # questions here ("does A win?" against "does B?"): no symmetry
            cfg = cfg.copy()
            cfg[CFG_SYMMETRY] = 0
        run = _Searches(tables, cfg, ids_a, ids_b, method, max_states, deadline, progress,
                        budget, dtype, work_dir, threads)
        bounded = (_wins if method == "wins" else _exact)(run, words)
        for g in bounded:
            reasons[games[g]] = ("bound reached and it matters: "
                                 + _bound_names(run.bound_flags, max_life, max_counters))
    except SearchStopped as e:
        states += e.states
        for g in range(2):
            if words[g] == UNKNOWN:
                reasons[games[g]] = e.reason
    if run is not None:
        states += run.states
    pa, pb = pairing_points(words[0], words[1])
    return Result(deck_a=names_a, deck_b=names_b, a_on_play=words[0], a_on_draw=words[1],
                  points_a=pa, points_b=pb, states=states,
                  seconds=round(time.perf_counter() - t0, 3), reasons=reasons, method=method)


WARM_UP = (["Memnite"], ["Plains"])      # a solve of a few hundred positions


def warm_up() -> None:
    """Load (or compile) the numba kernels and the card tables, once per process."""
    solve(*WARM_UP)


# Each exact reduction's switch in solve(), and the value that turns it off (the
# unreduced search it is checked against; docs/RULES.md has each one's argument).
REDUCTION_SWITCHES = {
    "float_all": True,      # floating mana only where it can matter ("Mana")
    "dead_mana": False,     # none for a player who can spend none ("Mana")
    "defer": False,         # inert abilities deferred ("Deferred inert abilities")
    "defer_raze": False,    # ... above a land's destruction too
    "defer_late": False,    # ... none after the turn's combat, in a pairing of lands
    "defer_maze": False,    # ... Maze of Ith after blockers
    "idle_anim": False,     # ... no idle animation
    "idle": False,          # no activation that changes nothing ("Idle activations")
    "self_aim": False,      # no harm aimed at its own controller
    "own_land": False,      # no land destruction aimed at one's own plain land
    "symmetry": False,      # a mirror's players-traded positions merged ("Mirror symmetry")
}


def reduction_applies(deck_a, deck_b, switch: str) -> bool:
    """Does the reduction `switch` (a key of REDUCTION_SWITCHES) change anything in
    the pairing of decks deck_a and deck_b (card names)?  Where it does not, the
    search without it is the same search (the same configuration), position for
    position: a check against it there would compare a search with itself."""
    names = [lookup(c).name for c in list(deck_a) + list(deck_b)]
    t = matchup_tables(names)
    ids = [t.card_id(n) for n in names]
    decks = (ids[:len(deck_a)], ids[len(deck_a):])
    # solve()'s defaults: every reduction on (Tables.cfg leaves the symmetry off)
    on = dict(max_life=DEFAULT_MAX_LIFE, max_counters=DEFAULT_MAX_COUNTERS, decks=decks,
              symmetry=True)
    return bool((t.cfg(**on) != t.cfg(**{**on, switch: REDUCTION_SWITCHES[switch]})).any())
