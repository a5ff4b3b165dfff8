"""The proof of a verdict: distances, lines, alternatives, words, replays.

Lines of hand-analysed matchups are checked step by step; the reasoning is
beside each test.  Distances are compared with a slow, obviously correct
reference (below) on random graphs and on real matchups.
"""
import json
import random
import re
from pathlib import Path

import numpy as np
import pytest

from cards.registry import all_cards, default_tables
from engine import ops
from engine import layout
from engine import state as S
from engine.game import Game
from solver.search import distance as D
from solver.explain.lines import Explainer
from engine.words import action_text
from solver.explain.report import (format_analysis, format_line, line_json, replay_json,
                           replay_states)
from solver.search.retrograde import propagate
from solver.search.table import V_DRAW, V_UNKNOWN, V_WIN0, V_WIN1

ROOT = Path(__file__).resolve().parents[2]


# ------------------------------------------------------- the reference distances
def reference(n, terminal_value, mover, kids, weight):
    """Values and distances by the definition, iterated to a fixed point:
    a terminal is 0; a position won by its mover is w + the least distance of a
    child won by that player; a lost one is w + the greatest distance of its
    children once every child is known to win for the opponent.  Starting from
    "nothing known", every pass can only prove more or shorten a distance, so
    the loop ends at the least fixed point (positions won/lost within k, for
    every k).  Undecided positions are draws."""
    val = list(terminal_value)
    dist = [0 if terminal_value[u] not in (V_UNKNOWN, V_DRAW) else None for u in range(n)]
    changed = True
    while changed:
        changed = False
        for u in range(n):
            if terminal_value[u] != V_UNKNOWN:
                continue
            mw = V_WIN0 if mover[u] == 0 else V_WIN1
            ml = V_WIN1 if mover[u] == 0 else V_WIN0
            wins = [dist[c] for c in kids[u] if val[c] == mw and dist[c] is not None]
            if wins:
                new = (mw, weight[u] + min(wins))
            elif kids[u] and all(val[c] == ml and dist[c] is not None for c in kids[u]):
                new = (ml, weight[u] + max(dist[c] for c in kids[u]))
            else:
                continue
            if (val[u], dist[u]) != new:
                val[u], dist[u] = new
                changed = True
    return [v if v != V_UNKNOWN else V_DRAW for v in val], dist


