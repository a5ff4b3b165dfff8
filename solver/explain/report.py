"""The line, the alternatives and the replay as text and JSON (`3cb line`, `3cb analyze`).

A game log folds what a reader does not need: priority passes where nothing
happens, and the turn-start positions (they only begin the turn).  What a pass
set off (a spell resolving, combat damage) is still shown under it.
"""
from __future__ import annotations

import json

import numpy as np

from engine import ops
from engine import layout
from engine import state as S
from cards.registry import default_tables, matchup_tables
from engine.game import initial_state
from engine.moves import apply_action
from solver.search import distance as D
from solver.api import DRAW, LOSS, UNKNOWN, WIN
from solver.explain.lines import Analysis, Explainer, Line, best_first
from engine.words import WHO, action_text
from solver.explain.narrate import happenings, how_it_ended, packed, public_state
from solver.search.table import V_DRAW, V_WIN0, V_WIN1

REPLAY_FORMAT = "threecb-replay"
REPLAY_VERSION = 2      # 2: ids of the matchup's own tables (1: of every card's)


def _ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def players_turn(turn: int, a_on_play: bool, player: int) -> int:
    """The game's turn `turn` is the player's how-manieth turn?"""
    first = 0 if a_on_play else 1
    return (turn + 1) // 2 if player == first else turn // 2


def _length(d: int) -> str:
    turns, dec = D.split(d)
    return f"{turns} turn{'s' if turns != 1 else ''}, {dec} decision{'s' if dec != 1 else ''}"


def value_words(c, turn: int) -> str:
    """A choice's value and, for a win or a loss, the turn the game ends on."""
    if c.value in (WIN, LOSS) and c.distance >= 0:
        turns, dec = D.split(c.distance)
        return f"{c.value} on turn {turn + turns} ({dec} more decisions)"
    if c.value == UNKNOWN and not c.searched:
        return "unknown (not searched)"
    return c.value


# ------------------------------------------------------------------------ the line
def line_steps(ln: Line) -> list[dict]:
    """One entry per decision of the line: what was done and what it set off."""
    t = ln.ex.t
    out = []
    for k, d in enumerate(ln.decisions):
        s = d.state
        a = np.array(d.choices[d.taken].action)
        nxt = d.choices[d.taken].state
        kind = int(a[layout.AC_TYPE])
        out.append({
            "decision": d.number, "real": d.real, "turn": d.turn,
            "active": WHO[int(s[S.H_ACTIVE])], "step": ops.STEP_NAMES[int(s[S.H_STEP])],
            "player": WHO[d.player], "action": action_text(s, a, t),
            "raw": [int(x) for x in a],
            "folded": (kind == ops.A_CONTINUE and not a[layout.AC_PAY]) or (kind == ops.A_PASS)
            or not d.real,
            "events": [e for e in happenings(s, a, t, ln.ex.cfg)
                       if not (kind == ops.A_LAND and e.endswith("enters the battlefield"))],
            "life": {"A": int(nxt[S.H_LIFE]), "B": int(nxt[S.H_LIFE + 1])},
            "poison": {"A": int(nxt[S.H_POISON]), "B": int(nxt[S.H_POISON + 1])},
        })
    return out


def _repeat_info(ln: Line) -> dict | None:
    if ln.repeat < 0:
        return None
    cyc = ln.decisions[ln.repeat:]
    d0 = ln.decisions[ln.repeat]
    checked = [d for d in cyc if d.real]
    breaks = [(d.number, j) for d in checked for j, c in enumerate(d.choices) if c.value == WIN]
    t = ln.ex.t
    return {
        "decision": d0.number, "turn": d0.turn, "step": ops.STEP_NAMES[int(d0.state[S.H_STEP])],
        "player": WHO[d0.player], "cycle_decisions": len(checked),
        "alternatives": sum(len(d.choices) - 1 for d in checked),
        "breakable": bool(breaks),
        "options": [{"action": action_text(d0.state, np.array(c.action), t), "value": c.value}
                    for c in d0.choices],
    }


