"""Session 7, moon (issue #11): Magus of the Moon, "Nonbasic lands are Mountains."
(rule 305.7: such a land loses its other land types and every ability of its rules
text, and has "{T}: Add {R}"; engine/statics/nonbasic_lands_are.py, read through
chars.rules_card).  The oracle line is beside each test; every expected value was
worked out by hand from it."""
from engine.tables import CFG_SELF_AIM
from engine.tables import CFG_DEAD_MANA
from cards import registry
from cards.schema import Card, PumpWhileControl
from engine.compile import compile_cards
from scenario_kit import (build, has_action, has_subtype, is_creature, matching, pool,
                          resolve_stack, stack_size, tapped, until)

MAGUS = "Magus of the Moon"


# ------------------------------------------------------------ mana
def test_ancient_tomb_taps_for_red_without_damage():
    # Ancient Tomb: "{T}: Add {C}{C}. Ancient Tomb deals 2 damage to you." -- lost:
    # it is a Mountain, "{T}: Add {R}": Lightning Bolt ({R}) is paid by it, no damage.
    g = build(a=[MAGUS, "Ancient Tomb"], a_hand=["Lightning Bolt"], b=["Island"])
    g.cfg[CFG_SELF_AIM] = 0         # every legal target (the search withholds A's own face)
    assert matching(g, "A casts Lightning Bolt") == [
        "A casts Lightning Bolt targeting A, paying with Ancient Tomb",
        "A casts Lightning Bolt targeting B, paying with Ancient Tomb",
        "A casts Lightning Bolt targeting A's Magus of the Moon, paying with Ancient Tomb"]
    g.do("A casts Lightning Bolt targeting B, paying with Ancient Tomb")
    resolve_stack(g)
    assert g.life(0) == 20 and g.life(1) == 17 and pool(g, 0) == ""


def test_ancient_tomb_makes_one_mana_only():
    # one {R}: Phyrexian Revoker ({2}) can't be cast with the Tomb alone
    g = build(a=[MAGUS, "Ancient Tomb"], a_hand=["Phyrexian Revoker"], b=["Island"])
    assert not has_action(g, "A casts Phyrexian Revoker")


def test_city_of_traitors_taps_for_red_and_is_not_sacrificed():
    # City of Traitors: "When you play another land, sacrifice City of Traitors.
    # {T}: Add {C}{C}." -- both lost.
    g = build(a=[MAGUS, "City of Traitors"], a_hand=["Island", "Phyrexian Revoker"],
              b=["Island"])
    assert not has_action(g, "A casts Phyrexian Revoker")
    g.do("A plays Island")
    resolve_stack(g)
    assert g.zone("City of Traitors", 0) == "battlefield"
    g.do("A casts Phyrexian Revoker")       # City {R} and Island {U}
    assert tapped(g, "City of Traitors")


def test_dual_land_is_only_a_mountain():
    # Savannah (Forest Plains, "{T}: Add {G} or {W}") is a Mountain: {R} only,
    # so Savannah Lions ({W}) can't be cast with it.
    g = build(a=[MAGUS, "Savannah"], a_hand=["Savannah Lions", "Lightning Bolt"], b=["Island"])
    assert has_subtype(g, "Savannah", "Mountain") and not has_subtype(g, "Savannah", "Forest")
    assert not has_action(g, "A casts Savannah Lions")
    assert has_action(g, "A casts Lightning Bolt")


def test_kird_ape_loses_its_forest():
    # Kird Ape: "+1/+2 as long as you control a Forest." Taiga is no longer a Forest.
    g = build(a=[MAGUS, "Taiga", "Kird Ape"], b=["Island"])
    assert not has_subtype(g, "Taiga", "Forest") and has_subtype(g, "Taiga", "Mountain")
    assert g.pt("Kird Ape") == (1, 1)


def test_basic_lands_are_unchanged():
    # Magus changes nonbasic lands only: an Island still taps for {U}.
    g = build(a=[MAGUS, "Island"], a_hand=["Lightning Bolt"], b=["Island"])
    assert not has_action(g, "A casts Lightning Bolt")
    assert has_subtype(g, "Island", "Island") and not has_subtype(g, "Island", "Mountain")


# ------------------------------------------------------------ activated abilities
def test_wasteland_and_strip_mine_lose_their_ability():
    # Wasteland: "{T}, Sacrifice Wasteland: Destroy target nonbasic land." -- lost
    g = build(a=["Wasteland", "Strip Mine"], b=[MAGUS, "Ancient Tomb"])
    assert not has_action(g, "A activates Wasteland")
    assert not has_action(g, "A activates Strip Mine")


