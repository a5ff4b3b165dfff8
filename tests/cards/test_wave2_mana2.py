"""Wave 2, mana (issue #11, session 6): Cavern of Souls' restricted mana never
floats unrestricted; Crystal Vein (a source with two mana abilities).  The
oracle line is beside each test; every expected value was worked out by hand
from it."""
from scenario_kit import build, matching


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

