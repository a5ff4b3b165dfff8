"""Exact depth-first search over the game graph, safe on cycles.

A memoized negamax (win > draw > loss for the player to move) cannot simply
store 'draw' when it meets a position already on its path: that draw may hold
only because of the path (the graph-history problem).  This search is Tarjan's
strongly-connected-components algorithm run as the depth-first search itself:

* a child whose value is final and wins for the mover decides the node at
  once (the remaining children are not searched: a cut);
* when a component is complete, every edge leaving it reaches a node whose
  value is final, so the component is solved exactly by retrograde
  propagation inside it: a node wins if some child wins for its mover, loses
  if every child wins for the opponent, and what is left is a draw (neither
  side can force anything but endless play) -- or, in a search of one player's
  win (the store's target, --method wins), the other player's win
  (table.draw_value; docs/RULES.md "Two searches of one player's win").

Assumptions on the game (as OpenSpiel asks solvers to state): two players,
perfect information, deterministic moves, finitely many positions reachable
(bounds make it so), outcomes win/draw/loss.

The kernel is re-entrant: all search state lives in arrays, and it returns
after `budget` expansions or when it needs larger arrays, so the Python
wrapper (solver/search/store.py) can grow storage, show progress and stop on a
time limit.
"""
import numpy as np

from engine.jit import leaf, njit
from solver.search.edges import edge, node_of, seen, traded
from solver.search.ahead import expand_ahead, post_children
from solver.search.expand import X_LAYOUT, no_room
from solver.search.table import (draw_value, M_DTOP, M_INDEX, M_NODES, M_STARTED, M_TTOP, V_DRAW,
                                 V_UNKNOWN, win_for)
from engine.layout import MAX_ACTIONS

ST_DONE = 0
ST_BUDGET = 1
ST_GROW = 2
ST_ERROR = 3
ST_LAYOUT = 4       # a state does not fit the store's packing: widen it, then call again


@leaf
def _solve_single(u, g):
    """A component of one node (the common case): its children are final,
    except perhaps u itself (a self-loop: a move that changes nothing)."""
    value, mover, estart, ecount, edges = g.value, g.mover, g.estart, g.ecount, g.edges
    if value[u] != V_UNKNOWN:
        return
    mw = win_for(mover[u])
    lose = True
    for e in range(estart[u], estart[u] + ecount[u]):
        vc = seen(value, edges[e])
        if vc == mw:
            value[u] = mw
            return
        if vc != win_for(1 - mover[u]):
            lose = False      # a draw, or u itself
    value[u] = win_for(1 - mover[u]) if lose else draw_value(g.meta)


@njit(cache=True)
def _solve_component(members, g, index):
    """Retrograde propagation inside one finished component.  Every edge that
    leaves the component reaches a final value; members decided early (a
    winning child found) are final too.  While it runs, a member's index holds
    -2 - its place j in the component (a node is a member iff its index is at
    most -2); the visit order is put back at the end."""
    k = members.shape[0]
    if k == 1:
        _solve_single(members[0], g)
        return
    value, mover, estart, ecount, edges = g.value, g.mover, g.estart, g.ecount, g.edges
    open_ = np.zeros(k, dtype=np.bool_)       # undecided when the component closed
    saved = np.empty(k, dtype=np.int64)
    for j in range(k):
        saved[j] = index[members[j]]
        index[members[j]] = -2 - j
        open_[j] = value[members[j]] == V_UNKNOWN
    cnt = np.zeros(k, dtype=np.int64)         # children not (yet) known to lose for the mover
    npred = np.zeros(k + 1, dtype=np.int64)
    for j in range(k):
        if not open_[j]:
            continue
        u = members[j]
        for e in range(estart[u], estart[u] + ecount[u]):
            c = node_of(edges[e])
            lc = -2 - np.int64(index[c])
            if lc >= 0 and open_[lc]:
                cnt[j] += 1
                npred[lc + 1] += 1
    for j in range(k):
        npred[j + 1] += npred[j]
    preds = np.empty(npred[k], dtype=np.int64)
    fill = npred[:k].copy()
    for j in range(k):
        if not open_[j]:
            continue
        u = members[j]
        for e in range(estart[u], estart[u] + ecount[u]):
            c = node_of(edges[e])
            lc = -2 - np.int64(index[c])
            if lc >= 0 and open_[lc]:
                preds[fill[lc]] = edge(u, edges[e] < 0)    # flipped as the edge is
                fill[lc] += 1
    queue = np.empty(k, dtype=np.int64)
    qh = 0
    qt = 0
    # children with final values: wins decide, draws keep the count up
    for j in range(k):
        if not open_[j]:
            continue
        u = members[j]
        mw = win_for(mover[u])
        for e in range(estart[u], estart[u] + ecount[u]):
            c = node_of(edges[e])
            lc = -2 - np.int64(index[c])
            if lc >= 0 and open_[lc]:
                continue
            vc = seen(value, edges[e])
            if vc == mw:
                value[u] = mw
                break
            if vc == V_DRAW:
                cnt[j] += 1
        if value[u] == V_UNKNOWN and cnt[j] == 0:
            value[u] = win_for(1 - mover[u])
        if value[u] != V_UNKNOWN:
            queue[qt] = u
            qt += 1
    while qh < qt:
        x = queue[qh]
        qh += 1
        vx = value[x]
        jx = -2 - np.int64(index[x])
        for q in range(npred[jx], npred[jx + 1]):
            y = preds[q]
            u = node_of(y)
            if value[u] != V_UNKNOWN:
                continue
            ju = -2 - np.int64(index[u])
            vs = traded(vx) if y < 0 else vx     # x's value as u sees it
            if vs == win_for(mover[u]):
                value[u] = vs
                queue[qt] = u
                qt += 1
            else:
                cnt[ju] -= 1
                if cnt[ju] == 0:
                    value[u] = vs
                    queue[qt] = u
                    qt += 1
    for j in range(k):
        u = members[j]
        if value[u] == V_UNKNOWN:
            value[u] = draw_value(g.meta)
        index[u] = saved[j]