def line_json(ln: Line) -> dict:
    ex = ln.ex
    winner = {V_WIN0: "A", V_WIN1: "B"}.get(ln.value)
    out = {"deck_a": ex.names_a, "deck_b": ex.names_b, "a_on_play": ex.a_on_play,
           "result": ln.result, "reason": ln.reason or None, "winner": winner,
           "end_turn": ln.end_turn if ln.decisions else None,
           "how": how_it_ended(ln.final) if ln.final[S.H_RESULT] != ops.R_ONGOING else None,
           "distance": None, "exact_distance": ln.exact,
           "steps": line_steps(ln) if ln.decisions else [], "repeat": _repeat_info(ln),
           "states": ex.oracle.states}
    if winner and ln.decisions:
        turns, dec = D.split(ln.distance)
        out["distance"] = {"turns": turns, "decisions": dec}
    return out


def format_line(ln: Line) -> str:
    ex = ln.ex
    order = "A on the play" if ex.a_on_play else "A on the draw"
    lines = [" | ".join(ex.names_a), "  vs " + " | ".join(ex.names_b)]
    if not ln.decisions:
        lines.append(f"{order}: {ln.result} ({ln.reason})" if ln.reason else f"{order}: {ln.result}")
        lines.append("No line is shown: the result is not proven." if ln.result == UNKNOWN
                     else "No line.")
        return "\n".join(lines)
    lines.append(f"{order}: {ln.result} for A")
    turn = 0
    for st in line_steps(ln):
        if st["turn"] != turn:
            turn = st["turn"]
            p = "AB".index(st["active"])
            lines.append(f"Turn {turn} ({st['active']}'s "
                         f"{_ordinal(players_turn(turn, ex.a_on_play, p))} turn)")
        if st["folded"] and not st["events"]:
            continue
        head = f"  {st['step']:<20}"
        if st["folded"]:
            lines.append(f"{head} ({st['action']})" if st["action"].endswith("passes")
                         and st["events"] else f"{head} ...")
        else:
            lines.append(f"{head} {st['action']}")
        for e in st["events"]:
            lines.append(f"{'':24}-> {e}")
    lines.append(_ending(ln))
    return "\n".join(lines)


def _ending(ln: Line) -> str:
    ex = ln.ex
    s = ln.final
    r = int(s[S.H_RESULT])
    if ln.value in (V_WIN0, V_WIN1) and r in (ops.R_WIN0, ops.R_WIN1):
        w = "A" if r == ops.R_WIN0 else "B"
        active = WHO[int(s[S.H_ACTIVE])]
        text = (f"{w} wins on turn {ln.end_turn} ({active}'s "
                f"{_ordinal(players_turn(ln.end_turn, ex.a_on_play, 'AB'.index(active)))} turn): "
                f"{how_it_ended(s)}.")
        if ln.exact:
            text += (f"\nLength under perfect play: {_length(ln.distance)} "
                     f"({w} plays the fastest win, {'AB'[1 - 'AB'.index(w)]} the longest resistance).")
        else:
            text += (f"\nThis is the winning strategy the search proved; its length, "
                     f"{_length(ln.distance)}, is an upper bound: the fastest win was not "
                     f"searched (more than {ex.oracle.closure_extra:,} further positions).")
        return text
    if r == ops.R_DRAW:
        return f"Draw on turn {ln.end_turn}: {how_it_ended(s)}."
    if ln.repeat >= 0:
        info = _repeat_info(ln)
        opts = "; ".join(f"{o['action']}: {o['value']}" for o in info["options"])
        if info["breakable"]:
            verdict = "Warning: a winning alternative exists."   # never: the values are exact
        elif info["cycle_decisions"] == 0:
            verdict = "Neither side has a choice left: the same turns repeat."
        else:
            verdict = ("Neither side can break it: at each of the "
                       f"{info['cycle_decisions']} decisions of the cycle, each of the "
                       f"{info['alternatives']} alternatives is a draw or a loss for the player "
                       "choosing.")
        return (f"Draw: the position of turn {info['turn']} ({info['step']}, {info['player']} to "
                f"act) repeats, and the game would go round forever.\n{verdict}\n"
                f"At that position {info['player']} can: {opts}.")
    return f"The line stops here: {ln.reason}."


