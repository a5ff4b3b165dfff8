"""Idle activations (issue #10; engine/rules/idle.py, docs/RULES.md "Idle activations").

1. Where an activation is idle: scenario positions (Hammerheim aimed at a creature).
2. Which matchups the reduction covers (cfg bits) and which abilities can be idle.
3. Solved pairings whose verdicts were reasoned out by hand before running:
   - `Hammerheim | Heartfire Hero` vs `Plains`: A casts the Hero with Hammerheim's
     {R} on its first turn; from its second turn on Hammerheim aims at the Hero
     (valiant: a +1/+1 counter each turn) and the Hero attacks for 2, 3, 4, 5, 6...:
     B, with a Plains alone, can neither block nor answer.  win / win.
   - `Hammerheim | Memnite` vs `Hammerheim`: Memnite (a 1/1 for {0}) attacks every
     turn from A's second turn on; B's only play, Hammerheim aimed at Memnite, does
     nothing (no landwalk to lose): twenty attacks win.  win / win.
4. The reduced search against the unreduced one (idle=False): the same verdicts and
   never more positions, on pairings with Hammerheim (the field's Heartfire Hero
   mirror among them: 645,213 positions unreduced) and on random pairings.
"""
import random

import pytest

from cards.registry import all_cards, matchup_tables
from engine.rules import idle
from engine.rules.chars import ob
from engine.state import O_CHOSEN, O_FLAGS, O_P1P1, OF_VALIANT
from engine.tables import AB_IDLE, CFG_IDLE
from matchup_kit import applying, reduced_matches_unreduced
from solver.api import solve
from tests.scenario_kit import build, get, ids, resolve_stack, tapped

AT_OWN_HERO = "A activates Hammerheim ({T}: Target creature loses all landwalk abilities " \
    "until end of turn) targeting A's Heartfire Hero"
AT_B_HERO = AT_OWN_HERO.replace("targeting A's", "targeting B's")
HERO = ["Hammerheim", "Heartfire Hero"]


def _offers(g, text):
    return any(d.startswith(text) for d in g.describe_actions())


def _hero_mirror(reduced=True):
    g = build(a=HERO, b=HERO, active=0, step="main 1")
    if not reduced:
        g.cfg[CFG_IDLE] = 0
    return g


# ---- 1. windows -------------------------------------------------------------------
def test_aimed_at_the_opponents_creature_it_is_not_offered():
    g = _hero_mirror()
    assert _offers(g, AT_OWN_HERO) and not _offers(g, AT_B_HERO)
    g = _hero_mirror(reduced=False)
    assert _offers(g, AT_OWN_HERO) and _offers(g, AT_B_HERO)


def test_aimed_at_ones_own_creature_once_its_valiant_is_spent():
    # A's Hero has been the target of A's spell or ability this turn: valiant does not
    # trigger again, so Hammerheim aimed at it would change nothing either
    g = _hero_mirror()
    g.s[ob(ids(g, "Heartfire Hero", 0)[0]) + O_FLAGS] |= OF_VALIANT
    assert not _offers(g, AT_OWN_HERO) and not _offers(g, "A activates Hammerheim")
    g = _hero_mirror(reduced=False)
    g.s[ob(ids(g, "Heartfire Hero", 0)[0]) + O_FLAGS] |= OF_VALIANT
    assert _offers(g, AT_OWN_HERO)


def test_the_valiant_activation_resolves_as_before():
    # the activation kept: the Hero gets its counter, Hammerheim is tapped, and A's
    # Hammerheim has nothing left to offer this turn
    g = _hero_mirror()
    g.do(AT_OWN_HERO)
    resolve_stack(g)
    assert get(g, "Heartfire Hero", O_P1P1, 0) == 1 and get(g, "Heartfire Hero", O_P1P1, 1) == 0
    assert tapped(g, "Hammerheim", 0) and not tapped(g, "Hammerheim", 1)


def test_with_a_tax_to_pay_it_is_offered():
    # Anointed Peacekeeper naming Hammerheim: its activations cost {2} more, so aimed at
    # B's creatures it would tap A's Mountains too; that is not idle, and is offered
    g = build(a=["Hammerheim", "Mountain", "Mountain"],
              b=["Anointed Peacekeeper", "Savannah Lions"], active=0, step="main 1")
    for i in ids(g, "Anointed Peacekeeper", 1):
        g.s[ob(i) + O_CHOSEN] = g.t.card_id("Hammerheim") + 1
    assert g.cfg[CFG_IDLE] & idle.IDLE_AT_OPPONENT
    assert _offers(g, "A activates Hammerheim ({T}: Target creature loses all landwalk "
                      "abilities until end of turn) targeting B's Savannah Lions, paying with")


