"""`make bench`, part 8: what a helper thread's work is worth to one search (issue #10).

Each question of `--method wins` ("can A force a win?", "can B?", both games in one
store, as solver/api.py asks it) of a scale pairing (benchmarks/scale.py; default #11,
whose two questions are the most unequal), searched by one thread, then by the
search and one helper from the start (solver/search/ahead.py): the seconds of each,
and the helper's counters: children sets it built, those the search took, the times
the search waited for a helper mid-expansion, the requests it withdrew.  Built but
not taken is work lost (a cut, or the node solved first).  The positions are the
same with the helper (checked).  Prints a markdown table and appends it to
benchmarks/latest.md; copy the figures into benchmarks/RESULTS.md with the machine,
the date and what else ran at the time.

    .venv/bin/python benchmarks/helper_use.py [--only N ...]
"""
from __future__ import annotations

import argparse
import sys
import time

from scale import PAIRINGS, append_latest


def question(n: int, p: int, threads: int):
    """(positions, expansions, seconds, helper counters) of player p's question of
    scale pairing n, positions past a bound scored against p (its first search)."""
    from cards.registry import matchup_tables
    from engine.game import initial_state
    from engine.tables import CFG_SYMMETRY
    from solver.api import compact_dtype
    from solver.defaults import DEFAULT_MAX_COUNTERS, DEFAULT_MAX_LIFE
    from solver.search.store import Store, solve_root
    from solver.search.table import V_WIN0, V_WIN1
    a, b = (deck.split(" | ") for deck in PAIRINGS[n - 1])
    t = matchup_tables(a + b)
    ia, ib = [t.card_id(x) for x in a], [t.card_id(x) for x in b]
    cfg = t.cfg(max_life=DEFAULT_MAX_LIFE, max_counters=DEFAULT_MAX_COUNTERS, decks=(ia, ib))
    cfg = cfg.copy()
    cfg[CFG_SYMMETRY] = 0          # as solve() asks a question: no players' symmetry
    roots = [initial_state(t, ia, ib, first) for first in (0, 1)]
    st = Store(L=roots[0].shape[0], bound_value=V_WIN1 if p == 0 else V_WIN0,
               dtype=compact_dtype(t, DEFAULT_MAX_LIFE, DEFAULT_MAX_COUNTERS), target=p)
    ids = [st.add(s) for s in roots]
    t0 = time.perf_counter()
    for r in ids:
        solve_root(st, r, t, cfg, threads=threads)
    return st.nodes, st.expanded, time.perf_counter() - t0, st.ahead_counts.copy()


def main() -> None:
    from solver.api import WARM_UP, solve
    from solver.search.ahead import C_DONE, C_TAKEN, C_WAITED, C_WITHDRAWN
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--only", type=int, nargs="*", help="scale pairing numbers (1 to 12)")
    args = ap.parse_args()
    solve(*WARM_UP, method="negamax", threads=2)     # the kernels, the helper's too
    lines = ["## One search and a helper (issue #10): each question of --method wins", "",
             "| # | question | positions | expansions | s, one thread | s, with a helper | "
             "speed-up | built | taken | waited | withdrawn |",
             "|---|---|---|---|---|---|---|---|---|---|---|"]
    print("\n".join(lines), flush=True)
    for n in args.only or (11,):
        for p in (0, 1):
            n1, e1, s1, _ = question(n, p, 1)
            n2, e2, s2, c = question(n, p, 2)
            if (n1, e1) != (n2, e2):
                sys.exit(f"pairing {n}: the helper changed the search: {n1, e1} {n2, e2}")
            lines.append(f"| {n} | can {'AB'[p]} win? | {n1:,} | {e1:,} | {s1:.2f} | {s2:.2f} | "
                         f"{s1 / s2:.2f}x | {c[C_DONE]:,} | {c[C_TAKEN]:,} "
                         f"({c[C_TAKEN] / max(1, c[C_DONE]):.0%}) | {c[C_WAITED]:,} | "
                         f"{c[C_WITHDRAWN]:,} |")
            print(lines[-1], flush=True)
    append_latest(lines)


if __name__ == "__main__":
    main()
