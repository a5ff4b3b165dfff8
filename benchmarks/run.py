"""`make bench`: the speed figures of issue #2, printed and written to benchmarks/latest.md.

1. The field of 2-card decks shipped by dipplestix/3cbsolver: all 28 pairings,
   both play orders, solved exactly (per-pairing time limit: --time-limit).
2. Positions expanded per second, and bytes of memory per stored position.
3. A `3cb solve` in a fresh process with a warm numba cache, and the cold
   compilation time (cache emptied into a temporary directory).
Copy the figures into benchmarks/RESULTS.md with the machine and the date.
"""
from __future__ import annotations

import argparse
import itertools
import os
import platform
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


def cli_times() -> list[str]:
    exe = [sys.executable, "-m", "solver.cli", "solve", *SAMPLE]
    t = time.perf_counter()
    subprocess.run(exe, check=True, capture_output=True)
    warm = time.perf_counter() - t
    with tempfile.TemporaryDirectory() as d:
        env = dict(os.environ, NUMBA_CACHE_DIR=d)
        t = time.perf_counter()
        subprocess.run(exe, check=True, capture_output=True, env=env)
        cold = time.perf_counter() - t
    return [f"`3cb solve` of the sample pairing in a fresh process, warm cache: {warm:.1f} s",
            f"Same, cold (numba compiles everything): {cold:.1f} s"]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--time-limit", type=float, default=120.0)
    args = ap.parse_args()
    head = [f"Machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, "
            f"{time.strftime('%Y-%m-%d')}", ""]
    lines = head + field_run(args.time_limit) + [""] + cli_times()
    out = Path(__file__).with_name("latest.md")
    out.write_text("\n".join(lines) + "\n")
    print("\n".join(lines[-4:]))
    print(f"written to {out}")


if __name__ == "__main__":
    main()
