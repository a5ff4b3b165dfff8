"""Wave 2b, scepter (issue #12): Isochron Scepter: imprint (engine/verbs/imprint.py, the
link in the Scepter's O_CHOSEN) and casting a copy of a card (engine/verbs/cast_copy.py:
a slot kept for the copy, OF_SPELL_COPY, ceasing to exist as it leaves the stack).  The
oracle line is beside each test."""
from cards.registry import default_tables
from engine import ops
from engine import state as S
from engine.rules.zones import move_to
from engine.game import canonical
from scenario_kit import (actions, build, get, has_action, ids, matching, resolve_stack, until,
                          until_turn_of, zones)

IMPRINT = "exiles A's Lightning Bolt from their hand (imprint)"
ACTIVATE = "A activates Isochron Scepter"
MOUNTAINS = ["Mountain"] * 4


def _pass_until_choice(g, limit=20):
    """Both players pass until a choice on resolution waits."""
    for _ in range(limit):
        if g.decision == "choice":
            return g
        assert g.decision == "priority", (g.decision, actions(g))
        g.do("passes")
    raise AssertionError(actions(g))


def _cid(g, name):
    return g.t.card_id(name)


def _imprinted(g, name):
    """Isochron Scepter (on A's battlefield) has exiled A's `name` (in A's hand)."""
    j = [i for i in ids(g, name, 0) if g.s[S.obj_base(i) + S.O_ZONE] == ops.Z_HAND][0]
    g.s[S.obj_base(j) + S.O_ZONE] = ops.Z_EXILE
    g.s[S.obj_base(ids(g, "Isochron Scepter")[0]) + S.O_CHOSEN] = _cid(g, name) + 1
    canonical(g.s)
    return g


def _scepter_with(g, name):
    """Cast Isochron Scepter from A's hand and imprint `name`."""
    g.do("A casts Isochron Scepter")
    _pass_until_choice(g)
    g.do(f"exiles A's {name} from their hand (imprint)")
    return g


# ------------------------------------------------------------------ imprint
def test_imprint_exiles_an_instant_of_mana_value_two_or_less_and_links_it():
    # "Imprint — When Isochron Scepter enters, you may exile an instant card with mana
    # value 2 or less from your hand."  Dismember (mana value 3) and Savannah Lions (a
    # creature) are not offered.
    g = build(a=MOUNTAINS, a_hand=["Isochron Scepter", "Lightning Bolt", "Dismember"])
    g.do("A casts Isochron Scepter")
    _pass_until_choice(g)
    assert sorted(actions(g)) == sorted(["A exiles nothing (imprint)", "A " + IMPRINT])
    g.do(IMPRINT)
    assert zones(g, "Lightning Bolt") == ["exile", "nowhere"]   # the card; its copy's slot
    assert get(g, "Isochron Scepter", S.O_CHOSEN) == _cid(g, "Lightning Bolt") + 1
    assert g.zone("Dismember") == "hand"


def test_imprint_may_exile_nothing():
    # "you may exile": declined, nothing is linked (-1: its imprint has resolved)
    g = build(a=MOUNTAINS, a_hand=["Isochron Scepter", "Lightning Bolt"])
    g.do("A casts Isochron Scepter")
    _pass_until_choice(g)
    g.do("A exiles nothing (imprint)")
    assert zones(g, "Lightning Bolt") == ["hand", "nowhere"]
    assert get(g, "Isochron Scepter", S.O_CHOSEN) == -1
    # with nothing imprinted the ability does nothing and asks nothing
    g.do(ACTIVATE)
    resolve_stack(g)
    assert zones(g, "Lightning Bolt") == ["hand", "nowhere"]


def test_imprint_with_no_instant_in_hand_asks_nothing():
    g = build(a=MOUNTAINS, a_hand=["Isochron Scepter", "Savannah Lions"])
    g.do("A casts Isochron Scepter")
    resolve_stack(g)
    assert g.zone("Isochron Scepter") == "battlefield"
    assert get(g, "Isochron Scepter", S.O_CHOSEN) == -1


