"""Wave 2b, growth (issue #12): Steel Overseer, Chronomaton, Swarm Shambler, Lupine
Prototype, Bitterblossom, Scalding Tongs, Chalice of Life // Chalice of Death,
Crashing Footfalls and Durkwood Baloth (suspend).
The oracle line is beside each test; every outcome was worked out by hand."""
from engine import ops
from engine import state as S
from scenario_kit import (build, get, has_action, keyword, pass_to, resolve_stack, stack_size,
                          tapped, to_choice, until, until_step, until_turn_of, zones)


# ------------------------------------------------------------ Steel Overseer
def test_steel_overseer_counters_on_each_artifact_creature_you_control():
    # "{T}: Put a +1/+1 counter on each artifact creature you control."
    g = build(a=["Steel Overseer", "Memnite", "Savannah Lions"], b=["Memnite"])
    g.do("A activates Steel Overseer")
    resolve_stack(g)
    assert get(g, "Steel Overseer", S.O_P1P1) == 1 and g.pt("Steel Overseer") == (2, 2)
    assert get(g, "Memnite", S.O_P1P1, owner=0) == 1
    assert get(g, "Memnite", S.O_P1P1, owner=1) == 0          # not B's artifact creature
    assert get(g, "Savannah Lions", S.O_P1P1) == 0            # not an artifact
    assert tapped(g, "Steel Overseer")


def test_steel_overseer_needs_to_tap_and_not_be_sick():
    g = build(a=[("Steel Overseer", dict(sick=1))], b=["Island"])
    assert not has_action(g, "activates Steel Overseer")
    g = build(a=[("Steel Overseer", dict(tapped=1))], b=["Island"])
    assert not has_action(g, "activates Steel Overseer")


# --------------------------------------------------------------- Chronomaton
def test_chronomaton_grows():
    # "{1}, {T}: Put a +1/+1 counter on Chronomaton."
    g = build(a=[("Chronomaton", dict(p1p1=2)), "Mountain"], b=["Island"])
    g.do("A activates Chronomaton ..., paying with Mountain")
    resolve_stack(g)
    assert get(g, "Chronomaton", S.O_P1P1) == 3 and g.pt("Chronomaton") == (4, 4)
    assert tapped(g, "Chronomaton") and tapped(g, "Mountain")
    g = build(a=["Chronomaton"], b=["Island"])
    assert not has_action(g, "activates Chronomaton")           # {1}: no mana


# ------------------------------------------------------------ Swarm Shambler
def test_swarm_shambler_enters_with_a_counter_and_grows():
    # "Swarm Shambler enters with a +1/+1 counter on it."  "{1}, {T}: Put a +1/+1
    # counter on Swarm Shambler."
    g = build(a=["Forest"], a_hand=["Swarm Shambler"], b=["Island"])
    g.do("A casts Swarm Shambler, paying with Forest")
    resolve_stack(g)
    assert g.zone("Swarm Shambler") == "battlefield" and g.pt("Swarm Shambler") == (1, 1)
    g = build(a=[("Swarm Shambler", dict(p1p1=1)), "Forest"], b=["Island"])
    g.do("A activates Swarm Shambler ..., paying with Forest")
    resolve_stack(g)
    assert get(g, "Swarm Shambler", S.O_P1P1) == 2 and tapped(g, "Swarm Shambler")


def test_swarm_shambler_insect_when_an_opponents_spell_targets_a_countered_creature():
    # "Whenever a creature you control with a +1/+1 counter on it becomes the target
    # of a spell an opponent controls, create a 1/1 green Insect creature token."
    g = build(a=[("Swarm Shambler", dict(p1p1=1))], b=["Mountain"], b_hand=["Lightning Bolt"],
              active=1)
    g.do("B casts Lightning Bolt targeting A's Swarm Shambler")
    resolve_stack(g)
    assert g.zone("Swarm Shambler") == "graveyard"
    assert zones(g, "Insect") == ["battlefield", "nowhere"] and g.pt("Insect") == (1, 1)
    assert g.life(0) == 20


