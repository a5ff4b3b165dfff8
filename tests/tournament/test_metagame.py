"""The metagame (solver/tournament/metagame.py) on fields whose equilibrium is
worked out by hand.  The payoff of i against j is i's points minus j's points
of their pairing (6/4/3/2/1/0 for WW WD WL DD DL LL), so a mirror is 0."""
from __future__ import annotations

import pytest

from solver.api import pairing_points
from solver.tournament.metagame import MetagameError, drop_for_unknown, field_from_rows, metagame
from solver.tournament.standings import PairingRow


def rows(games: dict) -> list[PairingRow]:
    """Pairing rows from {(a, b): (a_on_play, a_on_draw)}; a deck is named after its entrant."""
    out = []
    for (a, b), (p, d) in games.items():
        pa, pb = pairing_points(p, d) if "unknown" not in (p, d) else (None, None)
        out.append(PairingRow(1, a, b, f"deck {a}", f"deck {b}", p, d, pa, pb, 1, 0.1))
    return out


def by_name(mg):
    return {d["entrant"]: d for d in mg["decks"]}


# A beats everyone; among the rest: B vs C win/loss (3-3), B vs D draws (2-2),
# C vs D win/draw (4-1).  No deck takes a point from A: the mix is A alone, and
# against it every other deck concedes the whole pairing, margin 0 - 6 = -6.
DOMINANT = {("A", "B"): ("win", "win"), ("A", "C"): ("win", "win"), ("A", "D"): ("win", "win"),
            ("B", "C"): ("win", "loss"), ("B", "D"): ("draw", "draw"),
            ("C", "D"): ("win", "draw")}


def test_one_deck_beats_all_the_others():
    mg = metagame(rows(DOMINANT))
    d = by_name(mg)
    assert [d[n]["weight"] for n in "ABCD"] == [1.0, 0.0, 0.0, 0.0]
    assert [d[n]["margin"] for n in "ABCD"] == [0.0, -6.0, -6.0, -6.0]
    # points against the mix, the mirror left out: A's mix is only itself
    assert [d[n]["points"] for n in "ABCD"] == [None, 0.0, 0.0, 0.0]
    assert mg["support"] == ["A"] and mg["value"] == 0.0
    assert d["C"]["deck"] == "deck C"


# Rock beats Scissors, Scissors beats Paper, Paper beats Rock, each 6-0.  The
# only equilibrium is 1/3 each; every deck's margin is (6 - 6) / 3 = 0 and its
# points against the other two, equally weighted, (6 + 0) / 2 = 3.
RPS = {("R", "S"): ("win", "win"), ("S", "P"): ("win", "win"), ("P", "R"): ("win", "win")}


def test_rock_paper_scissors_is_the_uniform_mix():
    mg = metagame(rows(RPS))
    d = by_name(mg)
    for n in "RSP":
        assert d[n]["weight"] == pytest.approx(1 / 3, abs=1e-6)
        assert d[n]["margin"] == pytest.approx(0, abs=1e-6)
        assert d[n]["points"] == pytest.approx(3, abs=1e-6)
    assert mg["value"] == pytest.approx(0, abs=1e-6)


# RPS plus D, dominated by R: D loses to R and P (LL, -6) and splits with S (WL,
# 0), so D's row (-6, 0, -6, 0) <= R's row (0, +6, -6, +6) everywhere.  The
# mix stays uniform on R, S, P; D's margin against it is (-6 + 0 - 6) / 3 = -4,
# its points (0 + 3 + 0) / 3 = 1.
DOMINATED = {**RPS, ("D", "R"): ("loss", "loss"), ("D", "S"): ("win", "loss"),
             ("D", "P"): ("loss", "loss")}


