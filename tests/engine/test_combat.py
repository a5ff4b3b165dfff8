"""Combat: summoning sickness, first strike, double strike, blocks, damage."""
from engine import state as S
from engine.game import Game
from scenario_kit import (actions, build, do_where, get, resolve_stack, until, until_step,
                          until_turn_of, zones)


def test_summoning_sick_creature_cannot_attack():
    # Rule 302.6: a creature can attack only if its controller has controlled
    # it continuously since their most recent turn began.
    g = build(a=[("Savannah Lions", dict(sick=1)), "Memnite"], b=["Plains"],
              step="declare attackers")
    assert sorted(actions(g)) == ["A attacks with Memnite", "A does not attack"]


def test_creature_cast_this_turn_attacks_next_turn():
    g = Game(["Plains", "Savannah Lions", "Memnite"], ["Island", "Island", "Island"])
    g.do("begins the turn").do("A plays Plains")
    g.do("A casts Savannah Lions, paying with Plains")
    g.do("A casts Memnite")
    # Nothing left to decide on turn 1: no attack was possible, B's turn is next.
    assert g.active == 1 and g.decision == "turn start" and g.life(1) == 20
    until_step(g, "declare attackers", active=0, decision="declare attackers")
    # both may attack now: no attack, either one, or both
    assert len(actions(g)) == 4 and "A attacks with Savannah Lions" in actions(g)
    g.do("A attacks with Savannah Lions")
    until_turn_of(g, 1)
    assert g.life(1) == 18


def test_first_strike_kills_before_regular_damage():
    # A's level-2 Student (3/3 first strike) attacks; B's Scythe Tiger (3/2)
    # blocks.  First-strike step: 3 damage kills the Tiger; regular step: the
    # Tiger is gone and deals nothing.  Without first strike the Student would
    # have taken 3 and died.
    g = build(a=[("Student of Warfare", dict(level=2))], b=["Scythe Tiger"],
              step="declare attackers")
    g.do("A attacks with Student of Warfare")
    g.do("B blocks Student of Warfare with Scythe Tiger")
    until_turn_of(g, 1)
    assert zones(g, "Scythe Tiger") == ["graveyard"]
    assert zones(g, "Student of Warfare") == ["battlefield"]
    assert g.life(1) == 20


def test_first_strike_blocker():
    # Same fight the other way round: B's first-striking Student blocks A's Tiger.
    g = build(a=["Scythe Tiger"], b=[("Student of Warfare", dict(level=2))],
              step="declare attackers")
    g.do("A attacks with Scythe Tiger")
    g.do("B blocks Scythe Tiger with Student of Warfare")
    until_turn_of(g, 1)
    assert zones(g, "Scythe Tiger") == ["graveyard"]
    assert zones(g, "Student of Warfare") == ["battlefield"]


def test_without_first_strike_both_die():
    # Control: a level-1 Student is a plain 1/1; blocked by Memnite, both die.
    g = build(a=[("Student of Warfare", dict(level=1))], b=["Memnite"],
              step="declare attackers")
    g.do("A attacks with Student of Warfare")
    g.do("B blocks Student of Warfare with Memnite")
    until_turn_of(g, 1)
    assert zones(g, "Memnite") == ["graveyard"]
    assert zones(g, "Student of Warfare") == ["graveyard"]


def test_first_strike_beats_deathtouch():
    # Double strike includes first-strike damage: the 4/4 Student kills the
    # deathtouch Dragon Sniper before the Sniper deals any damage.
    g = build(a=[("Student of Warfare", dict(level=7))], b=["Dragon Sniper"],
              step="declare attackers")
    g.do("A attacks with Student of Warfare")
    g.do("B blocks Student of Warfare with Dragon Sniper")
    until_turn_of(g, 1)
    assert zones(g, "Dragon Sniper") == ["graveyard"]
    assert zones(g, "Student of Warfare") == ["battlefield"]
    assert g.life(1) == 20          # blocked, no trample: no damage to B


def test_double_strike_unblocked_deals_damage_twice():
    # 4/4 double strike unblocked: 4 in the first-strike step, 4 in the regular step.
    g = build(a=[("Student of Warfare", dict(level=7))], b=["Plains"],
              step="declare attackers")
    g.do("A attacks with Student of Warfare")
    until_turn_of(g, 1)
    assert g.life(1) == 12


