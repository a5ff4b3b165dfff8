"""Property-based fuzzing (Hypothesis) of the parsers of user input: deck strings
and deck files, deck sizes, banlists, entries files (text and CSV), card names.

Every input either parses to what it says or raises the project's own error
(DeckError, EntriesError, UnknownCard) with a message -- never IndexError,
KeyError, UnicodeError, csv.Error...  Below the properties, one regression
test per bug the fuzzing found, with the exact input.
"""
from __future__ import annotations

import csv
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cards.registry import UnknownCard, lookup
from fuzz_inputs import (CARD_NAMES, QUICK, clean_deck, clean_field, deck_size_text,
                         entries_text, file_bytes, messy_deck, messy_text)
from solver import decks
from solver.decks import DeckError, load_banlist, parse_deck, parse_deck_size
from solver.tournament.entries import EntriesError, load_entries, parse_entries

MAX_LINE = 2000         # a line of an error message stays readable, whatever the input


def _message_ok(e: Exception) -> None:
    msg = str(e)
    assert msg.strip() and all(len(line) < MAX_LINE for line in msg.splitlines()), msg[:300]


# ------------------------------------------------------------------ properties
@QUICK
@given(text=messy_deck(), size=st.one_of(st.sampled_from([1, 2, 3, 4, "any"]), deck_size_text))
def test_any_deck_string_parses_or_is_a_deck_error(text, size):
    try:
        cards = parse_deck(text, size, frozenset(), label="deck A")
    except DeckError as e:
        _message_ok(e)
        assert "deck A" in str(e) or "deck size" in str(e)
    else:
        assert cards and all(c in CARD_NAMES for c in cards)


@QUICK
@given(deck=clean_deck(1, 6))
def test_a_clean_deck_string_gives_its_canonical_names(deck):
    text, names = deck
    assert parse_deck(text, len(names)) == names
    if 1 <= len(names) <= 4:
        assert parse_deck(text, "any") == names


@QUICK
@given(deck=clean_deck(1, 6), extra=st.integers(1, 3))
def test_a_wrong_count_names_both_numbers(deck, extra):
    text, names = deck
    size = len(names) + extra
    if size > decks.MAX_DECK_SIZE:
        size = len(names) - extra
    if size < 1:
        return
    with pytest.raises(DeckError, match=f"deck has {len(names)} cards?; this round's decks "
                                        f"have {size} "):
        parse_deck(text, size)


@QUICK
@given(deck=clean_deck(1, 4), ban=st.sampled_from(CARD_NAMES))
def test_a_banned_card_is_named(deck, ban):
    text, names = deck
    if ban in names:
        with pytest.raises(DeckError, match=f"plays {ban}, which is banned"):
            parse_deck(text, len(names), {ban})
    else:
        assert parse_deck(text, len(names), {ban}) == names


@QUICK
@given(text=deck_size_text)
def test_any_deck_size_text_parses_or_is_a_deck_error(text):
    try:
        size = parse_deck_size(text)
    except DeckError as e:
        _message_ok(e)
        assert "deck size" in str(e)
    else:
        assert size == "any" or 1 <= size <= decks.MAX_DECK_SIZE


@QUICK
@given(n=st.integers(-100, 100))
def test_deck_size_numbers(n):
    if 1 <= n <= decks.MAX_DECK_SIZE:
        assert parse_deck_size(str(n)) == parse_deck_size(n) == n
    else:
        with pytest.raises(DeckError, match="deck size"):
            parse_deck_size(str(n))


@QUICK
@given(name=messy_text)
def test_lookup_finds_or_raises_unknown_card(name):
    try:
        card = lookup(name)
    except UnknownCard as e:
        _message_ok(e)
        assert all(s in CARD_NAMES for s in e.suggestions)
    else:
        assert card.name in CARD_NAMES


@QUICK
@given(content=file_bytes, suffix=st.sampled_from([".txt", ".deck", ""]))
def test_any_deck_file_parses_or_is_a_deck_error(tmp_path_factory, content, suffix):
    p = tmp_path_factory.mktemp("deck") / f"deck{suffix}"
    p.write_bytes(content)
    for arg in (p, str(p)):
        try:
            cards = parse_deck(arg, "any", label="deck B")
        except DeckError as e:
            _message_ok(e)
            assert "deck B" in str(e) or "deck size" in str(e)
        else:
            assert all(c in CARD_NAMES for c in cards)


@QUICK
@given(content=file_bytes)
def test_any_banlist_file_loads_or_is_a_deck_error(tmp_path_factory, content):
    p = tmp_path_factory.mktemp("ban") / "ban.txt"
    p.write_bytes(content)
    try:
        banned = load_banlist(p)
    except DeckError as e:
        _message_ok(e)
        assert "banlist" in str(e)
    else:
        assert banned <= set(CARD_NAMES)


