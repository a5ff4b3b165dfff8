"""The ``3cb`` command line: solve a 3 Card Blind pairing, list the supported cards,
solve and tabulate a whole round (roundrobin, export, gauntlet: solver/tournament/).

    3cb solve "Mountain | Stromkirk Noble | Lightning Bolt" \\
              "Plains | Savannah Lions | Swords to Plowshares"
    3cb cards
    3cb roundrobin samples/round.txt --out tables --deck-size 2   (solver/tournament/)

Exit status: 0 when the command did its job (an 'unknown' result included),
2 for bad input (an unknown card, a wrong deck size, a banned card, a bad
option), 1 for an unexpected failure, 130 when interrupted.  Errors are one
message on stderr starting with "Error: ", never a traceback (set
THREECB_TRACEBACK=1 to see the traceback of an unexpected failure).

Options are defined once below and shared between commands, so that every
command that takes e.g. --deck-size spells and documents it the same way.
"""
from __future__ import annotations

import json
import math
import os
import sys
import traceback

import click

from cards.registry import all_cards
from solver.defaults import DEFAULT_MAX_COUNTERS, DEFAULT_MAX_LIFE, DEFAULT_MAX_STATES
from solver import api, decks
from solver.api import METHODS, UNKNOWN, Result

EXIT_OK, EXIT_FAILURE, EXIT_BAD_INPUT, EXIT_INTERRUPTED = 0, 1, 2, 130
TRACEBACK_ENV = "THREECB_TRACEBACK"
MAX_INT16 = 32767            # life and counters live in int16 state slots
MAX_MEMORY_GIB = 2.0 ** 20   # --max-memory above a pebibyte is a typo
PROGRESS_DELAY = 1.0         # seconds before a progress bar appears
# click >= 8.2 raises this for a bare `3cb`; it shows the help, not an error
_NO_ARGS_IS_HELP = getattr(click.exceptions, "NoArgsIsHelpError", ())


class BadInput(click.ClickException):
    """Input that cannot be used: printed as "Error: ..." with exit status 2."""
    exit_code = EXIT_BAD_INPUT


# ------------------------------------------------------------ the group class
class Group(click.Group):
    """A click group whose errors are one "Error: ..." message and an exit status.

    Click itself would print the usage before the error and a traceback for
    anything unexpected; here every failure is a message on stderr.

    The tournament commands (solver/tournament/commands.py) are added the first
    time the group looks its commands up: they use the options defined in this
    module, so importing them while it loads would be circular.
    """
    lazy_commands = "solver.tournament.commands"

    def _load_lazy_commands(self) -> None:
        if self.__dict__.get("_lazy_loaded"):
            return
        self._lazy_loaded = True
        import importlib
        for command in importlib.import_module(self.lazy_commands).COMMANDS:
            self.add_command(command)

    def list_commands(self, ctx):
        self._load_lazy_commands()
        return super().list_commands(ctx)

    def get_command(self, ctx, cmd_name):
        self._load_lazy_commands()
        return super().get_command(ctx, cmd_name)

    def main(self, args=None, prog_name=None, complete_var=None, standalone_mode=True, **extra):
        if not standalone_mode:
            return super().main(args, prog_name, complete_var, standalone_mode=False, **extra)
        try:
            rv = super().main(args, prog_name, complete_var, standalone_mode=False, **extra)
        except _NO_ARGS_IS_HELP as e:
            e.show()
            sys.exit(e.exit_code)
        except click.UsageError as e:
            _error(e.format_message())
            if e.ctx is not None:
                names = e.ctx.help_option_names or ["--help"]
                help_opt = "--help" if "--help" in names else names[0]
                click.echo(f"Try '{e.ctx.command_path} {help_opt}' for help.", err=True)
            sys.exit(e.exit_code)
        except click.ClickException as e:
            _error(e.format_message())
            sys.exit(e.exit_code)
        except (click.Abort, KeyboardInterrupt, EOFError):
            click.echo("Aborted.", err=True)
            sys.exit(EXIT_INTERRUPTED)
        except Exception as e:  # noqa: BLE001 - the last line of defence: no tracebacks
            if os.environ.get(TRACEBACK_ENV):
                traceback.print_exc()
                hint = ""
            else:
                hint = f"\nThis is a bug in 3cb; set {TRACEBACK_ENV}=1 to see the traceback."
            _error(f"unexpected failure: {type(e).__name__}: {e}{hint}")
            sys.exit(EXIT_FAILURE)
        sys.exit(rv if isinstance(rv, int) else EXIT_OK)


