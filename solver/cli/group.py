"""The `3cb` group: exit statuses, errors as one "Error: ..." message, and the
commands loaded on demand.

This module imports click and nothing of the solver: `3cb --version` and
`3cb --help` must not pay for numba and the card pool (about half a second,
issue #10).  A command's module is imported when the command is run (or its
own --help asked for); the group's help lists each command from the one-line
summary it is registered with (tests/cli/test_startup.py checks that every
summary is its command's own).
"""
from __future__ import annotations

import gc
import importlib
import os
import sys
import traceback

import click

EXIT_OK, EXIT_FAILURE, EXIT_BAD_INPUT, EXIT_INTERRUPTED = 0, 1, 2, 130
TRACEBACK_ENV = "THREECB_TRACEBACK"
# click >= 8.2 raises this for a bare `3cb`; it shows the help, not an error
_NO_ARGS_IS_HELP = getattr(click.exceptions, "NoArgsIsHelpError", ())


class Group(click.Group):
    """A click group whose errors are one "Error: ..." message and an exit status.

    Click itself would print the usage before the error and a traceback for
    anything unexpected; here every failure is a message on stderr.
    """

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


def import_for_good(module: str):
    """importlib.import_module without the cyclic garbage collector, then
    frozen out of it (gc.freeze).  What a command's import makes (numba, the
    cards, the kernels' dispatchers) lives as long as the process: the
    collections that the import would trigger, and every later one that would
    walk those objects again, are about 0.1 s of a fresh `3cb solve` (issue #10)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        return importlib.import_module(module)
    finally:
        gc.freeze()
        if enabled:
            gc.enable()


class LazyGroup(Group):
    """A Group whose commands are named, not imported: `lazy` maps a command's
    name to ("package.module:attribute", its one-line summary).  The module is
    imported the first time the command is looked up; the summary stands in
    for the command's short help in the group's --help until then."""

    def __init__(self, *args, lazy: dict[str, tuple[str, str]] | None = None, **kw):
        super().__init__(*args, **kw)
        self.lazy = dict(lazy or {})

    def list_commands(self, ctx) -> list[str]:
        return sorted({*super().list_commands(ctx), *self.lazy})

    def get_command(self, ctx, name):
        if name not in self.commands and name in self.lazy:
            module, _, attr = self.lazy[name][0].partition(":")
            self.add_command(getattr(import_for_good(module), attr), name)
        return super().get_command(ctx, name)

    def format_commands(self, ctx, formatter) -> None:
        """click's listing, with the summary of a command not imported yet."""
        names = [n for n in self.list_commands(ctx) if not self._loaded_and_hidden(n)]
        if not names:
            return
        limit = formatter.width - 6 - max(len(n) for n in names)    # as click computes it
        rows = [(n, self.commands[n].get_short_help_str(limit) if n in self.commands
                 else click.Command(n, help=self.lazy[n][1]).get_short_help_str(limit))
                for n in names]
        with formatter.section("Commands"):
            formatter.write_dl(rows)

    def _loaded_and_hidden(self, name: str) -> bool:
        return name in self.commands and self.commands[name].hidden
