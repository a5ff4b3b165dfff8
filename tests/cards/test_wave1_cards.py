"""Wave 1 creatures and spells: Old-Growth Dryads, Slippery Bogle, Serra
Ascendant, Thallid, Hexdrinker, Vampire Hexmage, Force of Will, Daze, Mental
Misstep, Dismember, Path to Exile, Duress.  The oracle line is beside each test."""
from engine import state as S
from scenario_kit import (build, get, has_action, keyword, matching, pass_to, resolve_stack,
                          to_choice, zones)


# ------------------------------------------------------------ creatures
def test_old_growth_dryads_search_finds_nothing():
    # "When Old-Growth Dryads enters, each opponent may search their library for
    # a basic land card ..."  3CB libraries are empty: nothing changes.
    g = build(a=["Forest"], a_hand=["Old-Growth Dryads"], b=["Island"])
    g.do("A casts Old-Growth Dryads, paying with Forest")
    resolve_stack(g)
    assert g.zone("Old-Growth Dryads") == "battlefield" and g.pt("Old-Growth Dryads") == (3, 3)
    assert zones(g, "Island") == ["battlefield"] and g.s[S.H_STACK_N] == 0


def test_slippery_bogle_hybrid_and_hexproof():
    # {G/U}: either color pays.  "Hexproof"
    for land in ("Forest", "Island"):
        g = build(a=[land], a_hand=["Slippery Bogle"], b=["Island"])
        assert has_action(g, f"A casts Slippery Bogle, paying with {land}")
    g = build(a=["Slippery Bogle", "Pendelhaven"], b=["Mountain"], b_hand=["Lightning Bolt"])
    assert has_action(g, "Pendelhaven ({T}...) targeting A's Slippery Bogle")     # its controller may
    g.do("A passes")
    assert not has_action(g, "targeting A's Slippery Bogle")                # the opponent not


def test_serra_ascendant_at_thirty_life():
    # "As long as you have 30 or more life, Serra Ascendant gets +5/+5 and has flying."
    g = build(a=["Serra Ascendant"], b=["Island"], life=(29, 20))
    assert g.pt("Serra Ascendant") == (1, 1) and not keyword(g, "Serra Ascendant", "flying")
    g = build(a=["Serra Ascendant"], b=["Island"], life=(30, 20))
    assert g.pt("Serra Ascendant") == (6, 6) and keyword(g, "Serra Ascendant", "flying")


def test_serra_ascendant_lifelink_takes_it_to_thirty():
    g = build(a=["Serra Ascendant"], b=["Island"], life=(29, 20), step="declare attackers")
    g.do("A attacks with Serra Ascendant")      # nothing else can happen: combat runs
    assert g.life(0) == 30 and g.life(1) == 19 and g.pt("Serra Ascendant") == (6, 6)


def test_thallid_spores_and_saprolings():
    # "At the beginning of your upkeep, put a spore counter on Thallid. Remove
    # three spore counters from Thallid: Create a 1/1 green Saproling creature token."
    g = build(a=[("Thallid", dict(misc=2))], b=["Island"], step="upkeep")
    resolve_stack(g)
    assert get(g, "Thallid", S.O_MISC) == 3
    g.do("A activates Thallid")
    resolve_stack(g)
    assert get(g, "Thallid", S.O_MISC) == 0
    assert zones(g, "Saproling") == ["battlefield", "nowhere"]     # two slots kept
    assert g.pt("Saproling") == (1, 1)


def test_hexdrinker_levels_and_protection():
    # "LEVEL 3-7 4/4 Protection from instants / LEVEL 8+ 6/6 Protection from everything"
    g = build(a=[("Hexdrinker", dict(level=2))], b=["Mountain"], b_hand=["Lightning Bolt"])
    assert g.pt("Hexdrinker") == (2, 1)
    g = build(a=[("Hexdrinker", dict(level=3))], b=["Mountain", "Maze of Ith"],
              b_hand=["Lightning Bolt"], step="declare attackers")
    assert g.pt("Hexdrinker") == (4, 4)
    g.do("A attacks with Hexdrinker")
    pass_to(g, 1)
    assert not has_action(g, "Bolt targeting A's Hexdrinker")          # an instant: no
    assert has_action(g, "Maze of Ith ({T}...) targeting A's Hexdrinker")  # a land's ability: yes
    g = build(a=[("Hexdrinker", dict(level=8))], b=["Maze of Ith", "Savannah Lions"],
              step="declare attackers")
    assert g.pt("Hexdrinker") == (6, 6)
    # protection from everything: Maze can't target it, Lions can't block it, so
    # B has no decision at all and combat runs: 6 damage
    g.do("A attacks with Hexdrinker")
    assert g.life(1) == 14