def test_a_dominated_deck_gets_no_weight():
    mg = metagame(rows(DOMINATED))
    d = by_name(mg)
    assert d["D"]["weight"] == 0.0
    assert d["D"]["margin"] == pytest.approx(-4, abs=1e-6)
    assert d["D"]["points"] == pytest.approx(1, abs=1e-6)
    for n in "RSP":
        assert d[n]["weight"] == pytest.approx(1 / 3, abs=1e-6)
        assert d[n]["margin"] == pytest.approx(0, abs=1e-6)
    assert sorted(mg["support"]) == ["P", "R", "S"]


def test_draws_are_not_constant_sum_but_the_margin_is():
    # X and Y draw each other (2-2: 4 points shared, margin 0); both beat Z
    # win/draw (4-1: 5 shared, margin -3 for Z).  Any mix of X and Y is an
    # equilibrium; Z gets no weight and its margin against any of them is -3.
    games = {("X", "Y"): ("draw", "draw"), ("X", "Z"): ("win", "draw"),
             ("Y", "Z"): ("win", "draw")}
    d = by_name(metagame(rows(games)))
    assert d["Z"]["weight"] == 0.0
    assert d["X"]["weight"] + d["Y"]["weight"] == pytest.approx(1)
    # Z's margin: against X or Y it takes 1 and concedes 4
    assert d["Z"]["margin"] == pytest.approx(-3, abs=1e-6)


UNKNOWN = {**RPS, ("X", "R"): ("unknown", "win"), ("X", "S"): ("loss", "loss"),
           ("X", "P"): ("loss", "loss")}


def test_unknown_pairings_refuse_or_drop_their_entrants():
    with pytest.raises(MetagameError, match=r"1 pairing\(s\) are not settled.*X vs R"):
        metagame(rows(UNKNOWN))
    mg = metagame(rows(UNKNOWN), drop_unknown=True)
    # X and R each have one unknown pairing; on the tie the later entrant goes
    assert mg["dropped"] == ["X"] and mg["unknown"] == [["X", "R"]]
    assert sorted(d["entrant"] for d in mg["decks"]) == ["P", "R", "S"]
    assert by_name(mg)["R"]["weight"] == pytest.approx(1 / 3, abs=1e-6)


def test_drop_for_unknown_takes_the_entrant_with_most_unknowns_first():
    decks, _, _ = field_from_rows(rows({("A", "B"): ("win", "win"), ("A", "C"): ("win", "win"),
                                        ("B", "C"): ("win", "win")}))
    kept, dropped = drop_for_unknown(decks, [("A", "B"), ("A", "C")])
    assert dropped == ["A"] and [d.entrant for d in kept] == ["B", "C"]


def test_order_and_groups():
    r = rows(RPS)
    decks, points, unknown = field_from_rows(r, order=["P", "R", "S"])
    assert [d.entrant for d in decks] == ["P", "R", "S"] and not unknown
    assert points[("R", "S")] == 6 and points[("S", "R")] == 0
    assert field_from_rows(r, group=2)[0] == []
    with pytest.raises(MetagameError, match="at least 2 decks"):
        metagame(r, group=2)


def test_without_leaves_entrants_out_and_names_the_other_best_replies():
    # without R: S beats P (+6), D splits with S (WL: 0) and loses to P (-6).
    # P's column needs no care (S and D both beat it); S's column forces P's
    # weight to 0; D's column then holds.  So every mix of S and D is an
    # equilibrium: both have margin 0 against it, P has -6; whichever of S and
    # D the solver's mix leaves out is named as just as good.
    mg = metagame(rows(DOMINATED), without=("R",))
    d = by_name(mg)
    assert mg["without"] == ["R"] and "R" not in d
    assert d["P"]["weight"] == 0.0 and d["S"]["weight"] + d["D"]["weight"] == pytest.approx(1)
    assert d["S"]["margin"] == d["D"]["margin"] == 0.0 and d["P"]["margin"] == -6.0
    assert sorted(mg["support"] + mg["also_best"]) == ["D", "S"]
    with pytest.raises(MetagameError, match="no entrant 'Q'"):
        metagame(rows(DOMINATED), without=("Q",))
