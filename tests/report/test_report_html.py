"""`3cb report DIR` (solver/roundreport): the page of a 7-deck round read back with
html.parser -- the matrix, the links, the lines in `3cb line`'s words, the banner --
and the page's escaping, its judged marks, its metagame slot, old tables."""
from __future__ import annotations

import json
import re

import pytest
from conftest import parse, run

from solver.cli.common import EXIT_BAD_INPUT
from solver.roundreport import build_report, render_html
from solver.roundreport.source import RoundDir
from solver.tournament.fingerprint import current_fingerprint
from solver.tournament.roundinfo import ROUND_FILE

# one worker runs every test of the 7-deck round (here and in test_report_browser.py):
# the round and its report (about a minute: the lines' proofs) are built once
pytestmark = pytest.mark.xdist_group("round7")

NAMES = ["Alice", "Bob", "Cleo", "Dev", "Eli", "Fay", "Ivy"]


def test_the_round_tests_share_one_worker(request):
    """`make test` runs pytest with --dist loadgroup, so one worker builds the round;
    pytest 9.2 silently drops the groups (pytest-xdist#1386): pyproject.toml keeps
    pytest below it, and this test says so if the groups are lost again."""
    if not getattr(request.config.option, "loadgroup", False):      # set on the workers
        pytest.skip("not run with -n N --dist loadgroup")
    assert request.node.nodeid.endswith("@round7"), request.node.nodeid


def cell(page, row, col):
    """The matrix cell of `row` against `col`, by the link's title."""
    found = [c for c in page.cells if c[2] and c[2].startswith(f"{row} against {col}:")]
    assert len(found) == 1, (row, col, found)
    return found[0]


def test_the_matrix_is_the_full_square_of_49_cells(round7):
    page = parse(round7[1].read_text(encoding="utf-8"))
    assert len(page.cells) == 49
    assert sum("self" in c[0] for c in page.cells) == 7          # the diagonal: no link
    links = [c for c in page.cells if c[1]]
    assert len(links) == 42                                       # both sides of 21 pairings
    for c in links:                                               # every link lands on a pairing
        assert c[1].startswith("#pair-") and c[1][1:] in page.ids


def test_matrix_in_standings_order(round7):
    out, html = round7
    standings = [line.split(",")[1] for line in
                 (out / "standings.csv").read_text().splitlines()[1:]]
    page = parse(html.read_text(encoding="utf-8"))
    rows = []
    for c in page.cells:
        if c[2] and c[2].split(" against ")[0] not in rows:
            rows.append(c[2].split(" against ")[0])
    assert rows == standings and sorted(rows) == sorted(NAMES)


def test_a_cell_links_to_both_lines_naming_the_winner(round7):
    page = parse(round7[1].read_text(encoding="utf-8"))
    cls, href, title = cell(page, "Alice", "Ivy")
    assert "p6" in cls.split()
    assert title == "Alice against Ivy: win on the play, win on the draw, 6 points"
    cls2, href2, title2 = cell(page, "Ivy", "Alice")
    assert "p0" in cls2.split() and href2 == href
    assert title2 == "Ivy against Alice: loss on the play, loss on the draw, 0 points"
    text = page.ids[href[1:]]
    assert "Alice (A) vs Ivy (B)" in text
    assert text.count("(winner: Alice)") == 2
    assert "Alice on the play: Alice wins on turn" in text
    assert "Ivy on the play: Alice wins on turn" in text
    assert "A on the play: win for A" in text and "A on the draw: win for A" in text


def test_lines_are_the_words_of_3cb_line(round7):
    page = parse(round7[1].read_text(encoding="utf-8"))
    _, href, _ = cell(page, "Alice", "Ivy")
    text = page.ids[href[1:]]
    assert 'Same as 3cb line "Plains | Student of Warfare" "Island" --deck-size any' in text
    for extra in ([], ["--a-on-draw"]):
        r = run("line", "Plains | Student of Warfare", "Island", "--deck-size", "any", *extra)
        assert r.exit_code == 0, r.output
        assert " ".join(r.stdout.split()) in text
        assert "A wins on turn" in r.stdout


def test_banner(round7):
    out, html = round7
    page = parse(html.read_text(encoding="utf-8"))
    text = " ".join(page.ids["standings"].split())
    assert text.startswith("Standings")
    raw = html.read_text(encoding="utf-8")
    head = " ".join(re.sub(r"<[^>]+>", " ", raw.split("</header>")[0]).split())
    assert "Round 7 of the test league" in head
    assert "7 entrants · 21 pairings" in head
    assert "deck size: 1 to 4 cards" in head and "banlist: none" in head
    assert "21 proven" in head and "0 unknown" in head
    assert current_fingerprint() in head
    info = json.loads((out / ROUND_FILE).read_text())
    assert info["date"][:10] in head and info["cards_fingerprint"] in head


