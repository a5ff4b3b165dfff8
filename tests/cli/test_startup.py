"""The `3cb` group loads a command only when it runs (solver/cli/group.py, issue #10):
`3cb --version` and `3cb --help` import neither numba nor the card pool, and the
group's help reads exactly as if every command had been imported."""
import json
import subprocess
import sys
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from solver.cli.group import Group, LazyGroup
from solver.cli.main import COMMANDS, cli

ROOT = Path(__file__).resolve().parents[2]
HEAVY = ("numba", "numpy", "scipy", "tqdm", "cards.registry", "solver.api", "solver.cli.common")

PROBE = """
import json, sys
from solver.cli.main import main
sys.argv = ["3cb", *json.loads(sys.argv[1])]
try:
    main()
except SystemExit as e:
    status = e.code
print(json.dumps([status, sorted(sys.modules)]), file=sys.stderr)
"""


def imported_by(*args) -> tuple[int, set[str]]:
    """The exit status of `3cb ARGS` in a fresh process and the modules it imported."""
    r = subprocess.run([sys.executable, "-c", PROBE, json.dumps(args)], cwd=ROOT,
                       capture_output=True, text=True, timeout=300)
    status, modules = json.loads(r.stderr.strip().splitlines()[-1])
    return status, set(modules)


@pytest.mark.parametrize("args", [["--version"], ["--help"], []])
def test_version_and_help_import_no_solver(args):
    status, modules = imported_by(*args)
    assert status == (0 if args else status)     # a bare `3cb` shows the help, status 0 or 2
    heavy = sorted(m for m in modules if any(m == h or m.startswith(h + ".") for h in HEAVY))
    assert heavy == []


def test_a_command_imports_only_its_module():
    status, modules = imported_by("metagame", "--help")
    assert status == 0
    assert "solver.cli.metagame" in modules
    assert not {"solver.cli.solve", "solver.cli.proof", "solver.cli.tournament",
                "solver.cli.play", "solver.cli.report"} & modules


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_each_summary_is_its_commands_own(name):
    where, summary = COMMANDS[name]
    cmd = cli.get_command(click.Context(cli), name)
    assert cmd is not None and cmd.name == name, where
    assert cmd.get_short_help_str(10 ** 6) == summary


def _help(group) -> str:
    r = CliRunner().invoke(group, ["--help"], prog_name="3cb", terminal_width=80)
    assert r.exit_code == 0, r.output
    return r.output


def test_the_group_help_is_the_eager_groups():
    lazy = LazyGroup(name="3cb", lazy=COMMANDS, help=cli.help)
    eager = Group(name="3cb", help=cli.help)
    for name in COMMANDS:
        eager.add_command(cli.get_command(click.Context(cli), name), name)
    assert _help(lazy) == _help(eager)
    assert not lazy.commands            # listed from the summaries: nothing imported


GC_PROBE = """
import gc, json, sys
from solver.cli.main import main
sys.argv = ["3cb", *json.loads(sys.argv[1])]
before = gc.get_freeze_count()
try:
    main()
except SystemExit as e:
    status = e.code
print(json.dumps([status, before, gc.get_freeze_count(), gc.isenabled()]), file=sys.stderr)
"""


def test_the_process_ends_with_its_objects_frozen_out_of_the_gc():
    """main() freezes (gc.freeze) what the command imported and, on the way out,
    everything: the shutdown's full collections are skipped; the collector stays on."""
    r = subprocess.run([sys.executable, "-c", GC_PROBE, json.dumps(["cards"])], cwd=ROOT,
                       capture_output=True, text=True, timeout=300)
    status, before, after, enabled = json.loads(r.stderr.strip().splitlines()[-1])
    assert status == 0 and before == 0 and after > 0 and enabled
    assert "Mountain" in r.stdout.splitlines()


def test_a_fresh_solve_prints_its_whole_json():
    r = subprocess.run([sys.executable, "-m", "solver.cli", "solve", "Memnite", "Memnite",
                        "--deck-size", "1", "--json"], cwd=ROOT, capture_output=True, text=True,
                       timeout=600)
    assert r.returncode == 0, r.stderr
    doc = json.loads(r.stdout)
    assert doc["deck_a"] == doc["deck_b"] == ["Memnite"]
    assert doc["a_on_play"] in ("win", "draw", "loss")