# ---------------------------------------------------------- casting the copy
def test_the_copy_is_cast_and_ceases_to_exist_as_it_resolves():
    # "{2}, {T}: You may copy the exiled card. If you do, you may cast the copy without
    # paying its mana cost."  Each of Bolt's targets is offered, and declining.
    g = build(a=MOUNTAINS, a_hand=["Isochron Scepter", "Lightning Bolt"],
              b=["Savannah Lions", "Island", "Island"], b_hand=["Daze"])
    _scepter_with(g, "Lightning Bolt")
    g.do(ACTIVATE)
    _pass_until_choice(g)
    opts = actions(g)
    assert "A casts no copy of the imprinted card" in opts
    assert len(matching(g, "A casts a copy of Lightning Bolt without paying its mana cost")) == 3
    g.do("copy of Lightning Bolt without paying its mana cost targeting B's Savannah Lions")
    # the copy is on the stack, the ability gone
    assert zones(g, "Lightning Bolt") == ["exile", "stack"]
    assert int(g.s[S.H_STACK_N]) == 1
    copy = [i for i in ids(g, "Lightning Bolt") if g.s[S.obj_base(i) + S.O_ZONE] == ops.Z_STACK]
    assert g.s[S.obj_base(copy[0]) + S.O_FLAGS] & S.OF_SPELL_COPY
    assert has_action(g, "B casts Daze targeting A's Lightning Bolt (a spell)")
    resolve_stack(g)
    assert g.zone("Savannah Lions") == "graveyard"
    assert zones(g, "Lightning Bolt") == ["exile", "nowhere"]   # never in a graveyard
    assert g.life(1) == 20


def test_the_copy_may_be_declined():
    g = build(a=MOUNTAINS, a_hand=["Isochron Scepter", "Lightning Bolt"])
    _scepter_with(g, "Lightning Bolt")
    g.do(ACTIVATE)
    _pass_until_choice(g)
    g.do("A casts no copy of the imprinted card")
    resolve_stack(g)
    assert g.life(1) == 20 and g.life(0) == 20
    assert zones(g, "Lightning Bolt") == ["exile", "nowhere"]


def test_a_copy_each_turn():
    # the card stays exiled: the Scepter copies it again once it untaps
    g = _imprinted(build(a=["Isochron Scepter", "Mountain", "Mountain"],
                         a_hand=["Lightning Bolt"]), "Lightning Bolt")
    for life in (17, 14):
        until_turn_of(g, 0)
        g.apply(g.legal_actions()[0])       # A untaps everything
        until(g, lambda g: g.step == "main 1" and g.decision == "priority")
        g.do(ACTIVATE)
        _pass_until_choice(g)
        g.do("A casts a copy of Lightning Bolt without paying its mana cost targeting B")
        resolve_stack(g)
        assert g.life(1) == life
        assert zones(g, "Lightning Bolt") == ["exile", "nowhere"]


def test_a_modal_copy_chooses_its_mode_and_target_as_it_is_cast():
    # Funeral Charm: "Choose one — • Target player discards a card. • Target creature
    # gets +2/-1 until end of turn. • ..."
    g = build(a=MOUNTAINS, a_hand=["Isochron Scepter", "Funeral Charm"],
              b=["Memnite"], b_hand=["Savannah Lions"])
    _scepter_with(g, "Funeral Charm")
    g.do(ACTIVATE)
    _pass_until_choice(g)
    assert has_action(g, 'copy of Funeral Charm without paying its mana cost choosing '
                         '"Target player discards a card" targeting B')
    g.do('copy of Funeral Charm without paying its mana cost choosing "Target creature gets '
         '+2/-1 until end of turn" targeting B\'s Memnite')
    resolve_stack(g)
    assert g.zone("Memnite") == "graveyard"         # a 1/1 with -1 toughness
    assert g.zone("Savannah Lions") == "hand"


def test_a_countered_copy_ceases_to_exist():
    # Daze counters the copy (its controller can't pay {1}): it is not put anywhere
    g = build(a=MOUNTAINS, a_hand=["Isochron Scepter", "Lightning Bolt"],
              b=["Island", "Island"], b_hand=["Daze"])
    _scepter_with(g, "Lightning Bolt")
    g.do(ACTIVATE)
    _pass_until_choice(g)
    g.do("A casts a copy of Lightning Bolt without paying its mana cost targeting B")
    g.do("B casts Daze targeting A's Lightning Bolt (a spell), paying with Island and Island")
    resolve_stack(g)
    assert g.life(1) == 20
    assert zones(g, "Lightning Bolt") == ["exile", "nowhere"]
    assert g.zone("Daze") == "graveyard"


def test_the_copy_is_cast_with_no_mana_spent():
    # Lavinia: "Whenever an opponent casts a spell, if no mana was spent to cast it,
    # counter that spell."  Chalice of the Void with one counter: the copy has Bolt's
    # mana value 1.
    for blocker in ("Lavinia, Azorius Renegade", ("Chalice of the Void", dict(misc=1))):
        g = _imprinted(build(a=["Isochron Scepter", "Mountain", "Mountain", "Mountain"],
                             a_hand=["Lightning Bolt"], b=[blocker]), "Lightning Bolt")
        g.do(ACTIVATE)
        _pass_until_choice(g)
        g.do("A casts a copy of Lightning Bolt without paying its mana cost targeting B")
        resolve_stack(g)
        assert g.life(1) == 20, blocker


