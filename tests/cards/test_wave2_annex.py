"""Wave 2a, annex (issue #11): Chancellor of the Annex ("whenever an opponent casts a
spell, counter that spell unless that player pays {1}", and its reveal from the opening
hand: "when each opponent casts their first spell of the game, ...").  The oracle line
is beside each test."""
from engine import ops
from engine import state as S
from engine.game import Game
from engine.game import canonical
from scenario_kit import build, ids, matching, resolve_stack, to_choice, until

ANNEX = "Chancellor of the Annex"


def _bolt_a(g):
    """B casts Lightning Bolt at A (any payment)."""
    acts = [a for a in matching(g, "B casts Lightning Bolt") if "targeting A" in a]
    assert acts, g.describe_actions()
    g.do(acts[0])
    return g


def _marked(g, owner=0):
    return [i for i in ids(g, ANNEX, owner)
            if g.s[S.obj_base(i) + S.O_FLAGS] & S.OF_FIRST_SPELL_WAITS]


def _mark(g, k=0):
    """The k-th Chancellor of A as if revealed from the opening hand."""
    i = ids(g, ANNEX, 0)[k]
    g.s[S.obj_base(i) + S.O_FLAGS] |= S.OF_FIRST_SPELL_WAITS
    canonical(g.s)
    return g


def _choices(g):
    return g.describe_actions()


# ---- Whenever an opponent casts a spell, counter that spell unless that player pays {1}.
def test_annex_counters_a_spell_its_caster_cant_pay_for():
    g = build(a=[ANNEX], b=["Mountain"], b_hand=["Lightning Bolt"], active=1)
    _bolt_a(g)

    resolve_stack(g)        # B can't pay: not paying is B's only choice (taken for B)
    assert g.zone("Lightning Bolt") == "graveyard"
    assert g.life(0) == 20


def test_annex_lets_a_spell_through_when_paid():
    g = build(a=[ANNEX], b=["Mountain", "Mountain"], b_hand=["Lightning Bolt"], active=1)
    acts = [a for a in matching(g, "B casts Lightning Bolt")
            if "targeting A" in a and "Mountain and" not in a]
    g.do(acts[0])
    to_choice(g)
    assert g.to_move == 1                       # the caster chooses whether to pay
    assert any("does not pay" in a for a in _choices(g))
    pays = [a for a in _choices(g) if " pays for" in a]
    assert pays, _choices(g)
    g.do(pays[0])
    resolve_stack(g)
    assert g.life(0) == 17


def test_annex_ignores_its_controllers_own_spells():
    g = build(a=[ANNEX, "Mountain"], a_hand=["Lightning Bolt"])
    acts = [a for a in matching(g, "A casts Lightning Bolt") if "targeting B" in a]
    g.do(acts[0])

    resolve_stack(g)
    assert g.life(1) == 17


def test_two_annexes_each_counter_unless_paid():
    # two Chancellors: two triggers, {1} each
    g = build(a=[ANNEX, ANNEX], b=["Mountain", "Mountain"], b_hand=["Lightning Bolt"], active=1)
    acts = [a for a in matching(g, "B casts Lightning Bolt")
            if "targeting A" in a and "Mountain and" not in a]
    g.do(acts[0])
    to_choice(g)
    g.do([a for a in _choices(g) if " pays for" in a][0])
    resolve_stack(g)            # the second trigger: no mana left
    assert g.zone("Lightning Bolt") == "graveyard" and g.life(0) == 20


# ---- You may reveal this card from your opening hand. If you do, when each opponent
# casts their first spell of the game, counter that spell unless that player pays {1}.
def test_annex_revealed_from_the_opening_hand_stays_there_marked():
    g = Game([ANNEX], ["Mountain", "Lightning Bolt"], first=0)
    assert g.decision == "opening hand" and g.to_move == 0
    assert any("revealing Chancellor of the Annex" in a for a in _choices(g))
    g.do("A begins the game revealing Chancellor of the Annex")
    assert g.zone(ANNEX) == "hand"
    assert len(_marked(g)) == 1


def test_annex_revealed_counters_the_opponents_first_spell():
    g = Game([ANNEX], ["Mountain", "Lightning Bolt"], first=1)
    while g.decision == "opening hand":     # B first (nothing to reveal), then A
        if g.to_move == 0:
            g.do("A begins the game revealing Chancellor of the Annex")
        else:
            g.apply(g.legal_actions()[0])
    until(g, lambda g: g.active == 1 and g.step == "main 1" and g.decision == "priority")
    g.do(matching(g, "B plays Mountain")[0])
    _bolt_a(g)
    assert not _marked(g)               # it has triggered: the mark is gone
    resolve_stack(g)
    assert g.zone("Lightning Bolt") == "graveyard" and g.life(0) == 20


def test_annex_not_revealed_does_nothing_from_the_hand():
    g = build(a_hand=[ANNEX], b=["Mountain"], b_hand=["Lightning Bolt"], active=1)
    _bolt_a(g)
    resolve_stack(g)
    assert g.life(0) == 17


def test_annex_reveal_triggers_only_on_the_first_spell():
    # the first spell is paid for; the second meets no trigger (the mark is gone)
    g = build(a_hand=[ANNEX], b=["Mountain", "Mountain", "Mountain"],
              b_hand=["Lightning Bolt", "Lightning Bolt"], active=1)
    _mark(g)
    acts = [a for a in matching(g, "B casts Lightning Bolt")
            if "targeting A" in a and "Mountain and" not in a]
    g.do(acts[0])
    assert not _marked(g)
    to_choice(g)
    g.do([a for a in _choices(g) if " pays for" in a][0])
    resolve_stack(g)
    assert g.life(0) == 17
    _bolt_a(g)

    resolve_stack(g)
    assert g.life(0) == 14


def test_annex_reveal_ignores_its_owners_own_spells():
    g = build(a=["Mountain"], a_hand=[ANNEX, "Lightning Bolt"])
    _mark(g)
    acts = [a for a in matching(g, "A casts Lightning Bolt") if "targeting B" in a]
    g.do(acts[0])

    assert len(_marked(g)) == 1                 # still waiting for B's first spell
    resolve_stack(g)
    assert g.life(1) == 17


def test_two_revealed_annexes_each_trigger():
    g = build(a_hand=[ANNEX, ANNEX], b=["Mountain", "Mountain"], b_hand=["Lightning Bolt"],
              active=1)
    _mark(g, 0)
    _mark(g, 1)
    acts = [a for a in matching(g, "B casts Lightning Bolt")
            if "targeting A" in a and "Mountain and" not in a]
    g.do(acts[0])
    assert not _marked(g)
    to_choice(g)
    g.do([a for a in _choices(g) if " pays for" in a][0])
    resolve_stack(g)            # the second trigger: no mana left
    assert g.zone("Lightning Bolt") == "graveyard"


def test_annex_reveal_mark_survives_the_card_changing_zones():
    # the delayed trigger is the reveal's, not the card's: a revealed Chancellor that
    # left the hand (here: put into the graveyard) still counters the first spell
    g = build(a_hand=[ANNEX], b=["Mountain"], b_hand=["Lightning Bolt"], active=1)
    _mark(g)
    from engine.rules.zones import move_to
    move_to(g.s, ids(g, ANNEX, 0)[0], ops.Z_GRAVEYARD, g.t.ct)
    canonical(g.s)
    assert len(_marked(g)) == 1
    _bolt_a(g)
    resolve_stack(g)
    assert g.zone("Lightning Bolt") == "graveyard" and g.life(0) == 20
