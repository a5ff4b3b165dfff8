"""Wave 1 lands: duals, City of Traitors, Ancient Tomb, Black Lotus, Inkmoth
Nexus, Maze of Ith, Karakas, The Tabernacle, Pendelhaven, Cavern of Souls,
Dark Depths, Thespian's Stage, Urborg.  The oracle line is beside each test."""
from engine import ops
from engine import state as S
from scenario_kit import (build, get, has_action, keyword, matching, pass_to, resolve_stack,
                          to_choice, until_step, zones)


def pool(g):
    return [int(x) for x in g.s[S.H_POOL:S.H_POOL + 6]]


# ------------------------------------------------------------ basic and duals
def test_snow_covered_forest_is_a_basic_forest():
    # "({T}: Add {G}.)"  Basic Snow Land - Forest: pays {G}, is a Forest for Kird Ape.
    g = build(a=["Snow-Covered Forest", ("Kird Ape", dict(sick=1))], a_hand=["Thallid"],
              b=["Island"])
    assert g.pt("Kird Ape") == (2, 3)
    g.do("A casts Thallid, paying with Snow-Covered Forest")
    resolve_stack(g)
    assert g.zone("Thallid") == "battlefield"


def test_duals_pay_either_of_their_colors():
    # Savannah: "({T}: Add {G} or {W}.)"  Scrubland: W or B.  Tropical Island: G or U.
    g = build(a=["Savannah"], a_hand=["Thallid", "Serra Ascendant"], b=["Island"])
    assert has_action(g, "A casts Thallid, paying with Savannah")
    assert has_action(g, "A casts Serra Ascendant, paying with Savannah")
    g = build(a=["Scrubland", "Scrubland"], a_hand=["Vampire Hexmage"], b=["Island"])
    assert has_action(g, "A casts Vampire Hexmage, paying with Scrubland and Scrubland")
    g = build(a=["Tropical Island"], a_hand=["Slippery Bogle"], b=["Island"])
    assert matching(g, "Slippery Bogle") == ["A casts Slippery Bogle, paying with Tropical Island"] * 2


# ------------------------------------------------------------ City of Traitors
def test_city_makes_two_and_the_rest_floats_within_the_step():
    # "{T}: Add {C}{C}."  Level up {1} twice from one tap: the second {C} floats.
    g = build(a=["City of Traitors", ("Hexdrinker", dict(sick=1))], b=["Island"])
    g.do("A activates Hexdrinker (Level up...), paying with City of Traitors and leaving {C} floating")
    assert pool(g)[5] == 1
    resolve_stack(g)
    assert get(g, "Hexdrinker", S.O_LEVEL) == 1
    # the floating {C} pays the second level up (no source tapped)
    g.do("A activates Hexdrinker (Level up")
    resolve_stack(g)
    assert get(g, "Hexdrinker", S.O_LEVEL) == 2 and pool(g) == [0] * 6


def test_floating_mana_empties_at_the_end_of_the_step():
    g = build(a=["City of Traitors", ("Hexdrinker", dict(sick=1))], b=["Island"])
    g.do("A activates Hexdrinker (Level up...), paying with City of Traitors and leaving {C} floating")
    resolve_stack(g)
    assert pool(g)[5] == 1 and g.step == "main 1"
    g.do("A passes")        # nothing else happens this turn: on to B's turn
    assert g.active == 1 and pool(g) == [0] * 6


def test_city_is_sacrificed_when_another_land_is_played():
    # "When you play another land, sacrifice City of Traitors."
    g = build(a=["City of Traitors"], a_hand=["Forest", "Thallid"], b=["Island"])
    g.do("A plays Forest")
    resolve_stack(g)
    assert g.zone("City of Traitors") == "graveyard" and g.zone("Forest") == "battlefield"


# ------------------------------------------------------------ Ancient Tomb
def test_ancient_tomb_deals_two_to_its_controller():
    # "{T}: Add {C}{C}. Ancient Tomb deals 2 damage to you."
    g = build(a=["Ancient Tomb", "Swamp"], a_hand=["Dismember"], b=["Savannah Lions"])
    g.do("A casts Dismember targeting B's Savannah Lions, paying with Swamp and Ancient Tomb, "
         "paying 2 life")
    assert g.life(0) == 16          # 2 from the Tomb, 2 for one {B/P}
    resolve_stack(g)
    assert g.zone("Savannah Lions") == "graveyard"