def test_level_counters_stop_at_eight():
    g = build(a=[("Hexdrinker", dict(level=8)), "Forest"], b=["Island"])
    g.do("A activates Hexdrinker (Level up...), paying with Forest")
    resolve_stack(g)
    assert get(g, "Hexdrinker", S.O_LEVEL) == 8


def test_vampire_hexmage_removes_every_counter():
    # "Sacrifice Vampire Hexmage: Remove all counters from target permanent."
    g = build(a=["Vampire Hexmage"], b=[("Student of Warfare", dict(level=7, p1p1=2))])
    g.do("A activates Vampire Hexmage (Sacrifice Vampire Hexmage...) targeting B's Student of Warfare")
    resolve_stack(g)
    assert g.zone("Vampire Hexmage") == "graveyard"
    assert get(g, "Student of Warfare", S.O_LEVEL) == 0 and g.pt("Student of Warfare") == (1, 1)


# ------------------------------------------------------------ counterspells
def test_force_of_will_alternative_cost():
    # "You may pay 1 life and exile a blue card from your hand rather than pay
    # this spell's mana cost. Counter target spell."
    g = build(a=["Mountain"], a_hand=["Lightning Bolt"], b=["Forest"],
              b_hand=["Force of Will", "Daze", "Thallid"])
    g.do("A casts Lightning Bolt targeting B")
    # only Daze is blue among B's other cards: one alternative payment
    assert matching(g, "Force of Will") == [
        "B casts Force of Will targeting A's Lightning Bolt (a spell), by its alternative cost, "
        "exiling Daze"]
    g.do("B casts Force of Will")
    resolve_stack(g)
    assert g.life(1) == 19 and g.zone("Daze") == "exile"
    assert g.zone("Lightning Bolt") == "graveyard" and g.zone("Force of Will") == "graveyard"


def test_force_of_will_needs_another_blue_card():
    g = build(a=["Mountain"], a_hand=["Lightning Bolt"], b=["Forest"],
              b_hand=["Force of Will", "Thallid"])
    g.do("A casts Lightning Bolt targeting B")
    assert g.life(1) == 17      # B had no play: the Bolt resolved at once


def test_daze_returns_an_island_and_counters_unless_paid():
    # "You may return an Island you control to its owner's hand rather than pay
    # this spell's mana cost. Counter target spell unless its controller pays {1}."
    g = build(a=["Mountain", "Mountain"], a_hand=["Lightning Bolt"],
              b=["Tropical Island"], b_hand=["Daze"])
    g.do("A casts Lightning Bolt targeting B, paying with Mountain")
    g.do("B casts Daze targeting A's Lightning Bolt (a spell), by its alternative cost, "
         "returning Tropical Island")
    assert g.zone("Tropical Island") == "hand"
    g.do("B passes") if g.to_move == 1 else None
    to_choice(g)
    assert sorted(g.describe_actions()) == ["A does not pay for Daze: Lightning Bolt is countered",
                                           "A pays for Daze, paying with Mountain"]
    g.do("A pays for Daze, paying with Mountain")
    resolve_stack(g)
    assert g.life(1) == 17


def test_daze_counters_when_the_caster_cannot_pay():
    g = build(a=["Mountain"], a_hand=["Lightning Bolt"], b=["Island"], b_hand=["Daze"])
    g.do("A casts Lightning Bolt targeting B, paying with Mountain")
    g.do("B casts Daze targeting A's Lightning Bolt (a spell), by its alternative cost, "
         "returning Island")
    resolve_stack(g)
    assert g.life(1) == 20 and g.zone("Lightning Bolt") == "graveyard"


def test_mental_misstep_counters_mana_value_one_paid_with_life():
    # "({U/P} can be paid with either {U} or 2 life.) Counter target spell with mana value 1."
    g = build(a=["Mountain"], a_hand=["Lightning Bolt"], b=["Forest"], b_hand=["Mental Misstep"])
    g.do("A casts Lightning Bolt targeting B")
    g.do("B casts Mental Misstep targeting A's Lightning Bolt (a spell), paying 2 life")
    resolve_stack(g)
    assert g.life(1) == 18 and g.zone("Lightning Bolt") == "graveyard"


