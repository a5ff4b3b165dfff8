"""Hypothesis strategies for user input: card names, deck strings, deck sizes,
banlists and entries files, valid and broken (used by test_fuzz_parsers.py and
test_fuzz_cli.py).

Each "clean" strategy yields the text and what a parser must make of it; the
other strategies mix valid pieces with the characters that break parsers:
separators, quotes, comment marks, NUL, lone surrogates (a non-UTF-8 byte on
the command line), line breaks of every kind, and plain random text.
"""
from __future__ import annotations

import os

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from cards.registry import all_cards

CARD_NAMES = [c.name for c in all_cards()]
# quick: bounded examples, no deadline (the first call may import or compile);
# THREECB_FUZZ_EXAMPLES=5000 fuzzes deeper by hand
_DEEP = int(os.environ.get("THREECB_FUZZ_EXAMPLES", "0"))
QUICK = settings(max_examples=_DEEP or 150, deadline=None, database=None,
                 suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                        HealthCheck.filter_too_much])
CLI_QUICK = settings(QUICK, max_examples=_DEEP or 40)

NASTY = ["|", "||", " | ", "\n", "\r\n", "\r", ":", "#", ",", '"', "'", "\u2019", " ", "\t",
         "\x00", "\udcff", "\ufeff", "\u2028", "\x0b", "\x1c", "/", "./", "..", ".txt",
         "any", "ANY", "-1", "0", "3", "1e3", "name", "name,card1,card2,card3", "--help"]

valid_name = st.sampled_from(CARD_NAMES)


@st.composite
def spelled_name(draw) -> tuple[str, str]:
    """(a way of writing a supported card's name, its canonical name): any case,
    either apostrophe, extra spaces."""
    name = draw(valid_name)
    text = name
    if draw(st.booleans()):
        text = "".join(c.upper() if draw(st.booleans()) else c.lower() for c in text)
    if draw(st.booleans()):
        text = text.replace("'", "\u2019")
    pad = st.sampled_from(["", " ", "  ", "\t"])
    return draw(pad) + text.replace(" ", draw(st.sampled_from([" ", "  "]))) + draw(pad), name


def _mangled(name: str, i: int) -> str:
    """`name` with one character dropped (a near miss)."""
    i %= len(name)
    return name[:i] + name[i + 1:]


piece = st.one_of(
    valid_name,
    st.builds(_mangled, valid_name, st.integers(0, 40)),
    st.sampled_from(NASTY),
    st.text(max_size=6),
)
# any text made of the pieces above: most of it broken, some of it valid
messy_text = st.lists(piece, max_size=10).map("".join)


@st.composite
def clean_deck(draw, min_cards=1, max_cards=6) -> tuple[str, list[str]]:
    """(a deck string, its canonical names): '|' with any spacing, or one card a line."""
    cards = draw(st.lists(spelled_name(), min_size=min_cards, max_size=max_cards))
    sep = draw(st.sampled_from([" | ", "|", "  |  ", "\n", "\n\n"]))
    return sep.join(t for t, _ in cards), [n for _, n in cards]


@st.composite
def messy_deck(draw) -> str:
    """A deck string that may be broken anywhere: empty names, unknown cards,
    separators at the ends, nasty characters, a path that does not exist."""
    parts = draw(st.lists(st.one_of(valid_name, piece), max_size=7))
    seps = draw(st.lists(st.sampled_from(["|", " | ", "||", "\n", ""]),
                         min_size=len(parts), max_size=len(parts)))
    return "".join(p + s for p, s in zip(parts, seps))


deck_size_text = st.one_of(
    st.sampled_from(["any", "ANY", " any ", "1", "2", "3", "4", "5", "6", " 3 ", "+3"]),
    st.integers(-10, 20).map(str),
    st.sampled_from(["", "0", "7", "three", "3.0", "1e1", "9" * 5000, "\x00", "\udcff", "--json"]),
    messy_text,
)


@st.composite
def entries_line(draw) -> str:
    """One line of a text entries file, valid or broken."""
    kind = draw(st.sampled_from(["entrant", "entrant", "no colon", "no name", "comment",
                                 "blank", "messy"]))
    name = draw(st.sampled_from(["Ann", "Bob", "ann", "Cat", "Dan Smith", "Zoë", "O'Neil"]))
    deck = draw(st.one_of(st.lists(valid_name, min_size=1, max_size=4).map(" | ".join),
                          messy_deck().map(lambda d: d.replace("\n", " "))))
    return {"entrant": f"{name}: {deck}", "no colon": f"{name} {deck}", "no name": f": {deck}",
            "comment": f"# {deck}", "blank": "", "messy": draw(messy_text)}[kind]


@st.composite
def entries_csv_line(draw) -> str:
    """One line of a CSV entries file, valid or broken (quotes included)."""
    cells = draw(st.lists(st.one_of(valid_name, piece), min_size=1, max_size=6))
    quoted = [f'"{c}"' if draw(st.booleans()) else c for c in cells]
    return ",".join(quoted)


@st.composite
def entries_text(draw) -> str:
    """The text of an entries file: text format or CSV, valid or broken."""
    if draw(st.booleans()):
        lines = draw(st.lists(entries_line(), max_size=6))
    else:
        header = draw(st.sampled_from(["name,card1,card2,card3", "name,card1", "Name,Card1,Card2",
                                       "name", "name,card2", "name,card1,card2,card3,card4,card5"]))
        lines = [header] + draw(st.lists(entries_csv_line(), max_size=5))
    end = draw(st.sampled_from(["\n", "\r\n", ""]))
    return "\n".join(lines) + end


@st.composite
def clean_field(draw) -> tuple[str, list[tuple[str, list[str]]]]:
    """(a valid text entries file of 2-card decks, its (name, canonical cards) in order)."""
    decks = draw(st.lists(st.lists(spelled_name(), min_size=2, max_size=2), min_size=1,
                          max_size=5))
    field = [(f"Player {i}", [n for _, n in cards]) for i, cards in enumerate(decks, 1)]
    lines = [f"{name}: {' | '.join(t for t, _ in cards)}" for (name, _), cards in
             zip(field, decks)]
    comment = draw(st.sampled_from(["", "# a round\n", "\n\n"]))
    return comment + "\n".join(lines) + "\n", field


file_bytes = st.one_of(
    st.binary(max_size=200),
    messy_text.map(lambda t: t.encode("utf-8", "surrogatepass")),
    st.lists(st.one_of(valid_name, piece), max_size=6).map(
        lambda p: "\n".join(p).encode("utf-8", "surrogatepass")),
)