def test_a_named_card_can_t_be_cast_as_a_copy():
    # Meddling Mage: "Spells with the chosen name can't be cast."
    g = _imprinted(build(a=["Isochron Scepter", "Mountain", "Mountain"], a_hand=["Lightning Bolt"],
                         b=["Meddling Mage"]), "Lightning Bolt")
    g.s[S.obj_base(ids(g, "Meddling Mage")[0]) + S.O_CHOSEN] = _cid(g, "Lightning Bolt") + 1
    g.do(ACTIVATE)
    resolve_stack(g)        # one option (decline): taken at once
    assert g.life(1) == 20


def test_the_ability_copies_the_card_after_the_scepter_has_left():
    # the activated ability remembers the exiled card as it is activated (E_X): the
    # Scepter gone, its ability still copies the card (rule 607.2a; it stays exiled)
    g = build(a=MOUNTAINS, a_hand=["Isochron Scepter", "Lightning Bolt"])
    _scepter_with(g, "Lightning Bolt")
    g.do(ACTIVATE)
    move_to(g.s, ids(g, "Isochron Scepter")[0], ops.Z_GRAVEYARD, g.t.ct)
    assert get(g, "Isochron Scepter", S.O_CHOSEN) == 0
    _pass_until_choice(g)
    g.do("A casts a copy of Lightning Bolt without paying its mana cost targeting B")
    resolve_stack(g)
    assert g.life(1) == 17
    assert zones(g, "Lightning Bolt") == ["exile", "nowhere"]


def test_the_imprint_of_a_scepter_that_came_back_links_nothing():
    # a Scepter's first imprint to resolve while it is on the battlefield links; an
    # older trigger (of the object before it left) resolving later finds the link set
    g = build(a=MOUNTAINS, a_hand=["Isochron Scepter", "Lightning Bolt"])
    g.do("A casts Isochron Scepter")
    _pass_until_choice(g)
    g.s[S.obj_base(ids(g, "Isochron Scepter")[0]) + S.O_CHOSEN] = -1   # its new imprint
    g.do(IMPRINT)
    assert zones(g, "Lightning Bolt") == ["exile", "nowhere"]
    assert get(g, "Isochron Scepter", S.O_CHOSEN) == -1


# ---------------------------------------------------------------- refusals, slots
def _why(a, b):
    t = default_tables()
    return t.unmodelled(([t.card_id(n) for n in a], [t.card_id(n) for n in b]))


def test_refused_beside_a_graveyard_watch_not_beside_a_cost_change():
    scepter = ["Isochron Scepter", "Lightning Bolt", "Mountain"]
    # (session 8) a cost change is played: the copy pays it (tests below)
    for other in ("Trinisphere", "Sphere of Resistance", "Thalia, Guardian of Thraben",
                  "Anointed Peacekeeper", "Curse of Silence", "Lodestone Golem"):
        assert _why(scepter, [other]) is None
    assert "Energy Field" in _why(["Isochron Scepter", "Lightning Bolt", "Energy Field"],
                                  ["Island"])
    assert _why(["Isochron Scepter", "Lightning Bolt", "Mountain"], ["Energy Field"]) is None
    assert _why(scepter, ["Savannah Lions", "Daze"]) is None


# ------------------------------------------- the copy's cost increase (session 8)
def _copy_offers(a_lands, b, activate=ACTIVATE):
    """A's Scepter (Lightning Bolt imprinted) activated with two of `a_lands`; the
    options of its resolution."""
    g = build(a=list(a_lands) + ["Isochron Scepter"], a_hand=["Lightning Bolt"], b=b)
    _imprinted(g, "Lightning Bolt")
    g.do(activate)
    _pass_until_choice(g)
    return g


def _no_copy_offered(a_lands, b):
    """A's Scepter activated as in _copy_offers: its resolution offers only declining
    (a single option, taken at once): no copy is ever cast, nobody is dealt damage."""
    g = build(a=list(a_lands) + ["Isochron Scepter"], a_hand=["Lightning Bolt"], b=b)
    _imprinted(g, "Lightning Bolt")
    g.do(ACTIVATE)
    for _ in range(20):
        assert g.decision != "choice", actions(g)
        if g.decision != "priority" or int(g.s[S.H_STACK_N]) == 0:
            break
        g.do("passes")
    assert int(g.s[S.H_STACK_N]) == 0
    assert zones(g, "Lightning Bolt") == ["exile", "nowhere"]
    return g.life(1) == 20 and _untapped(g, "Mountain") == len(a_lands) - 2


