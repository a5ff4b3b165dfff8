"""Session 6, exile: Frost Titan (engine/verbs/tap_freeze.py; its targeting tax is
ward {2}) and Portable Hole (engine/verbs/exile_until.py: exile until ~ leaves the
battlefield).  The oracle line is beside each test."""
import pytest

from cards.registry import default_tables
from engine import state as S
from engine import layout, ops
from engine.statics.chosen_name import cant_activate, cant_cast
from engine.statics.chosen_name_tax import cast_tax
from scenario_kit import (build, get, has_action, matching, resolve_stack, tapped,
                          until, until_turn_of, zones)

TITAN_TAP = "Whenever Frost Titan enters or attacks, tap target permanent."
HOLE = ("When Portable Hole enters, exile target nonland permanent an opponent controls "
        "with mana value 2 or less until Portable Hole leaves the battlefield.")


def _put(g, trigger_words):
    """Put the one pending trigger whose description holds `trigger_words`."""
    until(g, lambda g: g.decision == "order triggers")
    g.do(trigger_words)
    return g


def _begin_turn(g, p):
    until_turn_of(g, p)
    g.apply(g.legal_actions()[0])       # untap everything it may
    return g


# ---------------------------------------------------------------- Frost Titan
def test_titan_attack_taps_a_permanent_that_skips_its_next_untap_only():
    # "Whenever Frost Titan enters or attacks, tap target permanent. It doesn't untap
    # during its controller's next untap step."
    g = build(a=["Frost Titan"], b=["Savannah Lions"], step="declare attackers")
    g.do("A attacks with Frost Titan")
    _put(g, "targeting B's Savannah Lions")
    resolve_stack(g)
    assert tapped(g, "Savannah Lions")
    assert get(g, "Savannah Lions", S.O_FLAGS) & S.OF_FROZEN
    _begin_turn(g, 1)                   # B's next untap step: it stays tapped
    assert tapped(g, "Savannah Lions")
    assert not get(g, "Savannah Lions", S.O_FLAGS) & S.OF_FROZEN
    _begin_turn(g, 0)
    _begin_turn(g, 1)                   # the one after: it untaps
    assert not tapped(g, "Savannah Lions")


def test_titan_entering_taps_and_may_have_to_target_its_controllers_own():
    # "Whenever Frost Titan enters ..., tap target permanent." (any permanent: with no
    # other, Frost Titan itself or its controller's land)
    g = build(a=["Ancient Tomb", "Black Lotus", "Mox Sapphire"], a_hand=["Frost Titan"])
    (cast,) = matching(g, "A casts Frost Titan")
    g.do(cast)
    until(g, lambda g: g.decision == "order triggers")
    assert any("targeting A's Frost Titan" in d for d in g.describe_actions())
    g.do("targeting A's Frost Titan")
    resolve_stack(g)
    assert tapped(g, "Frost Titan")
    _begin_turn(g, 1)
    _begin_turn(g, 0)                   # A's next untap step: it stays tapped
    assert tapped(g, "Frost Titan")


def test_titan_counters_an_opponents_spell_targeting_it_unless_they_pay_2():
    # "Whenever Frost Titan becomes the target of a spell or ability an opponent
    # controls, counter that spell or ability unless its controller pays {2}."
    g = build(a=["Frost Titan"], b=["Mountain"], b_hand=["Lightning Bolt"], active=1)
    g.do("B casts Lightning Bolt targeting A's Frost Titan, paying with Mountain")
    resolve_stack(g)                    # B has no mana left: the Bolt is countered
    assert get(g, "Frost Titan", S.O_DAMAGE) == 0
    assert zones(g, "Lightning Bolt") == ["graveyard"]


# ---------------------------------------------------------------- Portable Hole
def test_hole_targets_only_an_opponents_nonland_permanent_of_mana_value_2_or_less():
    g = build(a=["Plains", "Savannah Lions"], a_hand=["Portable Hole"],
              b=["Mishra's Factory", "Kird Ape", "Steel Overseer", "Lodestone Golem"])
    g.do("A casts Portable Hole, paying with Plains")
    until(g, lambda g: g.decision == "order triggers")
    targets = sorted(d.split("targeting ")[1] for d in g.describe_actions())
    # not A's own Lions, not the land, not the Golem (mana value 4)
    assert targets == ["B's Kird Ape", "B's Steel Overseer"]


