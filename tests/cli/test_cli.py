"""The `3cb` command line (solver/cli/) and deck parsing (solver/decks.py).

Bad input never reaches the solver, so most of these tests are instant; the
few real solves use tiny pairings (the first one in a process pays for loading
the numba-compiled solver).
"""
from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from cards.registry import all_cards, lookup
from solver import api, decks
from solver.cli.solve import Progress
from solver.decks import DeckError, load_banlist, parse_deck, parse_deck_size
from cli_kit import bad, run  # noqa: F401 (the shared runner)

ROOT = Path(__file__).resolve().parents[2]
A3 = "Mountain | Stromkirk Noble | Lightning Bolt"
B3 = "Plains | Savannah Lions | Swords to Plowshares"


# ------------------------------------------------------------------ help
@pytest.mark.parametrize("args", [[], ["solve"], ["cards"]])
def test_every_command_has_help_with_an_example(args):
    r = run(*args, "--help")
    assert r.exit_code == 0, r.output
    assert "Example" in r.stdout and "3cb " in r.stdout


def test_solve_help_shows_the_api_defaults():
    from engine.bounds import DEFAULT_MAX_COUNTERS, DEFAULT_MAX_LIFE
    out = run("solve", "--help").stdout
    assert f"default: {DEFAULT_MAX_LIFE}" in out
    assert f"default: {DEFAULT_MAX_COUNTERS}" in out
    assert f"{api.DEFAULT_MAX_STATES:,}" in out
    assert "negamax" in out and "retrograde" in out


# ----------------------------------------------------------------- cards
def test_cards_lists_the_supported_cards():
    r = run("cards")
    assert r.exit_code == 0
    names = r.stdout.splitlines()
    assert len(names) >= 24
    assert names == [c.name for c in all_cards()]
    assert "Lightning Bolt" in names and "Mishra's Factory" in names


def test_cards_json_gives_names_and_oracle_text():
    r = run("cards", "--json")
    assert r.exit_code == 0
    data = json.loads(r.stdout)
    assert isinstance(data, list) and len(data) >= 24
    assert all(set(d) == {"name", "oracle"} for d in data)
    bolt = next(d for d in data if d["name"] == "Lightning Bolt")
    assert bolt["oracle"] == lookup("Lightning Bolt").oracle
    assert "3 damage to any target" in bolt["oracle"]


# ------------------------------------------------------------- bad input
def test_unknown_card_with_suggestions():
    err = bad("solve", "Mountain | Stromkirk Noble | Lightning Blot", B3)
    assert "deck A" in err and "'Lightning Blot'" in err
    assert "did you mean: Lightning Bolt, Lightning Helix?" in err
    assert "3cb cards" in err


def test_all_unknown_cards_of_a_deck_at_once():
    err = bad("solve", A3, "Plains | Savanah Lions | Swords to Plowshears")
    assert "deck B" in err and "2 unknown" in err
    assert "'Savanah Lions'" in err and "Savannah Lions" in err
    assert "'Swords to Plowshears'" in err and "Swords to Plowshares" in err


def test_wrong_deck_size():
    err = bad("solve", "Mountain | Lightning Bolt", B3)
    assert "deck A has 2 cards; this round's decks have 3 (--deck-size)" in err
    err = bad("solve", A3, B3, "--deck-size", "2")
    assert "deck A has 3 cards; this round's decks have 2 (--deck-size)" in err


def test_deck_size_any_is_one_to_four_cards():
    err = bad("solve", "Memnite | Memnite | Memnite | Memnite | Memnite", "Memnite",
              "--deck-size", "any")
    assert "deck A has 5 cards" in err and "1 to 4 cards" in err


@pytest.mark.parametrize("value", ["five", "0", "-1", "3.5", ""])
def test_bad_deck_size_value(value):
    err = bad("solve", A3, B3, "--deck-size", value)
    assert "--deck-size" in err