def _untapped(g, name):
    return sum(1 for i in ids(g, name, 0) if not g.s[S.obj_base(i) + S.O_TAPPED])


COPY_AT_B = "A casts a copy of Lightning Bolt without paying its mana cost targeting B"


def test_the_copy_pays_thalias_increase_with_a_payment_choice():
    # rule 601.2f: "without paying its mana cost" still pays increases: Thalia's
    # "Noncreature spells cost {1} more to cast" makes the copy cost {1}
    g = _copy_offers(["Mountain"] * 3 + ["Plains"], ["Thalia, Guardian of Thraben"],
                     activate=ACTIVATE + " (...), paying with Mountain and Mountain")
    assert _untapped(g, "Mountain") == 1 and _untapped(g, "Plains") == 1
    g.do(COPY_AT_B)
    # the cast has begun: A chooses how to pay (no decline), either land
    assert g.decision == "choice" and g.to_move == 0
    assert sorted(actions(g)) == ["A pays for the copy of Lightning Bolt, paying with Mountain",
                                  "A pays for the copy of Lightning Bolt, paying with Plains"]
    assert zones(g, "Lightning Bolt") == ["exile", "stack"]
    g.do("A pays for the copy of Lightning Bolt, paying with Plains")
    assert _untapped(g, "Plains") == 0 and _untapped(g, "Mountain") == 1
    resolve_stack(g)
    assert g.life(1) == 17


def test_the_copy_the_increase_cant_pay_is_no_option():
    # with the ability's {2} paid A has no mana left for Thalia's {1}: only declining
    assert _no_copy_offered(["Mountain"] * 2, ["Thalia, Guardian of Thraben"])


def test_trinisphere_makes_the_free_copy_cost_three():
    # "each spell that would cost less than three mana to cast costs three mana to cast":
    # the copy's cost 0 becomes {3} (the ability's own {2} is no spell's cost)
    assert _no_copy_offered(["Mountain"] * 4, ["Trinisphere"])      # 2 left, 3 due
    g = _copy_offers(["Mountain"] * 5, ["Trinisphere"])
    assert "A casts no copy of the imprinted card" in actions(g)      # it may still decline
    g.do(COPY_AT_B)         # its one way to pay, three Mountains, is taken at once
    assert _untapped(g, "Mountain") == 0
    assert g.life(1) == 17
    # tapped, Trinisphere sets no floor: the copy is free again
    g = _copy_offers(["Mountain"] * 2, [("Trinisphere", dict(tapped=1))])
    g.do(COPY_AT_B)
    resolve_stack(g)
    assert g.life(1) == 17 and _untapped(g, "Mountain") == 0


def test_peacekeepers_name_tax_applies_to_the_copy():
    # "Spells your opponents cast with the chosen name cost {2} more to cast."
    bolt = default_tables().card_id("Lightning Bolt")
    assert _no_copy_offered(["Mountain"] * 3,
                            [("Anointed Peacekeeper", dict(chosen=bolt + 1))])  # 1 left, 2 due
    g = _copy_offers(["Mountain"] * 4, [("Anointed Peacekeeper", dict(chosen=bolt + 1))])
    g.do("A casts a copy of Lightning Bolt without paying its mana cost targeting B's "
         "Anointed Peacekeeper")        # paid at once: the two Mountains left
    assert _untapped(g, "Mountain") == 0
    assert zones(g, "Anointed Peacekeeper") == ["graveyard"]     # 3 damage to a 3/3


def test_a_copy_paid_for_with_mana_is_not_countered_by_lavinia():
    # Lavinia: "Whenever an opponent casts a spell, if no mana was spent to cast it,
    # counter that spell."  Under Sphere of Resistance ("Spells cost {1} more to cast")
    # the copy's {1} is mana spent: Lavinia lets it be; without the Sphere it is free and
    # countered
    g = _copy_offers(["Mountain"] * 3, ["Lavinia, Azorius Renegade", "Sphere of Resistance"])
    g.do(COPY_AT_B)         # paid at once with the Mountain left
    resolve_stack(g)
    assert g.life(1) == 17
    g = _copy_offers(["Mountain"] * 2, ["Lavinia, Azorius Renegade"])
    g.do(COPY_AT_B)
    resolve_stack(g)
    assert g.life(1) == 20


def test_a_copy_slot_for_each_card_it_could_imprint():
    g = build(a_hand=["Isochron Scepter", "Lightning Bolt", "Swords to Plowshares"],
              b_hand=["Daze"])
    assert zones(g, "Lightning Bolt") == ["hand", "nowhere"]
    assert zones(g, "Swords to Plowshares") == ["hand", "nowhere"]
    assert zones(g, "Daze") == ["hand"]         # not the Scepter's owner's
