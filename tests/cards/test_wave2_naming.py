"""Wave 2, naming a card: Pithing Needle, Phyrexian Revoker, Meddling Mage
(engine/statics/chosen_name.py).  The oracle line is beside each test."""
from engine import state as S
from engine.statics.chosen_name import NAMED_NONE
from scenario_kit import build, get, has_action, matching, resolve_stack, until


def _to_naming(g):
    """Both players pass until the permanent on the stack enters and its
    controller is to choose a name."""
    return until(g, lambda g: g.decision == "choose a card name")


def _names(g):
    return sorted(d.split("chooses the name ")[1].split(" for ")[0] for d in g.describe_actions())


def _cast_and_name(g, card, payers, name):
    """Cast `card` paying with `payers`, both pass, and choose `name` as it enters."""
    g.do(f"A casts {card}, paying with {payers}")
    _to_naming(g)
    assert g.to_move == 0
    g.do(f"chooses the name {name} for")
    return g


def test_needle_offers_every_name_of_the_game_and_one_in_no_deck():
    # "As Pithing Needle enters, choose a card name."  The names of the game's cards
    # (both decks, every zone) and one for "a card in no deck", less the names that
    # provably change nothing (docs/RULES.md, "Naming a card"): Mountain (a mana ability
    # only), Pithing Needle and Lightning Bolt have no activated ability, and no card of
    # this game makes copies.  Mishra's Factory's abilities can be stopped.
    g = build(a=["Mountain"], a_hand=["Pithing Needle"], b=["Mishra's Factory"],
              b_hand=["Lightning Bolt"])
    g.do("A casts Pithing Needle, paying with Mountain")
    _to_naming(g)
    assert g.zone("Pithing Needle") == "battlefield" and g.to_move == 0
    assert _names(g) == sorted(["a card in no deck", "Mishra's Factory"])
    g.do("chooses the name a card in no deck for")
    assert get(g, "Pithing Needle", S.O_CHOSEN) == NAMED_NONE
    assert g.decision == "priority"


def test_needle_stops_activated_abilities_not_mana_abilities():
    # "Activated abilities of sources with the chosen name can't be activated
    # unless they're mana abilities."
    g = build(a=["Mountain"], a_hand=["Pithing Needle"], b=["Mishra's Factory", "Forest"])
    _cast_and_name(g, "Pithing Needle", "Mountain", "Mishra's Factory")
    assert get(g, "Pithing Needle", S.O_CHOSEN) == g.t.card_id("Mishra's Factory") + 1
    factory = g.t.card_id("Mishra's Factory") + 1
    g = build(a=[("Pithing Needle", dict(chosen=factory))], b=["Mishra's Factory", "Forest"],
              active=1)
    assert not has_action(g, "activates Mishra's Factory")      # no animation
    # its mana ability still works: the Factory's {C} pays for Revoker's {1}{1}
    # with the Forest
    g = build(a=[("Pithing Needle", dict(chosen=factory))], b=["Mishra's Factory", "Forest"],
              b_hand=["Phyrexian Revoker"], active=1)
    assert has_action(g, "B casts Phyrexian Revoker, paying with Forest and Mishra's Factory")


def test_needle_naming_something_else_leaves_the_ability():
    g = build(a=[("Pithing Needle", dict(chosen=1 + 0))], b=["Mishra's Factory", "Forest"],
              active=1)
    # chosen = card id 0 + 1: whatever card 0 is, it is not Mishra's Factory
    assert g.t.names[0] != "Mishra's Factory"
    assert has_action(g, "activates Mishra's Factory")


def test_needle_keeps_mana_abilities_revoker_stops_them():
    # Needle: "... unless they're mana abilities"; Revoker: "Activated abilities of
    # sources with the chosen name can't be activated." (mana abilities too)
    lotus = build().t.card_id("Black Lotus") + 1
    g = build(a=[("Pithing Needle", dict(chosen=lotus))], b=["Black Lotus"],
              b_hand=["Phyrexian Revoker"], active=1)
    assert has_action(g, "B casts Phyrexian Revoker, paying with Black Lotus")
    g = build(a=[("Phyrexian Revoker", dict(chosen=lotus))], b=["Black Lotus"],
              b_hand=["Phyrexian Revoker"], active=1)
    assert not has_action(g, "casts Phyrexian Revoker")


