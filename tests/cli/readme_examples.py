"""The README's console examples: found, run and compared (used by test_readme.py).

An example is a ``$ 3cb ...`` line in a ```` ```console ```` block (a block may
be indented, e.g. inside a list item) and the lines under it up to the next
``$`` line or the end of the block: what the command prints.  A command may
end with ``< FILE``: the file is its standard input.  That is stdout
when the command succeeds and stderr (the "Error: ..." message) when it
fails, as a terminal shows it (progress bars and notes on stderr aside).

In the expected output a line ``...`` stands for any number of lines.  What
truly varies is masked on both sides, and nothing else: seconds ("in 0.9 s",
"seconds": 0.294) and the directory of the default result store (the README
shows /home/me/.cache).  A block right after the line
``<!-- slow: not run by the tests -->`` is not run (its text must say why).
"""
from __future__ import annotations

import re
import shlex
from dataclasses import dataclass
from pathlib import Path

from click.testing import CliRunner

from solver.cli.main import cli

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
SLOW = "<!-- slow: not run by the tests -->"
ELLIPSIS = "..."
README_CACHE = "/home/me/.cache"      # the XDG_CACHE_HOME the README's outputs show

_SECONDS = [(re.compile(r"\b\d+\.\d+ s\b"), "<seconds> s"),
            (re.compile(r'"seconds": \d+(\.\d+)?'), '"seconds": <seconds>')]


@dataclass(frozen=True)
class Example:
    line: int                 # README line of the `$ ` command (1-based)
    command: str              # the command as written, without the '$ '
    output: tuple[str, ...]   # the lines shown under it
    slow: bool

    @property
    def args(self) -> list[str]:
        words = shlex.split(self.command)
        assert words[0] == "3cb", f"README:{self.line}: not a 3cb command: {self.command}"
        return words[1:words.index("<")] if "<" in words else words[1:]

    @property
    def stdin(self) -> str | None:
        """The file given as standard input (`3cb ... < FILE`), None if none."""
        words = shlex.split(self.command)
        return words[words.index("<") + 1] if "<" in words else None


def examples(text: str | None = None) -> list[Example]:
    """Every console example of the README (or of `text`), in order."""
    lines = (README.read_text(encoding="utf-8") if text is None else text).splitlines()
    found: list[Example] = []
    i = 0
    while i < len(lines):
        fence = lines[i].lstrip()
        if not fence.startswith("```console"):
            i += 1
            continue
        indent = len(lines[i]) - len(fence)
        before = [x.strip() for x in lines[:i] if x.strip()]
        slow = bool(before) and before[-1] == SLOW
        i += 1
        current = None
        while i < len(lines) and not lines[i].strip().startswith("```"):
            body = lines[i][indent:] if lines[i][:indent].strip() == "" else lines[i]
            if body.startswith("$ "):
                if current:
                    found.append(Example(*current, slow))
                current = (i + 1, body[2:].strip(), ())
            elif current:
                current = (current[0], current[1], current[2] + (body.rstrip(),))
            i += 1
        if current:
            found.append(Example(*current, slow))
        i += 1
    return found


def file_excerpts(text: str | None = None) -> list[tuple[int, str, tuple[str, ...]]]:
    """(line, file, lines) of the README's ```text blocks that quote a file of the
    repository: their first line is '# FILE', the rest are lines of that file."""
    lines = (README.read_text(encoding="utf-8") if text is None else text).splitlines()
    out = []
    for i, line in enumerate(lines):
        if line.strip() == "```text" and i + 1 < len(lines) and lines[i + 1].startswith("# "):
            name = lines[i + 1][2:].strip()
            body = []
            for x in lines[i + 2:]:
                if x.strip().startswith("```"):
                    break
                body.append(x.rstrip())
            out.append((i + 2, name, tuple(body)))
    return out


def mask(lines, cache_dir: str | None = None) -> list[str]:
    """The lines with what truly varies masked: seconds, the store's directory."""
    out = []
    for line in lines:
        if cache_dir:
            line = line.replace(cache_dir, README_CACHE)
        for pattern, repl in _SECONDS:
            line = pattern.sub(repl, line)
        out.append(line.rstrip())
    return out


def matches(expected, got) -> bool:
    """Do the lines `got` match `expected`, where a line '...' stands for any lines?"""
    expected, got = list(expected), list(got)
    if not expected:
        return not got
    head = expected[0]
    if head.strip() == ELLIPSIS:
        return any(matches(expected[1:], got[k:]) for k in range(len(got) + 1))
    return bool(got) and got[0] == head and matches(expected[1:], got[1:])


@dataclass(frozen=True)
class Run:
    exit_code: int
    lines: list[str]          # stdout on success, stderr on failure, masked


def run(example: Example, cache_dir: Path) -> Run:
    """Run the example's command in-process in the current directory, the default
    result store under `cache_dir`."""
    text_in = Path(example.stdin).read_text(encoding="utf-8") if example.stdin else None
    r = CliRunner().invoke(cli, example.args, prog_name="3cb", input=text_in,
                           env={"XDG_CACHE_HOME": str(cache_dir)})
    text = r.stdout if r.exit_code == 0 else r.stderr
    return Run(r.exit_code, mask(text.splitlines(), str(cache_dir)))


def mismatch(example: Example, got: Run) -> str | None:
    """None if `got` is what the README shows under `example`, else a report."""
    expected = mask(example.output)
    if matches(expected, got.lines):
        return None
    return (f"README.md:{example.line}: $ {example.command}\n"
            f"--- the README shows\n" + "\n".join(expected) +
            f"\n--- the command prints now (exit status {got.exit_code})\n" +
            "\n".join(got.lines))
