"""Wave 2, divided damage: Fury and Pyrokinesis (engine/verbs/divided_damage.py).  The
oracle line is beside each test."""
import pytest

from cards.schema import ANY_TARGET, TARGET_CREATURE, Card, CardError, DividedDamage
from engine import ops
from engine import state as S
from scenario_kit import (build, do_where, get, matching, resolve_stack, to_choice, until,
                          until_turn_of)


def _divide(g, start, shares, end=""):
    """Take the one action starting with `start` that deals each of `shares` (words like
    "3 to B's Savannah Lions", in any order) and mentions `end`."""
    return do_where(g, lambda a, d: d.startswith(start) and end in d
                    and all(f"{x} and" in d or f"{x}," in d or d.endswith(x) or f": {x}" in d
                            for x in shares)
                    and d.count(" to ") == len(shares))


def _divisions(g, card):
    """The divisions offered for casting `card` by its alternative cost, in words."""
    return sorted(d.split("dividing ")[1].split(", by")[0]
                  for d in matching(g, f"casts {card} dividing"))


def test_pyrokinesis_offers_every_division_among_the_creatures():
    # "Pyrokinesis deals 4 damage divided as you choose among any number of target
    # creatures."  Each target is dealt at least 1, 4 in all: with two creatures,
    # 4-0, 3-1, 2-2, 1-3, 0-4; players are no target (Lightning Bolt's "any target" is).
    g = build(a=["Mountain"], a_hand=["Pyrokinesis", "Lightning Bolt"],
              b=["Savannah Lions", "Memnite"])
    assert _divisions(g, "Pyrokinesis") == sorted([
        "4 damage: 4 to B's Memnite", "4 damage: 4 to B's Savannah Lions",
        "4 damage: 3 to B's Savannah Lions and 1 to B's Memnite",
        "4 damage: 2 to B's Savannah Lions and 2 to B's Memnite",
        "4 damage: 1 to B's Savannah Lions and 3 to B's Memnite"])
    # with a creature of A's too: every multiset of 4 among 3 creatures (15)
    g = build(a=["Mountain", "Kird Ape"], a_hand=["Pyrokinesis", "Lightning Bolt"],
              b=["Savannah Lions", "Memnite"])
    assert len(_divisions(g, "Pyrokinesis")) == 15


def test_pyrokinesis_by_its_alternative_cost_kills_two_creatures():
    # "You may exile a red card from your hand rather than pay this spell's mana cost."
    g = build(a_hand=["Pyrokinesis", "Lightning Bolt"], b=["Savannah Lions", "Memnite"])
    _divide(g, "A casts Pyrokinesis", ["2 to B's Savannah Lions", "2 to B's Memnite"])
    assert g.zone("Lightning Bolt") == "exile"
    resolve_stack(g)
    assert g.zone("Savannah Lions") == "graveyard" and g.zone("Memnite") == "graveyard"
    assert g.zone("Pyrokinesis") == "graveyard"


def test_a_target_gone_takes_its_share_with_it():
    # Rule 608.2b: a target illegal on resolution is not affected, and the division
    # chosen on casting stands: Kird Ape is dealt its 1, not the Lions' 3.
    # (in B's main phase: B, holding Memnite, then has a play, so the damage is seen)
    g = build(a=["Mountain"], a_hand=["Pyrokinesis", "Fury", "Lightning Bolt"],
              b=["Forest", "Kird Ape", "Savannah Lions"], b_hand=["Memnite"], active=1)
    g.do("B passes")
    _divide(g, "A casts Pyrokinesis", ["3 to B's Savannah Lions", "1 to B's Kird Ape"],
            "exiling Fury")
    g.do("A casts Lightning Bolt targeting B's Savannah Lions")
    resolve_stack(g)
    assert g.zone("Savannah Lions") == "graveyard"
    assert g.zone("Kird Ape") == "battlefield" and get(g, "Kird Ape", S.O_DAMAGE) == 1


def test_each_target_becomes_a_target_valiant():
    # Heartfire Hero: "Valiant — Whenever Heartfire Hero becomes the target of a spell or
    # ability you control for the first time each turn, put a +1/+1 counter on it."
    # Dealt 1 of the 4 by its controller's Pyrokinesis, it grows to 2/2 first and lives.
    g = build(a=["Mountain", "Heartfire Hero"], a_hand=["Pyrokinesis", "Lightning Bolt"],
              b=["Forest", "Kird Ape"])
    _divide(g, "A casts Pyrokinesis", ["1 to A's Heartfire Hero", "3 to B's Kird Ape"])
    resolve_stack(g)
    assert get(g, "Heartfire Hero", S.O_P1P1) == 1 and get(g, "Heartfire Hero", S.O_DAMAGE) == 1
    assert g.zone("Heartfire Hero") == "battlefield" and g.zone("Kird Ape") == "graveyard"


def test_ward_of_one_target_counters_the_whole_spell():
    # Sleep-Cursed Faerie: "ward {2}": A can't pay (one Mountain), so Pyrokinesis is
    # countered and the Lions it would have killed too lives.
    g = build(a=["Mountain"], a_hand=["Pyrokinesis", "Lightning Bolt"],
              b=["Sleep-Cursed Faerie", "Savannah Lions"])
    _divide(g, "A casts Pyrokinesis", ["2 to B's Sleep-Cursed Faerie", "2 to B's Savannah Lions"])
    resolve_stack(g)
    assert g.zone("Pyrokinesis") == "graveyard"
    assert g.zone("Savannah Lions") == "battlefield" and g.zone("Sleep-Cursed Faerie") == "battlefield"
    assert get(g, "Savannah Lions", S.O_DAMAGE) == 0


