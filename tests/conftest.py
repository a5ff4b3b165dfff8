"""Test layout, by topic: engine/ (rules and the state), cards/ (each card's
scenarios and definitions), solver/ (search, counts, solved matchups),
explain/ (lines and words), cli/ (the command line), tournament/ (rounds),
report/ (the HTML report of a round, in headless Chromium too).

scenario_kit.py, the terse scenario language, sits beside this file and is
importable from every folder."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import cards.registry  # noqa: E402,F401  the supported cards: Game's default tables