# ------------------------------------------------------------ Black Lotus
def test_black_lotus_three_of_one_color_and_is_sacrificed():
    # "{T}, Sacrifice Black Lotus: Add three mana of any one color."
    g = build(a=["Black Lotus"], a_hand=["Thallid", "Hexdrinker"], b=["Island"])
    assert matching(g, "A casts Thallid") == [
        "A casts Thallid, paying with Black Lotus and leaving {G}{G} floating"]
    g.do("A casts Thallid, paying with Black Lotus and leaving {G}{G} floating")
    assert g.zone("Black Lotus") == "graveyard" and pool(g)[4] == 2      # GG left
    resolve_stack(g)
    g.do("A casts Hexdrinker")          # from the pool
    resolve_stack(g)
    assert g.zone("Hexdrinker") == "battlefield" and pool(g)[4] == 1


def test_black_lotus_color_choice_is_kept_when_mana_is_left():
    # Paying {1} (level up) with Lotus leaves two of the chosen color: five choices.
    g = build(a=["Black Lotus", ("Hexdrinker", dict(sick=1))], b=["Island"])
    assert sorted(matching(g, "Level up {1}), paying with Black Lotus")) == sorted(
        f"A activates Hexdrinker (Level up {{1}}), paying with Black Lotus and leaving {{{c}}}{{{c}}} floating"
        for c in "WUBRG")


# ------------------------------------------------------------ Inkmoth Nexus
def test_inkmoth_nexus_infects_players_and_creatures():
    # "{1}: ... becomes a 1/1 Phyrexian Blinkmoth artifact creature with flying and infect"
    g = build(a=["Inkmoth Nexus", "Mountain"], b=["Island"], step="main 1")
    g.do("A activates Inkmoth Nexus ({1}...), paying with Mountain")
    resolve_stack(g)
    assert keyword(g, "Inkmoth Nexus", "flying") and keyword(g, "Inkmoth Nexus", "infect")
    until_step(g, "declare attackers", decision="declare attackers")
    g.do("A attacks with Inkmoth Nexus")        # no blocker, nothing to do: combat runs
    assert g.poison(1) == 1 and g.life(1) == 20


def test_infect_damage_to_a_creature_is_minus_counters():
    # B's 3/3 flier blocks the 1/1 infect Nexus: it gets a -1/-1 counter (2/2).
    g = build(a=["Inkmoth Nexus", "Mountain"], b=["Sleep-Cursed Faerie"], step="main 1")
    g.do("A activates Inkmoth Nexus ({1}...), paying with Mountain")
    resolve_stack(g)
    until_step(g, "declare attackers", decision="declare attackers")
    g.do("A attacks with Inkmoth Nexus")
    g.do("B blocks Inkmoth Nexus with Sleep-Cursed Faerie")
    assert g.pt("Sleep-Cursed Faerie") == (2, 2)
    assert get(g, "Sleep-Cursed Faerie", S.O_P1P1) == -1 and get(g, "Sleep-Cursed Faerie", S.O_DAMAGE) == 0
    assert g.zone("Inkmoth Nexus") == "graveyard" and g.poison(1) == 0


def test_ten_poison_counters_lose():
    # rule 704.5c
    g = build(a=["Inkmoth Nexus", "Mountain"], b=["Island"], step="main 1")
    g.s[S.H_POISON + 1] = 9
    g.do("A activates Inkmoth Nexus ({1}...), paying with Mountain")
    resolve_stack(g)
    until_step(g, "declare attackers", decision="declare attackers")
    g.do("A attacks with Inkmoth Nexus")
    assert g.result == ops.R_WIN0


# ------------------------------------------------------------ Maze of Ith
def test_maze_untaps_the_attacker_and_prevents_its_damage():
    # "{T}: Untap target attacking creature. Prevent all combat damage that would
    # be dealt to and dealt by that creature this turn."
    g = build(a=["Savannah Lions"], b=["Maze of Ith"], step="declare attackers")
    g.do("A attacks with Savannah Lions")
    pass_to(g, 1)
    g.do("B activates Maze of Ith ({T}...) targeting A's Savannah Lions")
    # it resolved (A could not respond) and the rest of the turn was forced:
    # the Lions dealt no combat damage
    assert g.life(1) == 20 and g.active == 1


def test_maze_targets_only_attacking_creatures():
    g = build(a=["Savannah Lions"], b=["Maze of Ith"], step="main 1")
    pass_to(g, 1)
    assert not has_action(g, "Maze of Ith")


