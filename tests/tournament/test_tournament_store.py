"""The result store (solver/tournament/store.py): reuse rules, fingerprint
invalidation, and resuming a round whose process was killed with SIGKILL."""
from __future__ import annotations

import csv
import dataclasses
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from cards.registry import all_definitions
from cards.registry import default_tables
from engine.compile import compile_cards
from solver.cli.main import cli
from solver.tournament import Limits, ResultStore, play_round
from solver.tournament.entries import parse_entries
from solver.tournament.field import DeckResult
from solver.tournament.fingerprint import current_fingerprint, results_fingerprint, rules_digest
from solver.tournament.store import default_store_path

ROOT = Path(__file__).resolve().parents[2]
X, Y = ("Memnite",), ("Plains",)


def result(on_play="win", on_draw="win", limits=Limits(), reasons=None):
    return DeckResult(X, Y, on_play, on_draw, 291, 0.01, reasons or {}, limits)


# ------------------------------------------------------------- reuse rules
def test_put_get_and_reuse_rules(tmp_path):
    with ResultStore(tmp_path / "s.sqlite", "fp") as st:
        assert st.get(X, Y) is None and len(st) == 0
        tight = Limits(max_states=1000, time_limit=1.0, max_memory=1.0)
        st.put(result("unknown", "win", tight, {"a_on_play": "time limit"}))
        r = st.get(X, Y)
        assert (r.on_play, r.on_draw, r.reasons, r.limits) == ("unknown", "win",
                                                               {"a_on_play": "time limit"}, tight)
        # an 'unknown' is reused under the same or smaller budgets, not larger ones
        assert st.reusable(r, tight)
        assert st.reusable(r, Limits(max_states=500, time_limit=0.5))
        assert not st.reusable(r, Limits(max_states=1000, time_limit=10.0))
        assert not st.reusable(r, tight, retry_unknown=True)
        # a proven result replaces it, is reused under any limits ...
        st.put(result("win", "win", tight))
        assert st.get(X, Y).proven and st.reusable(st.get(X, Y), Limits(max_life=20))
        # ... and is never replaced by an 'unknown'
        st.put(result("unknown", "unknown", Limits()))
        assert st.get(X, Y).on_play == "win" and len(st) == 1


