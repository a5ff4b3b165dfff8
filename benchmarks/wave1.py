"""`make bench`, part 2: a round-robin of 3-card decks built only from the cards of
the spine and of card wave 1 (issue #3), every pairing in both play orders, solved
with the default bounds.  Prints the table and the totals and appends them to
benchmarks/latest.md; copy the figures into benchmarks/RESULTS.md.

    .venv/bin/python benchmarks/wave1.py [--time-limit S]
"""
from __future__ import annotations

import argparse

import deck_round

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
    deck_round.run("Wave-1 round-robin", [(" | ".join(d), d) for d in DECKS], args.time_limit)


if __name__ == "__main__":
    main()