def test_hole_exiles_until_it_leaves_then_the_card_returns_as_a_new_object():
    # "... exile target nonland permanent ... until Portable Hole leaves the battlefield."
    g = build(a=["Plains"], a_hand=["Portable Hole"],
              b=[("Savannah Lions", dict(damage=0)), "Mountain"], b_hand=["Crack the Earth"])
    g.do("A casts Portable Hole, paying with Plains")
    resolve_stack(g)                    # its one target: the trigger goes on by itself
    assert zones(g, "Savannah Lions") == ["exile"]
    lions = g.objects("Savannah Lions")[0]
    hole = g.objects("Portable Hole")[0]
    assert g.s[S.obj_base(lions) + S.O_EXILED_BY] == hole + 1
    _begin_turn(g, 1)
    until(g, lambda g: g.decision == "priority" and g.step == "main 1")
    g.do("B casts Crack the Earth, paying with Mountain")
    until(g, lambda g: g.decision == "choice")
    # "Each player sacrifices a permanent": A gives up the Hole (B its Mountain)
    while g.decision == "choice":
        mine = [d for d in g.describe_actions() if "Portable Hole" in d or "Mountain" in d]
        g.do(mine[0])
    resolve_stack(g)
    assert zones(g, "Portable Hole") == ["graveyard"]
    assert zones(g, "Savannah Lions") == ["battlefield"]
    assert get(g, "Savannah Lions", S.O_SICK) == 1          # a new object
    assert get(g, "Savannah Lions", S.O_EXILED_BY) == 0


def test_hole_exiling_a_token_makes_it_cease_to_exist():
    # a token in exile ceases to exist (rule 111.7): nothing comes back
    g = build(a=["Plains"], a_hand=["Portable Hole"], b=["Swamp", "Bitterblossom"], active=1,
              step="upkeep")
    resolve_stack(g)                    # Bitterblossom: B loses 1, gets a Faerie Rogue
    assert zones(g, "Faerie Rogue", 1).count("battlefield") == 1
    _begin_turn(g, 0)
    until(g, lambda g: g.decision == "priority" and g.step == "main 1")
    g.do("A casts Portable Hole, paying with Plains")
    _put(g, "targeting B's Faerie Rogue")
    resolve_stack(g)
    assert "battlefield" not in zones(g, "Faerie Rogue", 1)
    assert "exile" not in zones(g, "Faerie Rogue", 1)


def _crack_takes_the_hole(g):
    """B (active, Mountain untapped) casts Crack the Earth: "Each player sacrifices a
    permanent." A gives up Portable Hole; B its Mountain (its only permanent)."""
    g.do("B casts Crack the Earth, paying with Mountain")
    until(g, lambda g: g.decision == "choice")
    while g.decision == "choice":
        opts = g.describe_actions()
        g.do(([d for d in opts if "Portable Hole" in d] or [d for d in opts if "Mountain" in d])[0])
    resolve_stack(g)
    return g


def test_a_namer_returning_from_the_hole_chooses_a_name_as_it_enters():
    # session 8 (refused before): rule 610.3 returns the Mage to the battlefield as a new
    # object, and "As Meddling Mage enters, choose a nonland card name" applies as it
    # enters (rule 614.12): its owner chooses again, before anyone acts
    t = default_tables()
    bolt = t.card_id("Lightning Bolt")
    g = build(a=["Plains", "Mountain"], a_hand=["Portable Hole", "Lightning Bolt"],
              b=[("Meddling Mage", dict(chosen=bolt + 1)), "Mountain"],
              b_hand=["Crack the Earth"])
    assert not has_action(g, "A casts Lightning Bolt")     # "can't be cast"
    g.do("A casts Portable Hole, paying with Plains")
    resolve_stack(g)
    assert zones(g, "Meddling Mage") == ["exile"]
    assert has_action(g, "A casts Lightning Bolt")         # the Mage is gone
    _begin_turn(g, 1)
    until(g, lambda g: g.decision == "priority" and g.step == "main 1")
    _crack_takes_the_hole(g)
    assert zones(g, "Portable Hole") == ["graveyard"]
    assert zones(g, "Meddling Mage") == ["battlefield"]
    assert get(g, "Meddling Mage", S.O_CHOSEN) == 0        # a new object: no name yet
    assert g.decision == "choose a card name" and g.to_move == 1    # its owner, B
    names = sorted(d.split("chooses the name ")[1].split(" for ")[0]
                   for d in g.describe_actions())
    # nonland cards of the game (lands are never cast, so "a card in no deck" stands
    # for them too)
    assert names == sorted(["a card in no deck", "Lightning Bolt", "Portable Hole",
                            "Meddling Mage", "Crack the Earth"])
    g.do("B chooses the name Lightning Bolt for Meddling Mage")
    assert get(g, "Meddling Mage", S.O_CHOSEN) == bolt + 1
    assert get(g, "Meddling Mage", S.O_SICK) == 1
    # named again: A's Bolt can't be cast (B, with nothing left to do, passes its turn
    # away, and so does A, whose one spell is named)
    assert cant_cast(g.s, bolt, g.t.ct, g.cfg)
    _begin_turn(g, 0)
    assert zones(g, "Lightning Bolt") == ["hand"]


