"""Wave 2b, madness (issue #12): Shadowgrange Archfiend's "Madness—{2}{B}, Pay 8 life."
(engine/verbs/madness.py; every discard goes through engine/rules/triggers.py discard).
"(If you discard this card, discard it into exile. When you do, cast it for its madness
cost or put it into your graveyard.)"  The oracle line is beside each test."""
from engine import state as S
from scenario_kit import build, ids, matching, pool, resolve_stack, stack_size, to_choice

ARCH = "Shadowgrange Archfiend"


def _led_discard(b=("Savannah Lions",), a=("Lion's Eye Diamond",), color="{B}{B}{B}"):
    # A's hand is the Archfiend; A activates the Diamond: "Discard your hand, Sacrifice
    # Lion's Eye Diamond: Add three mana of any one color. Activate only as an instant."
    g = build(a=list(a), a_hand=[ARCH], b=list(b), land_played=True)
    g.do(f"A sacrifices Lion's Eye Diamond for {color}")
    return g


def test_led_discards_archfiend_into_exile_and_its_trigger_waits():
    # "If you discard this card, discard it into exile": the discard of the Diamond's
    # cost puts it into exile, not the graveyard; its trigger goes on the stack (A has
    # priority again with the Diamond's {B}{B}{B} floating)
    g = _led_discard()
    assert g.zone(ARCH) == "exile"
    assert pool(g, 0) == "{B}{B}{B}"
    assert stack_size(g) == 1


def test_led_mana_casts_archfiend_for_madness_at_instant_speed():
    # "When you do, cast it for its madness cost": {2}{B} from the Diamond's floating
    # {B}{B}{B} and 8 life; the creature spell is cast while the trigger resolves (in
    # the middle of a main phase with a trigger on the stack: timing is ignored)
    g = to_choice(_led_discard())
    assert g.to_move == 0
    casts = matching(g, "casts Shadowgrange Archfiend for its madness cost")
    assert len(casts) == 1
    assert matching(g, "does not cast Shadowgrange Archfiend")
    g.do("casts Shadowgrange Archfiend for its madness cost")
    # (nobody can do anything but pass: the spell resolved at once)
    assert pool(g, 0) == ""
    resolve_stack(g)
    # it enters (A paid 8 life: 12): B sacrifices its Lions (power 2), A gains 2
    assert g.zone(ARCH) == "battlefield"
    assert g.zone("Savannah Lions") == "graveyard"
    assert g.life(0) == 14


def test_madness_declined_puts_it_into_the_graveyard():
    # "... or put it into your graveyard"
    g = to_choice(_led_discard())
    g.do("does not cast Shadowgrange Archfiend")
    resolve_stack(g)
    assert g.zone(ARCH) == "graveyard"
    assert g.life(0) == 20
    assert g.zone("Savannah Lions") == "battlefield"


def test_madness_needs_the_mana_now():
    # the Diamond's mana in a color the madness cost can't use: {W}{W}{W} pays the {2}
    # but not the {B}, and A has no other source: only the decline (taken at once)
    g = _led_discard(color="{W}{W}{W}")
    resolve_stack(g)
    assert g.zone(ARCH) == "graveyard"
    assert g.life(0) == 20


def test_madness_needs_eight_life():
    # "Pay 8 life": a player with less than 8 life can't pay it (rule 119.4)
    g = build(a=["Lion's Eye Diamond"], a_hand=[ARCH], b=["Savannah Lions"],
              land_played=True, life=(7, 20))
    g.do("A sacrifices Lion's Eye Diamond for {B}{B}{B}")
    resolve_stack(g)
    assert g.zone(ARCH) == "graveyard"
    assert g.life(0) == 7


def test_madness_paid_with_untapped_lands():
    # the mana may come from lands tapped while the trigger resolves: Smallpox, "Each
    # player loses 1 life, discards a card, sacrifices a creature, then sacrifices a
    # land.": A discards the Archfiend (the only card in A's hand) and sacrifices a
    # Swamp; the trigger waits until Smallpox has resolved, then A casts it with the
    # three Swamps left
    g = build(a=["Swamp"] * 4, a_hand=[ARCH], b=["Swamp", "Swamp"],
              b_hand=["Smallpox"], active=1)
    g.do("B casts Smallpox")
    g = to_choice(g)
    assert g.to_move == 0
    g.do("casts Shadowgrange Archfiend for its madness cost")
    resolve_stack(g)
    assert g.zone(ARCH) == "battlefield"
    assert g.life(0) == 20 - 1 - 8
    assert g.zone("Swamp", 0) == "battlefield,battlefield,battlefield,graveyard"


