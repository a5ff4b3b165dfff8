"""`3cb roundrobin`, `3cb export` and `3cb gauntlet`: thin click wrappers of round.py.

Registered on the `3cb` group by solver/cli/main.py.  The solver bounds and the deck
rules are the same option objects as `3cb solve`'s; the tournament options are
defined once below and shared by the three commands.
"""
from __future__ import annotations

import json
import os
import shlex

import click

from solver.cli import common as base
from solver.tournament.cluster import ClusterError
from solver import decks
from solver.tournament.entries import EntriesError, load_entries
from solver.tournament.field import UNSUPPORTED, Field, Limits
from solver.tournament.fingerprint import current_fingerprint
from solver.tournament.round import export_round, gauntlet as run_gauntlet, play_round
from solver.tournament.roundinfo import round_info, write_round_info
from solver.tournament.run import WorkerDied
from solver.tournament.store import ResultStore, StoreError, default_store_path
from solver.tournament.tables import FORMATS, write_tables
from solver.tournament.verdicts import HEADER as VERDICTS_HEADER, VerdictsError, load_verdicts

# ------------------------------------------------ options, defined once, shared
entries_argument = click.argument("entries", metavar="ENTRIES")

out_option = click.option(
    "--out", "out_dir", required=True, type=base.PathType(file_okay=False), metavar="DIR",
    help="Directory to write pairings, matrix and standings to (created if needed).")

partial_option = click.option(
    "--partial", is_flag=True,
    help="Run the round even if some decks play cards 3cb does not support: the pairings "
         "of supported decks are solved, the others are marked 'needs a judge' (naming the "
         "cards) and settled by --verdicts.  Without it an unsupported card is an error.")

verdicts_option = click.option(
    "--verdicts", "verdicts_path", type=base.PathType(dir_okay=False), default=None,
    metavar="FILE",
    help=f"A judge's verdicts: CSV with the header '{','.join(VERDICTS_HEADER)}', each "
         f"game win, draw or loss from A's side (a pairing may be written in either order).  "
         f"They settle the pairings that need a judge and those the solver left 'unknown'; "
         f"a result the solver proved is never overridden (the conflict is reported).")

jobs_option = click.option(
    "--jobs", "-j", type=click.IntRange(min=1), default=None, metavar="N",
    help="Worker processes solving pairings at once.  [default: all cores]")

store_option = click.option(
    "--store", "store_path", type=base.PathType(dir_okay=False), default=None, metavar="FILE",
    help="SQLite result store: pairings found there are not solved again, new results are "
         "added as they are solved.  [default: $XDG_CACHE_HOME/threecb/results.sqlite, "
         "or ~/.cache/threecb/results.sqlite]")

quiet_option = click.option(
    "--quiet", "-q", is_flag=True,
    help="No progress bar and no notes on stderr (errors still).")

format_option = click.option(
    "--format", "fmt", type=click.Choice(FORMATS), default="csv", show_default=True,
    help="Tables as CSV with a header row (spreadsheets) or as JSON (programs).")

groups_option = click.option(
    "--groups", type=click.IntRange(min=1), default=1, show_default=True, metavar="N",
    help="Split the field into N groups, each its own round-robin with its own standings.  "
         "Entrants are dealt in file order: 1st to group 1, 2nd to group 2, ..., "
         "(N+1)th to group 1.")

scheduler_option = click.option(
    "--scheduler", metavar="ADDRESS", default=None,
    help="Solve on a Dask distributed cluster, e.g. tcp://host:8786 (needs the 'cluster' "
         "extra).  Results still go to this machine's store.")

name_option = click.option(
    "--name", metavar="TEXT", default=None,
    help="The round's name, for the report's banner (written to DIR/round.json with the "
         "date, deck rules and fingerprint).  [default: the entries file's name]")

retry_unknown_option = click.option(
    "--retry-unknown", is_flag=True,
    help="Solve stored 'unknown' results again even if they were attempted with "
         "budgets at least as large as now.")

