"""Points, standings, the matrix and the tables (solver/tournament/standings.py,
tables.py, field.py), checked against fields worked out by hand, and CSV/JSON
round trips.

The synthetic fields use made-up DeckResults (no solving); the small real field
is solved in this process with tiny decks whose results are reasoned out beside it.
"""
from __future__ import annotations

import json

import pytest

from solver.api import solve
from solver.tournament import Limits, ResultStore, play_round
from solver.tournament.entries import parse_entries
from solver.tournament.field import DeckResult, Field, deck_pair, games_for
from solver.tournament.standings import pairing_rows, standings
from solver.tournament.tables import (matrix_cells, read_matrix_csv, read_pairings_csv,
                                      read_standings_csv, write_tables)

# ------------------------------------------------------------------ helpers
HAND_FIELD = """\
# four entrants of tiny decks (--deck-size any)
Ann: Memnite
Bob: Plains
Cat: Memnite
Dan: Mountain | Lightning Bolt
"""
# Decks: M = Memnite, P = Plains, B = Mountain + Lightning Bolt.
#  Ann-Bob  M vs P: a 1/1 for {0} attacks an empty board every turn; Plains does
#           nothing: 20 attacks win, on the play and on the draw -> WW, 6-0.
#  Ann-Cat  M vs M (a mirror pairing: two entrants, one deck): an attack into the
#           other untapped Memnite is blocked and both die; nobody gets damage
#           through -> DD, 2-2.
#  Ann-Dan  M vs B: Bolt kills Memnite; then neither side can deal damage -> DD, 2-2.
#  Bob-Cat  P vs M: Ann-Bob from the other side -> LL, 0-6.
#  Bob-Dan  P vs B: Bolt deals 3 of 20 and nothing else ever happens -> DD, 2-2.
#  Cat-Dan  as Ann-Dan -> DD, 2-2.
# Standings: Ann 6 + 2 + 2 = 10 (W2 D4 L0), and from Cat's side
#   Cat vs Ann 2, vs Bob 6, vs Dan 2 = 10 (W2 D4 L0); Dan 2 + 2 + 2 = 6 (W0 D6 L0);
#   Bob 0 + 0 + 2 = 2 (W0 D2 L4).
# Ranks: Ann and Cat share rank 1 (10 points, equal wins, so file order: Ann, Cat),
#        Dan 3, Bob 4.
# Distinct deck pairs to solve: (M,M), (M,P), (B,M), (B,P) -- 4 for 6 pairings.
HAND_PAIRINGS = [("Ann", "Bob", "win", "win", 6, 0), ("Ann", "Cat", "draw", "draw", 2, 2),
                 ("Ann", "Dan", "draw", "draw", 2, 2), ("Bob", "Cat", "loss", "loss", 0, 6),
                 ("Bob", "Dan", "draw", "draw", 2, 2), ("Cat", "Dan", "draw", "draw", 2, 2)]
HAND_STANDINGS = [(1, "Ann", 10, 2, 4, 0, 0), (1, "Cat", 10, 2, 4, 0, 0),
                  (3, "Dan", 6, 0, 6, 0, 0), (4, "Bob", 2, 0, 2, 4, 0)]


@pytest.fixture(scope="module")
def hand_round(tmp_path_factory):
    store_path = tmp_path_factory.mktemp("store") / "r.sqlite"
    entrants = parse_entries(HAND_FIELD, deck_size="any")
    with ResultStore(store_path, "test-fingerprint") as store:
        rnd = play_round(entrants, store, jobs=1)
    return rnd


def test_hand_field_pairings(hand_round):
    got = [(r.entrant_a, r.entrant_b, r.a_on_play, r.a_on_draw, r.points_a, r.points_b)
           for r in hand_round.pairings]
    assert got == HAND_PAIRINGS
    assert hand_round.stats.pairs == 4 and hand_round.stats.solved == 4


def test_hand_field_standings(hand_round):
    got = [(s.rank, s.entrant, s.points, s.game_wins, s.draws, s.losses, s.pairings_unknown)
           for s in hand_round.standings]
    assert got == HAND_STANDINGS


