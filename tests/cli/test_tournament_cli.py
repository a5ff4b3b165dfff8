"""`3cb roundrobin`, `3cb export`, `3cb gauntlet` (solver/cli/tournament.py):
bad input is one message and exit status 2, before anything is solved; the
commands' outputs on a small field worked out by hand (see test_tournament_standings)."""
from __future__ import annotations

import json

import pytest

from cli_kit import bad, run  # noqa: F401 (the shared runner)

FIELD = "Ann: Memnite\nBob: Plains\nCat: Memnite\nDan: Mountain | Lightning Bolt\n"


@pytest.fixture
def field(tmp_path):
    p = tmp_path / "round.txt"
    p.write_text(FIELD)
    return p


@pytest.mark.parametrize("cmd", ["roundrobin", "export", "gauntlet"])
def test_help_with_an_example(cmd):
    r = run(cmd, "--help")
    assert r.exit_code == 0 and "Example" in r.stdout and f"3cb {cmd} " in r.stdout


def test_every_entries_problem_at_once_and_nothing_solved(tmp_path):
    p = tmp_path / "bad.txt"
    p.write_text("Ann: Memnite\nann: Plains\nBob Plains\nCat: Lightning Blot\n")
    store = tmp_path / "s.sqlite"
    err = bad("roundrobin", p, "--out", tmp_path / "out", "--deck-size", "any", "--store", store)
    assert err.startswith("Error: 3 problems in the entries file, nothing was solved")
    assert f"{p}:2: duplicate name 'ann' (first on line 1)" in err
    assert f"{p}:3: " in err and f"{p}:4: " in err and "did you mean: Lightning Bolt" in err
    assert "'3cb cards' lists the supported cards; --partial runs the round anyway" in err
    assert not store.exists() and not (tmp_path / "out").exists()


def test_banned_and_wrong_size(field, tmp_path):
    ban = tmp_path / "ban.txt"
    ban.write_text("Lightning Bolt\n")
    err = bad("roundrobin", field, "--out", tmp_path / "o", "--deck-size", "any",
              "--banlist", ban, "--store", tmp_path / "s")
    assert f"{field}:4: Dan's deck plays Lightning Bolt, which is banned" in err
    err = bad("roundrobin", field, "--out", tmp_path / "o", "--store", tmp_path / "s")
    assert err.count("this round's decks have 3") == 4


def test_other_bad_input(field, tmp_path):
    assert "entries file not found" in bad("roundrobin", tmp_path / "none.txt", "--out", tmp_path)
    one = tmp_path / "one.txt"
    one.write_text("Ann: Memnite\n")
    assert "at least 2 entrants" in bad("roundrobin", one, "--out", tmp_path, "--deck-size", "any")
    assert "cannot make 3 groups" in bad("roundrobin", field, "--out", tmp_path, "--deck-size",
                                         "any", "--groups", "3", "--store", tmp_path / "s")
    assert "--jobs" in bad("roundrobin", field, "--out", tmp_path, "--jobs", "0")
    assert "no result store" in bad("export", field, "--out", tmp_path / "o", "--deck-size", "any",
                                    "--store", tmp_path / "nothing.sqlite")
    junk = tmp_path / "junk.sqlite"
    junk.write_bytes(b"x" * 5000)
    assert "cannot use" in bad("export", field, "--out", tmp_path / "o", "--deck-size", "any",
                               "--store", junk)
    assert "unknown or unsupported card" in bad("gauntlet", "Memnit", field, "--deck-size", "any")


