"""`make bench`, part 7: the per-core rate of issue #10 and its ceiling with these rules.

One negamax search (A on the play, one thread, the default bounds and reductions) of
a scale pairing (benchmarks/scale.py; default #11, Mox Jet | Mutavault | Mishra's
Factory vs Taiga | Kird Ape | Lightning Bolt, about 3 million positions): positions,
expansions, seconds, expansions per second.  Then the rules' share of an expansion:
`expand.successors` alone (every legal action applied, forced moves followed, each
child hashed) timed on a sample of the positions the search expanded.  A search whose
table, packing, edges and components cost nothing would expand at most 1 / that time
per second: the ceiling of the per-core rate with this engine's rules.  Prints the
figures and appends them to benchmarks/latest.md; copy them into benchmarks/RESULTS.md
with the machine, the date and what else ran at the time.

    .venv/bin/python benchmarks/per_core.py [--only N] [--sample K] [--reps R]
"""
from __future__ import annotations

import argparse
import time

import numpy as np

from scale import append_latest, search_in_process


def successor_seconds(st, tables, cfg, sample: int, reps: int) -> tuple[float, float, float, int]:
    """(fastest and slowest seconds per position of `reps` runs, children per
    position, positions timed) of expand.successors on a sample of the positions
    st expanded.  The fastest run is the figure: on this shared machine one run
    alone varies by 5 to 10% (issue #10, session 26)."""
    from numba import njit

    from engine import layout
    from solver.search.bundles import rules
    from solver.search.expand import successors

    @njit
    def run_all(states, r, w, kids, hashes, flips):
        children = 0
        for i in range(states.shape[0]):
            children += max(successors(states[i], r, w, kids, hashes, flips), 0)
        return children

    expanded = np.flatnonzero(st.arrays["ecount"][:st.nodes] > 0)
    pick = np.random.default_rng(0).choice(expanded, min(sample, expanded.size), replace=False)
    states = np.stack([st.state(int(k)) for k in pick])
    r, w = rules(tables, cfg), st.helper_work()
    kids = np.zeros((layout.MAX_ACTIONS, st.L), np.int16)
    hashes = np.zeros(layout.MAX_ACTIONS, np.uint64)
    flips = np.zeros(layout.MAX_ACTIONS, np.int8)
    run_all(states[:2], r, w, kids, hashes, flips)         # compiled here, not timed
    times = []
    for _ in range(reps):
        t0 = time.perf_counter()
        children = run_all(states, r, w, kids, hashes, flips)
        times.append(time.perf_counter() - t0)
    n = states.shape[0]
    return min(times) / n, max(times) / n, children / n, n


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--only", type=int, default=11, help="scale pairing number (1 to 12)")
    ap.add_argument("--sample", type=int, default=200_000, help="positions timed alone")
    ap.add_argument("--reps", type=int, default=5,
                    help="runs of the successor on the sample; the fastest is kept")
    args = ap.parse_args()
    st, t, cfg, dt = search_in_process(args.only)     # A on the play, exact values
    per, slowest, kids, n = successor_seconds(st, t, cfg, args.sample, max(1, args.reps))
    rate = st.expanded / dt
    lines = [f"## Per-core rate (issue #10): scale pairing #{args.only}, one negamax search, "
             "A on the play, one thread", "",
             f"- the search: {st.nodes:,} positions, {st.expanded:,} expansions in {dt:.1f} s "
             f"= **{rate:,.0f} expansions/s** ({1e6 / rate:.2f} us each)",
             f"- the successor alone, on {n:,} of the expanded positions: {per * 1e6:.2f} us "
             f"per position, the fastest of {max(1, args.reps)} runs (the slowest "
             f"{slowest * 1e6:.2f}; {kids:.2f} children), {per * rate:.0%} of an expansion; the "
             f"ceiling if the rest cost nothing: **{1 / per:,.0f} expansions/s**", ""]
    print("\n".join(lines), flush=True)
    append_latest(lines)


if __name__ == "__main__":
    main()