def test_banned_card_is_named(tmp_path):
    ban = tmp_path / "ban.txt"
    ban.write_text("# power\nMox Ruby\n\nlightning bolt  # too good\n")
    err = bad("solve", A3, B3, "--banlist", str(ban))
    assert "deck A plays Lightning Bolt, which is banned" in err
    err = bad("solve", "Mox Ruby | Memnite | Lightning Bolt", B3, "--banlist", str(ban))
    assert "Mox Ruby" in err and "Lightning Bolt" in err and "banned" in err


def test_missing_banlist_file(tmp_path):
    missing = tmp_path / "nope.txt"
    err = bad("solve", A3, B3, "--banlist", str(missing))
    assert "--banlist" in err and "not found" in err and "nope.txt" in err


def test_unknown_card_in_banlist(tmp_path):
    ban = tmp_path / "ban.txt"
    ban.write_text("Mox Rubby\n")
    err = bad("solve", A3, B3, "--banlist", str(ban))
    assert "'Mox Rubby'" in err and "Mox Ruby" in err


@pytest.mark.parametrize("deck", ["", "   "])
def test_empty_deck_string(deck):
    err = bad("solve", deck, B3)
    assert "deck A is empty" in err


def test_empty_name_between_separators():
    err = bad("solve", A3, "Plains | | Savannah Lions")
    assert "deck B" in err and "empty card name" in err


def test_unreadable_or_missing_deck_file(tmp_path):
    err = bad("solve", str(tmp_path), B3)          # a directory
    assert "deck A" in err and "cannot read" in err
    err = bad("solve", A3, str(tmp_path / "lions.txt"))
    assert "deck B file not found" in err
    binary = tmp_path / "deck.bin"
    binary.write_bytes(b"\xff\xfe\x00garbage\xff")
    err = bad("solve", str(binary), B3)
    assert "cannot read" in err


def test_deck_file_with_a_wrong_card_names_the_file(tmp_path):
    f = tmp_path / "burn.txt"
    f.write_text("Mountain\nLightning Bolt\nLightning Bolt\nGoblin Guide\n")
    err = bad("solve", str(f), B3)
    assert "burn.txt" in err and "'Goblin Guide'" in err


def test_bad_options_are_exit_2_with_error_first():
    assert "--method" in bad("solve", A3, B3, "--method", "minimax")
    assert "--max-life" in bad("solve", A3, B3, "--max-life", "5")
    assert "--max-memory" in bad("solve", A3, B3, "--max-memory", "0")
    assert "Missing argument" in bad("solve", A3)
    assert "No such command" in bad("slove", A3, B3)
    assert "--threads" in bad("solve", A3, B3, "--threads", "0")
    assert "--threads is for --method wins or negamax" in bad("solve", A3, B3, "--threads", "2",
                                                      "--method", "retrograde")


def test_unexpected_failure_is_a_message_not_a_traceback(monkeypatch):
    def boom(*a, **k):
        raise RuntimeError("kaboom")
    monkeypatch.setattr(api, "solve", boom)
    monkeypatch.delenv("THREECB_TRACEBACK", raising=False)
    r = run("solve", A3, B3)
    assert r.exit_code == 1
    # (a first run may say first that it compiles the kernels)
    errors = [ln for ln in r.stderr.splitlines() if ln.startswith("Error: ")]
    assert errors == ["Error: unexpected failure: RuntimeError: kaboom"]
    assert "Traceback" not in r.output


def test_real_process_bad_input_exit_2_without_traceback():
    cmd = [sys.executable, "-m", "solver.cli", "solve", "Mountain | Lightning Blot | Memnite", B3]
    p = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=120,
                       env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert p.returncode == 2, p.stderr
    assert p.stderr.startswith("Error: ") and "Lightning Blot" in p.stderr
    assert "Lightning Bolt" in p.stderr            # the suggestion
    assert "Traceback" not in p.stderr and p.stdout == ""