def test_roundrobin_then_export_and_groups(field, tmp_path):
    store = tmp_path / "s.sqlite"
    r = run("roundrobin", field, "--out", tmp_path / "t", "--deck-size", "any", "--store", store,
            "--jobs", "1", "--quiet")
    assert r.exit_code == 0, r.output
    assert r.stderr == ""                          # --quiet: no bar, no notes
    assert "4 entrants, 6 pairings, 4 distinct deck pairs: 4 solved now, 0 from the store" in r.stdout
    # hand-computed (test_tournament_standings.HAND_STANDINGS): Ann 10, Cat 10, Dan 6, Bob 2
    assert (tmp_path / "t" / "standings.csv").read_text().splitlines() == [
        "rank,entrant,deck,points,game_wins,draws,losses,pairings_unknown,pairings_solved,"
        "pairings_judged",
        "1,Ann,Memnite,10,2,4,0,0,3,0", "1,Cat,Memnite,10,2,4,0,0,3,0",
        "3,Dan,Mountain | Lightning Bolt,6,0,6,0,0,3,0", "4,Bob,Plains,2,0,2,4,0,3,0"]
    # export from the store alone: the same tables
    r = run("export", field, "--out", tmp_path / "e", "--deck-size", "any", "--store", store)
    assert r.exit_code == 0 and "6 from the store, 0 missing" in r.stdout
    for t in ("pairings.csv", "matrix.csv", "standings.csv"):
        assert (tmp_path / "e" / t).read_text() == (tmp_path / "t" / t).read_text()
    # a new entrant: its pairings are missing, listed on stderr, exit status 0
    more = tmp_path / "more.txt"
    more.write_text(FIELD + "Eve: Island\n")
    r = run("export", more, "--out", tmp_path / "m", "--deck-size", "any", "--store", store,
            "--format", "json")
    assert r.exit_code == 0, r.output
    assert "4 of 10 pairings are not in the store" in r.stderr
    assert "missing: Ann vs Eve" in r.stderr and "missing: Dan vs Eve" in r.stderr
    st = json.loads((tmp_path / "m" / "standings.json").read_text())
    assert {d["entrant"]: d["pairings_unknown"] for d in st} == {
        "Ann": 1, "Bob": 1, "Cat": 1, "Dan": 1, "Eve": 4}
    pj = json.loads((tmp_path / "m" / "pairings.json").read_text())
    assert pj[3]["entrant_b"] == "Eve" and pj[3]["a_on_play"] == "missing"
    # groups of 2: dealt Ann, Cat -> 1 and Bob, Dan -> 2; every pairing is a draw
    # (Memnite mirror, Plains vs Bolt), so each group shares rank 1, in file order
    r = run("export", field, "--out", tmp_path / "g", "--deck-size", "any", "--store", store,
            "--groups", "2")
    assert r.exit_code == 0
    assert (tmp_path / "g" / "standings.csv").read_text().splitlines() == [
        "group,rank,entrant,deck,points,game_wins,draws,losses,pairings_unknown,"
        "pairings_solved,pairings_judged",
        "1,1,Ann,Memnite,2,0,2,0,0,1,0", "1,1,Cat,Memnite,2,0,2,0,0,1,0",
        "2,1,Bob,Plains,2,0,2,0,0,1,0", "2,1,Dan,Mountain | Lightning Bolt,2,0,2,0,0,1,0"]


def test_gauntlet_sorted_by_points(field, tmp_path):
    r = run("gauntlet", "Memnite", field, "--deck-size", "any", "--store", tmp_path / "s.sqlite",
            "--jobs", "1", "--json", "--quiet")
    assert r.exit_code == 0, r.output
    doc = json.loads(r.stdout)
    # Memnite: beats Plains 6 (WW), draws the Memnite mirrors and the Bolt 2 each (DD)
    assert [(x["entrant"], x["points"], x["on_play"]) for x in doc["results"]] == [
        ("Bob", 6, "win"), ("Ann", 2, "draw"), ("Cat", 2, "draw"), ("Dan", 2, "draw")]
    assert doc["points"] == 12 and doc["pairings_unknown"] == 0
    r = run("gauntlet", "Memnite", field, "--deck-size", "any", "--store", tmp_path / "s.sqlite")
    assert r.exit_code == 0 and "0 solved now, 3 from the store" in r.stdout
    assert r.stdout.splitlines()[2].split()[:4] == ["6", "win", "win", "Bob"]


def test_time_limit_makes_unknown_and_the_run_goes_on(tmp_path):
    """Two Memnites mirror by negamax: 148,088 positions (0.7 s), more than a tenth of
    a second; Memnite + Memnite vs Plains needs a few hundred positions (a
    millisecond).  The other pairings finish; the unknown one scores nothing and
    says why."""
    p = tmp_path / "r.txt"
    p.write_text("A: Memnite | Memnite\nB: Memnite | Memnite\nC: Plains\n")
    r = run("roundrobin", p, "--out", tmp_path / "t", "--deck-size", "any", "--store",
            tmp_path / "s.sqlite", "--jobs", "1", "--time-limit", "0.1", "--method", "negamax")
    assert r.exit_code == 0, r.output
    assert "unknown: A vs B (A on the play: time limit" in r.stderr
    lines = (tmp_path / "t" / "pairings.csv").read_text().splitlines()
    assert lines[1].startswith("A,B,Memnite | Memnite,Memnite | Memnite,unknown,unknown,,,")
    assert lines[2].startswith("A,C,Memnite | Memnite,Plains,win,win,6,0,")
    assert "1,A,Memnite | Memnite,6,2,0,0,1" in (tmp_path / "t" / "standings.csv").read_text()


def test_two_worker_processes_in_a_fresh_process(field, tmp_path):
    """--jobs 2 through `python -m solver.cli` (spawned workers re-import it):
    the hand-computed standings again."""
    import subprocess
    import sys
    from pathlib import Path
    r = subprocess.run([sys.executable, "-m", "solver.cli", "roundrobin", str(field), "--out",
                        str(tmp_path / "t"), "--deck-size", "any", "--store",
                        str(tmp_path / "s.sqlite"), "--jobs", "2", "--quiet"],
                       cwd=Path(__file__).resolve().parents[2], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert "4 solved now" in r.stdout
    assert (tmp_path / "t" / "standings.csv").read_text().splitlines()[1:] == [
        "1,Ann,Memnite,10,2,4,0,0,3,0", "1,Cat,Memnite,10,2,4,0,0,3,0",
        "3,Dan,Mountain | Lightning Bolt,6,0,6,0,0,3,0", "4,Bob,Plains,2,0,2,4,0,3,0"]


# The README's tournament examples (roundrobin, the bad entries file, gauntlet, the
# second run from the store) are run with all the others by tests/cli/test_readme.py.