def test_fury_evoked_divides_its_damage_and_is_sacrificed():
    # "When Fury enters, it deals 4 damage divided as you choose among any number of
    # target creatures and/or planeswalkers."  "Evoke—Exile a red card from your hand."
    g = build(a_hand=["Fury", "Pyrokinesis"], b=["Savannah Lions", "Memnite"])
    g.do("A casts Fury, by its alternative cost, exiling Pyrokinesis")
    until(g, lambda g: g.decision == "order triggers")
    # the damage trigger first (below the sacrifice), then the sacrifice
    _divide(g, "A puts Fury's trigger", ["3 to B's Savannah Lions", "1 to B's Memnite"])
    resolve_stack(g)
    assert g.zone("Pyrokinesis") == "exile" and g.zone("Fury") == "graveyard"
    assert g.zone("Savannah Lions") == "graveyard" and g.zone("Memnite") == "graveyard"


def test_fury_alone_may_choose_no_target():
    # "any number of target creatures" includes zero (rule 601.2c; the Fireball ruling):
    # cast for its mana cost onto an empty board, Fury may target nothing and live, or
    # target itself with all 4 and die.
    g = build(a=["Ancient Tomb", "Black Lotus"], a_hand=["Fury"], b=["Island"])
    g.do("A casts Fury, paying with Ancient Tomb and Black Lotus")
    until(g, lambda g: g.decision == "order triggers")
    assert sorted(d.split(") ")[-1] for d in matching(g, "A puts Fury's trigger")) == sorted([
        "dividing 4 damage: 4 to A's Fury",
        "with no target (its damage is dealt to nobody)"])
    g.do("with no target")
    resolve_stack(g)
    assert g.zone("Fury") == "battlefield" and get(g, "Fury", S.O_DAMAGE) == 0


def test_pyrokinesis_may_be_cast_with_no_target():
    g = build(a_hand=["Pyrokinesis", "Lightning Bolt"], b=["Savannah Lions"])
    g.do("A casts Pyrokinesis with no target")
    resolve_stack(g)
    assert g.zone("Pyrokinesis") == "graveyard" and g.zone("Lightning Bolt") == "exile"
    assert g.zone("Savannah Lions") == "battlefield"


def test_fury_has_double_strike():
    # "Double strike": 3 first-strike and 3 regular combat damage.
    g = build(a=["Fury"], b=["Island"], step="declare attackers")
    g.do("attacks with Fury")
    until_turn_of(g, 1)
    assert g.life(1) == 14 and g.result == ops.R_ONGOING


def test_the_loader_refuses_divided_damage_to_players_or_too_much():
    # a division code names object slots only, at most 4 points
    with pytest.raises(CardError, match="divided damage"):
        Card(name="Test Forked Bolt", cost="{R}", types=("Sorcery",), spell=(DividedDamage(2),),
             spell_target=ANY_TARGET, oracle="x")
    with pytest.raises(CardError, match="divided damage"):
        Card(name="Test Big Division", cost="{R}", types=("Sorcery",),
             spell=(DividedDamage(5),), spell_target=TARGET_CREATURE, oracle="x")


def test_misdirection_moves_a_single_target_division_whole():
    # Misdirection: "Change the target of target spell with a single target."  A
    # Pyrokinesis dealing all 4 to one creature has a single target; its new target is
    # dealt all 4 (the division is not chosen again, rule 601.2d).  Reasoned by hand: the
    # legal new targets are the other creatures, A's Kird Ape (1/2: no Forest) and B's
    # Memnite, not the Lions it has; B moves the 4 to Kird Ape, which dies, the Lions live.
    g = build(a=["Kird Ape"], a_hand=["Pyrokinesis", "Lightning Bolt"],
              b=["Savannah Lions", "Memnite"], b_hand=["Misdirection", "Force of Will"])
    _divide(g, "A casts Pyrokinesis", ["4 to B's Savannah Lions"], "exiling Lightning Bolt")
    g.do("B casts Misdirection targeting A's Pyrokinesis (a spell), by its alternative "
         "cost, exiling Force of Will")
    to_choice(g)
    assert sorted(g.describe_actions()) == ["B changes the target to A's Kird Ape",
                                            "B changes the target to B's Memnite"]
    g.do("B changes the target to A's Kird Ape")
    resolve_stack(g)
    assert g.zone("Kird Ape") == "graveyard"
    assert g.zone("Savannah Lions") == "battlefield" and g.zone("Memnite") == "battlefield"


def test_misdirection_cannot_target_a_division_among_two_creatures():
    # 2 to the Lions and 2 to Memnite: two targets, not "a spell with a single target"
    g = build(a_hand=["Pyrokinesis", "Lightning Bolt"], b=["Savannah Lions", "Memnite"],
              b_hand=["Misdirection", "Force of Will"])
    _divide(g, "A casts Pyrokinesis", ["2 to B's Savannah Lions", "2 to B's Memnite"])
    assert not any("casts Misdirection" in d for d in g.describe_actions())
