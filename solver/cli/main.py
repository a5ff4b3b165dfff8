"""The ``3cb`` command line: solve a 3 Card Blind pairing and list the supported
cards (solver/cli/solve.py), show its proof (line, analyze: solver/cli/proof.py),
solve and tabulate a whole round (roundrobin, export, gauntlet: solver/cli/tournament.py),
the metagame of a round (solver/cli/metagame.py), its HTML report
(solver/cli/report.py), play against perfect play (solver/cli/play.py).

    3cb solve "Mountain | Stromkirk Noble | Lightning Bolt" \\
              "Plains | Savannah Lions | Swords to Plowshares"
    3cb cards
    3cb roundrobin samples/round.txt --out tables --deck-size 2   (solver/cli/tournament.py)

Exit status: 0 when the command did its job (an 'unknown' result included),
2 for bad input (an unknown card, a wrong deck size, a banned card, a bad
option), 1 for an unexpected failure, 130 when interrupted.  Errors are one
message on stderr starting with "Error: ", never a traceback (set
THREECB_TRACEBACK=1 to see the traceback of an unexpected failure).

The options every command shares are in solver/cli/common.py; the group, its
exit statuses and error handling in solver/cli/group.py.  This module imports
no command: each is imported when it runs (COMMANDS), so that `3cb --version`
and `3cb --help` start in a tenth of a second (issue #10).
"""
from __future__ import annotations

import gc

import click

from solver.cli.group import LazyGroup

# name -> (where the command is, its one-line summary for `3cb --help`; the
# summary is the first sentence of the command's docstring: a test checks it)
COMMANDS = {
    "solve": ("solver.cli.solve:solve",
              "Solve the pairing of DECK_A against DECK_B exactly."),
    "cards": ("solver.cli.solve:cards",
              "List the cards the solver supports, one name a line."),
    "line": ("solver.cli.proof:line",
             "Show the game of DECK_A against DECK_B under perfect play."),
    "analyze": ("solver.cli.proof:analyze",
                "List every legal action at a decision with its value and distance."),
    "roundrobin": ("solver.cli.tournament:roundrobin",
                   "Solve every pairing of the field in ENTRIES and write its tables to DIR."),
    "export": ("solver.cli.tournament:export",
               "Write the tables of the field in ENTRIES from the result store alone."),
    "gauntlet": ("solver.cli.tournament:gauntlet",
                 "Solve DECK against every entrant of ENTRIES, best results first."),
    "metagame": ("solver.cli.metagame:metagame",
                 "The Nash equilibrium of the field whose tables are in DIR."),
    "report": ("solver.cli.report:report",
               "Write the HTML report of the round whose tables are in DIR."),
    "play": ("solver.cli.play:play",
             "Play DECK_A or DECK_B against perfect play, one decision at a time."),
}


@click.group(cls=LazyGroup, lazy=COMMANDS, name="3cb",
             context_settings={"help_option_names": ["-h", "--help"]})
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


def main() -> None:
    """The ``3cb`` console script.

    The group always ends the process (sys.exit).  On the way out every object
    is frozen out of the cyclic garbage collector: the interpreter's shutdown
    runs several full collections, and over numba's and the kernels' objects
    they cost about 0.25 s of a 1 s `3cb solve` (issue #10).  Shutdown is the
    same otherwise (atexit handlers, module teardown, stdout flushed); objects
    kept alive only by a cycle are not finalized, which Python never promises
    at exit anyway.
    """
    try:
        cli.main()
    finally:
        gc.freeze()


if __name__ == "__main__":
    main()
