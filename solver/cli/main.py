"""The ``3cb`` command line: solve a 3 Card Blind pairing, list the supported cards,
solve and tabulate a whole round (roundrobin, export, gauntlet: solver/cli/tournament.py),
the metagame of a round (solver/cli/metagame.py), play against perfect play
(solver/cli/play.py).

    3cb solve "Mountain | Stromkirk Noble | Lightning Bolt" \\
              "Plains | Savannah Lions | Swords to Plowshares"
    3cb cards
    3cb roundrobin samples/round.txt --out tables --deck-size 2   (solver/cli/tournament.py)

Exit status: 0 when the command did its job (an 'unknown' result included),
2 for bad input (an unknown card, a wrong deck size, a banned card, a bad
option), 1 for an unexpected failure, 130 when interrupted.  Errors are one
message on stderr starting with "Error: ", never a traceback (set
THREECB_TRACEBACK=1 to see the traceback of an unexpected failure).

The options, exit statuses and error handling every command shares are in
solver/cli/common.py.
"""
from __future__ import annotations

import json
import sys

import click
from tqdm import tqdm

from cards.registry import all_cards
from solver import api
from solver.explain import report
from solver.api import UNKNOWN, Result
from solver.cli import report as report_command
from solver.cli import tournament
from solver.cli.metagame import metagame as metagame_command
from solver.cli.play import play as play_command
from solver.cli.common import (BadInput, Group, PathType, compose, deck_rules_options, json_option,
                               line_solver_options, max_counters_option, max_life_option,
                               max_memory_option, max_states_option, note_first_compile,
                               parse_decks, solver_options, time_limit_option)
from solver.explain.lines import Explainer

PROGRESS_DELAY = 1.0         # seconds before a progress bar appears


# ------------------------------------------------------------------ progress
class Progress:
    """solve()'s progress callback: a tqdm counter of positions on stderr.

    solve() may run several searches, each with its own store (a second pass
    when a bound was reached); the count shown is their total.
    """

    def __init__(self, enabled: bool | None = None, file=None, delay: float = PROGRESS_DELAY):
        self.file = file if file is not None else sys.stderr
        if enabled is None:
            enabled = _isatty(self.file)
        self.enabled = enabled
        self.delay = delay
        self.bar = None
        self._store = None
        self._base = 0          # positions of the searches before this store
        self._last = 0          # positions of this store already counted

    def __enter__(self):
        if self.enabled:
            self.bar = tqdm(total=None, unit=" states", unit_scale=True, file=self.file,
                            delay=self.delay, desc="solving", leave=False, dynamic_ncols=True)
        return self

    def __call__(self, store) -> None:
        if store is not self._store:
            self._base += self._last
            self._store, self._last = store, 0
        n = store.nodes
        if self.bar is not None and n > self._last:
            self.bar.update(n - self._last)
        self._last = n

    @property
    def total(self) -> int:
        return self._base + self._last

    def __exit__(self, *exc):
        if self.bar is not None:
            self.bar.close()
        return False


def _isatty(f) -> bool:
    try:
        return f.isatty()
    except (AttributeError, ValueError):
        return False


# ------------------------------------------------------------------ commands
@click.group(cls=Group, name="3cb", context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="threecb", prog_name="3cb")
def cli():
    """Exact solver for 3 Card Blind (Magic: The Gathering) matchups.

    A deck is written as card names separated by '|' (names may contain
    commas), or as the path of a file of names ('|' or one per line, '#'
    comments).  Names are case-insensitive.  Run '3cb COMMAND --help' for
    the details of a command.

    \b
    Example:
      3cb solve "Mountain | Stromkirk Noble | Lightning Bolt" \\
                "Plains | Savannah Lions | Swords to Plowshares"
      3cb line samples/burn.txt samples/lions.txt
      3cb cards
      3cb roundrobin samples/round.txt --out tables --deck-size 2
      3cb metagame tables
      3cb play "Mountain | Lightning Bolt | Memnite" Memnite --deck-size any

    Exit status: 0 done, 2 bad input, 1 unexpected failure.
    """


