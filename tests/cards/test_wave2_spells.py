"""Wave 2b spells: Isamaru, Hound of Konda, Lightning Helix, Snapback, Geth's
Verdict, Smallpox, Crack the Earth, Blackmail, Inquisition of Kozilek.  The
oracle line is beside each test."""
from engine import state as S
from scenario_kit import build, has_action, matching, resolve_stack, to_choice, zones


# ------------------------------------------------------------ creatures
def test_isamaru_is_a_legendary_two_two():
    # Legendary Creature — Dog 2/2 for {W}, no rules text
    g = build(a=["Plains"], a_hand=["Isamaru, Hound of Konda"], b=["Island"])
    g.do("A casts Isamaru, Hound of Konda, paying with Plains")
    resolve_stack(g)
    assert g.zone("Isamaru, Hound of Konda") == "battlefield"
    assert g.pt("Isamaru, Hound of Konda") == (2, 2)
    # legendary: Karakas can bounce it
    g = build(a=["Isamaru, Hound of Konda"], b=["Karakas"])
    assert g.to_move == 1      # A had nothing to do: passed at once
    assert has_action(g, "Karakas ({T}...) targeting A's Isamaru, Hound of Konda")


# ------------------------------------------------------------ Lightning Helix
def test_lightning_helix_damages_and_gains_three():
    # "Lightning Helix deals 3 damage to any target and you gain 3 life."
    g = build(a=["Mountain", "Plains"], a_hand=["Lightning Helix"], b=["Savannah Lions"],
              life=(10, 20))
    g.do("A casts Lightning Helix targeting B, paying with Plains and Mountain")
    resolve_stack(g)
    assert g.life(0) == 13 and g.life(1) == 17
    g = build(a=["Mountain", "Plains"], a_hand=["Lightning Helix"], b=["Savannah Lions"])
    g.do("A casts Lightning Helix targeting B's Savannah Lions, paying with Plains and Mountain")
    resolve_stack(g)
    assert g.zone("Savannah Lions") == "graveyard" and g.life(0) == 23 and g.life(1) == 20


def test_lightning_helix_needs_both_colors():
    g = build(a=["Mountain", "Mountain"], a_hand=["Lightning Helix"], b=["Island"])
    assert not has_action(g, "Lightning Helix")


def test_lightning_helix_with_its_target_gone_gains_nothing():
    # a spell whose only target is illegal does nothing: no life either
    g = build(a=["Mountain", "Plains"], a_hand=["Lightning Helix"],
              b=["Savannah Lions", "Plains"], b_hand=["Swords to Plowshares"])
    g.do("A casts Lightning Helix targeting B's Savannah Lions, paying with Plains and Mountain")
    g.do("B casts Swords to Plowshares targeting B's Savannah Lions, paying with Plains")
    resolve_stack(g)
    assert g.zone("Savannah Lions") == "exile" and g.life(1) == 22 and g.life(0) == 20


# ------------------------------------------------------------ Snapback
def test_snapback_for_mana_returns_a_creature():
    # "Return target creature to its owner's hand."
    g = build(a=["Island", "Island"], a_hand=["Snapback"], b=["Savannah Lions"])
    g.do("A casts Snapback targeting B's Savannah Lions, paying with Island and Island")
    resolve_stack(g)
    assert g.zone("Savannah Lions") == "hand" and g.zone("Snapback") == "graveyard"


def test_snapback_pitches_another_blue_card():
    # "You may exile a blue card from your hand rather than pay this spell's mana cost."
    g = build(a=["Mountain"], a_hand=["Snapback", "Force of Will", "Lightning Bolt"],
              b=["Savannah Lions"])
    assert matching(g, "Snapback targeting B's Savannah Lions, by its alternative cost") == [
        "A casts Snapback targeting B's Savannah Lions, by its alternative cost, exiling "
        "Force of Will"]
    g.do("A casts Snapback targeting B's Savannah Lions, by its alternative cost")
    resolve_stack(g)
    assert g.zone("Savannah Lions") == "hand" and g.zone("Force of Will") == "exile"
    assert g.zone("Lightning Bolt") == "hand" and g.life(0) == 20
    # no other blue card: no alternative cost (and no mana: no Snapback at all)
    g = build(a=["Mountain"], a_hand=["Snapback", "Lightning Bolt"], b=["Savannah Lions"])
    assert not has_action(g, "Snapback")


