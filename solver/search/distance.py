"""Distance to the end of a proven position: how long the game lasts under perfect play.

The winner plays the fastest win and the loser the longest resistance (the
depth-to-mate of endgame tablebases):

    dist(terminal)  = 0
    dist(won u)     = w(u) + min  dist(c)   over the children c that win for u's mover
    dist(lost u)    = w(u) + max  dist(c)   over all children (they all win for the opponent)

Draws have no distance.  A position's weight w(u) counts what a person counts:
a turn start (one node per turn, see engine/moves.py) weighs TURN_WEIGHT, every
other decision 1, so a distance is `turns * TURN_WEIGHT + decisions` and
"fastest" means the fewest turns first, then the fewest decisions (`split`).

The game graph has cycles (repetitions are draws), so the definition is read
as a least fixed point: the positions won or lost within distance k, for k =
0, 1, 2, ...  The kernel computes it like Dijkstra's algorithm run backwards
from the terminal positions: positions leave a heap in order of distance; a
won position is settled by the first winning child that leaves (the nearest),
a lost one by the last of its children (the farthest).  Every position leaves
once, so the pass costs O(E log V) over the positions it is given.

Which positions: the *relevant closure* of a proven position (`closure`), i.e.
the position, the winning children of every won position in it, and every
child of every lost position in it.  That set is closed under the definition
above, so distances computed on it are exact; it is built from the negamax
store (solver/search/store.py), solving every child whose value the search had cut
off.  `3cb solve` never runs any of this: only `3cb line` and `3cb analyze` do.
"""
from __future__ import annotations

import numpy as np

from engine import ops
from engine.jit import kernel
from engine.state import H_DECISION, H_RESULT
from solver.search.table import V_DRAW, V_UNKNOWN, win_for

TURN_WEIGHT = 1 << 20
NO_DISTANCE = -1


def split(d: int) -> tuple[int, int]:
    """A distance as (turn starts, other decisions)."""
    return int(d) // TURN_WEIGHT, int(d) % TURN_WEIGHT


def weights(states: np.ndarray) -> np.ndarray:
    """w(u) of each state row: TURN_WEIGHT at a turn start, else 1."""
    return np.where(states[:, H_DECISION] == ops.D_TURN_START, TURN_WEIGHT, 1).astype(np.int64)


# --------------------------------------------------------------- a binary heap
@kernel
def _push(hd, hv, size, d, v):
    j = size
    hd[j] = d
    hv[j] = v
    while j > 0:
        p = (j - 1) // 2
        if hd[p] <= hd[j]:
            break
        hd[p], hd[j] = hd[j], hd[p]
        hv[p], hv[j] = hv[j], hv[p]
        j = p
    return size + 1


@kernel
def _pop(hd, hv, size):
    """Remove the smallest entry (it is left at hd[size-1], hv[size-1])."""
    size -= 1
    hd[0], hd[size] = hd[size], hd[0]
    hv[0], hv[size] = hv[size], hv[0]
    j = 0
    while True:
        c = 2 * j + 1
        if c >= size:
            break
        if c + 1 < size and hd[c + 1] < hd[c]:
            c += 1
        if hd[j] <= hd[c]:
            break
        hd[j], hd[c] = hd[c], hd[j]
        hv[j], hv[c] = hv[c], hv[j]
        j = c
    return size


