"""Position-count regression ("perft"): each matchup's search must store exactly
the recorded number of positions, with a helper thread too (solver/search/ahead.py:
the same search; --method wins with two threads searches its two questions side by
side: the same verdicts).  Regenerate with tests/solver/counts/regenerate.py only
after a deliberate rules change, and say why in the commit."""
import json
from pathlib import Path

import pytest

from solver.api import solve

RECORDS = json.loads((Path(__file__).parent / "counts" / "counts.json").read_text())


@pytest.mark.parametrize("rec", RECORDS, ids=[f"{'+'.join(r['deck_a'])} vs {'+'.join(r['deck_b'])}"
                                              for r in RECORDS])
def test_position_counts(rec):
    n = solve(rec["deck_a"], rec["deck_b"], method="negamax")
    r = solve(rec["deck_a"], rec["deck_b"], method="retrograde")
    h = solve(rec["deck_a"], rec["deck_b"], method="negamax", threads=2)   # a helper thread
    w = solve(rec["deck_a"], rec["deck_b"], method="wins")
    wh = solve(rec["deck_a"], rec["deck_b"], method="wins", threads=2)
    assert (n.a_on_play, n.a_on_draw) == (rec["a_on_play"], rec["a_on_draw"])
    assert n.states == rec["negamax_states"]
    assert r.states == rec["retrograde_states"]
    assert (h.a_on_play, h.a_on_draw, h.states) == (n.a_on_play, n.a_on_draw, n.states)
    assert (w.a_on_play, w.a_on_draw, w.states) == (n.a_on_play, n.a_on_draw,
                                                    rec["wins_states"])
    # with two threads, wins searches its two questions side by side: the same
    # verdicts (the positions differ where a player wins: tests/solver/test_wins.py)
    assert (wh.a_on_play, wh.a_on_draw) == (w.a_on_play, w.a_on_draw)
