"""One card at a time: Heartfire Hero, Kird Ape, Student of Warfare,
Sleep-Cursed Faerie, Scythe Tiger, Dragon Sniper, Stromkirk Noble."""
from engine.tables import CFG_SELF_AIM
import pytest

from engine import ops
from engine import state as S
from engine.game import Game
from scenario_kit import (actions, build, get, has_action, keyword, matching, resolve_stack,
                          stack_size, tapped, until, until_step, until_turn_of, zones)


# ------------------------------------------------------------ Heartfire Hero
def test_hammerheim_triggers_valiant_once_per_turn():
    # Valiant: "Whenever this creature becomes the target of a spell or ability
    # you control for the first time each turn, put a +1/+1 counter on it."
    # Hammerheim's {T} ability targets a creature: the Hero gets a counter (2/2).
    # A's own Bolt then targets it a second time this turn: no second counter,
    # so 3 damage kills the 2/2 ...
    # "When this creature dies, it deals damage equal to its power to each
    # opponent": last known power 2, B 20 -> 18.
    g = build(a=["Hammerheim", "Heartfire Hero", "Mountain"], a_hand=["Lightning Bolt"],
              b=["Plains"])
    g.do("A activates Hammerheim ({T}...) targeting A's Heartfire Hero")
    assert get(g, "Heartfire Hero", S.O_P1P1) == 0     # trigger on the stack, not resolved
    resolve_stack(g)
    assert get(g, "Heartfire Hero", S.O_P1P1) == 1 and g.pt("Heartfire Hero") == (2, 2)
    g.do("A casts Lightning Bolt targeting A's Heartfire Hero")
    resolve_stack(g)
    assert zones(g, "Heartfire Hero") == ["graveyard"]
    assert g.life(1) == 18 and g.life(0) == 20


def test_valiant_triggers_again_next_turn():
    # "for the first time each turn": a new turn, a new counter.
    g = build(a=["Hammerheim", "Heartfire Hero"], b=["Plains"])
    g.do("A activates Hammerheim ({T}...) targeting A's Heartfire Hero")
    resolve_stack(g)
    assert g.pt("Heartfire Hero") == (2, 2)
    until_turn_of(g, 0)
    g.do("begins the turn")        # Hammerheim untaps: A may use it in the upkeep
    assert g.step == "upkeep"
    g.do("A activates Hammerheim ({T}...) targeting A's Heartfire Hero")
    resolve_stack(g)
    assert get(g, "Heartfire Hero", S.O_P1P1) == 2 and g.pt("Heartfire Hero") == (3, 3)


def test_valiant_needs_your_own_spell():
    # B's Bolt targets A's Hero: B is not the Hero's controller, no counter; the
    # 1/1 dies and its trigger deals 1 to B.
    g = build(a=["Heartfire Hero"], b=["Mountain"], b_hand=["Lightning Bolt"], active=1)
    g.do("B casts Lightning Bolt targeting A's Heartfire Hero")
    resolve_stack(g)
    assert zones(g, "Heartfire Hero") == ["graveyard"]
    assert g.life(1) == 19


def test_heartfire_hero_death_trigger_uses_last_known_power():
    # A 3/3 Hero (two +1/+1 counters) is Bolted by B: it dies with power 3,
    # the trigger deals 3 to A's opponent B.
    g = build(a=[("Heartfire Hero", dict(p1p1=2))], b=["Mountain"],
              b_hand=["Lightning Bolt"], active=1)
    assert g.pt("Heartfire Hero") == (3, 3)
    g.do("B casts Lightning Bolt targeting A's Heartfire Hero")
    resolve_stack(g)
    assert zones(g, "Heartfire Hero") == ["graveyard"]
    assert g.life(1) == 17 and g.life(0) == 20


def test_heartfire_hero_dies_in_combat():
    # A's 2/2 Hero attacks into B's Scythe Tiger (3/2): both die; the Hero's
    # trigger deals 2 to B.
    g = build(a=[("Heartfire Hero", dict(p1p1=1))], b=["Scythe Tiger"],
              step="declare attackers")
    g.do("A attacks with Heartfire Hero")
    g.do("B blocks Heartfire Hero with Scythe Tiger")
    until_turn_of(g, 1)
    assert zones(g, "Heartfire Hero") == ["graveyard"]
    assert zones(g, "Scythe Tiger") == ["graveyard"]
    assert g.life(1) == 18


