"""Wave 2a (costs): Sphere of Resistance, Thalia, Guardian of Thraben, Lodestone
Golem, Trinisphere (spells' costs, rule 601.2f) and Ensnaring Bridge (who may
attack).  The oracle line is beside each test."""
from engine.tables import CFG_SELF_AIM
from engine import state as S
from scenario_kit import (build, get, has_action, has_subtype, matching, resolve_stack, tapped,
                          until, zones)


def _casts(g, card):
    return matching(g, f"casts {card}")


# ------------------------------------------------------------ Sphere of Resistance
def test_sphere_taxes_every_players_spells():
    # "Spells cost {1} more to cast."  Whoever controls it.
    g = build(a=["Mountain", "Sphere of Resistance"], a_hand=["Lightning Bolt"], b=["Island"])
    assert _casts(g, "Lightning Bolt") == []                # {R}{1}: one Mountain is not enough
    g = build(a=["Mountain"], a_hand=["Lightning Bolt"], b=["Sphere of Resistance"])
    assert _casts(g, "Lightning Bolt") == []                # the opponent's Sphere too
    g = build(a=["Mountain", "Mountain"], a_hand=["Lightning Bolt"], b=["Sphere of Resistance"])
    g.do("A casts Lightning Bolt targeting B, paying with Mountain and Mountain")
    assert tapped(g, "Mountain") and get(g, "Mountain", S.O_TAPPED, k=1) == 1
    resolve_stack(g)
    assert g.life(1) == 17


def test_sphere_taxes_an_alternative_cost():
    # 601.2f: the increase applies to Force of Will's alternative cost: {1} more
    g = build(a=["Mountain", "Mountain"], a_hand=["Lightning Bolt"],
              b=["Sphere of Resistance", "Island"], b_hand=["Force of Will", "Daze"])
    g.do("A casts Lightning Bolt targeting B, paying with Mountain and Mountain")
    assert _casts(g, "Force of Will") == [
        "B casts Force of Will targeting A's Lightning Bolt (a spell), paying with Island and "
        "by its alternative cost, exiling Daze"]
    g.do("B casts Force of Will")
    resolve_stack(g)
    assert g.life(1) == 19 and tapped(g, "Island") and g.zone("Daze") == "exile"
    assert g.zone("Lightning Bolt") == "graveyard"


# ------------------------------------------------------------ Thalia
def test_thalia_taxes_noncreature_spells_only():
    # "First strike / Noncreature spells cost {1} more to cast."
    g = build(a=["Mountain"], a_hand=["Lightning Bolt"], b=["Thalia, Guardian of Thraben"])
    assert _casts(g, "Lightning Bolt") == []
    g = build(a=["Plains"], a_hand=["Savannah Lions"], b=["Thalia, Guardian of Thraben"])
    g.do("A casts Savannah Lions, paying with Plains")      # a creature: {W} still
    resolve_stack(g)
    assert g.zone("Savannah Lions") == "battlefield"
    g = build(a=["Thalia, Guardian of Thraben"], b=["Island"])
    assert g.pt("Thalia, Guardian of Thraben") == (2, 1)


def test_thalia_first_strike_kills_a_blocker_first():
    g = build(a=["Thalia, Guardian of Thraben"], b=["Savannah Lions"], step="declare attackers")
    g.do("A attacks with Thalia")
    g.do("B blocks Thalia, Guardian of Thraben with Savannah Lions")
    resolve_stack(g)
    assert g.zone("Savannah Lions") == "graveyard"
    assert g.zone("Thalia, Guardian of Thraben") == "battlefield"


# ------------------------------------------------------------ Lodestone Golem
def test_lodestone_golem_taxes_nonartifact_spells():
    # "Nonartifact spells cost {1} more to cast."
    g = build(a=["Plains"], a_hand=["Savannah Lions"], b=["Lodestone Golem"])
    assert _casts(g, "Savannah Lions") == []
    g = build(a=["Plains", "Plains"], a_hand=["Savannah Lions", "Memnite"], b=["Lodestone Golem"])
    assert _casts(g, "Memnite") == ["A casts Memnite"]      # an artifact: {0} still
    g.do("A casts Savannah Lions, paying with Plains and Plains")
    resolve_stack(g)
    assert g.zone("Savannah Lions") == "battlefield"
    assert g.pt("Lodestone Golem") == (5, 3)


# ------------------------------------------------------------ Trinisphere
def test_trinisphere_makes_cheap_spells_cost_three():
    # "As long as Trinisphere is untapped, each spell that would cost less than three
    # mana to cast costs three mana to cast."
    g = build(a=["Mountain", "Mountain", "Trinisphere"], a_hand=["Lightning Bolt", "Memnite"],
              b=["Island"])
    assert _casts(g, "Lightning Bolt") == [] and _casts(g, "Memnite") == []
    g = build(a=["Mountain", "Mountain", "Mountain", "Trinisphere"], a_hand=["Memnite"],
              b=["Island"])
    g.do("A casts Memnite, paying with Mountain and Mountain and Mountain")
    resolve_stack(g)
    assert g.zone("Memnite") == "battlefield"
    # tapped, it does nothing: Bolt costs {R}
    g = build(a=["Mountain", ("Trinisphere", dict(tapped=1))], a_hand=["Lightning Bolt"],
              b=["Island"])
    g.do("A casts Lightning Bolt targeting B, paying with Mountain")
    resolve_stack(g)
    assert g.life(1) == 17


