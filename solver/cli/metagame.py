"""`3cb metagame DIR`: the Nash mix of a round's field, from the tables `roundrobin` wrote.

The math is solver/tournament/metagame.py; this module reads the tables,
turns their problems into BadInput (exit 2) and prints the table and its bars.
"""
from __future__ import annotations

import json
import os

import click

from solver.cli import common as base
from solver.tournament.metagame import MetagameError, metagame as solve_metagame
from solver.tournament.standings import PairingRow
from solver.tournament.tables import read_matrix_csv, read_pairings_csv

BAR_WIDTH = 20          # characters of a 100% bar


def read_round(dir_path) -> tuple[list[PairingRow], list[str] | None]:
    """The pairings of the tables in `dir_path` (CSV or JSON) and the matrix's
    entrant order (None when there is no matrix)."""
    csv_p, json_p = (os.path.join(dir_path, f"pairings.{x}") for x in ("csv", "json"))
    try:
        if os.path.isfile(csv_p):
            rows = read_pairings_csv(csv_p)
            m = os.path.join(dir_path, "matrix.csv")
            order = read_matrix_csv(m)[0] if os.path.isfile(m) else None
        elif os.path.isfile(json_p):
            with open(json_p, encoding="utf-8") as f:
                rows = [PairingRow(**{"group": 1, **d}) for d in json.load(f)]
            m = os.path.join(dir_path, "matrix.json")
            order = None
            if os.path.isfile(m):
                with open(m, encoding="utf-8") as f:
                    order = json.load(f)["entrants"]
        else:
            raise base.BadInput(f"no pairings.csv or pairings.json in {dir_path}: "
                                f"'3cb roundrobin ... --out {dir_path}' writes them")
    except (OSError, ValueError, KeyError, TypeError) as e:
        raise base.BadInput(f"cannot read the tables in {dir_path}: {e}") from None
    return rows, order


def format_metagame(mg: dict) -> str:
    """The table of the decks (heaviest in the mix first) with a bar for each weight."""
    decks = sorted(enumerate(mg["decks"]),
                   key=lambda p: (-p[1]["weight"], -p[1]["margin"], p[0]))
    name_w = max([len("entrant")] + [len(d["entrant"]) for _, d in decks])
    lines = [f"{'entrant':<{name_w}}  {'weight':>6}  {'':<{BAR_WIDTH}}  {'margin':>6}  "
             f"{'points':>6}  deck"]
    for _, d in decks:
        bar = "#" * round(d["weight"] * BAR_WIDTH)
        pts = "-" if d["points"] is None else f"{d['points']:.2f}"
        lines.append(f"{d['entrant']:<{name_w}}  {d['weight'] * 100:>5.1f}%  "
                     f"{bar:<{BAR_WIDTH}}  {d['margin']:>6.2f}  {pts:>6}  {d['deck']}")
    weight = {d["entrant"]: d["weight"] for d in mg["decks"]}
    mix = ", ".join(f"{n} {weight[n] * 100:.1f}%" for n in mg["support"])
    lines += ["", f"An equilibrium mix: {mix}."]
    if mg["also_best"]:
        lines += [f"As good against it (margin 0): {', '.join(mg['also_best'])}; other "
                  f"equilibria may play them."]
    lines += [
              "margin: expected points taken minus points conceded against the mix (0 for "
              "the decks it plays);",
              "points: expected points (of 6) against the mix, the mirror left out."]
    if mg["without"]:
        lines += [f"Left out (--without): {', '.join(mg['without'])}."]
    if mg["dropped"]:
        lines += [f"Left out for unknown pairings: {', '.join(mg['dropped'])} "
                  f"(unknown: {'; '.join(f'{a} vs {b}' for a, b in mg['unknown'])})."]
    return "\n".join(lines)


@click.command()
@click.argument("dir_path", metavar="DIR", type=base.PathType(file_okay=False, exists=True))
@click.option("--group", type=click.IntRange(min=1), default=None, metavar="N",
              help="The group to solve, for a round played in groups (--groups).")
@click.option("--drop-unknown", is_flag=True,
              help="Leave out entrants with unknown pairings (the one with the most first, "
                   "until none is left) and solve the rest; they are named in the output.  "
                   "Without it an unknown pairing is an error (exit 2).")
@click.option("--without", multiple=True, metavar="ENTRANT",
              help="Leave this entrant out (repeat for more): the metagame if it were banned.")
@base.json_option
def metagame(dir_path, group, drop_unknown, without, as_json):
    """The Nash equilibrium of the field whose tables are in DIR.

    DIR holds the tables '3cb roundrobin --out DIR' wrote (CSV or JSON).
    Choosing a deck for a field whose players choose too is a symmetric
    zero-sum game: a deck's payoff against another is the points it takes
    from their pairing minus the points it concedes (both play orders, a
    game won 3, a draw 1, as in the standings), so a mirror is worth 0 and
    the game's value is 0.  Its equilibrium, solved as a linear program
    (scipy's HiGHS), is the mix of decks a perfect metagame would play: no
    deck gains points on average against it.

    Prints every deck's weight in the mix (with a bar), its margin against
    the mix (0 for the decks it plays, negative for the rest: how far each
    falls short) and its expected points against the mix (the mirror left
    out), heaviest first.  Identical decks may split their weight in any way.

    An unknown or missing pairing leaves the game unknown: the command
    refuses (exit 2, naming the pairings) unless --drop-unknown leaves out
    the entrants concerned.

    \b
    Example:
      3cb roundrobin samples/dipplestix.txt --out dipplestix --deck-size 2
      3cb metagame dipplestix
      3cb metagame dipplestix --without Hero
      3cb metagame tables --group 2 --json
    """
    rows, order = read_round(dir_path)
    groups = sorted({r.group for r in rows})
    if not rows:
        raise base.BadInput(f"the tables in {dir_path} have no pairings")
    if group is None and len(groups) > 1:
        raise base.BadInput(f"the round in {dir_path} has {len(groups)} groups: choose one "
                            f"with --group")
    if group is not None and group not in groups:
        raise base.BadInput(f"the round in {dir_path} has no group {group} "
                            f"(groups: {', '.join(map(str, groups))})")
    try:
        mg = solve_metagame(rows, order, group, drop_unknown=drop_unknown, without=without)
    except MetagameError as e:
        hint = ("\nRun the round again with larger bounds, or pass --drop-unknown to leave "
                "those entrants out." if not drop_unknown and "not settled" in str(e) else "")
        raise base.BadInput(f"{e}{hint}") from None
    if as_json:
        click.echo(json.dumps(mg, ensure_ascii=False))
    else:
        click.echo(format_metagame(mg))