# ----------------------------------------------------------- real solves
def test_solve_json_memnite_mirror(tmp_path):
    # Each player has one Memnite, a 1/1 artifact creature for {0}, and no
    # other card; nobody can lose by drawing from the empty library.
    # - Casting Memnite costs nothing, and keeping it in hand only lets the
    #   opponent attack for 1 every turn unopposed, so both cast it.
    # - The player on the play casts it on turn 1 (no attack: summoning sick);
    #   the opponent casts theirs on its turn 1, which may attack into the
    #   untapped Memnite only to be blocked and traded.
    # - Whoever attacks, the defender's Memnite is untapped unless the defender
    #   attacked on its own previous turn: a player who never attacks can
    #   block every attack, and blocking trades the two 1/1s, leaving empty
    #   boards and empty hands: nothing more can happen, a draw.  Taking the
    #   hit instead is never better than trading.
    # - So each player can secure a draw (never attack, always block), and
    #   neither can force a win: a draw with A on the play and on the draw,
    #   2 points each.
    deck = tmp_path / "a.txt"
    deck.write_text("# the whole deck\nmemnite\n")
    r = run("solve", str(deck), "Memnite", "--deck-size", "1", "--json")
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)                     # exactly one JSON document
    assert set(data) >= {"deck_a", "deck_b", "a_on_play", "a_on_draw", "points_a",
                         "points_b", "states", "seconds", "reasons", "method"}
    assert data["deck_a"] == ["Memnite"] and data["deck_b"] == ["Memnite"]
    assert data["a_on_play"] == "draw"
    assert data["a_on_draw"] == "draw"
    assert (data["points_a"], data["points_b"]) == (2, 2)
    assert data["reasons"] == {} and data["method"] == "wins"      # the default method
    assert data["states"] > 0 and data["seconds"] >= 0


def test_solve_human_output():
    r = run("solve", "Memnite", "MEMNITE", "--deck-size", "any", "--method", "retrograde")
    assert r.exit_code == 0, r.output
    lines = r.stdout.splitlines()
    assert lines[:5] == ["Memnite", "  vs Memnite", "A on the play: draw", "A on the draw: draw",
                         "Points: A 2 - B 2"]
    assert lines[5].startswith("Solved exactly: ") and lines[5].endswith(" s (retrograde)")
    assert len(lines) == 6


def test_solve_with_a_helper_thread_is_the_same_solve():
    # --threads 2: a helper builds children ahead of the search; the search, its
    # verdicts and its positions are those of one thread (solver/search/ahead.py).
    one = json.loads(run("solve", A3, B3, "--json").stdout)
    two = json.loads(run("solve", A3, B3, "--json", "--threads", "2").stdout)
    assert (two["a_on_play"], two["a_on_draw"], two["states"]) == \
        (one["a_on_play"], one["a_on_draw"], one["states"])


def test_more_threads_than_cores_is_solved_with_a_warning(monkeypatch):
    # allowed (the same solve) but slower: stderr says so, stdout is the result
    import solver.cli.common as common
    monkeypatch.setattr(common, "usable_cores", lambda: 1)
    r = run("solve", "Memnite", "Memnite", "--deck-size", "1", "--threads", "2", "--json")
    assert r.exit_code == 0, r.output
    assert r.stderr.startswith("Warning: --threads 2 is more than the 1 core this process")
    assert json.loads(r.stdout)["a_on_play"] == "draw"     # two Memnites: neither can win
    r = run("solve", "Memnite", "Memnite", "--deck-size", "1", "--threads", "1", "--json")
    assert "Warning" not in r.stderr


def test_solve_unknown_says_why():
    r = run("solve", "Memnite | Mox Ruby", "Memnite", "--deck-size", "any", "--max-states", "10")
    assert r.exit_code == 0, r.output
    out = r.stdout
    assert "A on the play: unknown (state budget: more than --max-states 10" in out
    assert "A on the draw: unknown (" in out
    assert "Points: unknown" in out and "Not solved exactly" in out
    r = run("solve", "Memnite | Mox Ruby", "Memnite", "--deck-size", "any", "--max-states", "10",
            "--json")
    data = json.loads(r.stdout)
    assert data["a_on_play"] == "unknown" and data["points_a"] is None
    assert data["points_b"] is None and "max-states" in data["reasons"]["a_on_play"]