# ---- 2. matchups and abilities ---------------------------------------------------------
def _bits(a, b):
    t = matchup_tables(a + b)
    return idle.cfg_bits(t, ([t.card_id(n) for n in a], [t.card_id(n) for n in b]))


def test_idle_abilities_of_the_pool():
    t = matchup_tables(["Hammerheim", "Mishra's Factory", "Wasteland", "Maze of Ith",
                        "Karakas", "Inkmoth Nexus", "Lightning Bolt"])
    rows = [a for a in range(t.ab.shape[0]) if t.ab[a, AB_IDLE]]
    assert [t.names[t.ab[a, 0]] for a in rows] == ["Hammerheim"]


def test_cfg_bits_per_matchup():
    spent = idle.IDLE_AT_SPENT
    # valiant in the matchup: one's own creature only once its valiant is spent
    assert _bits(HERO, HERO) == idle.IDLE_AT_OPPONENT | spent
    assert _bits(["Hammerheim"], ["Savannah Lions"]) == \
        idle.IDLE_AT_OPPONENT | idle.IDLE_AT_OWN | spent
    # ward triggers as an opponent aims at the Faerie: not idle there
    assert _bits(["Hammerheim"], ["Sleep-Cursed Faerie"]) == idle.IDLE_AT_OWN | spent
    # a card that gives landwalk (Funeral Charm): losing it may matter
    assert _bits(["Hammerheim"], ["Funeral Charm", "Swamp"]) == 0
    # no idle ability at all
    assert _bits(["Mishra's Factory"], ["Savannah Lions"]) == 0
    # a verb outside the checked list turns it off (as a new verb would)
    assert _bits(["Hammerheim"], ["Savannah Lions"]) != 0
    saved = idle.SAFE_VERBS
    try:
        idle.SAFE_VERBS = saved - {"lose_landwalk"}
        assert _bits(["Hammerheim"], ["Savannah Lions"]) == 0
    finally:
        idle.SAFE_VERBS = saved


def test_off_without_the_flag():
    t = matchup_tables(HERO)
    d = [t.card_id(n) for n in HERO]
    assert t.cfg(decks=(d, d))[CFG_IDLE] != 0
    assert t.cfg(decks=(d, d), idle=False)[CFG_IDLE] == 0


# ---- 3. hand-reasoned pairings ----------------------------------------------------
@pytest.mark.parametrize("a, b, expected", [
    (HERO, ["Plains"], ("win", "win")),
    (["Hammerheim", "Memnite"], ["Hammerheim"], ("win", "win")),
])
def test_hand_reasoned_pairings(a, b, expected):
    for kw in (dict(), dict(idle=False)):
        r = solve(a, b, **kw)
        assert (r.a_on_play, r.a_on_draw) == expected, kw
        assert r.reasons == {}


# ---- 4. reduced against unreduced -----------------------------------------------
def _same_without_idle(a, b, max_states=1_000_000):
    return reduced_matches_unreduced(a, b, max_states, idle=False)


IDLE_PAIRINGS = [
    (HERO, HERO),
    (HERO, ["Dryad Arbor", "Dragon Sniper"]),
    (HERO, ["Plains", "Student of Warfare"]),
    (["Hammerheim", "Savannah Lions", "Plains"], ["Mountain", "Kird Ape"]),
    (["Hammerheim", "Mishra's Factory"], ["Sleep-Cursed Faerie", "Island"]),
    (["Hammerheim", "Memnite"], ["Swamp", "Funeral Charm"]),
]


@pytest.mark.parametrize("a, b", IDLE_PAIRINGS)
def test_idle_keeps_the_verdicts(a, b):
    counts = _same_without_idle(a, b)
    assert counts is not None


def test_the_hero_mirror_shrinks():
    # 645,213 positions unreduced (the field's largest pairing in session 10)
    reduced, full = _same_without_idle(HERO, HERO)
    assert 10 * reduced < full


def _idle_decks(seed):
    rng = random.Random(2000 + seed)
    names = sorted(c.name for c in all_cards())
    a = ["Hammerheim"] + [rng.choice(names) for _ in range(rng.randint(0, 1))]
    b = [rng.choice(names) for _ in range(rng.randint(1, 2))]
    if seed % 3 == 0:
        b[0] = "Hammerheim"
    return (a, b) if seed % 2 else (b, a)


@pytest.mark.parametrize("seed", range(16))
def test_idle_on_random_pairings(seed):
    a, b = applying(lambda k: _idle_decks(seed + 100 * k), "idle")
    _same_without_idle(a, b, max_states=200_000)