# -------------------------------------------------------------------- the analysis
def analysis_json(an: Analysis) -> dict:
    ex = an.ex
    out = {"deck_a": ex.names_a, "deck_b": ex.names_b, "a_on_play": ex.a_on_play,
           "result": an.line.result, "reason": an.reason or an.line.reason or None,
           "decision": None, "actions": []}
    d = an.decision
    if d is None:
        return out
    s = d.state
    out["decision"] = {"number": d.number, "turn": d.turn, "step": ops.STEP_NAMES[int(s[S.H_STEP])],
                       "player": WHO[d.player], "state": public_state(s, ex.t, ex.cfg)}
    for j in best_first(d.choices):
        c = d.choices[j]
        turns, dec = D.split(c.distance) if c.distance >= 0 else (None, None)
        out["actions"].append({"action": action_text(s, np.array(c.action), ex.t),
                               "raw": c.action, "value": c.value, "turns": turns,
                               "end_turn": None if turns is None else d.turn + turns,
                               "decisions": dec, "principal": j == d.taken})
    return out


def format_analysis(an: Analysis) -> str:
    ex = an.ex
    order = "A on the play" if ex.a_on_play else "A on the draw"
    lines = [" | ".join(ex.names_a), "  vs " + " | ".join(ex.names_b),
             f"{order}: {an.line.result} for A"]
    d = an.decision
    if d is None:
        lines.append(f"No decision to analyze: {an.reason or an.line.reason}.")
        return "\n".join(lines)
    s = d.state
    lines.append(f"Decision {d.number}: turn {d.turn}, {ops.STEP_NAMES[int(s[S.H_STEP])]}, "
                 f"{WHO[d.player]} to act (life A {int(s[S.H_LIFE])}, B {int(s[S.H_LIFE + 1])}). "
                 f"Values for {WHO[d.player]}, best first:")
    texts = [action_text(s, np.array(c.action), ex.t) for c in d.choices]
    width = max(len(x) for x in texts)
    for j in best_first(d.choices):
        mark = "*" if j == d.taken else " "
        lines.append(f" {mark} {texts[j]:<{width}}  {value_words(d.choices[j], d.turn)}")
    lines.append("(* the principal line; the winner takes the fastest win, the loser the longest "
                 "resistance: turns first, then decisions)")
    return "\n".join(lines)


# ----------------------------------------------------------------------- the replay
def replay_json(ln: Line) -> dict:
    ex = ln.ex
    decs = []
    for k, d in enumerate(ln.decisions):
        s = d.state
        decs.append({
            "index": k, "number": d.number, "turn": d.turn,
            "state": public_state(s, ex.t, ex.cfg), "packed": packed(s),
            "legal_actions": [{"text": action_text(s, np.array(c.action), ex.t),
                               "raw": c.action, "value": c.value} for c in d.choices],
            "taken": d.taken,
        })
    return {"format": REPLAY_FORMAT, "version": REPLAY_VERSION,
            "deck_a": ex.names_a, "deck_b": ex.names_b,
            "first": "A" if ex.a_on_play else "B",
            "max_life": int(ex.cfg[0]), "max_counters": int(ex.cfg[1]),
            "result": ln.result, "decisions": decs,
            "final": {"state": public_state(ln.final, ex.t, ex.cfg), "packed": packed(ln.final)}}


def replay_states(doc: dict, tables=None) -> list[np.ndarray]:
    """Re-play a replay document from its decks: the state before every decision
    and the final one, found by applying the recorded actions (not read from it)."""
    t = tables
    if t is None:       # version 1 named the ids of every card's tables
        t = (default_tables() if doc.get("version", 1) < 2
             else matchup_tables(list(doc["deck_a"]) + list(doc["deck_b"])))
    cfg = t.cfg(max_life=doc["max_life"], max_counters=doc["max_counters"])
    ids_a = [t.card_id(n) for n in doc["deck_a"]]
    ids_b = [t.card_id(n) for n in doc["deck_b"]]
    s = initial_state(t, ids_a, ids_b, 0 if doc["first"] == "A" else 1)
    buf = np.zeros((layout.MAX_ACTIONS, layout.ACT_W), dtype=np.int64)
    out = [s.copy()]
    for d in doc["decisions"]:
        a = np.array(d["legal_actions"][d["taken"]]["raw"], dtype=np.int64)
        apply_action(s, a, t.ct, t.ab, t.ef, cfg, buf)
        out.append(s.copy())
    return out


def write_replay(ln: Line, path) -> None:
    with open(path, "w") as f:
        json.dump(replay_json(ln), f, indent=1)
        f.write("\n")


__all__ = ["Explainer", "format_line", "line_json", "format_analysis", "analysis_json",
           "replay_json", "replay_states", "write_replay", "DRAW", "V_DRAW"]
