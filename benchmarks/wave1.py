"""`make bench`, part 2: a round-robin of 3-card decks built only from the cards of
the spine and of card wave 1 (issue #3), every pairing in both play orders, solved
with the default bounds.  Prints the table and the totals and appends them to
benchmarks/latest.md; copy the figures into benchmarks/RESULTS.md.

    .venv/bin/python benchmarks/wave1.py [--time-limit S]
"""
from __future__ import annotations

import argparse
import itertools
import time
from pathlib import Path

DECKS = [
    ("Dark Depths", "Vampire Hexmage", "Black Lotus"),
    ("Thespian's Stage", "Dark Depths", "City of Traitors"),
    ("Mishra's Factory", "Wasteland", "The Tabernacle at Pendrell Vale"),
    ("Tropical Island", "Slippery Bogle", "Force of Will"),
    ("Inkmoth Nexus", "Ancient Tomb", "Maze of Ith"),
    ("Savannah", "Serra Ascendant", "Swords to Plowshares"),
    ("Forest", "Hexdrinker", "Pendelhaven"),
    ("Cavern of Souls", "Mountain", "Stromkirk Noble"),
    ("Scrubland", "Duress", "Savannah Lions"),
    ("Urborg, Tomb of Yawgmoth", "Snow-Covered Forest", "Old-Growth Dryads"),
    ("Plains", "Path to Exile", "Student of Warfare"),
    ("Island", "Daze", "Sleep-Cursed Faerie"),
    ("Swamp", "Dismember", "Mental Misstep"),
    ("Karakas", "Mountain", "Lightning Bolt"),
]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--time-limit", type=float, default=600.0,
                    help="seconds per pairing before it is reported unknown")
    args = ap.parse_args()
    from solver.api import solve
    solve(["Memnite"], ["Memnite"])          # compile or load the numba cache first
    lines = [f"## Wave-1 round-robin: {len(DECKS)} decks, "
             f"{len(DECKS) * (len(DECKS) + 1) // 2} pairings (mirrors included)", "",
             "| deck A | deck B | A on play | A on draw | states | seconds |",
             "|---|---|---|---|---|---|"]
    print("\n".join(lines), flush=True)
    t0 = time.perf_counter()
    total_states = 0
    slowest = (0.0, "")
    unknown = []
    for a, b in itertools.combinations_with_replacement(DECKS, 2):
        r = solve(list(a), list(b), time_limit=args.time_limit)
        total_states += r.states
        name = f"{' | '.join(a)} vs {' | '.join(b)}"
        if r.seconds > slowest[0]:
            slowest = (r.seconds, name)
        if r.reasons:
            unknown.append(f"{name}: {r.reasons}")
        lines.append(f"| {', '.join(a)} | {', '.join(b)} | {r.a_on_play} | {r.a_on_draw} | "
                     f"{r.states:,} | {r.seconds:.2f} |")
        print(lines[-1], flush=True)
    total = time.perf_counter() - t0
    lines += ["", f"Total {total:.1f} s, {total_states:,} positions; slowest pairing "
              f"{slowest[1]} ({slowest[0]:.1f} s); unknown: {len(unknown)}."]
    lines += [f"- {u}" for u in unknown]
    print("\n".join(lines[-1 - len(unknown):]), flush=True)
    out = Path(__file__).with_name("latest.md")
    with out.open("a") as f:
        f.write("\n" + "\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
