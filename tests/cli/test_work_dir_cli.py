"""`--work-dir DIR` (solver/cli/common.py): the positions in files under DIR.

A directory that is missing, a file, or where no file can be made is bad input
(exit status 2, one message); a solve and a round with a work dir give the
results of the same run in memory and leave DIR as they found it."""
from __future__ import annotations

import csv
import json
import os
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner

from solver.cli import common
from solver.cli.main import cli
from solver.tournament.field import Limits
from cli_kit import bad, run  # noqa: F401 (the shared runner)

FIELD = "Ann: Memnite\nBob: Plains\nCat: Mountain | Lightning Bolt\n"


@pytest.mark.parametrize("cmd", ["solve", "roundrobin", "gauntlet", "line", "analyze", "report",
                                 "play"])
def test_help_explains_work_dir(cmd):
    out = " ".join(run(cmd, "--help").stdout.split())
    assert "--work-dir DIR Keep the positions in files under DIR" in out
    assert "limited by the disk's free space rather than by RAM or --max-memory" in out


def test_a_missing_dir_or_a_file_is_bad_input(tmp_path):
    err = bad("solve", "Memnite", "Memnite", "--deck-size", "1", "--work-dir", tmp_path / "no")
    assert err.startswith(f"Error: Invalid value for '--work-dir': Directory '{tmp_path / 'no'}' "
                          "does not exist.")
    (tmp_path / "f").write_text("")
    err = bad("solve", "Memnite", "Memnite", "--deck-size", "1", "--work-dir", tmp_path / "f")
    assert "Invalid value for '--work-dir'" in err and "is a file" in err
    (tmp_path / "r.txt").write_text(FIELD)
    err = bad("roundrobin", tmp_path / "r.txt", "--out", tmp_path / "o", "--deck-size", "any",
              "--store", tmp_path / "s", "--work-dir", tmp_path / "no")
    assert "Invalid value for '--work-dir'" in err and "does not exist" in err
    assert not (tmp_path / "s").exists()


def test_a_dir_where_no_file_can_be_made_is_bad_input(tmp_path, monkeypatch):
    # (a read-only directory, but the tests may run as root, whom permissions do not stop)
    def refuse(*args, **kw):
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(common.tempfile, "TemporaryDirectory", refuse)
    err = bad("solve", "Memnite", "Memnite", "--deck-size", "1", "--work-dir", tmp_path)
    assert f"Invalid value for '--work-dir': cannot make files in '{tmp_path}': " \
           "Permission denied" in err


def test_solve_with_work_dir_is_the_solve_in_memory(tmp_path):
    args = ["solve", "Memnite", "Memnite", "--deck-size", "1", "--json"]
    mem = json.loads(run(*args).stdout)
    r = run(*args, "--work-dir", tmp_path)
    assert r.exit_code == 0, r.output
    disk = json.loads(r.stdout)
    assert (disk["a_on_play"], disk["a_on_draw"], disk["states"]) == \
        (mem["a_on_play"], mem["a_on_draw"], mem["states"]) == ("draw", "draw", 5042)   # counts.json
    #                                                                    (its wins_states)
    assert os.listdir(tmp_path) == []


def test_roundrobin_with_work_dir(tmp_path):
    (tmp_path / "r.txt").write_text(FIELD)
    work = tmp_path / "work"
    work.mkdir()
    r = run("roundrobin", tmp_path / "r.txt", "--out", tmp_path / "o", "--deck-size", "any",
            "--store", tmp_path / "s", "--jobs", "1", "--quiet", "--work-dir", work)
    assert r.exit_code == 0, r.output
    assert os.listdir(work) == []
    with sqlite3.connect(tmp_path / "s") as db:
        limits = [json.loads(x) for (x,) in db.execute("SELECT limits FROM results")]
    assert len(limits) == 3 and all(x["work_dir"] == str(work) for x in limits)
    mem = run("roundrobin", tmp_path / "r.txt", "--out", tmp_path / "m", "--deck-size", "any",
              "--store", tmp_path / "s2", "--jobs", "1", "--quiet")
    assert mem.exit_code == 0, mem.output
    assert _pairings(tmp_path / "o") == _pairings(tmp_path / "m")
    assert (tmp_path / "o" / "standings.csv").read_text() == \
        (tmp_path / "m" / "standings.csv").read_text()


def _pairings(out) -> list[dict]:
    """The pairings table without its seconds."""
    with open(out / "pairings.csv", newline="") as f:
        rows = [{k: v for k, v in row.items() if k != "seconds"} for row in csv.DictReader(f)]
    assert len(rows) == 3 and all(int(r["states"]) > 0 for r in rows)
    return rows


def test_an_unknown_in_memory_is_retried_on_disk_and_not_the_reverse():
    mem, disk = Limits(max_memory=1.0), Limits(max_memory=1.0, work_dir="/tmp")
    assert not mem.covers(disk)             # the disk may hold what memory could not
    assert disk.covers(mem) and disk.covers(Limits(max_memory=64.0))
    assert disk.covers(Limits(work_dir="/var/tmp"))


@pytest.mark.parametrize("cmd", ["line", "analyze"])
def test_line_and_analyze_with_work_dir(cmd, tmp_path):
    args = [cmd, "Plains | Savannah Lions", "Island", "--deck-size", "any", "--json"]
    mem = run(*args)
    disk = run(*args, "--work-dir", tmp_path)
    assert disk.exit_code == mem.exit_code == 0, disk.output
    assert json.loads(disk.stdout) == json.loads(mem.stdout)
    assert os.listdir(tmp_path) == []


def test_play_with_work_dir(tmp_path):
    args = ["play", "Mountain | Lightning Bolt | Memnite", "Memnite", "--deck-size", "any"]
    game = (Path(__file__).resolve().parents[2] / "samples" / "play-bolt.txt").read_text()
    mem = CliRunner().invoke(cli, args, input=game, prog_name="3cb")
    disk = CliRunner().invoke(cli, [*args, "--work-dir", str(tmp_path)], input=game,
                              prog_name="3cb")
    assert disk.exit_code == mem.exit_code == 0, disk.output
    assert disk.stdout == mem.stdout and "win" in disk.stdout
    assert os.listdir(tmp_path) == []
