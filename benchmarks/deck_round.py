"""A round-robin of decks for `make bench`: every pairing (mirrors included), both
play orders each, solved with the default bounds; a markdown table of verdicts,
positions and seconds, the totals, and every pairing left unknown with its reason.
Used by benchmarks/wave1.py and benchmarks/wave2.py."""
from __future__ import annotations

import itertools
import time
from pathlib import Path

LATEST = Path(__file__).with_name("latest.md")


def read_decks(path: Path) -> list[tuple[str, tuple[str, ...]]]:
    """(name, cards) of each entrant of an entries file (the `3cb roundrobin` format)."""
    from solver.tournament.entries import parse_entries, read_text
    return [(e.name, e.cards) for e in parse_entries(read_text(path), str(path), deck_size=3)]


def run(title: str, decks, time_limit: float, out: Path = LATEST) -> list[str]:
    """Solve every pairing of `decks` ((name, cards) pairs); print the table as it
    grows and append it to `out`.  Returns the unknown pairings."""
    from solver.api import solve
    solve(["Memnite"], ["Memnite"])          # compile or load the numba cache first
    n = len(decks)
    lines = [f"## {title}: {n} decks, {n * (n + 1) // 2} pairings (mirrors included)", "",
             "| deck A | deck B | A on play | A on draw | states | seconds |",
             "|---|---|---|---|---|---|"]
    print("\n".join(lines), flush=True)
    t0 = time.perf_counter()
    total_states = 0
    slowest = (0.0, "")
    unknown = []
    for (na, a), (nb, b) in itertools.combinations_with_replacement(decks, 2):
        r = solve(list(a), list(b), time_limit=time_limit)
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
    with out.open("a") as f:
        f.write("\n" + "\n".join(lines) + "\n")
    return unknown