@leaf
def _quick_value(v, g):
    """Enhanced transposition cutoff: a child already proven to win for the
    mover decides v before any child is searched."""
    value, estart, ecount, edges = g.value, g.estart, g.ecount, g.edges
    mw = win_for(g.mover[v])
    for e in range(estart[v], estart[v] + ecount[v]):
        if seen(value, edges[e]) == mw:
            value[v] = mw
            return


@leaf
def _visit(v, k, meta):
    d = meta[M_DTOP]
    k.index[v] = meta[M_INDEX]
    k.dlow[d] = meta[M_INDEX]
    k.dnxt[d] = 0
    meta[M_INDEX] += 1
    k.tstack[meta[M_TTOP]] = v
    meta[M_TTOP] += 1
    k.onstack[v] = True
    k.dstack[d] = v
    meta[M_DTOP] = d + 1


@leaf
def stacks_full(k, meta):
    """Must the stacks grow before the next visit?"""
    return meta[M_DTOP] >= k.dstack.shape[0] or meta[M_TTOP] >= k.tstack.shape[0]


@njit(cache=True, nogil=True)
def search(root, budget, graph, stacks, rules, work, ahead):
    """Run the search from `root` until it is solved, `budget` expansions are
    spent, storage must grow, or the packing must widen.  Returns ST_*.  The
    arrays come in bundles (solver/search/bundles.py): the graph (Graph), the
    search's stacks (Stacks), the engine's tables (Rules), scratch (Work); ahead:
    the slots of helper threads (solver/search/ahead.py; none: one thread).
    A node is expanded before it is visited, so a call that stops for room or
    for the packing leaves nothing half done."""
    value, mover, meta = graph.value, graph.mover, graph.meta
    estart, ecount, edges = graph.estart, graph.ecount, graph.edges
    index, onstack = stacks.index, stacks.onstack
    tstack, dstack, dnxt, dlow = stacks.tstack, stacks.dstack, stacks.dnxt, stacks.dlow
    if meta[M_STARTED] == 0:
        if value[root] != V_UNKNOWN:
            meta[M_STARTED] = 1
            return ST_DONE
        if no_room(graph) or stacks_full(stacks, meta):
            return ST_GROW
        nb = meta[M_NODES]
        x = expand_ahead(root, graph, rules, work, ahead)
        if x == X_LAYOUT:
            return ST_LAYOUT
        meta[M_STARTED] = 1
        _visit(root, stacks, meta)
        if x < 0:
            return ST_ERROR
        post_children(root, nb, graph, work, ahead)
    spent = 0
    while meta[M_DTOP] > 0:
        d = meta[M_DTOP] - 1
        v = dstack[d]
        mw = win_for(mover[v])
        if value[v] == V_UNKNOWN and dnxt[d] < ecount[v]:
            x = edges[estart[v] + ecount[v] - 1 - dnxt[d]]   # last action first: pass last
            c = node_of(x)
            if value[c] != V_UNKNOWN:
                dnxt[d] += 1
                if seen(value, x) == mw:
                    value[v] = mw          # a proven win: the other children don't matter
                continue
            if index[c] < 0:
                if spent >= budget:
                    return ST_BUDGET
                if no_room(graph) or stacks_full(stacks, meta):
                    return ST_GROW
                nb = meta[M_NODES]
                x = expand_ahead(c, graph, rules, work, ahead)
                if x == X_LAYOUT:
                    return ST_LAYOUT
                dnxt[d] += 1
                _visit(c, stacks, meta)
                spent += 1
                if x < 0:
                    return ST_ERROR
                _quick_value(c, graph)
                post_children(c, nb, graph, work, ahead)
                continue
            dnxt[d] += 1
            if onstack[c] and index[c] < dlow[d]:
                dlow[d] = index[c]
            continue
        # v is finished
        meta[M_DTOP] = d
        if dlow[d] == index[v]:
            top = meta[M_TTOP]
            j = top - 1
            while tstack[j] != v:
                j -= 1
            for q in range(j, top):
                onstack[tstack[q]] = False
            meta[M_TTOP] = j
            if top - j == 1:        # the common case, without a view's reference count
                _solve_single(v, graph)
            else:
                _solve_component(tstack[j:top], graph, index)
        if d > 0:
            if dlow[d] < dlow[d - 1]:
                dlow[d - 1] = dlow[d]
            u = dstack[d - 1]
            vu = seen(value, edges[estart[u] + ecount[u] - dnxt[d - 1]])   # v, as u sees it
            if vu != V_UNKNOWN and vu == win_for(mover[u]):
                value[u] = vu
    return ST_DONE