def test_hand_field_matrix(hand_round):
    cells = matrix_cells(hand_round.field, hand_round.pairings)
    #           Ann   Bob  Cat   Dan
    assert cells == [[None, 6, 2, 2],      # Ann
                     [0, None, 0, 2],      # Bob
                     [2, 6, None, 2],      # Cat
                     [2, 2, 2, None]]      # Dan
    for row, s in zip(cells, sorted(hand_round.standings, key=lambda s: s.entrant)):
        assert sum(c for c in row if c is not None) == s.points


# ------------------------------------- a result seen from the other side
def test_flipped_pairing_matches_a_direct_solve():
    """Island + Sleep-Cursed Faerie (x) vs Mox Jet + Mutavault (y): win on the play,
    draw on the draw for x (benchmarks/RESULTS.md).  Fay plays y and comes first in
    the file, so her row is the flip: on the play she is x on the draw (draw), on the
    draw x is on the play and wins (a loss for her): 1 point to Eve's 4."""
    fay_deck, eve_deck = ("Mox Jet", "Mutavault"), ("Island", "Sleep-Cursed Faerie")
    x, y = deck_pair(fay_deck, eve_deck)
    assert (x, y) == (eve_deck, fay_deck)
    r = solve(list(x), list(y))
    assert (r.a_on_play, r.a_on_draw) == ("win", "draw")
    stored = DeckResult(x, y, r.a_on_play, r.a_on_draw, r.states, r.seconds)
    g = games_for(fay_deck, eve_deck, stored)
    assert (g.a_on_play, g.a_on_draw) == ("draw", "loss")
    direct = solve(list(fay_deck), list(eve_deck))     # the other order, solved anew
    assert (direct.a_on_play, direct.a_on_draw) == ("draw", "loss")
    assert games_for(eve_deck, fay_deck, stored).a_on_play == "win"


def test_flip_carries_the_reasons():
    x, y = ("A",), ("B",)
    r = DeckResult(x, y, "win", "unknown", 10, 0.1, {"a_on_draw": "time limit"})
    g = games_for(y, x, r)
    assert (g.a_on_play, g.a_on_draw, g.reasons) == ("unknown", "loss", {"a_on_play": "time limit"})


# ----------------------------------------------- synthetic fields: arithmetic
def synthetic(text, outcomes, groups=1):
    """A field and its pairing rows from a table of deck-pair outcomes {(x, y): (play, draw)}."""
    entrants = parse_entries(text, deck_size="any")
    fld = Field(tuple(entrants), groups)
    results = {}
    for (d1, d2), (p, d) in outcomes.items():
        x, y = deck_pair((d1,), (d2,))
        if (x, y) != ((d1,), (d2,)):       # written from y's side: flip it here
            from solver.tournament.field import FLIP
            p, d = FLIP[d], FLIP[p]
        results[(x, y)] = DeckResult(x, y, p, d, 1, 0.0,
                                     {"a_on_play": "why"} if p == "unknown" else {})
    return fld, pairing_rows(fld, results)


def test_unknown_pairing_scores_nothing_and_is_counted():
    # W = Memnite, X = Plains, Y = Island, Z = Swamp (names only matter as keys)
    text = "P1: Memnite\nP2: Plains\nP3: Island\nP4: Swamp\n"
    out = {("Memnite", "Plains"): ("win", "draw"),      # P1 4, P2 1
           ("Memnite", "Island"): ("unknown", "win"),   # unsettled: nothing for either
           ("Memnite", "Swamp"): ("loss", "loss"),      # P1 0, P4 6
           ("Plains", "Island"): ("draw", "draw"),      # 2 - 2
           ("Plains", "Swamp"): ("win", "loss"),        # 3 - 3
           ("Island", "Swamp"): ("loss", "draw")}       # P3 1, P4 4
    fld, rows = synthetic(text, out)
    unk = [r for r in rows if not r.settled]
    assert [(r.entrant_a, r.entrant_b, r.points_a, r.points_b) for r in unk] == [("P1", "P3", None, None)]
    st = {s.entrant: s for s in standings(fld, rows)}
    # P1: 4 + 0 = 4 (W1 D1 L2, 1 unknown); P2: 1 + 2 + 3 = 6 (W1 D3 L2);
    # P3: 2 + 1 = 3 (W0 D3 L1, 1 unknown); P4: 6 + 3 + 4 = 13 (W4 D1 L1)
    assert [(s.entrant, s.rank, s.points, s.game_wins, s.draws, s.losses, s.pairings_unknown)
            for s in standings(fld, rows)] == [
        ("P4", 1, 13, 4, 1, 1, 0), ("P2", 2, 6, 1, 3, 2, 0),
        ("P1", 3, 4, 1, 1, 2, 1), ("P3", 4, 3, 0, 3, 1, 1)]
    for s in st.values():
        assert s.points == 3 * s.game_wins + s.draws
        assert s.game_wins + s.draws + s.losses == 2 * (3 - s.pairings_unknown)
    cells = matrix_cells(fld, rows)
    assert cells[0] == [None, 4, "?", 0] and cells[2][0] == "?"


