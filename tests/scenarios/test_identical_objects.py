"""Choices that differ only by which of two identical, unreferenced objects is used
are offered once: the two games are the same game with the objects swapped."""
from tests.scenarios.scenario_kit import actions, build, matching


def test_two_plains_give_one_level_up_payment():
    # Student of Warfare's level up costs {W}; tapping the first or the second of two
    # untapped Plains leads to the same position.
    g = build(a=["Student of Warfare", "Plains", "Plains"], b=["Island"])
    assert matching(g, "level up") == ["A activates Student of Warfare: level up paying with Plains"]


def test_two_identical_memnites_are_one_bolt_target():
    # Bolt at either of two identical Memnites is the same play; a tapped third
    # Memnite differs (it is tapped), so it is a target of its own.
    g = build(a=["Mountain"], a_hand=["Lightning Bolt"],
              b=["Memnite", "Memnite", ("Memnite", dict(tapped=1))])
    bolts = matching(g, "Lightning Bolt targeting Memnite")
    assert len(bolts) == 2


def test_two_identical_attackers_give_one_single_attack():
    # With two identical untapped Savannah Lions the attacks are: none, one Lions,
    # both — "the first" and "the second" Lions alone are the same attack.
    g = build(a=["Savannah Lions", "Savannah Lions"], b=["Island"], step="declare attackers")
    assert sorted(actions(g)) == ["A attacks with Savannah Lions",
                                  "A attacks with Savannah Lions, Savannah Lions",
                                  "A does not attack"]


def test_identical_cards_in_hand_are_cast_once():
    # Two Memnites in hand: casting either is the same play.
    g = build(a=["Plains"], a_hand=["Memnite", "Memnite"], b=["Island"])
    assert matching(g, "casts Memnite") == ["A casts Memnite"]