def random_graph(rng, n):
    terminal_value = [V_UNKNOWN] * n
    for u in rng.sample(range(n), max(1, n // 5)):
        terminal_value[u] = rng.choice([V_WIN0, V_WIN1, V_DRAW])
    mover = [rng.randrange(2) for _ in range(n)]
    kids = [[] if terminal_value[u] != V_UNKNOWN else
            [rng.randrange(n) for _ in range(rng.randint(1, 4))] for u in range(n)]
    weight = [rng.choice([1, 1, 1, 5]) for _ in range(n)]
    return terminal_value, mover, kids, weight


def fast(n, terminal_value, mover, kids, weight):
    value = np.array(terminal_value, dtype=np.int8)
    mv = np.array(mover, dtype=np.int8)
    estart = np.zeros(n, dtype=np.int64)
    ecount = np.array([len(k) for k in kids], dtype=np.int32)
    estart[1:] = np.cumsum(ecount)[:-1]
    edges = np.array([c for k in kids for c in k] or [0], dtype=np.int32)
    propagate(n, value, mv, estart, ecount, edges)
    dist = np.full(n, D.NO_DISTANCE, dtype=np.int64)
    term = np.array([v != V_UNKNOWN for v in terminal_value])
    D.distances(np.arange(n), term, value, mv, estart, ecount, edges,
                np.array(weight), dist)
    return [int(v) for v in value], [None if d < 0 else int(d) for d in dist]


@pytest.mark.parametrize("seed", range(40))
def test_distances_equal_reference_on_random_graphs(seed):
    rng = random.Random(seed)
    g = random_graph(rng, rng.randint(2, 40))
    n = len(g[0])
    assert fast(n, *g) == reference(n, *g)


def _full_graph(deck_a, deck_b, first=0):
    """Every position of a small matchup, by brute force in Python."""
    g = Game(deck_a, deck_b, first=first)
    ids = {g.s.tobytes(): 0}
    states = [g.s.copy()]
    kids = []
    k = 0
    while k < len(states):
        s = states[k]
        row = []
        if s[S.H_RESULT] == ops.R_ONGOING:
            g.s = s.copy()
            for a in g.legal_actions():
                g.s = s.copy()
                g.apply(a)
                key = g.s.tobytes()
                if key not in ids:
                    ids[key] = len(states)
                    states.append(g.s.copy())
                row.append(ids[key])
        kids.append(row)
        k += 1
    tv = [{ops.R_ONGOING: V_UNKNOWN, ops.R_WIN0: V_WIN0, ops.R_WIN1: V_WIN1,
           ops.R_DRAW: V_DRAW}[int(s[S.H_RESULT])] for s in states]
    mover = [int(s[S.H_PRIO]) for s in states]
    w = [int(x) for x in D.weights(np.array(states))]
    return states, tv, mover, kids, w


@pytest.mark.parametrize("a,b", [(["Plains", "Savannah Lions"], ["Island"]),
                                 (["Memnite"], ["Mountain"]),
                                 (["Mountain", "Lightning Bolt"], ["Memnite"])])
def test_distances_of_real_matchups_equal_reference(a, b):
    states, tv, mover, kids, w = _full_graph(a, b)
    n = len(states)
    assert fast(n, tv, mover, kids, w) == reference(n, tv, mover, kids, w)
    val, dist = reference(n, tv, mover, kids, w)
    ex = Explainer(a, b, tables=default_tables())     # the tables of the Game's states
    for u in range(0, n, max(1, n // 60)):
        v = ex.oracle.value(states[u])
        assert v == val[u]
        d = ex.oracle.distance(states[u], v)
        assert (None if d < 0 else d) == dist[u]


# ------------------------------------------------------------- hand-analysed lines
def _real(ln):
    return [(d, d.choices[d.taken]) for d in ln.decisions if d.real]


def _texts(ln):
    return [action_text(d.state, np.array(c.action), ln.ex.t) for d, c in _real(ln)]


def test_lions_against_nothing_fastest_win():
    # A: Plains + Savannah Lions on the play, B: an Island.  The fastest win casts
    # the Lions on turn 1 (sick), attacks on turns 3, 5, ..., 21: ten attacks of 2.
    # Casting it any later (a slower winning line that the search also proves)
    # would end on turn 23 or later: the shown line must be the fast one.
    ln = Explainer(["Plains", "Savannah Lions"], ["Island"]).line()
    assert ln.result == "win" and ln.exact
    t = _texts(ln)
    assert t[0] == "A plays Plains"
    assert t[1] == "A casts Savannah Lions, paying with Plains"
    assert t.count("A attacks with Savannah Lions") == 10
    assert ln.end_turn == 21
    turns, _ = D.split(ln.distance)
    assert turns == 21
    text = format_line(ln)
    assert "A wins on turn 21 (A's 11th turn): B's life is 0." in text
    assert "B loses 2 life (18)" in text


def test_lions_on_the_draw_wins_one_turn_later():
    # The same, B starting: A's turns are the even ones, so turn 22.
    ln = Explainer(["Plains", "Savannah Lions"], ["Island"], a_on_play=False).line()
    assert ln.result == "win" and ln.end_turn == 22


def test_every_winning_move_of_the_line_is_the_fastest():
    # The shortest-win property decision by decision: the winner's move has the
    # least distance among its winning moves, the loser's the greatest.
    ln = Explainer(["Mountain", "Lightning Bolt", "Memnite"], ["Island"]).line()
    assert ln.result == "win"
    for d, c in _real(ln):
        ds = [x.distance for x in d.choices if x.value == c.value]
        assert c.distance == (min(ds) if c.value == "win" else max(ds))


def test_memnite_against_a_mountain():
    # Memnite (1/1 for {0}) against a Mountain: cast turn 1, attacks on turns
    # 3..41 (20 attacks), B can do nothing: A wins on turn 41.
    ln = Explainer(["Memnite"], ["Mountain"]).line()
    assert ln.result == "win" and ln.end_turn == 41
    assert _texts(ln)[0] == "A casts Memnite"


def test_bolt_to_the_face_is_a_draw_ending_in_a_repetition():
    # Mountain + Bolt against a Plains: 3 of 20 damage, then nobody can do
    # anything: the turns repeat.  The log ends at a repeated position.
    ln = Explainer(["Mountain", "Lightning Bolt"], ["Plains"]).line()
    assert ln.result == "draw"
    assert ln.repeat >= 0
    assert np.array_equal(ln.final, ln.decisions[ln.repeat].state)
    text = format_line(ln)
    assert "repeats" in text
    assert "Draw" in text


def test_memnite_mirror_draw_cannot_be_broken():
    # Memnite against Memnite: an attack is blocked and trades; a draw whose cycle
    # offers choices, none of which wins.
    ln = Explainer(["Memnite"], ["Memnite"]).line()
    assert ln.result == "draw" and ln.repeat >= 0
    j = line_json(ln)
    assert j["repeat"]["breakable"] is False
    for d in ln.decisions[ln.repeat:]:
        assert all(c.value != "win" for c in d.choices)


def test_analyze_lists_every_action_best_first():
    # B to act after A's Memnite: B (Island only) loses whatever it does.
    ex = Explainer(["Mountain", "Lightning Bolt", "Memnite"], ["Island"])
    an = ex.analyze()
    d = an.decision
    assert d.player == 0
    assert len(d.choices) == len(ex.actions(d.state))
    assert any(c.value == "win" for c in d.choices)
    text = format_analysis(an)
    assert "win on turn 35" in text and "*" in text
    an2 = ex.analyze(after=1)
    assert an2.decision.number > d.number


def test_unknown_result_shows_no_line():
    # The Swords/Lions game depends on --max-life 20 (see test_solver): unknown, no line.
    ln = Explainer(["Plains", "Swords to Plowshares"], ["Plains", "Savannah Lions"],
                   max_life=20).line()
    assert ln.result == "unknown" and not ln.decisions
    assert "--max-life 20" in ln.reason
    assert "not proven" in format_line(ln)


def test_state_budget_line_is_unknown():
    ln = Explainer(["Memnite"], ["Memnite"], max_states=50).line()
    assert ln.result == "unknown" and "max-states" in ln.reason


# ------------------------------------------------------------------ every action in words
PLACEHOLDER = re.compile(r"\?\d|\?$| \?")


def test_every_action_renders():
    # Random decks of every supported card, random games; every legal action at
    # every position is rendered and must read as words, never a placeholder.
    rng = random.Random(5)
    names = [c.name for c in all_cards()]
    seen_kinds = set()
    seen_cards = set()
    kinds = {ops.A_PASS, ops.A_LAND, ops.A_CAST, ops.A_ACTIVATE, ops.A_ATTACK, ops.A_BLOCK,
             ops.A_CONTINUE}
    for game in range(300):
        # at least 60 games and one led by each card, then on until every kind is seen
        # (which random decks meet them depends on the card pool)
        if game >= max(60, len(names)) and kinds <= seen_kinds:
            break
        deck_a = rng.sample(names, 3)
        deck_b = rng.sample(names, 3)
        if game < len(names):
            deck_a[0] = names[game]
        g = Game(deck_a, deck_b, first=game % 2)
        for _ in range(120):
            if g.result != ops.R_ONGOING:
                break
            acts = g.legal_actions()
            for a in acts:
                text = action_text(g.s, a, g.t)
                assert text and not PLACEHOLDER.search(text), (deck_a, deck_b, a, text)
                assert text[0] in "AB" and text[1] == " "
                seen_kinds.add(int(a[layout.AC_TYPE]))
                if a[layout.AC_OBJ] >= 0 and a[layout.AC_TYPE] not in (ops.A_TRIGGER, ops.A_CHOICE):
                    seen_cards.add(g.t.names[int(g.s[S.obj_base(int(a[layout.AC_OBJ])) + S.O_CARD])])
            g.apply(acts[rng.randrange(len(acts))])
    assert kinds <= seen_kinds


# ------------------------------------------------------------------------- replays
def _validate(doc):
    jsonschema = pytest.importorskip("jsonschema")
    schema = json.loads((ROOT / "docs" / "replay.schema.json").read_text())
    jsonschema.validate(doc, schema)


@pytest.mark.parametrize("a,b,first", [(["Plains", "Savannah Lions"], ["Island"], True),
                                       (["Mountain", "Stromkirk Noble", "Lightning Bolt"],
                                        ["Plains", "Savannah Lions", "Swords to Plowshares"],
                                        False)])
def test_replay_validates_and_round_trips(tmp_path, a, b, first):
    ln = Explainer(a, b, a_on_play=first).line()
    doc = replay_json(ln)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(doc))
    loaded = json.loads(path.read_text())
    _validate(loaded)
    states = replay_states(loaded)
    assert len(states) == len(loaded["decisions"]) + 1
    for s, d in zip(states, loaded["decisions"]):
        assert [int(x) for x in s] == d["packed"]
        assert S.unpack(s) == S.unpack(np.array(d["packed"], dtype=np.int16))
    assert [int(x) for x in states[-1]] == loaded["final"]["packed"]
    for d in loaded["decisions"]:
        assert 0 <= d["taken"] < len(d["legal_actions"])
        st = d["state"]
        assert st["players"]["A"]["life"] == d["packed"][S.H_LIFE]


def test_a_version_1_replay_replays_with_every_cards_tables():
    """Version 1 replay files (before 2026-11-27) name the ids of every card's tables;
    version 2 those of the matchup's own.  Both replay to the states they record."""
    a, b = ["Mountain", "Stromkirk Noble", "Lightning Bolt"], ["Plains", "Savannah Lions"]
    old = replay_json(Explainer(a, b, tables=default_tables()).line())
    old["version"] = 1
    new = replay_json(Explainer(a, b).line())
    assert new["version"] == 2
    assert old["decisions"][0]["packed"] != new["decisions"][0]["packed"]   # other ids
    for doc in (old, new):
        states = replay_states(json.loads(json.dumps(doc)))
        assert [int(x) for x in states[-1]] == doc["final"]["packed"]
        assert [[int(x) for x in s] for s in states[:-1]] == [d["packed"]
                                                              for d in doc["decisions"]]


# ------------------------------------------------------------------------------ CLI
def test_cli_line_analyze_and_replay(tmp_path):
    from click.testing import CliRunner
    from solver.cli.main import cli
    r = CliRunner().invoke(cli, ["line", "Plains | Savannah Lions", "Island", "--deck-size",
                                 "any", "--replay", str(tmp_path / "g.json")])
    assert r.exit_code == 0, r.output
    assert "A wins on turn 21" in r.output
    _validate(json.loads((tmp_path / "g.json").read_text()))
    r = CliRunner().invoke(cli, ["line", "Plains | Savannah Lions", "Island", "--deck-size",
                                 "any", "--a-on-draw", "--json"])
    assert json.loads(r.output)["end_turn"] == 22
    r = CliRunner().invoke(cli, ["analyze", "Mountain | Lightning Bolt | Memnite", "Island",
                                 "--deck-size", "any", "--json"])
    doc = json.loads(r.output)
    assert doc["actions"][0]["value"] == "win" and doc["actions"][0]["end_turn"] == 35
    r = CliRunner().invoke(cli, ["line", "Mountain | Lightning Blot", "Plains", "--deck-size", "any"])
    assert r.exit_code == 2