# ------------------------------------------------------------ Geth's Verdict
def test_geths_verdict_target_player_chooses_the_creature():
    # "Target player sacrifices a creature and loses 1 life."
    g = build(a=["Swamp", "Swamp"], a_hand=["Geth's Verdict"],
              b=["Savannah Lions", "Kird Ape", "Forest"])
    g.do("A casts Geth's Verdict targeting B, paying with Swamp and Swamp")
    to_choice(g)
    assert g.to_move == 1
    assert sorted(g.describe_actions()) == [
        "B sacrifices Kird Ape to Geth's Verdict",
        "B sacrifices Savannah Lions to Geth's Verdict"]
    g.do("B sacrifices Kird Ape")
    resolve_stack(g)
    assert g.zone("Kird Ape") == "graveyard" and g.zone("Savannah Lions") == "battlefield"
    assert g.zone("Forest") == "battlefield" and g.life(1) == 19 and g.life(0) == 20


def test_geths_verdict_without_a_creature_still_costs_life():
    g = build(a=["Swamp", "Swamp"], a_hand=["Geth's Verdict"], b=["Forest"])
    g.do("A casts Geth's Verdict targeting B, paying with Swamp and Swamp")
    resolve_stack(g)
    assert g.life(1) == 19 and g.zone("Forest") == "battlefield"


# ------------------------------------------------------------ Smallpox
def test_smallpox_each_player_in_apnap_order():
    # "Each player loses 1 life, discards a card, sacrifices a creature, then
    # sacrifices a land."  Each player chooses their own; the active player first.
    g = build(a=["Swamp", "Swamp", "Savannah Lions"], a_hand=["Smallpox", "Lightning Bolt"],
              b=["Forest", "Mountain", "Kird Ape", "Savannah Lions"],
              b_hand=["Dismember", "Duress"])
    g.do("A casts Smallpox, paying with Swamp and Swamp")
    to_choice(g)
    assert g.life(0) == 19 and g.life(1) == 19
    # A discards: Lightning Bolt is A's only card in hand (one option: taken at once)
    assert g.zone("Lightning Bolt") == "graveyard"
    assert g.to_move == 1
    assert sorted(g.describe_actions()) == ["B discards Dismember to Smallpox",
                                           "B discards Duress to Smallpox"]
    g.do("B discards Duress")
    # A's creature: only the Lions, sacrificed at once; then B chooses
    assert zones(g, "Savannah Lions", 0) == ["graveyard"]
    assert g.to_move == 1
    assert sorted(g.describe_actions()) == ["B sacrifices Kird Ape to Smallpox",
                                           "B sacrifices Savannah Lions to Smallpox"]
    g.do("B sacrifices Kird Ape")
    # A's land: two tapped Swamps, identical: one option, taken at once; then B's land
    assert sorted(zones(g, "Swamp")) == ["battlefield", "graveyard"]
    assert sorted(g.describe_actions()) == ["B sacrifices Forest to Smallpox",
                                           "B sacrifices Mountain to Smallpox"]
    g.do("B sacrifices Mountain")
    resolve_stack(g)
    assert g.zone("Duress") == "graveyard" and g.zone("Dismember") == "hand"
    assert g.zone("Kird Ape") == "graveyard" and zones(g, "Savannah Lions", 1) == ["battlefield"]
    assert g.zone("Mountain") == "graveyard" and g.zone("Forest") == "battlefield"
    assert g.zone("Smallpox") == "graveyard"


def test_smallpox_with_nothing_to_lose_only_costs_life():
    g = build(a=["Swamp", "Swamp"], a_hand=["Smallpox"], b=[])
    g.do("A casts Smallpox, paying with Swamp and Swamp")
    resolve_stack(g)
    # A: no card in hand, no creature; sacrifices a Swamp; B has nothing at all
    assert g.life(0) == 19 and g.life(1) == 19
    assert sorted(zones(g, "Swamp")) == ["battlefield", "graveyard"]


