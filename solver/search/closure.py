"""A line's relevant closure grown and its cut-off children solved in one kernel call.

solver/explain/lines.py (Oracle._close) grows the relevant closure of a position
breadth first (distance.close_step) and, where a needed child's value was cut off
by the search, solves each of that position's children in turn (a negamax search
from each, in the store).  A line asks for hundreds of thousands of those small
searches, most of a few positions: called one by one from Python, the call cost
about as much as the search (issue #10, session 21).  `close_run` makes the same
calls, in the same order, inside one kernel; it comes back to Python only for
what Python does: grow or re-pack the store, stop (a limit, an error), or after
`budget` expansions so that a time limit is kept (Python checks the time there; the
old loop checked it after every child's search, so a line may now run up to
`budget` expansions past its time limit before it stops).

The loop state lives in `cl` between calls, so a call that comes back resumes
exactly where it stopped: CL_HEAD and CL_TAIL, the closure's queue (members) read
and written so far; CL_U, the position whose children are being solved (-1: none);
CL_J, the next of its children; CL_IN, 1 while a child's search is under way
(a search resumes from its own stacks, negamax.search's M_STARTED).
"""
from __future__ import annotations

import numpy as np

from engine.jit import kernel
from solver.search.distance import close_step
from solver.search.negamax import ST_BUDGET, ST_DONE, search
from solver.search.table import M_ERROR, M_EXPANDED, M_NODES, M_STARTED, V_UNKNOWN

CL_HEAD = 0
CL_TAIL = 1
CL_U = 2
CL_J = 3
CL_IN = 4
CL_W = 5

CLOSED = -1             # close_run's statuses besides negamax's ST_*: the closure is complete,
TOO_LARGE = -2          # or it would pass `until` positions (lines.ClosureTooLarge)


@kernel
def close_run(cl, queue, closed, exact, until, max_nodes, budget, graph, stacks, rules,
              work, ahead):
    """Grow the closure from cl's state until it is complete (CLOSED), a child to
    solve finds more than `until` positions stored (TOO_LARGE; -1: no such bound), or
    Python must act: a search's status other than ST_DONE (grow, re-pack, an error,
    its budget spent), or ST_BUDGET when `budget` expansions were made in this call,
    more than `max_nodes` positions are stored (-1: no bound) or the engine flagged an
    error (Python's limits then stop the search); a child's search gets what is left
    of `budget` (at least 1: the call comes back before a child once it is spent).
    Children are solved in order, those whose value is known skipped: what a loop
    over Roots.solve does."""
    value, mover, meta = graph.value, graph.mover, graph.meta
    estart, ecount, edges = graph.estart, graph.ecount, graph.edges
    spent0 = meta[M_EXPANDED]
    while True:
        if cl[CL_U] < 0:
            head, tail, u = close_step(queue, cl[CL_HEAD], cl[CL_TAIL], value, mover, estart,
                                       ecount, edges, closed, exact)
            cl[CL_HEAD] = head
            cl[CL_TAIL] = tail
            if u < 0:
                return CLOSED
            cl[CL_U] = u
            cl[CL_J] = 0
            cl[CL_IN] = 0
        u = cl[CL_U]
        while cl[CL_J] < ecount[u]:
            kid = np.int64(edges[estart[u] + cl[CL_J]])    # int64: search's one overload
            if cl[CL_IN] == 0:
                if value[kid] != V_UNKNOWN:
                    cl[CL_J] += 1
                    continue
                if meta[M_EXPANDED] - spent0 >= budget:
                    return ST_BUDGET
                if until >= 0 and meta[M_NODES] > until:
                    return TOO_LARGE
                meta[M_STARTED] = 0
                cl[CL_IN] = 1
            st = search(kid, budget - (meta[M_EXPANDED] - spent0), graph, stacks, rules,
                        work, ahead)
            if st != ST_DONE:
                return st
            cl[CL_IN] = 0
            cl[CL_J] += 1
            if meta[M_ERROR] != 0 or (max_nodes >= 0 and meta[M_NODES] > max_nodes):
                return ST_BUDGET
        cl[CL_U] = -1
