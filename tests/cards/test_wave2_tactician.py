"""Wave 2b, tactician (issue #12): Cenn's Tactician.  "{W}, {T}: Put a +1/+1 counter
on target Soldier creature. Activate only as a sorcery." and "Each creature you
control with a +1/+1 counter on it can block an additional creature each combat."
(engine/statics/block_additional.py: a blocker of two attackers, rules 509.1a and
510.1c-d).  The oracle line is beside each test."""
from engine import state as S
from scenario_kit import (actions, build, get, has_action, matching, resolve_stack, until_step,
                          until_turn_of, zones)

TAC = "Cenn's Tactician"


# ------------------------------------------------------------------ the counter
def test_counter_on_target_soldier_only():
    # "{W}, {T}: Put a +1/+1 counter on target Soldier creature."  Heartfire Hero is a
    # Mouse Soldier, the Tactician a Kithkin Soldier; Memnite (a Construct) is no target.
    g = build(a=[TAC, "Plains", "Heartfire Hero", "Memnite"])
    acts = matching(g, f"A activates {TAC}")
    assert acts and not any("Memnite" in a for a in acts)
    assert any("targeting Heartfire Hero" in a for a in acts)
    assert any(f"targeting {TAC}" in a for a in acts)
    g.do(next(a for a in acts if "targeting Heartfire Hero" in a))
    resolve_stack(g)
    assert get(g, "Heartfire Hero", S.O_P1P1) == 1
    assert get(g, TAC, S.O_TAPPED) == 1


def test_counter_only_as_a_sorcery():
    # "Activate only as a sorcery.": not in the opponent's turn, nor in combat
    g = build(a=[TAC, "Plains"], b=["Memnite"], active=1)
    assert not has_action(g, f"A activates {TAC}")
    g = build(a=[TAC, "Plains"], step="declare attackers")
    g.do("A does not attack") if has_action(g, "A does not attack") else None
    assert not has_action(g, f"A activates {TAC}")


# ------------------------------------------------------------------ blocking two
def _two_attack(a):
    g = build(a=a, b=["Memnite", "Savannah Lions"], active=1, step="declare attackers")
    g.do("B attacks with Memnite and Savannah Lions")
    return g


def test_a_creature_with_a_counter_blocks_two():
    # "Each creature you control with a +1/+1 counter on it can block an additional
    # creature each combat."  The 3/3 Tactician (two counters) blocks both attackers.
    g = _two_attack([(TAC, dict(p1p1=2))])
    both = [a for a in actions(g) if "Memnite" in a and "Savannah Lions" in a]
    assert both == [f"A blocks Memnite with {TAC}; Savannah Lions with {TAC}"]
    assert len(actions(g)) == 4           # no block, either attacker, both
    g.do(both[0])
    until_step(g, "combat damage", decision="assign combat damage")
    # its controller divides its 3 damage between them (rule 510.1d)
    divs = matching(g, f"A divides {TAC}'s combat damage")
    assert len(divs) == 4                 # 0..3 to Memnite, the rest to the Lions
    g.do(f"A divides {TAC}'s combat damage: 1 to Memnite and 2 to Savannah Lions")
    until_turn_of(g, 0)
    # both attackers die; the Tactician is dealt 1 + 2 = 3 and dies too
    assert zones(g, "Memnite") == ["graveyard"]
    assert zones(g, "Savannah Lions") == ["graveyard"]
    assert zones(g, TAC) == ["graveyard"]
    assert g.life(0) == 20


def test_a_big_blocker_of_two_survives():
    # with four counters (5/5) it is dealt 3 and survives, killing both
    g = _two_attack([(TAC, dict(p1p1=4))])
    g.do(f"A blocks Memnite with {TAC}; Savannah Lions with {TAC}")
    until_step(g, "combat damage", decision="assign combat damage")
    g.do(f"A divides {TAC}'s combat damage: 1 to Memnite and 4 to Savannah Lions")
    until_turn_of(g, 0)
    assert zones(g, TAC) == ["battlefield"]
    assert zones(g, "Memnite") == ["graveyard"] and zones(g, "Savannah Lions") == ["graveyard"]


def test_without_a_counter_one_attacker_only():
    # no +1/+1 counter: it blocks one attacker (rule 509.1a)
    g = _two_attack([TAC])
    assert not [a for a in actions(g) if "Memnite" in a and "Savannah Lions" in a]
    assert len(actions(g)) == 3


def test_another_creature_with_a_counter_blocks_two():
    # "Each creature you control": Heartfire Hero with a counter blocks two, the
    # Tactician without one blocks one
    g = _two_attack([TAC, ("Heartfire Hero", dict(p1p1=1))])
    both = [a for a in actions(g) if a.count("Heartfire Hero") == 2]
    assert both and all(a.count(TAC) <= 1 for a in both)
    g = _two_attack([("Heartfire Hero", dict(p1p1=1))])    # no Tactician: one only
    assert not [a for a in actions(g) if a.count("Heartfire Hero") == 2]


def test_evasion_counts_for_each_attacker():
    # the Faerie flies: the Tactician can block the Memnite only
    g = build(a=[(TAC, dict(p1p1=1))], b=["Memnite", ("Sleep-Cursed Faerie", dict(stun=0))],
              active=1, step="declare attackers")
    g.do("B attacks with Memnite and Sleep-Cursed Faerie")
    assert sorted(actions(g)) == [f"A blocks Memnite with {TAC}", "A does not block"]


def test_two_attackers_each_deal_their_damage_to_it():
    # The Lions (2/1) are blocked by the Tactician (blocking the Memnite too) and by
    # A's Memnite: B divides the Lions' 2 damage; all of it to the Tactician, with
    # the Memnite's 1, kills the 3/3 Tactician.
    g = _two_attack([(TAC, dict(p1p1=2)), "Memnite"])
    acts = [a for a in actions(g)
            if a == f"A blocks Memnite with {TAC}; Savannah Lions with {TAC} and Memnite"]
    assert acts, actions(g)
    g.do(acts[0])
    until_step(g, "combat damage", decision="assign combat damage")
    g.do(f"B divides Savannah Lions's combat damage: 2 to {TAC}")
    g.do(f"A divides {TAC}'s combat damage: 1 to Memnite and 2 to Savannah Lions")
    until_turn_of(g, 0)
    assert zones(g, TAC) == ["graveyard"]
    assert sorted(zones(g, "Memnite")) == ["battlefield", "graveyard"]
    assert zones(g, "Savannah Lions") == ["graveyard"]
