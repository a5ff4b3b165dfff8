"""Wave 2b, tactician (issue #12): Cenn's Tactician.  "{W}, {T}: Put a +1/+1 counter
on target Soldier creature. Activate only as a sorcery." and "Each creature you
control with a +1/+1 counter on it can block an additional creature each combat."
(engine/statics/block_additional.py: a blocker of two attackers, rules 509.1a and
510.1c-d).  The oracle line is beside each test."""
from engine import state as S
from scenario_kit import (actions, build, get, has_action, matching, resolve_stack, until,
                          until_step, until_turn_of, zones)

TAC = "Cenn's Tactician"


# ------------------------------------------------------------------ the counter
def test_counter_on_target_soldier_only():
    # "{W}, {T}: Put a +1/+1 counter on target Soldier creature."  Heartfire Hero is a
    # Mouse Soldier, the Tactician a Kithkin Soldier; Memnite (a Construct) is no target.
    g = build(a=[TAC, "Plains", "Heartfire Hero", "Memnite"])
    acts = matching(g, f"A activates {TAC}")
    assert len(acts) == 2 and not any("Memnite" in a for a in acts)
    assert any("targeting A's Heartfire Hero" in a for a in acts)
    g.do(next(a for a in acts if f"targeting A's {TAC}" in a))
    resolve_stack(g)
    assert get(g, TAC, S.O_P1P1) == 1
    assert get(g, TAC, S.O_TAPPED) == 1


def test_counter_only_as_a_sorcery():
    # "Activate only as a sorcery.": not in the opponent's turn, nor in combat
    g = build(a=[TAC, "Plains"], b=["Memnite"], active=1)
    assert not has_action(g, f"A activates {TAC}")
    g = build(a=[TAC, "Plains", "Memnite", "Mountain"], a_hand=["Lightning Bolt"],
              step="declare attackers")
    g.do("A attacks with Memnite")      # A has priority in combat (it holds an instant)
    assert g.step == "declare attackers" and has_action(g, "A casts Lightning Bolt")
    assert not has_action(g, f"A activates {TAC}")


# ------------------------------------------------------------------ blocking two
def _two_attack(a):
    g = build(a=a, b=["Memnite", "Savannah Lions"], active=1, step="declare attackers")
    g.do("B attacks with Memnite and Savannah Lions")
    return g


def _blocks(text):
    """A block action's words as {attacker: sorted blockers}."""
    if text.endswith("does not block"):
        return {}
    out = {}
    for part in text.split(" blocks ", 1)[1].split("; "):
        at, bl = part.split(" with ")
        out[at] = sorted(bl.split(" and "))
    return out


def _block(g, want):
    want = {k: sorted(v) for k, v in want.items()}
    acts = [a for a in actions(g) if _blocks(a) == want]
    assert len(acts) == 1, (want, actions(g))
    g.do(acts[0])


def _divide(g, who, name, want):
    """Choose the division of `name`'s combat damage giving {object: amount}."""
    head = f"{who} divides {name}'s combat damage: "
    acts = [a for a in actions(g) if a.startswith(head)
            and dict((p.split(" to ")[1], int(p.split(" to ")[0]))
                     for p in a[len(head):].replace(" and ", ", ").split(", ")
                     if p != "none") == want]
    assert len(acts) == 1, (want, actions(g))
    g.do(acts[0])


def test_a_creature_with_a_counter_blocks_two():
    # "Each creature you control with a +1/+1 counter on it can block an additional
    # creature each combat."  The 3/3 Tactician (two counters) blocks both attackers.
    g = _two_attack([(TAC, dict(p1p1=2))])
    assert sorted(map(str, map(_blocks, actions(g)))) == sorted(map(str, [
        {}, {"Memnite": [TAC]}, {"Savannah Lions": [TAC]},
        {"Memnite": [TAC], "Savannah Lions": [TAC]}]))
    _block(g, {"Memnite": [TAC], "Savannah Lions": [TAC]})
    until_step(g, "combat damage", decision="assign combat damage")
    # its controller divides its 3 damage between them (rule 510.1d): 0..3 to one
    assert len(matching(g, f"A divides {TAC}'s combat damage")) == 4
    _divide(g, "A", TAC, {"Memnite": 1, "Savannah Lions": 2})
    until_turn_of(g, 0)
    # both attackers die; the Tactician is dealt 1 + 2 = 3 and dies too
    assert zones(g, "Memnite") == ["graveyard"]
    assert zones(g, "Savannah Lions") == ["graveyard"]
    assert zones(g, TAC) == ["graveyard"]
    assert g.life(0) == 20


def test_a_big_blocker_of_two_survives():
    # with four counters (5/5) it is dealt 3 and survives, killing both; a division
    # leaving the Lions (toughness 1) no damage leaves them alive
    g = _two_attack([(TAC, dict(p1p1=4))])
    _block(g, {"Memnite": [TAC], "Savannah Lions": [TAC]})
    until_step(g, "combat damage", decision="assign combat damage")
    _divide(g, "A", TAC, {"Memnite": 1, "Savannah Lions": 4})
    until_turn_of(g, 0)
    assert zones(g, TAC) == ["battlefield"]
    assert zones(g, "Memnite") == ["graveyard"] and zones(g, "Savannah Lions") == ["graveyard"]
    g = _two_attack([(TAC, dict(p1p1=4))])
    _block(g, {"Memnite": [TAC], "Savannah Lions": [TAC]})
    until_step(g, "combat damage", decision="assign combat damage")
    _divide(g, "A", TAC, {"Memnite": 5})
    until_turn_of(g, 0)
    assert zones(g, "Memnite") == ["graveyard"] and zones(g, "Savannah Lions") == ["battlefield"]