for _command in (*tournament.COMMANDS, report_command.report):
    cli.add_command(_command)
cli.add_command(metagame_command)
cli.add_command(play_command)


@cli.command()
@click.argument("deck_a")
@click.argument("deck_b")
@solver_options
@click.option("--no-defer", "no_defer", is_flag=True,
              help="Search without the deferral of inert abilities (a creature land's "
                   "animation or a pump offered in every window, not only where combat or "
                   "a resolution can see it): the unreduced search, slower, same verdicts.")
@click.option("--no-symmetry", "no_symmetry", is_flag=True,
              help="Search a mirror (both decks the same cards) without its players' "
                   "symmetry (a position whose players-traded twin is solved is then "
                   "searched again): the unreduced search, slower, same verdicts.")
@deck_rules_options
@json_option
def solve(deck_a, deck_b, method, max_life, max_counters, max_states, time_limit, max_memory,
          work_dir, progress, no_defer, no_symmetry, deck_size, banlist, as_json):
    """Solve the pairing of DECK_A against DECK_B exactly.

    Plays both games of the pairing -- A on the play and A on the draw --
    with perfect play and open hands, and prints each game's result for A
    (win, draw, loss, or unknown with the reason) and the points: a win is
    worth 3, a draw 1.

    \b
    Example:
      3cb solve "Mountain | Stromkirk Noble | Lightning Bolt" \\
                "Plains | Savannah Lions | Swords to Plowshares"
      3cb solve samples/burn.txt samples/lions.txt --json
      3cb solve Memnite Memnite --deck-size 1
      3cb solve samples/burn.txt samples/lions.txt --work-dir /tmp
    """
    names_a, names_b = parse_decks(deck_a, deck_b, deck_size, banlist)
    note_first_compile()
    with Progress(enabled=progress) as bar:
        result = api.solve(names_a, names_b, method=method, max_life=max_life,
                           max_counters=max_counters, max_states=max_states,
                           time_limit=time_limit, max_memory=max_memory, progress=bar,
                           defer=not no_defer, symmetry=not no_symmetry, work_dir=work_dir)
    if as_json:
        click.echo(json.dumps(result.to_json()))
    else:
        click.echo(format_result(result))


GAMES = (("a_on_play", "A on the play"), ("a_on_draw", "A on the draw"))


def format_result(r: Result) -> str:
    """The human-readable report of a pairing."""
    lines = [" | ".join(r.deck_a), "  vs " + " | ".join(r.deck_b)]
    for key, title in GAMES:
        word = getattr(r, key)
        why = r.reasons.get(key)
        lines.append(f"{title}: {word}" + (f" ({why})" if word == UNKNOWN and why else ""))
    if r.points_a is None:
        lines.append("Points: unknown")
    else:
        lines.append(f"Points: A {r.points_a} - B {r.points_b}")
    exact = UNKNOWN not in (r.a_on_play, r.a_on_draw)
    lines.append(f"{'Solved exactly' if exact else 'Not solved exactly'}: "
                 f"{r.states:,} states in {r.seconds:.1f} s ({r.method})")
    return "\n".join(lines)


# ------------------------------------------------ the proof: line and analyze
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


@cli.command()
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


@cli.command()
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


@cli.command()
@json_option
def cards(as_json):
    """List the cards the solver supports, one name a line.

    With --json: a list of {"name", "oracle"} objects with each card's
    Oracle text.

    \b
    Example:
      3cb cards
      3cb cards --json
    """
    pool = all_cards()
    if as_json:
        click.echo(json.dumps([{"name": c.name, "oracle": c.oracle} for c in pool], indent=2))
    else:
        for c in pool:
            click.echo(c.name)


def main() -> None:
    """The ``3cb`` console script."""
    cli.main()


if __name__ == "__main__":
    main()