def test_trinisphere_after_increases_and_on_alternative_costs():
    # Sphere then Trinisphere: Bolt {1}{R} -> three mana; Force of Will's alternative
    # cost (no mana) -> {3} (rule 601.2f: the floor applies last, to any cost)
    g = build(a=["Mountain", "Mountain", "Sphere of Resistance", "Trinisphere"],
              a_hand=["Lightning Bolt"], b=["Island"])
    assert _casts(g, "Lightning Bolt") == []
    g = build(a=["Mountain", "Mountain", "Mountain"], a_hand=["Lightning Bolt"],
              b=["Trinisphere", "Island", "Island"], b_hand=["Force of Will", "Daze"])
    g.do("A casts Lightning Bolt targeting B, paying with Mountain and Mountain and Mountain")
    # two Islands can't pay {3}: neither counterspell can be cast
    assert _casts(g, "Force of Will") == [] and _casts(g, "Daze") == []
    resolve_stack(g)
    assert g.life(1) == 17
    g = build(a=["Mountain", "Mountain", "Mountain"], a_hand=["Lightning Bolt"],
              b=["Trinisphere", "Island", "Island", "Island"], b_hand=["Force of Will", "Daze"])
    g.do("A casts Lightning Bolt targeting B, paying with Mountain and Mountain and Mountain")
    assert _casts(g, "Force of Will") == [
        "B casts Force of Will targeting A's Lightning Bolt (a spell), paying with Island and "
        "Island and Island and by its alternative cost, exiling Daze"]
    g.do("B casts Force of Will")
    resolve_stack(g)
    assert g.life(1) == 19 and g.zone("Lightning Bolt") == "graveyard"
    assert all(get(g, "Island", S.O_TAPPED, k=k) for k in range(3))


# ------------------------------------------------------------ Ensnaring Bridge
def test_ensnaring_bridge_limits_attackers_by_hand_size():
    # "Creatures with power greater than the number of cards in your hand can't attack."
    # A's Bridge, one card in A's hand: B's Lions (power 2) can't attack, Memnite (1) can
    g = build(a=["Ensnaring Bridge"], a_hand=["Lightning Bolt"], b=["Savannah Lions", "Memnite"],
              active=1, step="declare attackers")
    assert not has_action(g, "attacks with Savannah Lions")
    assert has_action(g, "B attacks with Memnite")
    # A's hand empty: not even Memnite (B has no decision at all: nothing may attack)
    g = build(a=["Ensnaring Bridge"], b=["Savannah Lions", "Memnite"], active=1,
              step="declare attackers")
    assert not has_action(g, "attacks with")
    # two cards in A's hand: power 2 may attack
    g = build(a=["Ensnaring Bridge"], a_hand=["Lightning Bolt", "Lightning Bolt"],
              b=["Savannah Lions"], active=1, step="declare attackers")
    assert has_action(g, "B attacks with Savannah Lions")
    # its controller's hand counts, also for its own creatures (B holds two cards)
    g = build(a=["Ensnaring Bridge", "Lodestone Golem"], b=["Island"], b_hand=["Daze", "Daze"],
              step="declare attackers")
    assert not has_action(g, "attacks with Lodestone Golem")


# ------------------------------------------------------------ Leylines
from engine.game import Game  # noqa: E402
from scenario_kit import keep_legend  # noqa: E402


def test_leyline_begins_the_game_on_the_battlefield_by_choice():
    # "If Leyline of Sanctity is in your opening hand, you may begin the game with it on
    # the battlefield."  Before turn one (rule 103.6): the starting player chooses first.
    g = Game(["Leyline of Sanctity", "Plains"], ["Mountain", "Leyline of Anticipation"], first=1)
    assert g.decision == "opening hand" and g.s[S.H_PRIO] == 1
    assert sorted(g.describe_actions()) == [
        "B begins the game with Leyline of Anticipation on the battlefield",
        "B begins the game with every card in hand"]
    g.do("B begins the game with every card in hand")
    assert g.decision == "opening hand" and g.s[S.H_PRIO] == 0
    g.do("A begins the game with Leyline of Sanctity on the battlefield")
    assert g.decision == "turn start" and g.active == 1
    assert g.zone("Leyline of Sanctity") == "battlefield"
    assert g.zone("Leyline of Anticipation") == "hand" and g.zone("Plains") == "hand"
    assert get(g, "Leyline of Sanctity", S.O_SICK) == 0


def test_no_leyline_no_opening_decision():
    g = Game(["Plains", "Savannah Lions"], ["Mountain", "Lightning Bolt"])
    assert g.decision == "turn start"


