"""Playing one side of a game against perfect play (`3cb play`).

    game = PlayGame(Explainer(deck_a, deck_b, a_on_play=True), human=0)
    game.run(read_line, write)     # read_line(prompt) -> str ('' at the end of input)

The opponent plays as in `3cb line`: the fastest win, the longest resistance,
and in a drawn position the first drawing action.  Every value comes from the
Explainer's oracle (exact, solved on demand in a store kept for the whole
game), so after each of the player's choices the game can say whether it kept
the position's value (win / draw / loss for the player) or threw it away, and
which choice was best.

A position seen for the third time ends the game as a draw by repetition (the
solver scores a game that never ends as a draw); so does MAX_DECISIONS.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from engine import layout, ops
from engine import state as S
from engine.words import WHO, action_text
from solver.api import DRAW, LOSS, UNKNOWN, WIN
from solver.explain.lines import (MAX_LINE_DECISIONS, ClosureTooLarge, Choice, Explainer,
                                  best_first, view)
from solver.explain.narrate import happenings, how_it_ended, public_state
from solver.explain.report import _ordinal, players_turn, value_words
from solver.search import distance as D
from solver.search.store import SearchStopped
from solver.search.table import V_UNKNOWN, win_for

MAX_DECISIONS = MAX_LINE_DECISIONS   # the game is stopped after this many decisions
REPEATS = 3                          # a position seen this many times ends the game
_RANK = {WIN: 0, DRAW: 1, UNKNOWN: 2, LOSS: 3}
QUIT = ("q", "quit", "exit")
ZONES = ("hand", "battlefield", "graveyard", "exile")   # the stack is shown on its own


@dataclass
class Mistake:
    number: int             # the player's decision (1, 2, ...)
    turn: int
    action: str
    before: str             # the position's value for the player
    after: str              # the value the choice left
    best: str               # the best action, in words


@dataclass
class Summary:
    """How the game went: its end and the player's choices."""
    start: str                          # the game's value for the player at the start
    end: str = ""                       # why it ended, in words
    result: str | None = None           # win / draw / loss for the player, None if stopped
    decisions: int = 0                  # the player's real decisions
    mistakes: list[Mistake] = field(default_factory=list)