def test_double_strike_stops_at_dead_blocker():
    # Blocked by Memnite: 4 first-strike damage kills it; in the regular step
    # the Student is still "blocked" (rule 509.1h) and has no trample: nothing
    # reaches B.
    g = build(a=[("Student of Warfare", dict(level=7))], b=["Memnite"],
              step="declare attackers")
    g.do("A attacks with Student of Warfare")
    g.do("B blocks Student of Warfare with Memnite")
    until_turn_of(g, 1)
    assert zones(g, "Memnite") == ["graveyard"] and g.life(1) == 20


def test_removed_blocker_leaves_attacker_blocked():
    # A's Lions are blocked by Memnite; A Bolts the Memnite after blocks.  The
    # Lions stay blocked (rule 509.1h) and deal no damage (no trample).
    g = build(a=["Savannah Lions", "Mountain"], a_hand=["Lightning Bolt"], b=["Memnite"],
              step="declare attackers")
    g.do("A attacks with Savannah Lions")
    until_step(g, "declare blockers", decision="declare blockers")
    g.do("B blocks Savannah Lions with Memnite")
    assert g.step == "declare blockers" and g.to_move == 0
    g.do("A casts Lightning Bolt targeting B's Memnite")
    until_turn_of(g, 1)
    assert zones(g, "Memnite") == ["graveyard"]
    assert zones(g, "Savannah Lions") == ["battlefield"]
    assert g.life(1) == 20


def test_damage_wears_off_in_cleanup():
    # A's Lions (2/1) attack into B's Kird Ape (2/3 with Taiga): the Lions die,
    # the Ape survives with 2 damage marked, which is removed in the cleanup
    # step (rule 514.2).  B's Bolt in hand keeps B's priority a real decision.
    g = build(a=["Savannah Lions"], b=["Kird Ape", "Taiga"], b_hand=["Lightning Bolt"],
              step="declare attackers")
    g.do("A attacks with Savannah Lions")
    until_step(g, "declare blockers", decision="declare blockers")
    g.do("B blocks Savannah Lions with Kird Ape")
    until_step(g, "combat damage", decision="priority")
    assert zones(g, "Savannah Lions") == ["graveyard"]
    assert get(g, "Kird Ape", S.O_DAMAGE) == 2
    until_turn_of(g, 1)
    assert get(g, "Kird Ape", S.O_DAMAGE) == 0


def test_damage_accumulates_within_a_turn():
    # 2 combat damage on the 2/3 Ape, then a Bolt for 3 the same turn: 5 >= 3, it dies.
    g = build(a=["Savannah Lions", "Mountain"], a_hand=["Lightning Bolt"],
              b=["Kird Ape", "Forest"], step="declare attackers")
    g.do("A attacks with Savannah Lions")
    until_step(g, "declare blockers", decision="declare blockers")
    g.do("B blocks Savannah Lions with Kird Ape")
    until_step(g, "combat damage", decision="priority")
    assert get(g, "Kird Ape", S.O_DAMAGE) == 2
    g.do("A casts Lightning Bolt targeting B's Kird Ape")
    resolve_stack(g)
    assert zones(g, "Kird Ape") == ["graveyard"]


def test_double_block_damage_division():
    # A's Kird Ape (2/3 with Forest) is blocked by two Memnites.  A divides the
    # 2 damage as it likes (2/0, 1/1, 0/2); 1 each kills both.  The Memnites
    # deal 2 to the Ape, which survives.
    g = build(a=["Kird Ape", "Forest"], b=["Memnite", "Memnite"], step="declare attackers")
    g.do("A attacks with Kird Ape")
    until(g, lambda g: g.decision == "declare blockers")
    blocks = [d for d in actions(g) if d.endswith("Kird Ape with Memnite and Memnite")]
    assert len(blocks) == 1
    g.do(blocks[0])
    assert g.decision == "assign combat damage"
    assert len(actions(g)) == 3
    g.do("A divides Kird Ape's combat damage: 1 to Memnite and 1 to Memnite")
    until_turn_of(g, 1)
    assert zones(g, "Memnite") == ["graveyard", "graveyard"]
    assert zones(g, "Kird Ape") == ["battlefield"]


