"""One home per mechanic: each effect verb is one module of engine/verbs/, and
engine/ never imports cards/ (cards/ is the data, built from engine's parts)."""
from __future__ import annotations

import ast
import random
import re
from pathlib import Path

import numpy as np
import pytest

from cards.registry import default_tables
from cards.schema import CardError, Card, PutCounters, Triggered
from engine import ops
from engine import state as S
from engine.compile import compile_cards
from engine.game import Game
from engine.tables import EF_VERB
from engine.verbs import VERBS, dispatch

ROOT = Path(__file__).resolve().parents[2]


def _imports(path: Path) -> set[str]:
    out = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            out.add(node.module)
    return out


def test_engine_never_imports_cards():
    offenders = [str(p.relative_to(ROOT)) for p in (ROOT / "engine").rglob("*.py")
                 if any(m == "cards" or m.startswith("cards.") for m in _imports(p))]
    assert offenders == []


def test_every_verb_module_is_complete_and_its_id_is_its_place():
    for vid, (name, m) in enumerate(zip(VERBS, dispatch.MODULES), start=1):
        assert getattr(ops, "V_" + name.upper()) == vid
        assert isinstance(m.NAME, str) and m.NAME
        assert hasattr(m, "resolve") and hasattr(m, "EFFECT")
        asks = hasattr(m, "options")
        # a verb that asks a choice says how it applies and how it reads
        assert asks == hasattr(m, "apply") == hasattr(m, "choice_words"), name
        assert f"    if v == {vid}:\n        return {name}.resolve(" in dispatch.SOURCE
    asking = {n for n, m in zip(VERBS, dispatch.MODULES) if hasattr(m, "options")}
    assert asking == {"sacrifice_unless", "counter_unless_pay", "discard_choice",
                      "destroy_unless_pay", "put_on_library", "look_at_top", "order_library",
                      "flip_coin", "sacrifice_chosen", "discard", "sacrifice_greatest",
                      "change_target",
                      "exile_until", "exile_playable",     # wave 2, modes (Misdirection)
                      "imprint", "cast_copy",               # wave 2b, scepter
                      "madness",                           # wave 2b, madness
                      "sacrifice_to_draw"}                 # annex (Curse of Silence)


def test_no_engine_file_outside_a_verb_module_names_a_verb_id():
    """The ids are the registry's; a kernel asks its verb module, never ops.V_*."""
    pattern = re.compile(r"\bV_[A-Z_]+\b")
    offenders = [str(p.relative_to(ROOT)) for p in (ROOT / "engine").rglob("*.py")
                 if p.name != "ops.py" and pattern.search(p.read_text())]
    assert offenders == []


def test_compiled_rows_carry_the_verb_ids():
    t = default_tables()
    ward = [e for e in t.ef if e[EF_VERB] == ops.V_COUNTER_UNLESS_PAY]
    # Daze (counter unless {1}) and ward cards' triggers: every such row has A >= 1
    assert ward and all(e[2] >= 1 for e in ward)
    assert set(int(v) for v in t.ef[:, EF_VERB]) <= set(range(1, len(VERBS) + 1))


def test_a_verb_checks_its_own_data():
    """put_counters.check: ice counters only on a card naming them its kind."""
    with pytest.raises(CardError, match="Bad: ice counters only on itself"):
        Card(name="Bad", oracle="x", types=("Artifact",),
             abilities=(Triggered("enters", (PutCounters("ice", 1),)),))
    ok = Card(name="Good", oracle="x", types=("Artifact",), counter_kind="ice",
              abilities=(Triggered("enters", (PutCounters("ice", 1),)),))
    assert compile_cards([ok]).ef[0, EF_VERB] == ops.V_PUT_COUNTERS


def _choice_positions(deck_a, deck_b, seeds=range(40), limit=300):
    """Positions waiting on a resolution choice, from random playouts."""
    out = []
    for seed in seeds:
        rng = random.Random(seed)
        g = Game(deck_a, deck_b, first=seed % 2)
        for _ in range(limit):
            if int(g.s[S.H_RESULT]) != ops.R_ONGOING:
                break
            acts = g.legal_actions()
            if int(g.s[S.H_DECISION]) == ops.D_CHOICE:
                out.append((g.s.copy(), acts, g.t))
            g.apply(acts[rng.randrange(len(acts))])
    return out


def test_each_choice_is_worded_by_its_verb():
    """A resolution choice reads in its verb module's own words (engine.words
    asks the verb), never in the plain fallback."""
    from engine.words import action_text
    phrases = {ops.V_COUNTER_UNLESS_PAY: ("pays for Daze", "does not pay for Daze"),
               ops.V_SACRIFICE_UNLESS: ("to keep Scythe Tiger", "sacrifices Scythe Tiger (keeps the rest)"),
               ops.V_DISCARD_CHOICE: ("from the revealed hand: it is discarded",),
               ops.V_DESTROY_UNLESS_PAY: ("pays to keep", "does not pay: ")}
    seen = set()
    for deck_a, deck_b in ((["Island", "Daze", "Lightning Bolt"], ["Mountain", "Kird Ape", "Forest"]),
                           (["Forest", "Scythe Tiger", "Forest"], ["Plains", "Kird Ape", "Mountain"]),
                           # two different cards to choose from (one would be auto-played)
                           (["Forest", "Daze", "Lightning Bolt"], ["Swamp", "Duress", "Plains"]),
                           (["The Tabernacle at Pendrell Vale", "Savannah Lions", "Plains"],
                            ["Island", "Mountain", "Kird Ape"])):
        for s, acts, t in _choice_positions(deck_a, deck_b):
            verb = int(t.ef[int(s[S.H_DARG]), EF_VERB])
            for a in acts:
                who = "AB"[int(s[S.H_PRIO])]
                ours = dispatch.choice_words(verb)(s, np.asarray(a), t, who)
                assert ours == action_text(s, a, t)
                assert any(p in ours for p in phrases[verb]), ours
                seen.add(verb)
    assert seen == {ops.V_COUNTER_UNLESS_PAY, ops.V_SACRIFICE_UNLESS, ops.V_DISCARD_CHOICE,
                    ops.V_DESTROY_UNLESS_PAY}
