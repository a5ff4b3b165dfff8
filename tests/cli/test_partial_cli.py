"""`3cb roundrobin --partial / --verdicts / --list-unsupported` end to end on
samples/league.txt: 12 entrants, 4 of them (Ivy, Jon, Kim, Lea) playing cards 3cb
does not support (Goblin Guide, Counterspell, Tarmogoyf).

The 8 supported entrants are samples/round.txt's, whose standings among
themselves the README shows (28 pairings); the 38 others come from
samples/league-verdicts.csv.  The expected standings below add, for each
entrant, the README's numbers and the verdicts' (3 points a game won, 1 a
draw), e.g. Alice: 32 points (10 W, 2 D, 2 L) in the README, and against Ivy
draw/draw, Jon win/draw, Kim win/win, Lea win/draw: +16 points, 4 W, 4 D, 0 L.
"""
from __future__ import annotations

import csv
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from solver.cli.common import EXIT_BAD_INPUT
from solver.cli.main import cli

ROOT = Path(__file__).resolve().parents[2]
LEAGUE = ROOT / "samples" / "league.txt"
VERDICTS = ROOT / "samples" / "league-verdicts.csv"
ROUND = ["--deck-size", "2", "--jobs", "1", "--quiet"]

# (rank, entrant, points, W, D, L, open, solved, judged)
COMPLETE = [(1, "Ivy", 54, 16, 6, 0, 0, 0, 11), (2, "Alice", 48, 14, 6, 2, 0, 7, 4),
            (3, "Eli", 37, 9, 10, 3, 0, 7, 4), (4, "Jon", 36, 8, 12, 2, 0, 0, 11),
            (4, "Lea", 36, 8, 12, 2, 0, 0, 11), (6, "Fay", 35, 7, 14, 1, 0, 7, 4),
            (7, "Bob", 18, 3, 9, 10, 0, 7, 4), (7, "Cleo", 18, 2, 12, 8, 0, 7, 4),
            (7, "Hal", 18, 2, 12, 8, 0, 7, 4), (7, "Kim", 18, 2, 12, 8, 0, 0, 11),
            (11, "Gus", 9, 0, 9, 13, 0, 7, 4), (12, "Dev", 8, 0, 8, 14, 0, 7, 4)]
# without verdicts: the README's round, and the 4 others with nothing but open pairings
OPEN = [(1, "Alice", 32, 10, 2, 2, 4, 7, 0), (2, "Eli", 28, 8, 4, 2, 4, 7, 0),
        (3, "Fay", 26, 6, 8, 0, 4, 7, 0), (4, "Bob", 14, 3, 5, 6, 4, 7, 0),
        (4, "Cleo", 14, 2, 8, 4, 4, 7, 0), (4, "Hal", 14, 2, 8, 4, 4, 7, 0),
        (7, "Gus", 8, 0, 8, 6, 4, 7, 0), (8, "Dev", 7, 0, 7, 7, 4, 7, 0),
        (9, "Ivy", 0, 0, 0, 0, 11, 0, 0), (9, "Jon", 0, 0, 0, 0, 11, 0, 0),
        (9, "Kim", 0, 0, 0, 0, 11, 0, 0), (9, "Lea", 0, 0, 0, 0, 11, 0, 0)]


def run(*args):
    return CliRunner().invoke(cli, [str(a) for a in args], prog_name="3cb")


def standings(out) -> list[tuple]:
    with open(out / "standings.csv", newline="") as f:
        return [(int(d["rank"]), d["entrant"], int(d["points"]), int(d["game_wins"]),
                 int(d["draws"]), int(d["losses"]), int(d["pairings_unknown"]),
                 int(d["pairings_solved"]), int(d["pairings_judged"]))
                for d in csv.DictReader(f)]


def statuses(out) -> dict[str, int]:
    with open(out / "pairings.csv", newline="") as f:
        rows = list(csv.DictReader(f))
    return {s: sum(r["status"] == s for r in rows) for s in ("solved", "judged", "open")}


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    return tmp_path_factory.mktemp("league") / "results.sqlite"


def test_without_partial_an_unsupported_card_stops_the_round(tmp_path):
    r = run("roundrobin", LEAGUE, "--out", tmp_path / "o", "--store", tmp_path / "s", *ROUND)
    assert r.exit_code == EXIT_BAD_INPUT
    assert r.stderr.startswith("Error: 4 problems in the entries file, nothing was solved")
    assert "league.txt:17: Lea's deck: unknown or unsupported card 'Tarmogoyf'" in r.stderr
    assert "--partial runs the round anyway" in r.stderr
    assert not (tmp_path / "s").exists()