class PlayGame:
    """One game: the player (`human`: 0 for A, 1 for B) against perfect play."""

    def __init__(self, ex: Explainer, human: int):
        self.ex, self.human = ex, human
        self.t, self.cfg = ex.t, ex.cfg
        self.s = ex.root
        self.turn = 0
        self.seen: dict[bytes, int] = {}
        self.quit = False           # the player typed q

    # -- values -----------------------------------------------------------------------
    def _choices(self, s, measure=None) -> list[Choice]:
        """Every action with its value (for the player to act) and its distance
        (all of them, or only of the children of value `measure`)."""
        lazy = (not self.ex.oracle.exact and measure is not None
                and measure == win_for(int(s[S.H_PRIO])))
        try:
            return self.ex.choices(s, measure=measure, lazy=lazy)
        except ClosureTooLarge:
            self.ex.oracle.inexact()
            return self._choices(s, measure)

    def text(self, s, c: Choice) -> str:
        return action_text(s, np.array(c.action), self.t)

    # -- the board ----------------------------------------------------------------------
    def board(self, s) -> list[str]:
        """The position in a few lines: life, hands, battlefields, graveyards, stack."""
        ps = public_state(s, self.t, self.cfg)
        lines = []
        for p in WHO:
            you = " (you)" if WHO.index(p) == self.human else ""
            pl = ps["players"][p]
            head = f"  {p}{you}: life {pl['life']}" + (f", poison {pl['poison']}"
                                                         if pl["poison"] else "")
            lines.append(head)
            for zone in ZONES:
                who = "controller" if zone == "battlefield" else "owner"
                objs = [o for o in ps["objects"] if o["zone"] == zone and o[who] == p]
                if objs or zone in ("hand", "battlefield"):
                    lines.append(f"    {zone + ':':<13}"
                                 + (", ".join(_object(o, ps["active"]) for o in objs) or "-"))
            if pl["library"]:
                lines.append(f"    {'library:':<13}{', '.join(pl['library'])} (top first)")
        if ps["stack"]:
            lines.append("  stack (top first): " + "; ".join(
                _entry(e) for e in reversed(ps["stack"])))
        return lines

    # -- the game -----------------------------------------------------------------------
    def run(self, read_line, write) -> Summary:
        """Play to the end.  read_line(prompt) shows the prompt and gives the player's
        next line ('' at the end of input); write(text) shows a line."""
        try:
            v = self.ex.oracle.value(self.s)
        except SearchStopped as e:
            raise GameUnknown(e.reason) from None
        if v == V_UNKNOWN:
            raise GameUnknown(self.ex.oracle.bound_reason())
        me = WHO[self.human]
        summary = Summary(start=view(v, self.human))
        first = "A" if self.ex.a_on_play else "B"
        write(f"You play {me} ({' | '.join(self._names(self.human))}) against perfect play "
              f"({' | '.join(self._names(1 - self.human))}); {first} is on the play.")
        write(f"Under perfect play the game is a {summary.start} for you.")
        try:
            self._loop(read_line, write, summary)
        except SearchStopped as e:
            summary.end = f"the solver stopped: {e.reason}"
        for line in self._summary(summary):
            write(line)
        return summary

    def _names(self, p):
        return self.ex.names_a if p == 0 else self.ex.names_b

    def _loop(self, read_line, write, summary: Summary) -> None:
        decisions = 0
        while self.s[S.H_RESULT] == ops.R_ONGOING:
            s = self.s
            key = s.tobytes()
            self.seen[key] = self.seen.get(key, 0) + 1
            if self.seen[key] >= REPEATS:
                summary.end = ("draw by repetition: this position has come up "
                               f"{REPEATS} times (a game that never ends is a draw)")
                summary.result = DRAW
                return
            if decisions >= MAX_DECISIONS:
                summary.end = f"the game was stopped after {MAX_DECISIONS} decisions"
                return
            decisions += 1
            if s[S.H_DECISION] == ops.D_TURN_START:
                self.turn += 1
                p = int(s[S.H_ACTIVE])
                write(f"Turn {self.turn} ({WHO[p]}'s "
                      f"{_ordinal(players_turn(self.turn, self.ex.a_on_play, p))} turn)")
            mover = int(s[S.H_PRIO])
            v = self.ex.oracle.value(s)
            if mover == self.human and self._real(s):
                chs = self._choices(s)
                j = self._ask(s, chs, view(v, mover), read_line, write, summary)
                if j is None:
                    summary.end = (f"{'you stopped' if self.quit else 'input ended'} on turn "
                                   f"{self.turn}, the game unfinished")
                    return
            else:
                chs = self._choices(s, measure=v)
                j = best_first(chs)[0] if len(chs) > 1 else 0
                self._show(s, chs[j], write, quiet=len(chs) == 1 or mover == self.human
                           or int(chs[j].action[layout.AC_TYPE]) == ops.A_PASS)
            self.s = chs[j].state
        summary.result = {ops.R_WIN0: view(win_for(0), self.human),
                          ops.R_WIN1: view(win_for(1), self.human),
                          ops.R_DRAW: DRAW}.get(int(self.s[S.H_RESULT]))   # R_BOUND: None
        summary.end = how_it_ended(self.s)

    def _real(self, s) -> bool:
        return len(self.ex.actions(s)) > 1

    def _step(self, s) -> str:
        return ops.STEP_NAMES[int(s[S.H_STEP])]

    def _show(self, s, c: Choice, write, quiet: bool) -> None:
        """An action the player did not choose (the opponent's, or forced): shown
        unless it is `quiet` (forced, or a pass) and set nothing off."""
        events = happenings(s, np.array(c.action), self.t, self.cfg)
        kind = int(c.action[layout.AC_TYPE])
        if kind == ops.A_LAND:
            events = [e for e in events if not e.endswith("enters the battlefield")]
        if quiet and not events:
            return
        who = WHO[int(s[S.H_PRIO])]
        mark = "" if who == WHO[self.human] else " (perfect play)"
        write(f"  {self._step(s)}: {self.text(s, c)}{mark}")
        for e in events:
            write(f"      -> {e}")

    def _ask(self, s, chs, value, read_line, write, summary) -> int | None:
        """Show the position and the actions, read the player's choice and judge it."""
        texts = [self.text(s, c) for c in chs]
        write("")
        write(f"Your decision ({self._step(s)}, turn {self.turn}); the position is a "
              f"{value} for you.")
        for line in self.board(s):
            write(line)
        for k, x in enumerate(texts, 1):
            write(f"  {k:>2}. {x}")
        n = len(chs)
        while True:
            line = read_line(f"Your choice [1-{n}]: ")
            if line == "":
                return None
            answer = line.strip()
            if answer.lower() in QUIT:
                self.quit = True
                return None
            if answer.isdigit() and 1 <= int(answer) <= n:
                j = int(answer) - 1
                break
            write(f"  Not a choice: type a number from 1 to {n} (or q to stop).")
        summary.decisions += 1
        events = happenings(s, np.array(chs[j].action), self.t, self.cfg)
        for e in events:
            if not (int(chs[j].action[layout.AC_TYPE]) == ops.A_LAND and e.endswith("enters the battlefield")):
                write(f"      -> {e}")
        self._judge(s, chs, j, value, write, summary)
        return j

    def _judge(self, s, chs, j, value, write, summary) -> None:
        best = best_first(chs)[0]
        c, b = chs[j], chs[best]
        best_words = f"{best + 1}. {self.text(s, b)} -- {value_words(b, self.turn)}"
        if _RANK[c.value] > _RANK[b.value]:
            write(f"  Threw away the {b.value}: after this the game is a {c.value} for you. "
                  f"Best was: {best_words}.")
            summary.mistakes.append(Mistake(summary.decisions, self.turn, self.text(s, c),
                                            b.value, c.value, best_words))
        elif c.value in (WIN, LOSS) and c.distance >= 0 and b.distance >= 0 \
                and D.split(c.distance)[0] != D.split(b.distance)[0]:
            what = "a slower win" if c.value == WIN else "a shorter resistance"
            write(f"  Kept the {c.value}, but {what}: {value_words(c, self.turn)}. "
                  f"Best was: {best_words}.")
        else:
            write(f"  Kept the {c.value}" + (f": {value_words(c, self.turn)}."
                                               if c.value in (WIN, LOSS) else "."))

    def _summary(self, summary: Summary) -> list[str]:
        if summary.result is None:
            head = f"Game stopped: {summary.end}."
        else:
            head = f"Game over: a {summary.result} for you ({summary.end})."
        lines = ["", head,
                 f"You made {summary.decisions} decision{'s' if summary.decisions != 1 else ''} "
                 f"from a {summary.start}; "
                 + (f"{len(summary.mistakes)} threw the value away:" if summary.mistakes
                    else "none threw the value away.")]
        if (summary.result and summary.mistakes == [] and _RANK[summary.result] > _RANK[summary.start]):
            lines.append(f"  No single choice threw it away, but the game went round in circles: "
                         f"a {summary.start} must make progress.")
        for m in summary.mistakes:
            lines.append(f"  decision {m.number} (turn {m.turn}): {m.action} turned the "
                         f"{m.before} into a {m.after}; best was {m.best}")
        return lines