def _error(message: str) -> None:
    click.echo(f"Error: {message}", err=True)


# ------------------------------------------------------------ parameter types
class DeckSizeType(click.ParamType):
    """A number of cards, or "any" (1 to 4 cards)."""
    name = "N|any"

    def convert(self, value, param, ctx):
        try:
            return decks.parse_deck_size(value)
        except decks.DeckError as e:
            self.fail(str(e), param, ctx)


class PathType(click.Path):
    """click.Path that refuses a NUL character (click would let os.stat raise)."""

    def convert(self, value, param, ctx):
        if isinstance(value, str) and "\0" in value:
            self.fail(f"{decks.quote(value)}: a file name cannot hold a NUL character",
                      param, ctx)
        return super().convert(value, param, ctx)


class FiniteFloatRange(click.FloatRange):
    """click.FloatRange that refuses nan and inf (click lets nan through every bound)."""

    def convert(self, value, param, ctx):
        rv = super().convert(value, param, ctx)
        if not math.isfinite(rv):
            self.fail(f"{value!r} is not a finite number.", param, ctx)
        return rv


def _load_banlist(ctx, param, value):
    if value is None:
        return frozenset()
    try:
        return frozenset(decks.load_banlist(value))
    except decks.DeckError as e:
        raise click.BadParameter(str(e), ctx=ctx, param=param) from None


def _max_states(ctx, param, value):
    return None if value == 0 else value


# --------------------------------------------- options, defined once, shared
def compose(*decorators):
    """One decorator applying `decorators` in order (the first is outermost)."""
    def apply(f):
        for d in reversed(decorators):
            f = d(f)
        return f
    return apply


json_option = click.option(
    "--json", "as_json", is_flag=True,
    help="Print one JSON document on stdout instead of text.")

deck_size_option = click.option(
    "--deck-size", type=DeckSizeType(), default=str(decks.DEFAULT_DECK_SIZE),
    show_default=True, metavar="N|any",
    help=f"Number of cards in every deck, or 'any' for {decks.describe_deck_size(decks.ANY)}.")

banlist_option = click.option(
    "--banlist", type=PathType(dir_okay=False), callback=_load_banlist,
    metavar="FILE",
    help="File of banned cards, one a line ('#' comments); a deck playing one is refused.")

deck_rules_options = compose(deck_size_option, banlist_option)

method_option = click.option(
    "--method", type=click.Choice(METHODS), default=METHODS[0], show_default=True,
    help="Search algorithm: depth-first negamax, or retrograde analysis of the whole "
         "game graph. Both give the same exact results.")

max_life_option = click.option(
    "--max-life", type=click.IntRange(20, MAX_INT16), default=DEFAULT_MAX_LIFE,
    show_default=True, metavar="N",
    help="Life bound: positions where a player has more life are cut off. A result is "
         "reported only if it does not depend on the cut.")

max_counters_option = click.option(
    "--max-counters", type=click.IntRange(0, MAX_INT16), default=DEFAULT_MAX_COUNTERS,
    show_default=True, metavar="N",
    help="Bound on +1/+1 (or spore) counters on one permanent, like --max-life.")

max_states_option = click.option(
    "--max-states", type=click.IntRange(min=0), default=DEFAULT_MAX_STATES,
    callback=_max_states, metavar="N",
    help="Give up (result 'unknown') after this many positions; 0 for no limit.  "
         f"[default: {DEFAULT_MAX_STATES:,}]")