bounds_options = base.compose(base.method_option, base.max_life_option, base.max_counters_option,
                              base.max_states_option, base.time_limit_option,
                              base.max_memory_option, base.work_dir_option)
run_options = base.compose(bounds_options, jobs_option, scheduler_option, store_option,
                           retry_unknown_option, quiet_option)


# ------------------------------------------------------------------ helpers
def _limits(kw) -> Limits:
    return Limits(method=kw["method"], max_life=kw["max_life"], max_counters=kw["max_counters"],
                  max_states=kw["max_states"], time_limit=kw["time_limit"],
                  max_memory=kw["max_memory"], work_dir=kw["work_dir"])


def _entrants(path, deck_size, banlist, partial=False):
    try:
        return load_entries(path, deck_size, banlist, partial)
    except EntriesError as e:
        unknown = "unknown or unsupported card" in str(e)
        hint = ("\n'3cb cards' lists the supported cards; --partial runs the round anyway, "
                "leaving the pairings of those decks to a judge.") if unknown else ""
        raise base.BadInput(f"{e}{hint}") from None


def _verdicts(path, entrants, groups):
    if path is None:
        return None
    try:
        return load_verdicts(path, Field(tuple(entrants), groups))
    except VerdictsError as e:
        raise base.BadInput(str(e)) from None


def _line_command(c, deck_size) -> str:
    """The `3cb line` command that shows the solver's game behind a conflict."""
    words = ["3cb", "line", c.deck_a, c.deck_b]
    if c.game == "a_on_draw":
        words.append("--a-on-draw")
    if str(deck_size) != str(decks.DEFAULT_DECK_SIZE):
        words += ["--deck-size", str(deck_size)]
    return shlex.join(words)


def _report_judging(rnd, verdicts_path, deck_size, quiet):
    """Conflicts (always: the judge must hear of them) and who needs a judge (a note)."""
    for c in rnd.conflicts:
        game = c.game.replace("a_on_", "A on the ")
        click.echo(f"Warning: {verdicts_path}:{c.line}: {c.entrant_a} vs {c.entrant_b}, {game}: "
                   f"the verdict says {c.judge} but the solver proved {c.solver}; the solver's "
                   f"result stands.  Its line: {_line_command(c, deck_size)}", err=True)
    if quiet:
        return
    waiting: dict[str, int] = {}
    for r in rnd.pairings:
        if r.a_on_play == UNSUPPORTED:
            for name in (r.entrant_a, r.entrant_b):
                waiting[name] = waiting.get(name, 0) + 1
    for e in rnd.field.entrants:
        if e.unsupported and waiting.get(e.name):
            n = waiting[e.name]
            click.echo(f"needs a judge: {n} pairing{'s' if n > 1 else ''} of {e.name} "
                       f"(unsupported: {', '.join(e.unsupported)})", err=True)


def _status_line(rnd) -> str:
    st = rnd.status
    line = f"Pairings: {st['solved']} solved, {st['judged']} judged, {st['open']} open"
    if st["open"]:
        judge = sum(r.a_on_play == UNSUPPORTED for r in rnd.unsettled)
        line += f" ({judge} need a judge, {st['open'] - judge} unknown or missing)"
    return line + "."


def format_unsupported(fld: Field) -> str:
    """`--list-unsupported`: the cards a round needs, the most pairings unlocked first."""
    census = fld.unsupported_census()
    pairings = fld.pairings()
    if not census:
        return "Every card of the field is supported: nothing to list."
    waiting = sum(not (a.supported and b.supported) for _, a, b in pairings)
    odd = sum(not e.supported for e in fld.entrants)
    cards = "1 unsupported card" if len(census) == 1 else f"{len(census)} unsupported cards"
    lines = [f"{cards}, played by {odd} of {len(fld.entrants)} entrants; "
             f"{waiting} of {len(pairings)} pairings need a judge.",
             "'unlocks': the pairings the solver could settle with that card alone supported."]
    card_w = max(len("card"), *(len(c.card) for c in census))
    lines.append(f"{'unlocks':>7}  {'needed by':>9}  {'card':<{card_w}}  played by")
    for c in census:
        hint = decks.suggestions(c.card)
        typo = f"  (did you mean: {', '.join(hint)}?)" if hint else ""
        lines.append(f"{c.unlocks:>7}  {c.needed_by:>9}  {c.card:<{card_w}}  "
                     f"{', '.join(c.entrants)}{typo}")
    return "\n".join(lines)