def test_without_a_counter_one_attacker_only():
    # no +1/+1 counter: it blocks one attacker (rule 509.1a)
    g = _two_attack([TAC])
    assert len(actions(g)) == 3 and all(len(_blocks(a)) <= 1 for a in actions(g))


def test_another_creature_with_a_counter_blocks_two():
    # "Each creature you control": Dryad Arbor with a counter blocks two, the
    # Tactician without one blocks one
    g = _two_attack([TAC, ("Dryad Arbor", dict(p1p1=1))])
    opts = [_blocks(a) for a in actions(g)]
    assert {"Memnite": ["Dryad Arbor"], "Savannah Lions": ["Dryad Arbor"]} in opts
    assert {"Memnite": [TAC], "Savannah Lions": [TAC]} not in opts
    assert {"Memnite": sorted(["Dryad Arbor", TAC]), "Savannah Lions": ["Dryad Arbor"]} in opts
    g = _two_attack([("Dryad Arbor", dict(p1p1=1))])    # no Tactician: one only
    assert all(len(_blocks(a)) <= 1 for a in actions(g))


def test_evasion_counts_for_each_attacker():
    # the Faerie flies: the Tactician can block the Memnite only
    g = build(a=[(TAC, dict(p1p1=1))], b=["Memnite", ("Sleep-Cursed Faerie", dict(stun=0))],
              active=1, step="declare attackers")
    g.do("B attacks with Memnite and Sleep-Cursed Faerie")
    assert sorted(actions(g)) == [f"A blocks Memnite with {TAC}", "A does not block"]


def test_two_attackers_each_deal_their_damage_to_it():
    # The Lions (2/1) are blocked by the Tactician (blocking the Memnite too) and by
    # A's Dryad Arbor: B divides the Lions' 2 damage; all of it to the Tactician, with
    # the Memnite's 1, kills the 3/3 Tactician; the Arbor lives.
    g = _two_attack([(TAC, dict(p1p1=2)), "Dryad Arbor"])
    _block(g, {"Memnite": [TAC], "Savannah Lions": ["Dryad Arbor", TAC]})
    until_step(g, "combat damage", decision="assign combat damage")
    _divide(g, "B", "Savannah Lions", {TAC: 2})
    _divide(g, "A", TAC, {"Memnite": 1, "Savannah Lions": 2})
    until_turn_of(g, 0)
    assert zones(g, TAC) == ["graveyard"] and zones(g, "Dryad Arbor") == ["battlefield"]
    assert zones(g, "Memnite") == ["graveyard"] and zones(g, "Savannah Lions") == ["graveyard"]
    # ... 1 to each: the Tactician is dealt 2 and lives, the Arbor dies
    g = _two_attack([(TAC, dict(p1p1=2)), "Dryad Arbor"])
    _block(g, {"Memnite": [TAC], "Savannah Lions": ["Dryad Arbor", TAC]})
    until_step(g, "combat damage", decision="assign combat damage")
    _divide(g, "B", "Savannah Lions", {TAC: 1, "Dryad Arbor": 1})
    _divide(g, "A", TAC, {"Memnite": 3})
    until_turn_of(g, 0)
    assert zones(g, TAC) == ["battlefield"] and zones(g, "Dryad Arbor") == ["graveyard"]
    assert zones(g, "Memnite") == ["graveyard"] and zones(g, "Savannah Lions") == ["graveyard"]


def test_an_attacker_that_leaves_combat():
    # The Memnite is bolted after blocks: the Tactician blocks the Lions only and
    # deals them all its damage (rule 510.1d), no division asked.
    g = build(a=[(TAC, dict(p1p1=1)), "Mountain"], a_hand=["Lightning Bolt"],
              b=["Memnite", "Savannah Lions"], active=1, step="declare attackers")
    g.do("B attacks with Memnite and Savannah Lions")
    until(g, lambda g: g.decision == "declare blockers")
    _block(g, {"Memnite": [TAC], "Savannah Lions": [TAC]})
    until(g, lambda g: has_action(g, "A casts Lightning Bolt"))
    g.do(next(a for a in matching(g, "A casts Lightning Bolt") if "targeting B's Memnite" in a))
    resolve_stack(g)
    assert zones(g, "Memnite") == ["graveyard"]
    until_turn_of(g, 0)
    assert zones(g, "Savannah Lions") == ["graveyard"]
    assert zones(g, TAC) == ["graveyard"]          # the Lions' 2 kill the 2/2


def test_a_first_striker_blocking_two():
    # Thalia (a Human Soldier, first strike) with a counter is a 3/2: blocking both,
    # it divides its 3 in the first-strike step and kills both before they deal damage
    THALIA = "Thalia, Guardian of Thraben"
    g = _two_attack([TAC, (THALIA, dict(p1p1=1))])
    _block(g, {"Memnite": [THALIA], "Savannah Lions": [THALIA]})
    until_step(g, "first-strike damage", decision="assign combat damage")
    _divide(g, "A", THALIA, {"Memnite": 1, "Savannah Lions": 2})
    until_turn_of(g, 0)
    assert zones(g, THALIA) == ["battlefield"]       # the Lions (2 power) dealt nothing
    assert zones(g, "Memnite") == ["graveyard"] and zones(g, "Savannah Lions") == ["graveyard"]
