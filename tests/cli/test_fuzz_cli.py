"""Property-based fuzzing (Hypothesis) of the `3cb` command line through click's
CliRunner: every command that takes user text or files, with broken decks,
entries files, banlists and option values.

The property: the exit status is 0 (the input was good: the command did its
job) or 2 (bad input), never 1 (an unexpected failure) or a traceback; a bad
input prints one "Error: ..." message on stderr, nothing on stdout, and the
message names what is wrong (the deck, the option, the file).  No test starts
a big search: every solve runs under --max-states 1 on one-card decks.

Below the properties, one regression test per bug found, with the exact input.
"""
from __future__ import annotations

import os
import string

import pytest
from click.testing import CliRunner
from hypothesis import assume, given
from hypothesis import strategies as st

from fuzz_inputs import (CLI_QUICK, deck_size_text, entries_text, file_bytes, messy_deck,
                         messy_text)
from solver.cli.common import EXIT_BAD_INPUT
from solver.cli.main import cli

# a safe file name under a temporary directory (never absolute, never '..')
file_name = st.text(string.ascii_letters + string.digits + "._- ", min_size=1,
                    max_size=12).filter(lambda s: s.strip(". ") != "")

# option -> (the words an error about it must contain, values to try)
NUMBER_OPTIONS = {
    "--deck-size": deck_size_text,
    "--max-life": st.one_of(st.integers(-5, 40000).map(str), messy_text),
    "--max-counters": st.one_of(st.integers(-5, 40000).map(str), messy_text),
    "--max-states": st.one_of(st.integers(-5, 3).map(str), messy_text),
    "--time-limit": st.one_of(st.sampled_from(["0", "-1", "nan", "inf", "-inf", "1e308", "0.5",
                                               "NaN", "1e-300"]), messy_text),
    "--max-memory": st.one_of(st.sampled_from(["0", "0.05", "nan", "inf", "1e308", "2",
                                               "1048577"]), messy_text),
    "--method": st.one_of(st.sampled_from(["negamax", "retrograde", "NEGAMAX", ""]), messy_text),
}
LINE_OPTIONS = {"--after": st.one_of(st.integers(-3, 3).map(str), messy_text)}
ROUND_OPTIONS = {
    "--groups": st.one_of(st.integers(-2, 4).map(str), messy_text),
    "--jobs": st.one_of(st.sampled_from(["0", "-1", "x", "1.5", ""]), messy_text),
    "--format": st.one_of(st.sampled_from(["csv", "json", "CSV", "xml", ""]), messy_text),
}


def invoke(args, cwd=None) -> "click.testing.Result":
    r = CliRunner().invoke(cli, [str(a) for a in args], prog_name="3cb")
    assert r.exit_code in (0, EXIT_BAD_INPUT), (args, r.exit_code, r.output)
    assert "Traceback" not in r.output, (args, r.output)
    if r.exit_code == EXIT_BAD_INPUT:
        assert r.stdout == "", (args, r.stdout)
        first = r.stderr.splitlines()[0]
        assert first.startswith("Error: ") and len(first) > len("Error: ") + 10, r.stderr
    return r


def _culprit(r, *words) -> None:
    """A bad-input error names one of `words` (the deck, the option, the file)."""
    if r.exit_code == EXIT_BAD_INPUT:
        assert any(w in r.stderr for w in words), (words, r.stderr)


# ------------------------------------------------------- decks and options
@CLI_QUICK
@given(cmd=st.sampled_from(["solve", "line", "analyze"]), which=st.sampled_from("AB"),
       deck=messy_deck())
def test_a_broken_deck_is_named(cmd, which, deck):
    decks = {"A": deck, "B": "Island"} if which == "A" else {"A": "Plains", "B": deck}
    # '--' ends the options: a deck may start with '-'
    r = invoke([cmd, "--deck-size", "any", "--max-states", "1", "--", decks["A"], decks["B"]])
    _culprit(r, f"deck {which}")


@CLI_QUICK
@given(cmd=st.sampled_from(["solve", "line", "analyze"]), data=st.data())
def test_a_broken_option_value_is_named(cmd, data):
    options = {**NUMBER_OPTIONS, **(LINE_OPTIONS if cmd == "analyze" else {})}
    option = data.draw(st.sampled_from(sorted(options)))
    value = data.draw(options[option])
    args = [cmd, "Plains", "Island", "--deck-size", "1", "--max-states", "1", option, value]
    r = invoke(args)
    # a deck size that parses but is not 1 makes the one-card decks wrong: the
    # message then names the deck and the option (--deck-size) both
    _culprit(r, option)


