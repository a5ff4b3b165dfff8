"""What every `3cb` command shares: the options (defined once, so that every
command that takes e.g. --deck-size spells and documents it the same way), deck
parsing with the CLI's error, and the first-run compile note.
"""
from __future__ import annotations

import math
import os
import tempfile

import click

import engine
from solver import decks
from solver.api import METHODS, warm_up
from solver.cli.group import (EXIT_BAD_INPUT, EXIT_FAILURE, EXIT_INTERRUPTED,  # noqa: F401
                              EXIT_OK, TRACEBACK_ENV)                          # (re-exported)
from solver.defaults import DEFAULT_MAX_COUNTERS, DEFAULT_MAX_LIFE, DEFAULT_MAX_STATES

MAX_INT16 = 32767            # life and counters live in int16 state slots
MAX_MEMORY_GIB = 2.0 ** 20   # --max-memory above a pebibyte is a typo


class BadInput(click.ClickException):
    """Input that cannot be used: printed as "Error: ..." with exit status 2."""
    exit_code = EXIT_BAD_INPUT


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


def _work_dir(ctx, param, value):
    """An existing directory where a file can really be made (click checks the
    permissions; a read-only file system or a full disk is found by trying)."""
    if value is None:
        return None
    try:
        tempfile.TemporaryDirectory(prefix="3cb-check-", dir=value).cleanup()
    except OSError as e:
        raise click.BadParameter(f"cannot make files in {decks.quote(value)}: "
                                 f"{e.strerror or e}", ctx=ctx, param=param) from None
    return os.path.abspath(value)


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
    help="Search algorithm. wins: two depth-first searches, 'can A force a win?' and "
         "'can B?' (a draw is a game neither wins); by far the fastest on large drawn "
         "pairings. negamax: one search of every position's exact win, draw or loss. "
         "retrograde: analysis of the whole game graph. All three give the same exact "
         "results.")

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
    help="Give up (result 'unknown') after a search has stored this many positions (each "
         "search of a solve has its own store); 0 for no limit.  "
         f"[default: {DEFAULT_MAX_STATES:,}]")

time_limit_option = click.option(
    "--time-limit", type=FiniteFloatRange(min=0, min_open=True), default=None,
    metavar="SECONDS", help="Give up (result 'unknown') after this many seconds.  [default: none]")

max_memory_option = click.option(
    "--max-memory", type=FiniteFloatRange(min=0.1, max=MAX_MEMORY_GIB), default=None,
    metavar="GIB",
    help="Give up (result 'unknown') rather than use more memory than this.  "
         "[default: 60% of physical memory]")

work_dir_option = click.option(
    "--work-dir", type=PathType(exists=True, file_okay=False, writable=True),
    callback=_work_dir, default=None, metavar="DIR",
    help="Keep the positions in files under DIR (a temporary subdirectory, removed at "
         "the end) instead of in memory: slower once they outgrow RAM, but limited by "
         "the disk's free space rather than by RAM or --max-memory.  [default: in memory]")


def usable_cores() -> int:
    """The cores this process may run on (its affinity where the system says)."""
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def _threads(ctx, param, value):
    """More threads than cores is allowed but slower: a helper waiting for work spins
    on its core, taking turns with the search there.  Say so, once, on stderr."""
    cores = usable_cores()
    if value > cores:
        click.echo(f"Warning: --threads {value} is more than the {cores} core"
                   f"{'s' if cores != 1 else ''} this process may use: the solve will be "
                   f"slower than with --threads {cores}.", err=True)
    return value


threads_option = click.option(
    "--threads", type=click.IntRange(1, 64), default=1, show_default=True, metavar="N",
    callback=_threads,
    help="Threads for one solve.  wins: the two questions searched side by side (the "
         "same verdicts; the one answered first then helps the other).  negamax: N - 1 helpers build positions' children ahead of the "
         "search (the same search, positions and verdicts, sooner).  "
         "More than the machine's cores only slows it down.")

progress_option = click.option(
    "--progress/--no-progress", default=None,
    help="Show a progress bar of positions on stderr.  [default: when stderr is a "
         "terminal and the solve takes more than a second]")

line_solver_options = compose(max_life_option, max_counters_option, max_states_option,
                              time_limit_option, max_memory_option,
                              work_dir_option)          # 3cb line, analyze, report, play

solver_options = compose(method_option, max_life_option, max_counters_option,
                         max_states_option, time_limit_option, max_memory_option,
                         work_dir_option, threads_option, progress_option)


def parse_deck(text: str, deck_size, banlist, label: str) -> list[str]:
    """A deck from the command line; bad input is a BadInput (exit status 2)."""
    try:
        return decks.parse_deck(text, deck_size, banlist, label=label)
    except decks.DeckError as e:
        hint = "\n'3cb cards' lists the supported cards." if e.unknown else ""
        raise BadInput(f"{e}{hint}") from None


def parse_decks(deck_a: str, deck_b: str, deck_size, banlist) -> tuple[list[str], list[str]]:
    return (parse_deck(deck_a, deck_size, banlist, "deck A"),
            parse_deck(deck_b, deck_size, banlist, "deck B"))


def note_first_compile() -> None:
    """Say on stderr why the first run is slow (never on stdout: --json stays clean),
    and compile before the solve, so that its reported time is the solve's own."""
    if not engine.kernels_cached():
        click.echo("Compiling the solver's kernels (first run only, several minutes)...",
                   err=True)
        warm_up()
