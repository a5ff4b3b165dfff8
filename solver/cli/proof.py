"""`3cb line` (the game under perfect play) and `3cb analyze` (every action at a
decision with its value): the proof of a result.  Loaded by the `3cb` group
(solver/cli/main.py) when one of them runs."""
from __future__ import annotations

import json

import click

from solver.cli.common import (BadInput, PathType, deck_rules_options, json_option,
                               line_solver_options, note_first_compile, parse_decks)
from solver.explain import report
from solver.explain.lines import Explainer


a_on_draw_option = click.option(
    "--a-on-draw", is_flag=True,
    help="Show the game where B takes the first turn (default: A on the play).")


def _explainer(deck_a, deck_b, deck_size, banlist, a_on_draw, max_life, max_counters,
               max_states, time_limit, max_memory, work_dir):
    names_a, names_b = parse_decks(deck_a, deck_b, deck_size, banlist)
    note_first_compile()
    return Explainer(names_a, names_b, a_on_play=not a_on_draw, max_life=max_life,
                     max_counters=max_counters, max_states=max_states, time_limit=time_limit,
                     max_memory=max_memory, work_dir=work_dir)


@click.command()
@click.argument("deck_a")
@click.argument("deck_b")
@a_on_draw_option
@click.option("--replay", "replay", type=PathType(dir_okay=False, writable=True),
              metavar="FILE",
              help="Also write the game as JSON (docs/replay.schema.json): every decision's "
                   "full state, its legal actions and the one taken.")
@line_solver_options
@deck_rules_options
@json_option
def line(deck_a, deck_b, a_on_draw, replay, max_life, max_counters, max_states, time_limit,
         max_memory, work_dir, deck_size, banlist, as_json):
    """Show the game of DECK_A against DECK_B under perfect play.

    A game log: turn by turn, who does what (passes where nothing happens are
    folded), life and poison after every change, and the end: who wins, on
    which turn and how, or for a draw the position that repeats and why
    neither side can break it.  The winner plays the fastest win and the
    loser the longest resistance (turns first, then decisions).

    \b
    Example:
      3cb line "Plains | Savannah Lions" Island
      3cb line samples/burn.txt samples/lions.txt --a-on-draw --replay game.json
    """
    ex = _explainer(deck_a, deck_b, deck_size, banlist, a_on_draw, max_life, max_counters,
                    max_states, time_limit, max_memory, work_dir)
    try:
        _line(ex, replay, as_json)
    finally:
        ex.close()


def _line(ex, replay, as_json):
    ln = ex.line()
    if replay:
        if not ln.decisions:
            raise click.ClickException(f"no replay written: the result is {ln.result}"
                                       f" ({ln.reason})")
        try:
            report.write_replay(ln, replay)
        except OSError as e:
            raise BadInput(f"cannot write the replay {replay!r}: {e.strerror}") from None
    if as_json:
        click.echo(json.dumps(report.line_json(ln)))
    else:
        click.echo(report.format_line(ln))


@click.command()
@click.argument("deck_a")
@click.argument("deck_b")
@a_on_draw_option
@click.option("--after", type=click.IntRange(min=0), default=0, show_default=True, metavar="N",
              help="Analyze the decision that follows N real decisions of the principal line.")
@line_solver_options
@deck_rules_options
@json_option
def analyze(deck_a, deck_b, a_on_draw, after, max_life, max_counters, max_states, time_limit,
            max_memory, work_dir, deck_size, banlist, as_json):
    """List every legal action at a decision with its value and distance.

    At the first real decision of the game (or after N decisions of the
    principal line), every action of the player to act, best first: win
    (fastest first), draw, unknown, loss (slowest first), with the number of
    turns and decisions to the end.

    \b
    Example:
      3cb analyze "Mountain | Lightning Bolt" "Plains | Savannah Lions"
      3cb analyze samples/burn.txt samples/lions.txt --after 3 --json
    """
    ex = _explainer(deck_a, deck_b, deck_size, banlist, a_on_draw, max_life, max_counters,
                    max_states, time_limit, max_memory, work_dir)
    try:
        an = ex.analyze(after=after)
        click.echo(json.dumps(report.analysis_json(an)) if as_json
                   else report.format_analysis(an))
    finally:
        ex.close()
