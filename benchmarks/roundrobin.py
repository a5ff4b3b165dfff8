"""`make bench`: the round-robin figures of issue #4, printed and written to
benchmarks/latest-roundrobin.md (copy them into RESULTS.md with the machine and date).

The field is benchmarks/field30.txt: 33 entrants, 30 distinct decks of 1 to 3
cards.  Each run is a real `3cb roundrobin` in a fresh process (so the times
include starting Python and loading the numba cache), on a fresh result store:

1. --jobs 1, then --jobs 2: wall time and deck pairs solved per second;
2. the --jobs 2 command again on its store: solves nothing (target < 2 s);
3. a Dask LocalCluster of two single-threaded worker processes (--scheduler),
   started beforehand (its start-up is reported apart).

Every run's tables must be the same (seconds aside).
"""
from __future__ import annotations

import argparse
import csv
import os
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
FIELD = HERE / "field30.txt"


def roundrobin(store: Path, out: Path, *extra: str) -> tuple[float, str]:
    cmd = [sys.executable, "-m", "solver.cli", "roundrobin", str(FIELD), "--deck-size", "any",
           "--quiet", "--store", str(store), "--out", str(out), *extra]
    t = time.perf_counter()
    r = subprocess.run(cmd, cwd=HERE.parent, capture_output=True, text=True)
    dt = time.perf_counter() - t
    if r.returncode:
        sys.exit(f"failed: {' '.join(cmd)}\n{r.stderr}")
    first = r.stdout.splitlines()[0]      # "... deck pairs: N solved now, M from the store (...)"
    return dt, first.split(": ", 1)[1].split(" (")[0]


def tables(out: Path) -> dict:
    def read(name):
        with open(out / name, newline="") as f:
            return [{k: v for k, v in row.items() if k != "seconds"} for row in csv.DictReader(f)]
    return {n: read(n) for n in ("pairings.csv", "matrix.csv", "standings.csv")}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--no-dask", action="store_true", help="skip the LocalCluster run")
    args = ap.parse_args()
    sys.path.insert(0, str(HERE.parent))
    from solver.api import solve
    solve(["Memnite"], ["Plains"])          # compile / load the numba cache once
    from solver.tournament.entries import load_entries
    from solver.tournament.field import Field
    fld = Field(tuple(load_entries(FIELD, "any")))
    n_pairs, n_decks = len(fld.deck_pairs()), len({e.deck for e in fld.entrants})
    lines = [f"Machine: {platform.processor() or platform.machine()}, {os.cpu_count()} cores, "
             f"Python {platform.python_version()}, {time.strftime('%Y-%m-%d')}", "",
             f"Field: {len(fld.entrants)} entrants, {n_decks} distinct decks, "
             f"{len(fld.pairings())} pairings, {n_pairs} distinct deck pairs to solve.", "",
             "| run | wall time | deck pairs/s | deck pairs |", "|---|---|---|---|"]
    with tempfile.TemporaryDirectory() as d:
        d = Path(d)
        runs = {}
        for name, extra in (("--jobs 1", ["--jobs", "1"]), ("--jobs 2", ["--jobs", "2"])):
            store = d / f"{name[-1]}.sqlite"
            dt, summary = roundrobin(store, d / name[-1], *extra)
            runs[name] = tables(d / name[-1])
            lines.append(f"| {name}, empty store | {dt:.1f} s | {n_pairs / dt:.1f} | {summary} |")
            print(lines[-1], flush=True)
        dt, summary = roundrobin(d / "2.sqlite", d / "2again", "--jobs", "2")
        assert tables(d / "2again") == runs["--jobs 2"]
        assert summary.startswith("0 solved now"), summary
        lines.append(f"| --jobs 2 again, from the store | {dt:.2f} s | - | {summary} |")
        print(lines[-1], flush=True)
        if not args.no_dask:
            from distributed import LocalCluster
            t = time.perf_counter()
            with LocalCluster(n_workers=2, processes=True, threads_per_worker=1,
                              dashboard_address=None) as cluster:
                start = time.perf_counter() - t
                dt, summary = roundrobin(d / "dask.sqlite", d / "dask", "--scheduler",
                                         cluster.scheduler_address)
            runs["dask"] = tables(d / "dask")
            lines.append(f"| Dask LocalCluster, 2 worker processes (started in {start:.1f} s "
                         f"beforehand), empty store | {dt:.1f} s | {n_pairs / dt:.1f} | {summary} |")
            print(lines[-1], flush=True)
        first = runs["--jobs 1"]
        assert all(t == first for t in runs.values()), "the runs' tables differ"
    lines += ["", "All runs gave the same tables (seconds aside)."]
    out = HERE / "latest-roundrobin.md"
    out.write_text("\n".join(lines) + "\n")
    print(f"written to {out}")


if __name__ == "__main__":
    main()