def test_needle_returning_names_again_and_stops_the_factory_again():
    # "As Pithing Needle enters, choose a card name. Activated abilities of sources with
    # the chosen name can't be activated unless they're mana abilities."
    t = default_tables()
    factory = t.card_id("Mishra's Factory")
    g = build(a=["Plains", "Mishra's Factory"], a_hand=["Portable Hole"],
              b=[("Pithing Needle", dict(chosen=factory + 1)), "Mountain"],
              b_hand=["Crack the Earth"])
    assert not has_action(g, "activates Mishra's Factory")
    g.do("A casts Portable Hole, paying with Plains")
    resolve_stack(g)
    assert zones(g, "Pithing Needle") == ["exile"]
    assert has_action(g, "activates Mishra's Factory")
    _begin_turn(g, 1)
    until(g, lambda g: g.decision == "priority" and g.step == "main 1")
    _crack_takes_the_hole(g)
    assert g.decision == "choose a card name" and g.to_move == 1
    # only the names that can change something: the Factory's (its animation and pump),
    # and one name in no deck, standing for all the others
    assert sorted(g.describe_actions()) == sorted([
        "B chooses the name a card in no deck for Pithing Needle",
        "B chooses the name Mishra's Factory for Pithing Needle"])
    g.do("B chooses the name Mishra's Factory for Pithing Needle")
    assert get(g, "Pithing Needle", S.O_CHOSEN) == factory + 1
    assert cant_activate(g.s, g.objects("Mishra's Factory", 0)[0], g.t.ct, g.cfg)


def test_curse_returning_chooses_a_name_and_the_player_it_enchants():
    # "Enchant player / As this Aura enters, choose a card name." Returning from exile it
    # is not cast, so it targets nothing: its controller chooses the player it enchants
    # as it enters (rule 303.4f), either player, in the same decision as the name
    t = default_tables()
    bolt = t.card_id("Lightning Bolt")
    g = build(a=["Plains", "Mountain"], a_hand=["Portable Hole", "Lightning Bolt"],
              b=[("Curse of Silence", dict(chosen=bolt + 1)), "Mountain"],
              b_hand=["Crack the Earth"])
    g.do("A casts Portable Hole, paying with Plains")
    resolve_stack(g)
    assert zones(g, "Curse of Silence") == ["exile"]
    _begin_turn(g, 1)
    until(g, lambda g: g.decision == "priority" and g.step == "main 1")
    _crack_takes_the_hole(g)
    assert g.decision == "choose a card name" and g.to_move == 1
    acts = g.describe_actions()
    assert "B chooses the name Lightning Bolt for Curse of Silence, enchanting A" in acts
    assert "B chooses the name Lightning Bolt for Curse of Silence, enchanting B" in acts
    assert len(acts) % 2 == 0 and len(acts) >= 4     # every name, for either player
    g.do("B chooses the name Lightning Bolt for Curse of Silence, enchanting A")
    assert get(g, "Curse of Silence", S.O_CHOSEN) == bolt + 1
    assert get(g, "Curse of Silence", layout.O_ENCHANTED) == 1      # player A + 1
    # "Spells with the chosen name enchanted player casts cost {2} more": A's Bolt
    curse = g.objects("Curse of Silence", 1)[0]
    assert cast_tax(g.s, curse, bolt, 0, g.t.ct) == 2
    assert cast_tax(g.s, curse, bolt, 1, g.t.ct) == 0