def test_round_json(round7):
    info = json.loads((round7[0] / ROUND_FILE).read_text())
    assert info["format"] == "threecb-round" and info["name"] == "Round 7 of the test league"
    assert info["deck_size"] == "any" and info["banlist"] == [] and info["groups"] == 1
    assert [e["name"] for e in info["entrants"]] == NAMES
    assert info["entrants"][0] == {"name": "Alice", "cards": ["Plains", "Student of Warfare"],
                                   "group": 1}
    assert info["fingerprint"] == current_fingerprint()


def test_deck_sections_and_worst_matchup(round7):
    page = parse(round7[1].read_text(encoding="utf-8"))
    ivy = [t for i, t in page.ids.items() if i.startswith("deck-") and t.startswith("Ivy")]
    assert len(ivy) == 1
    ivy = ivy[0]
    assert "Island ({T}: Add {U}.)" in ivy                 # the card and its Oracle text
    assert "Worst matchup: against" in ivy and "(0 points)" in ivy
    for other in NAMES[:-1]:
        assert other in ivy                       # a result row against every other deck
    assert "winner:" in ivy.split("Worst matchup")[1]


def test_self_contained(round7):
    raw = round7[1].read_text(encoding="utf-8")
    assert "<style>" in raw and "<link" not in raw
    assert not re.search(r'(src|href)\s*=\s*"(https?:)?//', raw)
    assert "@import" not in raw and "url(" not in raw


def test_groups_and_old_tables(round7, store, tmp_path):
    entries = round7[0].parent / "entries.txt"
    out = tmp_path / "grouped"
    r = run("roundrobin", entries, "--out", out, "--deck-size", "any", "--store", store,
            "--groups", "2", "--quiet", "--format", "json")
    assert r.exit_code == 0, r.output
    (out / ROUND_FILE).unlink()                   # tables from before round.json existed
    r = run("report", out, "--quiet", "--no-lines", "--store", store)
    assert r.exit_code == 0, r.output
    raw = (out / "report.html").read_text(encoding="utf-8")
    page = parse(raw)
    assert "Group 1" in page.ids["standings"] and "Group 2" in page.ids["standings"]
    assert len(page.cells) == 49
    # groups 1 (Alice, Cleo, Eli, Ivy) and 2 (Bob, Dev, Fay): 4x3 + 3x4 cells between them
    assert sum("none" in c[0] for c in page.cells) == 24
    assert "No round.json in the directory" in raw
    assert "made with <code>--no-lines</code>" in raw


EVIL = '<script>alert(1)</script> & "x"'


def test_names_are_escaped(tmp_path, store):
    entries = tmp_path / "evil.txt"
    entries.write_text(f"{EVIL}: Memnite\nBo & <b>Co</b>: Plains\nO'Neil \"Q\": Island\n")
    out = tmp_path / "t"
    r = run("roundrobin", entries, "--out", out, "--deck-size", "any", "--store", store,
            "--quiet", "--name", '</title><script>alert(2)</script>')
    assert r.exit_code == 0, r.output
    r = run("report", out, "--quiet")
    assert r.exit_code == 0, r.output
    raw = (out / "report.html").read_text(encoding="utf-8")
    assert raw.count("<script") == 1 and "alert(1)</script>" not in raw
    assert "<b>Co" not in raw and "</title><script>" not in raw
    assert "&lt;script&gt;alert(1)&lt;/script&gt; &amp; &#34;x&#34;" in raw
    page = parse(raw)
    assert len(page.cells) == 9
    # Memnite (a 1/1 for nothing) beats a lone Plains both ways
    assert cell(page, EVIL, "Bo & <b>Co</b>")[2].endswith("win on the draw, 6 points")
    assert f"{EVIL} (A) vs Bo & <b>Co</b> (B)" in page.ids["pair-0"]
    assert f"(winner: {EVIL})" in page.ids["pair-0"]


def _dir(rows, standings):
    return RoundDir(path=__import__("pathlib").Path("x"), info=None, pairings=rows,
                    standings=standings)


def _row(a, b, on_play, on_draw, pa, pb, **extra):
    return {"group": 1, "entrant_a": a, "entrant_b": b, "deck_a": "Plains", "deck_b": "Island",
            "a_on_play": on_play, "a_on_draw": on_draw, "points_a": pa, "points_b": pb,
            "states": None, "seconds": None, "reasons": {}, **extra}


def _stand(name, rank, points):
    return dict(group=1, rank=rank, entrant=name, deck="Plains", points=points, game_wins=0,
                draws=0, losses=0, pairings_unknown=0)


