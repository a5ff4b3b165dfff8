"""Property-based fuzzing (Hypothesis) of the inputs of a round played with
--partial: entries files with unsupported cards, and verdicts files.  Every input
parses to what it says or raises the project's own error (EntriesError,
VerdictsError) with its lines -- never csv.Error, IndexError, KeyError..."""
from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from fuzz_inputs import CARD_NAMES, QUICK, entries_text, file_bytes, piece
from solver.tournament.entries import EntriesError, parse_entries
from solver.tournament.field import DECIDED, Field
from solver.tournament.verdicts import HEADER, VerdictsError, load_verdicts, parse_verdicts

MAX_LINE = 2000
FIELD = Field(tuple(parse_entries("Ann: Memnite\nBob: Plains\nCat: Goblin Guide\n", "e.txt",
                                  "any", partial=True)))
names = st.sampled_from(["Ann", "bob", "CAT", "Zed", "", "Ann "])
results = st.sampled_from(["win", "Draw", "LOSS", "won", "", "unknown"])


@st.composite
def verdicts_text(draw) -> str:
    head = draw(st.sampled_from([",".join(HEADER), "entrant_a,entrant_b", "", "# c"]))
    rows = draw(st.lists(st.one_of(
        st.tuples(names, names, results, results).map(",".join),
        st.lists(st.one_of(names, results, piece), max_size=6).map(",".join),
        st.sampled_from(["# a comment", "", '"Ann,Bob,win,win', "Ann,\"Bob\",win,loss"])),
        max_size=6))
    return "\n".join([head] + rows) + draw(st.sampled_from(["\n", "\r\n", ""]))


def _ok(e: Exception, n_lines: int) -> None:
    msg = str(e)
    assert msg.strip() and all(len(line) < MAX_LINE for line in msg.splitlines()), msg[:300]
    assert e.problems and all(line is None or 1 <= line <= n_lines for line, _ in e.problems)


@QUICK
@given(text=entries_text(), size=st.sampled_from([1, 2, 3, "any"]))
def test_any_entries_text_with_partial_parses_or_is_one_entries_error(text, size):
    try:
        field = parse_entries(text, "round.txt", size, partial=True)
    except EntriesError as e:
        _ok(e, max(len(text.splitlines()), 1))
    else:
        for x in field:
            assert set(x.cards) - set(x.unsupported) <= set(CARD_NAMES)
            assert not set(x.unsupported) & set(CARD_NAMES)


@QUICK
@given(text=verdicts_text())
def test_any_verdicts_text_parses_or_is_one_verdicts_error(text):
    try:
        verdicts = parse_verdicts(text, FIELD, "v.csv")
    except VerdictsError as e:
        _ok(e, max(len(text.splitlines()), 1))
        assert str(e).startswith(f"{len(e.problems)} problem")
    else:
        pairings = {(a.name, b.name) for _, a, b in FIELD.pairings()}
        for key, v in verdicts.items():
            assert key in pairings and key == (v.entrant_a, v.entrant_b)
            assert v.a_on_play in DECIDED and v.a_on_draw in DECIDED


@QUICK
@given(content=file_bytes.map(lambda b: ",".join(HEADER).encode() + b"\n" + b))
def test_any_verdicts_file_loads_or_is_a_verdicts_error(tmp_path_factory, content):
    p = tmp_path_factory.mktemp("verdicts") / "v.csv"
    p.write_bytes(content)
    try:
        load_verdicts(p, FIELD)
    except VerdictsError as e:
        assert str(p) in str(e) and str(e).strip()


def test_regression_a_line_past_the_csv_field_limit_is_named():
    text = ",".join(HEADER) + "\nAnn,Bob,win,win\nAnn," + "x" * 200_000 + "\n"
    try:
        parse_verdicts(text, FIELD, "v.csv")
    except VerdictsError as e:
        assert e.problems[0][0] == 3 and "malformed CSV: field larger" in e.problems[0][1]
    else:
        raise AssertionError("no VerdictsError")