def test_wasteland_works_again_when_magus_is_gone():
    # Lightning Bolt kills the Magus (2/2): Wasteland has its ability again.
    g = build(a=["Wasteland", "Mountain"], a_hand=["Lightning Bolt"], b=[MAGUS, "Ancient Tomb"])
    g.do("A casts Lightning Bolt targeting B's Magus of the Moon, paying with Mountain")
    resolve_stack(g)
    assert g.zone(MAGUS) == "graveyard"
    assert has_action(g, "A activates Wasteland")


def test_mishras_factory_cannot_animate():
    # Mishra's Factory: "{1}: ... becomes a 2/2 Assembly-Worker artifact creature ..."
    # and "{T}: Target Assembly-Worker creature gets +1/+1": both lost.
    g = build(a=[MAGUS, "Mishra's Factory", "Mountain"], b=["Island"])
    assert not has_action(g, "A activates Mishra's Factory")


def test_mutavault_and_inkmoth_cannot_animate():
    g = build(a=["Mutavault", "Inkmoth Nexus", "Mountain"], b=[MAGUS])
    assert not has_action(g, "A activates Mutavault")
    assert not has_action(g, "A activates Inkmoth Nexus")


def test_animated_factory_stays_a_creature_when_magus_enters():
    # The animation resolved before the Magus entered: an effect, not an ability of
    # the Factory, so it stays a 2/2 artifact creature until end of turn (layer 4/7
    # effects of a resolved ability); it is a Mountain and has lost its pump ability.
    g = build(a=["Mishra's Factory", "Mountain", "Mountain", "Mountain", "Mountain"],
              a_hand=[MAGUS], b=["Island"], defer=False)   # animating in main 1: unreduced
    g.do("A activates Mishra's Factory ({1}: Mishra's Factory becomes a 2/2 Assembly-Worker "
         "artifact creature until end of turn. It's still a land), paying with Mountain")
    resolve_stack(g)
    assert is_creature(g, "Mishra's Factory")
    g.do("A casts Magus of the Moon, paying with Mountain and Mountain and Mountain")
    resolve_stack(g)
    assert g.zone(MAGUS) == "battlefield"
    assert is_creature(g, "Mishra's Factory")
    assert has_subtype(g, "Mishra's Factory", "Mountain")
    assert has_subtype(g, "Mishra's Factory", "Assembly-Worker")
    assert not has_action(g, "A activates Mishra's Factory")


def test_maze_of_ith_loses_its_ability():
    g = build(a=["Maze of Ith", "Karakas", "Hammerheim"], b=[MAGUS])
    for land in ("Maze of Ith", "Karakas", "Hammerheim"):
        assert not has_action(g, f"A activates {land}")


# ------------------------------------------------------------ entering, statics
def test_shelldock_isle_and_cathedral_enter_untapped():
    # "This land enters tapped." is a replacement that looks at the land as it would
    # exist on the battlefield (rule 614.12): a Mountain, untapped.
    g = build(a=[MAGUS], a_hand=["Shelldock Isle"], b=["Island"])
    g.do("A plays Shelldock Isle")
    assert not tapped(g, "Shelldock Isle")


def test_dark_depths_enters_without_counters():
    # "Dark Depths enters with ten ice counters on it." -- as a Mountain it enters
    # without them, and its "no ice counters" trigger is lost while the Magus stays.
    from engine import state as S
    from scenario_kit import get
    g = build(a=[MAGUS], a_hand=["Dark Depths"], b=["Island"])
    g.do("A plays Dark Depths")
    resolve_stack(g)
    assert get(g, "Dark Depths", S.O_MISC) == 0
    assert g.zone("Dark Depths") == "battlefield"
    assert g.zone("Marit Lage") != "battlefield"


def test_urborg_grants_nothing():
    # Urborg: "Each land is a Swamp in addition to its other land types." Urborg is a
    # nonbasic land: its effect depends on the Magus's (rule 613.8), so it is a
    # Mountain without it: the Factory is no Swamp, and Urborg taps for {R}.
    g = build(a=[MAGUS, "Urborg, Tomb of Yawgmoth", "Mishra's Factory"], b=["Island"])
    assert not has_subtype(g, "Mishra's Factory", "Swamp")
    assert has_subtype(g, "Urborg, Tomb of Yawgmoth", "Mountain")
    assert not has_subtype(g, "Urborg, Tomb of Yawgmoth", "Swamp")
    assert not has_subtype(g, "Island", "Swamp")


