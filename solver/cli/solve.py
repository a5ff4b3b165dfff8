"""`3cb solve` (a pairing's two games, exactly) and `3cb cards` (the supported
cards).  Loaded by the `3cb` group (solver/cli/main.py) when one of them runs."""
from __future__ import annotations

import json
import sys

import click

from cards.registry import all_cards
from solver import api
from solver.api import UNKNOWN, Result
from solver.cli.common import (deck_rules_options, json_option, note_first_compile, parse_decks,
                               solver_options)

PROGRESS_DELAY = 1.0         # seconds before a progress bar appears


# ------------------------------------------------------------------ progress
class Progress:
    """solve()'s progress callback: a tqdm counter of positions on stderr.

    solve() may run several searches, each with its own store (--method wins: one
    per player's question, side by side with --threads 2, seen here through one
    object whose count is theirs together; a second pass when a bound was reached);
    the count shown is their total.
    """

    def __init__(self, enabled: bool | None = None, file=None, delay: float = PROGRESS_DELAY):
        self.file = file if file is not None else sys.stderr
        if enabled is None:
            enabled = _isatty(self.file)
        self.enabled = enabled
        self.delay = delay
        self.bar = None
        self._store = None
        self._base = 0          # positions of the searches before this store
        self._last = 0          # positions of this store already counted

    def __enter__(self):
        if self.enabled:
            # imported here: tqdm is ~35 ms of every fresh `3cb solve`, for a bar rarely shown
            from tqdm import tqdm  # (startup time, issue #10)
            self.bar = tqdm(total=None, unit=" states", unit_scale=True, file=self.file,
                            delay=self.delay, desc="solving", leave=False, dynamic_ncols=True)
        return self

    def __call__(self, store) -> None:
        if store is not self._store:
            self._base += self._last
            self._store, self._last = store, 0
        n = store.nodes
        if self.bar is not None and n > self._last:
            self.bar.update(n - self._last)
        self._last = n

    @property
    def total(self) -> int:
        return self._base + self._last

    def __exit__(self, *exc):
        if self.bar is not None:
            self.bar.close()
        return False


def _isatty(f) -> bool:
    try:
        return f.isatty()
    except (AttributeError, ValueError):
        return False


# ------------------------------------------------------------------ commands
@click.command()
@click.argument("deck_a")
@click.argument("deck_b")
@solver_options
@click.option("--no-defer", "no_defer", is_flag=True,
              help="Search without the deferral of inert abilities (a creature land's "
                   "animation or a pump offered in every window, not only where combat or "
                   "a resolution can see it): the unreduced search, slower, same verdicts.")
@click.option("--no-defer-raze", "no_defer_raze", is_flag=True,
              help="Keep the deferral but offer inert abilities in response to a land's "
                   "destruction (Wasteland, Strip Mine) in every case: the search without "
                   "that part of it, slower, same verdicts.")
@click.option("--no-defer-late", "no_defer_late", is_flag=True,
              help="Keep the deferral but, in a pairing of lands whose abilities are "
                   "creature-land ones, land destruction, Maze of Ith's and Karakas's, "
                   "offer inert abilities and floating mana after the turn's combat too "
                   "(where nothing can see them): the search without that part of it, "
                   "slower, same verdicts.")
@click.option("--no-defer-maze", "no_defer_maze", is_flag=True,
              help="In such a pairing of lands, offer the defending player's Maze of Ith "
                   "before blockers are declared too, with the stack empty or an inert "
                   "ability on top: the search without that part of the deferral, slower, "
                   "same verdicts.")
@click.option("--no-idle-anim", "no_idle_anim", is_flag=True,
              help="In such a pairing of lands, offer animations that change nothing that "
                   "can matter too (of a tapped creature land out of combat, of one already "
                   "animated, and paid by the land's own mana out of combat): the search "
                   "without that part of the deferral, slower, same verdicts.")
@click.option("--no-idle", "no_idle", is_flag=True,
              help="Offer activations that change nothing but tapping their source "
                   "(Hammerheim aimed at a creature without landwalk whose targeting "
                   "triggers nothing): the search without that reduction, slower, same "
                   "verdicts.")
@click.option("--no-self-aim", "no_self_aim", is_flag=True,
              help="Offer damage and life loss aimed at their own controller (a Lightning "
                   "Bolt to one's own face) where nothing of the pairing can gain from it: "
                   "the search without that reduction, slower, same verdicts.")
@click.option("--no-dead-mana", "no_dead_mana", is_flag=True,
              help="Offer floating mana even to a player who can spend none before it "
                   "empties (no spell in hand, every ability's cost above all the mana they "
                   "could make): the search without that reduction, slower, same verdicts.")
