"""`3cb report DIR`: the HTML report of a round, from the tables `3cb roundrobin` wrote.

Registered on the `3cb` group by solver/cli/main.py; the work is in solver/roundreport.
"""
from __future__ import annotations

import os
import sys

import click
from tqdm import tqdm

from cards.registry import lookup
from solver.cli import common as base
from solver.cli.metagame import read_round
from solver.roundreport.data import build_report
from solver.tournament.metagame import MetagameError, metagame as solve_metagame
from solver.roundreport.games import Games
from solver.roundreport.render import REPORT_FILE, write_report
from solver.roundreport.source import ReportInputError, read_round_dir
from solver.tournament.entries import deck_key
from solver.tournament.field import games_for
from solver.tournament.fingerprint import current_fingerprint
from solver.tournament.store import ResultStore, StoreError, default_store_path

SETTLED = ("win", "draw", "loss")


def _oracle(name: str):
    try:
        return lookup(name).oracle
    except ValueError:
        return None


def _deck(text: str):
    return deck_key(c.strip() for c in text.split("|") if c.strip())


def _store_reasons(rd, store_path) -> dict:
    """Why each unsettled pairing is unknown, from the result store (pairings.csv has no
    reasons).  {} when the store is not there."""
    want = [p for p in rd.pairings if not p.get("reasons")
            and not {p["a_on_play"], p["a_on_draw"]} <= set(SETTLED)]
    path = store_path or (rd.info or {}).get("store") or default_store_path()
    if not want or not os.path.isfile(path):
        return {}
    out = {}
    try:
        with ResultStore(path, current_fingerprint()) as store:
            for p in want:
                a, b = _deck(p["deck_a"]), _deck(p["deck_b"])
                r = store.get(*sorted((a, b)))
                if r is not None:
                    out[(p["entrant_a"], p["entrant_b"])] = games_for(a, b, r).reasons
    except StoreError:
        return {}
    return out


def _lines(rd, games: Games, quiet: bool) -> int:
    todo = [(p["deck_a"], p["deck_b"], on_play) for p in rd.pairings
            for on_play, key in ((True, "a_on_play"), (False, "a_on_draw")) if p[key] in SETTLED]
    with tqdm(todo, desc="lines", unit=" games", disable=quiet or None, leave=False,
              file=sys.stderr, dynamic_ncols=True) as bar:
        for deck_a, deck_b, on_play in bar:
            games.line(deck_a, deck_b, on_play)
    return len(todo)


def _metagame(directory) -> dict | None:
    """The metagame table of the round (the equilibrium of `3cb metagame`), or
    None when it is not defined: groups, or pairings still unknown (named)."""
    try:
        rows, order = read_round(directory)
        mg = solve_metagame(rows, order)
    except MetagameError as e:
        return {"rows": [], "value": None, "note": f"No metagame: {e}"}
    except (OSError, ValueError):
        return None
    return {"rows": [{"entrant": d["entrant"], "weight": d["weight"], "value": d["margin"]}
                     for d in mg["decks"]],
            "value": mg["value"],
            "note": "The Nash equilibrium of the field (3cb metagame): the share of each deck "
                    "in the mix no deck gains against, and each deck's points margin against "
                    "that mix (0 for the decks it plays)."}


@click.command()
@click.argument("directory", metavar="DIR", type=base.PathType(file_okay=False))
@click.option("--out", "out_path", type=base.PathType(dir_okay=False, writable=True),
              default=None, metavar="FILE",
              help=f"Where to write the page.  [default: DIR/{REPORT_FILE}]")
@click.option("--store", "store_path", type=base.PathType(dir_okay=False), default=None,
              metavar="FILE",
              help="Result store to read the reasons of 'unknown' pairings from.  [default: the "
                   "one the round used (DIR/round.json), else the default store]")
@click.option("--no-lines", "no_lines", is_flag=True,
              help="Leave out the games' lines (fast: nothing is solved).")
@base.line_solver_options
@click.option("--quiet", "-q", is_flag=True, help="No progress bar on stderr.")
def report(directory, out_path, store_path, no_lines, quiet, max_life, max_counters, max_states,
           time_limit, max_memory, work_dir):
    """Write the HTML report of the round whose tables are in DIR.

    DIR is the --out directory of '3cb roundrobin' (or '3cb export'): its
    pairings and standings tables, and round.json for the banner (name,
    date, deck rules, engine fingerprint).  The page, report.html beside
    them, is one self-contained file (no network, works with JavaScript
    off): the banner with how many pairings are proven and why the others
    are not; the standings; the matrix as a heat map in standings order,
    each cell both play orders and a link to the pairing; every pairing's
    two games under perfect play, turn by turn, in the words of '3cb line';
    and a section per deck with its cards, its results and its worst
    matchup.  The lines are solved again here (--no-lines to skip them);
    the bounds are '3cb line's.

    \b
    Example:
      3cb roundrobin samples/round.txt --out tables --deck-size 2
      3cb report tables
      3cb report tables --out round12.html --no-lines
    """
    try:
        rd = read_round_dir(directory)
    except ReportInputError as e:
        raise base.BadInput(str(e)) from None
    games = None
    if not no_lines:
        if not quiet:
            base.note_first_compile()
        games = Games(max_life=max_life, max_counters=max_counters, max_states=max_states,
                      time_limit=time_limit, max_memory=max_memory, work_dir=work_dir)
        _lines(rd, games, quiet)
    data = build_report(rd, games, reasons=_store_reasons(rd, store_path),
                        fingerprint_now=current_fingerprint(), oracle=_oracle,
                        metagame=_metagame(directory))
    path = out_path or os.path.join(directory, REPORT_FILE)
    try:
        write_report(data, path)
    except OSError as e:
        raise base.BadInput(f"cannot write the report {path}: {e.strerror or e}") from None
    b = data["banner"]
    n_lines = 0 if games is None else len(games.cache)
    click.echo(f"{b['entrants']} entrants, {b['pairings']} pairings ({b['counts']['solved']} "
               f"proven, {b['pairings'] - b['counts']['solved']} not), {n_lines} lines.")
    click.echo(f"Report: {path}")
