"""Rounds with cards we do not support (entries read with partial=True) and a
judge's verdicts (solver/tournament/verdicts.py): parsing, merging with the
solver's results, conflicts, statuses and standings.  No solving here: the
solver's results are made up by hand, and every expected value below is worked
out from them in the comments."""
from __future__ import annotations

import json

import pytest

from solver.tournament.entries import EntriesError, parse_entries
from solver.tournament.field import DeckResult, Field, UNSUPPORTED
from solver.tournament.standings import pairing_rows, standings, status_counts
from solver.tournament.tables import (read_pairings_csv, read_standings_csv, write_tables)
from solver.tournament.verdicts import Conflict, VerdictsError, conflicts, parse_verdicts

ENTRIES = """\
Ann: Memnite
Bob: Plains
Cat: Mountain | Goblin Guide
Dan: goblin guide | Tarmogoyf
"""
MEMNITE, PLAINS = ("Memnite",), ("Plains",)
# the only deck pair the solver can play: Memnite (x) against Plains (y)
HALF = {(MEMNITE, PLAINS): DeckResult(MEMNITE, PLAINS, "win", "unknown", 10, 0.1,
                                      {"a_on_draw": "--max-states 10 reached"})}
PROVEN = {(MEMNITE, PLAINS): DeckResult(MEMNITE, PLAINS, "win", "draw", 10, 0.1)}
HEADER = "entrant_a,entrant_b,a_on_play,a_on_draw\n"
VERDICTS = HEADER + """\
# Bob's side: Bob on the play loses, so Ann on the draw wins; Bob on the draw loses
bob,ann,loss,loss
Cat,Ann,win,draw

Dan,Cat,draw,draw
"""


@pytest.fixture
def fld():
    return Field(tuple(parse_entries(ENTRIES, "e.txt", "any", partial=True)))


def test_without_partial_an_unsupported_card_is_a_problem():
    with pytest.raises(EntriesError) as e:
        parse_entries(ENTRIES, "e.txt", "any")
    assert "e.txt:3: Cat's deck: unknown or unsupported card 'Goblin Guide'" in str(e.value)
    assert "e.txt:4: Dan's deck: 2 unknown or unsupported cards" in str(e.value)


def test_partial_keeps_unsupported_cards_as_first_written(fld):
    ann, bob, cat, dan = fld.entrants
    assert ann.supported and bob.supported and ann.unsupported == ()
    assert cat.unsupported == ("Goblin Guide",) and cat.cards == ("Mountain", "Goblin Guide")
    # 'goblin guide' is spelled as Cat's line first wrote it
    assert dan.unsupported == ("Goblin Guide", "Tarmogoyf")
    assert dan.cards == ("Goblin Guide", "Tarmogoyf")
    assert fld.deck_pairs() == [(MEMNITE, PLAINS)]


def test_partial_still_reports_every_other_problem():
    text = "Ann: Memnite | Goblin Guide | Plains | Island | Swamp\nann: Plains\nBob: Mox Jet\n"
    with pytest.raises(EntriesError) as e:
        parse_entries(text, "e.txt", "any", banlist={"Mox Jet"}, partial=True)
    msg = str(e.value)
    assert "e.txt:1: Ann's deck has 5 cards" in msg
    assert "e.txt:2: duplicate name 'ann'" in msg
    assert "e.txt:3: Bob's deck plays Mox Jet, which is banned" in msg


def test_the_census_of_unsupported_cards(fld):
    # Goblin Guide is needed by Ann-Cat, Ann-Dan, Bob-Cat, Bob-Dan, Cat-Dan (5) and
    # alone would unlock Ann-Cat and Bob-Cat (2); Tarmogoyf is needed by the 3
    # pairings of Dan, who also plays Goblin Guide, so it alone unlocks none
    got = [(c.card, c.unlocks, c.needed_by, c.entrants) for c in fld.unsupported_census()]
    assert got == [("Goblin Guide", 2, 5, ("Cat", "Dan")), ("Tarmogoyf", 0, 3, ("Dan",))]


