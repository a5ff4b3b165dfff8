"""`3cb metagame DIR` (solver/cli/metagame.py) on the tables of a small real round.

Ann: Memnite beats Bob: Plains (it attacks 20 times, nothing can stop it) and
Eve: Lightning Bolt (no land to cast it); Bob and Eve can do nothing to each
other: a draw both ways (2-2).  So Ann beats the field: the mix is Ann alone,
and against it Bob and Eve concede the whole pairing (margin -6, 0 points).
"""
from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from solver.cli.common import EXIT_BAD_INPUT
from solver.cli.main import cli

FIELD = "Ann: Memnite\nBob: Plains\nEve: Lightning Bolt\n"


def run(*args):
    return CliRunner().invoke(cli, [str(a) for a in args], prog_name="3cb")


@pytest.fixture(scope="module")
def tables(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("meta")
    (tmp / "round.txt").write_text(FIELD)
    r = run("roundrobin", tmp / "round.txt", "--out", tmp / "t", "--deck-size", "any",
            "--store", tmp / "s.sqlite", "--jobs", "1", "--quiet")
    assert r.exit_code == 0, r.output
    return tmp / "t"


def test_metagame_of_a_real_round(tables):
    r = run("metagame", tables)
    assert r.exit_code == 0, r.output
    lines = r.stdout.splitlines()
    assert lines[0].split() == ["entrant", "weight", "margin", "points", "deck"]
    assert lines[1].split() == ["Ann", "100.0%", "#" * 20, "0.00", "-", "Memnite"]
    assert lines[2].split() == ["Bob", "0.0%", "-6.00", "0.00", "Plains"]
    assert lines[3].split() == ["Eve", "0.0%", "-6.00", "0.00", "Lightning", "Bolt"]
    assert "An equilibrium mix: Ann 100.0%." in r.stdout
    doc = json.loads(run("metagame", tables, "--json").stdout)
    assert doc["support"] == ["Ann"] and doc["value"] == 0.0
    assert [(d["entrant"], d["weight"], d["margin"], d["points"]) for d in doc["decks"]] == [
        ("Ann", 1.0, 0.0, None), ("Bob", 0.0, -6.0, 0.0), ("Eve", 0.0, -6.0, 0.0)]
    # without Ann: Bob and Eve draw, each is an equilibrium; the other is as good
    doc = json.loads(run("metagame", tables, "--without", "Ann", "--json").stdout)
    assert sorted(doc["support"] + doc["also_best"]) == ["Bob", "Eve"]
    assert [d["margin"] for d in doc["decks"]] == [0.0, 0.0]


def test_unknown_pairings_refused_or_dropped(tables, tmp_path):
    text = (tables / "pairings.csv").read_text().splitlines()
    # Bob vs Eve made unknown: its points empty, as roundrobin writes an unknown
    head, rows = text[0], text[1:]
    rows = [r if not r.startswith("Bob,Eve,") else
            "Bob,Eve,Plains,Lightning Bolt,unknown,draw,,,5,0.1" for r in rows]
    (tmp_path / "pairings.csv").write_text("\n".join([head, *rows]) + "\n")
    r = run("metagame", tmp_path)
    assert r.exit_code == EXIT_BAD_INPUT
    assert r.stderr.startswith("Error: 1 pairing(s) are not settled") and "Bob vs Eve" in r.stderr
    assert "--drop-unknown" in r.stderr
    r = run("metagame", tmp_path, "--drop-unknown")
    assert r.exit_code == 0, r.output
    # Bob and Eve tie on unknown pairings; the later one in the list (Eve) goes
    assert "Left out for unknown pairings: Eve (unknown: Bob vs Eve)." in r.stdout
    assert "An equilibrium mix: Ann 100.0%." in r.stdout


def test_bad_input(tables, tmp_path):
    def bad(*args):
        r = run("metagame", *args)
        assert r.exit_code == EXIT_BAD_INPUT, r.output
        assert r.stderr.startswith("Error: ") and "Traceback" not in r.output
        return r.stderr
    assert "no pairings.csv or pairings.json" in bad(tmp_path)
    assert "does not exist" in bad(tmp_path / "none")
    assert "no entrant 'Zed'" in bad(tables, "--without", "Zed")
    assert "has no group 2" in bad(tables, "--group", "2")
    (tmp_path / "pairings.csv").write_text("entrant_a,entrant_b\nA,B\n")
    assert "cannot read the tables" in bad(tmp_path)


def test_groups_need_a_choice(tables, tmp_path):
    lines = (tables / "pairings.csv").read_text().splitlines()
    body = [f"{1 if i < 2 else 2},{r}" for i, r in enumerate(lines[1:])]
    (tmp_path / "pairings.csv").write_text("\n".join(["group," + lines[0], *body]) + "\n")
    r = run("metagame", tmp_path)
    assert r.exit_code == EXIT_BAD_INPUT and "has 2 groups: choose one with --group" in r.stderr
    r = run("metagame", tmp_path, "--group", "2", "--json")
    assert r.exit_code == 0, r.output
    assert [d["entrant"] for d in json.loads(r.stdout)["decks"]] == ["Bob", "Eve"]


def test_help():
    r = run("metagame", "--help")
    assert r.exit_code == 0 and "Example" in r.stdout and "--drop-unknown" in r.stdout
    assert "symmetric" in r.stdout and "zero-sum" in r.stdout
