"""`make bench`, part 3: the round-robins of card waves 2a and 2b (issues #11, #12):
20 three-card decks each, built mostly from the wave's cards (benchmarks/wave2a.txt,
benchmarks/wave2b.txt; benchmarks/wave2c.txt: the cards both waves added in sessions 6
and 7), every pairing in both play orders with the default bounds.
Prints each table and appends it to benchmarks/latest.md; copy the figures into
benchmarks/RESULTS.md.

    .venv/bin/python benchmarks/wave2.py [--time-limit S] [--only 2a|2b|2c]
"""
from __future__ import annotations

import argparse
from pathlib import Path

import deck_round

HERE = Path(__file__).resolve().parent
WAVES = {"2a": HERE / "wave2a.txt", "2b": HERE / "wave2b.txt", "2c": HERE / "wave2c.txt"}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--time-limit", type=float, default=600.0,
                    help="seconds per pairing before it is reported unknown")
    ap.add_argument("--only", choices=sorted(WAVES), help="one wave's round-robin only")
    args = ap.parse_args()
    for wave, path in WAVES.items():
        if args.only in (None, wave):
            deck_round.run(f"Wave-{wave} round-robin ({path.name})",
                           deck_round.read_decks(path), args.time_limit)


if __name__ == "__main__":
    main()