def test_without_verdicts_the_unsupported_pairings_are_open(fld):
    rows = pairing_rows(fld, PROVEN)
    got = [(r.entrant_a, r.entrant_b, r.a_on_play, r.a_on_draw, r.points_a, r.status)
           for r in rows]
    assert got == [("Ann", "Bob", "win", "draw", 4, "solved"),
                   ("Ann", "Cat", UNSUPPORTED, UNSUPPORTED, None, "open"),
                   ("Ann", "Dan", UNSUPPORTED, UNSUPPORTED, None, "open"),
                   ("Bob", "Cat", UNSUPPORTED, UNSUPPORTED, None, "open"),
                   ("Bob", "Dan", UNSUPPORTED, UNSUPPORTED, None, "open"),
                   ("Cat", "Dan", UNSUPPORTED, UNSUPPORTED, None, "open")]
    assert rows[4].reasons == {"a_on_play": "needs a judge: unsupported cards Goblin Guide, "
                                            "Tarmogoyf",
                               "a_on_draw": "needs a judge: unsupported cards Goblin Guide, "
                                            "Tarmogoyf"}
    assert status_counts(rows) == {"solved": 1, "judged": 0, "open": 5}
    st = {s.entrant: (s.points, s.pairings_unknown, s.pairings_solved, s.pairings_judged)
          for s in standings(fld, rows)}
    # Ann: win + draw against Bob = 4 points; Bob: loss + draw = 1
    assert st == {"Ann": (4, 2, 1, 0), "Bob": (1, 2, 1, 0), "Cat": (0, 3, 0, 0),
                  "Dan": (0, 3, 0, 0)}


def test_verdicts_fill_what_the_solver_did_not_settle(fld):
    verdicts = parse_verdicts(VERDICTS, fld, "v.csv")
    # written from B's side and turned round: Ann on the play wins, Ann on the draw wins
    assert (verdicts[("Ann", "Bob")].a_on_play, verdicts[("Ann", "Bob")].a_on_draw,
            verdicts[("Ann", "Bob")].line) == ("win", "win", 3)
    # Cat on the play wins = Ann on the draw loses; Cat on the draw draws = Ann on the play draws
    assert (verdicts[("Ann", "Cat")].a_on_play, verdicts[("Ann", "Cat")].a_on_draw) == (
        "draw", "loss")
    rows = pairing_rows(fld, HALF, verdicts)
    got = [(r.entrant_a, r.entrant_b, r.a_on_play, r.a_on_draw, r.points_a, r.points_b,
            r.status) for r in rows]
    assert got == [("Ann", "Bob", "win", "win", 6, 0, "judged"),     # the solver's win kept
                   ("Ann", "Cat", "draw", "loss", 1, 4, "judged"),
                   ("Ann", "Dan", UNSUPPORTED, UNSUPPORTED, None, None, "open"),
                   ("Bob", "Cat", UNSUPPORTED, UNSUPPORTED, None, None, "open"),
                   ("Bob", "Dan", UNSUPPORTED, UNSUPPORTED, None, None, "open"),
                   ("Cat", "Dan", "draw", "draw", 2, 2, "judged")]
    assert rows[0].reasons == {} and rows[0].states == 10      # the solve's own numbers kept
    assert conflicts(rows, verdicts) == []
    stand = [(s.rank, s.entrant, s.points, s.game_wins, s.draws, s.losses, s.pairings_unknown,
              s.pairings_solved, s.pairings_judged) for s in standings(fld, rows)]
    assert stand == [(1, "Ann", 7, 2, 1, 1, 1, 0, 2),
                     (2, "Cat", 6, 1, 3, 0, 1, 0, 2),
                     (3, "Dan", 2, 0, 2, 0, 2, 0, 1),
                     (4, "Bob", 0, 0, 0, 2, 2, 0, 1)]


def test_a_proven_game_is_never_overridden(fld):
    verdicts = parse_verdicts(HEADER + "Ann,Bob,loss,loss\n", fld, "v.csv")
    half = pairing_rows(fld, HALF, verdicts)[0]
    # on the play the solver proved a win: it stands; on the draw (unknown) the judge's loss
    assert (half.a_on_play, half.a_on_draw, half.points_a, half.status) == (
        "win", "loss", 3, "judged")
    assert conflicts([half], verdicts) == [
        Conflict("Ann", "Bob", "Memnite", "Plains", "a_on_play", "win", "loss", 2)]
    proven = pairing_rows(fld, PROVEN, verdicts)[0]
    assert (proven.a_on_play, proven.a_on_draw, proven.status) == ("win", "draw", "solved")
    assert [(c.game, c.solver, c.judge) for c in conflicts([proven], verdicts)] == [
        ("a_on_play", "win", "loss"), ("a_on_draw", "draw", "loss")]
    agree = parse_verdicts(HEADER + "Ann,Bob,win,draw\n", fld, "v.csv")
    assert conflicts(pairing_rows(fld, PROVEN, agree), agree) == []


