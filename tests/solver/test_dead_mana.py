"""Mana its player can't spend (issue #10; engine/rules/dead_mana.py, docs/RULES.md "Mana").

1. Where floating is withheld: scenario positions (Wasteland aimed at a Taiga).
2. Which players of which matchups the reduction covers (cfg bits, the bounds).
3. Solved pairings whose verdicts were reasoned out by hand before running:
   - `Wasteland` vs `Taiga | Kird Ape`: B plays Taiga and, keeping priority, casts Kird
     Ape with its mana before A can answer; the Ape (1/1 once Taiga is gone) attacks
     every turn and A has nothing else.  loss / loss.
   - `Mountain | Lightning Bolt` vs `Taiga | Kird Ape`: Bolt kills the Ape (2/3 with a
     Forest) whenever A likes; nobody can deal 20 damage then.  draw / draw.
   - `Urborg, Tomb of Yawgmoth | Vampire Hexmage | Dark Depths` vs `Island`: Urborg,
     then Dark Depths (a Swamp with Urborg), then the Hexmage with their two {B};
     sacrificed, it takes Dark Depths' ten counters: Marit Lage, a 20/20 flier, wins
     in one attack.  A's Island can do nothing.  loss / loss.
4. The reduced search against the unreduced one (dead_mana=False): the same verdicts
   and never more positions.
"""
import random

import pytest

from cards.registry import all_cards, matchup_tables
from engine.rules import dead_mana
from engine.tables import CFG_DEAD_MANA
from matchup_kit import applying, reduced_matches_unreduced
from solver.api import solve
from tests.scenario_kit import build

WASTE = "A activates Wasteland ({T}, Sacrifice Wasteland: Destroy target nonbasic land) " \
    "targeting B's Taiga"
FLOAT = "B taps Taiga for"


def _offers(g, text):
    return any(d.startswith(text) for d in g.describe_actions())


def _wasteland_on_taiga(b_hand=(), reduced=True):
    g = build(a=["Wasteland"], b=["Taiga", "Kird Ape"], b_hand=b_hand, active=0, step="main 1")
    if not reduced:
        g.cfg[CFG_DEAD_MANA] = 0
    g.do(WASTE)
    assert g.to_move == 1
    return g


# ---- 1. windows -------------------------------------------------------------------
def test_no_float_with_nothing_to_spend_it_on():
    # B's Taiga is about to go: floating its mana is offered only if B could spend it
    assert not _offers(_wasteland_on_taiga(), FLOAT)
    assert _offers(_wasteland_on_taiga(reduced=False), FLOAT)


def test_a_spell_in_hand_is_something_to_spend_it_on():
    g = _wasteland_on_taiga(b_hand=["Lightning Bolt"])
    assert g.cfg[CFG_DEAD_MANA] & dead_mana.DEAD_P1
    assert _offers(g, FLOAT)


# ---- 2. matchups ------------------------------------------------------------------
def _bits(a, b):
    t = matchup_tables(a + b)
    return dead_mana.cfg_bits(t, ([t.card_id(n) for n in a], [t.card_id(n) for n in b]))


DEPTHS_A = ["Dark Depths", "Thespian's Stage", "City of Traitors"]
DEPTHS_B = ["Urborg, Tomb of Yawgmoth", "Vampire Hexmage", "Dark Depths"]


@pytest.mark.parametrize("a, b, bits", [
    # B: Urborg and Dark Depths make two mana, Dark Depths' {3} is B's only cost.  A:
    # the Stage can be a City of Traitors ({C}{C}), and pay its own {2}
    (DEPTHS_A, DEPTHS_B, dead_mana.DEAD_P1),
    (["Mountain", "Lightning Bolt"], ["Plains", "Savannah Lions"],
     dead_mana.DEAD_P0 | dead_mana.DEAD_P1),
    # Student of Warfare's level up costs {W}: as much as Plains makes
    (["Plains", "Student of Warfare"], ["Hammerheim", "Heartfire Hero", "Lightning Bolt"],
     dead_mana.DEAD_P1),
    # Mishra's Factory's {1}: one Factory pays another's
    (["Mishra's Factory"] * 3, ["Mishra's Factory"] * 3, 0),
    # a storage land: its mana has no bound (and its cost is more than a tap)
    (["Sand Silos"], ["Plains", "Savannah Lions"], 0),
    # Undiscovered Paradise's tap returns it to its owner's hand: more than mana
    (["Undiscovered Paradise", "Memnite"], ["Plains", "Savannah Lions"], 0),
    # Misthollow Griffin may be cast from exile: a spell outside the hand
    (["Island", "Misthollow Griffin"], ["Plains", "Swords to Plowshares"], 0),
    # Anointed Peacekeeper's tax makes an activation without mana in its cost cost {2}
    (DEPTHS_B, ["Plains", "Anointed Peacekeeper"], 0),
    # Black Lotus: its sacrifice is a cost the floating argument already allows
    (["Black Lotus", "Lightning Bolt"], ["Plains", "Savannah Lions"],
     dead_mana.DEAD_P0 | dead_mana.DEAD_P1),
    # "unless pays" (The Tabernacle, Daze), Isochron Scepter's copy: mana while resolving
    (["The Tabernacle at Pendrell Vale"], ["Plains", "Savannah Lions"], 0),
    (["Island", "Daze"], ["Plains", "Savannah Lions"], 0),
    (["Isochron Scepter", "Lightning Bolt"], ["Plains"], 0),
    # Maze of Ith untaps a permanent
    (["Maze of Ith"], ["Plains", "Savannah Lions"], 0),
])
def test_cfg_bits_per_matchup(a, b, bits):
    assert _bits(a, b) == bits


