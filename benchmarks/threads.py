"""`make bench`, part 6: helper threads inside one solve (`3cb solve --threads`, issue
#10).  Scale pairings (benchmarks/scale.py) solved in fresh processes with one thread
and with two, back to back: the verdicts and positions must be the same (the same
search), the seconds show the gain.  Prints a markdown table and appends it to
benchmarks/latest.md; copy the figures into benchmarks/RESULTS.md with the machine,
the date and what else ran at the time.

    .venv/bin/python benchmarks/threads.py [--only N ...] [--threads N] [--time-limit S]
"""
from __future__ import annotations

import argparse
import sys

from scale import HERE, PAIRINGS, solve_in_child

DEFAULT = (11, 1, 7)     # the scale pairings proven in under a minute, one thread


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--only", type=int, nargs="*", help="scale pairing numbers (1 to 12)")
    ap.add_argument("--threads", type=int, default=2, help="threads of the second run")
    ap.add_argument("--time-limit", type=float, default=600.0)
    args = ap.parse_args()
    lines = ["## Helper threads (issue #10): one thread against "
             f"{args.threads}", "",
             "| # | pairing | verdicts | positions | 1 thread s | "
             f"{args.threads} threads s | speed-up | peak GiB (1 / {args.threads}) |",
             "|---|---|---|---|---|---|---|---|"]
    print("\n".join(lines), flush=True)
    for n in args.only or DEFAULT:
        a, b = PAIRINGS[n - 1]
        r1, w1, p1 = solve_in_child(a, b, args.time_limit, 1)
        r2, w2, p2 = solve_in_child(a, b, args.time_limit, args.threads)
        same = (r1["a_on_play"], r1["a_on_draw"], r1["states"]) == \
               (r2["a_on_play"], r2["a_on_draw"], r2["states"])
        if not same:
            sys.exit(f"pairing {n}: {args.threads} threads differ from one: {r1} {r2}")
        lines.append(f"| {n} | {a.replace(' | ', ', ')} vs {b.replace(' | ', ', ')} | "
                     f"{r1['a_on_play']} / {r1['a_on_draw']} | {r1['states']:,} | {w1:.1f} | "
                     f"{w2:.1f} | {w1 / w2:.2f}x | {p1:.2f} / {p2:.2f} |")
        print(lines[-1], flush=True)
    with (HERE / "latest.md").open("a") as f:
        f.write("\n" + "\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