time_limit_option = click.option(
    "--time-limit", type=FiniteFloatRange(min=0, min_open=True), default=None,
    metavar="SECONDS", help="Give up (result 'unknown') after this many seconds.  [default: none]")

max_memory_option = click.option(
    "--max-memory", type=FiniteFloatRange(min=0.1, max=MAX_MEMORY_GIB), default=None,
    metavar="GIB",
    help="Give up (result 'unknown') rather than use more memory than this.  "
         "[default: 60% of physical memory]")

progress_option = click.option(
    "--progress/--no-progress", default=None,
    help="Show a progress bar of positions on stderr.  [default: when stderr is a "
         "terminal and the solve takes more than a second]")

solver_options = compose(method_option, max_life_option, max_counters_option,
                         max_states_option, time_limit_option, max_memory_option,
                         progress_option)


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
            from tqdm import tqdm
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

    Exit status: 0 done, 2 bad input, 1 unexpected failure.
    """


def _parse_decks(deck_a: str, deck_b: str, deck_size, banlist) -> tuple[list[str], list[str]]:
    try:
        return (decks.parse_deck(deck_a, deck_size, banlist, label="deck A"),
                decks.parse_deck(deck_b, deck_size, banlist, label="deck B"))
    except decks.DeckError as e:
        hint = "\n'3cb cards' lists the supported cards." if e.unknown else ""
        raise BadInput(f"{e}{hint}") from None


@cli.command()
@click.argument("deck_a")
@click.argument("deck_b")
@solver_options
@deck_rules_options
@json_option
def solve(deck_a, deck_b, method, max_life, max_counters, max_states, time_limit, max_memory,
          progress, deck_size, banlist, as_json):
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
    """
    names_a, names_b = _parse_decks(deck_a, deck_b, deck_size, banlist)
    _note_first_compile()
    with Progress(enabled=progress) as bar:
        result = api.solve(names_a, names_b, method=method, max_life=max_life,
                           max_counters=max_counters, max_states=max_states,
                           time_limit=time_limit, max_memory=max_memory, progress=bar)
    if as_json:
        click.echo(json.dumps(result.to_json()))
    else:
        click.echo(format_result(result))


def _note_first_compile() -> None:
    """Say on stderr why the first run is slow (never on stdout: --json stays clean),
    and compile before the solve, so that its reported time is the solve's own."""
    import engine
    if not engine.kernels_cached():
        click.echo("Compiling the solver's kernels (first run only, about two minutes)...",
                   err=True)
        from solver.tournament.worker import warm_up
        warm_up()


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

line_solver_options = compose(max_life_option, max_counters_option, max_states_option,
                              time_limit_option, max_memory_option)


def _explainer(deck_a, deck_b, deck_size, banlist, a_on_draw, max_life, max_counters,
               max_states, time_limit, max_memory):
    from solver.explain import Explainer
    names_a, names_b = _parse_decks(deck_a, deck_b, deck_size, banlist)
    _note_first_compile()
    return Explainer(names_a, names_b, a_on_play=not a_on_draw, max_life=max_life,
                     max_counters=max_counters, max_states=max_states, time_limit=time_limit,
                     max_memory=max_memory)


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
         max_memory, deck_size, banlist, as_json):
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
    from solver import report
    ex = _explainer(deck_a, deck_b, deck_size, banlist, a_on_draw, max_life, max_counters,
                    max_states, time_limit, max_memory)
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
            max_memory, deck_size, banlist, as_json):
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
    from solver import report
    ex = _explainer(deck_a, deck_b, deck_size, banlist, a_on_draw, max_life, max_counters,
                    max_states, time_limit, max_memory)
    an = ex.analyze(after=after)
    if as_json:
        click.echo(json.dumps(report.analysis_json(an)))
    else:
        click.echo(report.format_analysis(an))


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