def test_swarm_shambler_no_insect_for_a_creature_without_counters_or_a_player():
    g = build(a=[("Swarm Shambler", dict(p1p1=1)), "Memnite"], b=["Mountain"],
              b_hand=["Lightning Bolt"], active=1)
    g.do("B casts Lightning Bolt targeting A's Memnite")
    resolve_stack(g)
    assert g.zone("Memnite") == "graveyard" and zones(g, "Insect") == ["nowhere", "nowhere"]
    g = build(a=[("Swarm Shambler", dict(p1p1=1))], b=["Mountain"], b_hand=["Lightning Bolt"],
              active=1)
    g.do("B casts Lightning Bolt targeting A, paying with Mountain")
    resolve_stack(g)
    assert g.life(0) == 17 and zones(g, "Insect") == ["nowhere", "nowhere"]


def test_swarm_shambler_no_insect_for_an_ability_or_your_own_spell():
    # an opponent's ability (Maze of Ith) is not a spell
    g = build(a=[("Swarm Shambler", dict(p1p1=2))], b=["Maze of Ith"], step="declare attackers")
    g.do("A attacks with Swarm Shambler")
    pass_to(g, 1)
    g.do("B activates Maze of Ith ... targeting A's Swarm Shambler")
    resolve_stack(g)
    assert zones(g, "Insect") == ["nowhere", "nowhere"] and tapped(g, "Swarm Shambler") is False
    # its controller's own spell
    g = build(a=[("Swarm Shambler", dict(p1p1=1)), "Mountain"], a_hand=["Lightning Bolt"],
              b=["Island"])
    g.do("A casts Lightning Bolt targeting A's Swarm Shambler")
    resolve_stack(g)
    assert zones(g, "Insect") == ["nowhere", "nowhere"]


# ---------------------------------------------------------- Lupine Prototype
def test_lupine_prototype_attacks_only_when_a_hand_is_empty():
    # "Lupine Prototype can't attack or block unless a player has no cards in hand."
    g = build(a=["Lupine Prototype"], a_hand=["Lightning Bolt"], b=["Island"], b_hand=["Daze"],
              step="declare attackers")
    assert not has_action(g, "attacks with Lupine Prototype")
    g = build(a=["Lupine Prototype"], b=["Island"], b_hand=["Daze"], step="declare attackers")
    g.do("A attacks with Lupine Prototype")          # A's hand is empty
    until_turn_of(g, 1)
    assert g.life(1) == 15
    g = build(a=["Lupine Prototype"], a_hand=["Lightning Bolt"], b=["Island"],
              step="declare attackers")
    assert has_action(g, "attacks with Lupine Prototype")    # B's hand is empty


def test_lupine_prototype_blocks_only_when_a_hand_is_empty():
    g = build(a=["Savannah Lions"], a_hand=["Lightning Bolt"], b=["Lupine Prototype"],
              b_hand=["Daze"], step="declare attackers")
    g.do("A attacks with Savannah Lions")            # B can't block: combat runs
    assert g.life(1) == 18
    g = build(a=["Savannah Lions"], b=["Lupine Prototype"], b_hand=["Daze"],
              step="declare attackers")
    g.do("A attacks with Savannah Lions")
    g.do("B blocks Savannah Lions with Lupine Prototype")
    until_turn_of(g, 1)
    assert g.life(1) == 20 and g.zone("Savannah Lions") == "graveyard"


def test_lupine_prototype_simian_spirit_guide_may_empty_the_hand_ahead():
    # exiling Simian Spirit Guide for {R} with nothing to pay empties A's hand, which
    # lets Lupine attack: floating it is offered (priority.float_matters, FLOAT_HAND)
    g = build(a=["Lupine Prototype"], a_hand=["Simian Spirit Guide"], b=["Island"],
              b_hand=["Daze"])
    g.do("A exiles Simian Spirit Guide for {R}, floating it")
    until_step(g, "declare attackers")
    g.do("A attacks with Lupine Prototype")
    until_turn_of(g, 1)
    assert g.life(1) == 15


