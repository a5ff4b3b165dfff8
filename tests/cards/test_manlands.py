"""Mutavault and Mishra's Factory: animation until end of turn, types, pump."""
import numpy as np

from engine import state as S
from engine.rules.combat import attack_candidates
from scenario_kit import (actions, build, get, has_action, has_subtype, is_artifact,
                          is_creature, is_land, matching, resolve_stack, tapped, until, until_step,
                          until_turn_of, zones)

ANIMATE_MV = "A activates Mutavault ({1}...), paying with Mountain"
ANIMATE_MF = "A activates Mishra's Factory ({1}...), paying with Mountain"


def test_mutavault_animates_until_end_of_turn():
    # "{1}: Until end of turn, Mutavault becomes a 2/2 creature with all
    # creature types. It's still a land."
    g = build(a=["Mutavault", "Mountain"], b=["Plains"])
    assert not is_creature(g, "Mutavault")
    g.do(ANIMATE_MV)
    resolve_stack(g)
    assert is_creature(g, "Mutavault") and g.pt("Mutavault") == (2, 2)
    assert is_land(g, "Mutavault")                     # still a land
    assert not is_artifact(g, "Mutavault")              # but no artifact
    # all creature types: Human, Assembly-Worker, ...; a land type is not a creature type
    assert has_subtype(g, "Mutavault", "Human")
    assert has_subtype(g, "Mutavault", "Assembly-Worker")
    assert not has_subtype(g, "Mutavault", "Forest")
    # the effect ends in the cleanup step (rule 514.2): at B's turn it is a land only
    until_turn_of(g, 1)
    assert not is_creature(g, "Mutavault")


def test_animated_mutavault_attacks_when_not_summoning_sick():
    g = build(a=["Mutavault", "Mountain"], b=["Plains"])
    g.do(ANIMATE_MV)
    resolve_stack(g)
    until_step(g, "declare attackers", decision="declare attackers")
    g.do("A attacks with Mutavault")
    until_turn_of(g, 1)
    assert g.life(1) == 18                             # 2 combat damage


def test_mutavault_played_this_turn_cannot_attack():
    # Rule 302.6: a land that became a creature is still summoning sick if it
    # came under A's control this turn.  It can't attack, and (being a
    # creature now) it can't even tap for mana.  (A holds a Bolt and a second
    # Mountain so that A keeps having real decisions to look at.)
    g = build(a=[("Mutavault", dict(sick=1)), "Mountain", "Mountain"],
              a_hand=["Lightning Bolt"], b=["Plains"])
    g.do(ANIMATE_MV)
    resolve_stack(g)
    assert g.step == "main 1" and is_creature(g, "Mutavault")
    assert not has_action(g, "paying with Mutavault")
    cand = np.empty(8, dtype=np.int64)
    assert attack_candidates(g.s, g.t.ct, g.t.ef, cand, g.cfg) == 0
    g.do("A passes")
    # The attack declaration had one option (no attack) and was auto-played.
    until_step(g, "declare attackers", decision="priority")
    assert get(g, "Mutavault", S.O_ATTACKING) == 0
    until_turn_of(g, 1)
    assert g.life(1) == 20


def test_animated_mutavault_is_human_and_cannot_block_stromkirk_noble():
    # Stromkirk Noble "can't be blocked by Humans"; an animated Mutavault has
    # all creature types, Human among them.  It can still block the Lions.
    g = build(a=["Mutavault", "Mountain"], b=["Stromkirk Noble", "Savannah Lions"],
              active=1, step="declare attackers")
    g.do("B attacks with Savannah Lions and Stromkirk Noble")
    assert g.to_move == 0                              # A may animate now
    g.do(ANIMATE_MV)
    until_step(g, "declare blockers", decision="declare blockers")
    assert is_creature(g, "Mutavault")
    assert sorted(actions(g)) == ["A blocks Savannah Lions with Mutavault", "A does not block"]


def test_factory_pump_targets_assembly_workers_only():
    # "{T}: Target Assembly-Worker creature gets +1/+1 until end of turn."
    # Kird Ape is not an Assembly-Worker; with no Assembly-Worker around the
    # ability has no legal target and can't be activated (rule 601.2c).
    g = build(a=["Mishra's Factory", "Mutavault", "Mountain", "Kird Ape"], b=["Plains"],
              defer=False)      # animating and pumping in main 1: the unreduced windows
    assert not has_action(g, "Mishra's Factory ({T}...) targeting")
    g.do(ANIMATE_MV)
    resolve_stack(g)
    # The animated Mutavault has all creature types, so it is an Assembly-Worker.
    assert matching(g, "Mishra's Factory ({T}...) targeting") == [
        "A activates Mishra's Factory ({T}: Target Assembly-Worker creature gets +1/+1 until end "
        "of turn) targeting A's Mutavault"]
    g.do("A activates Mishra's Factory ({T}...) targeting A's Mutavault")
    resolve_stack(g)
    assert g.pt("Mutavault") == (3, 3)
    until_turn_of(g, 1)
    assert not is_creature(g, "Mutavault")
    assert get(g, "Mutavault", S.O_EOT_P) == 0           # the pump ended too


def test_factory_animates_into_artifact_assembly_worker():
    # "{1}: Mishra's Factory becomes a 2/2 Assembly-Worker artifact creature
    # until end of turn. It's still a land."
    g = build(a=["Mishra's Factory", "Mountain"], b=["Plains"])
    g.do(ANIMATE_MF)
    resolve_stack(g)
    assert is_creature(g, "Mishra's Factory") and g.pt("Mishra's Factory") == (2, 2)
    assert is_artifact(g, "Mishra's Factory")
    assert has_subtype(g, "Mishra's Factory", "Assembly-Worker")
    assert not has_subtype(g, "Mishra's Factory", "Human")
    until_turn_of(g, 1)
    assert not is_creature(g, "Mishra's Factory")