def test_two_namers_returning_at_once_choose_active_player_first():
    # Crack the Earth takes both Holes at once: both exiled namers return together and
    # their owners choose in APNAP order (rule 101.4): B (active) first, then A
    t = default_tables()
    g = build(a=["Portable Hole", "Mishra's Factory", ("Meddling Mage", dict(zone=ops.Z_EXILE))],
              b=["Portable Hole", "Mountain", ("Pithing Needle", dict(zone=ops.Z_EXILE))],
              b_hand=["Crack the Earth"], active=1)
    hole_a = g.objects("Portable Hole", 0)[0]
    hole_b = g.objects("Portable Hole", 1)[0]
    g.s[S.obj_base(g.objects("Pithing Needle", 1)[0]) + S.O_EXILED_BY] = hole_a + 1
    g.s[S.obj_base(g.objects("Meddling Mage", 0)[0]) + S.O_EXILED_BY] = hole_b + 1
    g.do("B casts Crack the Earth, paying with Mountain")
    until(g, lambda g: g.decision == "choice")
    while g.decision == "choice":
        g.do([d for d in g.describe_actions() if "Portable Hole" in d][0])
    resolve_stack(g)
    assert zones(g, "Portable Hole") == ["graveyard", "graveyard"]
    assert g.decision == "choose a card name" and g.to_move == 1
    assert all("Pithing Needle" in d for d in g.describe_actions())
    g.do("B chooses the name Mishra's Factory for Pithing Needle")
    assert g.decision == "choose a card name" and g.to_move == 0
    g.do("A chooses the name Crack the Earth for Meddling Mage")
    assert get(g, "Meddling Mage", S.O_CHOSEN) == t.card_id("Crack the Earth") + 1
    assert get(g, "Pithing Needle", S.O_CHOSEN) == t.card_id("Mishra's Factory") + 1


def test_a_second_needle_entering_is_the_one_named_whatever_the_slot_order():
    # the name is chosen for the permanent that has just entered, found by its state
    # (entered, no name yet), never by a slot index the canonical order could move: a
    # Needle already in the graveyard keeps no name
    t = default_tables()
    g2 = build(a=["Mountain", ("Pithing Needle", dict(zone=ops.Z_GRAVEYARD))],
               a_hand=["Pithing Needle"], b=["Mishra's Factory"])
    g2.do("A casts Pithing Needle, paying with Mountain")
    resolve_stack(g2)
    g2.do("A chooses the name Mishra's Factory for Pithing Needle")
    by_zone = {ops.ZONE_NAMES[int(g2.s[S.obj_base(j) + S.O_ZONE])]: int(g2.s[S.obj_base(j) + S.O_CHOSEN])
               for j in g2.objects("Pithing Needle", 0)}
    assert by_zone == {"battlefield": t.card_id("Mishra's Factory") + 1, "graveyard": 0}


# ---------------------------------------------------------------- Anointed Peacekeeper
def _peacekeeper_naming(name):
    return ("Anointed Peacekeeper", dict(chosen=default_tables().card_id(name) + 1))


def test_peacekeeper_offers_the_names_either_tax_could_change():
    # "As Anointed Peacekeeper enters, look at an opponent's hand, then choose any card
    # name."  Offered: every card of the game that can be cast or has an activated
    # ability, and one name in no deck (a plain land is never cast and has none).
    g = build(a=["Black Lotus"], a_hand=["Anointed Peacekeeper"], b=["Mountain"],
              b_hand=["Lightning Bolt"])
    g.do("A casts Anointed Peacekeeper, paying with Black Lotus")
    until(g, lambda g: g.decision == "choose a card name")
    names = sorted(d.split("chooses the name ")[1].split(" for ")[0]
                   for d in g.describe_actions())
    assert names == sorted(["a card in no deck", "Anointed Peacekeeper", "Black Lotus",
                            "Lightning Bolt"])


def test_peacekeeper_taxes_the_opponents_spells_with_the_name_by_2():
    # "Spells your opponents cast with the chosen name cost {2} more to cast."
    g = build(a=[_peacekeeper_naming("Lightning Bolt")], b=["Mountain"],
              b_hand=["Lightning Bolt"], active=1)
    assert not has_action(g, "B casts Lightning Bolt")
    g = build(a=[_peacekeeper_naming("Lightning Bolt")], b=["Mountain"] * 3,
              b_hand=["Lightning Bolt"], active=1)
    assert has_action(g, "B casts Lightning Bolt targeting A, paying with Mountain and "
                         "Mountain and Mountain")


