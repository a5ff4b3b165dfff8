"""State-based actions: the legend rule, losing at 0 life, lethal damage."""
from engine.tables import CFG_SELF_AIM
from engine import ops
from engine import state as S
from scenario_kit import actions, build, get, keep_legend, resolve_stack, until_step, zones


def test_legend_rule_two_hammerheims():
    # Rule 704.5j: a player controlling two legendary permanents with the same
    # name chooses one, the other goes to the graveyard (not "dies": a land).
    g = build(a=[("Hammerheim", dict(tapped=1))], a_hand=["Hammerheim"], b=["Plains"])
    g.do("A plays Hammerheim")
    assert g.decision == "legend rule" and g.to_move == 0
    assert actions(g) == ["A keeps Hammerheim (legend rule)"] * 2
    keep_legend(g, "Hammerheim", tapped_one=False)      # keep the fresh, untapped one
    assert zones(g, "Hammerheim") == ["battlefield", "graveyard"]
    on_bf = [i for i in g.objects("Hammerheim")
             if g.s[S.obj_base(i) + S.O_ZONE] == ops.Z_BATTLEFIELD]
    assert g.s[S.obj_base(on_bf[0]) + S.O_TAPPED] == 0


def test_legend_rule_keep_the_tapped_one():
    g = build(a=[("Hammerheim", dict(tapped=1))], a_hand=["Hammerheim"], b=["Plains"])
    g.do("A plays Hammerheim")
    keep_legend(g, "Hammerheim", tapped_one=True)
    on_bf = [i for i in g.objects("Hammerheim")
             if g.s[S.obj_base(i) + S.O_ZONE] == ops.Z_BATTLEFIELD]
    assert len(on_bf) == 1 and g.s[S.obj_base(on_bf[0]) + S.O_TAPPED] == 1


def test_legend_rule_is_per_controller():
    # Each player may control one Hammerheim: no choice, nothing is put away.
    g = build(a=["Hammerheim"], b=["Plains"], b_hand=["Hammerheim"], active=1)
    g.do("B plays Hammerheim")
    assert zones(g, "Hammerheim") == ["battlefield", "battlefield"]


def test_bolt_to_zero_life_wins():
    # Rule 704.5a: a player with 0 or less life loses.
    g = build(a=["Mountain"], a_hand=["Lightning Bolt"], b=["Plains"], life=(20, 3))
    g.do("A casts Lightning Bolt targeting B")
    resolve_stack(g)
    assert g.life(1) == 0
    assert g.result == ops.R_WIN0


def test_bolt_below_zero_and_self_bolt():
    g = build(a=["Mountain"], a_hand=["Lightning Bolt"], b=["Plains"], life=(2, 20))
    g.cfg[CFG_SELF_AIM] = 0         # a Bolt at its caster is withheld by the search only
    g.do("A casts Lightning Bolt targeting A")
    resolve_stack(g)
    assert g.life(0) == -1 and g.result == ops.R_WIN1


def test_combat_damage_to_zero_wins():
    g = build(a=["Savannah Lions"], b=["Plains"], life=(20, 2), step="declare attackers")
    g.do("A attacks with Savannah Lions")
    assert g.result == ops.R_WIN0 and g.life(1) == 0
    assert g.legal_actions().shape[0] == 0       # a finished game has no actions


def test_at_four_life_bolt_is_not_enough():
    g = build(a=["Mountain"], a_hand=["Lightning Bolt"], b=["Plains"], life=(20, 4))
    g.do("A casts Lightning Bolt targeting B")
    resolve_stack(g)
    assert g.life(1) == 1 and g.result == ops.R_ONGOING


def test_heartfire_hero_trigger_kills_the_bolter():
    # B at 2 life Bolts A's 2/2 Hero: the Hero's death trigger deals 2 to B.
    g = build(a=[("Heartfire Hero", dict(p1p1=1))], b=["Mountain"],
              b_hand=["Lightning Bolt"], active=1, life=(20, 2))
    g.do("B casts Lightning Bolt targeting A's Heartfire Hero")
    resolve_stack(g)
    assert g.result == ops.R_WIN0


def test_both_at_zero_is_a_draw():
    # Rule 104.4a: if all players lose simultaneously, the game is a draw.
    g = build(a=["Plains"], b=["Plains"], life=(0, 0))
    assert g.result == ops.R_DRAW


def test_lethal_damage_kills_at_once():
    # Rule 704.5g: damage >= toughness; checked before anyone gets priority.
    g = build(a=[("Kird Ape", dict(damage=3)), "Forest"], b=["Plains"])
    assert zones(g, "Kird Ape") == ["graveyard"]
    g = build(a=[("Kird Ape", dict(damage=2)), "Forest"], b=["Plains"])
    assert zones(g, "Kird Ape") == ["battlefield"]


def test_losing_the_forest_makes_marked_damage_lethal():
    # Kird Ape 2/3 with 2 damage (blocked Lions) loses its Forest to Wasteland:
    # it is a 1/1 with 2 damage and dies (rule 704.5g is checked continuously).
    g = build(a=["Kird Ape", "Taiga"], b=["Savannah Lions", "Wasteland"], active=1,
              step="declare attackers")
    g.do("B attacks with Savannah Lions")
    until_step(g, "declare blockers", decision="declare blockers")
    g.do("A blocks Savannah Lions with Kird Ape")
    until_step(g, "combat damage", decision="priority")
    assert get(g, "Kird Ape", S.O_DAMAGE) == 2
    g.do("B activates Wasteland ({T}, Sacrifice Wasteland...) targeting A's Taiga")
    resolve_stack(g)
    assert zones(g, "Kird Ape") == ["graveyard"]