def test_a_player_without_a_leyline_has_no_opening_choice():
    g = Game(["Leyline of Sanctity", "Leyline of Singularity"], ["Mountain"], first=0)
    assert len(g.describe_actions()) == 4          # every subset of two different cards
    g.do("A begins the game with Leyline of Sanctity and Leyline of Singularity on the battlefield")
    assert g.decision == "turn start"               # B's only choice was taken at once
    assert g.zone("Leyline of Singularity") == "battlefield"


def test_leyline_of_sanctity_you_have_hexproof():
    # "You have hexproof. (You can't be the target of spells or abilities your
    # opponents control.)"
    g = build(a=["Leyline of Sanctity", "Mountain"], a_hand=["Lightning Bolt"],
              b=["Mountain"], b_hand=["Lightning Bolt"], active=1)
    g.cfg[CFG_SELF_AIM] = 0         # every legal target (the search withholds one's own face)
    assert has_action(g, "B casts Lightning Bolt targeting B")
    assert not has_action(g, "B casts Lightning Bolt targeting A")
    g.do("B passes")
    assert has_action(g, "A casts Lightning Bolt targeting A")     # its controller may
    g = build(a=["Leyline of Sanctity"], b=["Swamp"], b_hand=["Duress"], active=1)
    assert not has_action(g, "casts Duress")        # "target opponent": none to target


def test_leyline_of_singularity_makes_nonland_permanents_legendary():
    # "All nonland permanents are legendary."  Two Lions: the legend rule; two Plains: no
    g = build(a=["Leyline of Singularity", ("Savannah Lions", dict(tapped=1)), "Plains",
                 "Plains"], a_hand=["Savannah Lions"], b=["Island"])
    g.do("A casts Savannah Lions, paying with Plains")
    resolve_stack(g)
    assert g.decision == "legend rule"
    keep_legend(g, "Savannah Lions", tapped_one=True)
    assert zones(g, "Savannah Lions") == ["battlefield", "graveyard"]
    assert zones(g, "Plains") == ["battlefield", "battlefield"]


def test_leyline_of_anticipation_casts_at_instant_speed():
    # "You may cast spells as though they had flash."  On the opponent's turn.
    g = build(a=["Leyline of Anticipation", "Plains"], a_hand=["Savannah Lions"], b=["Island"],
              active=1, step="upkeep")
    # B had nothing to do: the engine passed for B, A has priority in B's upkeep
    g.do("A casts Savannah Lions, paying with Plains")
    resolve_stack(g)
    assert g.zone("Savannah Lions") == "battlefield"
    g = build(a=["Plains"], a_hand=["Savannah Lions"], b=["Island"], active=1, step="upkeep")
    assert not has_action(g, "A casts Savannah Lions")  # without it: A's turn only


# ------------------------------------------------------------ Yavimaya
def test_yavimaya_every_land_is_a_forest():
    # "Each land is a Forest in addition to its other land types."  Itself included:
    # it taps for {G}; with Urborg both types apply (each adds, no timestamps matter)
    g = build(a=["Yavimaya, Cradle of Growth", "Mountain"], a_hand=["Kird Ape"], b=["Island"])
    assert has_subtype(g, "Mountain", "Forest") and has_subtype(g, "Island", "Forest")
    assert has_subtype(g, "Mountain", "Mountain")
    assert not has_action(g, "A casts Kird Ape, paying with Yavimaya")     # {G}, not {R}
    g.do("A casts Kird Ape, paying with Mountain")
    resolve_stack(g)
    assert g.pt("Kird Ape") == (2, 3)               # A controls a Forest
    g = build(a=["Yavimaya, Cradle of Growth", "Urborg, Tomb of Yawgmoth"], b=["Island"])
    assert has_subtype(g, "Island", "Forest") and has_subtype(g, "Island", "Swamp")
    assert has_subtype(g, "Island", "Island")


def test_ensnaring_bridge_a_hand_source_used_ahead_shrinks_the_hand():
    # With the Bridge in play, exiling Simian Spirit Guide for mana before attackers
    # are declared (the mana floats and empties) leaves A's hand empty: the 1/1 Ape
    # can't attack.  Floating a hand source is offered in such a matchup.
    g = build(a=["Ensnaring Bridge"], a_hand=["Simian Spirit Guide"], b=["Kird Ape", "Island"],
              active=1, step="declare attackers")
    assert has_action(g, "B attacks with Kird Ape")         # one card in A's hand: power 1 may
    g = build(a=["Ensnaring Bridge"], a_hand=["Simian Spirit Guide"], b=["Kird Ape", "Island"],
              active=1, step="beginning of combat")
    # B had nothing to do: the engine passed for B, A has priority
    g.do("A exiles Simian Spirit Guide")
    assert g.zone("Simian Spirit Guide") == "exile"
    until(g, lambda g: g.decision in ("declare attackers", "turn start"))
    assert not has_action(g, "attacks with Kird Ape")
    assert g.decision == "turn start" and g.active == 0 and g.life(0) == 20  # no attack at all