def test_cathedral_loses_exalted():
    from scenario_kit import keyword
    g = build(a=[MAGUS, "Cathedral of War"], b=["Island"])
    assert not keyword(g, "Cathedral of War", "exalted")


def test_dryad_arbor_stays_a_creature_and_a_dryad():
    # Dryad Arbor (Land Creature -- Forest Dryad) is nonbasic: a Mountain Dryad, 1/1.
    g = build(a=[MAGUS, "Dryad Arbor"], a_hand=["Lightning Bolt"], b=["Island"])
    assert is_creature(g, "Dryad Arbor")
    assert has_subtype(g, "Dryad Arbor", "Mountain") and not has_subtype(g, "Dryad Arbor", "Forest")
    assert g.pt("Dryad Arbor") == (1, 1)


# ------------------------------------------------------------ Alpine Moon
ALPINE = "Alpine Moon"


def _name(g, name=None):
    """Pass until Alpine Moon enters and A chooses a name; the names offered, or,
    given `name`, choose it."""
    until(g, lambda g: g.decision == "choose a card name")
    offered = sorted(d.split("chooses the name ")[1].split(" for ")[0]
                     for d in g.describe_actions())
    if name is not None:
        g.do(f"chooses the name {name} for")
    return offered


def test_alpine_moon_offers_the_nonbasic_land_names():
    # "As Alpine Moon enters, choose a nonbasic land card name.": the game's
    # nonbasic land cards (Wasteland, Ancient Tomb) and a card in no deck (Island and
    # Mountain are basic).
    g = build(a=["Mountain"], a_hand=[ALPINE], b=["Ancient Tomb", "Wasteland", "Island"])
    g.do("A casts Alpine Moon")
    assert _name(g) == ["Ancient Tomb", "Wasteland", "a card in no deck"]


def test_alpine_moon_named_tomb_taps_for_any_color_without_damage():
    # "Lands your opponents control with the chosen name lose all land types and
    # abilities, and they gain '{T}: Add one mana of any color.'"  B's Ancient Tomb:
    # one mana of any color, no damage: Lightning Bolt ({R}) is cast with it, in
    # response to nothing (B holds priority after A's naming).
    g = build(a=["Mountain"], a_hand=[ALPINE], b=["Ancient Tomb"], b_hand=["Lightning Bolt"])
    g.do("A casts Alpine Moon")
    _name(g, "Ancient Tomb")
    assert g.zone(ALPINE) == "battlefield"
    until(g, lambda g: g.to_move == 1 and has_action(g, "B casts Lightning Bolt"))
    g.do("B casts Lightning Bolt targeting A, paying with Ancient Tomb")
    resolve_stack(g)
    assert g.life(0) == 17 and g.life(1) == 20


def test_alpine_moon_named_tomb_makes_one_mana():
    g = build(a=["Mountain"], a_hand=[ALPINE], b=["Ancient Tomb"], b_hand=["Phyrexian Revoker"])
    g.do("A casts Alpine Moon")
    _name(g, "Ancient Tomb")
    until(g, lambda g: g.to_move == 1)
    assert not has_action(g, "B casts Phyrexian Revoker")


def test_alpine_moon_leaves_its_controllers_lands_alone():
    # "Lands your opponents control": A's own Wasteland keeps its ability, B's loses it.
    g = build(a=["Mountain", "Wasteland"], a_hand=[ALPINE], b=["Wasteland"])
    g.do("A casts Alpine Moon, paying with Mountain")
    _name(g, "Wasteland")
    until(g, lambda g: g.to_move == 0 and g.decision != "choose a card name")
    assert has_action(g, "A activates Wasteland")
    until(g, lambda g: g.to_move == 1)
    assert not has_action(g, "B activates Wasteland")


def test_alpine_moon_takes_land_types():
    # B's Taiga named: no land types, so B's Kird Ape has no Forest.
    g = build(a=["Mountain"], a_hand=[ALPINE], b=["Taiga", "Kird Ape"])
    g.do("A casts Alpine Moon")
    _name(g, "Taiga")
    assert not has_subtype(g, "Taiga", "Forest") and not has_subtype(g, "Taiga", "Mountain")
    assert g.pt("Kird Ape") == (1, 1)