@kernel
def _distances(nodes, terminal, value, mover, estart, ecount, edges, weight, dist):
    """dist[u] for every u in `nodes` (a relevant closure, see the module text);
    -1 where none is settled (a draw, or a set that is not closed)."""
    k = nodes.shape[0]
    local = np.full(value.shape[0], -1, dtype=np.int64)
    for j in range(k):
        local[nodes[j]] = j
        dist[nodes[j]] = NO_DISTANCE
    need = np.zeros(k, dtype=np.int64)        # children still to leave before u settles
    npred = np.zeros(k + 1, dtype=np.int64)
    for j in range(k):
        u = nodes[j]
        vu = value[u]
        if terminal[j] or vu == V_DRAW or vu == V_UNKNOWN:
            continue
        won = vu == win_for(mover[u])
        for e in range(estart[u], estart[u] + ecount[u]):
            c = edges[e]
            if local[c] < 0 or (won and value[c] != vu):
                continue
            npred[local[c] + 1] += 1
            need[j] += 1
        if won and need[j] > 0:
            need[j] = 1                        # the first winning child settles it
    for j in range(k):
        npred[j + 1] += npred[j]
    preds = np.empty(npred[k], dtype=np.int64)
    fill = npred[:k].copy()
    for j in range(k):
        u = nodes[j]
        vu = value[u]
        if terminal[j] or vu == V_DRAW or vu == V_UNKNOWN:
            continue
        won = vu == win_for(mover[u])
        for e in range(estart[u], estart[u] + ecount[u]):
            c = edges[e]
            if local[c] < 0 or (won and value[c] != vu):
                continue
            preds[fill[local[c]]] = j
            fill[local[c]] += 1
    hd = np.empty(k, dtype=np.int64)
    hv = np.empty(k, dtype=np.int64)
    size = 0
    for j in range(k):
        if terminal[j] and value[nodes[j]] != V_DRAW:
            dist[nodes[j]] = 0
            size = _push(hd, hv, size, 0, j)
    while size > 0:
        size = _pop(hd, hv, size)
        d = hd[size]
        x = hv[size]
        for q in range(npred[x], npred[x + 1]):
            j = preds[q]
            if need[j] == 0:
                continue
            need[j] -= 1
            if need[j] == 0:
                u = nodes[j]
                dist[u] = d + weight[u]
                size = _push(hd, hv, size, dist[u], j)


@kernel
def close_step(queue, head, tail, value, mover, estart, ecount, edges, closed, exact):
    """Grow a relevant closure breadth first.  queue[head:tail] holds closed positions
    not visited yet, each with a known value; a visit closes the children the closure
    needs (every child of a lost position, the children of a won position that win
    it) and queues them.  A draw or a position never expanded (a finished game, or
    one past a bound) has none.  Returns (head, tail, u): u = -1 when the queue is
    empty, else the position at queue[head], not visited, one of whose needed
    children has a value the search cut off (V_UNKNOWN): the caller solves its
    children and calls again.  `exact` False: a won position needs only the winning
    children already proven (the search's own proof).  Visits in queue order, so the
    queue is the closure in breadth-first order, each position once."""
    while head < tail:
        u = queue[head]
        vu = value[u]
        if vu == V_DRAW or ecount[u] == 0:
            head += 1
            continue
        won = vu == win_for(mover[u])
        if exact or not won:
            for e in range(estart[u], estart[u] + ecount[u]):
                if value[edges[e]] == V_UNKNOWN:
                    return head, tail, u
        for e in range(estart[u], estart[u] + ecount[u]):
            c = edges[e]
            if closed[c] or (won and value[c] != vu):
                continue
            closed[c] = True
            queue[tail] = c
            tail += 1
        head += 1
    return head, tail, -1


def distances(nodes, terminal, value, mover, estart, ecount, edges, weight, dist) -> None:
    """Fill dist[u] for the positions `nodes` (int64 ids into the other arrays).

    terminal[j]: nodes[j] is a finished game (distance 0 unless a draw).  The set
    must be a relevant closure for the result to be exact; a position whose
    relevant children are missing keeps NO_DISTANCE."""
    _distances(np.ascontiguousarray(nodes, dtype=np.int64),
               np.ascontiguousarray(terminal, dtype=np.bool_), value, mover, estart, ecount,
               edges, np.ascontiguousarray(weight, dtype=np.int64), dist)


def is_terminal(states: np.ndarray) -> np.ndarray:
    return states[:, H_RESULT] != ops.R_ONGOING
