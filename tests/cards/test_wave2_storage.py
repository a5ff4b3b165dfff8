"""Wave 2a, storage topic: the depletion lands (Peat Bog, Saprazzan Skerry,
Hickory Woodlot) and Sheltered Valley.  The oracle line is beside each test."""
from engine import ops
from engine import state as S
from engine.rules.zones import move_to
from scenario_kit import build, get, has_action, pool, resolve_stack, stack_size, zones


# ------------------------------------------------------------ depletion lands
def test_peat_bog_enters_tapped_with_two_depletion_counters():
    # "Peat Bog enters tapped with two depletion counters on it."
    g = build(a=["Swamp"], a_hand=["Peat Bog"], b=["Island"])
    g.do("A plays Peat Bog")
    assert g.zone("Peat Bog") == "battlefield"
    assert get(g, "Peat Bog", S.O_TAPPED) == 1
    assert get(g, "Peat Bog", S.O_MISC) == 2


def test_peat_bog_removes_a_counter_for_two_black():
    # "{T}, Remove a depletion counter from Peat Bog: Add {B}{B}."  Vampire Hexmage
    # ({B}{B}) is paid by Peat Bog alone; the Bog keeps one counter and stays.
    g = build(a=[("Peat Bog", dict(misc=2))], a_hand=["Vampire Hexmage"], b=["Island"])
    g.do("A casts Vampire Hexmage, paying with Peat Bog")
    assert g.zone("Peat Bog") == "battlefield"
    assert get(g, "Peat Bog", S.O_TAPPED) == 1 and get(g, "Peat Bog", S.O_MISC) == 1
    resolve_stack(g)
    assert g.zone("Vampire Hexmage") == "battlefield"


def test_peat_bog_is_sacrificed_with_its_last_counter():
    # "If there are no depletion counters on Peat Bog, sacrifice it."
    g = build(a=[("Peat Bog", dict(misc=1))], a_hand=["Vampire Hexmage"], b=["Island"])
    g.do("A casts Vampire Hexmage, paying with Peat Bog")
    assert g.zone("Peat Bog") == "graveyard"
    resolve_stack(g)
    assert g.zone("Vampire Hexmage") == "battlefield"


def test_saprazzan_skerry_makes_two_blue_and_one_floats():
    # "{T}, Remove a depletion counter from Saprazzan Skerry: Add {U}{U}."
    g = build(a=[("Saprazzan Skerry", dict(misc=2))], a_hand=["Sleep-Cursed Faerie"],
              b=["Island"])
    g.do("A casts Sleep-Cursed Faerie, paying with Saprazzan Skerry and leaving {U} floating")
    assert pool(g, 0) == "{U}"
    assert get(g, "Saprazzan Skerry", S.O_MISC) == 1 and get(g, "Saprazzan Skerry", S.O_TAPPED) == 1


def test_hickory_woodlot_pays_two_green_spells_in_one_step():
    # "{T}, Remove a depletion counter from Hickory Woodlot: Add {G}{G}."  The second
    # {G} floats and pays for Thallid in the same step.
    g = build(a=[("Hickory Woodlot", dict(misc=1))], a_hand=["Scythe Tiger", "Thallid"],
              b=["Island"])
    g.do("A casts Thallid, paying with Hickory Woodlot and leaving {G} floating")
    assert g.zone("Hickory Woodlot") == "graveyard"     # its last counter went
    resolve_stack(g)
    assert g.zone("Thallid") == "battlefield" and pool(g, 0) == "{G}"
    assert has_action(g, "A casts Scythe Tiger")


def test_a_copy_of_peat_bog_has_no_counter_to_remove():
    # Thespian's Stage copying Peat Bog has its mana ability but no depletion
    # counter, so it can't pay the cost: it makes no mana.
    g = build(a=[("Thespian's Stage", dict(copy="Peat Bog"))], a_hand=["Vampire Hexmage"],
              b=["Island"])
    assert not has_action(g, "A casts Vampire Hexmage")