# -------------------------------------------------------------- Bitterblossom
def test_bitterblossom_upkeep_life_and_faerie():
    # "At the beginning of your upkeep, you lose 1 life and create a 1/1 black Faerie
    # Rogue creature token with flying."
    g = build(a=["Bitterblossom"], b=["Island"], step="upkeep")
    resolve_stack(g)
    assert g.life(0) == 19 and g.life(1) == 20
    assert zones(g, "Faerie Rogue").count("battlefield") == 1
    assert g.pt("Faerie Rogue") == (1, 1) and keyword(g, "Faerie Rogue", "flying")
    assert not has_action(g, "activates")


def test_bitterblossom_loses_the_game_at_one_life():
    g = build(a=["Bitterblossom"], b=["Island"], step="upkeep", life=(1, 20))
    resolve_stack(g)
    assert g.result == 2      # ops.R_WIN1: B wins


# ------------------------------------------------------------- Scalding Tongs
def test_scalding_tongs_pings_the_opponent_each_upkeep():
    # "At the beginning of your upkeep, if you have three or fewer cards in hand,
    # Scalding Tongs deals 1 damage to target opponent or planeswalker."
    g = build(a=["Scalding Tongs"], a_hand=["Lightning Bolt", "Daze"], b=["Island"],
              step="upkeep")
    resolve_stack(g)
    assert g.life(1) == 19 and g.life(0) == 20
    g = build(a=["Island"], b=["Scalding Tongs"], step="upkeep")   # B's Tongs: not on A's turn
    resolve_stack(g)
    assert g.life(0) == 20 and g.life(1) == 20


# --------------------------------------------- Chalice of Life // Chalice of Death
def test_chalice_of_life_gains_and_transforms_at_thirty():
    # "{T}: You gain 1 life. Then if you have at least 10 life more than your
    # starting life total, transform Chalice of Life."
    g = build(a=["Chalice of Life"], b=["Island"], life=(28, 20))
    g.do("A activates Chalice of Life")
    resolve_stack(g)
    assert g.life(0) == 29 and get(g, "Chalice of Life", S.O_COPY) == 0
    assert tapped(g, "Chalice of Life")
    g = build(a=["Chalice of Life"], b=["Island"], life=(29, 20))
    g.do("A activates Chalice of Life")
    resolve_stack(g)
    back = g.t.card_id("Chalice of Death")
    assert g.life(0) == 30 and get(g, "Chalice of Life", S.O_COPY) == back + 1
    # its next turn: the back face's ability, not the front's
    until_step(g, "main 1", active=0)
    assert not has_action(g, "A activates Chalice of Life")
    g.do("A activates Chalice of Death ... targeting B")
    resolve_stack(g)
    assert g.life(1) == 15 and g.life(0) == 30


def test_chalice_of_death_targets_any_player():
    # "{T}: Target player loses 5 life."
    g = build(a=[("Chalice of Life", dict(copy="Chalice of Death"))], b=["Island"])
    assert has_action(g, "A activates Chalice of Death ... targeting A")
    g.do("A activates Chalice of Death ... targeting B")
    resolve_stack(g)
    assert g.life(1) == 15 and g.life(0) == 20


# ----------------------------------------------------------------------- suspend
def _suspended(g, name, counters):
    """Put A's card `name` (in hand) into exile with `counters` time counters."""
    i = g.objects(name, 0)[0]
    g.s[S.obj_base(i) + S.O_ZONE] = ops.Z_EXILE
    g.s[S.obj_base(i) + S.O_MISC] = counters
    return g


