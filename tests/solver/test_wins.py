"""--method wins (the default): two searches, "can A force a win?" then "can B?"
(docs/RULES.md, "Two searches of one player's win").  Expected verdicts were
reasoned out by hand before running; the method is compared with negamax, the
search of exact values, on random pairings."""
import threading

import pytest

from cards.registry import matchup_tables
from engine import ops
from engine.game import initial_state
from engine.state import H_RESULT
from solver import api
from solver.api import solve
from matchup_kit import random_pairing
from solver.search.store import SearchStopped, Store
from solver.search.table import V_DRAW, V_WIN0, V_WIN1


# ---- 1. the store's scoring of a draw ---------------------------------------------
@pytest.mark.parametrize("target, expected", [(-1, V_DRAW), (0, V_WIN1), (1, V_WIN0)])
def test_a_drawn_end_scores_for_the_other_player(target, expected):
    # a position whose game has ended in a draw: exact search, a draw; searching
    # for A's win, B's; searching for B's win, A's
    t = matchup_tables(["Memnite"])
    s = initial_state(t, [t.card_id("Memnite")], [t.card_id("Memnite")], 0)
    s[H_RESULT] = ops.R_DRAW
    st = Store(L=s.shape[0], target=target)
    try:
        assert st.value(st.add(s)) == expected
    finally:
        st.close()


# ---- 2. which questions are asked ----------------------------------------------------
def _asked(monkeypatch):
    """Record (target, games, bound value) of every search a solve runs."""
    calls = []
    real = api._Searches.run

    def run(self, bound_value, games=(0, 1), target=-1):
        calls.append((target, tuple(games), bound_value))
        return real(self, bound_value, games, target)
    monkeypatch.setattr(api._Searches, "run", run)
    return calls


def test_a_game_a_wins_asks_nothing_of_b(monkeypatch):
    # Savannah Lions attacks for 2 each turn and B (an Island) has nothing: A wins
    # both games, proven by A's search alone, which meets no bound
    calls = _asked(monkeypatch)
    r = solve(["Plains", "Savannah Lions"], ["Island"])
    assert (r.a_on_play, r.a_on_draw, r.reasons) == ("win", "win", {})
    assert calls == [(0, (0, 1), V_WIN1)]


def test_a_game_b_wins_asks_both(monkeypatch):
    # the same pairing seen from the other side: A cannot win, B's search proves B's
    calls = _asked(monkeypatch)
    r = solve(["Island"], ["Plains", "Savannah Lions"])
    assert (r.a_on_play, r.a_on_draw, r.reasons) == ("loss", "loss", {})
    assert calls == [(0, (0, 1), V_WIN1), (1, (0, 1), V_WIN0)]


def test_a_draw_is_a_game_neither_wins(monkeypatch):
    # one 1/1 each: an attack into the untapped Memnite is blocked and both die, so
    # neither player can force damage through: draw / draw, both questions asked
    calls = _asked(monkeypatch)
    r = solve(["Memnite"], ["Memnite"])
    assert (r.a_on_play, r.a_on_draw, r.reasons) == ("draw", "draw", {})
    assert [c[0] for c in calls] == [0, 1]
    assert r.method == "wins" and r.states > 0


def test_the_student_mirror_by_both_methods():
    # Student of Warfare mirror: the dipplestix field's largest pairing, draw / draw;
    # the two searches store a fraction of what the exact search stores
    deck = ["Plains", "Student of Warfare"]
    w = solve(deck, deck)
    n = solve(deck, deck, method="negamax")
    assert (w.a_on_play, w.a_on_draw) == (n.a_on_play, n.a_on_draw) == ("draw", "draw")
    assert w.states < n.states


# ---- 3. bounds ------------------------------------------------------------------------
def test_a_bound_decides_one_game_only(monkeypatch):
    # Sheltered Valley gains B 1 life in each of B's upkeeps once it is in play.
    # A on the play: Lions attacks from A's second turn, before B's first gain (B's
    # first upkeep comes before its Valley is played), so B goes 20, 18, 19, 17, ...
    # and never passes 20: A wins whatever lies past the bound (A not attacking lets
    # B pass it, but A need not).  A on the draw: B's Valley is in play at B's second
    # upkeep, before the Lions can attack: B goes to 21 in every line, past
    # --max-life 20, so who wins depends on the bound: unknown, naming it.
    calls = _asked(monkeypatch)
    r = solve(["Plains", "Savannah Lions"], ["Sheltered Valley"], max_life=20)
    assert r.a_on_play == "win"
    assert r.a_on_draw == "unknown" and "--max-life 20" in r.reasons["a_on_draw"]
    assert list(r.reasons) == ["a_on_draw"]
    # A's search scored against A, then again for A where it found no win: A wins
    # there, so the game depends on the bound.  B is not searched: scored against
    # B, the bound makes it the game A just won
    assert calls == [(0, (0, 1), V_WIN1), (0, (1,), V_WIN0)]
    n = solve(["Plains", "Savannah Lions"], ["Sheltered Valley"], max_life=20,
              method="negamax")
    assert (n.a_on_play, n.a_on_draw) == (r.a_on_play, r.a_on_draw)