def test_shared_rank_is_ordered_by_wins_then_file_order():
    # P1-P2 DD (2-2), P1-P3 DD (2-2), P2-P3 LD (P2 1, P3 4),
    # P1-P4 LL (0-6), P2-P4 WL (3-3), P3-P4 LL (0-6):
    # P1 = 2+2+0 = 4 (W0 D4 L2); P2 = 2+1+3 = 6 (W1 D3 L2); P3 = 2+4+0 = 6 (W1 D3 L2);
    # P4 = 6+3+6 = 15 (W5 D0 L1).  P2 and P3 share rank 2 (equal wins: file order),
    # and P1 is 4th, not 3rd.
    text = "P1: Memnite\nP2: Plains\nP3: Island\nP4: Swamp\n"
    out = {("Memnite", "Plains"): ("draw", "draw"), ("Memnite", "Island"): ("draw", "draw"),
           ("Plains", "Island"): ("loss", "draw"), ("Memnite", "Swamp"): ("loss", "loss"),
           ("Plains", "Swamp"): ("win", "loss"), ("Island", "Swamp"): ("loss", "loss")}
    fld, rows = synthetic(text, out)
    got = [(s.rank, s.entrant, s.points, s.game_wins) for s in standings(fld, rows)]
    assert got == [(1, "P4", 15, 5), (2, "P2", 6, 1), (2, "P3", 6, 1), (4, "P1", 4, 0)]


def test_groups_are_dealt_in_file_order_and_ranked_apart():
    text = "".join(f"E{i}: {c}\n" for i, c in enumerate(
        ["Memnite", "Plains", "Island", "Swamp", "Forest"], 1))
    fld = Field(tuple(parse_entries(text, deck_size="any")), groups=2)
    assert [e.name for e in fld.members(1)] == ["E1", "E3", "E5"]
    assert [e.name for e in fld.members(2)] == ["E2", "E4"]
    assert [(g, a.name, b.name) for g, a, b in fld.pairings()] == [
        (1, "E1", "E3"), (1, "E1", "E5"), (1, "E3", "E5"), (2, "E2", "E4")]
    with pytest.raises(ValueError, match="cannot make 3 groups"):
        Field(fld.entrants, groups=3)
    out = {("Memnite", "Island"): ("win", "win"), ("Memnite", "Forest"): ("draw", "draw"),
           ("Island", "Forest"): ("draw", "loss"), ("Plains", "Swamp"): ("loss", "loss")}
    fld2, rows = synthetic(text, out, groups=2)
    got = [(s.group, s.rank, s.entrant, s.points) for s in standings(fld2, rows)]
    # group 1: E1 6 + 2 = 8, E5 2 + 4 = 6, E3 0 + 1 = 1; group 2: E4 6, E2 0
    assert got == [(1, 1, "E1", 8), (1, 2, "E5", 6), (1, 3, "E3", 1), (2, 1, "E4", 6), (2, 2, "E2", 0)]


