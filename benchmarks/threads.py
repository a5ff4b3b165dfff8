"""`make bench`, part 6: threads inside one solve (`3cb solve --threads`, issue #10).
Scale pairings (benchmarks/scale.py) solved in fresh processes with one thread and
with two, back to back: the verdicts must be the same; the seconds (the solve's own,
and the process's wall time) show the gain.  With --method wins the two questions
("can A win?", "can B?") are searched side by side: the positions are the same
unless one search was cancelled or searched a game the other won.  With --method
negamax, helper threads build children ahead of the one search: the same positions.
Prints a markdown table and appends it to benchmarks/latest.md; copy the figures into
benchmarks/RESULTS.md with the machine, the date and what else ran at the time.

    .venv/bin/python benchmarks/threads.py [--only N ...] [--threads N] [--time-limit S]
                                           [--method wins|negamax]
"""
from __future__ import annotations

import argparse
import sys

from scale import PAIRINGS, append_latest, solve_in_child

DEFAULT = (4, 11, 1)     # the largest scale pairings by --method wins


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--only", type=int, nargs="*", help="scale pairing numbers (1 to 12)")
    ap.add_argument("--threads", type=int, default=2, help="threads of the second run")
    ap.add_argument("--time-limit", type=float, default=600.0)
    ap.add_argument("--method", default="wins", choices=("wins", "negamax"))
    args = ap.parse_args()
    lines = [f"## Threads in one solve (issue #10, --method {args.method}): one thread "
             f"against {args.threads}", "",
             f"| # | pairing | verdicts | positions (1 / {args.threads}) | solve s (1 / "
             f"{args.threads}) | speed-up | wall s (1 / {args.threads}) | peak GiB (1 / "
             f"{args.threads}) |",
             "|---|---|---|---|---|---|---|---|"]
    print("\n".join(lines), flush=True)
    for n in args.only or DEFAULT:
        a, b = PAIRINGS[n - 1]
        r1, w1, p1 = solve_in_child(a, b, args.time_limit, 1, args.method)
        r2, w2, p2 = solve_in_child(a, b, args.time_limit, args.threads, args.method)
        same = (r1["a_on_play"], r1["a_on_draw"]) == (r2["a_on_play"], r2["a_on_draw"])
        if args.method == "negamax":
            same = same and r1["states"] == r2["states"]
        if not same:
            sys.exit(f"pairing {n}: {args.threads} threads differ from one: {r1} {r2}")
        s1, s2 = r1["seconds"], r2["seconds"]
        lines.append(f"| {n} | {a.replace(' | ', ', ')} vs {b.replace(' | ', ', ')} | "
                     f"{r1['a_on_play']} / {r1['a_on_draw']} | {r1['states']:,} / "
                     f"{r2['states']:,} | {s1:.1f} / {s2:.1f} | {s1 / s2:.2f}x | "
                     f"{w1:.1f} / {w2:.1f} | {p1:.2f} / {p2:.2f} |")
        print(lines[-1], flush=True)
    append_latest(lines)


if __name__ == "__main__":
    main()
