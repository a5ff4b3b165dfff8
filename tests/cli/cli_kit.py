"""What the command-line tests share: running `3cb` in-process, and the check that
bad input is refused with one message and exit status 2.  Imported by module name
(``from cli_kit import run, bad``): pytest puts the test file's folder on sys.path."""
from click.testing import CliRunner

from solver.cli.common import EXIT_BAD_INPUT
from solver.cli.main import cli


def run(*args):
    """`3cb ARGS...` in this process (arguments may be paths or numbers)."""
    return CliRunner().invoke(cli, [str(a) for a in args], prog_name="3cb")


def bad(*args) -> str:
    """Run a command that must be refused as bad input; its error message."""
    r = run(*args)
    assert r.exit_code == EXIT_BAD_INPUT == 2, (r.exit_code, r.output)
    assert r.stderr.startswith("Error: "), r.stderr
    assert "Traceback" not in r.output
    assert r.stdout == ""
    return r.stderr