def test_suspend_is_offered_instead_of_casting():
    # "Suspend 5—{G} (Rather than cast this card from your hand, you may pay {G} and
    # exile it with five time counters on it. ...)"
    g = build(a=["Forest"], a_hand=["Durkwood Baloth"], b=["Island"])
    assert not has_action(g, "casts Durkwood Baloth")            # {4}{G}{G}: no
    g.do("A suspends Durkwood Baloth (5 time counters), paying with Forest")
    assert g.zone("Durkwood Baloth") == "exile" and get(g, "Durkwood Baloth", S.O_MISC) == 5
    assert tapped(g, "Forest") and stack_size(g) == 0       # a special action: no stack
    # Crashing Footfalls has no mana cost: suspending is the only way to cast it
    g = build(a=["Forest"], a_hand=["Crashing Footfalls"], b=["Island"])
    assert not has_action(g, "casts Crashing Footfalls")
    assert has_action(g, "A suspends Crashing Footfalls (4 time counters), paying with Forest")
    g = build(a=["Island"], a_hand=["Crashing Footfalls"], b=["Island"])
    assert not has_action(g, "suspends")                         # {G} needed
    g = build(a=["Forest"], a_hand=["Crashing Footfalls"], b=["Island"], active=1)
    # B's main 1: A has no play (suspend as a sorcery only), so the game is on to combat
    assert g.decision == "declare attackers" and g.active == 1


def test_suspend_removes_a_time_counter_each_upkeep_of_its_owner():
    g = build(a=["Island"], a_hand=["Durkwood Baloth"], b=["Island"], step="turn start")
    _suspended(g, "Durkwood Baloth", 3)
    g.do("A begins the turn")
    until_turn_of(g, 1)
    assert get(g, "Durkwood Baloth", S.O_MISC) == 2
    until_turn_of(g, 0)
    assert get(g, "Durkwood Baloth", S.O_MISC) == 2               # not on B's upkeep
    g.do("A begins the turn")
    until_turn_of(g, 1)
    assert get(g, "Durkwood Baloth", S.O_MISC) == 1


def test_suspend_last_counter_casts_it_with_haste():
    # "When the last is removed, you may cast it without paying its mana cost. If
    # you cast a creature spell this way, it gains haste ..."
    g = build(a=["Island"], a_hand=["Durkwood Baloth"], b=["Island"], step="turn start")
    _suspended(g, "Durkwood Baloth", 1)
    g.do("A begins the turn")
    until_step(g, "declare attackers", active=0)
    assert g.zone("Durkwood Baloth") == "battlefield" and g.pt("Durkwood Baloth") == (5, 5)
    g.do("A attacks with Durkwood Baloth")                       # haste: the turn it entered
    until_turn_of(g, 1)
    assert g.life(1) == 15


def test_suspend_crashing_footfalls_makes_two_rhinos():
    # "Create two 4/4 green Rhino creature tokens with trample."
    g = build(a=["Island"], a_hand=["Crashing Footfalls"], b=["Island"], step="turn start")
    _suspended(g, "Crashing Footfalls", 1)
    g.do("A begins the turn")
    until_step(g, "declare attackers", active=0)
    assert g.zone("Crashing Footfalls") == "graveyard"
    assert zones(g, "Rhino") == ["battlefield", "battlefield"] and g.pt("Rhino") == (4, 4)
    assert keyword(g, "Rhino", "trample")


def test_suspend_cast_is_a_spell_that_can_be_countered():
    g = build(a=["Forest"], a_hand=["Durkwood Baloth"], b=["Island"], b_hand=["Daze"],
              step="turn start")
    _suspended(g, "Durkwood Baloth", 1)
    g.do("A begins the turn")
    until(g, lambda g: stack_size(g) == 1 and g.to_move == 1
          and has_action(g, "casts Daze"))
    g.do("B casts Daze targeting A's Durkwood Baloth...Island")
    to_choice(g)
    g.do("A does not pay")
    resolve_stack(g)
    assert g.zone("Durkwood Baloth") == "graveyard"