@click.option("--no-own-land", "no_own_land", is_flag=True,
              help="Offer a land destruction aimed at its controller's own plain land "
                   "(Wasteland destroying itself or its player's Mishra's Factory) in a "
                   "pairing of lands where nothing can gain from it: the search without "
                   "that reduction, slower, same verdicts.")
@click.option("--float-all", "float_all", is_flag=True,
              help="Offer floating mana (tapping a source with nothing to pay) in every "
                   "priority window, not only where it can matter (docs/RULES.md, \"Mana\"), "
                   "even to a player who can spend none (as --no-dead-mana): the unreduced "
                   "search, slower, same verdicts.")
@click.option("--no-symmetry", "no_symmetry", is_flag=True,
              help="Search a mirror (both decks the same cards) without its players' "
                   "symmetry (a position whose players-traded twin is solved is then "
                   "searched again): the unreduced search, slower, same verdicts.  For "
                   "--method negamax and retrograde: wins never uses the symmetry.")
@deck_rules_options
@json_option
def solve(deck_a, deck_b, method, max_life, max_counters, max_states, time_limit, max_memory,
          work_dir, threads, progress, no_defer, no_defer_raze, no_defer_late, no_defer_maze,
          no_idle_anim, no_idle,
          no_self_aim, no_dead_mana, no_own_land, float_all, no_symmetry, deck_size, banlist,
          as_json):
    """Solve the pairing of DECK_A against DECK_B exactly.

    Plays both games of the pairing -- A on the play and A on the draw --
    with perfect play and open hands, and prints each game's result for A
    (win, draw, loss, or unknown with the reason) and the points: a win is
    worth 3, a draw 1.

    \b
    Example:
      3cb solve "Mountain | Stromkirk Noble | Lightning Bolt" \\
                "Plains | Savannah Lions | Swords to Plowshares"
      3cb solve samples/burn.txt samples/lions.txt --json
      3cb solve Memnite Memnite --deck-size 1
      3cb solve samples/burn.txt samples/lions.txt --work-dir /tmp
      3cb solve samples/burn.txt samples/lions.txt --threads 2
    """
    if threads > 1 and method == "retrograde":
        raise click.UsageError("--threads is for --method wins or negamax (the retrograde "
                               "method runs in one thread).")
    names_a, names_b = parse_decks(deck_a, deck_b, deck_size, banlist)
    note_first_compile()
    with Progress(enabled=progress) as bar:
        result = api.solve(names_a, names_b, method=method, max_life=max_life,
                           max_counters=max_counters, max_states=max_states,
                           time_limit=time_limit, max_memory=max_memory, progress=bar,
                           defer=not no_defer, symmetry=not no_symmetry, work_dir=work_dir,
                           defer_raze=not no_defer_raze, idle=not no_idle, threads=threads,
                           defer_late=not no_defer_late, self_aim=not no_self_aim,
                           dead_mana=not no_dead_mana, own_land=not no_own_land,
                           defer_maze=not no_defer_maze, idle_anim=not no_idle_anim,
                           float_all=float_all)
    if as_json:
        click.echo(json.dumps(result.to_json()))
    else:
        click.echo(format_result(result))


GAMES = (("a_on_play", "A on the play"), ("a_on_draw", "A on the draw"))


def format_result(r: Result) -> str:
    """The human-readable report of a pairing."""
    lines = [" | ".join(r.deck_a), "  vs " + " | ".join(r.deck_b)]
    for key, title in GAMES:
        word = getattr(r, key)
        why = r.reasons.get(key)
        lines.append(f"{title}: {word}" + (f" ({why})" if word == UNKNOWN and why else ""))
    if r.points_a is None:
        lines.append("Points: unknown")
    else:
        lines.append(f"Points: A {r.points_a} - B {r.points_b}")
    exact = UNKNOWN not in (r.a_on_play, r.a_on_draw)
    lines.append(f"{'Solved exactly' if exact else 'Not solved exactly'}: "
                 f"{r.states:,} states in {r.seconds:.1f} s ({r.method})")
    return "\n".join(lines)


@click.command()
@json_option
def cards(as_json):
    """List the cards the solver supports, one name a line.

    With --json: a list of {"name", "oracle"} objects with each card's
    Oracle text.

    \b
    Example:
      3cb cards
      3cb cards --json
    """
    pool = all_cards()
    if as_json:
        click.echo(json.dumps([{"name": c.name, "oracle": c.oracle} for c in pool], indent=2))
    else:
        for c in pool:
            click.echo(c.name)