def test_default_store_path_follows_xdg(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert default_store_path() == tmp_path / "threecb" / "results.sqlite"
    monkeypatch.delenv("XDG_CACHE_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert default_store_path() == tmp_path / "home" / ".cache" / "threecb" / "results.sqlite"


def test_store_is_wal_and_a_bad_file_is_refused(tmp_path):
    from solver.tournament.store import StoreError
    p = tmp_path / "s.sqlite"
    ResultStore(p, "fp").close()
    assert sqlite3.connect(p).execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    junk = tmp_path / "junk.sqlite"
    junk.write_bytes(b"this is not a database" * 100)
    with pytest.raises(StoreError, match="cannot use"):
        ResultStore(junk, "fp")


# ------------------------------------------------------------ fingerprints
def test_results_under_another_fingerprint_are_not_found(tmp_path):
    p = tmp_path / "s.sqlite"
    with ResultStore(p, "rules-1") as st:
        st.put(result())
    with ResultStore(p, "rules-2") as st:
        assert st.get(X, Y) is None and len(st) == 0
    with ResultStore(p, "rules-1") as st:
        assert st.get(X, Y).on_play == "win"


def test_a_changed_card_changes_the_fingerprint():
    tables = default_tables()
    cards = list(all_definitions())
    i = next(k for k, c in enumerate(cards) if c.name == "Memnite")
    cards[i] = dataclasses.replace(cards[i], power=2)
    changed = compile_cards(cards)
    digest = rules_digest()
    assert compile_cards(all_definitions()).fingerprint() == tables.fingerprint()    # deterministic
    assert results_fingerprint(changed.fingerprint(), digest) != \
        results_fingerprint(tables.fingerprint(), digest)
    assert current_fingerprint() == results_fingerprint(tables.fingerprint(), digest)


@pytest.mark.parametrize("changed", ["engine/rules/combat.py", "solver/search/negamax.py",
                                     "solver/api.py"])
def test_a_changed_rules_file_changes_the_fingerprint_and_nothing_else_does(tmp_path, changed):
    import shutil
    for pkg in ("engine", "solver"):
        shutil.copytree(ROOT / pkg, tmp_path / pkg, ignore=shutil.ignore_patterns("__pycache__"))
    before = rules_digest(tmp_path)
    assert before == rules_digest(ROOT)
    # not the rules: the command line, the deck parser, the tournament code
    for name in ("solver/cli/main.py", "solver/decks.py", "solver/tournament/tables.py"):
        (tmp_path / name).write_text("# edited\n")
    assert rules_digest(tmp_path) == before
    # the rules, the search, the bounds logic
    f = tmp_path / changed
    f.write_text(f.read_text() + "\n# a change\n")
    assert rules_digest(tmp_path) != before


def test_a_new_fingerprint_solves_the_round_again(tmp_path):
    entrants = parse_entries("A: Memnite\nB: Plains\nC: Memnite\n", deck_size="any")
    p = tmp_path / "s.sqlite"
    with ResultStore(p, "rules-1") as st:
        first = play_round(entrants, st, jobs=1)
        assert (first.stats.solved, first.stats.cached) == (2, 0)
        again = play_round(entrants, st, jobs=1)
        assert (again.stats.solved, again.stats.cached) == (0, 2)
    with ResultStore(p, "rules-2") as st:
        changed = play_round(entrants, st, jobs=1)
        assert (changed.stats.solved, changed.stats.cached) == (2, 0)
    assert [r.points_a for r in changed.pairings] == [r.points_a for r in first.pairings] == [6, 2, 0]


# ------------------------------------------------------- SIGKILL and resume
# The sample round plus a second Mox Jet + Mutavault: its mirror takes over a
# second, so the run is certainly still going when it is killed.
KILL_FIELD = (ROOT / "samples" / "round.txt").read_text() + "Ivy: Mutavault | Mox Jet\n"


def _rows(path):
    n = 0
    try:
        con = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=5)
        n = con.execute("SELECT count(*) FROM results").fetchone()[0]
        con.close()
    except sqlite3.Error:
        pass
    return n


def _table(path, drop=("seconds",)):
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f))
    return [{k: v for k, v in r.items() if k not in drop} for r in rows]


def test_resume_after_sigkill_gives_the_same_tables(tmp_path):
    entries = tmp_path / "round.txt"
    entries.write_text(KILL_FIELD)
    common = ["roundrobin", str(entries), "--deck-size", "2", "--jobs", "1", "--quiet"]
    # the uninterrupted run, in this process
    r = CliRunner().invoke(cli, common + ["--out", str(tmp_path / "full"),
                                          "--store", str(tmp_path / "full.sqlite")])
    assert r.exit_code == 0, r.output
    total = _rows(tmp_path / "full.sqlite")
    assert total == 23          # 7 distinct decks: 21 pairs + 2 mirrors (Scythe Tiger, Mox Jet)

    store = tmp_path / "killed.sqlite"
    args = [sys.executable, "-m", "solver.cli"] + common + ["--out", str(tmp_path / "killed"),
                                                            "--store", str(store)]
    proc = subprocess.Popen(args, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 120
    while _rows(store) < 3 and proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.01)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    assert proc.returncode == -signal.SIGKILL, proc.stderr.read()
    done = _rows(store)
    assert 3 <= done < total                       # killed mid-run, results kept
    assert not (tmp_path / "killed").exists()      # no tables yet

    r = CliRunner().invoke(cli, common + ["--out", str(tmp_path / "killed"), "--store", str(store)])
    assert r.exit_code == 0, r.output
    assert f"{total - done} solved now, {done} from the store" in r.stdout
    for t in ("pairings.csv", "matrix.csv", "standings.csv"):
        assert _table(tmp_path / "killed" / t) == _table(tmp_path / "full" / t), t
    # and once more, everything from the store: byte for byte the same tables
    first = {t: (tmp_path / "killed" / t).read_bytes() for t in ("pairings.csv", "matrix.csv")}
    r = CliRunner().invoke(cli, common + ["--out", str(tmp_path / "killed"), "--store", str(store)])
    assert f"0 solved now, {total} from the store" in r.stdout
    assert {t: (tmp_path / "killed" / t).read_bytes() for t in first} == first