def _store(path, must_exist=False):
    path = path or default_store_path()
    if must_exist and not os.path.isfile(path):
        raise base.BadInput(f"no result store at {path} (--store); '3cb roundrobin' creates it")
    try:
        return ResultStore(path, current_fingerprint())
    except StoreError as e:
        raise base.BadInput(str(e)) from None


def _field_check(entrants, groups, minimum=2):
    if len(entrants) < minimum:
        raise base.BadInput(f"a round-robin needs at least {minimum} entrants, "
                            f"the entries file has {len(entrants)}")
    if groups > 1 and len(entrants) < 2 * groups:
        raise base.BadInput(f"{len(entrants)} entrants cannot make {groups} groups of at "
                            f"least 2 (--groups)")


def _note(quiet, msg):
    if not quiet:
        click.echo(msg, err=True)


def _compile_note(quiet):
    if not quiet:
        base.note_first_compile()


def _run(fn, *args, **kw):
    try:
        return fn(*args, **kw)
    except ClusterError as e:
        raise base.BadInput(str(e)) from None
    except WorkerDied as e:
        raise click.ClickException(str(e)) from None      # exit status 1


def _report_unsettled(rnd, quiet):
    if quiet:
        return
    for r in rnd.unsettled:
        if r.a_on_play in ("missing", UNSUPPORTED):     # listed by the callers
            continue
        why = "; ".join(f"{k.replace('a_on_', 'A on the ')}: {v}" for k, v in r.reasons.items())
        click.echo(f"unknown: {r.entrant_a} vs {r.entrant_b} ({why or 'no reason recorded'})",
                   err=True)


def format_standings(stand, grouped: bool, judged: bool = False) -> str:
    """The standings as text; `judged` adds the column J: pairings settled by a judge."""
    name_w = max([len("entrant")] + [len(s.entrant) for s in stand])
    jay = f" {'J':>3}" if judged else ""
    head = (f"{'rank':>4}  {'points':>6}  {'W':>3} {'D':>3} {'L':>3} {'?':>3}{jay}  "
            f"{'entrant':<{name_w}}  deck")
    lines, group = [], None
    for s in stand:
        if grouped and s.group != group:
            group = s.group
            lines += ([""] if lines else []) + [f"Group {group}", head]
        elif not lines:
            lines.append(head)
        jay = f" {s.pairings_judged:>3}" if judged else ""
        lines.append(f"{s.rank:>4}  {s.points:>6}  {s.game_wins:>3} {s.draws:>3} {s.losses:>3} "
                     f"{s.pairings_unknown:>3}{jay}  {s.entrant:<{name_w}}  {s.deck}")
    return "\n".join(lines)


def _info(rnd, name, entries, deck_size, banlist, store, limits=None) -> dict:
    stem = os.path.splitext(os.path.basename(entries))[0] or entries
    return round_info(rnd.field, name=name or stem, entries=entries, deck_size=deck_size,
                      banlist=banlist, limits=limits, store=store.path)


def _write(rnd, out_dir, fmt, info):
    """The tables, then round.json (what the round was: `3cb report`'s banner)."""
    try:
        paths = write_tables(out_dir, rnd.field, rnd.pairings, rnd.standings, fmt)
        write_round_info(out_dir, info)
        return paths
    except OSError as e:
        raise base.BadInput(f"cannot write the tables to {out_dir}: {e.strerror or e}") from None


# ------------------------------------------------------------------ commands
@click.command()
@entries_argument
@click.option("--out", "out_dir", type=base.PathType(file_okay=False), metavar="DIR",
              help="Directory to write pairings, matrix and standings to (created if "
                   "needed).  Required, except with --list-unsupported.")