# ------------------------------------------------------------ Crack the Earth
def test_crack_the_earth_each_player_sacrifices_a_permanent():
    # "Each player sacrifices a permanent."
    g = build(a=["Mountain", "Savannah Lions"], a_hand=["Crack the Earth"],
              b=["Forest", "Kird Ape"])
    g.do("A casts Crack the Earth, paying with Mountain")
    to_choice(g)
    assert g.to_move == 0
    assert sorted(g.describe_actions()) == ["A sacrifices Mountain to Crack the Earth",
                                           "A sacrifices Savannah Lions to Crack the Earth"]
    g.do("A sacrifices Mountain")
    assert g.to_move == 1
    assert sorted(g.describe_actions()) == ["B sacrifices Forest to Crack the Earth",
                                           "B sacrifices Kird Ape to Crack the Earth"]
    g.do("B sacrifices Forest")
    resolve_stack(g)
    assert g.zone("Mountain") == "graveyard" and g.zone("Forest") == "graveyard"
    assert g.zone("Savannah Lions") == "battlefield" and g.pt("Kird Ape") == (1, 1)


# ------------------------------------------------------------ hand disruption
def test_blackmail_takes_any_card_even_from_its_caster():
    # "Target player reveals three cards from their hand and you choose one of
    # them. That player discards that card."  A 3CB hand never holds more than three.
    g = build(a=["Swamp"], a_hand=["Blackmail"], b=["Forest"],
              b_hand=["Kird Ape", "Plains", "Lightning Bolt"])
    assert has_action(g, "A casts Blackmail targeting A")
    g.do("A casts Blackmail targeting B, paying with Swamp")
    to_choice(g)
    assert g.to_move == 0
    assert sorted(g.describe_actions()) == [
        "A chooses B's Kird Ape from the revealed hand: it is discarded",
        "A chooses B's Lightning Bolt from the revealed hand: it is discarded",
        "A chooses B's Plains from the revealed hand: it is discarded"]
    g.do("A chooses B's Plains")
    resolve_stack(g)
    assert g.zone("Plains") == "graveyard" and g.zone("Kird Ape") == "hand"


def test_inquisition_takes_a_nonland_card_of_mana_value_three_or_less():
    # "Target player reveals their hand. You choose a nonland card from it with
    # mana value 3 or less. That player discards that card."
    g = build(a=["Swamp"], a_hand=["Inquisition of Kozilek"], b=["Forest"],
              b_hand=["Force of Will", "Plains", "Simian Spirit Guide"])
    g.do("A casts Inquisition of Kozilek targeting B, paying with Swamp")
    resolve_stack(g)
    # Force of Will (5) and Plains (land) can't be chosen: Simian Spirit Guide (3) only,
    # a single option, but B may first float its mana in response
    assert g.zone("Simian Spirit Guide") == "graveyard"
    assert g.zone("Force of Will") == "hand" and g.zone("Plains") == "hand"


def test_a_discard_of_any_card_lets_a_hand_mana_source_float():
    # Simian Spirit Guide in the hand: with Blackmail on the stack its owner may
    # exile it for {R} first (the discard could take it); with Duress not.
    g = build(a=["Swamp"], a_hand=["Blackmail"], b=["Forest"],
              b_hand=["Simian Spirit Guide", "Lightning Bolt"])
    g.do("A casts Blackmail targeting B, paying with Swamp")
    assert g.to_move == 1
    assert any("Simian Spirit Guide" in d for d in g.describe_actions())
    g = build(a=["Swamp"], a_hand=["Duress"], b=["Forest"],
              b_hand=["Simian Spirit Guide", "Lightning Bolt"])
    g.do("A casts Duress targeting B, paying with Swamp")
    assert not any("Simian Spirit Guide" in d and "Bolt" not in d
                   for d in g.describe_actions())


# ------------------------------------------------------------ Force of Negation
FON = ("B casts Force of Negation targeting A's Lightning Bolt (a spell), by its alternative "
       "cost, exiling Snapback")


