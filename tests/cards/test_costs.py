"""Composable costs (engine/costs/): a mana ability is a list of costs and what
it adds, an alternative cost a list of costs; the loader rejects a list the
engine cannot pay.  Simian Spirit Guide shows a mana ability whose source is in
the hand: "Exile Simian Spirit Guide from your hand: Add {R}."
"""
import pytest

from cards import schema as S
from scenario_kit import build, has_action, matching, zones
from solver.api import solve

SSG = "Simian Spirit Guide"


# ------------------------------------------------------------ Simian Spirit Guide
def test_simian_spirit_guide_pays_for_lightning_bolt_from_the_hand():
    # no land: exiling the Guide from A's hand is A's only {R}
    g = build(a_hand=[SSG, "Lightning Bolt"], b=["Plains", "Savannah Lions"])
    assert has_action(g, f"A casts Lightning Bolt targeting B, paying with {SSG}")
    g.do(f"A casts Lightning Bolt targeting B's Savannah Lions, paying with {SSG}")
    assert zones(g, SSG) == ["exile"]
    assert zones(g, "Savannah Lions") == ["graveyard"]


def test_simian_spirit_guide_makes_no_mana_on_the_battlefield():
    # its ability works from the hand only: a Guide in play is just a 2/2, so A
    # has no mana for Bolt and main 1 holds no choice: the first is the attack
    g = build(a=[SSG], a_hand=["Lightning Bolt"], b=["Plains"])
    acts = g.describe_actions()
    assert "A does not attack" in acts and not any("Lightning Bolt" in a for a in acts)
    assert zones(g, SSG) == ["battlefield"]


def test_simian_spirit_guide_cannot_pay_for_itself():
    # {2}{R}: two Mountains and the Guide being cast are not three sources
    g = build(a=["Mountain", "Mountain"], a_hand=[SSG], b=["Plains"])
    assert matching(g, "casts Simian Spirit Guide") == []
    # a second Guide in hand is a third source
    g = build(a=["Mountain", "Mountain"], a_hand=[SSG, SSG], b=["Plains"])
    casts = matching(g, "casts Simian Spirit Guide")
    assert casts == [f"A casts {SSG}, paying with Mountain and Mountain and {SSG}"]
    g.do(casts[0])
    assert sorted(zones(g, SSG)) == ["battlefield", "exile"]     # nobody can respond: it resolves


def test_simian_spirit_guide_is_never_floated_ahead():
    # exiling it before a cost is paid is never better than while paying:
    # nothing takes a creature card from a hand (docs/RULES.md, "Mana")
    g = build(a_hand=[SSG, "Lightning Bolt"], b=["Plains"])
    assert not any("floating" in a for a in g.describe_actions())


# (deck A, deck B, A on the play, A on the draw, the reasoning, written before solving)
PAIRINGS = [
    ([SSG, "Lightning Bolt"], ["Plains", "Savannah Lions"], "draw", "draw",
     "A has no land: the Guide, exiled from the hand, is the {R} for Bolt. B's only "
     "threat is the Lions (cast on B's turn 1 either way); A Bolts it once it resolves, "
     "then nobody can deal more damage: A's Bolt to B's face is 3 of 20, and A cannot "
     "cast the Guide ({2}{R}). Not Bolting loses to 2 a turn, so a draw both ways."),
    (["Lightning Bolt"], ["Plains", "Savannah Lions"], "loss", "loss",
     "Control: without the Guide A never has {R}; the Lions attacks ten times."),
]


@pytest.mark.parametrize("a,b,play,draw,why", PAIRINGS,
                         ids=["+".join(p[0]) + " vs " + "+".join(p[1]) for p in PAIRINGS])
@pytest.mark.parametrize("method", ["negamax", "retrograde"])
def test_hand_solved(a, b, play, draw, why, method):
    r = solve(a, b, method=method)
    assert (r.a_on_play, r.a_on_draw) == (play, draw), why


# ------------------------------------------------------------ the loader
CREATURE = dict(name="Test Card", oracle="text", types=("Creature",), power=1, toughness=1)


@pytest.mark.parametrize("fields,match", [
    (dict(mana=(S.ManaAbility(S.Adds("R"), costs=(S.PayLife(1),)),)), "uses its source up"),
    (dict(mana=(S.ManaAbility(S.Adds("R"), costs=(S.Tap(), S.ExileFromHand())),)), "two zones"),
    (dict(mana=(S.ManaAbility(S.Adds("R"), costs=(S.ExileFromHand("U"),)),)), "own card"),
    (dict(mana=(S.ManaAbility(S.Adds("R"), costs=(S.ReturnLand("Island"),)),)),
     "can't be part of a mana ability"),
    (dict(mana=(S.ManaAbility(S.Adds("R"), costs=(S.Tap(), S.Tap())),)), "twice"),
    (dict(mana=(S.ManaAbility(S.Adds("R"), costs=("{T}",)),)), "unknown cost"),
    (dict(mana="R"), "tuple of ManaAbility"),
    # two unrestricted mana abilities may differ (Crystal Vein); a third may not
    (dict(mana=(S.ManaAbility(S.Adds("R")), S.ManaAbility(S.Adds("G", 2)),
                S.ManaAbility(S.Adds("B", 3)))), "share"),
    (dict(mana=(S.ManaAbility(S.Adds("W", only="creature spell of the chosen type")),)),
     "enters_choosing"),
    (dict(alt_cost=S.AltCost((S.PayLife(2),))), "exactly one other card"),
    (dict(alt_cost=S.AltCost((S.Tap(), S.ReturnLand("Island")))),
     "can't be part of an alternative cost"),
    (dict(alt_cost=S.AltCost((S.ExileFromHand(),))), "name its colors"),
    (dict(alt_cost=S.AltCost((S.PayLife(0), S.ExileFromHand("U")))), "at least 1"),
])
def test_loader_rejects_costs_the_engine_cannot_pay(fields, match):
    with pytest.raises(S.CardError, match=match):
        S.Card(**CREATURE, **fields)


@pytest.mark.parametrize("make,match", [
    (lambda: S.Adds("X"), "unknown mana color"),
    (lambda: S.Adds("R", 0), "at least one mana"),
    (lambda: S.Adds("R", only="artifact spells"), "unknown spending restriction"),
    (lambda: S.Adds("R", rider="can't be countered"), "needs a spending restriction"),
])
def test_a_mana_product_is_checked_when_written(make, match):
    with pytest.raises(S.CardError, match=match):
        make()
