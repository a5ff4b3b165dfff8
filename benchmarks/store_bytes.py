"""Bytes per stored position and positions per second of one solve (issue #10).

    python benchmarks/store_bytes.py "Mishra's Factory | Wasteland" "Mishra's Factory | Wasteland"

Runs the first pass of solver.api.solve with --method negamax (exact values,
positions past a bound scored as wins for A, both play orders in one store) and
prints the store's figures: positions, seconds, positions/s, the arrays' bytes
(Store.nbytes, what --max-memory counts, at their largest while the search ran)
per position and per position slot, and the process's peak resident memory.
"""
from __future__ import annotations

import argparse
import json
import resource
import time

import numpy as np


def measure(deck_a: list[str], deck_b: list[str]) -> dict:
    from cards.registry import matchup_tables
    from engine.tables import CT_BLOCK_EXTRA
    from solver.api import _Searches, compact_dtype
    from solver.defaults import DEFAULT_MAX_COUNTERS, DEFAULT_MAX_LIFE
    from solver.search.table import V_WIN0
    t = matchup_tables(deck_a + deck_b)
    ids_a = [t.card_id(n) for n in deck_a]
    ids_b = [t.card_id(n) for n in deck_b]
    cfg = t.cfg(max_life=DEFAULT_MAX_LIFE, max_counters=DEFAULT_MAX_COUNTERS,
                decks=(ids_a, ids_b))
    dtype = compact_dtype(t, DEFAULT_MAX_LIFE, DEFAULT_MAX_COUNTERS)
    if any(t.ct[c, CT_BLOCK_EXTRA] for c in ids_a + ids_b):
        dtype = np.int16
    largest = [0]

    def watch(store):       # the store's arrays are gone once it is closed
        largest[0] = max(largest[0], store.nbytes())
    t0 = time.perf_counter()
    vals, st = _Searches(t, cfg, ids_a, ids_b, "negamax", None, None, watch, 0, dtype, None,
                         1).run(V_WIN0)
    dt = time.perf_counter() - t0
    used = largest[0]
    out = {"deck_a": deck_a, "deck_b": deck_b, "values": [int(v) for v in vals.values()],
           "positions": st.nodes, "expanded": st.expanded, "edges": int(st.meta[1]),
           "seconds": round(dt, 2), "positions_per_s": round(st.nodes / dt),
           "L": st.L, "cap": st.cap, "nbytes": used,
           "bytes_per_position": round(used / st.nodes, 1),
           "bytes_per_slot": round(used / st.cap, 1),
           "peak_rss_mib": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)}
    if hasattr(st, "W"):        # the packed store (issue #10)
        out["packed_words"] = st.W
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("deck_a")
    ap.add_argument("deck_b")
    args = ap.parse_args()
    from solver.api import warm_up
    warm_up()
    split = lambda d: [c.strip() for c in d.split("|")]    # noqa: E731
    print(json.dumps(measure(split(args.deck_a), split(args.deck_b))), flush=True)


if __name__ == "__main__":
    main()
