"""Wave 2, modes (issue #12): Solitude (evoke with a white card, "up to one other
target creature"), ...  The oracle line is beside each test."""
from scenario_kit import (build, has_action, keyword, pass_to, resolve_stack, to_choice, until,
                          until_turn_of)


def test_solitude_exiles_another_creature_and_its_controller_gains_its_power():
    # "When Solitude enters, exile up to one other target creature. That creature's
    # controller gains life equal to its power."
    g = build(a=["Plains", "Plains", "Plains", "Plains", "Plains"], a_hand=["Solitude"],
              b=["Savannah Lions"])
    g.do("A casts Solitude, paying with")
    assert g.decision == "order triggers" and g.zone("Solitude") == "battlefield"
    acts = g.describe_actions()
    # "other": Solitude can't target itself
    assert not any("targeting A's Solitude" in d for d in acts), acts
    g.do("targeting B's Savannah Lions")
    resolve_stack(g)
    assert g.zone("Savannah Lions") == "exile"
    assert g.life(1) == 22 and g.life(0) == 20


def test_solitude_evoked_for_a_white_card_is_sacrificed():
    # "Evoke—Exile a white card from your hand."  It is sacrificed when it enters; the
    # exile trigger still happens (the controller orders the two).
    g = build(a_hand=["Solitude", "Savannah Lions"], b=["Savannah Lions"], active=1)
    g.do("A casts Solitude, by its alternative cost, exiling Savannah Lions")
    assert g.zone("Savannah Lions", owner=0) == "exile"
    until(g, lambda g: g.decision == "order triggers")
    g.do("targeting B's Savannah Lions")
    resolve_stack(g)
    assert g.zone("Solitude") == "graveyard"
    assert g.zone("Savannah Lions", owner=1) == "exile" and g.life(1) == 22


def test_foil_discards_an_island_and_the_other_card_to_counter():
    # "You may discard an Island card and another card rather than pay this spell's mana
    # cost.  Counter target spell."
    g = build(a_hand=["Foil", "Island", "Savannah Lions"], b=["Mountain"],
              b_hand=["Lightning Bolt"], active=1)
    g.do("B casts Lightning Bolt targeting A")
    g.do("A casts Foil targeting B's Lightning Bolt (a spell), by its alternative cost, "
         "discarding Island and Savannah Lions")
    resolve_stack(g)
    assert g.life(0) == 20
    assert [g.zone(n) for n in ("Foil", "Island", "Savannah Lions", "Lightning Bolt")] \
        == ["graveyard"] * 4


def test_foil_needs_an_island_card_and_another_card():
    # only one other card: the cost can't be paid; no Island card: neither
    for hand in (["Foil", "Island"], ["Foil", "Plains", "Savannah Lions"]):
        g = build(a_hand=hand, b=["Mountain"], b_hand=["Lightning Bolt"], active=1)
        g.do("B casts Lightning Bolt targeting A")
        assert not has_action(g, "casts Foil")
    # a dual land with the Island type is an Island card
    g = build(a_hand=["Foil", "Tropical Island", "Plains"], b=["Mountain"],
              b_hand=["Lightning Bolt"], active=1)
    g.do("B casts Lightning Bolt targeting A")
    assert has_action(g, "A casts Foil targeting B's Lightning Bolt (a spell), by its "
                         "alternative cost, discarding Tropical Island and Plains")


def test_misdirection_changes_the_target_to_another_legal_one():
    # "You may exile a blue card from your hand rather than pay this spell's mana cost.
    # Change the target of target spell with a single target."
    g = build(a_hand=["Misdirection", "Force of Will"], b=["Mountain", "Savannah Lions"],
              b_hand=["Lightning Bolt"], active=1)
    g.do("B casts Lightning Bolt targeting A")
    g.do("A casts Misdirection targeting B's Lightning Bolt (a spell), by its alternative "
         "cost, exiling Force of Will")
    assert g.zone("Force of Will") == "exile"
    to_choice(g)
    # the new target: legal for the Bolt, not the one it has (A)
    assert sorted(g.describe_actions()) == ["A changes the target to B's Savannah Lions",
                                            "A changes the target to player B"]
    g.do("A changes the target to player B")
    resolve_stack(g)
    assert g.life(0) == 20 and g.life(1) == 17


def test_misdirection_needs_a_spell_with_a_target():
    # Savannah Lions on the stack has no target: not a legal target of Misdirection
    g = build(a_hand=["Misdirection", "Force of Will"], b=["Plains"],
              b_hand=["Savannah Lions"], active=1)
    g.do("B casts Savannah Lions")
    assert not has_action(g, "casts Misdirection")


