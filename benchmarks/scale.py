"""`make bench`, part 4: the scale benchmark of issue #10, the twelve pairings of
fighting lands (creature lands, Wasteland, The Tabernacle at Pendrell Vale,
Karakas, Dark Depths) leagues play most.  Each pairing is one `3cb solve --json`
in a fresh process, so its peak memory (the child's maximum resident set) is its
own; prints a markdown table (verdicts, positions, seconds, peak memory) and
appends it to benchmarks/latest.md.  Copy the figures into benchmarks/RESULTS.md
with the machine, the date and what else ran at the time.

    .venv/bin/python benchmarks/scale.py [--time-limit S] [--only N ...] [--threads N]
                                         [--method wins|negamax|retrograde]
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
FACTORY3 = "Mishra's Factory | Mishra's Factory | Mishra's Factory"
WFT = "Wasteland | Mishra's Factory | The Tabernacle at Pendrell Vale"
PAIRINGS = [
    (FACTORY3, FACTORY3),
    ("Mishra's Factory | Mishra's Factory | Wasteland",) * 2,
    (WFT, WFT),
    (WFT, FACTORY3),
    ("Wasteland | Inkmoth Nexus | Maze of Ith", "Inkmoth Nexus | Inkmoth Nexus | Wasteland"),
    ("Wasteland | Karakas | Inkmoth Nexus", "Karakas | Wasteland | Mishra's Factory"),
    ("The Tabernacle at Pendrell Vale | Inkmoth Nexus | Wasteland",
     "Wasteland | Karakas | Inkmoth Nexus"),
    ("Dark Depths | Thespian's Stage | City of Traitors",
     "Urborg, Tomb of Yawgmoth | Vampire Hexmage | Dark Depths"),
    ("Dismember | Hammerheim | Heartfire Hero",) * 2,
    ("Plains | Student of Warfare | Swords to Plowshares",
     "Hammerheim | Heartfire Hero | Lightning Bolt"),
    ("Mox Jet | Mutavault | Mishra's Factory", "Taiga | Kird Ape | Lightning Bolt"),
    ("Inkmoth Nexus | Ancient Tomb | Maze of Ith",) * 2,
]


# the child reports its own peak resident memory (ru_maxrss, KiB) on stderr as it exits
CHILD = ("import atexit, resource, sys\n"
         "atexit.register(lambda: sys.stderr.write('PEAK_KIB %d\\n' % "
         "resource.getrusage(resource.RUSAGE_SELF).ru_maxrss))\n"
         "from solver.cli.main import main\n"
         "sys.argv[0] = '3cb'\n"
         "main()\n")


def append_latest(lines: list[str]) -> None:
    """Append a benchmark's markdown lines to benchmarks/latest.md (ignored by git:
    the figures are copied into RESULTS.md by hand, with the machine and the date)."""
    with (HERE / "latest.md").open("a") as f:
        f.write("\n" + "\n".join(lines) + "\n")


def search_in_process(n: int, games=(0,), target: int = -1, bound_value: int = 1,
                      symmetry: bool = True, threads: int = 1):
    """(the store, tables, cfg, seconds) of one negamax search in this process of scale
    pairing n's games (0: A on the play, 1: A on the draw) in one store, the default
    bounds and reductions (symmetry=False: the players' symmetry off, as solve() asks
    a --method wins question); target, bound_value: the store's (solver/search/store.py:
    whether player `target` wins, -1 exact values; how positions past a bound score)."""
    from cards.registry import matchup_tables
    from engine.game import initial_state
    from engine.tables import CFG_SYMMETRY
    from solver.api import compact_dtype
    from solver.defaults import DEFAULT_MAX_COUNTERS, DEFAULT_MAX_LIFE
    from solver.search.store import Store, solve_root
    a, b = (deck.split(" | ") for deck in PAIRINGS[n - 1])
    t = matchup_tables(a + b)
    ia, ib = [t.card_id(x) for x in a], [t.card_id(x) for x in b]
    cfg = t.cfg(max_life=DEFAULT_MAX_LIFE, max_counters=DEFAULT_MAX_COUNTERS, decks=(ia, ib))
    if not symmetry:
        cfg = cfg.copy()
        cfg[CFG_SYMMETRY] = 0
    roots = [initial_state(t, ia, ib, first) for first in games]
    st = Store(L=roots[0].shape[0], bound_value=bound_value, target=target,
               dtype=compact_dtype(t, DEFAULT_MAX_LIFE, DEFAULT_MAX_COUNTERS))
    ids = [st.add(s) for s in roots]
    t0 = time.perf_counter()
    for r in ids:
        solve_root(st, r, t, cfg, threads=threads)
    return st, t, cfg, time.perf_counter() - t0


def solve_in_child(a: str, b: str, time_limit: float, threads: int = 1,
                   method: str = "wins") -> tuple[dict, float, float]:
    """(the --json result, wall seconds, peak resident memory in GiB) of one solve."""
    cmd = [sys.executable, "-c", CHILD, "solve", a, b, "--json", "--no-progress",
           "--time-limit", str(time_limit), "--threads", str(threads), "--method", method]
    t = time.perf_counter()
    r = subprocess.run(cmd, cwd=HERE.parent, capture_output=True, text=True)
    wall = time.perf_counter() - t
    if r.returncode:
        sys.exit(f"failed: 3cb solve {a!r} {b!r}\n{r.stderr}")
    peak = [int(x.split()[1]) for x in r.stderr.splitlines() if x.startswith("PEAK_KIB ")]
    return json.loads(r.stdout), wall, (peak[-1] / 2**20 if peak else float("nan"))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--time-limit", type=float, default=600.0,
                    help="seconds per pairing before it is reported unknown (issue #10's "
                         "target: every pairing proven in under 10 minutes)")
    ap.add_argument("--only", type=int, nargs="*", help="pairing numbers (1 to 12) to run")
    ap.add_argument("--threads", type=int, default=1, help="3cb solve --threads")
    ap.add_argument("--method", default="wins", choices=("wins", "negamax", "retrograde"),
                    help="3cb solve --method (default: wins, the CLI's default)")
    args = ap.parse_args()
    chosen = args.only or range(1, len(PAIRINGS) + 1)
    lines = [f"## Scale benchmark (issue #10): the fighting-land pairings (--method "
             f"{args.method}, --threads {args.threads})", "",
             "| # | deck A | deck B | A on play | A on draw | positions | seconds | "
             "peak GiB |", "|---|---|---|---|---|---|---|---|"]
    print("\n".join(lines), flush=True)
    for n in chosen:
        a, b = PAIRINGS[n - 1]
        r, wall, peak = solve_in_child(a, b, args.time_limit, args.threads, args.method)
        lines.append(f"| {n} | {a.replace(' | ', ', ')} | {b.replace(' | ', ', ')} | {r['a_on_play']} | {r['a_on_draw']} | "
                     f"{r['states']:,} | {wall:.1f} | {peak:.2f} |")
        if r.get("reasons"):
            lines[-1] += f" unknown: {r['reasons']}"
        print(lines[-1], flush=True)
    append_latest(lines)


if __name__ == "__main__":
    main()
