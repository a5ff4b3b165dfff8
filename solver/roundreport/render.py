"""The report's HTML: Jinja2 with autoescape on, every name escaped.

The page is self-contained: the CSS and the small script are inlined from
templates/ (no network, no CDN), and every link is an in-page anchor, so the
page works as a file, offline, and with JavaScript off.
"""
from __future__ import annotations

from pathlib import Path

import jinja2
import markupsafe

TEMPLATES = Path(__file__).resolve().parent / "templates"
REPORT_FILE = "report.html"


def _env() -> jinja2.Environment:
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(TEMPLATES),
                             autoescape=True,      # names come from users: always escaped
                             undefined=jinja2.StrictUndefined,
                             trim_blocks=True, lstrip_blocks=True)
    env.filters["pct"] = lambda x: f"{100 * x:.1f}%"
    # the page's own CSS and script, inlined as they are (not template source)
    for name in ("report.css", "report.js"):
        env.globals[name.replace(".", "_")] = markupsafe.Markup(
            (TEMPLATES / name).read_text(encoding="utf-8"))
    return env


def render_html(data: dict) -> str:
    """The page for build_report's data."""
    return _env().get_template("report.html.j2").render(**data)


def write_report(data: dict, path) -> Path:
    path = Path(path)
    path.write_text(render_html(data), encoding="utf-8")
    return path
