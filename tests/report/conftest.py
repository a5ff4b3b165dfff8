"""A 7-deck round solved once for the report tests (2-card decks, a private store).

Ivy plays a lone Island: nothing to cast, no creature.  Every deck with a
creature (Alice's Student of Warfare, Dev's Mutavault, ...) beats her on the
play and on the draw by attacking until she is dead, so Alice's cell against
Ivy is 6 points, W on the play and W on the draw, and Ivy's against Alice 0,
L and L; the lines of that pairing end with Alice winning both games.
"""
from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest
from click.testing import CliRunner

from solver.cli.main import cli

ROUND7 = """\
# seven decks: the first six of samples/round.txt and a lone Island
Alice: Plains | Student of Warfare
Bob: Island | Sleep-Cursed Faerie
Cleo: Forest | Scythe Tiger
Dev: Mox Jet | Mutavault
Eli: Dryad Arbor | Dragon Sniper
Fay: Mountain | Stromkirk Noble
Ivy: Island
"""


def run(*args):
    return CliRunner().invoke(cli, [str(a) for a in args], prog_name="3cb")


@pytest.fixture(scope="session")
def store(tmp_path_factory):
    return tmp_path_factory.mktemp("store") / "results.sqlite"


@pytest.fixture(scope="session")
def round7(tmp_path_factory, store):
    """(tables directory, report.html) of the 7-deck round."""
    d = tmp_path_factory.mktemp("round7")
    entries = d / "entries.txt"
    entries.write_text(ROUND7)
    out = d / "tables"
    r = run("roundrobin", entries, "--out", out, "--deck-size", "any", "--store", store,
            "--jobs", 1, "--quiet", "--name", "Round 7 of the test league")
    assert r.exit_code == 0, r.output
    r = run("report", out, "--quiet")
    assert r.exit_code == 0, r.output
    assert r.stdout.splitlines()[-1] == f"Report: {out / 'report.html'}"
    return out, out / "report.html"


class Page(HTMLParser):
    """The parts of a report page the tests look at: cells, links, ids and text by id."""

    def __init__(self, html: str):
        super().__init__(convert_charrefs=True)
        self.cells = []            # [class, href, title] of every td.cell of the matrix
        self.ids = {}              # id -> text inside the element
        self.scripts = 0
        self.html_class = ""
        self._open = []            # [id, tag, depth, text parts] being read
        self._depth = 0
        self._in_matrix = False
        self._td = None
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        self._depth += 1
        if tag == "html":
            self.html_class = a.get("class") or ""
        if tag == "script":
            self.scripts += 1
        if tag == "table" and "matrix" in (a.get("class") or "").split():
            self._in_matrix = True
        if self._in_matrix and tag == "td" and "cell" in (a.get("class") or "").split():
            self._td = [a.get("class"), None, None]
            self.cells.append(self._td)
        if self._in_matrix and tag == "a" and self._td is not None and self._td[1] is None:
            self._td[1], self._td[2] = a.get("href"), a.get("title")
        self.handle_data(" ")          # an element's text is a word of its own
        if "id" in a:
            self._open.append([a["id"], tag, self._depth, []])

    def handle_endtag(self, tag):
        self.handle_data(" ")
        if tag == "table":
            self._in_matrix = False
        if tag == "td":
            self._td = None
        while self._open and self._open[-1][2] >= self._depth:
            i, _, _, parts = self._open.pop()
            self.ids[i] = " ".join("".join(parts).split())
        self._depth -= 1

    def handle_data(self, data):
        for o in self._open:
            o[3].append(data)


VOID = re.compile(r"<(meta|br|hr|img|input|link)\b[^>]*>", re.I)


def parse(html: str) -> Page:
    return Page(VOID.sub("", html))      # void elements have no end tag: keep depths right
