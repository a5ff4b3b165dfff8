"""The story of a game comes from what happened (engine.moves.apply_steps):
a spell resolves, is countered, or does nothing because its target is gone;
never the zones a card passed through.  Each expected story was written out by
hand before the test was run."""
import numpy as np
from engine import ops
from engine import layout
from engine.moves import apply_action, apply_steps
from engine.words import action_text
from scenario_kit import build
from solver.explain.lines import Explainer
from solver.explain.narrate import happenings
from solver.explain.report import format_line, line_steps


def _do(g, text):
    """Take the action whose words contain `text`; return what it set off."""
    acts = g.legal_actions()
    hits = [a for a in acts if text.lower() in action_text(g.s, a, g.t).lower()]
    assert len(hits) == 1, g.describe_actions()
    story = happenings(g.s, hits[0], g.t, g.cfg)
    g.apply(hits[0])
    return story


def test_countered_creature_spell_is_countered_not_resolved():
    # A casts Savannah Lions with its Plains; B answers with Mental Misstep paid
    # with 2 life.  Nobody has anything left, so the passes are forced: Misstep
    # resolves, the Lions are countered (to the graveyard), and nothing enters.
    g = build(a=["Plains"], a_hand=["Savannah Lions"], b_hand=["Mental Misstep"])
    assert _do(g, "A casts Savannah Lions") == []
    story = _do(g, "B casts Mental Misstep targeting A's Savannah Lions (a spell), paying 2 life")
    assert story == ["B loses 2 life (18)",
                     "B's Mental Misstep resolves",
                     "A's Savannah Lions is countered"]
    assert g.zone("Savannah Lions") == "graveyard"


def test_misstep_against_misstep_in_order():
    # Lions, then B's Misstep at the Lions, then A's Misstep at B's Misstep.  The
    # top of the stack resolves first: A's Misstep counters B's; then the Lions
    # resolve and enter the battlefield.  (Told backwards before: the Lions
    # "resolved" first.)
    g = build(a=["Plains"], a_hand=["Savannah Lions", "Mental Misstep"],
              b_hand=["Mental Misstep"])
    _do(g, "A casts Savannah Lions")
    _do(g, "A passes")          # A holds priority after casting: Misstep or pass
    _do(g, "B casts Mental Misstep targeting A's Savannah Lions")
    story = _do(g, "A casts Mental Misstep targeting B's Mental Misstep")
    assert story == ["A loses 2 life (18)",
                     "A's Mental Misstep resolves",
                     "B's Mental Misstep is countered",
                     "A's Savannah Lions resolves and enters the battlefield"]
    assert g.zone("Savannah Lions") == "battlefield"


def test_bolt_whose_target_left_does_nothing():
    # A bolts B's Savannah Lions; B answers by exiling its own Lions with Swords
    # to Plowshares (gaining 2 life).  Swords resolves first; then the Bolt has
    # no legal target and does nothing: B's life stays 22.
    g = build(a=["Mountain"], a_hand=["Lightning Bolt"],
              b=["Plains", "Savannah Lions"], b_hand=["Swords to Plowshares"])
    _do(g, "A casts Lightning Bolt targeting B's Savannah Lions")
    story = _do(g, "B casts Swords to Plowshares targeting B's Savannah Lions")
    assert story == ["B's Swords to Plowshares resolves",
                     "B's Savannah Lions is exiled",
                     "B gains 2 life (22)",
                     "A's Lightning Bolt does nothing: its target is illegal"]
    assert g.life(1) == 22 and g.zone("Lightning Bolt") == "graveyard"


def test_resolving_instant_and_permanent():
    # Nothing answers: the Bolt resolves (then deals its 3), the Lions resolve
    # and enter the battlefield.
    g = build(a=["Mountain", "Plains"], a_hand=["Lightning Bolt", "Savannah Lions"],
              b=["Island"])
    assert _do(g, "A casts Lightning Bolt targeting B") == ["A's Lightning Bolt resolves",
                                                            "B loses 3 life (17)"]
    assert _do(g, "A casts Savannah Lions") == [
        "A's Savannah Lions resolves and enters the battlefield"]


def test_line_never_says_a_countered_spell_resolves():
    # `3cb line "Savannah Lions | Plains" "Mental Misstep"` said "A's Savannah Lions
    # resolves" though the Lions were countered.  B must counter the Lions (they
    # would win alone), and then nobody has anything: a draw, told as it happened.
    ln = Explainer(["Savannah Lions", "Plains"], ["Mental Misstep"]).line()
    text = format_line(ln)
    assert ln.result == "draw"
    assert "Savannah Lions resolves" not in text and "enters the battlefield" not in text
    counter = [st for st in line_steps(ln) if st["action"].startswith("B casts Mental Misstep")]
    assert len(counter) == 1, text
    assert counter[0]["events"] == ["B loses 2 life (18)", "B's Mental Misstep resolves",
                                    "A's Savannah Lions is countered"], text


def test_apply_steps_ends_as_apply_action():
    # apply_steps is apply_action one elementary action at a time: the same final
    # state on every action of a few positions.
    g = build(a=["Mountain"], a_hand=["Lightning Bolt"],
              b=["Plains", "Savannah Lions"], b_hand=["Swords to Plowshares"])
    buf = np.zeros((layout.MAX_ACTIONS, layout.ACT_W), dtype=np.int64)
    for _ in range(30):
        if g.result != ops.R_ONGOING:
            break
        acts = g.legal_actions()
        for a in acts:
            x, y = g.s.copy(), g.s.copy()
            apply_action(x, a, g.t.ct, g.t.ab, g.t.ef, g.cfg, buf)
            steps = apply_steps(y, a, g.t.ct, g.t.ab, g.t.ef, g.cfg, buf)
            assert np.array_equal(x, y) and len(steps) >= 1
        g.apply(acts[-1])
