"""`3cb report DIR`: one self-contained HTML page of a round (tables, matrix, lines).

| module | what |
|---|---|
| `source.py` | a tables directory read back: round.json, pairings, standings (plain dicts) |
| `games.py` | the optimal line of each game, in `3cb line`'s words (solver/explain) |
| `data.py` | the plain dicts the template renders: banner, standings, matrix, pairings, decks |
| `render.py` | Jinja2 (autoescape on) -> report.html |
| `templates/` | the page: report.html.j2 and its inline CSS and script |
"""
from solver.roundreport.data import build_report
from solver.roundreport.render import render_html, write_report
from solver.roundreport.source import ReportInputError, read_round_dir

__all__ = ["build_report", "render_html", "write_report", "ReportInputError", "read_round_dir"]