class GameUnknown(Exception):
    """The game's value is not proven (a bound or a budget): nothing to play against."""


def _object(o: dict, active: str) -> str:
    """A card in a zone with what matters about it (summoning sickness only on its
    controller's turn, where it matters)."""
    parts = [o["card"]]
    if "power" in o:
        parts.append(f"{o['power']}/{o['toughness']}")
    flags = [k for k in ("tapped",) if o.get(k)]
    if o.get("summoning_sick") and o["controller"] == active:
        flags.append("summoning sick")
    if o.get("attacking"):
        flags.append("attacking")
    if o.get("blocking") is not None:
        flags.append("blocking")
    if o.get("damage"):
        flags.append(f"{o['damage']} damage")
    flags += [f"{n} {k}" for k, n in o["counters"].items()]
    if o["owner"] != o["controller"]:
        flags.append(f"owned by {o['owner']}")
    return " ".join(parts) + (f" ({', '.join(flags)})" if flags else "")


def _entry(e: dict) -> str:
    target = ""
    if e["target"]:
        tg = e["target"]
        target = (f" targeting {tg['player']}" if "player" in tg else
                  f" targeting {tg['card']}" if "card" in tg else " (target illegal)")
    return f"{e['controller']}'s {e['card']} ({e['kind']}){target}"