def test_force_of_negation_pitched_on_the_opponents_turn_exiles_the_spell():
    # "If it's not your turn, you may exile a blue card from your hand rather than
    # pay this spell's mana cost. Counter target noncreature spell. If that spell is
    # countered this way, exile it instead of putting it into its owner's graveyard."
    g = build(a=["Mountain"], a_hand=["Lightning Bolt"], b=["Forest"],
              b_hand=["Force of Negation", "Snapback"])
    g.do("A casts Lightning Bolt targeting B")
    assert matching(g, "Force of Negation") == [FON]
    g.do(FON)
    resolve_stack(g)
    assert g.life(1) == 20 and g.life(0) == 20
    assert g.zone("Lightning Bolt") == "exile" and g.zone("Snapback") == "exile"
    assert g.zone("Force of Negation") == "graveyard"


def test_force_of_negation_on_its_own_turn_needs_its_mana():
    # B's own turn: no alternative cost; {1}{U}{U} pays for it
    g = build(a=["Mountain"], a_hand=["Lightning Bolt"], b=["Mountain"],
              b_hand=["Force of Negation", "Snapback", "Lightning Bolt"], active=1)
    g.do("B casts Lightning Bolt targeting A")
    g.do("B passes") if g.to_move == 1 else None
    g.do("A casts Lightning Bolt targeting B")
    # B, with no mana left and on its own turn, has no Force of Negation to cast
    assert not has_action(g, "B casts Force of Negation")
    resolve_stack(g)
    assert g.life(0) == 17 and g.life(1) == 17 and g.zone("Force of Negation") == "hand"
    g = build(a=["Mountain"], a_hand=["Lightning Bolt"],
              b=["Island", "Island", "Tropical Island"], b_hand=["Force of Negation"], active=1)
    g.do("B passes")
    g.do("A casts Lightning Bolt targeting B")
    g.do("B casts Force of Negation targeting A's Lightning Bolt (a spell), paying with "
         "Island and Island and Tropical Island")
    resolve_stack(g)
    assert g.life(1) == 20 and g.zone("Lightning Bolt") == "exile"


def test_force_of_negation_cannot_target_a_creature_spell():
    g = build(a=["Plains"], a_hand=["Savannah Lions"], b=["Island", "Island", "Island"],
              b_hand=["Force of Negation", "Force of Will", "Snapback"])
    g.do("A casts Savannah Lions, paying with Plains")
    assert g.to_move == 1
    assert not has_action(g, "B casts Force of Negation")
    assert has_action(g, "Force of Will targeting A's Savannah Lions")


# ------------------------------------------------------------ the loader
def test_the_new_verbs_reject_what_they_cannot_do():
    import pytest
    from cards import schema as C
    base = dict(name="Test Spell", oracle="text", types=("Sorcery",), cost="{B}")
    for spell, match in [((C.SacrificeChosen(("Creature",), by="each nobody"),), "unknown player"),
                         ((C.SacrificeChosen(("Creatur",)),), "unknown card type"),
                         ((C.Discard(by="you"),), "unknown player"),
                         ((C.LoseLife(0),), "positive"),
                         ((C.LoseLife(1, to="self"),), "'to' is one of"),
                         ((C.GainLife(3, to="each opponent"),), "only 'you'"),
                         ((C.DiscardChosen((), max_mv=-1),), "mana value")]:
        with pytest.raises(C.CardError, match=match):
            C.Card(spell=spell, **base)


def test_each_player_compiles_to_one_row_per_player():
    from cards.registry import lookup
    from engine import ops
    from engine.compile import compile_cards
    from engine.tables import AB_E0, AB_EN, CT_SPELL_AB, EF_WHO
    t = compile_cards([lookup("Smallpox")])
    a = t.ct[0, CT_SPELL_AB]
    rows = range(t.ab[a, AB_E0], t.ab[a, AB_E0] + t.ab[a, AB_EN])
    # lose life (both at once), then discard, creature, land: active player first
    assert [int(t.ef[f, EF_WHO]) for f in rows] == [
        ops.W_EACH_PLAYER, ops.W_ACTIVE, ops.W_NONACTIVE, ops.W_ACTIVE, ops.W_NONACTIVE,
        ops.W_ACTIVE, ops.W_NONACTIVE]