def test_solve_deck_files_from_samples():
    # samples/burn.txt holds one card a line, samples/lions.txt one '|' line; the
    # pairing is the README's sample: drawn both ways (2 points each).
    r = run("solve", str(ROOT / "samples" / "burn.txt"), str(ROOT / "samples" / "lions.txt"),
            "--json")
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)
    assert data["deck_a"] == ["Mountain", "Stromkirk Noble", "Lightning Bolt"]
    assert (data["a_on_play"], data["a_on_draw"], data["points_a"]) == ("draw", "draw", 2)


# -------------------------------------------------------------- progress
class _TTY(io.StringIO):
    def isatty(self):
        return True


class _Store:
    def __init__(self, nodes):
        self.nodes = nodes


def test_progress_counts_every_search_and_only_on_a_terminal():
    assert not Progress(file=io.StringIO()).enabled
    out = _TTY()
    with Progress(file=out, delay=0) as p:
        first, second = _Store(0), _Store(0)
        for n in (100, 250):
            first.nodes = n
            p(first)
        p(first)
        for n in (40, 90):
            second.nodes = n
            p(second)
    assert p.total == 340
    assert "states" in out.getvalue()


# ------------------------------------------------------------ decks.py
def test_parse_deck_string_case_apostrophes_and_canonical_names():
    deck = parse_deck("mountain|  MISHRA\u2019S factory |Lightning Bolt", 3, set())
    assert deck == ["Mountain", "Mishra's Factory", "Lightning Bolt"]
    assert parse_deck("Memnite", "any", frozenset()) == ["Memnite"]
    assert parse_deck("Memnite | Memnite", 2, set()) == ["Memnite", "Memnite"]


def test_commas_do_not_separate_cards():
    with pytest.raises(DeckError) as e:
        parse_deck("Mountain, Memnite | Lightning Bolt", 2, set(), label="deck A")
    assert "'Mountain, Memnite'" in str(e.value)


def test_parse_deck_files(tmp_path):
    lines = tmp_path / "lines.txt"
    lines.write_text("# burn\n\nMountain\nstromkirk noble   # one drop\nLightning Bolt\n")
    pipes = tmp_path / "pipes.txt"
    pipes.write_text("Plains | Savannah Lions\n# sideboard? no\nSwords to Plowshares\n")
    assert parse_deck(str(lines), 3, set()) == ["Mountain", "Stromkirk Noble", "Lightning Bolt"]
    assert parse_deck(pipes, 3, set()) == ["Plains", "Savannah Lions", "Swords to Plowshares"]
    empty = tmp_path / "empty.txt"
    empty.write_text("# nothing\n\n")
    with pytest.raises(DeckError, match="empty"):
        parse_deck(str(empty), 3, set())


def test_deck_errors_in_order_and_all_at_once():
    with pytest.raises(DeckError) as e:
        parse_deck("Foo | Bar", 3, set(), label="deck A")     # unknown before size
    assert "2 unknown" in str(e.value) and [n for n, _ in e.value.unknown] == ["Foo", "Bar"]
    with pytest.raises(DeckError, match="banned"):
        parse_deck("Memnite", 1, {"Memnite"})
    with pytest.raises(DeckError, match="deck has 1 card; this round's decks have 3"):
        parse_deck("Memnite", 3, set())
    with pytest.raises(ValueError):                            # DeckError is a ValueError
        parse_deck("", 3, set())


def test_parse_deck_size():
    assert parse_deck_size(3) == 3 and parse_deck_size("4") == 4
    assert parse_deck_size("ANY") == decks.ANY
    for value in ("x", 0, "-2", True):
        with pytest.raises(DeckError):
            parse_deck_size(value)


def test_load_banlist(tmp_path):
    f = tmp_path / "ban.txt"
    f.write_text("# banned\nmox ruby\n\nMox Jet # too\n")
    assert load_banlist(f) == {"Mox Ruby", "Mox Jet"}
    f.write_text("Mox Ruby\nAncestral Recall\nMox Rubi\n")
    with pytest.raises(DeckError) as e:
        load_banlist(f)
    assert "Ancestral Recall" in str(e.value) and "Mox Rubi" in str(e.value)
    with pytest.raises(DeckError, match="not found"):
        load_banlist(tmp_path / "missing.txt")