@QUICK
@given(text=entries_text(), csv_name=st.booleans(),
       size=st.sampled_from([1, 2, 3, "any"]))
def test_any_entries_text_parses_or_is_one_entries_error(text, csv_name, size):
    path = "round.csv" if csv_name else "round.txt"
    try:
        field = parse_entries(text, path, size)
    except EntriesError as e:
        _message_ok(e)
        n_lines = len(text.splitlines())
        assert e.problems and all(line is None or 1 <= line <= n_lines
                                  for line, _ in e.problems), e.problems
        assert str(e).startswith(f"{len(e.problems)} problem")
    else:
        assert field and all(set(x.cards) <= set(CARD_NAMES) for x in field)
        assert len({x.name.lower() for x in field}) == len(field)


@QUICK
@given(content=file_bytes.map(lambda b: b"Ann: Memnite\n" + b))
def test_any_entries_file_loads_or_is_one_entries_error(tmp_path_factory, content):
    for name in ("round.txt", "round.csv"):
        p = tmp_path_factory.mktemp("entries") / name
        p.write_bytes(content)
        try:
            field = load_entries(p, "any")
        except EntriesError as e:
            _message_ok(e)
            assert str(p) in str(e)
        else:
            assert field[0].name == "Ann" and field[0].cards == ("Memnite",)


@QUICK
@given(field=clean_field())
def test_a_clean_field_gives_its_entrants_in_order(field):
    text, expected = field
    got = parse_entries(text, "round.txt", 2)
    assert [(x.name, list(x.cards)) for x in got] == expected


# ------------------------------------------- regressions: one per bug found
def test_regression_nul_in_a_file_name_is_a_deck_error():
    """os.stat/open raise ValueError (not OSError) on a NUL: it escaped _read."""
    with pytest.raises(DeckError, match="cannot read banlist file 'ban\\\\x00.txt': a file "
                                        "name cannot hold a NUL character"):
        load_banlist("ban\x00.txt")
    with pytest.raises(DeckError, match="NUL"):
        parse_deck(Path("deck\x00.txt"))
    with pytest.raises(EntriesError, match="entries file 'e\\\\x00.txt': a file name cannot "
                                           "hold a NUL"):
        load_entries("e\x00.txt")


def test_regression_a_line_past_the_csv_field_limit_is_not_a_csv_error():
    """The CSV sniffing of the first line raised csv.Error ('field larger than
    field limit (131072)') on a text file whose first line is that long."""
    line = "Ann: " + "x" * 200_000
    with pytest.raises(EntriesError) as e:
        parse_entries(line, "round.txt")
    assert e.value.problems[0][0] == 1
    msg = str(e.value)
    assert "Ann's deck: unknown or unsupported card 'xxxx" in msg
    assert "... (200,000 characters)" in msg and len(msg) < 500
    with pytest.raises(EntriesError, match="expected 'Name: Card | Card | Card', got 'yyy"):
        parse_entries("y" * 200_000, "round.txt")
    # the same in a CSV file is csv's own limit, reported on its line
    with pytest.raises(EntriesError, match=r"round.csv:2: malformed CSV: field larger"):
        parse_entries("name,card1\nAnn," + "x" * 200_000, "round.csv")
    assert csv.field_size_limit() == 131072       # the limit this test crosses


def test_regression_an_unterminated_csv_quote_is_named_on_its_line():
    """A missing closing quote swallowed the rest of the file into one cell,
    reported as an unknown card 'Memnite\\nBob,Memnite' on the wrong line."""
    text = 'name,card1\nAnn,"Memnite\nBob,Memnite\n'
    with pytest.raises(EntriesError) as e:
        parse_entries(text, "round.csv", 1)
    assert e.value.problems == [(2, "a quoted cell runs from line 2 to line 3: "
                                    "is a closing '\"' missing?")]


def test_regression_a_quoted_cell_on_one_line_still_reads():
    text = 'name,card1,card2\n"Smith, Ann","Urborg, Tomb of Yawgmoth",Memnite\n'
    (ann,) = parse_entries(text, "round.csv", 2)
    assert ann.name == "Smith, Ann" and ann.cards == ("Urborg, Tomb of Yawgmoth", "Memnite")
    assert ann.line == 2


def test_regression_long_names_are_cut_in_messages():
    """A 100,000-character name was printed whole in the message."""
    with pytest.raises(DeckError) as e:
        parse_deck("z" * 100_000 + " | Memnite | Memnite")
    assert str(e.value) == ("deck: unknown or unsupported card "
                            f"{'z' * 80!r}... (100,000 characters)")
    with pytest.raises(DeckError, match=r"not '99999.*\.\.\. \(5,000 characters\)"):
        parse_deck_size("9" * 5000)
