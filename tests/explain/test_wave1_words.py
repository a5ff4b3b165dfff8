"""The game log's words (engine/words.py) for wave-1 actions: alternative costs,
Phyrexian life, spells targeting spells, floating mana, choices on resolution."""
from scenario_kit import build, resolve_stack, to_choice

from engine.words import action_text


def words(g):
    return sorted(action_text(g.s, a, g.t) for a in g.legal_actions())


def test_force_of_will_alternative_cost_and_spell_target():
    g = build(a=["Mountain"], a_hand=["Lightning Bolt"], b=["Forest"],
              b_hand=["Force of Will", "Daze", "Thallid"])
    g.do("A casts Lightning Bolt targeting B")
    assert ("B casts Force of Will targeting A's Lightning Bolt (a spell), by its alternative "
            "cost, exiling Daze") in words(g)


def test_phyrexian_life_and_floating_mana():
    g = build(a=["Ancient Tomb", "Swamp"], a_hand=["Dismember"], b=["Savannah Lions"])
    w = words(g)
    assert ("A casts Dismember targeting B's Savannah Lions, paying with Ancient Tomb and "
            "paying 4 life") in w or any("paying 4 life" in x for x in w)
    assert any("leaving {C}{B} floating" in x or "leaving {C}{C} floating" in x for x in w)


def test_cavern_choice_in_words():
    g = build(a=[], a_hand=["Cavern of Souls", "Hexdrinker"], b=["Island"])
    assert "A plays Cavern of Souls, choosing Snake" in words(g)


def test_tabernacle_and_duress_choices_in_words():
    g = build(a=["Savannah Lions", "Plains"], b=["The Tabernacle at Pendrell Vale"],
              step="upkeep")
    to_choice(g)
    assert words(g) == ["A does not pay: Savannah Lions is destroyed",
                        "A pays to keep Savannah Lions, paying with Plains"]
    g = build(a=["Swamp"], a_hand=["Duress"], b=["Forest"],
              b_hand=["Dismember", "Thallid", "Path to Exile"])
    g.do("A casts Duress targeting B, paying with Swamp")
    to_choice(g)
    assert words(g) == ["A chooses B's Dismember from the revealed hand: it is discarded",
                        "A chooses B's Path to Exile from the revealed hand: it is discarded"]


def test_daze_choice_in_words():
    g = build(a=["Mountain", "Mountain"], a_hand=["Lightning Bolt"],
              b=["Tropical Island"], b_hand=["Daze"])
    g.do("A casts Lightning Bolt targeting B, paying with Mountain")
    g.do("B casts Daze targeting A's Lightning Bolt (a spell), by its alternative cost, "
         "returning Tropical Island")
    to_choice(g)
    assert words(g) == ["A does not pay for Daze: Lightning Bolt is countered",
                        "A pays for Daze, paying with Mountain"]


def test_a_copy_is_named_with_what_it_copies():
    g = build(a=["Thespian's Stage", "Savannah", "Swamp", "Swamp"], b=["Island"])
    g.do("A activates Thespian's Stage ({2}, {T}...) targeting A's Savannah, paying with Swamp and Swamp")
    resolve_stack(g)
    from engine.words import obj_name
    assert obj_name(g.s, g.objects("Thespian's Stage")[0], g.t) == "Thespian's Stage as Savannah"
