"""`make bench`, part 9: every exact reduction of issue #10 against the search without
it, the counts shown.  For each reduction (its `solve()` switch), every pairing of
the position-count file (tests/solver/counts/counts.json) and `--random` random
pairings on which the reduction is switched on (the matchup's configuration differs
with and without it: elsewhere the two searches are the same by construction),
solved by negamax with and without it: the verdicts must be the same, and the table
shows the positions of both.  A pairing whose unreduced search passes
`--max-states` is counted as skipped.  Random pairings are drawn from every
supported card, and for a reduction that only a pairing of lands switches on (the
late deferral, Maze of Ith's, idle animations, one's own land) from the lands.
Prints a markdown table and appends it to benchmarks/latest.md; exit status 1 if a
verdict differs.  Copy the figures into benchmarks/RESULTS.md with the machine, the
date and what else ran at the time.

    .venv/bin/python benchmarks/reductions.py [--random N] [--max-states N] [--only NAME ...]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time

from scale import HERE, append_latest

from solver.api import REDUCTION_SWITCHES, reduction_applies, solve, warm_up

COUNTS = HERE.parent / "tests" / "solver" / "counts" / "counts.json"


def random_on(name: str, n: int, seed: int) -> list[tuple[list, list, str]]:
    """n random pairings (1 to 3 cards a deck) that switch reduction `name` on:
    from every card, or, when 2,000 draws find too few, from the lands."""
    from cards.registry import all_cards
    cards = sorted(all_cards(), key=lambda c: c.name)
    pools = (("any card", [c.name for c in cards]),
             ("lands", [c.name for c in cards if "Land" in c.types]))
    rng = random.Random(seed)
    found = []
    for pool_name, pool in pools:
        for _ in range(2000):
            if len(found) == n:
                return found
            a = [rng.choice(pool) for _ in range(rng.randint(1, 3))]
            b = [rng.choice(pool) for _ in range(rng.randint(1, 3))]
            if name == "symmetry":
                b = list(a)
            if reduction_applies(a, b, name):
                found.append((a, b, pool_name))
    return found


def compare(a, b, name, max_states):
    """(reduced positions, unreduced positions, same verdicts) or None (skipped)."""
    off = {name: REDUCTION_SWITCHES[name]}
    full = solve(a, b, method="negamax", max_states=max_states, **off)
    if "unknown" in (full.a_on_play, full.a_on_draw):
        return None
    red = solve(a, b, method="negamax", max_states=max_states)
    same = (red.a_on_play, red.a_on_draw) == (full.a_on_play, full.a_on_draw)
    return red.states, full.states, same


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--random", type=int, default=50,
                    help="random pairings per reduction that switch it on")
    ap.add_argument("--max-states", type=int, default=400_000,
                    help="positions of an unreduced search before the pairing is skipped")
    ap.add_argument("--only", nargs="*", choices=sorted(REDUCTION_SWITCHES),
                    help="these reductions (solve()'s switches)")
    ap.add_argument("--seed", type=int, default=26)
    args = ap.parse_args()
    warm_up()
    records = json.loads(COUNTS.read_text())
    lines = ["## Each reduction against the search without it (issue #10; negamax, "
             f"--max-states {args.max_states:,})", "",
             "| reduction (switch) | pairings | count file | random (pool) | compared | "
             "skipped | verdicts the same | positions with / without | share |",
             "|---|---|---|---|---|---|---|---|---|"]
    print("\n".join(lines), flush=True)
    failed = []
    for name in args.only or REDUCTION_SWITCHES:
        t0 = time.perf_counter()
        counted = [(r["deck_a"], r["deck_b"], "count file") for r in records
                   if reduction_applies(r["deck_a"], r["deck_b"], name)]
        rand = random_on(name, args.random, args.seed)
        pools = sorted({p for _, _, p in rand})
        done = skipped = same = 0
        red = full = 0
        for a, b, _ in counted + rand:
            got = compare(a, b, name, args.max_states)
            if got is None:
                skipped += 1
                continue
            done += 1
            red, full = red + got[0], full + got[1]
            if got[2]:
                same += 1
            else:
                failed.append((name, a, b))
        lines.append(f"| {name}={REDUCTION_SWITCHES[name]} | {len(counted) + len(rand)} | {len(counted)} "
                     f"| {len(rand)} ({', '.join(pools) or '-'}) | {done} | {skipped} | "
                     f"{same} of {done} | {red:,} / {full:,} | "
                     f"{red / full if full else float('nan'):.0%} |")
        print(lines[-1], f"({time.perf_counter() - t0:.0f} s)", flush=True)
    append_latest(lines)
    if failed:
        sys.exit(f"verdicts differ: {failed}")


if __name__ == "__main__":
    main()