# ------------------------------------------------------------ Karakas
def test_karakas_bounces_a_legendary_creature_token_which_ceases_to_exist():
    # "{T}: Return target legendary creature to its owner's hand."
    g = build(a=[("Dark Depths", dict(misc=10)), "Swamp", "Swamp"], a_hand=["Vampire Hexmage"],
              b=["Karakas"], step="main 1")
    g.do("A casts Vampire Hexmage")
    resolve_stack(g)
    g.do("A activates Vampire Hexmage (Sacrifice Vampire Hexmage...) targeting A's Dark Depths")
    resolve_stack(g)
    assert g.zone("Marit Lage") == "battlefield" and g.zone("Dark Depths") == "graveyard"
    assert g.pt("Marit Lage") == (20, 20)
    pass_to(g, 1)
    g.do("B activates Karakas ({T}...) targeting A's Marit Lage")
    resolve_stack(g)
    assert g.zone("Marit Lage") == "nowhere"


def test_karakas_cannot_target_a_nonlegendary_creature():
    g = build(a=["Savannah Lions"], b=["Karakas"], step="main 1")
    pass_to(g, 1)
    assert not has_action(g, "activates Karakas")


# ------------------------------------------------------------ The Tabernacle
def test_tabernacle_upkeep_pay_or_lose_the_creature():
    # All creatures have "At the beginning of your upkeep, destroy this creature
    # unless you pay {1}."  The controller of the creature decides.
    g = build(a=["Savannah Lions", "Plains"], b=["The Tabernacle at Pendrell Vale"],
              step="upkeep")
    to_choice(g)
    assert g.to_move == 0 and sorted(g.describe_actions()) == [
        "A does not pay: Savannah Lions is destroyed",
        "A pays to keep Savannah Lions, paying with Plains"]
    g.do("A pays to keep Savannah Lions, paying with Plains")
    assert g.zone("Savannah Lions") == "battlefield" and get(g, "Plains", S.O_TAPPED) == 1
    g = build(a=["Savannah Lions", "Plains"], b=["The Tabernacle at Pendrell Vale"],
              step="upkeep")
    to_choice(g)
    g.do("A does not pay: Savannah Lions is destroyed")
    assert g.zone("Savannah Lions") == "graveyard"


def test_tabernacle_without_mana_destroys_and_spares_lands():
    g = build(a=["Savannah Lions", "Memnite"], b=["The Tabernacle at Pendrell Vale"],
              step="upkeep")
    resolve_stack(g)
    assert zones(g, "Savannah Lions") == ["graveyard"] and zones(g, "Memnite") == ["graveyard"]
    assert g.zone("The Tabernacle at Pendrell Vale") == "battlefield"


# ------------------------------------------------------------ Pendelhaven
def test_pendelhaven_pumps_only_a_one_one():
    # "{T}: Target 1/1 creature gets +1/+2 until end of turn."
    g = build(a=["Pendelhaven", "Memnite", "Savannah Lions"], b=["Island"])
    assert matching(g, "activates Pendelhaven") == [
        "A activates Pendelhaven ({T}: Target 1/1 creature gets +1/+2 until end of turn) "
        "targeting A's Memnite"]
    g.do("A activates Pendelhaven ({T}...) targeting A's Memnite")
    resolve_stack(g)
    assert g.pt("Memnite") == (2, 3)


# ------------------------------------------------------------ Cavern of Souls
def test_cavern_chooses_among_the_owners_creature_types():
    # "As Cavern of Souls enters, choose a creature type."  Only types naming a
    # different set of the owner's creature cards are offered.
    g = build(a=[], a_hand=["Cavern of Souls", "Hexdrinker", "Serra Ascendant"], b=["Island"])
    assert sorted(matching(g, "plays Cavern")) == [
        "A plays Cavern of Souls, choosing Human", "A plays Cavern of Souls, choosing Snake"]


def test_cavern_colored_mana_only_for_the_chosen_type_and_uncounterable():
    # "{T}: Add one mana of any color. Spend this mana only to cast a creature
    # spell of the chosen type, and that spell can't be countered."
    g = build(a=[], a_hand=["Cavern of Souls", "Hexdrinker", "Serra Ascendant"],
              b=["Island", "Island"], b_hand=["Force of Will", "Daze"])
    g.do("A plays Cavern of Souls, choosing Snake")
    assert has_action(g, "A casts Hexdrinker, paying with Cavern of Souls")
    assert not has_action(g, "A casts Serra Ascendant")
    g.do("A casts Hexdrinker, paying with Cavern of Souls")
    # B may still target it with Force of Will, but it is not countered
    g.do("B casts Force of Will targeting A's Hexdrinker (a spell), by its alternative cost, "
         "exiling Daze")
    resolve_stack(g)
    assert g.zone("Hexdrinker") == "battlefield" and g.zone("Force of Will") == "graveyard"
    assert g.life(1) == 19