# --------------------------------------------------------------- round trips
def test_csv_round_trip(tmp_path, hand_round):
    rnd = hand_round
    write_tables(tmp_path, rnd.field, rnd.pairings, rnd.standings, "csv")
    assert read_pairings_csv(tmp_path / "pairings.csv") == rnd.pairings
    assert read_standings_csv(tmp_path / "standings.csv") == rnd.standings
    names, cells = read_matrix_csv(tmp_path / "matrix.csv")
    assert names == ["Ann", "Bob", "Cat", "Dan"]
    assert cells == matrix_cells(rnd.field, rnd.pairings)
    header = (tmp_path / "pairings.csv").read_text().splitlines()[0]
    assert header == ("entrant_a,entrant_b,deck_a,deck_b,a_on_play,a_on_draw,points_a,points_b,"
                      "states,seconds,status")
    assert (tmp_path / "standings.csv").read_text().splitlines()[0] == (
        "rank,entrant,deck,points,game_wins,draws,losses,pairings_unknown,pairings_solved,"
        "pairings_judged")


def test_csv_round_trip_with_groups_unknowns_and_awkward_names(tmp_path):
    entrants = parse_entries('name,card1\n"Smith, Ann",Memnite\n"Bo ""B"" Ö",Plains\n'
                             'C,Island\nD,Swamp\n', "f.csv", deck_size="any")
    fld = Field(tuple(entrants), groups=2)
    results = {}
    for (x, y), (p, d) in {(("Island",), ("Memnite",)): ("unknown", "win"),
                           (("Plains",), ("Swamp",)): ("draw", "win")}.items():
        results[(x, y)] = DeckResult(x, y, p, d, 7, 0.25)
    rows = pairing_rows(fld, results)
    stand = standings(fld, rows)
    write_tables(tmp_path, fld, rows, stand, "csv")
    back = read_pairings_csv(tmp_path / "pairings.csv")
    assert back == rows and back[0].entrant_a == "Smith, Ann" and back[1].entrant_a == 'Bo "B" Ö'
    assert read_standings_csv(tmp_path / "standings.csv") == stand
    names, cells = read_matrix_csv(tmp_path / "matrix.csv")
    assert names == ["Smith, Ann", "C", 'Bo "B" Ö', "D"]       # group 1, then group 2
    assert cells == matrix_cells(fld, rows) == [[None, "?", None, None], ["?", None, None, None],
                                                [None, None, None, 4], [None, None, 1, None]]


def test_json_tables_hold_the_same(tmp_path, hand_round):
    rnd = hand_round
    write_tables(tmp_path, rnd.field, rnd.pairings, rnd.standings, "json")
    pj = json.loads((tmp_path / "pairings.json").read_text())
    assert [(d["entrant_a"], d["entrant_b"], d["a_on_play"], d["a_on_draw"], d["points_a"],
             d["points_b"]) for d in pj] == HAND_PAIRINGS
    sj = json.loads((tmp_path / "standings.json").read_text())
    assert [(d["rank"], d["entrant"], d["points"], d["game_wins"], d["draws"], d["losses"],
             d["pairings_unknown"]) for d in sj] == HAND_STANDINGS
    mj = json.loads((tmp_path / "matrix.json").read_text())
    assert mj["entrants"] == ["Ann", "Bob", "Cat", "Dan"] and mj["points"][1] == [0, None, 0, 2]
    assert "group" not in pj[0]


def test_limits_cover_rule():
    base = Limits(max_states=1000, time_limit=5.0, max_memory=2.0)
    assert base.covers(Limits(max_states=1000, time_limit=5.0, max_memory=2.0))
    assert base.covers(Limits(max_states=10, time_limit=1.0, max_memory=1.0))
    assert base.covers(Limits(max_states=10, time_limit=1.0))          # memory: default
    assert not base.covers(Limits(max_states=None, time_limit=5.0))    # no state limit now
    assert not base.covers(Limits(max_states=1000, time_limit=None))
    assert not base.covers(Limits(max_states=1000, time_limit=9.0))
    assert not base.covers(Limits(max_states=1000, time_limit=5.0, max_life=50))
    assert not base.covers(Limits(max_states=1000, time_limit=5.0, method="retrograde"))