def test_list_unsupported(tmp_path):
    r = run("roundrobin", LEAGUE, "--deck-size", "2", "--list-unsupported")
    assert r.exit_code == 0, r.output
    # Goblin Guide: Ivy's and Jon's 8 pairings with supported decks and Ivy-Jon alone
    # (17); with Kim and Lea too it is needed by 21
    assert r.stdout.splitlines() == [
        "3 unsupported cards, played by 4 of 12 entrants; 38 of 66 pairings need a judge.",
        "'unlocks': the pairings the solver could settle with that card alone supported.",
        "unlocks  needed by  card          played by",
        "     17         21  Goblin Guide  Ivy, Jon",
        "      8         11  Counterspell  Kim",
        "      8         11  Tarmogoyf     Lea"]
    typo = tmp_path / "typo.txt"
    typo.write_text("Ann: Lightning Blot\nBob: Memnite\n")
    r = run("roundrobin", typo, "--deck-size", "any", "--list-unsupported")
    assert r.stdout.splitlines()[-1] == ("      1          1  Lightning Blot  Ann  "
                                         "(did you mean: Lightning Bolt, Lightning Helix?)")
    supported = tmp_path / "fine.txt"
    supported.write_text("Ann: Memnite\nBob: Memnite\n")
    r = run("roundrobin", supported, "--deck-size", "any", "--list-unsupported")
    assert r.stdout == "Every card of the field is supported: nothing to list.\n"


def test_out_is_required_otherwise(tmp_path):
    r = run("roundrobin", LEAGUE, "--deck-size", "2", "--partial")
    assert r.exit_code == 2 and "Missing option '--out'" in r.stderr


def test_partial_without_verdicts_says_what_is_open(store, tmp_path):
    out = tmp_path / "open"
    r = run("roundrobin", LEAGUE, "--out", out, "--store", store, "--partial", *ROUND)
    assert r.exit_code == 0, r.output
    lines = r.stdout.splitlines()
    assert lines[0].startswith("12 entrants, 66 pairings, 22 distinct deck pairs: 22 solved now")
    assert lines[1] == "Pairings: 28 solved, 0 judged, 38 open (38 need a judge, 0 unknown " \
                       "or missing)."
    assert lines[2].split() == ["rank", "points", "W", "D", "L", "?", "J", "entrant", "deck"]
    assert standings(out) == OPEN
    assert statuses(out) == {"solved": 28, "judged": 0, "open": 38}
    with open(out / "pairings.csv", newline="") as f:
        ivy_bob = next(d for d in csv.DictReader(f) if (d["entrant_a"], d["entrant_b"]) == (
            "Bob", "Ivy"))
    assert (ivy_bob["a_on_play"], ivy_bob["points_a"], ivy_bob["status"]) == (
        "unsupported", "", "open")


def test_verdicts_complete_the_round(store, tmp_path):
    out = tmp_path / "complete"
    r = run("roundrobin", LEAGUE, "--out", out, "--store", store, "--partial", "--verdicts",
            VERDICTS, *ROUND)
    assert r.exit_code == 0, r.output
    assert r.stdout.splitlines()[1] == "Pairings: 28 solved, 38 judged, 0 open."
    assert "Warning" not in r.stderr
    assert standings(out) == COMPLETE
    assert statuses(out) == {"solved": 28, "judged": 38, "open": 0}
    # the same tables from the store alone
    again = tmp_path / "export"
    r = run("export", LEAGUE, "--out", again, "--store", store, "--deck-size", "2", "--partial",
            "--verdicts", VERDICTS, "--quiet")
    assert r.exit_code == 0, r.output
    assert standings(again) == COMPLETE
    assert (again / "pairings.csv").read_text() == (out / "pairings.csv").read_text()


def test_a_verdict_against_a_proven_result_is_reported_not_used(store, tmp_path):
    verdicts = tmp_path / "v.csv"
    shutil.copy(VERDICTS, verdicts)
    with open(verdicts, "a") as f:
        # the solver proved Alice wins both games against Bob (README: Alice 10 W)
        f.write("Bob,Alice,win,loss\n")
    line = len(verdicts.read_text().splitlines())
    out = tmp_path / "conflict"
    r = run("roundrobin", LEAGUE, "--out", out, "--store", store, "--partial", "--verdicts",
            verdicts, *ROUND)
    assert r.exit_code == 0, r.output
    # Bob on the play wins = Alice on the draw loses: against the solver's win
    assert r.stderr.splitlines() == [
        f"Warning: {verdicts}:{line}: Alice vs Bob, A on the draw: the verdict says loss but "
        f"the solver proved win; the solver's result stands.  Its line: 3cb line "
        f"'Plains | Student of Warfare' 'Island | Sleep-Cursed Faerie' --a-on-draw "
        f"--deck-size 2"]
    assert standings(out) == COMPLETE


def test_a_malformed_verdicts_file_is_bad_input(tmp_path):
    verdicts = tmp_path / "v.csv"
    verdicts.write_text("entrant_a,entrant_b,a_on_play,a_on_draw\nIvy,Bob,win\n"
                        "Ivy,Zed,win,win\n")
    store = tmp_path / "s.sqlite"
    r = run("roundrobin", LEAGUE, "--out", tmp_path / "o", "--store", store, "--partial",
            "--verdicts", verdicts, *ROUND)
    assert r.exit_code == EXIT_BAD_INPUT
    assert r.stderr.splitlines() == [
        "Error: 2 problems in the verdicts file, nothing was solved:",
        f"{verdicts}:2: 3 cells, expected 4 (entrant_a,entrant_b,a_on_play,a_on_draw)",
        f"{verdicts}:3: no entrant called 'Zed' in the entries file"]
    assert not store.exists() and not (tmp_path / "o").exists()
    r = run("roundrobin", LEAGUE, "--out", tmp_path / "o", "--store", store, "--partial",
            "--verdicts", tmp_path / "none.csv", *ROUND)
    assert r.exit_code == EXIT_BAD_INPUT and "verdicts file not found" in r.stderr