def test_alpine_moon_naming_no_card_changes_nothing():
    g = build(a=["Mountain"], a_hand=[ALPINE], b=["Taiga", "Kird Ape"])
    g.do("A casts Alpine Moon")
    _name(g, "a card in no deck")
    assert has_subtype(g, "Taiga", "Forest") and g.pt("Kird Ape") == (2, 3)


def test_refused_only_where_two_could_enter_at_once():
    # Session 9 (layers): Magus beside Alpine, and Alpine beside Urborg, are played.
    # Refused only where the Magus and Alpine Moon could return from exile together
    # (two "exile until ~ leaves" ending at once: the active player would order
    # their timestamps, rule 613.7) and their order can show (a Mountain is read).
    t = registry.default_tables()
    ids = lambda *ns: [t.card_id(n) for n in ns]     # noqa: E731
    assert t.unmodelled((ids(MAGUS), ids(ALPINE))) is None
    assert t.unmodelled((ids(ALPINE), ids("Urborg, Tomb of Yawgmoth"))) is None
    assert t.unmodelled((ids(MAGUS), ids("Urborg, Tomb of Yawgmoth"))) is None
    angels = ids("Angel of Sanctions", "Angel of Sanctions")
    # no card reads a Mountain: the order of the Magus and Alpine can't show
    assert t.unmodelled((ids(MAGUS, ALPINE, "Kird Ape"), angels)) is None
    r = _mountain_tables()
    rid = lambda *ns: [r.card_id(n) for n in ns]     # noqa: E731
    why = r.unmodelled((rid(MAGUS, ALPINE, MOUNTAIN_APE),
                        [r.card_id("Angel of Sanctions")] * 2))
    assert why and MAGUS in why and ALPINE in why and "613.7" in why
    assert r.unmodelled((rid(MAGUS, ALPINE, MOUNTAIN_APE), rid("Angel of Sanctions"))) is None


# ------------------------------------------------------------ layers: timestamp order
# Session 9 (layers, issue #11).  Alpine Moon's "lose all land types" and a land type
# giver (Magus: "Nonbasic lands are Mountains", Urborg: "Each land is a Swamp in
# addition to its other land types", Yavimaya: "... a Forest ...") are all layer 4
# (rule 613.1d), with no dependency between them (613.8a): timestamp order (613.7), the
# later one wins on a land the Alpine Moon named.  Alpine's "lose all abilities" and
# "{T}: Add one mana of any color" are layer 6 (613.1f): after every layer-4 effect, so
# the land taps for any color and has no other ability in either order, and a named
# Urborg or Yavimaya still gives its type (its layer-4 effect applied before).
URBORG = "Urborg, Tomb of Yawgmoth"
YAVIMAYA = "Yavimaya, Cradle of Growth"
MOUNTAIN_APE = "Mountain Ape (test)"


def _mountain_tables():
    """Every card's tables and a test card reading a Mountain (no card of the pool
    does, so the Magus's order against Alpine Moon is kept only here)."""
    ape = Card(name=MOUNTAIN_APE, cost="{R}", types=("Creature",), subtypes=("Ape",),
               colors="R", power=1, toughness=1, static=(PumpWhileControl("Mountain", 1, 2),),
               oracle=f"{MOUNTAIN_APE} gets +1/+2 as long as you control a Mountain.")
    return compile_cards(tuple(registry.all_definitions()) + (ape,), lookup=registry.lookup)


def _after_alpine(g, name, then_a=False):
    """A casts Alpine Moon (paying with a Mountain) and names `name`, and it is on the
    battlefield; then_a: until A has priority again (A holding cards to play)."""
    g.do("A casts Alpine Moon")
    _name(g, name)
    until(g, lambda g: stack_size(g) == 0 and g.decision != "choose a card name"
          and (not then_a or (g.to_move == 0 and g.decision == "priority")))
    assert "battlefield" in g.zone(ALPINE)
    return g


def test_yavimaya_after_alpine_makes_the_named_land_a_forest():
    # A casts Alpine Moon naming B's Taiga (no land types: B's Kird Ape loses its
    # Forest), then plays Yavimaya: its effect is later, Taiga is a Forest again and
    # the Ape is 2/3.  Taiga still taps for any color only (layer 6).
    g = build(a=["Mountain"], a_hand=[ALPINE, YAVIMAYA], b=["Taiga", "Kird Ape"])
    _after_alpine(g, "Taiga", then_a=True)
    assert not has_subtype(g, "Taiga", "Forest") and g.pt("Kird Ape") == (1, 1)
    g.do(f"A plays {YAVIMAYA}")
    assert has_subtype(g, "Taiga", "Forest")
    assert not has_subtype(g, "Taiga", "Mountain")     # its own types stay lost
    assert g.pt("Kird Ape") == (2, 3)


