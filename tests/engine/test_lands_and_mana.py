"""Land drops, paying mana, summoning sickness of Dryad Arbor, Wasteland."""
from engine.tables import CFG_DEAD_MANA
from engine import state as S
from engine.game import Game
from scenario_kit import (resolve_stack, actions, build, has_action, matching, until_step, until_turn_of,
                          tapped, zones)


# ------------------------------------------------------------------ land drop
def test_one_land_per_turn():
    # Rule 305.2: one land per turn.  A holds two lands and a Bolt (so that
    # after the land drop A still has a real decision to look at).
    g = Game(["Mountain", "Forest", "Lightning Bolt"], ["Plains", "Island", "Swamp"])
    g.do("begins the turn")
    # Upkeep and draw: A has no untapped mana, so everything there is forced;
    # the first real decision is main 1 with both land plays.
    assert g.step == "main 1" and g.to_move == 0
    assert has_action(g, "A plays Mountain") and has_action(g, "A plays Forest")
    g.do("A plays Mountain")
    # The Mountain makes Bolt castable, but no second land may be played.
    assert g.step == "main 1" and g.to_move == 0
    assert not has_action(g, "plays")
    assert has_action(g, "A casts Lightning Bolt targeting B")
    # The next turn of A the land drop is available again (rule 305.2 counts per turn).
    until_turn_of(g, 0)
    until_step(g, "main 1", active=0, decision="priority")
    assert has_action(g, "A plays Forest")


def test_land_only_in_own_main_phase_with_empty_stack():
    # Rule 305.1 / 307.1: a land is played only by the active player in a main
    # phase while the stack is empty.  Both players hold Bolts and Mountains
    # so they have real decisions everywhere.
    g = build(a=["Mountain", "Mountain"], a_hand=["Forest", "Lightning Bolt", "Lightning Bolt"],
              b=["Mountain"], b_hand=["Plains", "Lightning Bolt"], step="upkeep")
    assert g.step == "upkeep" and g.to_move == 0
    assert not has_action(g, "plays")              # upkeep: no
    until_step(g, "main 1", decision="priority")
    assert has_action(g, "A plays Forest")         # own main phase, empty stack: yes
    g.do("A casts Lightning Bolt targeting B, paying with Mountain")
    assert g.to_move == 0 and not has_action(g, "plays")   # stack not empty: no
    g.do("A passes")
    assert g.to_move == 1 and not has_action(g, "plays")   # B on A's turn: never
    g.do("B passes")                               # Bolt resolves: B 20 -> 17
    assert g.life(1) == 17
    assert g.step == "main 1" and g.to_move == 0 and has_action(g, "A plays Forest")
    g.do("A passes")
    assert g.step == "main 1" and g.to_move == 1 and not has_action(g, "plays")
    g.do("B passes")                               # on to beginning of combat
    assert g.step == "beginning of combat" and not has_action(g, "plays")


# -------------------------------------------------------------- paying mana
def test_taiga_pays_either_color_mountain_only_red():
    # Taiga: "{T}: Add {R} or {G}."  Kird Ape {R} can be paid by the Mountain or
    # the Taiga; Scythe Tiger {G} only by the Taiga.
    g = build(a=["Mountain", "Taiga"], a_hand=["Kird Ape", "Scythe Tiger"], b=["Plains"])
    assert sorted(matching(g, "casts")) == [
        "A casts Kird Ape, paying with Mountain",
        "A casts Kird Ape, paying with Taiga",
        "A casts Scythe Tiger, paying with Taiga",
    ]
    g.do("A casts Kird Ape, paying with Taiga")
    # Taiga is spent: the Tiger ({G}) is no longer castable, Mountain is untapped.
    assert tapped(g, "Taiga") and not tapped(g, "Mountain")
    assert g.zone("Kird Ape") == "battlefield"
    assert g.zone("Scythe Tiger") == "hand"


def test_mox_costs_zero_and_taps_at_once():
    # Mox Ruby {0}: cast for nothing at sorcery speed; an artifact has no
    # summoning sickness, so its {T}: Add {R} pays for Kird Ape at once.
    # Mox Jet only makes {B}: alone it cannot pay for Kird Ape.
    g = Game(["Mox Jet", "Mox Ruby", "Kird Ape"], ["Plains", "Island", "Swamp"])
    g.do("begins the turn")
    assert g.step == "main 1"
    assert sorted(matching(g, "casts")) == ["A casts Mox Jet", "A casts Mox Ruby"]
    g.do("A casts Mox Jet")
    assert g.zone("Mox Jet") == "battlefield"
    assert not has_action(g, "Kird Ape")           # {B} can't pay {R}
    g.do("A casts Mox Ruby")
    assert matching(g, "Kird Ape") == ["A casts Kird Ape, paying with Mox Ruby"]
    g.do("A casts Kird Ape, paying with Mox Ruby")
    assert g.zone("Kird Ape") == "battlefield" and tapped(g, "Mox Ruby")
    assert not tapped(g, "Mox Jet")


def test_mox_is_not_an_instant():
    # An artifact spell is cast only at sorcery speed (rule 307.1 via 302/301):
    # not in the upkeep.
    g = build(a=["Mountain"], a_hand=["Mox Ruby", "Lightning Bolt"], b=["Plains"],
              step="upkeep")
    assert g.step == "upkeep" and not has_action(g, "Mox Ruby")


