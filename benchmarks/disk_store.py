"""`make bench`, part 6: the position store on disk (issue #10, `--work-dir`).

One large pairing (scale pairing #11, about 5 M positions) solved four times,
each in a fresh process: in memory; with --work-dir; with a --max-memory below
what it needs, in memory (it stops: 'unknown'); and with that --max-memory and
--work-dir (it finishes).  For each: the verdicts, positions, seconds, the
process's peak resident memory (ru_maxrss: with a work dir this counts the
file pages mapped and resident, which the kernel may drop), the peak of its
anonymous memory (RssAnon, what cannot be paged to the files) and the most disk
the store's files took.  Prints a markdown table and appends it to
benchmarks/latest.md; copy the figures into benchmarks/RESULTS.md with the
machine, the date and what else ran at the time.

    .venv/bin/python benchmarks/disk_store.py [--work-dir DIR] [--max-memory GIB] [--a A --b B]
"""
from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
import time
from scale import HERE, append_latest

DECK_A = "Mox Jet | Mutavault | Mishra's Factory"
DECK_B = "Taiga | Kird Ape | Lightning Bolt"

# the child: solve.api.solve with a progress callback noting the store's files and
# the process's anonymous memory; one JSON line on stdout
CHILD = """
import json, resource, sys
from solver.api import solve, warm_up
a, b, work_dir, max_memory = json.loads(sys.argv[1])
peak = {"disk": 0, "anon_kib": 0}
stores = []
def watch(store):
    if not any(st is store for st in stores):
        stores.append(store)
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("RssAnon:"):
                peak["anon_kib"] = max(peak["anon_kib"], int(line.split()[1]))
warm_up()
r = solve([c.strip() for c in a.split("|")], [c.strip() for c in b.split("|")],
          max_memory=max_memory, work_dir=work_dir, progress=watch)
peak["disk"] = max([st.disk_peak() for st in stores] + [0])
print(json.dumps({**r.to_json(), **peak,
                  "peak_rss_kib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}))
"""


def run(a: str, b: str, work_dir: str | None, max_memory: float | None) -> dict:
    cmd = [sys.executable, "-c", CHILD, json.dumps([a, b, work_dir, max_memory])]
    t = time.perf_counter()
    r = subprocess.run(cmd, cwd=HERE.parent, capture_output=True, text=True)
    if r.returncode:
        sys.exit(f"failed: {cmd}\n{r.stderr}")
    out = json.loads(r.stdout.splitlines()[-1])
    out["wall"] = time.perf_counter() - t
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--work-dir", default=None,
                    help="directory for the store's files [default: a temporary directory]")
    ap.add_argument("--max-memory", type=float, default=0.2,
                    help="GiB for the runs with a budget below the pairing's need")
    ap.add_argument("--a", default=DECK_A)
    ap.add_argument("--b", default=DECK_B)
    args = ap.parse_args()
    work = args.work_dir or tempfile.mkdtemp(prefix="3cb-bench-")
    lines = ["## The position store on disk (issue #10): "
             f"{args.a.replace(' | ', ', ')} vs {args.b.replace(' | ', ', ')}", "",
             "| store | --max-memory | A on play | A on draw | positions | seconds | "
             "peak RSS GiB | peak anonymous GiB | disk GiB |",
             "|---|---|---|---|---|---|---|---|---|"]
    print("\n".join(lines), flush=True)
    runs = ((None, None), (work, None), (None, args.max_memory), (work, args.max_memory))
    try:
        results = [(where, budget, run(args.a, args.b, where, budget))
                   for where, budget in runs]
    finally:
        if not args.work_dir:
            shutil.rmtree(work, ignore_errors=True)
    for where, budget, r in results:
        lines.append(f"| {'--work-dir' if where else 'memory'} | "
                     f"{'default' if budget is None else budget} | {r['a_on_play']} | "
                     f"{r['a_on_draw']} | {r['states']:,} | {r['seconds']:.1f} | "
                     f"{r['peak_rss_kib'] / 2**20:.2f} | {r['anon_kib'] / 2**20:.2f} | "
                     f"{r['disk'] / 2**30:.2f} |")
        if r.get("reasons"):
            lines[-1] += f" {r['reasons']['a_on_play']}"
        print(lines[-1], flush=True)
    append_latest(lines)


if __name__ == "__main__":
    main()