def test_every_problem_of_a_verdicts_file_with_its_line(fld):
    text = HEADER + ("Ann,Zed,win,win\n"
                     "Ann,Bob,won,draw\n"
                     "Ann,ann,win,win\n"
                     "Ann,Cat,win\n"
                     "bob,ann,win,win\n"
                     "Ann,Bob,loss,loss\n")
    with pytest.raises(VerdictsError) as e:
        parse_verdicts(text, fld, "v.csv")
    assert str(e.value).splitlines() == [
        "5 problems in the verdicts file, nothing was solved:",
        "v.csv:2: no entrant called 'Zed' in the entries file",
        "v.csv:3: a_on_play must be win, draw or loss, not 'won'",
        "v.csv:4: Ann vs Ann is not a pairing of this round (an entrant is not paired "
        "with itself)",
        "v.csv:5: 3 cells, expected 4 (entrant_a,entrant_b,a_on_play,a_on_draw)",
        "v.csv:7: a second verdict for Ann vs Bob (the first is on line 6)"]


@pytest.mark.parametrize("text, message", [
    ("", "v.csv: no header: the first line must be entrant_a,entrant_b,a_on_play,a_on_draw"),
    ("# only a comment\n", "v.csv: no header"),
    ("a,b,c,d\nAnn,Bob,win,win\n", "v.csv:1: the header must be "
                                   "'entrant_a,entrant_b,a_on_play,a_on_draw', got 'a,b,c,d'"),
    (HEADER + '"Ann,Bob,win,win\nAnn,Cat,win,win\n', "v.csv:2: "),
])
def test_malformed_verdicts_files(fld, text, message):
    with pytest.raises(VerdictsError) as e:
        parse_verdicts(text, fld, "v.csv")
    assert message in str(e.value)


def test_a_verdict_between_groups_is_not_a_pairing():
    fld = Field(tuple(parse_entries(ENTRIES, "e.txt", "any", partial=True)), groups=2)
    # groups dealt in file order: Ann and Cat in group 1, Bob and Dan in group 2
    with pytest.raises(VerdictsError) as e:
        parse_verdicts(HEADER + "Ann,Bob,win,win\n", fld, "v.csv")
    assert "v.csv:2: Ann vs Bob is not a pairing of this round (they are in different groups)" \
        in str(e.value)
    assert list(parse_verdicts(HEADER + "Cat,Ann,win,win\n", fld, "v.csv")) == [("Ann", "Cat")]


def test_the_tables_carry_the_status(fld, tmp_path):
    verdicts = parse_verdicts(VERDICTS, fld, "v.csv")
    rows = pairing_rows(fld, HALF, verdicts)
    stand = standings(fld, rows)
    write_tables(tmp_path / "csv", fld, rows, stand, "csv")
    lines = (tmp_path / "csv" / "pairings.csv").read_text().splitlines()
    assert lines[0] == ("entrant_a,entrant_b,deck_a,deck_b,a_on_play,a_on_draw,points_a,"
                        "points_b,states,seconds,status")
    assert lines[1] == "Ann,Bob,Memnite,Plains,win,win,6,0,10,0.1,judged"
    assert lines[3] == ("Ann,Dan,Memnite,Goblin Guide | Tarmogoyf,unsupported,unsupported,,,,,"
                        "open")
    assert [r.status for r in read_pairings_csv(tmp_path / "csv" / "pairings.csv")] == [
        "judged", "judged", "open", "open", "open", "judged"]
    assert read_standings_csv(tmp_path / "csv" / "standings.csv") == stand
    head = (tmp_path / "csv" / "standings.csv").read_text().splitlines()[0]
    assert head.endswith(",pairings_unknown,pairings_solved,pairings_judged")
    write_tables(tmp_path / "json", fld, rows, stand, "json")
    m = json.loads((tmp_path / "json" / "matrix.json").read_text())
    assert m["status"] == [[None, "judged", "judged", "open"],
                           ["judged", None, "open", "open"],
                           ["judged", "open", None, "judged"],
                           ["open", "open", "judged", None]]
    assert [p["status"] for p in json.loads((tmp_path / "json" / "pairings.json").read_text())] \
        == ["judged", "judged", "open", "open", "open", "judged"]
