"""Tournaments: a whole round-robin solved, stored and tabulated.

| module | what |
|---|---|
| `entries.py` | entries files (text or CSV) -> `Entrant`s, every problem reported at once |
| `field.py` | groups, pairings, distinct deck pairs, a result seen from either side, `Limits` |
| `fingerprint.py` | what a stored result is valid under (card tables + rules code) |
| `store.py` | the SQLite result store and its reuse rule |
| `worker.py` | solving one deck pair in any process; pool workers die with their parent |
| `run.py` | store lookups, then this process / a local pool / Dask; results stored as they come |
| `cluster.py` | the Dask side (`--scheduler`) |
| `standings.py` | points, standings and matrix arithmetic |
| `verdicts.py` | a judge's verdicts file, merged with the solver's results; conflicts |
| `tables.py` | CSV / JSON tables, written and read back |
| `roundinfo.py` | round.json beside the tables: name, date, deck rules, fingerprints, entrants |
| `round.py` | `play_round`, `export_round`, `gauntlet`: the Python API |
| `commands.py` | `3cb roundrobin`, `3cb export`, `3cb gauntlet` |
"""
from solver.tournament.entries import Entrant, EntriesError, load_entries, parse_entries
from solver.tournament.field import Field, Limits
from solver.tournament.fingerprint import current_fingerprint
from solver.tournament.round import Round, export_round, gauntlet, play_round
from solver.tournament.roundinfo import read_round_info, round_info, write_round_info
from solver.tournament.store import ResultStore, StoreError, default_store_path
from solver.tournament.tables import write_tables
from solver.tournament.verdicts import VerdictsError, load_verdicts

__all__ = ["Entrant", "EntriesError", "load_entries", "parse_entries", "Field", "Limits",
           "current_fingerprint", "Round", "export_round", "gauntlet", "play_round",
           "ResultStore", "StoreError", "default_store_path", "write_tables", "VerdictsError",
           "load_verdicts", "round_info", "write_round_info", "read_round_info"]