def test_judged_and_needs_a_judge_marks():
    rows = [_row("P", "Q", "win", "draw", 4, 1, status="judged"),
            _row("P", "R", "unknown", "unknown", None, None, status="needs a judge",
                 reasons={"a_on_play": "Black Lotus is not supported"}),
            _row("Q", "R", "unknown", "win", None, None,
                 reasons={"a_on_play": "reached --max-states 5"}),
            _row("Q", "S", "needs a judge", "needs a judge", None, None),   # no status column
            _row("R", "S", "win", "win", 6, 0)]
    data = build_report(_dir(rows, [_stand("P", 1, 4), _stand("Q", 2, 1), _stand("R", 3, 0),
                                    _stand("S", 4, 0)]))
    assert data["banner"]["counts"] == {"solved": 1, "judged": 1, "needs a judge": 2,
                                        "unknown": 1, "missing": 0}
    assert [e["status"] for e in data["pairings"]] == ["judged", "needs a judge", "unknown",
                                                       "needs a judge", "solved"]
    raw = render_html(data)
    page = parse(raw)
    p_q = cell(page, "P", "Q")
    assert "p4" in p_q[0] and p_q[2].endswith("(judged)")
    assert cell(page, "P", "R")[2].endswith("(needs a judge)")
    assert '<i class="mark" title="judged">J</i>' in raw
    assert '<i class="mark" title="needs a judge">⚖</i>' in raw
    assert "1 judged" in " ".join(re.sub(r"<[^>]+>", " ", raw).split())
    assert "A on the play: Black Lotus is not supported" in raw
    assert "A on the play: reached --max-states 5" in raw


def test_metagame_slot():
    rows = [_row("P", "Q", "win", "win", 6, 0)]
    st = [_stand("P", 1, 6), _stand("Q", 2, 0)]
    assert 'id="metagame"' not in render_html(build_report(_dir(rows, st)))
    meta = {"rows": [{"entrant": "P <&>", "weight": 1.0, "value": 6.0},
                     {"entrant": "Q", "weight": 0.0, "value": 0.0}], "note": None}
    raw = render_html(build_report(_dir(rows, st), metagame=meta))
    page = parse(raw)
    assert "P <&> 100.0% 6.00" in page.ids["metagame"] and "6.00" in page.ids["metagame"]


def test_unknown_pairings_say_why(tmp_path):
    """pairings.csv has no reasons: the report finds them in the round's store."""
    entries = tmp_path / "e.txt"
    entries.write_text("Ann: Memnite\nBob: Plains\n")
    out, store = tmp_path / "t", tmp_path / "s.sqlite"
    r = run("roundrobin", entries, "--out", out, "--deck-size", "any", "--store", store,
            "--max-states", 3, "--quiet", "--jobs", 1)
    assert r.exit_code == 0, r.output
    r = run("report", out, "--quiet")                # the store named in round.json
    assert r.exit_code == 0, r.output
    assert r.stdout.startswith("2 entrants, 1 pairings (0 proven, 1 not), 0 lines.")
    raw = (out / "report.html").read_text(encoding="utf-8")
    text = " ".join(re.sub(r"<[^>]+>", " ", raw).split())
    assert "0 proven" in text and "1 unknown" in text
    why = "state budget: more than --max-states 3 positions"
    assert f"Ann vs Bob : unknown (A on the play: {why}; A on the draw: {why})" in text
    page = parse(raw)
    assert "pu" in cell(page, "Ann", "Bob")[0].split()
    assert f"No line: {why}" in page.ids["pair-0"]


def test_bad_directory(tmp_path):
    r = run("report", tmp_path / "nowhere")
    assert r.exit_code == EXIT_BAD_INPUT and r.stderr.startswith("Error: ")
    assert "is not a directory" in r.stderr
    r = run("report", tmp_path)
    assert r.exit_code == EXIT_BAD_INPUT and "no pairings.csv or pairings.json" in r.stderr
    (tmp_path / "pairings.csv").write_text("who,what\nx,y\n")
    (tmp_path / "standings.csv").write_text("rank,entrant,deck,points\n1,x,Plains,0\n")
    r = run("report", tmp_path)
    assert r.exit_code == EXIT_BAD_INPUT and "lacks the column(s) entrant_a" in r.stderr
    assert "Traceback" not in r.output


def test_the_round_report_shows_its_metagame(round7):
    """`3cb report` puts `3cb metagame`'s equilibrium on the page: the shares sum
    to 100% and every entrant of the round has a row."""
    from solver.cli.metagame import read_round
    from solver.tournament.metagame import metagame
    rows, order = read_round(round7[0])
    mg = metagame(rows, order)
    page = parse(round7[1].read_text(encoding="utf-8"))
    text = page.ids["metagame"]
    assert abs(sum(d["weight"] for d in mg["decks"]) - 1) < 1e-9
    for d in mg["decks"]:
        assert d["entrant"] in text
        assert f"{100 * d['weight']:.1f}%" in text