@CLI_QUICK
@given(content=file_bytes, cmd=st.sampled_from(["solve", "line", "analyze"]))
def test_a_broken_banlist_is_named(tmp_path_factory, content, cmd):
    ban = tmp_path_factory.mktemp("ban") / "ban.txt"
    ban.write_bytes(content)
    r = invoke([cmd, "Plains", "Island", "--deck-size", "1", "--max-states", "1",
                "--banlist", ban])
    _culprit(r, "--banlist")


@CLI_QUICK
@given(name=file_name, deck=messy_deck())
def test_a_deck_file_is_read_or_named(tmp_path_factory, name, deck):
    d = tmp_path_factory.mktemp("decks")
    (d / name).write_text(deck, encoding="utf-8", errors="surrogatepass")
    r = invoke(["solve", d / name, "Island", "--deck-size", "any", "--max-states", "1"])
    _culprit(r, "deck A")


@CLI_QUICK
@given(name=file_name)
def test_replay_to_a_bad_place_is_named(tmp_path_factory, name):
    """--replay into a directory that does not exist, or onto a directory."""
    d = tmp_path_factory.mktemp("replay")
    (d / "dir").mkdir()
    for target in (d / "missing" / name, d / "dir"):
        r = invoke(["line", "Plains", "Island", "--deck-size", "1", "--replay", target])
        assert r.exit_code == EXIT_BAD_INPUT
        _culprit(r, "replay", "--replay")


# ------------------------------------------------------------ tournaments
@CLI_QUICK
@given(text=entries_text(), csv_name=st.booleans(),
       cmd=st.sampled_from(["roundrobin", "export", "gauntlet"]), size=st.sampled_from("123"))
def test_a_broken_entries_file_is_named(tmp_path_factory, text, csv_name, cmd, size):
    d = tmp_path_factory.mktemp("round")
    entries = d / ("round.csv" if csv_name else "round.txt")
    entries.write_text(text, encoding="utf-8", errors="surrogatepass")
    store = d / "s.sqlite"
    args = {"roundrobin": ["roundrobin", entries, "--out", d / "t", "--jobs", "1",
                           "--max-states", "1"],
            "export": ["export", entries, "--out", d / "t"],
            "gauntlet": ["gauntlet", "Memnite", entries, "--jobs", "1", "--max-states", "1"],
            }[cmd] + ["--store", store, "--deck-size", size, "--quiet"]
    if cmd == "gauntlet" and size != "1":
        args[1] = " | ".join(["Memnite"] * int(size))
    r = invoke(args)
    # a field that parses may still be too small for a round-robin, or (export)
    # have no store yet: each of those messages names what is wrong too
    _culprit(r, str(entries), "entrants", "no result store")


@CLI_QUICK
@given(content=file_bytes, cmd=st.sampled_from(["roundrobin", "gauntlet"]))
def test_a_binary_entries_file_is_named(tmp_path_factory, content, cmd):
    d = tmp_path_factory.mktemp("round")
    entries = d / "round.txt"
    entries.write_bytes(content)
    args = ([cmd, "Memnite", entries] if cmd == "gauntlet" else
            [cmd, entries, "--out", d / "t"])
    r = invoke(args + ["--store", d / "s.sqlite", "--deck-size", "any", "--jobs", "1",
                       "--max-states", "1", "--quiet"])
    _culprit(r, str(entries), "entrants")


@CLI_QUICK
@given(cmd=st.sampled_from(["roundrobin", "export"]), data=st.data())
def test_a_broken_round_option_is_named(tmp_path_factory, cmd, data):
    d = tmp_path_factory.mktemp("round")
    entries = d / "round.txt"
    entries.write_text("Ann: Memnite\nBob: Plains\n")
    option = data.draw(st.sampled_from(sorted(ROUND_OPTIONS) if cmd == "export" else
                                       sorted({**ROUND_OPTIONS, **NUMBER_OPTIONS})))
    if cmd == "export" and option == "--jobs":
        option = "--groups"
    value = data.draw({**NUMBER_OPTIONS, **ROUND_OPTIONS}[option])
    args = [cmd, entries, "--out", d / "t", "--store", d / "s.sqlite", "--quiet"]
    if cmd == "roundrobin":
        args += ["--max-states", "1", "--jobs", "1"]
    args += ["--deck-size", "1", option, value]
    r = invoke(args)
    _culprit(r, option, "no result store", "entrants")