# ------------------------------------------------------------------ Kird Ape
@pytest.mark.parametrize("lands, pt", [
    (["Mountain"], (1, 1)),
    (["Forest"], (2, 3)),
    (["Taiga"], (2, 3)),           # Land - Mountain Forest
    (["Dryad Arbor"], (2, 3)),     # Land Creature - Forest Dryad
    ([], (1, 1)),
])
def test_kird_ape_with_a_forest(lands, pt):
    # "Kird Ape gets +1/+2 as long as you control a Forest."
    g = build(a=["Kird Ape"] + lands, b=["Plains"])
    assert g.pt("Kird Ape") == pt


def test_kird_ape_ignores_opponents_forest():
    g = build(a=["Kird Ape", "Mountain"], b=["Forest"])
    assert g.pt("Kird Ape") == (1, 1)


def test_kird_ape_grows_when_the_forest_arrives_and_shrinks_when_it_leaves():
    # Static ability: continuously checked.  A plays Taiga: 2/3.  B Wastelands
    # the Taiga: 1/1 again.
    g = build(a=["Kird Ape", "Mountain"], a_hand=["Taiga", "Lightning Bolt"],
              b=["Wasteland"])
    assert g.pt("Kird Ape") == (1, 1)
    g.do("A plays Taiga")
    assert g.pt("Kird Ape") == (2, 3)
    until_step(g, "upkeep", active=1, decision="priority")
    g.do("B activates Wasteland ({T}, Sacrifice Wasteland...) targeting A's Taiga")
    resolve_stack(g)
    assert g.pt("Kird Ape") == (1, 1)


def test_kird_ape_is_not_pumped_by_mutavault():
    # An animated Mutavault has all *creature* types; Forest is a land type.
    g = build(a=["Kird Ape", "Mutavault", "Mountain"], b=["Plains"])
    g.do("A activates Mutavault ({1}...), paying with Mountain")
    resolve_stack(g)
    assert g.pt("Mutavault") == (2, 2) and g.pt("Kird Ape") == (1, 1)


# -------------------------------------------------------- Student of Warfare
def test_student_levels_up_to_first_strike():
    # Level up {W}.  LEVEL 2-6: 3/3 first strike.  Level 1 is still 1/1.
    # Level up needs no tap: a summoning-sick Student can level up.
    g = build(a=[("Student of Warfare", dict(sick=1)), "Plains", "Plains"], b=["Island"])
    assert g.pt("Student of Warfare") == (1, 1)
    g.do("A activates Student of Warfare (level up...), paying with Plains")
    resolve_stack(g)
    assert get(g, "Student of Warfare", S.O_LEVEL) == 1
    assert g.pt("Student of Warfare") == (1, 1)
    assert not keyword(g, "Student of Warfare", "first strike")
    g.do("A activates Student of Warfare (level up...), paying with Plains")
    resolve_stack(g)
    assert get(g, "Student of Warfare", S.O_LEVEL) == 2
    assert g.pt("Student of Warfare") == (3, 3)
    assert keyword(g, "Student of Warfare", "first strike")
    assert not keyword(g, "Student of Warfare", "double strike")


def test_student_level_seven_is_4_4_double_strike():
    g = build(a=[("Student of Warfare", dict(level=6)), "Plains"], b=["Island"])
    assert g.pt("Student of Warfare") == (3, 3)          # level 6 is still in 2-6
    g.do("A activates Student of Warfare (level up...), paying with Plains")
    resolve_stack(g)
    assert g.pt("Student of Warfare") == (4, 4)
    assert keyword(g, "Student of Warfare", "double strike")
    assert not keyword(g, "Student of Warfare", "first strike")


def test_student_level_up_only_as_a_sorcery():
    # "Level up only as a sorcery": own main phase, empty stack.
    # (Two Bolts: with one on the stack A still has a real decision.)
    g = build(a=["Student of Warfare", "Plains", "Mountain", "Mountain"],
              a_hand=["Lightning Bolt", "Lightning Bolt"], b=["Island"], step="upkeep")
    assert g.step == "upkeep" and not has_action(g, "level up")
    until_step(g, "main 1", decision="priority")
    assert has_action(g, "level up")
    g.do("A casts Lightning Bolt targeting B, paying with Mountain")
    # Bolt on the stack: A has priority again, may cast the other Bolt, no level up
    assert g.to_move == 0 and stack_size(g) == 1
    assert has_action(g, "Lightning Bolt") and not has_action(g, "level up")
    resolve_stack(g)
    assert g.step == "main 1" and has_action(g, "level up")
    g.do("A passes")
    assert g.step == "beginning of combat" and not has_action(g, "level up")