def test_yavimaya_before_alpine_is_undone_on_the_named_land():
    # Yavimaya first, then Alpine Moon naming Taiga: Alpine is later and takes every
    # land type, Yavimaya's Forest too; other lands stay Forests (A's Mountain).
    g = build(a=["Mountain"], a_hand=[ALPINE, YAVIMAYA], b=["Taiga", "Kird Ape"])
    g.do(f"A plays {YAVIMAYA}")
    assert g.pt("Kird Ape") == (2, 3)
    _after_alpine(g, "Taiga")
    assert not has_subtype(g, "Taiga", "Forest") and g.pt("Kird Ape") == (1, 1)
    assert has_subtype(g, "Mountain", "Forest") and has_subtype(g, YAVIMAYA, "Forest")


def test_alpine_named_urborg_still_makes_lands_swamps():
    # B's Urborg, then A's Alpine Moon naming it: Urborg loses its abilities in layer
    # 6, after its layer-4 effect applied, so every land is still a Swamp (rule 613.6);
    # Urborg itself is not (Alpine is later); it taps for any color: Savannah Lions
    # ({W}) is cast with it alone.
    g = build(a=["Mountain"], a_hand=[ALPINE], b=[URBORG, "Island"], b_hand=["Savannah Lions"])
    _after_alpine(g, URBORG)
    assert has_subtype(g, "Island", "Swamp") and has_subtype(g, "Mountain", "Swamp")
    assert not has_subtype(g, URBORG, "Swamp")
    until(g, lambda g: g.to_move == 1 and has_action(g, "B casts Savannah Lions"))
    g.do(f"B casts Savannah Lions, paying with {URBORG}")
    resolve_stack(g)
    assert g.zone("Savannah Lions") == "battlefield"


def test_urborg_after_alpine_naming_it_is_a_swamp():
    # Alpine Moon names Urborg while it is in B's hand; B plays it later: Urborg's
    # effect is later than Alpine's, so Urborg is a Swamp too (and taps for any color).
    g = build(a=["Mountain"], a_hand=[ALPINE], b=["Island"], b_hand=[URBORG])
    _after_alpine(g, URBORG)
    until(g, lambda g: g.to_move == 1 and has_action(g, f"B plays {URBORG}"))
    g.do(f"B plays {URBORG}")
    assert has_subtype(g, URBORG, "Swamp") and has_subtype(g, "Island", "Swamp")
    assert has_subtype(g, "Mountain", "Swamp")


def test_a_second_alpine_after_yavimaya_wins():
    # Alpine Moon naming Taiga, then Yavimaya: Taiga a Forest.  A second Alpine Moon
    # naming Taiga enters after Yavimaya: the latest effect wins, no Forest.
    g = build(a=["Mountain", "Mountain"], a_hand=[ALPINE, ALPINE, YAVIMAYA],
              b=["Taiga", "Kird Ape"])
    _after_alpine(g, "Taiga", then_a=True)
    g.do(f"A plays {YAVIMAYA}")
    assert g.pt("Kird Ape") == (2, 3)
    _after_alpine(g, "Taiga")
    assert g.pt("Kird Ape") == (1, 1) and not has_subtype(g, "Taiga", "Forest")


def test_magus_then_alpine_named_tomb_taps_for_any_color():
    # B's Magus first: Ancient Tomb is a Mountain ({R}); A's Alpine Moon names it:
    # Alpine is later, the Tomb has no land type, and "{T}: Add one mana of any color"
    # (layer 6): B casts Savannah Lions ({W}) with it, taking no damage.
    g = build(a=["Mountain"], a_hand=[ALPINE], b=[MAGUS, "Ancient Tomb"],
              b_hand=["Savannah Lions"])
    assert has_subtype(g, "Ancient Tomb", "Mountain")
    _after_alpine(g, "Ancient Tomb")
    assert not has_subtype(g, "Ancient Tomb", "Mountain")
    until(g, lambda g: g.to_move == 1 and has_action(g, "B casts Savannah Lions"))
    g.do("B casts Savannah Lions, paying with Ancient Tomb")
    resolve_stack(g)
    assert g.zone("Savannah Lions") == "battlefield" and g.life(1) == 20