# ----------------------------------------------------------- Dryad Arbor
def test_dryad_arbor_is_summoning_sick_the_turn_it_enters():
    # Dryad Arbor is a land creature: rule 302.6 forbids tapping it for mana
    # (and attacking) until A has controlled it continuously since A's most
    # recent turn began.  Just played (sick): the {G} Tiger is not castable.
    g = build(a=[("Dryad Arbor", dict(sick=1))], a_hand=["Scythe Tiger"], b=["Plains"])
    assert actions(g) == ["A passes"]
    g = build(a=[("Dryad Arbor", dict(sick=1))], b=["Plains"], step="declare attackers")
    assert actions(g) == ["A does not attack"]


def test_dryad_arbor_played_then_used_next_turn():
    g = Game(["Dryad Arbor", "Scythe Tiger", "Forest"], ["Island", "Island", "Island"])
    g.do("begins the turn").do("A plays Dryad Arbor")
    # Nothing else is possible this turn (Tiger uncastable, Arbor can't attack):
    # every later decision of the turn is forced, the game is at B's turn.
    assert g.active == 1 and g.decision == "turn start"
    until_turn_of(g, 0)
    g.do("begins the turn")            # A's untap step: the Arbor is no longer sick
    until_step(g, "main 1", active=0, decision="priority")
    assert has_action(g, "A casts Scythe Tiger, paying with Dryad Arbor")


# ------------------------------------------------------------------ Wasteland
def test_wasteland_destroys_nonbasic_land_only():
    # "{T}, Sacrifice Wasteland: Destroy target nonbasic land."  Taiga and Dryad
    # Arbor are nonbasic lands; the basic Mountain is not a legal target.
    g = build(a=["Wasteland"], b=["Taiga", "Mountain", "Dryad Arbor"])
    g.cfg[CFG_DEAD_MANA] = 0        # B has nothing to spend it on: the search would not offer it
    targets = matching(g, "activates Wasteland")
    assert any("targeting B's Taiga" in t for t in targets)
    assert any("targeting B's Dryad Arbor" in t for t in targets)
    assert not any("Mountain" in t for t in targets)
    g.do("A activates Wasteland ({T}, Sacrifice Wasteland...) targeting B's Taiga")
    assert zones(g, "Wasteland") == ["graveyard"]      # sacrificed as a cost
    # B may tap the doomed Taiga for mana in response (it floats until the step ends)
    assert has_action(g, "B taps Taiga for {R}, floating it")
    assert has_action(g, "B taps Taiga for {G}, floating it")
    resolve_stack(g)
    assert zones(g, "Taiga") == ["graveyard"]          # destroyed
    assert zones(g, "Mountain") == ["battlefield"]
    assert zones(g, "Dryad Arbor") == ["battlefield"]


def test_wasteland_needs_to_tap():
    # The {T} is part of the cost: a tapped Wasteland can't activate it.
    g = build(a=[("Wasteland", dict(tapped=1)), "Mountain"], a_hand=["Lightning Bolt"],
              b=["Taiga"])
    assert not has_action(g, "Wasteland")
    assert int(g.s[S.H_STACK_N]) == 0


def test_two_mana_cost_payment_sets():
    # Sleep-Cursed Faerie's "{1}{U}" with Island, Mox Jet and Mountain: every
    # payment needs the Island for {U}; the {1} is the Mox or the Mountain.
    # {Mox Jet, Mountain} has no blue source, so it is not a payment.
    g = build(a=[("Sleep-Cursed Faerie", dict(tapped=1)), "Island", "Mox Jet", "Mountain"],
              b=["Plains"])
    pays = sorted(matching(g, "activates Sleep-Cursed Faerie"))
    assert len(pays) == 2
    assert all("Island" in d for d in pays)
    assert any("Mox Jet" in d for d in pays) and any("Mountain" in d for d in pays)


def test_generic_cost_any_source():
    # Mutavault's {1} can be paid by any one mana source, the Mutavault itself
    # included (tapping it for {C} while activating its own ability).
    g = build(a=["Mutavault", "Mox Jet", "Taiga"], b=["Plains"])
    assert sorted(matching(g, "activates Mutavault")) == [
        "A activates Mutavault ({1}: Mutavault becomes a 2/2 creature with all creature types until end of turn. It's still a land), paying with Mox Jet",
        "A activates Mutavault ({1}: Mutavault becomes a 2/2 creature with all creature types until end of turn. It's still a land), paying with Mutavault",
        "A activates Mutavault ({1}: Mutavault becomes a 2/2 creature with all creature types until end of turn. It's still a land), paying with Taiga",
    ]


def test_land_drop_in_second_main_phase():
    # Either main phase will do, but the one land drop is shared by both.
    g = build(a=["Mountain"], a_hand=["Forest", "Lightning Bolt"], b=["Plains"],
              step="main 2")
    assert has_action(g, "A plays Forest")
    g = build(a=["Mountain"], a_hand=["Forest", "Lightning Bolt"], b=["Plains"],
              step="main 2", land_played=True)
    assert g.step == "main 2" and has_action(g, "Lightning Bolt")
    assert not has_action(g, "plays")