@format_option
@groups_option
@name_option
@partial_option
@verdicts_option
@click.option("--list-unsupported", is_flag=True,
              help="Solve nothing: list the cards of ENTRIES that 3cb does not support, "
                   "by how many pairings supporting each would let the solver settle.")
@run_options
@base.deck_rules_options
def roundrobin(entries, out_dir, fmt, groups, name, partial, verdicts_path, list_unsupported, jobs,
               scheduler, store_path, retry_unknown, quiet, deck_size, banlist, **bounds):
    """Solve every pairing of the field in ENTRIES and write its tables to DIR.

    ENTRIES is a text file with one entrant a line, 'Name: Card | Card | Card'
    (blank lines and '#' comments ignored), or a CSV file with the header
    'name,card1,card2,card3'.  Every problem of the file is reported at once,
    with its line, before anything is solved.

    Entrants with the same cards play the same deck: each distinct pair of
    decks is solved once, both play orders, and results already in the result
    store (--store) are not solved again.  Each result is stored the moment it
    is solved, so an interrupted run loses only the pairings in progress:
    run the same command again to continue.  A pairing that reaches a bound or
    --time-limit (per pairing) is 'unknown' and the run goes on.

    Writes pairings, matrix and standings (.csv, or .json with --format json)
    and prints the standings.  A game won is worth 3 points, a draw 1.  Also
    writes round.json (name, date, deck rules, fingerprint: '3cb report DIR'
    makes the round's HTML report out of the directory).

    A real round may have cards 3cb does not support yet: --partial solves
    the rest and marks those pairings 'needs a judge'; --verdicts FILE
    settles them (and any 'unknown') by a judge's word, and the tables say
    which pairings are solved, judged or still open.  --list-unsupported
    shows which cards are missing.

    \b
    Example:
      3cb roundrobin samples/round.txt --out tables --deck-size any
      3cb roundrobin entries.csv --out tables --jobs 4 --time-limit 60
      3cb roundrobin entries.txt --out tables --scheduler tcp://10.0.0.5:8786
      3cb roundrobin samples/league.txt --deck-size 2 --list-unsupported
      3cb roundrobin samples/league.txt --out tables --deck-size 2 --partial \\
          --verdicts samples/league-verdicts.csv
    """
    if out_dir is None and not list_unsupported:
        raise click.UsageError("Missing option '--out'.")
    entrants = _entrants(entries, deck_size, banlist, partial or list_unsupported)
    _field_check(entrants, groups)
    if list_unsupported:
        click.echo(format_unsupported(Field(tuple(entrants), groups)))
        return
    verdicts = _verdicts(verdicts_path, entrants, groups)
    with _store(store_path) as store:
        _compile_note(quiet)
        limits = _limits(bounds)
        rnd = _run(play_round, entrants, store, limits, groups=groups, jobs=jobs,
                   scheduler=scheduler, retry_unknown=retry_unknown, quiet=quiet,
                   verdicts=verdicts)
        st = rnd.stats
        paths = _write(rnd, out_dir, fmt, _info(rnd, name, entries, deck_size, banlist, store,
                                                limits))
        judging = partial or verdicts is not None
        if judging:
            _report_judging(rnd, verdicts_path, deck_size, quiet)
        _report_unsettled(rnd, quiet)
        unknown = "." if judging else f"; {len(rnd.unsettled)} pairings unknown."
        click.echo(f"{len(entrants)} entrants, {len(rnd.pairings)} pairings, {st.pairs} distinct "
                   f"deck pairs: {st.solved} solved now, {st.cached} from the store "
                   f"({store.path}){unknown}")
        if judging:
            click.echo(_status_line(rnd))
        click.echo(format_standings(rnd.standings, groups > 1, judging))
        click.echo("Tables: " + ", ".join(str(p) for p in paths))


