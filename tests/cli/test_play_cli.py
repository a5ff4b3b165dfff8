"""`3cb play` (solver/explain/play.py, solver/cli/play.py): scripted games whose
course is worked out by hand.

Mountain | Lightning Bolt | Memnite against Memnite, A on the play: A wins
(Bolt kills B's Memnite, then A's Memnite attacks unopposed).  If A instead
bolts B's face while B's Memnite is still in hand, the Bolt is gone and the
game is the Memnite mirror, which is a draw (tests/cli/test_tournament_cli.py:
each side can always block and trade), so that choice throws the win away and
leaves a draw.  Playing the Mountain first keeps the win.
"""
from __future__ import annotations

from click.testing import CliRunner

from solver.cli.common import EXIT_BAD_INPUT
from solver.cli.main import cli

BOLT = "Mountain | Lightning Bolt | Memnite"


def play(*args, script=""):
    return CliRunner().invoke(cli, ["play", *args], input=script, prog_name="3cb")


def test_a_scripted_game_that_throws_away_a_win_is_told_so():
    r = play(BOLT, "Memnite", "--deck-size", "any", script="x\n9\n2\n4\n")
    assert r.exit_code == 0, r.output
    out = r.stdout
    assert "You play A (Mountain | Lightning Bolt | Memnite) against perfect play (Memnite)" in out
    assert "Under perfect play the game is a win for you." in out
    # the first decision: pass, play Mountain, cast Memnite; text and an
    # out-of-range number are refused and asked again
    assert "   2. A plays Mountain" in out
    assert "Your choice [1-3]: x\n  Not a choice: type a number from 1 to 3 (or q to stop).\n" in out
    assert "Your choice [1-3]: 9\n  Not a choice: type a number from 1 to 3" in out
    assert "Your choice [1-3]: 2\n  Kept the win" in out
    # the second: the Mountain is on the battlefield, Bolt can go to B's face
    assert "   4. A casts Lightning Bolt targeting B, paying with Mountain" in out
    assert "Your choice [1-4]: 4\n" in out
    assert "-> B loses 3 life (17)" in out
    assert "Threw away the win: after this the game is a draw for you. Best was: " in out
    # the board after it: A's graveyard holds the Bolt, B is at 17
    assert "graveyard:   Lightning Bolt" in out and "B: life 17" in out
    assert "Your decision (main 1, turn 1); the position is a draw for you." in out
    # the script ends: a clean stop with the summary
    assert "Your choice [1-2]: (end of input)" in out
    assert "Game stopped: input ended on turn 1, the game unfinished." in out
    assert "You made 2 decisions from a win; 1 threw the value away:" in out
    assert ("decision 2 (turn 1): A casts Lightning Bolt targeting B, paying with Mountain "
            "turned the win into a draw; best was ") in out


def test_a_whole_game_as_the_loser():
    """Memnite against Plains with B's side, B on the play, B always passing: A
    casts Memnite on its first turn (turn 2), attacks from turn 4 on, one damage
    each of its turns (4, 6, ..., 42): B is at 0 on turn 42.  Every choice of a
    lost game keeps the loss."""
    r = play("Memnite", "Plains", "--deck-size", "1", "--as", "b", "--on", "play",
             script="1\n" * 100)
    assert r.exit_code == 0, r.output
    out = r.stdout
    assert "You play B (Plains) against perfect play (Memnite); B is on the play." in out
    assert "Under perfect play the game is a loss for you." in out
    assert "main 1: A casts Memnite (perfect play)" in out
    assert out.count("declare attackers: A attacks with Memnite (perfect play)") == 20
    assert "-> B loses 1 life (0)" in out and "Turn 42 (A's 21st turn)" in out
    assert "Game over: a loss for you (B's life is 0)." in out
    assert "none threw the value away" in out and "Threw away" not in out


def test_a_win_that_goes_round_in_circles_is_a_draw_and_q_stops():
    """Memnite against Plains as A, always passing: nothing changes, the same
    positions come back, and the third time the game ends as a draw."""
    r = play("Memnite", "Plains", "--deck-size", "1", script="1\n" * 20)
    assert r.exit_code == 0, r.output
    assert "Under perfect play the game is a win for you." in r.stdout
    assert "Game over: a draw for you (draw by repetition" in r.stdout
    assert "the game went round in circles: a win must make progress" in r.stdout
    # on the draw, A's first decision is on turn 2
    r = play("Memnite", "Plains", "--deck-size", "1", "--on", "draw", script="q\n")
    assert r.exit_code == 0, r.output
    assert "B is on the play" in r.stdout and "Your choice [1-2]: q" in r.stdout
    assert "Game stopped: you stopped on turn 2" in r.stdout and "You made 0 decisions" in r.stdout


def test_bad_input_is_exit_2():
    for args in (["Memnite", "Plains", "--as", "c"], ["Memnite", "Plains", "--on", "first"],
                 ["Memnit", "Plains", "--deck-size", "1"], ["Memnite", "Plains"]):
        r = play(*args)
        assert r.exit_code == EXIT_BAD_INPUT, (args, r.output)
        assert r.stderr.startswith("Error: ") and "Traceback" not in r.output
    r = play(BOLT, "Memnite", "--deck-size", "any", "--max-states", "10")
    assert r.exit_code == EXIT_BAD_INPUT, r.output
    assert "the game's value is not proven" in r.stderr


def test_help():
    r = play("--help")
    assert r.exit_code == 0 and "Example" in r.stdout and "--as" in r.stdout
    assert "end of the input stops the game" in r.stdout
