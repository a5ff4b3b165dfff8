"""Entries files (solver/tournament/entries.py): both formats, every error case.

No solving here: every test is instant.
"""
from __future__ import annotations

import pytest

from solver.tournament.entries import EntriesError, deck_key, load_entries, parse_entries


def problems(text, path="round.txt", **kw) -> list[tuple[int | None, str]]:
    with pytest.raises(EntriesError) as e:
        parse_entries(text, path, **kw)
    assert str(e.value).startswith(f"{len(e.value.problems)} problem")
    return e.value.problems


# ------------------------------------------------------------- text format
def test_text_format_with_comments_blank_lines_and_any_case():
    text = """# round 12

Alice: Mountain | Stromkirk Noble | Lightning Bolt
  Bob :  plains|savannah lions | Swords to Plowshares   # trailing comment
"""
    a, b = parse_entries(text)
    assert (a.name, a.cards, a.line) == ("Alice", ("Mountain", "Stromkirk Noble", "Lightning Bolt"), 3)
    assert (b.name, b.cards, b.line) == ("Bob", ("Plains", "Savannah Lions", "Swords to Plowshares"), 4)
    assert b.deck == ("Plains", "Savannah Lions", "Swords to Plowshares")
    assert a.deck_text == "Mountain | Stromkirk Noble | Lightning Bolt"


def test_the_same_cards_in_another_order_are_the_same_deck():
    a, b = parse_entries("A: Forest | Scythe Tiger\nB: Scythe Tiger | forest\n", deck_size=2)
    assert a.deck == b.deck == deck_key(["Scythe Tiger", "Forest"]) == ("Forest", "Scythe Tiger")
    assert a.cards != b.cards       # as written, for the tables


def test_name_may_hold_spaces_and_apostrophes():
    (e,) = parse_entries("Jo O'Hara jr.: Memnite\n", deck_size=1)
    assert e.name == "Jo O'Hara jr."


# -------------------------------------------------------------- CSV format
def test_csv_format_with_quotes_and_empty_cells(tmp_path):
    p = tmp_path / "round.csv"
    p.write_text('name,card1,card2,card3\n'
                 '"Smith, Ann",Mountain,Lightning Bolt,\n'
                 '# a comment line\n'
                 '\n'
                 'Bob,Plains,Savannah Lions,Swords to Plowshares\n')
    a, b = load_entries(p, deck_size="any")
    assert (a.name, a.cards, a.line) == ("Smith, Ann", ("Mountain", "Lightning Bolt"), 2)
    assert (b.name, b.cards, b.line) == ("Bob", ("Plains", "Savannah Lions", "Swords to Plowshares"), 5)


def test_csv_detected_by_its_header_and_more_card_columns():
    text = "Name,Card1,Card2,Card3,Card4\nA,Memnite,Memnite,Memnite,Memnite\n"
    (a,) = parse_entries(text, "entries", deck_size=4)
    assert a.cards == ("Memnite",) * 4


def test_csv_errors_with_line_numbers():
    text = ("name,card1,card2\n"
            "A,Memnite,Plains\n"
            "B,Memnite,Plains,Island\n"       # 3: too many cells
            ",Memnite,Plains\n"               # 4: no name
            "C,,\n"                           # 5: no cards
            "a,Memnite,Plains\n"              # 6: duplicate of A
            "D,Memnit,Plains\n")              # 7: unknown card
    got = problems(text, "f.csv", deck_size=2)
    assert [line for line, _ in got] == [3, 4, 5, 6, 7]
    assert "4 cells but the header has 3" in got[0][1]
    assert "no name" in got[1][1]
    assert "C has no cards" in got[2][1]
    assert "duplicate name 'a' (first on line 2)" in got[3][1]
    assert "'Memnit'" in got[4][1] and "Memnite" in got[4][1]


def test_csv_bad_header():
    got = problems("name,cards\nA,Memnite\n", "f.csv", deck_size=1)
    assert got[0][0] == 1 and "name,card1,card2" in got[0][1]


# ------------------------------------------------- every error, all at once
def test_every_problem_reported_at_once_with_file_and_line(tmp_path):
    ban = frozenset({"Lightning Bolt"})
    text = """# header comment
Alice: Mountain | Stromkirk Noble | Lightning Bolt
Bob Plains | Savannah Lions | Swords to Plowshares
: Memnite | Memnite | Memnite
alice: Memnite | Memnite | Memnite
Cleo: Memnite | Memnit | Mox Jett
Dan: Memnite | Memnite
Eve: Memnite || Memnite
Fay:
Gus: Memnite | Memnite | Memnite
"""
    p = tmp_path / "round.txt"
    p.write_text(text)
    with pytest.raises(EntriesError) as e:
        load_entries(p, deck_size=3, banlist=ban)
    got = e.value.problems
    assert [line for line, _ in got] == [2, 3, 4, 5, 6, 7, 8, 9]
    msgs = dict(got)
    assert "Lightning Bolt, which is banned" in msgs[2]
    assert "no ':' after the name" in msgs[3]
    assert "no name before ':'" in msgs[4]
    assert "duplicate name 'alice' (first on line 2)" in msgs[5]
    assert "2 unknown or unsupported cards" in msgs[6] and "'Mox Jett'" in msgs[6]
    assert "has 2 cards; this round's decks have 3" in msgs[7]
    assert "empty card name" in msgs[8]
    assert "Fay has no cards" in msgs[9]
    text_of_error = str(e.value)
    assert f"{p}:2: " in text_of_error and f"{p}:9: " in text_of_error
    assert text_of_error.startswith("8 problems in the entries file, nothing was solved")


def test_empty_and_missing_files(tmp_path):
    assert "no entrants" in problems("# nothing\n\n")[0][1]
    with pytest.raises(EntriesError, match="entries file not found"):
        load_entries(tmp_path / "nope.txt")
    with pytest.raises(EntriesError, match="it is a directory"):
        load_entries(tmp_path)
    bad = tmp_path / "bin.txt"
    bad.write_bytes(b"\xff\xfe\x00A")
    with pytest.raises(EntriesError, match="not UTF-8"):
        load_entries(bad)


def test_deck_size_any_allows_one_to_four_cards():
    es = parse_entries("A: Memnite\nB: Memnite | Memnite | Memnite | Memnite\n", deck_size="any")
    assert [len(e.cards) for e in es] == [1, 4]
    assert "has 5 cards" in problems("A: " + " | ".join(["Memnite"] * 5), deck_size="any")[0][1]


def test_many_problems_are_capped_in_the_message():
    text = "\n".join(f"P{i} Memnite" for i in range(80))
    with pytest.raises(EntriesError) as e:
        parse_entries(text)
    assert len(e.value.problems) == 80
    assert "... and 30 more problems" in str(e.value)