def test_the_bounds_of_the_depths_pairing():
    t = matchup_tables(DEPTHS_A + DEPTHS_B)
    da = [t.card_id(n) for n in DEPTHS_A]
    db = [t.card_id(n) for n in DEPTHS_B]
    seen = t.with_named(set(da) | set(db))
    # A: Dark Depths 1 (a land), Thespian's Stage 2 (a copy of City of Traitors), City 2
    assert dead_mana.most_mana(t, da, seen) == 5
    assert dead_mana.least_cost(t, da, seen) == 2
    assert dead_mana.most_mana(t, db, seen) == 2
    assert dead_mana.least_cost(t, db, seen) == 3


def test_a_verb_outside_the_checked_list_turns_it_off():
    saved = dead_mana.SAFE_VERBS
    try:
        dead_mana.SAFE_VERBS = saved - {"damage"}
        assert _bits(["Mountain", "Lightning Bolt"], ["Plains", "Savannah Lions"]) == 0
    finally:
        dead_mana.SAFE_VERBS = saved


def test_off_without_the_flag_and_with_float_all():
    t = matchup_tables(DEPTHS_A + DEPTHS_B)
    d = ([t.card_id(n) for n in DEPTHS_A], [t.card_id(n) for n in DEPTHS_B])
    assert t.cfg(decks=d)[CFG_DEAD_MANA] == dead_mana.DEAD_P1
    assert t.cfg(decks=d, dead_mana=False)[CFG_DEAD_MANA] == 0
    assert t.cfg(decks=d, float_all=True)[CFG_DEAD_MANA] == 0


# ---- 3. hand-reasoned pairings ----------------------------------------------------
@pytest.mark.parametrize("a, b, expected", [
    (["Wasteland"], ["Taiga", "Kird Ape"], ("loss", "loss")),
    (["Mountain", "Lightning Bolt"], ["Taiga", "Kird Ape"], ("draw", "draw")),
    (["Island"], DEPTHS_B, ("loss", "loss")),
])
def test_hand_reasoned_pairings(a, b, expected):
    for kw in (dict(), dict(dead_mana=False)):
        r = solve(a, b, **kw)
        assert (r.a_on_play, r.a_on_draw) == expected, kw
        assert r.reasons == {}


# ---- 4. reduced against unreduced -----------------------------------------------
def _same_without(a, b, max_states=1_000_000):
    return reduced_matches_unreduced(a, b, max_states, dead_mana=False)


DEAD_PAIRINGS = [
    (["Wasteland"], ["Taiga", "Kird Ape"]),
    (["Island"], DEPTHS_B),
    (["Wasteland", "Mountain", "Lightning Bolt"], DEPTHS_B),
    (["Wasteland", "Mishra's Factory"], ["Taiga", "Kird Ape", "Lightning Bolt"]),
    (["Strip Mine", "Savannah Lions", "Plains"], ["Taiga", "Kird Ape"]),
    (["Dark Depths", "Thespian's Stage"], ["Urborg, Tomb of Yawgmoth", "Vampire Hexmage"]),
]


@pytest.mark.parametrize("a, b", DEAD_PAIRINGS)
def test_dead_mana_keeps_the_verdicts(a, b):
    assert _same_without(a, b) is not None


def _random_decks(seed):
    rng = random.Random(4000 + seed)
    names = sorted(c.name for c in all_cards())
    lands = ["Wasteland", "Strip Mine", "Taiga", "Urborg, Tomb of Yawgmoth", "Dark Depths"]
    a = [rng.choice(lands)] + [rng.choice(names) for _ in range(rng.randint(1, 2))]
    b = [rng.choice(names) for _ in range(rng.randint(1, 2))]
    return (a, b) if seed % 2 else (b, a)


@pytest.mark.parametrize("seed", range(16))
def test_dead_mana_on_random_pairings(seed):
    a, b = applying(lambda k: _random_decks(seed + 100 * k), "dead_mana")
    _same_without(a, b, max_states=200_000)