def test_mental_misstep_cannot_target_mana_value_two():
    g = build(a=["Swamp", "Swamp"], a_hand=["Vampire Hexmage", "Lightning Bolt"], b=["Island"],
              b_hand=["Mental Misstep"])
    g.do("A casts Vampire Hexmage")
    assert g.zone("Vampire Hexmage") == "battlefield"   # B could not respond: it resolved


def test_counterspell_fizzles_when_its_target_is_gone():
    # Force of Will on Bolt, then Misstep on the same Bolt resolves first.
    g = build(a=["Mountain"], a_hand=["Lightning Bolt"], b=["Island"],
              b_hand=["Force of Will", "Mental Misstep", "Daze"])
    g.do("A casts Lightning Bolt targeting B")
    g.do("B casts Force of Will targeting A's Lightning Bolt (a spell), by its alternative cost, "
         "exiling Mental Misstep")
    pass_to(g, 1)
    g.do("B casts Daze targeting A's Lightning Bolt (a spell), by its alternative cost, "
         "returning Island")
    resolve_stack(g)
    assert g.life(1) == 19 and g.zone("Lightning Bolt") == "graveyard"
    assert g.zone("Force of Will") == "graveyard" and g.zone("Daze") == "graveyard"


# ------------------------------------------------------------ removal
def test_dismember_payment_variants():
    # {1}{B/P}{B/P}: each {B/P} is {B} or 2 life.
    g = build(a=["Swamp", "Swamp", "Swamp"], a_hand=["Dismember"], b=["Savannah Lions"])
    opts = set(matching(g, "Dismember targeting B's Savannah Lions"))
    # (which of the identical Swamps pays is a separate action, so only the set is compared)
    assert opts == {"A casts Dismember targeting B's Savannah Lions, paying with Swamp and Swamp and Swamp",
                    "A casts Dismember targeting B's Savannah Lions, paying with Swamp and Swamp and "
                    "paying 2 life",
                    "A casts Dismember targeting B's Savannah Lions, paying with Swamp and "
                    "paying 4 life"}
    g.do("A casts Dismember targeting B's Savannah Lions, paying with Swamp and paying 4 life")
    assert g.life(0) == 16
    resolve_stack(g)
    assert g.zone("Savannah Lions") == "graveyard"


def test_dismember_on_marit_lage_is_not_enough():
    g = build(a=["Swamp"], a_hand=["Dismember"], b=["Karakas"], b_hand=["Dark Depths"])
    from engine.rules.primitives import create_token
    create_token(g.s, 1, g.t.card_id("Marit Lage"), g.t.ct, g.t.ab)
    g.s[S.H_PEND_N] = 0
    from engine.game import canonical
    canonical(g.s)
    g.do("A casts Dismember targeting B's Marit Lage, paying with Swamp and paying 4 life")
    resolve_stack(g)
    assert g.pt("Marit Lage") == (15, 15) and g.zone("Marit Lage") == "battlefield"


def test_path_to_exile():
    # "Exile target creature. Its controller may search their library ..." (empty)
    g = build(a=["Plains"], a_hand=["Path to Exile"], b=["Savannah Lions"])
    g.do("A casts Path to Exile targeting B's Savannah Lions")
    resolve_stack(g)
    assert g.zone("Savannah Lions") == "exile" and g.life(1) == 20


def test_duress_takes_a_noncreature_nonland_card():
    # "Target opponent reveals their hand. You choose a noncreature, nonland card
    # from it. That player discards that card."
    g = build(a=["Swamp"], a_hand=["Duress"], b=["Forest"],
              b_hand=["Dismember", "Thallid", "Path to Exile"])
    g.do("A casts Duress targeting B, paying with Swamp")
    to_choice(g)
    assert sorted(g.describe_actions()) == [
        "A chooses B's Dismember from the revealed hand: it is discarded",
        "A chooses B's Path to Exile from the revealed hand: it is discarded"]
    g.do("A chooses B's Path to Exile")
    assert g.zone("Path to Exile") == "graveyard" and g.zone("Thallid") == "hand"
    assert g.zone("Dismember") == "hand"


def test_duress_with_nothing_to_take_does_nothing():
    g = build(a=["Swamp"], a_hand=["Duress"], b=["Island"], b_hand=["Thallid", "Forest"])
    g.do("A casts Duress targeting B, paying with Swamp")
    resolve_stack(g)
    assert zones(g, "Thallid") == ["hand"] and g.zone("Duress") == "graveyard"
    assert not has_action(g, "Duress targeting A")