def test_alpine_then_magus_makes_the_named_land_a_mountain():
    # (A test card reads a Mountain, so the order is kept.)  A's Alpine Moon names
    # B's Ancient Tomb, then A casts the Magus: its effect is later, the Tomb is a
    # Mountain (B's Mountain Ape is 2/3), but its abilities are Alpine's (layer 6):
    # one mana of any color, no damage.  The other order: no Mountain, a 1/1 Ape.
    r = _mountain_tables()
    hand = [ALPINE, MAGUS]
    g = build(a=["Mountain"] * 4, a_hand=hand, b=["Ancient Tomb", MOUNTAIN_APE],
              b_hand=["Savannah Lions"], tables=r)
    _after_alpine(g, "Ancient Tomb", then_a=True)
    assert g.pt(MOUNTAIN_APE) == (1, 1)
    g.do("A casts Magus of the Moon")
    resolve_stack(g)
    assert g.zone(MAGUS) == "battlefield"
    assert has_subtype(g, "Ancient Tomb", "Mountain") and g.pt(MOUNTAIN_APE) == (2, 3)
    until(g, lambda g: g.to_move == 1 and has_action(g, "B casts Savannah Lions"))
    g.do("B casts Savannah Lions, paying with Ancient Tomb")
    resolve_stack(g)
    assert g.zone("Savannah Lions") == "battlefield" and g.life(1) == 20

    g = build(a=["Mountain"] * 4, a_hand=hand, b=["Ancient Tomb", MOUNTAIN_APE], tables=r)
    g.do("A casts Magus of the Moon")
    resolve_stack(g)
    assert g.pt(MOUNTAIN_APE) == (2, 3)
    _after_alpine(g, "Ancient Tomb")
    assert not has_subtype(g, "Ancient Tomb", "Mountain") and g.pt(MOUNTAIN_APE) == (1, 1)


def test_named_wasteland_has_no_ability_in_either_order():
    # Layer 6 takes every ability of the named land whatever the layer-4 order.
    for magus_first in (True, False):
        g = build(a=["Mountain"] * 4, a_hand=[ALPINE, MAGUS], b=["Wasteland"],
                  b_hand=["Lightning Bolt"], tables=_mountain_tables())
        if magus_first:
            g.do("A casts Magus of the Moon")
            resolve_stack(g)
        _after_alpine(g, "Wasteland", then_a=not magus_first)
        if not magus_first:
            g.do("A casts Magus of the Moon")
            resolve_stack(g)
        # B gets priority with a spell its Wasteland pays ({R}: any color)
        until(g, lambda g: g.to_move == 1 and has_action(g, "B casts Lightning Bolt"))
        assert not has_action(g, "B activates Wasteland")
        assert not has_subtype(g, "Wasteland", "Mountain") or not magus_first


# ------------------------------------------------------------ more readers
def test_tomb_floats_two_in_response_to_the_magus():
    # A permanent spell that changes lands' types on the stack: B may tap Ancient Tomb
    # for {C}{C} before the Magus resolves (priority._types_lands).
    g = build(a=["Mountain", "Mountain", "Mountain"], a_hand=[MAGUS], b=["Ancient Tomb"])
    g.cfg[CFG_DEAD_MANA] = 0        # B has nothing to spend it on: the search would not offer it
    g.do("A casts Magus of the Moon, paying with Mountain and Mountain and Mountain")
    until(g, lambda g: g.to_move == 1)
    assert has_action(g, "B taps Ancient Tomb for {C}{C}, floating it")


def test_cavern_enters_choosing_no_type():
    # "As Cavern of Souls enters, choose a creature type." is a replacement looking at
    # the land as it would exist on the battlefield (rule 614.12): a Mountain, no choice.
    g = build(a=[MAGUS], a_hand=["Cavern of Souls"], b=["Island"])
    assert matching(g, "A plays Cavern of Souls") == ["A plays Cavern of Souls"]


def test_dark_depths_without_counters_makes_marit_lage_when_magus_dies():
    # Dark Depths entered under the Magus with no ice counters; once the Magus is gone
    # (Lightning Bolt), "When Dark Depths has no ice counters on it, sacrifice it. If
    # you do, create Marit Lage" triggers.
    g = build(a=[MAGUS, "Mountain"], a_hand=["Dark Depths", "Lightning Bolt"], b=["Island"])
    g.do("A plays Dark Depths")
    g.do("A casts Lightning Bolt targeting A's Magus of the Moon, paying with Mountain")
    resolve_stack(g)
    assert g.zone(MAGUS) == "graveyard"
    assert g.zone("Dark Depths") == "graveyard" and g.zone("Marit Lage") == "battlefield"
