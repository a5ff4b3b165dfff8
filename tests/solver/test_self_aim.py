"""Harm aimed at its own controller (issue #10; engine/rules/self_aim.py, docs/RULES.md
"Harm aimed at its own controller").

1. Where it is withheld: scenario positions (Lightning Bolt aimed at its caster).
2. Which rows can harm their controller, and which matchups the reduction covers.
3. Solved pairings whose verdicts were reasoned out by hand before running:
   - `Mountain | Lightning Bolt` mirror: nobody can deal more than 3 damage and there
     is no creature: the game never ends.  draw / draw.
   - `Mountain | Lightning Bolt` vs `Plains | Savannah Lions`: A's 3 damage can't win;
     Bolt kills the Lions (2/1) whenever A likes, before it has dealt 20 damage, and
     B has nothing else.  draw / draw.
   - `Mountain | Lightning Bolt | Memnite` vs `Plains | Savannah Lions`: Bolt kills the
     Lions, then Memnite (1/1 for {0}) attacks into an empty board twenty times; B
     can't stop it.  win / win.
4. The reduced search against the unreduced one (self_aim=False): the same verdicts
   and never more positions, on pairings with Lightning Bolt and on random pairings.
"""
import random

import pytest

from cards.registry import all_cards, matchup_tables
from engine.rules import self_aim
from engine.tables import AB_CARD, AB_SELF_AIM, CFG_SELF_AIM
from matchup_kit import applying, reduced_matches_unreduced
from solver.api import solve
from tests.scenario_kit import build, resolve_stack, tapped, zones

AT_A = "A casts Lightning Bolt targeting A,"
AT_B = "A casts Lightning Bolt targeting B,"
AT_LIONS = "A casts Lightning Bolt targeting B's Savannah Lions,"


def _offers(g, text):
    return any(d.startswith(text) for d in g.describe_actions())


def _bolt_vs_lions(reduced=True, **kw):
    g = build(a=["Mountain"], a_hand=["Lightning Bolt"], b=["Plains", "Savannah Lions"], **kw)
    if not reduced:
        g.cfg[CFG_SELF_AIM] = 0
    return g


# ---- 1. windows -------------------------------------------------------------------
def test_bolt_is_not_aimed_at_its_caster():
    g = _bolt_vs_lions()
    assert _offers(g, AT_B) and _offers(g, AT_LIONS) and not _offers(g, AT_A)
    g = _bolt_vs_lions(reduced=False)
    assert _offers(g, AT_B) and _offers(g, AT_LIONS) and _offers(g, AT_A)


def test_in_the_other_players_turn_too():
    # an instant in B's upkeep (B, with nothing to do, has passed): B and the Lions, not A
    g = _bolt_vs_lions(active=1, step="upkeep")
    assert g.to_move == 0 and g.step == "upkeep"
    assert _offers(g, AT_B) and not _offers(g, AT_A)


def test_the_bolt_kept_resolves_as_before():
    # aimed at B it is offered and deals its 3 damage to B
    g = _bolt_vs_lions()
    g.do(AT_B)
    resolve_stack(g)
    assert g.life(1) == 17 and g.life(0) == 20
    assert zones(g, "Lightning Bolt", 0) == ["graveyard"] and tapped(g, "Mountain", 0)


# ---- 2. rows and matchups -------------------------------------------------------------
def _flag(a, b):
    t = matchup_tables(a + b)
    return self_aim.cfg_flag(t, ([t.card_id(n) for n in a], [t.card_id(n) for n in b]))


def test_self_harming_rows_of_the_pool():
    names = sorted(c.name for c in all_cards())
    t = matchup_tables(names)
    rows = {t.names[t.ab[a, AB_CARD]] for a in range(t.ab.shape[0]) if t.ab[a, AB_SELF_AIM]}
    # Lightning Helix also gains its caster life, Scalding Tongs' is a trigger (a target
    # must be chosen), Duress and Blackmail read a hand: none of them
    assert rows == {"Lightning Bolt", "Chalice of Death"}


BOLT = ["Mountain", "Lightning Bolt"]


