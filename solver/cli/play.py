"""`3cb play DECK_A DECK_B`: play one side in the terminal against perfect play.

The game itself is solver/explain/play.py; this module parses the options,
reads the player's choices from standard input (a terminal or a script) and
turns a game with no proven value into BadInput.
"""
from __future__ import annotations

import sys

import click

from solver.cli import common as base
from solver.explain.lines import Explainer
from solver.explain.play import GameUnknown, PlayGame


def _reader(stream):
    """read_line(prompt) for PlayGame: at a terminal the prompt waits for the typed
    line; from a script, blank lines and '#' comments are skipped and the prompt
    is printed with the line read (or '(end of input)'), so the transcript reads
    like a session."""
    interactive = stream.isatty()

    def read_line(prompt: str) -> str:
        if interactive:
            click.echo(prompt, nl=False)
            return stream.readline()
        line = stream.readline()
        while line and (not line.strip() or line.lstrip().startswith("#")):
            line = stream.readline()
        click.echo(prompt + (line.strip() if line else "(end of input)"))
        return line
    return read_line


@click.command()
@click.argument("deck_a")
@click.argument("deck_b")
@click.option("--as", "side", type=click.Choice(["a", "b"], case_sensitive=False), default="a",
              show_default=True, help="The deck you play; perfect play takes the other.")
@click.option("--on", "order", type=click.Choice(["play", "draw"], case_sensitive=False),
              default="play", show_default=True,
              help="Whether you take the first turn (play) or the second (draw).")
@base.line_solver_options
@base.deck_rules_options
def play(deck_a, deck_b, side, order, max_life, max_counters, max_states, time_limit, max_memory,
         work_dir, deck_size, banlist):
    """Play DECK_A or DECK_B against perfect play, one decision at a time.

    At each of your decisions the board is shown (life, hands, battlefields,
    graveyards, the stack) with your legal actions numbered; type a number.
    After each choice you are told whether it kept the game's value for you
    (win, draw or loss under perfect play from then on) or threw it away, and
    which action was best (the fastest win, or the longest resistance).
    Forced actions are taken for you.  The opponent plays as in '3cb line':
    the fastest win, the longest resistance.  A position that comes up a
    third time ends the game as a draw.

    Choices are read line by line from standard input, so a game can be
    scripted (a file of numbers, one a line; blank lines and '#' comments
    are skipped): a line that is not a number from the list is refused and
    asked again; 'q' or the end of the input stops the game with a summary
    (exit status 0).  The game is solved first, like '3cb line' (the same bounds);
    a game whose value is not proven cannot be played (exit status 2).

    \b
    Example:
      3cb play "Mountain | Lightning Bolt | Memnite" Memnite --deck-size any
      3cb play samples/burn.txt samples/lions.txt --as b --on draw
      3cb play "Mountain | Lightning Bolt | Memnite" Memnite --deck-size any \\
               < samples/play-bolt.txt
    """
    names_a, names_b = base.parse_decks(deck_a, deck_b, deck_size, banlist)
    human = 0 if side.lower() == "a" else 1
    on_play = order.lower() == "play"
    base.note_first_compile()
    ex = Explainer(names_a, names_b, a_on_play=(human == 0) == on_play, max_life=max_life,
                   max_counters=max_counters, max_states=max_states, time_limit=time_limit,
                   max_memory=max_memory, work_dir=work_dir)
    try:
        PlayGame(ex, human).run(_reader(sys.stdin), click.echo)
    except GameUnknown as e:
        raise base.BadInput(f"the game's value is not proven ({e}), so there is no perfect "
                            f"play to face; raise the bounds (--max-life, --max-states, "
                            f"--time-limit)") from None
    finally:
        ex.close()
