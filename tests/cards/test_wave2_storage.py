"""Wave 2a, storage topic: the depletion lands (Peat Bog, Saprazzan Skerry,
Hickory Woodlot), Sheltered Valley and the storage lands (Sand Silos, Icatian
Store, Dwarven Hold, Bottomless Vault, Fountain of Cho, Saprazzan Cove).  The oracle line is beside each test."""
from engine import ops
from engine import state as S
from engine.rules.zones import move_to
from engine.tables import CFG_MAX_COUNTERS
from scenario_kit import (build, get, has_action, pool, resolve_stack, stack_size, until_turn_of,
                          zones)


def waiting(g):
    """Triggers on the stack or waiting to be put there."""
    return stack_size(g) + int(g.s[S.H_PEND_N])


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
    g = build(a=[("Saprazzan Skerry", dict(misc=2))],
              a_hand=["Sleep-Cursed Faerie", "Sleep-Cursed Faerie"], b=["Island"])
    g.do("A casts Sleep-Cursed Faerie, paying with Saprazzan Skerry and leaving {U} floating")
    assert get(g, "Saprazzan Skerry", S.O_MISC) == 1 and get(g, "Saprazzan Skerry", S.O_TAPPED) == 1
    resolve_stack(g)
    assert pool(g, 0) == "{U}"      # the second Faerie is cast with it
    g.do("A casts Sleep-Cursed Faerie")
    assert pool(g, 0) == ""


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
    # (floating mana where the top of the stack changes one of their sources); the
    # {B}{B} then pays for Dismember on B's Memnite.
    g = build(a=[("Peat Bog", dict(misc=2))], a_hand=["Dismember"], b=["Wasteland", "Memnite"],
              active=1)
    g.do("B activates Wasteland (...) targeting A's Peat Bog")
    assert has_action(g, "A taps Peat Bog for {B}{B}, floating it")
    g.do("A taps Peat Bog for {B}{B}, floating it")
    assert pool(g, 0) == "{B}{B}" and get(g, "Peat Bog", S.O_MISC) == 1
    g.do("A casts Dismember targeting B's Memnite, paying 2 life")
    resolve_stack(g)
    assert g.zone("Memnite") == "graveyard" and g.zone("Peat Bog") == "graveyard"


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
    assert waiting(g) == 1
    resolve_stack(g)
    assert g.life(0) == 21 and g.life(1) == 20


def test_sheltered_valley_with_four_lands_does_not_trigger():
    # "... if you control three or fewer lands ...": four lands, no trigger.
    g = build(a=["Sheltered Valley", "Swamp", "Swamp", "Swamp"], b=["Island"], step="upkeep")
    assert waiting(g) == 0
    resolve_stack(g)
    assert g.life(0) == 20


def test_sheltered_valley_checks_its_condition_again_on_resolution():
    # An intervening "if" (rule 603.4): a fourth land arriving while the trigger
    # waits makes it do nothing.
    g = build(a=["Sheltered Valley", "Swamp", "Swamp"], a_hand=["Swamp"], b=["Island"],
              step="upkeep")
    assert waiting(g) == 1
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
    # (Mishra's Factory in play: A can still spend the {C}, so A keeps priority.)
    g = build(a=["Sheltered Valley", "Mishra's Factory"], a_hand=["Sheltered Valley"],
              b=["Island"], defer=False)    # the Factory's animation in main 1: unreduced
    assert has_action(g, "A taps Sheltered Valley for {C}, floating it")
    g.do("A taps Sheltered Valley for {C}, floating it")
    g.do("A plays Sheltered Valley")
    assert pool(g, 0) == "{C}" and zones(g, "Sheltered Valley", 0) == ["battlefield", "graveyard"]
    g = build(a=["Sheltered Valley", "Mishra's Factory"], b=["Island"])
    assert not has_action(g, "A taps Sheltered Valley for {C}, floating it")   # no second one


# ------------------------------------------------------------ storage lands
def test_sand_silos_enters_tapped_without_counters():
    # "Sand Silos enters tapped."
    g = build(a=["Island"], a_hand=["Sand Silos"], b=["Island"])
    g.do("A plays Sand Silos")
    assert get(g, "Sand Silos", S.O_TAPPED) == 1 and get(g, "Sand Silos", S.O_MISC) == 0


def test_sand_silos_may_stay_tapped_and_then_gets_a_storage_counter():
    # "You may choose not to untap Sand Silos during your untap step."  "At the
    # beginning of your upkeep, if Sand Silos is tapped, put a storage counter on it."
    g = build(a=[("Sand Silos", dict(tapped=1, misc=2))], b=["Island"], step="turn start")
    assert sorted(g.describe_actions()) == [
        "A begins the turn", "A begins the turn, choosing not to untap Sand Silos"]
    g.do("A begins the turn, choosing not to untap Sand Silos")
    resolve_stack(g)
    assert get(g, "Sand Silos", S.O_MISC) == 3 and get(g, "Sand Silos", S.O_TAPPED) == 1


def test_sand_silos_untapped_gets_no_counter():
    g = build(a=[("Sand Silos", dict(tapped=1, misc=2))], b=["Island"], step="turn start")
    g.do("A begins the turn")
    assert waiting(g) == 0
    assert get(g, "Sand Silos", S.O_MISC) == 2 and get(g, "Sand Silos", S.O_TAPPED) == 0


def test_only_the_active_player_chooses_what_stays_tapped():
    # B's turn: A's tapped Sand Silos untaps only in A's untap step; B has no choice.
    g = build(a=[("Sand Silos", dict(tapped=1, misc=1))], b=["Island"], active=1,
              step="turn start")
    assert g.describe_actions() == ["B begins the turn"]
    g.do("B begins the turn")
    assert get(g, "Sand Silos", S.O_TAPPED) == 1 and get(g, "Sand Silos", S.O_MISC) == 1


