"""Wave 2, session 6, "cast": a spell with {X} in its cost (the X chosen as it is cast,
layout.AC_X) and "whenever a player casts a spell" triggers (engine/rules/triggers.py
on_cast): Chalice of the Void.  The oracle line is beside each test."""
from engine import ops
from engine import state as S
from engine.game import Game
from scenario_kit import build, get, has_action, keyword, matching, resolve_stack, tapped, until


def _bolt_a(g):
    """B casts Lightning Bolt at A."""
    acts = [a for a in matching(g, "B casts Lightning Bolt") if "targeting A" in a]
    assert acts, matching(g, "B casts Lightning Bolt")
    g.do(acts[0])
    return g


def test_chalice_x_choices_and_charge_counters():
    # "Chalice of the Void enters with X charge counters on it."  {X}{X}: X = 0 is
    # free, X = 1 takes both Mountains; X = 2 can't be paid.
    g = build(a=["Mountain", "Mountain"], a_hand=["Chalice of the Void"])
    casts = matching(g, "A casts Chalice of the Void")
    assert len(casts) == 2
    assert any("with X=0" in a for a in casts) and any("with X=1" in a for a in casts)
    assert not has_action(g, "A casts Chalice of the Void with X=2")
    g.do("A casts Chalice of the Void with X=1, paying with Mountain and Mountain")
    resolve_stack(g)
    assert g.zone("Chalice of the Void") == "battlefield"
    assert get(g, "Chalice of the Void", S.O_MISC) == 1


def test_chalice_counters_a_spell_of_its_mana_value():
    # "Whenever a player casts a spell with mana value equal to the number of charge
    # counters on Chalice of the Void, counter that spell."  Bolt has mana value 1.
    g = build(a=[("Chalice of the Void", dict(misc=1))], b=["Mountain"],
              b_hand=["Lightning Bolt"], active=1)
    _bolt_a(g)
    resolve_stack(g)
    assert g.zone("Lightning Bolt") == "graveyard"
    assert g.life(0) == 20


def test_chalice_lets_other_mana_values_through():
    # ... with 0 counters, Bolt (mana value 1) resolves
    g = build(a=[("Chalice of the Void", dict(misc=0))], b=["Mountain"],
              b_hand=["Lightning Bolt"], active=1)
    _bolt_a(g)
    resolve_stack(g)
    assert g.life(0) == 17


def test_chalice_counts_x_on_the_stack():
    # a Chalice cast with X = 1 has mana value 2 on the stack (rule 202.3e): a Chalice
    # with two charge counters counters it; with X = 0 (mana value 0) it resolves
    g = build(a=["Mountain", "Mountain"], a_hand=["Chalice of the Void"],
              b=[("Chalice of the Void", dict(misc=2))])
    g.do("A casts Chalice of the Void with X=1, paying with Mountain and Mountain")
    resolve_stack(g)
    assert g.zone("Chalice of the Void", 0) == "graveyard"
    g = build(a_hand=["Chalice of the Void"], b=[("Chalice of the Void", dict(misc=2))])
    g.do("A casts Chalice of the Void with X=0")
    resolve_stack(g)
    assert g.zone("Chalice of the Void", 0) == "battlefield"


# ---- Hangarback Walker
def test_hangarback_enters_with_x_counters():
    # "Hangarback Walker enters with X +1/+1 counters on it."
    g = build(a=["Mountain", "Mountain"], a_hand=["Hangarback Walker"])
    g.do("A casts Hangarback Walker with X=1, paying with Mountain and Mountain")
    resolve_stack(g)
    assert g.zone("Hangarback Walker") == "battlefield"
    assert get(g, "Hangarback Walker", S.O_P1P1) == 1


def test_hangarback_with_x_0_dies_and_makes_nothing():
    # a 0/0 with no counters dies at once (state-based action); no counters: no Thopter
    g = build(a_hand=["Hangarback Walker"])
    g.do("A casts Hangarback Walker with X=0")
    resolve_stack(g)
    assert g.zone("Hangarback Walker") == "graveyard"
    assert not [i for i in g.objects("Thopter")
                if g.s[S.obj_base(i) + S.O_ZONE] == ops.Z_BATTLEFIELD]


def test_hangarback_dies_into_a_thopter_per_counter():
    # "When Hangarback Walker dies, create a 1/1 colorless Thopter artifact creature
    # token with flying for each +1/+1 counter on Hangarback Walker."  Two counters: two.
    g = build(a=[("Hangarback Walker", dict(p1p1=2))], b=["Mountain", "Mountain"],
              b_hand=["Lightning Bolt"], active=1)
    acts = [a for a in matching(g, "B casts Lightning Bolt") if "Hangarback" in a]
    g.do(acts[0])
    resolve_stack(g)
    assert g.zone("Hangarback Walker") == "graveyard"
    on_field = [i for i in g.objects("Thopter")
                if g.s[S.obj_base(i) + S.O_ZONE] == ops.Z_BATTLEFIELD]
    assert len(on_field) == 2
    assert all(g.s[S.obj_base(i) + S.O_CTRL] == 0 for i in on_field)


def test_hangarback_grows():
    # "{1}, {T}: Put a +1/+1 counter on Hangarback Walker."
    g = build(a=[("Hangarback Walker", dict(p1p1=1)), "Mountain"])
    acts = matching(g, "A activates Hangarback Walker")
    assert acts, g.describe_actions()
    g.do(acts[0])
    resolve_stack(g)
    assert get(g, "Hangarback Walker", S.O_P1P1) == 2
    assert tapped(g, "Hangarback Walker")


# ---- Chancellor of the Forge
def _on_battlefield(g, name):
    return [i for i in g.objects(name) if g.s[S.obj_base(i) + S.O_ZONE] == ops.Z_BATTLEFIELD]


def test_chancellor_of_the_forge_revealed_makes_a_goblin_at_the_first_upkeep():
    # "You may reveal this card from your opening hand. If you do, at the beginning of
    # the first upkeep, create a 1/1 red Phyrexian Goblin creature token with haste."
    g = Game(["Chancellor of the Forge"], ["Island"], first=0)
    assert g.decision == "opening hand" and g.to_move == 0
    g.do("A begins the game revealing Chancellor of the Forge")
    g = until(g, lambda g: len(_on_battlefield(g, "Phyrexian Goblin")) == 1, limit=40)
    assert g.zone("Chancellor of the Forge") == "hand"
    goblin = _on_battlefield(g, "Phyrexian Goblin")[0]
    assert g.s[S.obj_base(goblin) + S.O_CTRL] == 0
    # made in A's first turn (the first upkeep of the game); the next decision is A's
    # attack with it that same turn: it has haste
    assert g.s[S.H_ACTIVE] == 0 and g.s[S.H_STEP] == ops.ST_ATTACKERS


def test_chancellor_of_the_forge_enters_making_a_goblin_per_creature():
    # "When Chancellor of the Forge enters, create X 1/1 red Phyrexian Goblin creature
    # tokens with haste, where X is the number of creatures you control."  Memnite and
    # the Chancellor: two.
    g = build(a=["Memnite", "Mountain", "Mountain", "Mountain", "Ancient Tomb", "Ancient Tomb"],
              a_hand=["Chancellor of the Forge"])
    g.do(matching(g, "A casts Chancellor of the Forge")[0])
    resolve_stack(g)
    assert g.zone("Chancellor of the Forge") == "battlefield"
    assert len(_on_battlefield(g, "Phyrexian Goblin")) == 2
    assert keyword(g, "Phyrexian Goblin", "haste")
