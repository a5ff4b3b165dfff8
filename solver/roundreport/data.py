"""The report of a round as plain dicts, the template's only input.

    build_report(round_dir, games, reasons=..., fingerprint_now=..., metagame=None) -> dict

Keys: "banner", "groups" (standings), "matrix", "pairings" (each with its two
games' lines), "decks" (a section per entrant), "metagame" (None until the
metagame table is wired in: see the marked block of the template).

Every cell, pairing and deck is seen from one entrant's side with
field.FLIP: the row entrant on the play is A on the play when the row is A,
and A on the draw when the row is B.  A pairing row may carry a ``status``
(``solved``, ``judged``, ``needs a judge``); it is shown on its cell.
"""
from __future__ import annotations

from solver import decks
from solver.api import DRAW, LOSS, UNKNOWN, WIN
from solver.tournament.field import FLIP, MISSING

JUDGED, NEEDS_JUDGE, SOLVED = "judged", "needs a judge", "solved"
GAME_MARK = {WIN: "W", DRAW: "D", LOSS: "L", UNKNOWN: "?", MISSING: "–", NEEDS_JUDGE: "⚖"}
STATUS_MARK = {JUDGED: "J", NEEDS_JUDGE: "⚖"}
GAMES = (("a_on_play", "A on the play"), ("a_on_draw", "A on the draw"))


def _status(p: dict) -> str:
    """solved / judged / needs a judge / unknown / missing."""
    st = (p.get("status") or "").strip().lower().replace("_", " ")
    if st in (JUDGED, NEEDS_JUDGE):
        return st
    games = {str(p["a_on_play"]).replace("_", " "), str(p["a_on_draw"]).replace("_", " ")}
    if NEEDS_JUDGE in games:
        return NEEDS_JUDGE
    if MISSING in games:
        return MISSING
    if games - {WIN, DRAW, LOSS}:
        return UNKNOWN
    return st or SOLVED


def _settled(p: dict) -> bool:
    return p.get("points_a") is not None and p.get("points_b") is not None


def _side(p: dict, name: str) -> dict:
    """The pairing from `name`'s side: games on the play / on the draw, points."""
    if name == p["entrant_a"]:
        return {"on_play": p["a_on_play"], "on_draw": p["a_on_draw"], "points": p["points_a"],
                "opponent": p["entrant_b"]}
    return {"on_play": FLIP.get(p["a_on_draw"], p["a_on_draw"]),
            "on_draw": FLIP.get(p["a_on_play"], p["a_on_play"]), "points": p["points_b"],
            "opponent": p["entrant_a"]}


def _deck_size_text(size) -> str:
    if size is None:
        return "not recorded"
    try:
        return decks.describe_deck_size(size)
    except decks.DeckError:
        return str(size)


def _cards(names, oracle) -> list[dict]:
    return [{"name": n, "oracle": oracle(n)} for n in names]


def _game(p: dict, a_on_play: bool, games) -> dict:
    a, b = p["entrant_a"], p["entrant_b"]
    key = "a_on_play" if a_on_play else "a_on_draw"
    first = a if a_on_play else b
    out = {"title": f"{first} on the play", "result": p[key], "line": None, "winner": None,
           "summary": None, "reason": (p.get("reasons") or {}).get(key)}
    if p[key] in (WIN, DRAW, LOSS) and games is not None:
        ln = games.line(p["deck_a"], p["deck_b"], a_on_play)
        winner = {"A": a, "B": b}.get(ln["winner"])
        out.update(line=ln, winner=winner)
        if ln["result"] != p[key]:
            out["mismatch"] = ln["result"]
    if p[key] == WIN:
        out["summary"] = f"{a} wins"
    elif p[key] == LOSS:
        out["summary"] = f"{b} wins"
    elif p[key] == DRAW:
        out["summary"] = "a draw"
    else:
        out["summary"] = p[key]
    if out["winner"] is None and p[key] in (WIN, LOSS):
        out["winner"] = a if p[key] == WIN else b
    if out.get("line") and out["line"]["end_turn"]:
        out["summary"] += f" on turn {out['line']['end_turn']}"
    return out


