"""Destroying one's own land (issue #10; engine/rules/own_land.py, docs/RULES.md
"Destroying one's own land").

1. Where it is withheld: scenario positions (Wasteland aimed at itself, at its
   player's Maze of Ith or at its player's Mishra's Factory while that is not a
   creature), and what those activations do in the unreduced game.
2. Which cards are plain lands, and which matchups the reduction covers.
3. Solved pairings whose verdicts were reasoned out by hand before running:
   - `Wasteland` vs `Island`: no card deals damage; Wasteland can't even target the
     basic Island.  draw / draw.
   - `Strip Mine` vs `Mishra's Factory`: the lone Factory can only animate itself by
     tapping itself for the {1}, so it never attacks untapped; nothing else deals
     damage.  draw / draw.
   - `Wasteland | Mishra's Factory | Mishra's Factory` vs `Wasteland`: A plays all
     three lands; B's one Wasteland destroys at most one of them, and any two that are
     left hold a Factory and another source: the source pays {1}, the Factory attacks
     as a 2/2 into a board with no creature, ten times.  win / win.
4. The reduced search against the unreduced one (own_land=False): the same verdicts
   and never more positions, on the count file's pairings with the flag, on land
   pairings with Wasteland and Strip Mine, and on random ones.
"""
import json
import random
from pathlib import Path

import pytest

from cards.registry import all_cards, matchup_tables
from engine.rules import own_land
from engine.tables import CFG_OWN_LAND, CT_PLAIN_LAND
from matchup_kit import LATE_LANDS, LAND_RAZE_PAIRINGS, reduced_matches_unreduced
from solver.api import solve
from tests.scenario_kit import build, resolve_stack, stack_size, tapped, zones

WASTELAND = "A activates Wasteland ({T}, Sacrifice Wasteland: Destroy target nonbasic land) targeting "
AT_ITSELF = WASTELAND + "A's Wasteland"
AT_MAZE = WASTELAND + "A's Maze of Ith"
AT_FACTORY = WASTELAND + "B's Mishra's Factory"


def _offers(g, text):
    return any(d.startswith(text) for d in g.describe_actions())


def _game(a=("Wasteland", "Maze of Ith"), reduced=True, **kw):
    g = build(a=list(a), b=["Mishra's Factory"], land_played=True, **kw)
    if not reduced:
        g.cfg[CFG_OWN_LAND] = 0
    return g


# ---- 1. windows -------------------------------------------------------------------
def test_wasteland_is_not_aimed_at_its_players_plain_lands():
    g = _game()
    assert g.cfg[CFG_OWN_LAND] == 1
    assert _offers(g, AT_FACTORY)
    assert not _offers(g, AT_ITSELF) and not _offers(g, AT_MAZE)
    g = _game(reduced=False)
    assert _offers(g, AT_FACTORY) and _offers(g, AT_ITSELF) and _offers(g, AT_MAZE)


AT_OWN_FACTORY = WASTELAND + "A's Mishra's Factory"
ANIMATE = "A activates Mishra's Factory ({1}: Mishra's Factory becomes"


def test_a_creature_land_of_its_own_while_it_is_not_a_creature():
    # A's Factory, not animated: withheld like the Maze; animated (a 2/2 Assembly-Worker
    # until end of turn), it is a creature and stays a target
    g = _game(a=("Wasteland", "Mishra's Factory", "Plains"), step="beginning of combat")
    assert _offers(g, AT_FACTORY) and not _offers(g, AT_OWN_FACTORY)
    assert not _offers(g, AT_ITSELF)
    g.do(ANIMATE + " a 2/2 Assembly-Worker artifact creature until end of turn. It's still a "
         "land), paying with Plains")
    resolve_stack(g)
    assert g.to_move == 0 and tapped(g, "Plains", 0)
    assert _offers(g, AT_OWN_FACTORY) and _offers(g, AT_FACTORY) and not _offers(g, AT_ITSELF)
    g = _game(a=("Wasteland", "Mishra's Factory", "Plains"), step="beginning of combat",
              reduced=False)
    assert _offers(g, AT_OWN_FACTORY) and _offers(g, AT_ITSELF)


def test_a_creature_land_whose_animation_waits_stays_a_target():
    # A animates its Factory and keeps priority: above that animation the Factory is
    # about to be a creature, so Wasteland may still be aimed at it
    g = _game(a=("Wasteland", "Mishra's Factory", "Plains"), step="beginning of combat")
    g.do(ANIMATE + " a 2/2 Assembly-Worker artifact creature until end of turn. It's still a "
         "land), paying with Plains")
    assert g.to_move == 0 and stack_size(g) == 1
    assert _offers(g, AT_OWN_FACTORY) and _offers(g, AT_FACTORY) and not _offers(g, AT_ITSELF)


