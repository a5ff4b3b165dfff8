"""cfg[CFG_PRESENT]: the rules some card of a matchup's tables can need.  A bit left
clear skips a scan (the legend rule, instant-only mana, storage mana, state triggers) that could
only find nothing; forcing every bit on is the unskipped reference search."""
import json
from pathlib import Path

import pytest

from cards.registry import matchup_tables
from engine import compile as engine_compile
from engine import tables as T
from solver.api import solve

RECORDS = json.loads((Path(__file__).parent.parent / "solver" / "counts" / "counts.json")
                     .read_text())


def present(*names):
    tables = matchup_tables(list(names))
    return int(tables.cfg(max_life=20, max_counters=5)[T.CFG_PRESENT])


def test_bits_follow_the_cards():
    assert present("Mountain", "Memnite") == 0
    assert present("Hammerheim", "Memnite") == T.PRESENT_LEGENDS      # a legendary land
    assert present("Lion's Eye Diamond", "Plains") == T.PRESENT_INSTANT_MANA
    assert present("Dwarven Hold", "Plains") == T.PRESENT_STORAGE
    # "When Dark Depths has no ice counters on it, ..." (a state trigger) on a legendary land
    assert present("Dark Depths", "Plains") == T.PRESENT_LEGENDS | T.PRESENT_STATE_TRIGGERS


def test_a_card_named_by_a_deck_counts():
    # Marit Lage is no deck's card, but Dark Depths makes it: it is in the
    # matchup's tables, so its supertype is seen
    tables = matchup_tables(["Vampire Hexmage", "Dark Depths"])
    assert "Marit Lage" in tables.names
    assert tables.cfg(max_life=20, max_counters=5)[T.CFG_PRESENT] & T.PRESENT_LEGENDS


@pytest.mark.parametrize("rec", RECORDS[:12], ids=lambda r: "+".join(r["deck_a"]) + " vs "
                         + "+".join(r["deck_b"]))
def test_every_bit_on_searches_the_same_positions(rec, monkeypatch):
    fast = solve(rec["deck_a"], rec["deck_b"], method="negamax")
    monkeypatch.setattr(engine_compile.Tables, "_present", lambda self: -1)     # every bit
    ref = solve(rec["deck_a"], rec["deck_b"], method="negamax")
    assert (fast.a_on_play, fast.a_on_draw) == (ref.a_on_play, ref.a_on_draw)
    assert fast.states == ref.states == rec["negamax_states"]