def test_a_token_name_in_a_deck_is_bad_input():
    # Marit Lage is a token Dark Depths makes, not a card: exit 2, no traceback.
    err = bad("solve", "Marit Lage | Island", "Island", "--deck-size", "any")
    assert "unknown or unsupported card 'Marit Lage'" in err


@pytest.mark.parametrize("deck, flag", [
    # Mox Jet + Mutavault against a lone Plains: Mutavault animated with the Mox's
    # mana attacks for 2 every turn, nothing can stop it (win / win); the unreduced
    # search also animates in every other window, so it stores more positions
    (("Mox Jet | Mutavault", "Plains"), "--no-defer"),
    # Mox Jet + two Mutavaults against a lone Wasteland: one Wasteland for two
    # Mutavaults, and nothing of B's blocks: win / win (tests/solver/test_defer.py);
    # without the deferral above a land's destruction, A's animations are offered
    # above the Wasteland too, so the search stores more positions
    (("Mox Jet | Mutavault | Mutavault", "Wasteland"), "--no-defer-raze"),
    # Hammerheim + Memnite against a lone Hammerheim: Memnite attacks every turn and
    # B's only play, Hammerheim aimed at it, does nothing (tests/solver/test_idle.py):
    # win / win; offered anyway, those idle activations are searched too
    (("Hammerheim | Memnite", "Hammerheim"), "--no-idle"),
    # Bolt kills the Lions, then Memnite attacks twenty times (tests/solver/
    # test_self_aim.py): win / win; the unreduced search also aims Bolt at A's own face
    (("Mountain | Lightning Bolt | Memnite", "Plains | Savannah Lions"), "--no-self-aim"),
    # Kird Ape, cast with Taiga's mana before Wasteland can answer, attacks every turn
    # (tests/solver/test_dead_mana.py, from the other side): win / win; the unreduced
    # search also floats Taiga's mana above the Wasteland with nothing to spend it on
    (("Taiga | Kird Ape", "Wasteland"), "--no-dead-mana"),
    # two Factories and a Wasteland against a lone Wasteland: B destroys one land at
    # most, the two left attack with a Factory ten times (tests/solver/test_own_land.py):
    # win / win; the unreduced search also aims each Wasteland at itself
    (("Wasteland | Mishra's Factory | Mishra's Factory", "Wasteland"), "--no-own-land"),
    # two Factories and two Mountains against a lone Maze of Ith: both Factories attack
    # each turn, the Maze stops one, the other deals 2 (tests/solver/test_defer.py):
    # win / win; the unreduced search also offers the Maze before blockers
    (("Mishra's Factory | Mishra's Factory | Mountain | Mountain", "Maze of Ith"),
     "--no-defer-maze"),
    # a Factory and a Mountain against a lone Factory, which can pay its animation
    # only with itself (then tapped, it can't block): A attacks for 2 each turn
    # (tests/solver/test_defer.py): win / win; the unreduced search also offers B's
    # self-paid animation
    (("Mishra's Factory | Mountain", "Mishra's Factory"), "--no-idle-anim"),
    # Wasteland and a Factory against a lone Factory: A's Wasteland destroys B's only
    # land (animating it in response does not save it), then A's Factory attacks for 2
    # each turn: win / win; the unreduced search also offers inert abilities and
    # floating mana after each turn's combat, where nothing can see them
    (("Wasteland | Mishra's Factory", "Mishra's Factory"), "--no-defer-late"),
    # Kird Ape cast with Taiga's mana wins as above; offered in every window, Taiga's
    # mana floats with nothing to pay in windows where that can't matter too
    (("Taiga | Kird Ape", "Wasteland"), "--float-all"),
])
def test_solve_without_a_reduction_keeps_the_verdict(deck, flag):
    # the exact search's positions (--method wins stores far fewer either way)
    args = (*deck, "--deck-size", "any", "--json", "--method", "negamax")
    reduced = json.loads(run("solve", *args).stdout)
    full = json.loads(run("solve", *args, flag).stdout)
    assert (reduced["a_on_play"], reduced["a_on_draw"]) == ("win", "win")
    assert (full["a_on_play"], full["a_on_draw"]) == ("win", "win")
    assert full["states"] > reduced["states"]
