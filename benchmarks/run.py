"""`make bench`: the speed figures of issue #2, printed and written to benchmarks/latest.md.

1. The field of 2-card decks shipped by dipplestix/3cbsolver: all 28 pairings,
   both play orders, solved exactly (per-pairing time limit: --time-limit).
2. Positions expanded per second, and bytes of memory per stored position.
3. A `3cb solve` in a fresh process with a warm numba cache (the sample pairing
   and issue #10's Stromkirk Noble mirror, median of 5 runs), `3cb --version`,
   and the cold compilation time (cache emptied into a temporary directory).
   `--cli-only` runs this part alone, without the cold compile.
Copy the figures into benchmarks/RESULTS.md with the machine and the date.
"""
from __future__ import annotations

import argparse
import itertools
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

FIELD = [("Plains", "Student of Warfare"), ("Island", "Sleep-Cursed Faerie"),
         ("Forest", "Scythe Tiger"), ("Mox Jet", "Mutavault"),
         ("Dryad Arbor", "Dragon Sniper"), ("Mountain", "Stromkirk Noble"),
         ("Hammerheim", "Heartfire Hero")]
SAMPLE = ("Mountain | Stromkirk Noble | Lightning Bolt", "Plains | Savannah Lions | Swords to Plowshares")
ISSUE_10 = ("Mountain | Stromkirk Noble", "Mountain | Stromkirk Noble", "--deck-size", "any")
RUNS = 5                 # fresh processes timed per command: the median is reported


def field_run(time_limit: float) -> list[str]:
    from solver.api import solve
    solve(["Memnite"], ["Memnite"])            # compile / load the cache first
    lines = ["| deck A | deck B | A on play | A on draw | states | seconds |", "|---|---|---|---|---|---|"]
    total_t = 0.0
    total_states = 0
    solved = 0
    pairs = 0
    for a, b in itertools.combinations_with_replacement(FIELD, 2):
        r = solve(list(a), list(b), time_limit=time_limit)
        pairs += 1
        total_t += r.seconds
        total_states += r.states
        solved += r.a_on_play != "unknown" and r.a_on_draw != "unknown"
        why = f" ({r.reasons.get('a_on_play', '')})" if r.reasons else ""
        lines.append(f"| {' + '.join(a)} | {' + '.join(b)} | {r.a_on_play} | {r.a_on_draw}{why} | "
                     f"{r.states:,} | {r.seconds:.2f} |")
        print(lines[-1], flush=True)
    lines.append("")
    lines.append(f"Solved exactly: {solved} of {pairs} pairings; total {total_t:.1f} s, "
                 f"{total_states:,} positions, {total_states / max(total_t, 1e-9):,.0f} positions/s "
                 f"(time limit {time_limit:.0f} s per pairing).")
    lines.append(memory_line())
    return lines


def memory_line() -> str:
    """Bytes per stored position, measured on the largest pairing of the field."""
    from cards.registry import default_tables
    from engine.game import initial_state
    from solver.api import compact_dtype
    from solver.defaults import DEFAULT_MAX_COUNTERS, DEFAULT_MAX_LIFE
    from solver.search.store import Store, solve_root
    t = default_tables()
    ids = [t.card_id(n) for n in FIELD[-1]]
    s0 = initial_state(t, ids, ids, 0)
    dtype = compact_dtype(t, DEFAULT_MAX_LIFE, DEFAULT_MAX_COUNTERS)    # as solve() does
    st = Store(L=s0.shape[0], dtype=dtype)
    root = st.add(s0)
    t0 = time.perf_counter()
    solve_root(st, root, t, t.cfg(decks=(ids, ids)))
    dt = time.perf_counter() - t0
    edges = int(st.meta[1])
    used = st.nbytes()
    return (f"Hammerheim + Heartfire Hero mirror, A on the play: {st.nodes:,} positions, "
            f"{st.expanded:,} expanded, {edges:,} edges in {dt:.2f} s = "
            f"{st.expanded / dt:,.0f} expansions/s and {edges / dt:,.0f} successors/s on one core; "
            f"arrays {used / 2**20:.0f} MiB at capacity {st.cap:,} = {used / st.cap:.0f} bytes "
            f"per position slot, {used / st.nodes:.0f} per position stored (packed state "
            f"{st.W * 8} B of the {st.L} columns; the rest the table, values, edges and "
            f"the search's index).")


def fresh_process_seconds(args, runs: int = RUNS, env=None) -> float:
    """The median wall time of `3cb ARGS` in a fresh process over `runs` runs."""
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        subprocess.run([sys.executable, "-m", "solver.cli", *args], check=True,
                       capture_output=True, env=env)
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def cli_times(cold: bool = True) -> list[str]:
    fresh_process_seconds(["solve", *SAMPLE], runs=1)          # the cache is warm after this
    sample = fresh_process_seconds(["solve", *SAMPLE])
    issue = fresh_process_seconds(["solve", *ISSUE_10])
    version = fresh_process_seconds(["--version"])
    lines = [f"`3cb solve` of the sample pairing in a fresh process, warm cache: {sample:.2f} s "
            f"(median of {RUNS})",
            f"`3cb solve \"{ISSUE_10[0]}\" \"{ISSUE_10[1]}\" --deck-size any` (issue #10), "
            f"same: {issue:.2f} s",
            f"`3cb --version`, same: {version:.2f} s"]
    if cold:
        with tempfile.TemporaryDirectory() as d:
            env = dict(os.environ, NUMBA_CACHE_DIR=d)
            t = fresh_process_seconds(["solve", *SAMPLE], runs=1, env=env)
        lines.append(f"`3cb solve` of the sample, cold (numba compiles everything): {t:.1f} s")
    return lines


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--time-limit", type=float, default=120.0)
    ap.add_argument("--cli-only", action="store_true", help="only the warm fresh-process times of part 3")
    args = ap.parse_args()
    head = [f"Machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, "
            f"{time.strftime('%Y-%m-%d')}", ""]
    field = [] if args.cli_only else field_run(args.time_limit) + [""]
    lines = head + field + cli_times(cold=not args.cli_only)
    out = Path(__file__).with_name("latest.md")
    out.write_text("\n".join(lines) + "\n")
    print("\n".join(lines[-6:]))
    print(f"written to {out}")


if __name__ == "__main__":
    main()