def test_student_cannot_level_up_on_opponents_turn():
    g = build(a=["Student of Warfare", "Plains", "Mountain"], a_hand=["Lightning Bolt"],
              b=["Island"], active=1, step="main 1")
    # B (active) can only pass, which the engine does at once: A has priority
    assert g.to_move == 0 and has_action(g, "Lightning Bolt")
    assert not has_action(g, "level up")


# ------------------------------------------------------- Sleep-Cursed Faerie
def test_sleep_cursed_faerie_enters_tapped_with_three_stun_counters():
    # "enters tapped with three stun counters on it. (If a permanent with a
    # stun counter would become untapped, remove one from it instead.)"
    # Each of A's untap steps removes one counter; the fourth untaps it.
    g = Game(["Island", "Sleep-Cursed Faerie", "Memnite"], ["Plains", "Plains", "Plains"])
    g.do("begins the turn").do("A plays Island")
    g.do("A casts Sleep-Cursed Faerie, paying with Island")
    resolve_stack(g)
    assert g.zone("Sleep-Cursed Faerie") == "battlefield"
    assert tapped(g, "Sleep-Cursed Faerie")
    assert get(g, "Sleep-Cursed Faerie", S.O_STUN) == 3
    for stun_after in (2, 1, 0):
        until_turn_of(g, 0)
        g.do("begins the turn")
        assert tapped(g, "Sleep-Cursed Faerie")
        assert get(g, "Sleep-Cursed Faerie", S.O_STUN) == stun_after
    until_turn_of(g, 0)
    g.do("begins the turn")
    assert not tapped(g, "Sleep-Cursed Faerie")


def test_sleep_cursed_faerie_untap_ability_removes_a_stun_counter():
    # "{1}{U}: Untap Sleep-Cursed Faerie." With a stun counter the untap
    # removes the counter instead; without one it really untaps.
    g = build(a=[("Sleep-Cursed Faerie", dict(tapped=1, stun=1)), "Island", "Island"],
              b=["Plains"])
    g.do("A activates Sleep-Cursed Faerie ({1}{U}...), paying with Island and Island")
    resolve_stack(g)
    assert get(g, "Sleep-Cursed Faerie", S.O_STUN) == 0
    assert tapped(g, "Sleep-Cursed Faerie")
    g = build(a=[("Sleep-Cursed Faerie", dict(tapped=1)), "Island", "Island"], b=["Plains"])
    g.do("A activates Sleep-Cursed Faerie ({1}{U}...), paying with Island and Island")
    resolve_stack(g)
    assert not tapped(g, "Sleep-Cursed Faerie")
    until_step(g, "declare attackers", decision="declare attackers")
    g.do("A attacks with Sleep-Cursed Faerie")
    until_turn_of(g, 1)
    assert g.life(1) == 17


WARD_SETUP = dict(a=["Sleep-Cursed Faerie"], b=["Mountain", "Mountain", "Mountain"],
                  b_hand=["Lightning Bolt"], active=1)
WARD_NO = "the targeting spell or ability is countered"
BOLT_FAERIE = "B casts Lightning Bolt targeting A's Sleep-Cursed Faerie, paying with Mountain"


def test_ward_counters_bolt_unless_paid_decline():
    # Ward {2}: "Whenever this becomes the target of a spell or ability an
    # opponent controls, counter it unless that player pays {2}."  B has two
    # more Mountains, so B chooses; B declines: the Bolt is countered.
    g = build(**WARD_SETUP)
    g.do(BOLT_FAERIE)
    until_step(g, "main 1", decision="choice")
    assert g.to_move == 1
    assert sorted(actions(g)) == [f"B does not pay for Sleep-Cursed Faerie: {WARD_NO}",
                                  "B pays for Sleep-Cursed Faerie, paying with Mountain and Mountain"]
    g.do("B does not pay for Sleep-Cursed Faerie")
    assert g.zone("Lightning Bolt") == "graveyard"
    assert g.zone("Sleep-Cursed Faerie") == "battlefield"
    assert get(g, "Sleep-Cursed Faerie", S.O_DAMAGE) == 0