def test_depletion_land_can_be_tapped_in_response_to_wasteland():
    # Wasteland targeting the Bog: its controller may tap it for {B}{B} in response
    # (floating mana where the top of the stack changes one of their sources).
    g = build(a=[("Peat Bog", dict(misc=2))], b=["Wasteland"], active=1)
    g.do("B activates Wasteland targeting A's Peat Bog")
    assert has_action(g, "A taps Peat Bog for {B}{B}, floating it")
    g.do("A taps Peat Bog for {B}{B}, floating it")
    assert pool(g, 0) == "{B}{B}" and get(g, "Peat Bog", S.O_MISC) == 1


# ------------------------------------------------------------ Sheltered Valley
def test_sheltered_valley_taps_for_colorless():
    # "{T}: Add {C}."
    g = build(a=["Sheltered Valley"], a_hand=["Memnite", "Kird Ape"], b=["Island"])
    assert not has_action(g, "A casts Kird Ape")
    g.do("A casts Memnite")
    resolve_stack(g)
    assert g.zone("Memnite") == "battlefield"


def test_sheltered_valley_gains_one_life_in_upkeep():
    # "At the beginning of your upkeep, if you control three or fewer lands, you gain 1 life."
    g = build(a=["Sheltered Valley", "Swamp", "Swamp"], b=["Island"], step="upkeep")
    assert stack_size(g) == 1
    resolve_stack(g)
    assert g.life(0) == 21 and g.life(1) == 20


def test_sheltered_valley_with_four_lands_does_not_trigger():
    # "... if you control three or fewer lands ...": four lands, no trigger.
    g = build(a=["Sheltered Valley", "Swamp", "Swamp", "Swamp"], b=["Island"], step="upkeep")
    assert stack_size(g) == 0
    resolve_stack(g)
    assert g.life(0) == 20


def test_sheltered_valley_checks_its_condition_again_on_resolution():
    # An intervening "if" (rule 603.4): a fourth land arriving while the trigger
    # waits makes it do nothing.
    g = build(a=["Sheltered Valley", "Swamp", "Swamp"], a_hand=["Swamp"], b=["Island"],
              step="upkeep")
    assert stack_size(g) == 1
    i = g.objects("Swamp", 0)[0]
    for j in g.objects("Swamp", 0):
        if g.s[S.obj_base(j) + S.O_ZONE] == ops.Z_HAND:
            i = j
    move_to(g.s, i, ops.Z_BATTLEFIELD, g.t.ct)
    resolve_stack(g)
    assert g.life(0) == 20


def test_sheltered_valley_counts_only_its_controllers_lands():
    g = build(a=["Sheltered Valley"], b=["Island", "Island", "Island", "Island"], step="upkeep")
    resolve_stack(g)
    assert g.life(0) == 21


def test_a_second_sheltered_valley_replaces_the_first():
    # "If Sheltered Valley would enter, instead sacrifice each other permanent named
    # Sheltered Valley you control, then put Sheltered Valley onto the battlefield."
    g = build(a=[("Sheltered Valley", dict(tapped=1))], a_hand=["Sheltered Valley"],
              b=["Sheltered Valley"])
    g.do("A plays Sheltered Valley")
    assert zones(g, "Sheltered Valley", 0) == ["battlefield", "graveyard"]
    assert get(g, "Sheltered Valley", S.O_TAPPED, owner=0) == 0    # the new one, untapped
    assert zones(g, "Sheltered Valley", 1) == ["battlefield"]       # not the opponent's


def test_sheltered_valley_sacrifices_a_copy_named_sheltered_valley():
    g = build(a=[("Thespian's Stage", dict(copy="Sheltered Valley"))],
              a_hand=["Sheltered Valley"], b=["Island"])
    g.do("A plays Sheltered Valley")
    assert g.zone("Thespian's Stage") == "graveyard" and g.zone("Sheltered Valley") == "battlefield"


def test_the_first_valley_may_float_before_the_second_is_played():
    # The land play removes a source outside the stack: tapping the first Valley
    # first is a real choice (docs/RULES.md, "Mana": floating, case 2).
    g = build(a=["Sheltered Valley"], a_hand=["Sheltered Valley"], b=["Island"])
    assert has_action(g, "A taps Sheltered Valley for {C}, floating it")
    g.do("A taps Sheltered Valley for {C}, floating it")
    g.do("A plays Sheltered Valley")
    assert pool(g, 0) == "{C}" and zones(g, "Sheltered Valley", 0) == ["battlefield", "graveyard"]