def build_report(rd, games=None, *, reasons=None, fingerprint_now: str | None = None,
                 oracle=None, metagame: dict | None = None) -> dict:
    """The report's data.  rd: source.RoundDir; games: games.Games (None: no lines);
    reasons: {(entrant_a, entrant_b): {"a_on_play": why, ...}} for pairings whose
    table has none (pairings.csv); oracle: card name -> Oracle text or None."""
    info = rd.info or {}
    oracle = oracle or (lambda name: None)
    standings = rd.standings
    order = [s["entrant"] for s in standings]
    pos = {n: i for i, n in enumerate(order)}
    cards_of = {e["name"]: e["cards"] for e in info.get("entrants", [])}
    deck_text = {s["entrant"]: s["deck"] for s in standings}

    pairings, by_pair = [], {}
    for k, p in enumerate(rd.pairings):
        p = dict(p)
        if not p.get("reasons") and reasons:
            p["reasons"] = reasons.get((p["entrant_a"], p["entrant_b"]), {})
        status = _status(p)
        entry = {"anchor": f"pair-{k}", "a": p["entrant_a"], "b": p["entrant_b"],
                 "a_anchor": f"deck-{pos[p['entrant_a']]}", "b_anchor": f"deck-{pos[p['entrant_b']]}",
                 "deck_a": p["deck_a"], "deck_b": p["deck_b"], "status": status,
                 "status_mark": STATUS_MARK.get(status), "points_a": p["points_a"],
                 "points_b": p["points_b"], "group": p["group"],
                 "games": [_game(p, True, games), _game(p, False, games)],
                 "reasons": [(title, (p.get("reasons") or {})[key]) for key, title in GAMES
                             if key in (p.get("reasons") or {})], "row": p}
        pairings.append(entry)
        by_pair[(p["entrant_a"], p["entrant_b"])] = by_pair[(p["entrant_b"], p["entrant_a"])] = entry

    def cell(row: str, col: str):
        if row == col:
            return {"self": True}
        e = by_pair.get((row, col))
        if e is None:
            return None                       # between groups
        side = _side(e["row"], row)
        pts = side["points"]
        return {"href": "#" + e["anchor"], "points": pts,
                "on_play": side["on_play"], "on_draw": side["on_draw"],
                "play_mark": GAME_MARK.get(side["on_play"], "?"),
                "draw_mark": GAME_MARK.get(side["on_draw"], "?"),
                "cls": f"p{pts}" if pts is not None else "pu",
                "status": e["status"], "status_mark": e["status_mark"],
                "title": f"{row} against {col}: {side['on_play']} on the play, "
                         f"{side['on_draw']} on the draw"
                         + (f", {pts} points" if pts is not None else "")
                         + (f" ({e['status']})" if e["status"] not in (SOLVED,) else "")}

    entrants = [{"name": n, "anchor": f"deck-{i}", "deck": deck_text[n]} for i, n in enumerate(order)]
    matrix = {"entrants": entrants,
              "rows": [{"entrant": ent, "cells": [cell(ent["name"], c) for c in order]}
                       for ent in entrants]}

    groups: dict[int, list] = {}
    for s in standings:
        groups.setdefault(s.get("group") or 1, []).append(dict(s, anchor=f"deck-{pos[s['entrant']]}"))

    deck_sections = []
    for i, s in enumerate(standings):
        name = s["entrant"]
        results = []
        for e in pairings:
            if name not in (e["a"], e["b"]):
                continue
            side = _side(e["row"], name)
            results.append(dict(side, anchor=e["anchor"], status=e["status"],
                                opponent_anchor=f"deck-{pos[side['opponent']]}",
                                play_mark=GAME_MARK.get(side["on_play"], "?"),
                                draw_mark=GAME_MARK.get(side["on_draw"], "?"),
                                pairing=e))
        results.sort(key=lambda r: pos[r["opponent"]])
        settled = [r for r in results if r["points"] is not None]
        worst = min(settled, key=lambda r: (r["points"], pos[r["opponent"]]), default=None)
        cards = cards_of.get(name) or [c.strip() for c in s["deck"].split("|")]
        deck_sections.append({"anchor": f"deck-{i}", "name": name, "rank": s["rank"],
                              "group": s.get("group") or 1, "points": s["points"],
                              "cards": _cards(cards, oracle), "results": results,
                              "worst": worst})

    counts = {k: sum(e["status"] == k for e in pairings)
              for k in (SOLVED, JUDGED, NEEDS_JUDGE, UNKNOWN, MISSING)}
    fp = info.get("fingerprint")
    banner = {
        "name": info.get("name") or rd.path.name, "date": info.get("date"),
        "day": (info.get("date") or "")[:10] or None,
        "entries": info.get("entries"),
        "deck_size": _deck_size_text(info.get("deck_size")),
        "banlist": info.get("banlist"), "recorded": rd.info is not None,
        "threecb": info.get("threecb"), "fingerprint": fp,
        "cards_fingerprint": info.get("cards_fingerprint"),
        "fingerprint_now": fingerprint_now,
        "same_engine": None if fp is None or fingerprint_now is None else fp == fingerprint_now,
        "entrants": len(order), "pairings": len(pairings), "counts": counts,
        "open": [e for e in pairings if e["status"] in (UNKNOWN, MISSING, NEEDS_JUDGE)],
        "limits": info.get("limits"), "lines": games is not None,
    }
    return {"banner": banner, "grouped": len(groups) > 1,
            "groups": [{"number": g, "rows": rows} for g, rows in sorted(groups.items())],
            "matrix": matrix, "pairings": pairings, "decks": deck_sections,
            "metagame": metagame}