def test_ward_paid_bolt_resolves():
    g = build(**WARD_SETUP)
    g.do(BOLT_FAERIE)
    until_step(g, "main 1", decision="choice")
    g.do("B pays for Sleep-Cursed Faerie, paying with Mountain and Mountain")
    resolve_stack(g)
    assert zones(g, "Mountain") == ["battlefield"] * 3
    assert all(g.s[S.obj_base(i) + S.O_TAPPED] for i in g.objects("Mountain"))
    assert g.zone("Lightning Bolt") == "graveyard"
    assert g.zone("Sleep-Cursed Faerie") == "graveyard"   # 3 damage on a 3/3


def test_ward_cannot_pay_is_countered():
    # B's only Mountain paid for the Bolt: B can't pay {2}, the Bolt is countered.
    g = build(a=["Sleep-Cursed Faerie"], b=["Mountain"], b_hand=["Lightning Bolt"], active=1)
    g.do(BOLT_FAERIE)
    resolve_stack(g)
    assert g.zone("Lightning Bolt") == "graveyard"
    assert g.zone("Sleep-Cursed Faerie") == "battlefield"
    assert get(g, "Sleep-Cursed Faerie", S.O_DAMAGE) == 0


def test_ward_ignores_own_spells():
    # Ward only punishes opponents: A's own Bolt on A's Faerie just resolves.
    g = build(a=["Sleep-Cursed Faerie", "Mountain"], a_hand=["Lightning Bolt"], b=["Plains"])
    g.do("A casts Lightning Bolt targeting A's Sleep-Cursed Faerie")
    resolve_stack(g)
    assert g.zone("Sleep-Cursed Faerie") == "graveyard"


# --------------------------------------------------------------- Scythe Tiger
def test_scythe_tiger_etb_sacrifice_a_land():
    # "When Scythe Tiger enters, sacrifice it unless you sacrifice a land."
    # A may sacrifice either land (the tapped Forest too) or keep them and lose the Tiger.
    g = build(a=["Forest", "Mountain"], a_hand=["Scythe Tiger"], b=["Plains"])
    g.do("A casts Scythe Tiger, paying with Forest")
    until_step(g, "main 1", decision="choice")
    assert sorted(actions(g)) == ["A sacrifices Forest to keep Scythe Tiger",
                                  "A sacrifices Mountain to keep Scythe Tiger",
                                  "A sacrifices Scythe Tiger (keeps the rest)"]
    g.do("A sacrifices Mountain to keep Scythe Tiger")
    assert g.zone("Scythe Tiger") == "battlefield"
    assert g.zone("Mountain") == "graveyard" and g.zone("Forest") == "battlefield"


def test_scythe_tiger_sacrificed_if_no_land_is():
    g = build(a=["Forest", "Mountain"], a_hand=["Scythe Tiger"], b=["Plains"])
    g.do("A casts Scythe Tiger, paying with Forest")
    until_step(g, "main 1", decision="choice")
    g.do("A sacrifices Scythe Tiger (keeps the rest)")
    assert g.zone("Scythe Tiger") == "graveyard"
    assert zones(g, "Forest") == ["battlefield"] and zones(g, "Mountain") == ["battlefield"]


def test_scythe_tiger_can_sacrifice_dryad_arbor():
    # Dryad Arbor is a land: it may pay for the Tiger (tapped for its mana first).
    g = build(a=["Dryad Arbor"], a_hand=["Scythe Tiger"], b=["Plains"])
    g.do("A casts Scythe Tiger, paying with Dryad Arbor")
    until_step(g, "main 1", decision="choice")
    g.do("A sacrifices Dryad Arbor to keep Scythe Tiger")
    assert g.zone("Scythe Tiger") == "battlefield" and g.zone("Dryad Arbor") == "graveyard"


def test_scythe_tiger_shroud():
    # Shroud: no spell or ability can target it, not even its controller's.
    g = build(a=["Scythe Tiger", "Savannah Lions"], b=["Mountain"],
              b_hand=["Lightning Bolt"], active=1)
    g.cfg[CFG_SELF_AIM] = 0         # every legal target (the search withholds B's own face)
    bolts = matching(g, "Lightning Bolt")
    assert any("Savannah Lions" in d for d in bolts)
    assert not any("Scythe Tiger" in d for d in bolts)
    assert len(bolts) == 3                   # player A, player B, Savannah Lions
    g = build(a=["Scythe Tiger", "Hammerheim"], b=["Plains"])
    assert not has_action(g, "Hammerheim")   # no legal target: not activatable