@click.command()
@entries_argument
@out_option
@format_option
@groups_option
@name_option
@partial_option
@verdicts_option
@store_option
@quiet_option
@base.deck_rules_options
def export(entries, out_dir, fmt, groups, name, partial, verdicts_path, store_path, quiet, deck_size,
           banlist):
    """Write the tables of the field in ENTRIES from the result store alone.

    Solves nothing: a pairing the store does not have is 'missing' in
    pairings (its points empty, '?' in the matrix, counted under
    pairings_unknown in the standings) and listed on stderr.  The exit status
    is 0 even then -- the tables were written; run '3cb roundrobin' with the
    same options to fill them in.  Only results under this version's rules
    and cards count (see the result store in the README).

    \b
    Example:
      3cb export samples/round.txt --out tables --deck-size any
      3cb export entries.csv --out tables --format json --groups 2
    """
    entrants = _entrants(entries, deck_size, banlist, partial)
    _field_check(entrants, groups)
    verdicts = _verdicts(verdicts_path, entrants, groups)
    with _store(store_path, must_exist=True) as store:
        rnd = export_round(entrants, store, groups=groups, verdicts=verdicts)
        paths = _write(rnd, out_dir, fmt, _info(rnd, name, entries, deck_size, banlist, store))
    judging = partial or verdicts is not None
    if judging:
        _report_judging(rnd, verdicts_path, deck_size, quiet)
    _report_unsettled(rnd, quiet)
    n = len(rnd.missing)
    if n:
        click.echo(f"{n} of {len(rnd.pairings)} pairings are not in the store {store.path}; "
                   f"they are 'missing' in the tables:", err=True)
        for r in rnd.missing:
            click.echo(f"  missing: {r.entrant_a} vs {r.entrant_b}", err=True)
    click.echo(f"{len(entrants)} entrants, {len(rnd.pairings)} pairings: "
               f"{len(rnd.pairings) - n} from the store, {n} missing.")
    if judging:
        click.echo(_status_line(rnd))
    click.echo(format_standings(rnd.standings, groups > 1, judging))
    click.echo("Tables: " + ", ".join(str(p) for p in paths))


@click.command()
@click.argument("deck")
@entries_argument
@run_options
@base.deck_rules_options
@base.json_option
def gauntlet(deck, entries, jobs, scheduler, store_path, retry_unknown, quiet, deck_size,
             banlist, as_json, **bounds):
    """Solve DECK against every entrant of ENTRIES, best results first.

    For a player testing a submission: DECK is card names separated by '|'
    or a deck file, ENTRIES a field as for 'roundrobin'.  Prints, for each
    entrant, DECK's result on the play and on the draw and its points (3 a
    win, 1 a draw), sorted by those points (unknown last).  Results come from
    and go to the result store like a round-robin's.

    \b
    Example:
      3cb gauntlet "Mountain | Lightning Bolt" samples/round.txt --deck-size any
      3cb gauntlet samples/burn.txt entries.txt --json
    """
    mine = base.parse_deck(deck, deck_size, banlist, "DECK")
    entrants = _entrants(entries, deck_size, banlist)
    with _store(store_path) as store:
        _compile_note(quiet)
        rows, st = _run(run_gauntlet, mine, entrants, store, _limits(bounds), jobs=jobs,
                        scheduler=scheduler, retry_unknown=retry_unknown, quiet=quiet)
    settled = [r for r in rows if r.points is not None]
    total = sum(r.points for r in settled)
    if as_json:
        click.echo(json.dumps({"deck": mine, "points": total, "pairings": len(rows),
                               "pairings_unknown": len(rows) - len(settled),
                               "results": [r.to_json() for r in rows]}))
        return
    name_w = max([len("entrant")] + [len(r.entrant) for r in rows])
    click.echo(f"{' | '.join(mine)} against {len(rows)} entrants: {total} points "
               f"({len(rows) - len(settled)} pairings unknown; {st.solved} solved now, "
               f"{st.cached} from the store)")
    click.echo(f"{'points':>6}  {'on play':<8} {'on draw':<8} {'entrant':<{name_w}}  deck")
    for r in rows:
        pts = "?" if r.points is None else str(r.points)
        click.echo(f"{pts:>6}  {r.on_play:<8} {r.on_draw:<8} {r.entrant:<{name_w}}  {r.deck}")


COMMANDS = (roundrobin, export, gauntlet)