def test_storage_land_removes_any_number_of_counters_for_mana():
    # "{T}, Remove any number of storage counters from Sand Silos: Add {U} for each
    # storage counter removed this way."  Each number is its own action; the mana floats.
    g = build(a=[("Sand Silos", dict(misc=3))], a_hand=["Sleep-Cursed Faerie"], b=["Island"])
    for x, mana in ((1, "{U}"), (2, "{U}{U}"), (3, "{U}{U}{U}")):
        counters = "counter" if x == 1 else "counters"
        assert has_action(g, f"A taps Sand Silos, removing {x} {counters}, for {mana}, floating it")
    assert not has_action(g, "for no mana")     # A's own turn: tapping for nothing waits
    g.do("A taps Sand Silos, removing 2 counters, for {U}{U}, floating it")
    assert pool(g, 0) == "{U}{U}"
    assert get(g, "Sand Silos", S.O_MISC) == 1 and get(g, "Sand Silos", S.O_TAPPED) == 1
    g.do("A casts Sleep-Cursed Faerie")
    resolve_stack(g)
    assert g.zone("Sleep-Cursed Faerie") == "battlefield"


def test_storage_land_taps_for_nothing_in_the_opponents_end_step():
    # Tapped before its controller's untap step, it gets a counter next upkeep: the
    # tap for no mana is offered in the other player's end step.
    g = build(a=[("Icatian Store", dict(misc=1))], b=["Island"], active=1, step="end step")
    assert g.to_move == 0           # B could only pass
    g.do("A taps Icatian Store for no mana, removing no counters")
    assert get(g, "Icatian Store", S.O_TAPPED) == 1 and get(g, "Icatian Store", S.O_MISC) == 1
    until_turn_of(g, 0)             # A passes, the turn ends
    g.do("A begins the turn, choosing not to untap Icatian Store")
    resolve_stack(g)
    assert get(g, "Icatian Store", S.O_MISC) == 2


def test_storage_land_floats_in_response_to_wasteland():
    g = build(a=[("Dwarven Hold", dict(misc=2))], a_hand=["Lightning Bolt"], b=["Wasteland"],
              active=1)
    g.do("B activates Wasteland (...) targeting A's Dwarven Hold")
    assert has_action(g, "A taps Dwarven Hold, removing 2 counters, for {R}{R}, floating it")
    g.do("A taps Dwarven Hold, removing 1 counter, for {R}, floating it")
    assert pool(g, 0) == "{R}"


def test_bottomless_vault_makes_black():
    g = build(a=[("Bottomless Vault", dict(misc=2))], a_hand=["Vampire Hexmage"], b=["Island"])
    g.do("A taps Bottomless Vault, removing 2 counters, for {B}{B}, floating it")
    g.do("A casts Vampire Hexmage")
    resolve_stack(g)
    assert g.zone("Vampire Hexmage") == "battlefield" and get(g, "Bottomless Vault", S.O_MISC) == 0


def test_fountain_of_cho_puts_a_storage_counter_with_its_tap():
    # "{T}: Put a storage counter on Fountain of Cho."  No upkeep trigger, no untap choice.
    g = build(a=["Fountain of Cho"], b=["Island"])
    g.do("A activates Fountain of Cho")
    resolve_stack(g)
    assert get(g, "Fountain of Cho", S.O_MISC) == 1 and get(g, "Fountain of Cho", S.O_TAPPED) == 1
    g = build(a=[("Saprazzan Cove", dict(tapped=1, misc=1))], b=["Island"], step="turn start")
    assert g.describe_actions() == ["A begins the turn"]
    g.do("A begins the turn")
    assert waiting(g) == 0 and get(g, "Saprazzan Cove", S.O_MISC) == 1


def test_saprazzan_cove_removes_counters_for_blue():
    g = build(a=[("Saprazzan Cove", dict(misc=1))], a_hand=["Sleep-Cursed Faerie"], b=["Island"])
    g.do("A taps Saprazzan Cove, removing 1 counter, for {U}, floating it")
    assert pool(g, 0) == "{U}" and get(g, "Saprazzan Cove", S.O_MISC) == 0


def test_storage_counters_past_the_bound_are_scored_by_the_solver():
    # A storage counter above --max-counters is past the bound (never capped).
    g = build(a=[("Sand Silos", dict(tapped=1, misc=2))], b=["Island"], step="turn start")
    g.cfg[CFG_MAX_COUNTERS] = 2
    g.do("A begins the turn, choosing not to untap Sand Silos")
    resolve_stack(g)
    assert g.result == ops.R_BOUND and g.s[S.H_BOUND] & ops.BOUND_COUNTERS


def test_storage_mana_past_what_a_payment_holds_is_past_the_bound():
    # Two Sand Silos, 12 and 4 counters: 16 {U} would pass the 15 of a color a
    # payment code holds; that is past the counter bound, never cut to 15.
    g = build(a=[("Sand Silos", dict(misc=12)), ("Sand Silos", dict(misc=4))],
              a_hand=["Sleep-Cursed Faerie"], b=["Island"])
    g.do("A taps Sand Silos, removing 12 counters, for " + "{U}" * 12 + ", floating it")
    assert g.result == ops.R_ONGOING and pool(g, 0) == "{U}" * 12
    g.do("A taps Sand Silos, removing 4 counters, for " + "{U}" * 4 + ", floating it")
    assert g.result == ops.R_BOUND and g.s[S.H_BOUND] & ops.BOUND_COUNTERS