# ---- 4. a search stopped after the first question ------------------------------------
def test_a_stopped_search_keeps_the_games_already_proven(monkeypatch):
    # the Sheltered Valley pairing above: A's first search proves the game on the
    # play; the second search (A's, for the game on the draw) is stopped: the game on
    # the play keeps its win, the other is unknown with the reason of the stop
    real = api._Searches.run
    seen = []

    def run(self, bound_value, games=(0, 1), target=-1):
        seen.append(target)
        if len(seen) == 2:
            raise SearchStopped("time limit reached", 5)
        return real(self, bound_value, games, target)
    monkeypatch.setattr(api._Searches, "run", run)
    r = solve(["Plains", "Savannah Lions"], ["Sheltered Valley"], max_life=20)
    assert r.a_on_play == "win" and r.a_on_draw == "unknown"
    assert r.reasons == {"a_on_draw": "time limit reached"}
    assert r.points_a is None and r.states > 5     # the first search's and the 5


# ---- 5. against the search of exact values, on random pairings -----------------------
def _random_pair(seed):
    return random_pairing(7000 + seed)


@pytest.mark.parametrize("seed", range(40))
def test_wins_equals_negamax_on_random_pairings(seed):
    a, b = _random_pair(seed)
    n = solve(a, b, method="negamax", max_states=300_000)
    if any(not why.startswith("bound") for why in n.reasons.values()):
        pytest.skip(f"{a} vs {b}: too large for the quick comparison")
    w = solve(a, b, max_states=300_000)
    assert (w.a_on_play, w.a_on_draw) == (n.a_on_play, n.a_on_draw), (a, b)
    assert w.reasons.keys() == n.reasons.keys(), (a, b)


# ---- 6. the two questions side by side (--threads 2) ----------------------------------
@pytest.mark.parametrize("a, b, kw", [
    (["Plains", "Savannah Lions"], ["Island"], {}),              # win / win
    (["Island"], ["Plains", "Savannah Lions"], {}),              # loss / loss
    (["Memnite"], ["Memnite"], {}),                              # draw / draw
    (["Plains", "Savannah Lions"], ["Sheltered Valley"], {"max_life": 20}),  # win / unknown
])
def test_side_by_side_gives_the_same_verdicts(a, b, kw):
    one = solve(a, b, **kw)
    two = solve(a, b, threads=2, **kw)
    assert (two.a_on_play, two.a_on_draw, two.reasons) == (one.a_on_play, one.a_on_draw,
                                                           one.reasons)


def test_side_by_side_on_a_draw_searches_the_same_positions():
    # neither player wins a game of the Student mirror: no search is cancelled, and
    # each searches both games one after the other as well
    deck = ["Plains", "Student of Warfare"]
    one = solve(deck, deck)
    two = solve(deck, deck, threads=2)
    assert (two.a_on_play, two.a_on_draw, two.states) == ("draw", "draw", one.states)


def _wins_threads_alive():
    return [t.name for t in threading.enumerate() if t.name.startswith("3cb-wins")]


def _question_failing(monkeypatch, player, error):
    """api._question, but player's raises error (the other's runs as it is)."""
    real = api._question

    def question(run, p, games, won):
        if p == player:
            raise error
        return real(run, p, games, won)
    monkeypatch.setattr(api, "_question", question)


def test_side_by_side_a_fault_in_one_search_stops_both_and_is_raised(monkeypatch):
    # a fault (not a limit) in A's question: B's search is stopped, both threads end,
    # and the fault reaches the caller, never a verdict
    _question_failing(monkeypatch, 0, ValueError("a fault in A's search"))
    with pytest.raises(ValueError, match="a fault in A's search"):
        solve(["Plains", "Student of Warfare"], ["Plains", "Student of Warfare"], threads=2)
    assert _wins_threads_alive() == []


def test_side_by_side_a_thread_that_cannot_start_stops_the_one_started(monkeypatch):
    # B's thread fails to start: A's, already running, is stopped and joined, and
    # the error reaches the caller
    real = threading.Thread

    class Thread(real):
        def start(self):
            if self.name == "3cb-wins-B":
                raise RuntimeError("can't start new thread")
            super().start()
    monkeypatch.setattr(threading, "Thread", Thread)
    with pytest.raises(RuntimeError, match="can't start new thread"):
        solve(["Plains", "Student of Warfare"], ["Plains", "Student of Warfare"], threads=2)
    assert _wins_threads_alive() == []


def test_side_by_side_keeps_what_the_other_search_proved(monkeypatch):
    # A's search stopped by a limit; B's, beside it, proves B wins both games of Island
    # against Savannah Lions: loss / loss stands, and the stopped search's positions
    # are counted
    _question_failing(monkeypatch, 0, SearchStopped("time limit reached", 11))
    r = solve(["Island"], ["Plains", "Savannah Lions"], threads=2)
    assert (r.a_on_play, r.a_on_draw, r.reasons) == ("loss", "loss", {})
    assert r.states > 11
    monkeypatch.undo()
    _question_failing(monkeypatch, 1, SearchStopped("time limit reached", 11))
    # the other way round: B's search stopped, A's proves A's wins
    r = solve(["Plains", "Savannah Lions"], ["Island"], threads=2)
    assert (r.a_on_play, r.a_on_draw, r.reasons) == ("win", "win", {})
    # and a draw needs both answers: unknown, with the reason of the stop
    r = solve(["Memnite"], ["Memnite"], threads=2)
    assert (r.a_on_play, r.a_on_draw) == ("unknown", "unknown")
    assert r.reasons == {"a_on_play": "time limit reached", "a_on_draw": "time limit reached"}
