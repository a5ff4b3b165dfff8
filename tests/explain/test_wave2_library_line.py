"""The library in `3cb line` and in the replay (issue #12's Done-when): its
contents and order are shown whenever they change, and every replay state lists
each player's library, top first.

Oracle vs Subtlety (evoked, exiling the Faerie): B puts A's Oracle spell on top
of A's library; A draws it next turn and casts it again, winning (see
tests/solver/test_wave2_library_matchups.py for the hand reasoning)."""
import json
from pathlib import Path

import pytest

from solver.explain.lines import Explainer
from solver.explain.report import format_line, replay_json

ROOT = Path(__file__).resolve().parents[2]
A = ["Island", "Island", "Thassa's Oracle"]
B = ["Subtlety", "Sleep-Cursed Faerie"]


@pytest.fixture(scope="module")
def line():
    return Explainer(A, B, a_on_play=True).line()


def test_line_shows_the_library(line):
    text = format_line(line)
    assert "win for A" in text
    assert "A's library, top first: Thassa's Oracle" in text
    # Subtlety moves the spell; it is not countered (nothing "can't be countered" stops it)
    assert "A's Thassa's Oracle is put into its owner's library" in text
    assert "Thassa's Oracle is countered" not in text
    assert "Thassa's Oracle is drawn" in text
    assert "A's library, top first: empty" in text


def test_replay_states_list_the_library(line):
    doc = replay_json(line)
    libs = [d["state"]["players"]["A"]["library"] for d in doc["decisions"]]
    assert ["Thassa's Oracle"] in libs and libs[0] == []
    assert all(d["state"]["players"]["B"]["library"] == [] for d in doc["decisions"])
    jsonschema = pytest.importorskip("jsonschema")
    jsonschema.validate(json.loads(json.dumps(doc)),
                        json.loads((ROOT / "docs" / "replay.schema.json").read_text()))