def test_peacekeeper_does_not_tax_its_controllers_own_spells():
    g = build(a=[_peacekeeper_naming("Lightning Bolt"), "Mountain"],
              a_hand=["Lightning Bolt"], b=["Plains"])
    assert has_action(g, "A casts Lightning Bolt targeting B, paying with Mountain")


def test_peacekeeper_taxes_activated_abilities_of_any_players_sources_not_mana_abilities():
    # "Activated abilities of sources with the chosen name cost {2} more to activate
    # unless they're mana abilities."  The Factory's {1} animation now costs {3}.
    factory = _peacekeeper_naming("Mishra's Factory")
    g = build(a=[factory, "Mishra's Factory", "Mountain"], b=["Plains"])
    assert not has_action(g, "activates Mishra's Factory")      # 2 mana: not enough
    g = build(a=[factory], b=["Mishra's Factory", "Mountain", "Mountain"], active=1)
    assert has_action(g, "activates Mishra's Factory")          # 3 mana: yes
    # its mana ability is not taxed: the Factory's {C} and a Mountain still pay {2}
    g = build(a=[factory], b=["Mishra's Factory", "Mountain"], b_hand=["Phyrexian Revoker"],
              active=1)
    assert has_action(g, "B casts Phyrexian Revoker, paying with Mountain and Mishra's Factory")


# ---------------------------------------------------------------- Elite Spellbinder
def _spellbind(b_lands, choose):
    """A casts the Spellbinder with Black Lotus; its trigger looks at B's hand
    (Lightning Bolt, Kird Ape) and A chooses `choose` (a card, or None: nothing)."""
    g = build(a=["Black Lotus"], a_hand=["Elite Spellbinder"], b=b_lands,
              b_hand=["Lightning Bolt", "Kird Ape"])
    g.do("A casts Elite Spellbinder, paying with Black Lotus")
    until(g, lambda g: g.decision == "choice")
    opts = g.describe_actions()
    # "You may exile a nonland card from it": either card, or none
    assert len(opts) == 3 and any("exiles nothing" in d for d in opts)
    pick = [d for d in opts if (choose or "nothing") in d]
    assert len(pick) == 1, opts
    g.do(pick[0])
    resolve_stack(g)
    return g


def test_spellbinder_exiles_a_nonland_card_from_the_opponents_hand():
    # "When Elite Spellbinder enters, look at target opponent's hand. You may exile a
    # nonland card from it."
    g = _spellbind(["Mountain"], "Lightning Bolt")
    assert zones(g, "Lightning Bolt") == ["exile"]
    assert get(g, "Lightning Bolt", S.O_FLAGS) & S.OF_SPELLBOUND
    assert zones(g, "Kird Ape") == ["hand"]
    g = _spellbind(["Mountain"], None)
    assert zones(g, "Lightning Bolt") == ["hand"]


def test_spellbinders_exiled_card_may_be_cast_by_its_owner_for_2_more():
    # "For as long as that card remains exiled, its owner may play it. A spell cast this
    # way costs {2} more to cast."
    g = _spellbind(["Mountain"], "Lightning Bolt")
    _begin_turn(g, 1)
    until(g, lambda g: g.decision == "priority" and g.step == "main 1")
    assert not has_action(g, "B casts Lightning Bolt")      # {R} + {2}: one Mountain
    g = _spellbind(["Mountain", "Mountain", "Mountain"], "Lightning Bolt")
    _begin_turn(g, 1)
    until(g, lambda g: g.decision == "priority" and g.step == "main 1")
    g.do("B casts Lightning Bolt targeting A's Elite Spellbinder, paying with Mountain and "
         "Mountain and Mountain")
    resolve_stack(g)
    assert zones(g, "Elite Spellbinder") == ["graveyard"]
    assert zones(g, "Lightning Bolt") == ["graveyard"]


def test_spellbinder_beside_a_card_castable_from_exile_by_itself_is_refused():
    t = default_tables()
    why = t.unmodelled(([t.card_id("Elite Spellbinder")], [t.card_id("Misthollow Griffin")]))
    assert why and "Elite Spellbinder" in why and "Misthollow Griffin" in why
