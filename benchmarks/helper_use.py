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

from scale import append_latest, search_in_process


def question(n: int, p: int, threads: int):
    """(positions, expansions, seconds, helper counters) of player p's question of
    scale pairing n, positions past a bound scored against p (its first search)."""
    from solver.search.table import V_WIN0, V_WIN1
    st, _, _, dt = search_in_process(n, games=(0, 1), target=p, symmetry=False,
                                     bound_value=V_WIN1 if p == 0 else V_WIN0,
                                     threads=threads)
    return st.nodes, st.expanded, dt, st.ahead_counts.copy()


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