# ------------------------------------------------------------ Dark Depths
def test_dark_depths_enters_with_ten_ice_and_removes_one_for_three():
    # "Dark Depths enters with ten ice counters on it. {3}: Remove an ice counter."
    g = build(a=["Swamp", "Swamp", "Swamp"], a_hand=["Dark Depths"], b=["Island"])
    g.do("A plays Dark Depths")
    assert get(g, "Dark Depths", S.O_MISC) == 10
    g.do("A activates Dark Depths ({3}...), paying with Swamp and Swamp and Swamp")
    resolve_stack(g)
    assert get(g, "Dark Depths", S.O_MISC) == 9


def test_dark_depths_last_counter_makes_marit_lage():
    # "When Dark Depths has no ice counters on it, sacrifice it. If you do, create
    # Marit Lage, a legendary 20/20 black Avatar creature token with flying and
    # indestructible."
    g = build(a=[("Dark Depths", dict(misc=1)), "Swamp", "Swamp", "Swamp"], b=["Island"])
    g.do("A activates Dark Depths ({3}...), paying with Swamp and Swamp and Swamp")
    resolve_stack(g)
    assert g.zone("Dark Depths") == "graveyard" and g.zone("Marit Lage") == "battlefield"
    assert keyword(g, "Marit Lage", "flying") and keyword(g, "Marit Lage", "indestructible")


# ------------------------------------------------------------ Thespian's Stage
def test_stage_copies_dark_depths_keep_the_stage_for_marit_lage():
    # "{2}, {T}: Thespian's Stage becomes a copy of target land, except it has this
    # ability."  A copy has no ice counters; the legend rule lets A keep the Stage.
    g = build(a=["Thespian's Stage", ("Dark Depths", dict(misc=10)), "Swamp", "Swamp"],
              b=["Island"])
    g.do("A activates Thespian's Stage ({2}, {T}...) targeting A's Dark Depths, "
         "paying with Swamp and Swamp")
    until_legend(g)
    # keep the copy (the Stage): the original Dark Depths goes to the graveyard
    g.do("A keeps Thespian's Stage as Dark Depths")
    resolve_stack(g)
    # one Marit Lage slot each for the Depths and for the Stage that may copy it
    assert zones(g, "Marit Lage") == ["battlefield", "nowhere"]
    assert g.zone("Thespian's Stage") == "graveyard" and g.zone("Dark Depths") == "graveyard"


def test_stage_copy_keeping_the_original_makes_nothing():
    # If the original is kept, the copy's trigger can't sacrifice it: no token.
    g = build(a=["Thespian's Stage", ("Dark Depths", dict(misc=10)), "Swamp", "Swamp"],
              b=["Island"])
    g.do("A activates Thespian's Stage ({2}, {T}...) targeting A's Dark Depths, "
         "paying with Swamp and Swamp")
    until_legend(g)
    assert sorted(g.describe_actions()) == ["A keeps Dark Depths (legend rule)",
                                            "A keeps Thespian's Stage as Dark Depths (legend rule)"]
    g.do("A keeps Dark Depths")
    resolve_stack(g)
    assert zones(g, "Marit Lage") == ["nowhere", "nowhere"]
    assert g.zone("Dark Depths") == "battlefield"


def until_legend(g, limit=20):
    for _ in range(limit):
        if g.decision == "legend rule":
            return g
        g.do("passes")   # the stage's ability resolves
    raise AssertionError(g.describe_actions())


def test_stage_copy_of_a_dual_taps_for_its_colors_and_keeps_the_copy_ability():
    g = build(a=["Thespian's Stage", "Savannah", "Swamp", "Swamp"], a_hand=["Serra Ascendant"],
              b=["Island"])
    g.do("A activates Thespian's Stage ({2}, {T}...) targeting A's Savannah, paying with Swamp and Swamp")
    resolve_stack(g)
    i = g.objects("Thespian's Stage")[0]
    assert int(g.s[S.obj_base(i) + S.O_COPY]) == g.t.card_id("Savannah") + 1


# ------------------------------------------------------------ Urborg
def test_urborg_makes_every_land_a_swamp():
    # "Each land is a Swamp in addition to its other land types."
    g = build(a=["Urborg, Tomb of Yawgmoth", "Forest"], a_hand=["Vampire Hexmage"],
              b=["Island"])
    assert has_action(g, "A casts Vampire Hexmage, paying with Forest and Urborg, Tomb of Yawgmoth")
    from scenario_kit import has_subtype
    assert has_subtype(g, "Forest", "Swamp") and has_subtype(g, "Island", "Swamp")
