"""Wave 2, session 6, artifacts: Energy Field (engine/statics/prevent_others_damage.py and
the "card put into your graveyard" trigger, engine/rules/triggers.py graveyard_watch).
The oracle line is beside each test."""
from scenario_kit import build, matching, pool, resolve_stack, to_choice, until_turn_of


def test_energy_field_prevents_damage_from_opponents_sources():
    # "Prevent all damage that would be dealt to you by sources you don't control."
    # B's Bolt to A's face deals nothing; it goes to B's graveyard, not A's: the
    # Field stays.
    g = build(a=["Energy Field"], b=["Mountain"], b_hand=["Lightning Bolt"], active=1)
    g.do("B casts Lightning Bolt targeting A, paying with Mountain")
    resolve_stack(g)
    assert g.life(0) == 20
    assert g.zone("Energy Field") == "battlefield"
    assert g.zone("Lightning Bolt") == "graveyard"


def test_energy_field_prevents_combat_damage_and_lifelink():
    # combat damage from a creature B controls is prevented too
    g = build(a=["Energy Field"], b=["Savannah Lions"], active=1, step="declare attackers")
    g.do("B attacks with Savannah Lions")
    g = until_turn_of(g, 0)
    assert g.life(0) == 20
    assert g.zone("Energy Field") == "battlefield"


def test_energy_field_own_sources_still_hurt_and_a_card_in_graveyard_sacrifices_it():
    # damage from a source you control is not prevented; and "When a card is put into
    # your graveyard from anywhere, sacrifice Energy Field.": A's own Bolt, resolved,
    # goes to A's graveyard
    g = build(a=["Energy Field", "Mountain"], a_hand=["Lightning Bolt"])
    g.do("A casts Lightning Bolt targeting A, paying with Mountain")
    resolve_stack(g)
    assert g.life(0) == 17
    assert g.zone("Energy Field") == "graveyard"


def test_energy_field_sacrificed_when_its_controllers_creature_dies():
    # a card of A's put into A's graveyard from the battlefield (B's Bolt kills A's Lions);
    # the Field went first: then B's second Bolt hits A
    g = build(a=["Energy Field", "Savannah Lions"], b=["Mountain"],
              b_hand=["Lightning Bolt"], active=1)
    g.do("B casts Lightning Bolt targeting A's Savannah Lions, paying with Mountain")
    resolve_stack(g)
    assert g.zone("Savannah Lions") == "graveyard"
    assert g.zone("Energy Field") == "graveyard"
    assert g.life(0) == 20


# ---- Shadowgrange Archfiend (engine/verbs/sacrifice_greatest.py) -------------------------
SWAMPS = ["Swamp"] * 7


def _cast_archfiend(b):
    g = build(a=SWAMPS, a_hand=["Shadowgrange Archfiend"], b=b)
    g.do("A casts Shadowgrange Archfiend")
    return g


def test_archfiend_opponent_sacrifices_its_greatest_creature_and_you_gain_its_power():
    # "When Shadowgrange Archfiend enters, each opponent sacrifices a creature with the
    # greatest power among creatures they control. You gain life equal to the greatest
    # power among creatures sacrificed this way."  Lions (2) over Kird Ape (1): B's only
    # option (a forced choice); A gains 2.
    g = _cast_archfiend(["Savannah Lions", "Kird Ape"])
    resolve_stack(g)
    assert g.zone("Savannah Lions") == "graveyard" and g.zone("Kird Ape") == "battlefield"
    assert g.life(0) == 22 and g.life(1) == 20


def test_archfiend_tie_is_the_opponents_choice():
    # two creatures of power 2: B picks which one goes
    g = to_choice(_cast_archfiend(["Savannah Lions", "Isamaru, Hound of Konda"]))
    assert g.to_move == 1
    assert len(matching(g, "sacrifices")) == 2
    g.do("sacrifices Isamaru, Hound of Konda")
    resolve_stack(g)
    assert g.zone("Isamaru, Hound of Konda") == "graveyard"
    assert g.zone("Savannah Lions") == "battlefield"
    assert g.life(0) == 22


def test_archfiend_with_no_opposing_creature_gains_nothing():
    g = build(a=SWAMPS, a_hand=["Shadowgrange Archfiend"], b=["Mountain"])
    g.do("A casts Shadowgrange Archfiend")
    resolve_stack(g)
    assert g.zone("Shadowgrange Archfiend") == "battlefield"
    assert g.life(0) == 20


def test_archfiend_madness_is_no_longer_refused():
    # "Madness—{2}{B}, Pay 8 life." is modelled now (wave 2b, madness: engine/verbs/
    # madness.py, tests/cards/test_wave2_madness.py): Blackmail or Smallpox beside it plays
    from engine.compile import default_tables
    t = default_tables()
    ids = t.card_id
    assert t.unmodelled(([ids("Shadowgrange Archfiend"), ids("Swamp")],
                         [ids("Swamp"), ids("Blackmail")])) is None
    assert t.unmodelled(([ids("Shadowgrange Archfiend")], [ids("Smallpox")])) is None


# ---- Lion's Eye Diamond (engine/costs/discard_hand.py, CT_MANA_INSTANT) ---------------------
def test_diamond_cannot_pay_a_cost_only_float_with_priority():
    # "Discard your hand, Sacrifice Lion's Eye Diamond: Add three mana of any one color.
    # Activate only as an instant."  It can't be activated while Bolt's cost is paid (no
    # priority then): A can't cast the Bolt with it; with priority it floats three of one
    # color, offered in the colors a cost of this game names (Bolt's {R}, Lions' {W}).
    g = build(a=["Lion's Eye Diamond", "Mishra's Factory"], a_hand=["Lightning Bolt"],
              b=["Savannah Lions"], land_played=True)
    assert not matching(g, "casts Lightning Bolt")
    floats = matching(g, "Lion's Eye Diamond for")
    assert sorted(f.split(" for ")[1].split(",")[0] for f in floats) == ["{R}{R}{R}",
                                                                       "{W}{W}{W}"]
    g.do("A sacrifices Lion's Eye Diamond for {R}{R}{R}")
    # the cost discarded the hand: the Bolt is in the graveyard, the pool holds {R}{R}{R}
    # (A keeps priority: the Factory's {1} animation could use it)
    assert g.zone("Lightning Bolt") == "graveyard"
    assert g.zone("Lion's Eye Diamond") == "graveyard"
    assert pool(g, 0) == "{R}{R}{R}"


def test_diamond_floats_in_the_opponents_turn_too():
    # "as an instant": with priority in any step, the opponent's turn included
    g = build(a=["Lion's Eye Diamond"], b=["Mountain"], b_hand=["Lightning Bolt"], active=1)
    g.do("B casts Lightning Bolt targeting A, paying with Mountain")
    assert g.to_move == 0
    assert matching(g, "Lion's Eye Diamond for")


def test_diamond_sacrificed_into_the_graveyard_sacrifices_energy_field():
    # the Diamond, and the discarded hand, are cards put into A's graveyard: "When a card
    # is put into your graveyard from anywhere, sacrifice Energy Field."
    g = build(a=["Lion's Eye Diamond", "Energy Field"], b=["Mountain"],
              b_hand=["Lightning Bolt"])
    g.do("A sacrifices Lion's Eye Diamond for {U}{U}{U}")
    resolve_stack(g)
    assert g.zone("Energy Field") == "graveyard"
