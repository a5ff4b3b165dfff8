"""Session 6, exile: Frost Titan (engine/verbs/tap_freeze.py; its targeting tax is
ward {2}) and Portable Hole (engine/verbs/exile_until.py: exile until ~ leaves the
battlefield).  The oracle line is beside each test."""
import pytest

from cards.registry import default_tables
from engine import state as S
from scenario_kit import (build, get, has_action, matching, resolve_stack, tapped, until,
                          until_turn_of, zones)

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


def test_exile_until_beside_a_card_that_names_is_refused():
    t = default_tables()
    why = t.unmodelled(([t.card_id("Portable Hole"), t.card_id("Plains")],
                        [t.card_id("Meddling Mage")]))
    assert why and "Portable Hole" in why and "Meddling Mage" in why


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