def test_flyer_cannot_be_blocked_without_flying_or_reach():
    g = build(a=[("Sleep-Cursed Faerie", dict(stun=0))], b=["Memnite", "Savannah Lions"],
              step="declare attackers")
    g.do("A attacks with Sleep-Cursed Faerie")
    until_turn_of(g, 1)      # B had no legal block, so that decision was forced
    assert g.life(1) == 17


def _assign(g, **amounts):
    """Do the damage assignment giving `amounts` (name with _ for spaces)."""
    want = {k.replace("_", " "): v for k, v in amounts.items()}

    def ok(a, d):
        if "divides" not in d:
            return False
        parts = dict((p.split(" to ", 1)[1], int(p.split(" to ", 1)[0]))
                     for p in d.split(": ", 1)[1].split(" and "))
        return parts == want
    return do_where(g, ok)


def test_double_strike_double_block_both_die_in_first_step():
    # Level-7 Student (4/4 double strike) blocked by Memnite and Dragon Sniper.
    # First-strike step: 3 to Memnite, 1 to the Sniper kills both before the
    # deathtouch Sniper deals damage.  Regular step: no blocker is left, the
    # Student is blocked without trample: nothing more happens.
    g = build(a=[("Student of Warfare", dict(level=7))], b=["Memnite", "Dragon Sniper"],
              step="declare attackers")
    g.do("A attacks with Student of Warfare")
    g.do([d for d in actions(g) if d.endswith("Student of Warfare with Memnite and Dragon Sniper")][0])
    assert g.decision == "assign combat damage" and g.step == "first-strike damage"
    # 4 damage split among two blockers: (0,4) (1,3) (2,2) (3,1) (4,0)
    assert len(actions(g)) == 5
    _assign(g, Memnite=3, Dragon_Sniper=1)
    until_turn_of(g, 1)
    assert zones(g, "Memnite") == ["graveyard"] and zones(g, "Dragon Sniper") == ["graveyard"]
    assert zones(g, "Student of Warfare") == ["battlefield"]
    assert g.life(1) == 20


def test_double_strike_double_block_sniper_survives_first_step():
    # All 4 first-strike damage to Memnite: the Sniper survives the first step,
    # then in the regular step the Student (its only blocker left: no division
    # needed) deals 4 to it while the Sniper's deathtouch damage kills the Student.
    g = build(a=[("Student of Warfare", dict(level=7))], b=["Memnite", "Dragon Sniper"],
              step="declare attackers")
    g.do("A attacks with Student of Warfare")
    g.do([d for d in actions(g) if d.endswith("Student of Warfare with Memnite and Dragon Sniper")][0])
    _assign(g, Memnite=4)
    until_turn_of(g, 1)
    assert zones(g, "Memnite") == ["graveyard"]
    assert zones(g, "Dragon Sniper") == ["graveyard"]
    assert zones(g, "Student of Warfare") == ["graveyard"]


def test_first_strike_unblocked_deals_damage_once():
    # A level-2 Student (3/3 first strike) unblocked deals its 3 in the
    # first-strike step only (rule 510.4: no second hit without double strike).
    g = build(a=[("Student of Warfare", dict(level=2))], b=["Plains"],
              step="declare attackers")
    g.do("A attacks with Student of Warfare")
    until_turn_of(g, 1)
    assert g.life(1) == 17


def test_summoning_sickness_does_not_stop_blocking():
    # A creature that entered this turn (B's, on A's turn) may block.
    g = build(a=["Savannah Lions"], b=[("Memnite", dict(sick=1))], step="declare attackers")
    g.do("A attacks with Savannah Lions")
    assert sorted(actions(g)) == ["B blocks Savannah Lions with Memnite", "B does not block"]


def test_tapped_creature_cannot_attack():
    g = build(a=[("Savannah Lions", dict(tapped=1)), "Memnite"], b=["Plains"],
              step="declare attackers")
    assert sorted(actions(g)) == ["A attacks with Memnite", "A does not attack"]
