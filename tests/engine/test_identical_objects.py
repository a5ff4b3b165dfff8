"""Choices that differ only by which of two identical, unreferenced objects is used
are offered once: the two games are the same game with the objects swapped."""
from engine.rules.defer import DEFER_IDLE_ANIM
from engine.tables import CFG_DEFER
from scenario_kit import actions, build, matching


def test_two_identical_factories_keep_every_combined_choice():
    # Found in review: cutting "identical" objects role by role (source, payer,
    # target) dropped "animate one Mishra's Factory paying with the other".  Both
    # Factories still offer their animation, paid by either Factory.
    g = build(a=["Mishra's Factory", "Mishra's Factory"], b=["Plains"])
    anim = matching(g, "Mishra's Factory ({1}:")
    assert len(anim) == 2       # each Factory, paid by the other
    # paid by itself, the Factory would be tapped: an idle animation, withheld in such
    # a matchup of lands (docs/RULES.md "Idle animations"); without that reduction,
    # each Factory paid by itself or by the other
    g.cfg[CFG_DEFER] &= ~DEFER_IDLE_ANIM
    assert len(matching(g, "Mishra's Factory ({1}:")) == 4


def test_two_identical_attackers_give_one_single_attack():
    # With two identical untapped Savannah Lions the attacks are: none, one Lions,
    # both — "the first" and "the second" Lions alone are the same attack.
    g = build(a=["Savannah Lions", "Savannah Lions"], b=["Island"], step="declare attackers")
    assert sorted(actions(g)) == ["A attacks with Savannah Lions",
                                  "A attacks with Savannah Lions and Savannah Lions",
                                  "A does not attack"]


def test_identical_cards_in_hand_are_cast_once():
    # Two Memnites in hand: casting either is the same play.
    g = build(a=["Plains"], a_hand=["Memnite", "Memnite"], b=["Island"])
    assert matching(g, "casts Memnite") == ["A casts Memnite"]