@CLI_QUICK
@given(out=file_name, store=file_name)
def test_out_and_store_in_bad_places_are_named(tmp_path_factory, out, store):
    d = tmp_path_factory.mktemp("round")
    entries = d / "round.txt"
    entries.write_text("Ann: Memnite\nBob: Memnite\n")
    (d / "file").write_text("not a directory")
    base = ["roundrobin", entries, "--deck-size", "1", "--jobs", "1", "--max-states", "1",
            "--quiet"]
    r = invoke(base + ["--out", d / "file" / out, "--store", d / "stores" / store])
    assert r.exit_code == EXIT_BAD_INPUT
    _culprit(r, "cannot write the tables")
    r = invoke(base + ["--out", d / "tables", "--store", d / "file" / store])
    assert r.exit_code == EXIT_BAD_INPUT
    _culprit(r, "result store")


# ------------------------------------------- regressions: one per bug found
@pytest.mark.parametrize("option", ["--out", "--store", "--banlist", "--replay"])
def test_regression_nul_in_a_path_option(tmp_path, option):
    """click.Path let os.stat raise ValueError('embedded null byte'): exit 1."""
    entries = tmp_path / "round.txt"
    entries.write_text("Ann: Memnite\nBob: Memnite\n")
    if option in ("--out", "--store"):
        args = ["roundrobin", entries, "--deck-size", "1", "--jobs", "1", "--quiet",
                "--out", tmp_path / "t", "--store", tmp_path / "s.sqlite"]
    else:
        args = ["line", "Plains", "Island", "--deck-size", "1"]
    r = invoke(args + [option, f"{tmp_path}/a\x00b"])
    assert r.exit_code == EXIT_BAD_INPUT
    assert f"Invalid value for '{option}'" in r.stderr
    assert "a file name cannot hold a NUL character" in r.stderr


def test_regression_nul_in_an_entries_path(tmp_path):
    r = invoke(["export", "round\x00.txt", "--out", tmp_path / "t"])
    assert r.exit_code == EXIT_BAD_INPUT
    assert r.stderr.startswith("Error: 1 problem in the entries file, nothing was solved:\n"
                               "round\x00.txt: cannot read entries file 'round\\x00.txt': "
                               "a file name cannot hold a NUL character")


@pytest.mark.parametrize("option,value,says", [
    ("--max-memory", "nan", "'nan' is not a finite number."),       # was ValueError, exit 1
    ("--max-memory", "inf", "inf is not in the range 0.1<=x<=1048576.0."),  # OverflowError
    ("--max-memory", "1e308", "1e+308 is not in the range 0.1<=x<=1048576.0."),  # Overflow
    ("--time-limit", "nan", "'nan' is not a finite number."),     # was accepted: no limit
    ("--time-limit", "inf", "'inf' is not a finite number."),
])
def test_regression_non_finite_numbers(option, value, says):
    r = invoke(["solve", "Plains", "Island", "--deck-size", "1", option, value])
    assert r.exit_code == EXIT_BAD_INPUT
    assert r.stderr.splitlines()[0] == f"Error: Invalid value for '{option}': {says}"


@pytest.mark.parametrize("address", ["garbage", "tcp://", "foo://x:1", "::::",
                                     "tcp://127.0.0.1:notaport"])
def test_regression_a_malformed_scheduler_address(tmp_path, address):
    """Dask's address parser raised ValueError: 'unexpected failure', exit 1; and a
    Client that failed on its address broke the next one (AssertionError)."""
    pytest.importorskip("distributed")
    entries = tmp_path / "round.txt"
    entries.write_text("Ann: Memnite\nBob: Plains\n")
    r = invoke(["roundrobin", entries, "--out", tmp_path / "t", "--deck-size", "1",
                "--store", tmp_path / "s.sqlite", "--quiet", "--scheduler", address])
    assert r.exit_code == EXIT_BAD_INPUT
    assert r.stderr.startswith(f"Error: --scheduler {address!r} is not a Dask scheduler "
                               f"address (")
    assert r.stderr.rstrip().endswith("write it as tcp://HOST:PORT, e.g. tcp://10.0.0.5:8786")
    assert not (tmp_path / "t").exists()