# -------------------------------------------------------------- Dragon Sniper
def test_dragon_sniper_deathtouch_kills_bigger_attacker():
    # B's Kird Ape is 2/3 (B controls Taiga).  The 1/1 deathtouch Sniper blocks:
    # 1 damage from a deathtouch source is lethal (rule 702.2b); the Sniper takes 2.
    g = build(a=["Dragon Sniper"], b=["Kird Ape", "Taiga"], active=1,
              step="declare attackers")
    g.do("B attacks with Kird Ape")
    g.do("A blocks Kird Ape with Dragon Sniper")
    until_turn_of(g, 0)
    assert zones(g, "Kird Ape") == ["graveyard"]
    assert zones(g, "Dragon Sniper") == ["graveyard"]
    assert g.life(0) == 20


def test_dragon_sniper_reach_blocks_a_flyer():
    # Reach lets it block the flying Faerie; the Memnite can't (rule 702.9b).
    g = build(a=["Dragon Sniper", "Memnite"], b=["Sleep-Cursed Faerie"], active=1,
              step="declare attackers")
    g.do("B attacks with Sleep-Cursed Faerie")
    assert sorted(actions(g)) == ["A blocks Sleep-Cursed Faerie with Dragon Sniper",
                                  "A does not block"]
    g.do("A blocks Sleep-Cursed Faerie with Dragon Sniper")
    until_turn_of(g, 0)
    assert zones(g, "Sleep-Cursed Faerie") == ["graveyard"]
    assert zones(g, "Dragon Sniper") == ["graveyard"]


def test_dragon_sniper_vigilance():
    # Vigilance: attacking doesn't tap it; the Memnite beside it is tapped.
    g = build(a=["Dragon Sniper", "Memnite"], b=["Plains"], step="declare attackers")
    g.do("A attacks with Memnite and Dragon Sniper")
    until_turn_of(g, 1)
    assert g.life(1) == 18
    assert not tapped(g, "Dragon Sniper") and tapped(g, "Memnite")


# ------------------------------------------------------------ Stromkirk Noble
def test_stromkirk_noble_cant_be_blocked_by_humans():
    # Dragon Sniper (Human Archer) and Student of Warfare (Human Knight) can't
    # block it; Memnite (Construct) can.
    g = build(a=["Dragon Sniper", "Student of Warfare", "Memnite"], b=["Stromkirk Noble"],
              active=1, step="declare attackers")
    g.do("B attacks with Stromkirk Noble")
    assert sorted(actions(g)) == ["A blocks Stromkirk Noble with Memnite", "A does not block"]


def test_stromkirk_noble_grows_on_combat_damage_to_player():
    # "Whenever Stromkirk Noble deals combat damage to a player, put a +1/+1
    # counter on it."  Unblocked: 1 damage, then 2/2; next turn 2 damage, 3/3.
    g = build(a=["Stromkirk Noble"], b=["Plains"], step="declare attackers")
    g.do("A attacks with Stromkirk Noble")
    until_turn_of(g, 1)
    assert g.life(1) == 19 and g.pt("Stromkirk Noble") == (2, 2)
    until_step(g, "declare attackers", active=0, decision="declare attackers")
    g.do("A attacks with Stromkirk Noble")
    until_turn_of(g, 1)
    assert g.life(1) == 17 and g.pt("Stromkirk Noble") == (3, 3)


def test_stromkirk_noble_blocked_gets_no_counter():
    g = build(a=["Stromkirk Noble"], b=["Memnite"], step="declare attackers")
    g.do("A attacks with Stromkirk Noble")
    g.do("B blocks Stromkirk Noble with Memnite")
    until_turn_of(g, 1)
    assert g.life(1) == 20
    assert zones(g, "Stromkirk Noble") == ["graveyard"]   # 1/1 traded with Memnite
    assert zones(g, "Memnite") == ["graveyard"]


def test_bolt_on_own_hero_valiant_resolves_first():
    # A Bolts its own 1/1 Hero: valiant triggers and goes on the stack above
    # the Bolt, so it resolves first (2/2), then 3 damage kills it; the death
    # trigger deals its last known power, 2, to B.
    g = build(a=["Heartfire Hero", "Mountain"], a_hand=["Lightning Bolt"], b=["Plains"])
    g.do("A casts Lightning Bolt targeting A's Heartfire Hero")
    resolve_stack(g)
    assert zones(g, "Heartfire Hero") == ["graveyard"]
    assert g.life(1) == 18