def test_revoker_names_only_nonland_cards_and_stops_a_level_up():
    # "As Phyrexian Revoker enters, choose a nonland card name."
    g = build(a=["Mountain", "Ancient Tomb"], a_hand=["Phyrexian Revoker"],
              b=["Plains", "Student of Warfare"])
    g.do("A casts Phyrexian Revoker, paying with Ancient Tomb")
    assert g.life(0) == 18
    _to_naming(g)
    # nonland names only (Mountain and Ancient Tomb are lands), less those that provably
    # change nothing: Phyrexian Revoker has no activated or mana ability of its own
    assert _names(g) == sorted(["a card in no deck", "Student of Warfare"])
    g.do("chooses the name Student of Warfare for")
    assert get(g, "Phyrexian Revoker", S.O_CHOSEN) == g.t.card_id("Student of Warfare") + 1
    # level up is sorcery speed: look on B's own turn
    g = build(a=[("Phyrexian Revoker", dict(chosen=g.t.card_id("Student of Warfare") + 1))],
              b=["Plains", "Student of Warfare"], active=1)
    assert not has_action(g, "activates Student of Warfare")
    g = build(a=["Phyrexian Revoker"], b=["Plains", "Student of Warfare"], active=1)
    assert has_action(g, "activates Student of Warfare")


def test_revoker_stops_simian_spirit_guide_in_hand():
    # a source in the hand is a source with that name too
    ssg = build().t.card_id("Simian Spirit Guide") + 1
    g = build(a=[("Phyrexian Revoker", dict(chosen=ssg))], b=[],
              b_hand=["Simian Spirit Guide", "Lightning Bolt"], active=1)
    assert not has_action(g, "casts Lightning Bolt")
    g = build(a=["Phyrexian Revoker"], b=[], b_hand=["Simian Spirit Guide", "Lightning Bolt"],
              active=1)
    assert has_action(g, "casts Lightning Bolt")


def test_meddling_mage_stops_the_named_spell_for_both_players():
    # "Spells with the chosen name can't be cast."
    g = build(a=["Plains", "Island"], a_hand=["Meddling Mage"], b=["Mountain"],
              b_hand=["Lightning Bolt"])
    g.do("A casts Meddling Mage, paying with Plains and Island")
    _to_naming(g)           # B passed: Bolt could not target the Mage on the stack
    # lands are not offered ("nonland card name")
    assert _names(g) == sorted(["a card in no deck", "Meddling Mage", "Lightning Bolt"])
    g.do("chooses the name Lightning Bolt for")
    assert get(g, "Meddling Mage", S.O_CHOSEN) == g.t.card_id("Lightning Bolt") + 1
    bolt = g.t.card_id("Lightning Bolt") + 1
    g = build(a=[("Meddling Mage", dict(chosen=bolt))], b=["Mountain"],
              b_hand=["Lightning Bolt"], active=1)
    assert not has_action(g, "casts Lightning Bolt") and matching(g, "passes")
    # named something else: Bolt is castable (and kills the Mage)
    g = build(a=[("Meddling Mage", dict(chosen=NAMED_NONE))], b=["Mountain"],
              b_hand=["Lightning Bolt"], active=1)
    assert has_action(g, "B casts Lightning Bolt targeting A's Meddling Mage")
    # the controller's own spells too
    g = build(a=[("Meddling Mage", dict(chosen=bolt)), "Mountain"], a_hand=["Lightning Bolt"],
              b=["Island"])
    assert not has_action(g, "casts Lightning Bolt")


# ------------------------------------------------------------------ The Rack
def test_the_rack_deals_three_minus_the_hand_in_the_opponents_upkeep():
    # "As The Rack enters, choose an opponent.  At the beginning of the chosen player's
    # upkeep, The Rack deals X damage to that player, where X is 3 minus the number of
    # cards in their hand."
    for hand, dealt in (([], 3), (["Island"], 2), (["Island", "Island"], 1),
                        (["Island", "Island", "Island"], 0)):
        g = build(a=["The Rack"], b=["Mountain"], b_hand=hand, active=1, step="upkeep")
        resolve_stack(g)
        assert g.life(1) == 20 - dealt and g.life(0) == 20, hand


def test_the_rack_does_nothing_in_its_controllers_upkeep():
    g = build(a=["The Rack"], b=["Mountain"], active=0, step="upkeep")
    resolve_stack(g)
    assert g.life(0) == 20 and g.life(1) == 20
