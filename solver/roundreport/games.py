"""The optimal line of each game of a round, in the words of `3cb line`.

One Explainer per game (solver/explain/lines.py), its text by
solver/explain/report.py's `format_line`: the report shows exactly what
`3cb line DECK_A DECK_B [--a-on-draw]` prints.  Games of the same two decks
(entrants sharing a deck) are explained once.
"""
from __future__ import annotations

from solver.decks import ANY, DEFAULT_DECK_SIZE
from solver.explain.lines import Explainer
from solver.explain.report import format_line
from solver.search.table import V_WIN0, V_WIN1


def _deck(text: str) -> tuple[str, ...]:
    return tuple(c.strip() for c in text.split("|") if c.strip())


def command(deck_a: str, deck_b: str, a_on_play: bool) -> str:
    """The `3cb line` command that prints the same line."""
    sizes = {len(_deck(deck_a)), len(_deck(deck_b))}
    rules = ("" if sizes == {DEFAULT_DECK_SIZE} else
             f" --deck-size {sizes.pop()}" if len(sizes) == 1 else f" --deck-size {ANY}")
    return f'3cb line "{deck_a}" "{deck_b}"' + ("" if a_on_play else " --a-on-draw") + rules


class Games:
    """Lines on demand, cached by (deck A, deck B, A on the play)."""

    def __init__(self, *, max_life=None, max_counters=None, max_states=None, time_limit=None,
                 max_memory=None, work_dir=None):
        self.bounds = {k: v for k, v in (("max_life", max_life), ("max_counters", max_counters),
                                         ("max_states", max_states), ("time_limit", time_limit),
                                         ("max_memory", max_memory), ("work_dir", work_dir))
                       if v is not None}
        self.cache: dict[tuple, dict] = {}

    def line(self, deck_a: str, deck_b: str, a_on_play: bool) -> dict:
        """{"result": win/draw/loss/unknown for A, "winner": "A"/"B"/None,
        "end_turn", "text": format_line's text, "command"}."""
        key = (_deck(deck_a), _deck(deck_b), a_on_play)
        if key not in self.cache:
            try:
                ex = Explainer(list(key[0]), list(key[1]), a_on_play=a_on_play, **self.bounds)
                try:
                    ln = ex.line()
                    entry = {"result": ln.result,
                             "winner": {V_WIN0: "A", V_WIN1: "B"}.get(ln.value),
                             "end_turn": ln.end_turn if ln.decisions else None,
                             "text": format_line(ln)}
                finally:
                    ex.close()
            except (ValueError, KeyError) as e:        # a card this version does not know
                entry = {"result": "unknown", "winner": None, "end_turn": None,
                         "text": f"No line: {e}"}
            self.cache[key] = {**entry, "command": command(deck_a, deck_b, a_on_play)}
        return self.cache[key]