def test_mutavault_and_inkmoth_nexus_of_its_own():
    g = _game(a=("Wasteland", "Mutavault", "Inkmoth Nexus"))
    assert _offers(g, AT_FACTORY)
    assert not _offers(g, WASTELAND + "A's Mutavault")
    assert not _offers(g, WASTELAND + "A's Inkmoth Nexus")
    g = _game(a=("Wasteland", "Mutavault", "Inkmoth Nexus"), reduced=False)
    assert _offers(g, WASTELAND + "A's Mutavault") and _offers(g, WASTELAND + "A's Inkmoth Nexus")


def test_the_other_player_too():
    # B's Wasteland in B's own main phase: not at B's Factory nor itself, at A's Maze
    g = build(a=["Maze of Ith"], b=["Wasteland", "Mishra's Factory"], active=1,
              land_played=True)
    b_waste = "B activates Wasteland ({T}, Sacrifice Wasteland: Destroy target nonbasic land) targeting "
    assert g.to_move == 1 and _offers(g, b_waste + "A's Maze of Ith")
    assert not _offers(g, b_waste + "B's Mishra's Factory") and not _offers(g, b_waste + "B's Wasteland")


def test_in_the_other_players_turn_too():
    g = _game(active=1, step="upkeep")
    assert g.to_move == 0 and g.step == "upkeep"
    assert _offers(g, AT_FACTORY) and not _offers(g, AT_ITSELF) and not _offers(g, AT_MAZE)


def test_aimed_at_itself_it_fizzles():
    # the premise: in the unreduced game the activation destroys nothing
    g = _game(reduced=False)
    g.do(AT_ITSELF)
    resolve_stack(g)
    assert zones(g, "Wasteland", 0) == ["graveyard"]
    assert zones(g, "Maze of Ith", 0) == ["battlefield"]
    assert zones(g, "Mishra's Factory", 1) == ["battlefield"]
    assert g.life(0) == 20 and g.life(1) == 20


def test_aimed_at_its_players_maze_it_destroys_it():
    g = _game(reduced=False)
    g.do(AT_MAZE)
    resolve_stack(g)
    assert zones(g, "Wasteland", 0) == ["graveyard"]
    assert zones(g, "Maze of Ith", 0) == ["graveyard"]
    assert zones(g, "Mishra's Factory", 1) == ["battlefield"]


def test_the_activation_kept_resolves_as_before():
    g = _game()
    g.do(AT_FACTORY)
    resolve_stack(g)
    assert zones(g, "Wasteland", 0) == ["graveyard"]
    assert zones(g, "Mishra's Factory", 1) == ["graveyard"]
    assert zones(g, "Maze of Ith", 0) == ["battlefield"]


# ---- 2. matchups ------------------------------------------------------------------
def test_plain_lands_of_the_pool():
    names = sorted(c.name for c in all_cards())
    t = matchup_tables(names)
    kind = {n: t.ct[i, CT_PLAIN_LAND] for i, n in enumerate(t.names)}
    for n in ("Wasteland", "Strip Mine", "Maze of Ith", "Ancient Tomb", "Plains", "Island"):
        assert kind[n] == own_land.PLAIN, n
    for n in ("Mishra's Factory", "Mutavault", "Inkmoth Nexus"):
        assert kind[n] == own_land.PLAIN_BUT_ANIMATE, n
    # a creature card; a static or a trigger; legendary; a copy; a mana ability that
    # returns the land to a hand (Undiscovered Paradise) or uses counters
    for n in ("Dryad Arbor", "Memnite", "The Tabernacle at Pendrell Vale", "Sheltered Valley",
              "City of Traitors", "Dark Depths", "Urborg, Tomb of Yawgmoth", "Karakas",
              "Thespian's Stage", "Undiscovered Paradise", "Peat Bog", "Bottomless Vault"):
        assert kind[n] == 0, n


def _flag(a, b):
    t = matchup_tables(a + b)
    return own_land.cfg_flag(t, ([t.card_id(n) for n in a], [t.card_id(n) for n in b]))


WASTE = ["Wasteland", "Mishra's Factory"]


@pytest.mark.parametrize("other, flag", [
    (["Mishra's Factory"], 1),
    (["Inkmoth Nexus", "Maze of Ith"], 1),
    (["Karakas", "Mutavault"], 1),
    (["The Tabernacle at Pendrell Vale"], 1),    # its static gives creatures a trigger
    (["Strip Mine", "Ancient Tomb"], 1),
    (["Island"], 1),
    (["Thespian's Stage"], 0),                   # copies a land: the kept one too
    (["Urborg, Tomb of Yawgmoth"], 0),           # a static on every land
    (["City of Traitors"], 0),                   # a trigger on another land played
    (["Dark Depths"], 0),                        # an ability paid with mana, a trigger
    (["Mountain", "Lightning Bolt"], 0),         # a spell
    (["Savannah Lions"], 0),                     # a creature card
    (["Sheltered Valley", "Plains", "Plains"], 0),   # counts its controller's lands
    (["Dryad Arbor", "Undiscovered Paradise"], 1),  # in, but neither is plain
])
def test_cfg_flag_per_matchup(other, flag):
    assert _flag(WASTE, other) == flag
    assert _flag(other, WASTE) == flag


