"""Lightning Bolt and Swords to Plowshares."""
from engine.tables import CFG_SELF_AIM
from engine import state as S
from scenario_kit import (build, get, has_action, matching, resolve_stack, until_turn_of,
                          zones)


def test_bolt_to_a_player():
    # "Lightning Bolt deals 3 damage to any target."
    g = build(a=["Mountain"], a_hand=["Lightning Bolt"], b=["Plains"])
    g.do("A casts Lightning Bolt targeting B")
    resolve_stack(g)
    assert g.life(1) == 17 and g.life(0) == 20
    assert g.zone("Lightning Bolt") == "graveyard"


def test_bolt_targets_any_creature_or_player():
    g = build(a=["Mountain", "Memnite"], a_hand=["Lightning Bolt"],
              b=["Savannah Lions", "Plains"])
    g.cfg[CFG_SELF_AIM] = 0         # every legal target (the search withholds A's own face)
    assert sorted(matching(g, "Lightning Bolt")) == sorted([
        "A casts Lightning Bolt targeting A's Memnite, paying with Mountain",
        "A casts Lightning Bolt targeting B's Savannah Lions, paying with Mountain",
        "A casts Lightning Bolt targeting A, paying with Mountain",
        "A casts Lightning Bolt targeting B, paying with Mountain",
    ])


def test_bolt_kills_a_2_3_kird_ape():
    # B's Kird Ape with a Forest is 2/3: 3 damage is lethal (rule 704.5g).
    g = build(a=["Mountain"], a_hand=["Lightning Bolt"], b=["Kird Ape", "Forest"])
    g.do("A casts Lightning Bolt targeting B's Kird Ape")
    resolve_stack(g)
    assert g.zone("Kird Ape") == "graveyard"


def test_bolt_on_a_4_4_leaves_damage_until_cleanup():
    # 3 damage on B's 4/4 Student is not lethal; it is marked until the
    # cleanup step (rule 514.2), then the Student is whole again.
    g = build(a=["Mountain", "Mountain"], a_hand=["Lightning Bolt", "Lightning Bolt"],
              b=[("Student of Warfare", dict(level=7)), "Plains"])
    g.do("A casts Lightning Bolt targeting B's Student of Warfare, paying with Mountain")
    resolve_stack(g)
    assert g.step == "main 1"                  # A's second Bolt keeps A deciding
    assert g.zone("Student of Warfare") == "battlefield"
    assert get(g, "Student of Warfare", S.O_DAMAGE) == 3
    until_turn_of(g, 1)
    assert get(g, "Student of Warfare", S.O_DAMAGE) == 0


def test_bolt_fizzles_when_its_target_is_gone():
    # A Bolts B's Savannah Lions; in response B Swords its own Lions (B gains
    # 2).  On resolution the Bolt's only target is illegal: it does nothing
    # (rule 608.2b) and goes to the graveyard.
    g = build(a=["Mountain"], a_hand=["Lightning Bolt"],
              b=["Savannah Lions", "Plains"], b_hand=["Swords to Plowshares"])
    g.do("A casts Lightning Bolt targeting B's Savannah Lions")
    assert g.to_move == 1
    g.do("B casts Swords to Plowshares targeting B's Savannah Lions")
    resolve_stack(g)
    assert g.zone("Savannah Lions") == "exile"
    assert g.life(1) == 22 and g.life(0) == 20
    assert g.zone("Lightning Bolt") == "graveyard"
    assert g.zone("Swords to Plowshares") == "graveyard"


def test_swords_exiles_and_its_controller_gains_life():
    # "Exile target creature. Its controller gains life equal to its power."
    # B's Kird Ape (2/3 with Forest): exiled, B (its controller) gains 2.
    g = build(a=["Plains"], a_hand=["Swords to Plowshares"], b=["Kird Ape", "Forest"])
    g.do("A casts Swords to Plowshares targeting B's Kird Ape")
    resolve_stack(g)
    assert g.zone("Kird Ape") == "exile"
    assert g.life(1) == 22 and g.life(0) == 20


def test_swords_on_own_creature_gains_its_power():
    g = build(a=["Plains", ("Student of Warfare", dict(level=7))],
              a_hand=["Swords to Plowshares"], b=["Island"])
    g.do("A casts Swords to Plowshares targeting A's Student of Warfare")
    resolve_stack(g)
    assert g.zone("Student of Warfare") == "exile"
    assert g.life(0) == 24


def test_swords_on_heartfire_hero_no_death_trigger():
    # Exile is not dying: the Hero's "when this creature dies" does not
    # trigger.  A (its controller) gains 2 for the 2/2 Hero.
    g = build(a=[("Heartfire Hero", dict(p1p1=1))], b=["Plains"],
              b_hand=["Swords to Plowshares"], active=1)
    g.do("B casts Swords to Plowshares targeting A's Heartfire Hero")
    resolve_stack(g)
    assert g.zone("Heartfire Hero") == "exile"
    assert g.life(0) == 22 and g.life(1) == 20


def test_swords_needs_a_creature_target():
    # Not castable without a creature on the battlefield (rule 601.2c).
    g = build(a=["Plains", "Mountain"], a_hand=["Swords to Plowshares", "Lightning Bolt"],
              b=["Island"])
    assert not has_action(g, "Swords")
    assert zones(g, "Swords to Plowshares") == ["hand"]


def test_active_player_gets_priority_after_resolution():
    # Rule 117.3b: after a spell resolves the active player receives priority.
    # A Bolts B in B's upkeep; after it resolves B (active) decides first.
    g = build(a=["Mountain"], a_hand=["Lightning Bolt"], b=["Mountain"],
              b_hand=["Lightning Bolt"], active=1, step="upkeep")
    g.do("B passes")
    g.do("A casts Lightning Bolt targeting B")
    # A had no further option and passed automatically; B may respond
    assert g.to_move == 1 and g.decision == "priority"
    g.do("B passes")
    assert g.life(1) == 17
    assert g.step == "upkeep" and g.to_move == 1