def test_blackmail_makes_the_opponent_discard_it_cast_in_the_opponents_turn():
    # "Target player reveals three cards from their hand and you choose one of them.
    # That player discards that card." B's Blackmail in B's turn takes A's Archfiend:
    # A (its owner) casts it for madness with A's untapped Swamps, in B's turn
    g = build(a=["Swamp", "Swamp", "Swamp"], a_hand=[ARCH, "Lightning Bolt"],
              b=["Swamp", "Savannah Lions"], b_hand=["Blackmail"], active=1)
    g.do("B casts Blackmail targeting A, paying with Swamp")
    g = to_choice(g)
    assert g.to_move == 1
    g.do("chooses A's Shadowgrange Archfiend")
    assert g.zone(ARCH) == "exile"
    g = to_choice(g)
    assert g.to_move == 0 and g.active == 1
    g.do("casts Shadowgrange Archfiend for its madness cost")
    resolve_stack(g)
    assert g.zone(ARCH) == "battlefield"
    assert g.zone("Savannah Lions") == "graveyard"
    assert g.life(0) == 20 - 8 + 2


def test_discarded_other_cards_still_go_to_the_graveyard():
    # a card without madness is discarded into the graveyard as before
    g = build(a=["Lion's Eye Diamond"], a_hand=[ARCH, "Lightning Bolt"], b=["Savannah Lions"],
              land_played=True)
    g.do("A sacrifices Lion's Eye Diamond for {B}{B}{B}")
    assert g.zone("Lightning Bolt") == "graveyard"
    assert g.zone(ARCH) == "exile"


def test_madness_is_no_longer_refused():
    from engine.compile import default_tables
    t = default_tables()
    ids = t.card_id
    assert t.unmodelled(([ids(ARCH), ids("Swamp")], [ids("Swamp"), ids("Blackmail")])) is None
    assert t.unmodelled(([ids(ARCH), ids("Lion's Eye Diamond")], [ids("Smallpox")])) is None


def test_foils_discard_cost_exiles_it_and_the_trigger_goes_above_foil():
    # Foil: "You may discard an Island card and another card rather than pay this spell's
    # mana cost."  The other card is the Archfiend: discarded into exile as Foil is cast;
    # its trigger goes on the stack above Foil, so A casts it (with three Swamps, in B's
    # turn) before Foil counters the Bolt
    g = build(a=["Swamp", "Swamp", "Swamp"], a_hand=["Foil", "Island", ARCH],
              b=["Mountain", "Savannah Lions"], b_hand=["Lightning Bolt"], active=1)
    g.do("B casts Lightning Bolt targeting A")
    g.do("A casts Foil targeting B's Lightning Bolt (a spell), by its alternative cost, "
         "discarding Island and Shadowgrange Archfiend")
    assert g.zone(ARCH) == "exile" and g.zone("Island") == "graveyard"
    g = to_choice(g)
    assert g.to_move == 0
    g.do("casts Shadowgrange Archfiend for its madness cost")
    resolve_stack(g)
    assert g.zone(ARCH) == "battlefield"
    assert g.zone("Savannah Lions") == "graveyard"
    assert g.zone("Lightning Bolt") == "graveyard" and g.zone("Foil") == "graveyard"
    assert g.life(0) == 20 - 8 + 2


def test_a_cost_increase_applies_to_the_madness_cost():
    # the madness cost is a cost of casting a spell (rule 601.2f): Sphere of Resistance
    # ("Spells cost {1} more to cast.") makes it {3}{B}: the Diamond's {B}{B}{B} alone
    # can't pay, so only the decline is left
    g = _led_discard(b=("Sphere of Resistance", "Savannah Lions"))
    resolve_stack(g)
    assert g.zone(ARCH) == "graveyard"
    assert g.life(0) == 20


def test_a_card_its_owner_may_not_cast_can_only_be_put_into_the_graveyard():
    # Meddling Mage naming it ("Spells with the chosen name can't be cast."): the madness
    # cast is a cast, so only the decline is left (taken at once)
    g = build(a=["Lion's Eye Diamond"], a_hand=[ARCH], land_played=True,
              b=["Plains", "Meddling Mage"])
    g.s[S.obj_base(ids(g, "Meddling Mage")[0]) + S.O_CHOSEN] = g.t.card_id(ARCH) + 1    # named
    g.do("A sacrifices Lion's Eye Diamond for {B}{B}{B}")
    resolve_stack(g)
    assert g.zone(ARCH) == "graveyard"
    assert g.life(0) == 20