def test_factory_blocks_then_pumps_itself():
    # The classic play: B's Savannah Lions (2/1) attack; A animates the Factory
    # with the Mountain, blocks, then taps the blocking Factory to give itself
    # +1/+1 (a tapped blocker still deals combat damage).  The 3/3 Factory
    # takes 2 and survives; the Lions take 3 and die.  (A's spare Mountain and
    # Bolt only keep A's priority real, so the damage step can be looked at.)
    g = build(a=["Mishra's Factory", "Mountain", "Mountain"], a_hand=["Lightning Bolt"],
              b=["Savannah Lions"],
              active=1, step="declare attackers")
    g.do("B attacks with Savannah Lions")
    g.do(ANIMATE_MF)
    until_step(g, "declare blockers", decision="declare blockers")
    g.do("A blocks Savannah Lions with Mishra's Factory")
    assert g.step == "declare blockers" and g.to_move == 0
    g.do("A activates Mishra's Factory ({T}...) targeting A's Mishra's Factory")
    assert tapped(g, "Mishra's Factory")
    until_step(g, "combat damage")
    assert zones(g, "Savannah Lions") == ["graveyard"]
    assert zones(g, "Mishra's Factory") == ["battlefield"]
    assert get(g, "Mishra's Factory", S.O_DAMAGE) == 2
    assert g.pt("Mishra's Factory") == (3, 3)
    assert g.life(0) == 20
    until_turn_of(g, 0)
    # end of turn: not a creature, no damage, no pump
    assert not is_creature(g, "Mishra's Factory")
    assert get(g, "Mishra's Factory", S.O_DAMAGE) == 0


def test_unpumped_factory_trades_with_lions():
    # Same block without the pump: 2 damage on the 2/2 Factory is lethal.
    g = build(a=["Mishra's Factory", "Mountain"], b=["Savannah Lions"],
              active=1, step="declare attackers")
    g.do("B attacks with Savannah Lions")
    g.do(ANIMATE_MF)
    until_step(g, "declare blockers", decision="declare blockers")
    g.do("A blocks Savannah Lions with Mishra's Factory")
    g.do("A passes")
    until_turn_of(g, 0)
    assert zones(g, "Savannah Lions") == ["graveyard"]
    assert zones(g, "Mishra's Factory") == ["graveyard"]


def test_bolt_can_target_manland_only_while_animated():
    # "Any target" means a creature, player, planeswalker or battle: a plain
    # land is not a legal target; the animated Factory is.
    g = build(a=["Mishra's Factory", "Mountain", "Mountain"], b=["Mountain"],
              b_hand=["Lightning Bolt"], active=1, step="upkeep",
              defer=False)      # animating in an upkeep: the unreduced windows
    g.do("B passes")
    assert g.to_move == 0
    assert not any("Mishra's Factory (A)" in d for d in actions(g))
    g.do("A activates Mishra's Factory ({1}...), paying with Mountain")
    g.do("A passes")
    assert g.to_move == 1 and g.decision == "priority"
    # the animation is still on the stack: B may not yet target the Factory
    assert not any("targeting Mishra's Factory" in d for d in actions(g))
    g.do("B passes")                                  # the animation resolves
    until(g, lambda g: g.to_move == 1 and g.decision == "priority")
    assert has_action(g, "B casts Lightning Bolt targeting A's Mishra's Factory")
    g.do("B casts Lightning Bolt targeting A's Mishra's Factory")
    resolve_stack(g)
    assert g.zone("Mishra's Factory") == "graveyard"   # 3 damage on a 2/2


def test_sick_land_may_tap_while_not_a_creature():
    # Summoning sickness only restricts creatures (rule 302.6): a Factory
    # played this turn may use its {T} pump on an animated Mutavault...
    g = build(a=[("Mishra's Factory", dict(sick=1)), "Mutavault", "Mountain"], b=["Plains"],
              defer=False)      # (the unreduced windows: a pump in main 1)
    g.do(ANIMATE_MV)
    resolve_stack(g)
    assert has_action(g, "A activates Mishra's Factory ({T}...) targeting A's Mutavault")


def test_sick_animated_factory_cannot_use_tap_ability():
    # ...but once the sick Factory is itself a creature its {T} abilities
    # (the pump, and its mana ability) are unavailable.
    g = build(a=[("Mishra's Factory", dict(sick=1)), "Mountain", "Mountain"],
              a_hand=["Lightning Bolt"], b=["Plains"])
    g.do(ANIMATE_MF)
    resolve_stack(g)
    assert is_creature(g, "Mishra's Factory")
    assert not has_action(g, "Mishra's Factory ({T}...) targeting")
    assert not has_action(g, "paying with Mishra's Factory")


def test_swords_on_animated_mutavault():
    # Swords exiles the animated Mutavault; A, its controller, gains 2.
    g = build(a=["Mutavault", "Mountain"], b=["Plains"], b_hand=["Swords to Plowshares"],
              active=0, step="upkeep", defer=False)     # (the unreduced windows)
    g.do(ANIMATE_MV)
    until(g, lambda g: g.to_move == 1 and g.decision == "priority"
          and has_action(g, "Swords"))
    g.do("B casts Swords to Plowshares targeting A's Mutavault")
    resolve_stack(g)
    assert g.zone("Mutavault") == "exile" and g.life(0) == 22