def test_heroes_trade_apnap_order_decides():
    # Both at 1 life; A's Hero attacks, B's Hero blocks, both die at once.
    # Rule 603.3b: the active player's trigger goes on the stack first, B's on
    # top; B's resolves first and A, at 0 life, loses before A's trigger resolves.
    g = build(a=["Heartfire Hero"], b=["Heartfire Hero"], life=(1, 1),
              step="declare attackers")
    g.do("A attacks with Heartfire Hero")
    g.do("B blocks Heartfire Hero with Heartfire Hero")   # all forced from here
    assert g.life(0) == 0 and g.life(1) == 1
    assert g.result == ops.R_WIN1


def test_dryad_arbor_stays_sick_on_opponents_turn():
    # Played on A's turn, the Arbor is still "sick" during B's following turn:
    # A's most recent turn began before it came under A's control.  So it
    # can't pay for the Mutavault animation; the Mutavault itself can.
    g = build(a=[("Dryad Arbor", dict(sick=1)), "Mutavault"], b=["Plains"], active=1,
              step="upkeep", defer=False)   # Mutavault's animation there: unreduced
    # B (active) can only pass, which the engine does at once: A has priority now
    assert g.to_move == 0
    assert matching(g, "activates Mutavault") == [
        "A activates Mutavault ({1}: Mutavault becomes a 2/2 creature with all creature types until end of turn. It's still a land), paying with Mutavault"]


def test_tapped_faerie_cannot_block():
    # Sleep-Cursed Faerie enters tapped: a tapped creature can't block.
    g = build(a=["Savannah Lions"], b=[("Sleep-Cursed Faerie", dict(tapped=1, stun=3)),
                                       "Memnite"], step="declare attackers")
    g.do("A attacks with Savannah Lions")
    assert sorted(actions(g)) == ["B blocks Savannah Lions with Memnite", "B does not block"]


def test_untap_ability_on_untapped_faerie_keeps_stun():
    # A stun counter is removed only when the permanent "would become
    # untapped"; an untapped Faerie can't become untapped, so nothing happens.
    g = build(a=[("Sleep-Cursed Faerie", dict(stun=2)), "Island", "Island"], b=["Plains"])
    g.do("A activates Sleep-Cursed Faerie ({1}{U}...), paying with Island and Island")
    resolve_stack(g)
    assert get(g, "Sleep-Cursed Faerie", S.O_STUN) == 2
    assert not tapped(g, "Sleep-Cursed Faerie")


def test_opponents_hammerheim_triggers_ward():
    # Ward counters abilities as well as spells: B's Hammerheim targets A's
    # Faerie; B has no other mana, the ability is countered (nothing visible
    # changes) and Hammerheim stays tapped.
    g = build(a=["Sleep-Cursed Faerie"], b=["Hammerheim", "Mountain", "Mountain"], active=1)
    g.do("B activates Hammerheim ({T}...) targeting A's Sleep-Cursed Faerie")
    until(g, lambda g: g.decision == "choice")
    assert g.to_move == 1
    assert sorted(actions(g)) == [f"B does not pay for Sleep-Cursed Faerie: {WARD_NO}",
                                  "B pays for Sleep-Cursed Faerie, paying with Mountain and Mountain"]
    g.do("B does not pay for Sleep-Cursed Faerie")
    assert stack_size(g) == 0 and tapped(g, "Hammerheim")


@pytest.mark.parametrize("pay", [False, True])
def test_ward_with_another_spell_below(pay):
    # A Bolts B; B responds by Bolting A's Faerie.  The ward trigger counters
    # only B's Bolt (if B declines to pay); A's Bolt underneath still resolves.
    g = build(a=["Sleep-Cursed Faerie", "Mountain"], a_hand=["Lightning Bolt"],
              b=["Mountain", "Mountain", "Mountain"], b_hand=["Lightning Bolt"])
    g.do("A casts Lightning Bolt targeting B")
    assert g.to_move == 1
    g.do("B casts Lightning Bolt targeting A's Sleep-Cursed Faerie, paying with Mountain")
    until(g, lambda g: g.decision == "choice")
    assert stack_size(g) == 3        # A's Bolt, B's Bolt, the ward trigger
    g.do("B pays for Sleep-Cursed Faerie" if pay else "B does not pay")
    resolve_stack(g)
    assert g.life(1) == 17
    assert zones(g, "Lightning Bolt") == ["graveyard", "graveyard"]
    assert g.zone("Sleep-Cursed Faerie") == ("graveyard" if pay else "battlefield")