def test_pick_your_poison_modes_each_opponent_sacrifices():
    # "Choose one — • Each opponent sacrifices an artifact. • Each opponent sacrifices an
    # enchantment. • Each opponent sacrifices a creature with flying."
    g = build(a=["Forest"], a_hand=["Pick Your Poison"],
              b=["Mox Jet", "Bitterblossom", "Savannah Lions", "Misthollow Griffin"])
    modes = [d for d in g.describe_actions() if "Pick Your Poison" in d]
    assert len(modes) == 3, modes
    g.do('A casts Pick Your Poison choosing "Each opponent sacrifices a creature with flying"')
    resolve_stack(g)
    # the only creature with flying is the Griffin (no choice): Savannah Lions stays
    assert g.zone("Savannah Lions") == "battlefield" and g.zone("Bitterblossom") == "battlefield"
    assert g.zone("Misthollow Griffin") == "graveyard"
    g = build(a=["Forest"], a_hand=["Pick Your Poison"], b=["Mox Jet", "Bitterblossom"])
    g.do('A casts Pick Your Poison choosing "Each opponent sacrifices an enchantment"')
    resolve_stack(g)
    assert g.zone("Bitterblossom") == "graveyard" and g.zone("Mox Jet") == "battlefield"
    g = build(a=["Forest"], a_hand=["Pick Your Poison"], b=["Mox Jet", "Bitterblossom"])
    g.do('A casts Pick Your Poison choosing "Each opponent sacrifices an artifact"')
    resolve_stack(g)
    assert g.zone("Mox Jet") == "graveyard" and g.zone("Bitterblossom") == "battlefield"


def test_funeral_charm_discard_mode():
    # "• Target player discards a card."
    g = build(a=["Swamp"], a_hand=["Funeral Charm"], b_hand=["Savannah Lions"])
    g.do('A casts Funeral Charm choosing "Target player discards a card" targeting B')
    resolve_stack(g)
    assert g.zone("Savannah Lions") == "graveyard"


def test_funeral_charm_pump_mode_kills_a_one_toughness_creature():
    # "• Target creature gets +2/-1 until end of turn."
    g = build(a=["Swamp"], a_hand=["Funeral Charm"], b=["Savannah Lions"])
    g.do('A casts Funeral Charm choosing "Target creature gets +2/-1 until end of turn" '
         "targeting B's Savannah Lions")
    resolve_stack(g)
    assert g.zone("Savannah Lions") == "graveyard"


def _attack_after_walk(charm, a_land, b_land):
    g = build(a=[a_land, "Savannah Lions"], a_hand=[charm], b=[b_land, "Kird Ape"])
    mode = [d for d in g.describe_actions() if "gains" in d and "A's Savannah Lions" in d]
    assert len(mode) == 1, g.describe_actions()
    g.do(mode[0])
    resolve_stack(g)
    assert keyword(g, "Savannah Lions", charm == "Funeral Charm" and "swampwalk" or "islandwalk")
    until(g, lambda g: g.decision == "declare attackers")
    g.do("A attacks with Savannah Lions")
    return g


def test_swampwalk_and_islandwalk_until_end_of_turn():
    # "• Target creature gains swampwalk until end of turn. (It can't be blocked as long
    # as defending player controls a Swamp.)"  /  Piracy Charm: "... islandwalk ..."
    # B controls the land: it can't block (the block decision is skipped, nothing to
    # choose) and takes 2; the turn ends and the landwalk with it
    for charm, land in (("Funeral Charm", "Swamp"), ("Piracy Charm", "Island")):
        g = _attack_after_walk(charm, land, land)
        until_turn_of(g, 1)
        assert g.life(1) == 18
        assert not keyword(g, "Savannah Lions", charm == "Funeral Charm" and "swampwalk"
                           or "islandwalk")
    g = _attack_after_walk("Piracy Charm", "Island", "Forest")     # no Island: blockable
    until(g, lambda g: g.decision == "declare blockers")
    assert has_action(g, "B blocks")


def test_hammerheim_takes_a_gained_landwalk_away():
    # Hammerheim: "{T}: Target creature loses all landwalk abilities until end of turn."
    g = build(a=["Swamp", "Savannah Lions"], a_hand=["Funeral Charm"], b=["Hammerheim"])
    g.do('A casts Funeral Charm choosing "Target creature gains swampwalk until end of turn. '
         "(It can't be blocked as long as defending player controls a Swamp.)\" targeting "
         "A's Savannah Lions")
    resolve_stack(g)
    assert keyword(g, "Savannah Lions", "swampwalk")
    pass_to(g, 1)
    g.do("B activates Hammerheim ({T}: Target creature loses all landwalk abilities until "
         "end of turn) targeting A's Savannah Lions")
    resolve_stack(g)
    assert not keyword(g, "Savannah Lions", "swampwalk")