@pytest.mark.parametrize("other, flag", [
    (["Plains", "Savannah Lions"], 1),
    (["Taiga", "Kird Ape"], 1),
    (["Ancient Tomb", "Memnite"], 1),           # its mana costs life: only worse
    (["Black Lotus", "Savannah Lions"], 0),      # a mana ability that sacrifices its source
    (["Simian Spirit Guide"], 0),                # one that exiles a card from the hand
    (["Ensnaring Bridge"], 0),                   # counts a hand
    (["Lupine Prototype"], 0),                   # reads whether a hand is empty
    (["Serra Ascendant"], 0),                    # reads a life total
    (["Duress"], 0),                             # looks at a hand, takes a card
    (["Chalice of the Void"], 0),                # triggers on a spell being cast
    (["Energy Field"], 0),                       # triggers on a card put into a graveyard
    (["Chalice of Life"], 0),                    # transforms at a life total
    (["The Rack", "Swamp"], 1),                  # counts a hand, less damage to a larger one
])
def test_cfg_flag_per_matchup(other, flag):
    assert _flag(BOLT, other) == flag
    assert _flag(other, BOLT) == flag


def test_no_self_harming_row_no_reduction():
    assert _flag(["Mishra's Factory"], ["Savannah Lions"]) == 0


def test_a_verb_outside_the_checked_list_turns_it_off():
    saved = self_aim.SAFE_VERBS
    try:
        self_aim.SAFE_VERBS = saved - {"damage"}
        assert _flag(BOLT, ["Plains", "Savannah Lions"]) == 0
    finally:
        self_aim.SAFE_VERBS = saved


def test_off_without_the_flag():
    t = matchup_tables(BOLT + ["Plains", "Savannah Lions"])
    d = ([t.card_id(n) for n in BOLT], [t.card_id(n) for n in ("Plains", "Savannah Lions")])
    assert t.cfg(decks=d)[CFG_SELF_AIM] == 1
    assert t.cfg(decks=d, self_aim=False)[CFG_SELF_AIM] == 0


# ---- 3. hand-reasoned pairings ----------------------------------------------------
@pytest.mark.parametrize("a, b, expected", [
    (BOLT, BOLT, ("draw", "draw")),
    (BOLT, ["Plains", "Savannah Lions"], ("draw", "draw")),
    (BOLT + ["Memnite"], ["Plains", "Savannah Lions"], ("win", "win")),
])
def test_hand_reasoned_pairings(a, b, expected):
    for kw in (dict(), dict(self_aim=False)):
        r = solve(a, b, **kw)
        assert (r.a_on_play, r.a_on_draw) == expected, kw
        assert r.reasons == {}


# ---- 4. reduced against unreduced -----------------------------------------------
def _same_without(a, b, max_states=1_000_000):
    return reduced_matches_unreduced(a, b, max_states, self_aim=False)


BOLT_PAIRINGS = [
    (BOLT, ["Plains", "Savannah Lions"]),
    (BOLT + ["Memnite"], ["Plains", "Savannah Lions"]),
    (["Mountain", "Stromkirk Noble", "Lightning Bolt"], ["Forest", "Dragon Sniper", "Memnite"]),
    (["Taiga", "Kird Ape", "Lightning Bolt"], ["Mox Jet", "Mutavault"]),
    (["Hammerheim", "Heartfire Hero", "Lightning Bolt"], ["Plains", "Student of Warfare"]),
    (["Mountain", "Lightning Bolt", "Lightning Bolt"], ["Memnite", "Memnite", "Memnite"]),
]


@pytest.mark.parametrize("a, b", BOLT_PAIRINGS)
def test_self_aim_keeps_the_verdicts(a, b):
    assert _same_without(a, b) is not None


def _bolt_decks(seed):
    rng = random.Random(3000 + seed)
    names = sorted(c.name for c in all_cards())
    a = ["Lightning Bolt", rng.choice(["Mountain", "Taiga", "Hammerheim", "Mox Ruby"])] \
        + [rng.choice(names) for _ in range(rng.randint(0, 1))]
    b = [rng.choice(names) for _ in range(rng.randint(1, 2))]
    return (a, b) if seed % 2 else (b, a)


@pytest.mark.parametrize("seed", range(16))
def test_self_aim_on_random_pairings(seed):
    a, b = applying(lambda k: _bolt_decks(seed + 100 * k), "self_aim")
    _same_without(a, b, max_states=200_000)
