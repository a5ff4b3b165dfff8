"""The README's console examples really run and print what the README shows
(tests/cli/readme_examples.py finds, runs and compares them).

The examples run in order, in a scratch directory holding the repository's
samples/, with the default result store in a fresh XDG_CACHE_HOME: the second
`3cb roundrobin samples/round.txt` finds the first one's results in the store,
as the README says.  A mismatch shows both outputs: if the program changed on
purpose, copy what it prints now into the README.
"""
from __future__ import annotations

import pytest

import readme_examples as rx

EXAMPLES = rx.examples()


def test_the_readme_has_its_examples():
    commands = [e.command for e in EXAMPLES]
    assert len(EXAMPLES) >= 10
    assert commands[0] == ('3cb solve "Mountain | Stromkirk Noble | Lightning Bolt" '
                           '"Plains | Savannah Lions | Swords to Plowshares"')
    assert "3cb roundrobin samples/bad-round.txt --out tables" in commands
    assert all(e.output for e in EXAMPLES), "an example without output"
    # the slow ones (not run) are few
    assert sum(e.slow for e in EXAMPLES) <= 2


def test_the_readme_console_examples_print_what_it_shows(tmp_path, monkeypatch):
    work = tmp_path / "work"
    work.mkdir()
    (work / "samples").symlink_to(rx.ROOT / "samples")
    monkeypatch.chdir(work)
    cache = tmp_path / "cache"
    problems = []
    for example in EXAMPLES:
        if example.slow:
            continue
        report = rx.mismatch(example, rx.run(example, cache))
        if report:
            problems.append(report)
    assert not problems, "\n\n".join(problems)
    assert (cache / "threecb" / "results.sqlite").exists()       # the default store
    assert (work / "tables" / "standings.csv").exists()


def test_the_readme_quotes_the_sample_files_as_they_are():
    excerpts = rx.file_excerpts()
    assert [name for _, name, _ in excerpts] == ["samples/round.txt"]
    for line, name, body in excerpts:
        lines = [x.rstrip() for x in (rx.ROOT / name).read_text().splitlines()]
        assert rx.matches([rx.ELLIPSIS, *body, rx.ELLIPSIS], lines), f"README.md:{line}: {name}"


# ------------------------------------------------- the helper itself
SAMPLE = """\
Some text.

```console
$ 3cb solve A B
line one
Solved exactly: 1,234 states in 0.9 s (negamax)
$ 3cb cards --json
{"seconds": 0.294, "states": 6424}
```

- a list item:

  ```console
  $ 3cb roundrobin x --out t
  Error: it went wrong
  ...
  the last line
  ```

<!-- slow: not run by the tests -->
```console
$ 3cb roundrobin "big field.txt" --out tables
12 entrants
```
"""


def test_examples_are_found_with_their_output_dedented():
    ex = rx.examples(SAMPLE)
    assert [(e.line, e.command, e.slow) for e in ex] == [
        (4, "3cb solve A B", False), (7, "3cb cards --json", False),
        (14, "3cb roundrobin x --out t", False),
        (22, '3cb roundrobin "big field.txt" --out tables', True)]
    assert ex[0].output == ("line one", "Solved exactly: 1,234 states in 0.9 s (negamax)")
    assert ex[2].output == ("Error: it went wrong", "...", "the last line")
    assert ex[3].args == ["roundrobin", "big field.txt", "--out", "tables"]


def test_only_seconds_and_the_store_directory_are_masked():
    shown = rx.mask(rx.examples(SAMPLE)[0].output)
    assert rx.matches(shown, rx.mask(["line one",
                                      "Solved exactly: 1,234 states in 12.5 s (negamax)"]))
    # a different number of states is a mismatch
    assert not rx.matches(shown, rx.mask(["line one",
                                          "Solved exactly: 1,235 states in 0.9 s (negamax)"]))
    assert rx.mask(['{"seconds": 3.1, "states": 6424}']) == rx.mask(
        rx.examples(SAMPLE)[1].output)
    assert rx.mask(["store (/tmp/x/threecb/results.sqlite)"], "/tmp/x") == [
        "store (/home/me/.cache/threecb/results.sqlite)"]


@pytest.mark.parametrize("got,ok", [
    (["Error: it went wrong", "the last line"], True),
    (["Error: it went wrong", "a", "b", "the last line"], True),
    (["Error: it went wrong", "a", "b"], False),
    (["Error: it went wrong", "the last line", "more"], False),
    (["the last line"], False),
])
def test_an_ellipsis_stands_for_any_lines(got, ok):
    assert rx.matches(["Error: it went wrong", "...", "the last line"], got) is ok


def test_an_example_may_take_a_file_as_standard_input():
    ex = rx.examples("```console\n$ 3cb play Memnite Plains --deck-size 1 < samples/x.txt\nout\n```\n")
    assert ex[0].args == ["play", "Memnite", "Plains", "--deck-size", "1"]
    assert ex[0].stdin == "samples/x.txt"
    assert rx.examples("```console\n$ 3cb cards\nMemnite\n```\n")[0].stdin is None
