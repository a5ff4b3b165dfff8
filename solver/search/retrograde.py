"""The second exact method: retrograde analysis over the whole reachable graph.

Enumerate every position reachable from the root (no cuts), then propagate
from the terminal positions backwards: a position wins for its mover if some
successor does, loses if all successors win for the opponent; positions never
decided are draws.  Simple and independent of the depth-first search, so the
tests compare the two.
"""
import numpy as np

from engine.jit import njit
from engine.layout import MAX_ACTIONS
from solver.search.edges import edge, node_of, traded
from solver.search.expand import X_LAYOUT, expand, no_room
from solver.search.negamax import ST_BUDGET, ST_DONE, ST_ERROR, ST_GROW, ST_LAYOUT
from solver.search.table import M_INDEX, M_NODES, V_DRAW, V_UNKNOWN, win_for


@njit(cache=True)
def enumerate_graph(budget, graph, rules, work):
    """Expand every node of the graph in id order (a breadth-first sweep);
    M_INDEX is the next node to expand.  Terminal nodes are not expanded.
    Bundles as negamax.search's."""
    value, ecount, meta = graph.value, graph.ecount, graph.meta
    spent = 0
    while meta[M_INDEX] < meta[M_NODES]:
        v = meta[M_INDEX]
        if value[v] != V_UNKNOWN:
            ecount[v] = 0
            meta[M_INDEX] += 1
            continue
        if spent >= budget:
            return ST_BUDGET
        if no_room(graph):
            return ST_GROW
        x = expand(v, graph, rules, work)
        if x == X_LAYOUT:
            return ST_LAYOUT
        if x < 0:
            return ST_ERROR
        spent += 1
        meta[M_INDEX] += 1
    return ST_DONE


@njit(cache=True)
def propagate(n, value, mover, estart, ecount, edges):
    """Retrograde propagation over nodes 0..n-1; leaves no value unknown."""
    terminal = value[:n] != V_UNKNOWN
    cnt = np.zeros(n, dtype=np.int64)
    npred = np.zeros(n + 1, dtype=np.int64)
    for u in range(n):
        if terminal[u]:
            continue
        cnt[u] = ecount[u]
        for e in range(estart[u], estart[u] + ecount[u]):
            npred[node_of(edges[e]) + 1] += 1
    for j in range(n):
        npred[j + 1] += npred[j]
    preds = np.empty(npred[n], dtype=np.int64)
    fill = npred[:n].copy()
    for u in range(n):
        if terminal[u]:
            continue
        for e in range(estart[u], estart[u] + ecount[u]):
            c = node_of(edges[e])
            preds[fill[c]] = edge(u, edges[e] < 0)      # flipped as the edge is
            fill[c] += 1
    queue = np.empty(n, dtype=np.int64)
    qt = 0
    for u in range(n):
        if terminal[u]:
            queue[qt] = u
            qt += 1
    qh = 0
    while qh < qt:
        x = queue[qh]
        qh += 1
        vx = value[x]
        if vx == V_DRAW:
            continue
        for q in range(npred[x], npred[x + 1]):
            y = preds[q]
            u = node_of(y)
            if value[u] != V_UNKNOWN:
                continue
            vs = traded(vx) if y < 0 else vx     # x's value as u sees it
            if vs == win_for(mover[u]):
                value[u] = vs
                queue[qt] = u
                qt += 1
            else:
                cnt[u] -= 1
                if cnt[u] == 0:
                    value[u] = vs
                    queue[qt] = u
                    qt += 1
    for u in range(n):
        if value[u] == V_UNKNOWN:
            value[u] = V_DRAW
