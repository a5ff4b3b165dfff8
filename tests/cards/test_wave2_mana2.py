"""Wave 2, mana (issue #11, session 6): Cavern of Souls' restricted mana never
floats unrestricted; Crystal Vein (a source with two mana abilities).  The
oracle line is beside each test; every expected value was worked out by hand
from it."""
from engine.tables import CFG_DEAD_MANA
from scenario_kit import (build, has_action, matching, pass_to, pool, resolve_stack, stack_size,
                          tapped, until, zones)


# ------------------------------------------------------------ Cavern of Souls (bug)
def test_cavern_colored_mana_left_over_does_not_float_unrestricted():
    # Cavern of Souls: "{T}: Add {C}." and "{T}: Add one mana of any color. Spend
    # this mana only to cast a creature spell of the chosen type, and that spell
    # can't be countered."  Chronomaton ({1}, Golem) with Cavern (Golem) and Sol Ring
    # ("{T}: Add {C}{C}."): Cavern's colored mana can pay the {1} (Sol Ring's {C}{C}
    # floats), but it can't be left over in the pool while Sol Ring's {C} pays:
    # the pool would hold a colored mana that pays for anything.
    g = build(a=["Sol Ring"], a_hand=["Cavern of Souls", "Chronomaton"], b=["Island"])
    g.do("A plays Cavern of Souls, choosing Golem")
    assert sorted(matching(g, "A casts Chronomaton")) == [
        "A casts Chronomaton, paying with Cavern of Souls",
        "A casts Chronomaton, paying with Cavern of Souls and Sol Ring and leaving {C}{C} floating",
        "A casts Chronomaton, paying with Sol Ring and leaving {C} floating"]


# ------------------------------------------------------------ Crystal Vein
def test_crystal_vein_taps_for_colorless():
    # "{T}: Add {C}."  Chronomaton costs {1}: Crystal Vein stays, tapped.
    g = build(a=["Crystal Vein"], a_hand=["Chronomaton"], b=["Island"])
    g.do("A casts Chronomaton, paying with Crystal Vein")
    resolve_stack(g)
    assert g.zone("Chronomaton") == "battlefield" and g.zone("Crystal Vein") == "battlefield"
    assert tapped(g, "Crystal Vein") and pool(g, 0) == ""


def test_crystal_vein_sacrificed_for_two_colorless():
    # "{T}, Sacrifice Crystal Vein: Add {C}{C}."  Phyrexian Revoker costs {2}.
    g = build(a=["Crystal Vein"], a_hand=["Phyrexian Revoker"], b=["Island"])
    assert matching(g, "A casts Phyrexian Revoker") == [
        "A casts Phyrexian Revoker, paying with Crystal Vein (its second mana ability)"]
    g.do("A casts Phyrexian Revoker, paying with Crystal Vein (its second mana ability)")
    assert g.zone("Crystal Vein") == "graveyard"
    resolve_stack(g)
    assert g.zone("Phyrexian Revoker") == "battlefield"


def test_crystal_vein_either_ability_for_a_one_mana_cost():
    # {1} by the first ability, or by the second with {C} left in the pool, which
    # casts a second Chronomaton once the first has resolved (the same step).
    g = build(a=["Crystal Vein"], a_hand=["Chronomaton", "Chronomaton"], b=["Island"])
    assert sorted(set(matching(g, "A casts Chronomaton"))) == [
        "A casts Chronomaton, paying with Crystal Vein",
        "A casts Chronomaton, paying with Crystal Vein (its second mana ability) and leaving "
        "{C} floating"]
    g.do("A casts Chronomaton, paying with Crystal Vein (its second mana ability) and leaving "
         "{C} floating")
    assert g.zone("Crystal Vein") == "graveyard"
    until(g, lambda g: stack_size(g) == 0)
    assert pool(g, 0) == "{C}" and has_action(g, "A casts Chronomaton")
    g.do("A casts Chronomaton")
    resolve_stack(g)
    assert zones(g, "Chronomaton") == ["battlefield", "battlefield"]


def test_crystal_vein_floats_its_two_in_response_to_strip_mine():
    # Strip Mine ("{T}, Sacrifice Strip Mine: Destroy target land.") targets the Vein:
    # in response A sacrifices it for {C}{C}, floating it; the ability then has no target.
    g = build(a=["Crystal Vein"], b=["Strip Mine"], active=1)
    g.cfg[CFG_DEAD_MANA] = 0        # A has nothing to spend it on: the search would not offer it
    g.do("B activates Strip Mine (...) targeting A's Crystal Vein")
    pass_to(g, 0)
    floats = matching(g, "floating it")
    assert "A taps Crystal Vein for {C}{C} by its second mana ability, floating it" in floats
    assert "A taps Crystal Vein for {C}, floating it" in floats
    g.do("A taps Crystal Vein for {C}{C} by its second mana ability, floating it")
    # (nothing to spend it on: play goes on to B's next choice, the pool emptied)
    assert g.zone("Crystal Vein") == "graveyard" and g.zone("Strip Mine") == "graveyard"


# ------------------------------------------------------------ a basic land type's ability beside a land's own
def test_ancient_tomb_under_urborg_taps_for_black_without_damage():
    # Urborg, Tomb of Yawgmoth: "Each land is a Swamp in addition to its other land
    # types."  Ancient Tomb then has "{T}: Add {B}." (rule 305.6) beside its own "{T}:
    # Add {C}{C}. Ancient Tomb deals 2 damage to you."  Vampire Hexmage ({B}{B}) is
    # cast with Urborg's {B} and the Tomb's {B}: no damage.
    g = build(a=["Urborg, Tomb of Yawgmoth", "Ancient Tomb"], a_hand=["Vampire Hexmage"],
              b=["Island"])
    casts = matching(g, "A casts Vampire Hexmage")
    assert len(casts) == 1 and "Ancient Tomb (its second mana ability)" in casts[0] \
        and "Urborg" in casts[0]
    g.do(casts[0])
    resolve_stack(g)
    assert g.zone("Vampire Hexmage") == "battlefield" and g.life(0) == 20


def test_ancient_tomb_under_urborg_keeps_its_own_ability():
    # Phyrexian Revoker ({2}): the Tomb's own {C}{C} (2 damage); or Urborg's {B} and
    # the Tomb's {B} (no damage); or the Tomb's {C}{C} and Urborg's {B}, leaving {C} or
    # {B} floating: four payments.
    g = build(a=["Urborg, Tomb of Yawgmoth", "Ancient Tomb"], a_hand=["Phyrexian Revoker"],
              b=["Island"])
    casts = matching(g, "A casts Phyrexian Revoker")
    assert len(casts) == 4 and "A casts Phyrexian Revoker, paying with Ancient Tomb" in casts
    assert sum("(its second mana ability)" in c for c in casts) == 1
    assert sum(c.endswith("leaving {B} floating") for c in casts) == 1
    assert sum(c.endswith("leaving {C} floating") for c in casts) == 1
    g.do("A casts Phyrexian Revoker, paying with Ancient Tomb")
    assert g.life(0) == 18