def test_no_land_destruction_no_reduction():
    assert _flag(["Mishra's Factory"], ["Maze of Ith"]) == 0


def test_a_static_outside_the_checked_list_turns_it_off():
    saved = own_land.BLIND_STATICS
    try:
        own_land.BLIND_STATICS = frozenset()
        assert _flag(WASTE, ["The Tabernacle at Pendrell Vale"]) == 0
        assert _flag(WASTE, ["Mishra's Factory"]) == 1
    finally:
        own_land.BLIND_STATICS = saved


def test_off_without_the_flag():
    t = matchup_tables(WASTE + ["Island"])
    d = ([t.card_id(n) for n in WASTE], [t.card_id("Island")])
    assert t.cfg(decks=d)[CFG_OWN_LAND] == 1
    assert t.cfg(decks=d, own_land=False)[CFG_OWN_LAND] == 0


# ---- 3. hand-reasoned pairings ----------------------------------------------------
@pytest.mark.parametrize("a, b, expected", [
    (["Wasteland"], ["Island"], ("draw", "draw")),
    (["Strip Mine"], ["Mishra's Factory"], ("draw", "draw")),
    (["Wasteland", "Mishra's Factory", "Mishra's Factory"], ["Wasteland"], ("win", "win")),
])
def test_hand_reasoned_pairings(a, b, expected):
    for kw in (dict(), dict(own_land=False)):
        r = solve(a, b, **kw)
        assert (r.a_on_play, r.a_on_draw) == expected, kw
        assert r.reasons == {}


# ---- 4. reduced against unreduced -----------------------------------------------
def _same_without(a, b, max_states=1_000_000):
    return reduced_matches_unreduced(a, b, max_states, own_land=False)


COUNTS = json.loads((Path(__file__).parent / "counts" / "counts.json").read_text())


def test_own_land_on_the_count_file():
    hits = [r for r in COUNTS if _flag(r["deck_a"], r["deck_b"])]
    assert hits
    for rec in hits:
        assert _same_without(rec["deck_a"], rec["deck_b"]) is not None


@pytest.mark.parametrize("a, b", LAND_RAZE_PAIRINGS + [
    (["Wasteland", "The Tabernacle at Pendrell Vale"], ["Mishra's Factory", "Strip Mine"]),
])
def test_own_land_keeps_the_verdicts(a, b):
    assert _flag(a, b)
    assert _same_without(a, b, max_states=3_000_000) is not None


@pytest.mark.parametrize("seed", range(16))
def test_own_land_on_random_pairings(seed):
    rng = random.Random(4000 + seed)
    a = [rng.choice(("Wasteland", "Strip Mine"))] + [rng.choice(LATE_LANDS)
                                                     for _ in range(rng.randint(0, 2))]
    b = [rng.choice(LATE_LANDS) for _ in range(rng.randint(1, 2))]
    a, b = (a, b) if seed % 2 else (b, a)
    assert _flag(a, b)
    assert _same_without(a, b, max_states=300_000) is not None


# Without the deferral (defer=False), an animation may be offered above a Wasteland
# aimed at its own land: the part of the argument about moves with the target land
# while the destruction waits is then exercised too.
@pytest.mark.parametrize("a, b", [
    (["Wasteland", "Mishra's Factory"], ["Island"]),
    (["Wasteland", "Mutavault"], ["Strip Mine"]),
    (["Wasteland", "Mishra's Factory", "Plains"], ["Mishra's Factory"]),
    (["Wasteland", "Inkmoth Nexus", "Swamp"], ["Maze of Ith"]),
    (["Strip Mine", "Mutavault"], ["The Tabernacle at Pendrell Vale", "Mishra's Factory"]),
    (["Wasteland", "Mishra's Factory"], ["Mishra's Factory", "Maze of Ith"]),
])
def test_own_land_without_the_deferral(a, b):
    reduced = solve(a, b, defer=False, max_states=1_000_000, method="negamax")
    full = solve(a, b, defer=False, own_land=False, max_states=1_000_000, method="negamax")
    assert "unknown" not in (full.a_on_play, full.a_on_draw)
    assert (reduced.a_on_play, reduced.a_on_draw) == (full.a_on_play, full.a_on_draw)
    assert reduced.states <= full.states
