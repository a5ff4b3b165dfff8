"""Deferred inert abilities (issue #10; engine/rules/defer.py, docs/RULES.md
"Deferred inert abilities").

1. Where an inert ability is offered: scenario positions.
2. Which matchups and players the reduction covers (cfg bits).
3. Solved pairings whose verdicts were reasoned out by hand before running:
   - `Mox Jet | Mutavault` vs `Plains` (deck size any): A plays both on its first
     turn; from its second turn on, each beginning of combat it animates Mutavault
     with the Mox's {B} and attacks for 2; B has nothing that can block or answer.
     20 / 2 = 10 attacks: A wins on the play and on the draw.  win / win.
   - `Plains | Savannah Lions` vs `Mox Jet | Mutavault`: a 2/2 on each side, B's
     only when animated ({1} from the Mox).  Whoever attacks can be blocked by the
     other's untapped 2/2 for a trade, after which nothing can deal damage; a
     player who attacked has its 2/2 (and B its Mox) tapped during the other's
     turn, so racing leaves the first attacker a turn ahead and the other player
     blocks instead.  Neither can force a win: draw / draw.  B's block needs the
     animation in A's declare attackers step, the defending player's window.
   - `Mox Jet | Mutavault` vs `Wasteland`: B destroys the Mutavault whenever it
     likes (in response to its first animation, say); A is left with a Mox and B
     with nothing: draw / draw.
   - `Mox Jet | Mutavault | Mutavault` vs `Wasteland`: one Wasteland for two
     Mutavaults (one land a turn: the second comes down after the first is
     destroyed, or the first keeps attacking); B has no blocker, and ten attacks of
     2 end the game: win / win.
4. The reduced search against the unreduced one (defer=False) on every matchup of
   the position-count file and on random pairings holding a card with an inert
   ability: the verdicts are the same and the reduced search is never larger.
5. Above a land's destruction (DEFER_ABOVE_RAZE): the windows, and the search
   against the one without that part (defer_raze=False) on pairings with Wasteland
   and Strip Mine.
6. After the turn's combat (DEFER_LATE, matchups of lands): the windows, which
   matchups, a hand-reasoned pairing, and the search against the one without that
   part (defer_late=False) on the count file's land pairings and random ones.
7. Maze of Ith after blockers (DEFER_MAZE): the same, against defer_maze=False.
8. Idle animations (DEFER_IDLE_ANIM): the windows and payments, which matchups,
   hand-reasoned pairings, and the search against idle_anim=False.
"""
import json
import random
from pathlib import Path

import pytest

from cards.registry import all_cards, matchup_tables
from engine.rules import defer
from engine.rules.zones import stack_off
from engine.state import E_SRC, E_TGT, H_STACK_N
from engine.tables import AB_INERT, AB_RAZES, CFG_DEFER
from matchup_kit import LAND_RAZE_PAIRINGS, LATE_LANDS, reduced_matches_unreduced
from solver.api import solve
from tests.scenario_kit import build, is_creature, tapped

COUNTS = json.loads((Path(__file__).parent / "counts" / "counts.json").read_text())
ANIMATE_FACTORY = "A activates Mishra's Factory ({1}: Mishra's Factory becomes"


def _offers(g, text):
    return any(text.lower() in d.lower() for d in g.describe_actions())


# ---- 1. windows -------------------------------------------------------------------
def test_an_animation_waits_for_the_beginning_of_combat():
    # A's upkeep, draw step and main phase hold no decision: the animation is
    # withheld there, so the first one is in the beginning of combat
    g = build(a=["Mishra's Factory", "Mountain"], b=["Plains"], active=0, step="upkeep")
    assert (g.step, g.to_move) == ("beginning of combat", 0) and _offers(g, ANIMATE_FACTORY)
    g = build(a=["Mishra's Factory", "Mountain"], b=["Plains"], active=0, step="upkeep",
              defer=False)
    assert (g.step, g.to_move) == ("upkeep", 0) and _offers(g, ANIMATE_FACTORY)


def test_the_active_player_animates_in_the_beginning_of_combat():
    g = build(a=["Mishra's Factory", "Mountain"], b=["Plains"], active=0,
              step="beginning of combat")
    assert g.to_move == 0 and _offers(g, ANIMATE_FACTORY)


def test_the_defending_player_animates_in_the_declare_attackers_step():
    g = build(a=["Plains", ("Savannah Lions", dict(sick=0))], b=["Mishra's Factory", "Mountain"],
              active=0, step="declare attackers")
    g.do("A attacks with Savannah Lions")
    if g.to_move == 0:
        g.do("A passes")
    assert g.to_move == 1
    assert _offers(g, "B activates Mishra's Factory ({1}: Mishra's Factory becomes")


def test_an_animation_answers_a_spell_on_the_stack():
    # A's upkeep: B casts Lightning Bolt at A; A may animate in response (the
    # top of the stack is no inert ability), though not before it
    g = build(a=["Mishra's Factory", "Mountain"], b=["Mountain"], b_hand=["Lightning Bolt"],
              active=0, step="upkeep")
    assert g.to_move == 1       # A's window was passed: it held only the animation
    g.do("B casts Lightning Bolt targeting A")
    assert g.to_move == 0 and _offers(g, ANIMATE_FACTORY)


def test_no_inert_response_to_an_inert_ability():
    # A animates in its beginning of combat; B's Factory is not offered above it
    g = build(a=["Mishra's Factory", "Mountain"], b=["Mishra's Factory", "Mountain"], active=0,
              step="beginning of combat")
    g.do(ANIMATE_FACTORY + " a 2/2 Assembly-Worker artifact creature until end of turn. "
         "It's still a land), paying with Mountain")
    assert g.to_move == 0
    g.do("A passes")
    # B could only pass above the animation (its Factory is withheld there), which
    # the engine does at once: the animation has resolved; A, with nothing left but
    # animating its Factory again (an idle animation), and B passed too, so A declares
    # attackers
    assert (g.step, g.to_move) == ("declare attackers", 0)
    assert "A attacks with Mishra's Factory" in g.describe_actions()
    assert is_creature(g, "Mishra's Factory", 0) and not is_creature(g, "Mishra's Factory", 1)


def test_a_pump_waits_for_blockers():
    # A's animated Factory attacks; A's second Factory may pump it once blockers
    # are declared (before damage), not before
    g = build(a=["Mishra's Factory", "Mishra's Factory", "Mountain"], b=["Plains"], active=0,
              step="beginning of combat")
    g.do(ANIMATE_FACTORY + " a 2/2 Assembly-Worker artifact creature until end of turn. "
         "It's still a land), paying with Mountain")
    g.do("A passes")
    assert g.step == "beginning of combat" and not _offers(g, "target Assembly-Worker")
    g.do("A passes")
    g.do("A attacks with Mishra's Factory")
    assert g.step == "declare blockers" and g.to_move == 0
    assert _offers(g, "gets +1/+1")


# ---- 2. which matchups ------------------------------------------------------------
def _bits(a, b):
    t = matchup_tables(a + b)
    return defer.cfg_bits(t, ([t.card_id(n) for n in a], [t.card_id(n) for n in b]))


def test_inert_abilities_of_the_pool():
    t = matchup_tables(["Mishra's Factory", "Mutavault", "Inkmoth Nexus", "Pendelhaven",
                        "Wasteland"])
    inert = {(t.names[t.ab[a, 0]], int(t.ab[a, AB_INERT])) for a in range(t.ab.shape[0])
             if t.ab[a, AB_INERT]}
    # Pendelhaven's "target 1/1 creature" reads power and toughness: not inert
    assert inert == {("Mishra's Factory", defer.INERT_ANIMATE),
                     ("Mishra's Factory", defer.INERT_PUMP), ("Mutavault", defer.INERT_ANIMATE),
                     ("Inkmoth Nexus", defer.INERT_ANIMATE)}


def test_cfg_bits_per_player_and_matchup():
    full = defer.DEFER_P0 | defer.DEFER_P1 | defer.DEFER_TARGETED | defer.DEFER_ABOVE_RAZE
    # (lands only, Maze of Ith's and Karakas's abilities blind after combat: DEFER_LATE)
    assert _bits(["Mishra's Factory", "Wasteland"], ["Maze of Ith", "Karakas"]) \
        == full | defer.DEFER_LATE | defer.DEFER_MAZE | defer.DEFER_IDLE_ANIM
    # Swords to Plowshares could exile its own player's animated land for life
    assert _bits(["Mutavault", "Swords to Plowshares"], ["Mishra's Factory"]) \
        == defer.DEFER_P1 | defer.DEFER_TARGETED | defer.DEFER_ABOVE_RAZE
    # an edict lets a player choose an animated land instead of another creature
    assert _bits(["Mutavault", "Plains"], ["Geth's Verdict", "Swamp"]) == 0
    # valiant sees a target being chosen: targeted pumps are not deferred
    assert _bits(["Mishra's Factory"], ["Heartfire Hero"]) & defer.DEFER_TARGETED == 0
    # Ensnaring Bridge reads power as attackers are declared: pumps before that too
    assert _bits(["Mishra's Factory"], ["Ensnaring Bridge"]) & defer.DEFER_PUMP_AT_ATTACK
    assert not _bits(["Mishra's Factory"], ["Plains"]) & defer.DEFER_PUMP_AT_ATTACK


# ---- 3. hand-reasoned pairings ----------------------------------------------------
@pytest.mark.parametrize("a, b, expected", [
    (["Mox Jet", "Mutavault"], ["Plains"], ("win", "win")),
    (["Plains", "Savannah Lions"], ["Mox Jet", "Mutavault"], ("draw", "draw")),
    (["Mox Jet", "Mutavault"], ["Wasteland"], ("draw", "draw")),
    (["Mox Jet", "Mutavault", "Mutavault"], ["Wasteland"], ("win", "win")),
])
def test_hand_reasoned_pairings(a, b, expected):
    for kw in (dict(), dict(defer_raze=False), dict(defer=False)):
        r = solve(a, b, **kw)
        assert (r.a_on_play, r.a_on_draw) == expected, kw


# ---- 4. reduced against unreduced -----------------------------------------------
def _same_verdicts(a, b, max_states=400_000):
    return reduced_matches_unreduced(a, b, max_states, defer=False)


@pytest.mark.parametrize("rec", COUNTS, ids=lambda r: f"{'+'.join(r['deck_a'])} vs {'+'.join(r['deck_b'])}")
def test_defer_keeps_every_verdict(rec):
    _same_verdicts(rec["deck_a"], rec["deck_b"])


INERT_CARDS = ("Mishra's Factory", "Mutavault", "Inkmoth Nexus")


def _random_decks(seed):
    rng = random.Random(seed)
    names = sorted(c.name for c in all_cards())
    a = [rng.choice(INERT_CARDS)] + [rng.choice(names) for _ in range(rng.randint(0, 1))]
    b = [rng.choice(names) for _ in range(rng.randint(1, 2))]
    if seed % 3 == 0:
        b[0] = rng.choice(INERT_CARDS)
    return (a, b) if seed % 2 else (b, a)


@pytest.mark.parametrize("seed", range(24))
def test_defer_on_random_pairings(seed):
    a, b = _random_decks(seed)
    _same_verdicts(a, b, max_states=200_000)


@pytest.mark.parametrize("a, b", [
    (["Mishra's Factory", "Mishra's Factory"], ["Mutavault", "Plains"]),
    (["Inkmoth Nexus", "Mox Jet"], ["Mutavault", "Wasteland"]),
])
def test_defer_on_creature_land_pairings(a, b):
    # both sides hold animations (and A's Factories pumps): 1.8 and 1.2 million
    # positions unreduced, 22 and 7 times fewer reduced (session 8)
    counts = _same_verdicts(a, b, max_states=3_000_000)
    assert counts is not None and 5 * counts[0] < counts[1]


# ---- 5. above a land's destruction -------------------------------------------------
WASTE_B_FACTORY = "A activates Wasteland ({T}, Sacrifice Wasteland: Destroy target nonbasic " \
    "land) targeting B's Mishra's Factory"
ANIMATE_B = "B activates Mishra's Factory ({1}: Mishra's Factory becomes"


def _factories_at_war(raze=True, idle_anim=True):
    """A's beginning of combat: A holds Wasteland, a Factory and a Mountain, B two
    Factories; A's Wasteland is activated at B's first Factory."""
    g = build(a=["Wasteland", "Mishra's Factory", "Mountain"],
              b=["Mishra's Factory", "Mishra's Factory"], active=0, step="beginning of combat")
    if not raze:
        g.cfg[CFG_DEFER] &= ~defer.DEFER_ABOVE_RAZE
    if not idle_anim:
        g.cfg[CFG_DEFER] &= ~defer.DEFER_IDLE_ANIM
    g.do(WASTE_B_FACTORY)
    return g


def test_razing_abilities_of_the_pool():
    t = matchup_tables(["Wasteland", "Strip Mine", "Mishra's Factory", "Dismember",
                        "Swords to Plowshares", "Maze of Ith"])
    razes = {t.names[t.ab[a, 0]] for a in range(t.ab.shape[0]) if t.ab[a, AB_RAZES]}
    assert razes == {"Wasteland", "Strip Mine"}


def test_no_animation_above_ones_own_wasteland():
    # A's Factory could animate above its Wasteland (unreduced), but A's pool is
    # empty and the target is B's: A's window is passed at once
    g = _factories_at_war()
    assert g.to_move == 1 and g.s[H_STACK_N] == 1
    g = _factories_at_war(raze=False)
    assert g.to_move == 0 and _offers(g, ANIMATE_FACTORY)


def test_the_doomed_land_pays_for_the_other():
    # B's targeted Factory may still tap to animate B's other one, but its own
    # animation, which would end with it, is not offered, nor the other Factory's
    # paid by itself (that can come later as well)
    g = _factories_at_war()
    acts = [d for d in g.describe_actions() if d.startswith(ANIMATE_B)]
    assert len(acts) == 1, acts         # the other Factory, paid by the doomed one
    for text in acts:
        h = _factories_at_war()
        h.do(text)
        waste, top = (stack_off.py_func(h.s, k) for k in range(2))    # (canonical indexes)
        assert h.s[H_STACK_N] == 2 and h.s[top + E_SRC] != h.s[waste + E_TGT]
    # without that part: either Factory, paid by the other (a Factory paying for its
    # own animation would be an idle animation), or by either with idle animations too
    for idle_anim, rows in ((True, 2), (False, 4)):
        g = _factories_at_war(raze=False, idle_anim=idle_anim)
        g.do("A passes")
        assert len([d for d in g.describe_actions() if d.startswith(ANIMATE_B)]) == rows


def _same_without_raze(a, b, max_states=1_200_000):
    return reduced_matches_unreduced(a, b, max_states, defer_raze=False)


RAZE_PAIRINGS = [
    (["Wasteland"], ["Mishra's Factory", "Plains"]),
    (["Wasteland", "Mishra's Factory"], ["Mishra's Factory", "Plains"]),
    (["Strip Mine", "Mutavault"], ["Inkmoth Nexus", "Mox Jet"]),
    (["Wasteland", "Savannah Lions", "Plains"], ["Mishra's Factory", "Mox Jet"]),
    (["Wasteland", "Lightning Bolt", "Mountain"], ["Mutavault", "Mox Jet"]),
]


@pytest.mark.parametrize("a, b", RAZE_PAIRINGS)
def test_raze_deferral_on_land_destruction_pairings(a, b):
    counts = _same_without_raze(a, b)
    assert counts is not None


def test_raze_deferral_on_the_count_file():
    hits = [r for r in COUNTS if {"Wasteland", "Strip Mine"} & set(r["deck_a"] + r["deck_b"])]
    assert hits
    for rec in hits:
        assert _same_without_raze(rec["deck_a"], rec["deck_b"]) is not None


def _raze_decks(seed):
    rng = random.Random(1000 + seed)
    names = sorted(c.name for c in all_cards())
    a = [rng.choice(("Wasteland", "Strip Mine"))] + [rng.choice(names)]
    b = [rng.choice(INERT_CARDS)] + [rng.choice(names) for _ in range(rng.randint(0, 1))]
    return (a, b) if seed % 2 else (b, a)


@pytest.mark.parametrize("seed", range(16))
def test_raze_deferral_on_random_pairings(seed):
    a, b = _raze_decks(seed)
    _same_without_raze(a, b, max_states=200_000)


# ---- 6. after the turn's combat ---------------------------------------------------
FLOAT_B = "B taps Mishra's Factory for {C}, floating it"


def test_late_matchups():
    late = defer.DEFER_LATE
    fw = ["Mishra's Factory", "Mishra's Factory", "Wasteland"]
    assert _bits(fw, fw) & late
    assert _bits(["Wasteland", "Mishra's Factory", "The Tabernacle at Pendrell Vale"],
                 ["Mishra's Factory"] * 3) & late
    assert _bits(["Mutavault", "Strip Mine", "Plains"], ["Inkmoth Nexus", "Ancient Tomb"]) & late
    # Maze of Ith (an attacking creature) and Karakas (a legendary creature: none here)
    assert _bits(["Wasteland", "Karakas", "Inkmoth Nexus"],
                 ["Karakas", "Wasteland", "Mishra's Factory"]) & late
    assert _bits(["Inkmoth Nexus", "Ancient Tomb", "Maze of Ith"], ["Maze of Ith"]) & late
    # a spell (even a Mox), a land's ability that reads power and toughness or costs
    # mana, or the unreduced deferral: off
    assert not _bits(fw, ["Mishra's Factory", "Lightning Bolt"]) & late
    assert not _bits(fw, ["Mishra's Factory", "Mox Jet"]) & late
    assert not _bits(fw, ["Pendelhaven"]) & late
    assert not _bits(fw, ["Dark Depths", "Thespian's Stage"]) & late
    t = matchup_tables(fw)
    ids = [t.card_id(n) for n in fw]
    assert not defer.cfg_bits(t, (ids, ids), late=False) & late


def _late_raze(late=True):
    """A's main 2: A's Wasteland, activated at one of B's two untapped Factories."""
    g = build(a=["Wasteland", "Mishra's Factory"], b=["Mishra's Factory", "Mishra's Factory"],
              active=0, step="main 2")
    if not late:
        g.cfg[CFG_DEFER] &= ~defer.DEFER_LATE
    g.do(WASTE_B_FACTORY)
    return g


def test_nothing_answers_a_late_land_destruction():
    # after combat, B's animation of its other Factory (paid by the doomed one) could
    # be seen by nothing before the turn ends, nor mana floated from the doomed
    # Factory spent: B may only pass, so the Wasteland resolves at once
    g = _late_raze()
    assert g.s[H_STACK_N] == 0
    assert g.zone("Mishra's Factory", 1) == "battlefield,graveyard"
    assert g.zone("Wasteland", 0) == "graveyard"
    g = _late_raze(late=False)
    assert g.to_move == 1 and g.s[H_STACK_N] == 1
    assert _offers(g, FLOAT_B) and _offers(g, ANIMATE_B)


def test_no_animation_to_block_when_nothing_attacks():
    # A declares no attacker: the blockers step is skipped, so B's Factory is not
    # offered in A's declare attackers step (B has nothing else there: passed)
    g = build(a=["Plains", ("Savannah Lions", dict(sick=0))], b=["Mishra's Factory", "Mountain"],
              active=0, step="declare attackers")
    g.do("A does not attack")
    assert not (g.step == "declare attackers" and g.active == 0)
    g = build(a=["Plains", ("Savannah Lions", dict(sick=0))], b=["Mishra's Factory", "Mountain"],
              active=0, step="declare attackers", defer=False)
    g.do("A does not attack")
    if g.to_move == 0:
        g.do("A passes")
    assert (g.step, g.to_move) == ("declare attackers", 1)
    assert _offers(g, "B activates Mishra's Factory ({1}: Mishra's Factory becomes")


def test_late_hand_reasoned_pairing():
    # `Wasteland | Mishra's Factory` vs `Mishra's Factory` (deck size any): B's only
    # mana is its Factory, which cannot pay its own animation and stay untapped, so
    # B never blocks nor attacks.  A keeps Wasteland for {C}, animates its Factory at
    # each beginning of combat and attacks for 2: ten attacks.  win / win, in every
    # form of the search.
    for kw in (dict(), dict(defer_late=False), dict(defer=False)):
        r = solve(["Wasteland", "Mishra's Factory"], ["Mishra's Factory"], **kw)
        assert (r.a_on_play, r.a_on_draw) == ("win", "win"), kw


def _same_without_late(a, b, max_states=1_200_000):
    return reduced_matches_unreduced(a, b, max_states, defer_late=False)


def _late(a, b):
    return bool(_bits(a, b) & defer.DEFER_LATE)


def _on_the_count_file(bit, needs=None, **unreduced):
    """Every pairing of the count file with `bit` (and holding card `needs`): the same
    verdicts without the part `unreduced` names, never more positions."""
    hits = [r for r in COUNTS if _bits(r["deck_a"], r["deck_b"]) & bit
            and (needs is None or needs in r["deck_a"] + r["deck_b"])]
    assert hits
    for rec in hits:
        assert reduced_matches_unreduced(rec["deck_a"], rec["deck_b"], 1_200_000,
                                         **unreduced) is not None


def test_late_deferral_on_the_count_file():
    _on_the_count_file(defer.DEFER_LATE, defer_late=False)


@pytest.mark.parametrize("a, b", LAND_RAZE_PAIRINGS)
def test_late_deferral_on_land_destruction_pairings(a, b):
    assert _late(a, b)
    counts = _same_without_late(a, b, max_states=3_000_000)
    assert counts is not None


@pytest.mark.parametrize("seed", range(12))
def test_late_deferral_on_random_pairings(seed):
    rng = random.Random(2000 + seed)
    a = [rng.choice(("Wasteland", "Strip Mine"))] + [rng.choice(LATE_LANDS)
                                                     for _ in range(rng.randint(0, 1))]
    b = [rng.choice(INERT_CARDS)] + [rng.choice(LATE_LANDS) for _ in range(rng.randint(0, 1))]
    a, b = (a, b) if seed % 2 else (b, a)
    assert _late(a, b)
    _same_without_late(a, b, max_states=300_000)


# ---- 7. Maze of Ith after blockers ------------------------------------------------
MAZE_B = "B activates Maze of Ith"
MAZE_PAIRINGS = [
    (["Mishra's Factory", "Mountain"], ["Maze of Ith", "Mishra's Factory"]),
    (["Inkmoth Nexus", "Ancient Tomb"], ["Maze of Ith", "Inkmoth Nexus"]),
    (["Wasteland", "Mishra's Factory"], ["Maze of Ith", "Mishra's Factory"]),
    (["Inkmoth Nexus", "Maze of Ith", "Ancient Tomb"], ["Mishra's Factory", "Plains"]),
    (["Mutavault", "Maze of Ith", "Plains"], ["Strip Mine", "Inkmoth Nexus"]),
    # lands outside LATE_LANDS in such matchups, with verdicts that are not draws: a
    # creature land that is a creature card (Dryad Arbor), a Maze that makes mana
    # (Urborg, Tomb of Yawgmoth makes it a Swamp)
    (["Dryad Arbor", "Dryad Arbor", "Wasteland"], ["Maze of Ith", "Dryad Arbor"]),
    (["Inkmoth Nexus"], ["Maze of Ith", "Urborg, Tomb of Yawgmoth", "Dryad Arbor"]),
]


def test_maze_matchups():
    maze = defer.DEFER_MAZE
    assert _bits(["Inkmoth Nexus", "Ancient Tomb", "Maze of Ith"],
                 ["Inkmoth Nexus", "Ancient Tomb", "Maze of Ith"]) & maze
    assert _bits(["Wasteland", "Inkmoth Nexus", "Maze of Ith"],
                 ["Inkmoth Nexus", "Inkmoth Nexus", "Wasteland"]) & maze
    # only with the deferral after combat (a matchup of lands), and not when asked off
    assert not _bits(["Mishra's Factory", "Maze of Ith"],
                     ["Mishra's Factory", "Lightning Bolt"]) & maze
    t = matchup_tables(["Mishra's Factory", "Maze of Ith"])
    ids = [t.card_id(n) for n in ("Mishra's Factory", "Maze of Ith")]
    assert not defer.cfg_bits(t, (ids, ids), maze=False) & maze
    assert not defer.cfg_bits(t, (ids, ids), late=False) & maze


def _pass(g):
    g.do("AB"[g.to_move] + " passes")


def _maze_attack(b=("Maze of Ith", "Plains"), a=("Mishra's Factory", "Mountain"), maze=True):
    """A's beginning of combat: A animates its Factory (paid by the Mountain) and
    attacks with it; B holds an untapped Maze of Ith."""
    g = build(a=list(a), b=list(b), active=0, step="beginning of combat")
    assert g.cfg[CFG_DEFER] & defer.DEFER_MAZE
    if not maze:
        g.cfg[CFG_DEFER] &= ~defer.DEFER_MAZE
    g.do(next(d for d in g.describe_actions() if d.startswith(ANIMATE_FACTORY)))
    while "A attacks with Mishra's Factory" not in g.describe_actions():
        _pass(g)
    g.do("A attacks with Mishra's Factory")
    return g


def test_the_defending_maze_waits_for_blockers():
    # no decision of B's in the declare attackers step offers the Maze; the first
    # one after blockers are declared does, aimed at the attacking Factory
    g = _maze_attack()
    while g.step == "declare attackers":
        assert not _offers(g, MAZE_B)
        _pass(g)
    assert g.step == "declare blockers"
    while g.to_move != 1:
        _pass(g)
    assert g.step == "declare blockers"
    assert _offers(g, MAZE_B + " ({T}: Untap target attacking creature") \
        and _offers(g, "targeting A's Mishra's Factory")
    # unreduced: B's first window, in the declare attackers step, offers it
    g = _maze_attack(maze=False)
    while g.to_move != 1:
        _pass(g)
    assert g.step == "declare attackers" and _offers(g, MAZE_B)


def test_the_maze_waits_above_an_inert_ability_too():
    # B animates its Factory to block (offered in A's declare attackers step): with
    # that inert ability on top B still holds Wasteland, but the Maze waits; after
    # blockers it is offered
    g = _maze_attack(b=("Maze of Ith", "Mishra's Factory", "Plains", "Wasteland"))
    while g.to_move != 1:
        _pass(g)
    assert g.step == "declare attackers" and not _offers(g, MAZE_B)
    g.do(next(d for d in g.describe_actions()
              if d.startswith("B activates Mishra's Factory ({1}")))
    assert g.to_move == 1 and g.s[H_STACK_N] == 1
    assert _offers(g, "B activates Wasteland") and not _offers(g, MAZE_B)
    while g.step == "declare attackers":
        assert not _offers(g, MAZE_B)
        acts = g.describe_actions()
        g.do(next((d for d in acts if d.endswith(" passes")), acts[0]))
    g.do("B blocks Mishra's Factory with Mishra's Factory")
    while g.step == "declare blockers" and g.to_move != 1:
        _pass(g)
    assert g.step == "declare blockers" and _offers(g, MAZE_B)


def test_the_attacking_players_own_maze_does_not_wait():
    # A's Maze at its own attacker (to untap it, or prevent the damage dealt to it)
    # is offered in the declare attackers step as before
    g = _maze_attack(a=("Mishra's Factory", "Mountain", "Maze of Ith"), b=("Plains",))
    assert g.step == "declare attackers" and g.to_move == 0
    assert _offers(g, "A activates Maze of Ith")


def test_a_waiting_maze_answers_a_land_destruction():
    # A's Wasteland at B's Maze in the declare attackers step: B may answer with the
    # Maze at the attacker (the ability resolves though its source is destroyed)
    g = _maze_attack(a=("Mishra's Factory", "Mountain", "Wasteland"))
    assert g.step == "declare attackers" and g.to_move == 0
    g.do(next(d for d in g.describe_actions()
              if d.startswith("A activates Wasteland") and d.endswith("targeting B's Maze of Ith")))
    assert g.to_move == 1 and _offers(g, MAZE_B)
    g.do(next(d for d in g.describe_actions() if d.startswith(MAZE_B)))
    while g.s[H_STACK_N]:
        _pass(g)
    assert g.zone("Maze of Ith", 1) == "graveyard"
    assert not tapped(g, "Mishra's Factory", 0)         # untapped by the Maze
    combat = ("declare attackers", "declare blockers", "first-strike damage", "combat damage")
    for _ in range(20):                                 # on past the combat damage
        if g.step not in combat:
            break
        acts = g.describe_actions()
        g.do(next((d for d in acts if d.endswith(" passes")), acts[0]))
    assert g.step not in combat and g.life(1) == 20    # its damage prevented


@pytest.mark.parametrize("a, b, expected", [
    # one attacker a turn (the Mountain pays one animation; a Factory tapped for mana
    # can't attack): the Maze stops it every turn, and B has nothing to attack with
    (["Mishra's Factory", "Mountain"], ["Maze of Ith"], ("draw", "draw")),
    # two Mountains animate both Factories: the Maze stops one, the other deals 2 a
    # turn, and B never answers
    (["Mishra's Factory", "Mishra's Factory", "Mountain", "Mountain"], ["Maze of Ith"],
     ("win", "win")),
])
def test_maze_hand_reasoned_pairings(a, b, expected):
    for kw in (dict(), dict(defer_maze=False)):
        r = solve(a, b, **kw)
        assert (r.a_on_play, r.a_on_draw) == expected, kw


def _same_without_maze(a, b, max_states=1_200_000):
    return reduced_matches_unreduced(a, b, max_states, defer_maze=False)


def _maze(a, b):
    return bool(_bits(a, b) & defer.DEFER_MAZE)


def test_maze_deferral_on_the_count_file():
    _on_the_count_file(defer.DEFER_MAZE, needs="Maze of Ith", defer_maze=False)


@pytest.mark.parametrize("a, b", MAZE_PAIRINGS)
def test_maze_deferral_on_maze_pairings(a, b):
    assert _maze(a, b)
    counts = _same_without_maze(a, b, max_states=3_000_000)
    assert counts is not None and counts[0] <= counts[1]


@pytest.mark.parametrize("seed", range(12))
def test_maze_deferral_on_random_pairings(seed):
    rng = random.Random(3000 + seed)
    pool = LATE_LANDS + ("Dryad Arbor", "Urborg, Tomb of Yawgmoth")
    a = ["Maze of Ith"] + [rng.choice(pool) for _ in range(rng.randint(0, 1))]
    b = [rng.choice(INERT_CARDS)] + [rng.choice(LATE_LANDS) for _ in range(rng.randint(0, 1))]
    a, b = (a, b) if seed % 2 else (b, a)
    assert _maze(a, b)
    _same_without_maze(a, b, max_states=300_000)


# ---- 8. idle animations -----------------------------------------------------------
IDLE_ANIM_PAIRINGS = [
    (["Mishra's Factory", "Mishra's Factory"], ["Mishra's Factory", "Wasteland"]),
    (["Wasteland", "Mishra's Factory"], ["Wasteland", "Mishra's Factory"]),
    (["Mutavault", "Inkmoth Nexus"], ["Mishra's Factory", "Ancient Tomb"]),
    (["Mishra's Factory", "Mountain"], ["Maze of Ith", "Mishra's Factory"]),
    (["Inkmoth Nexus", "Karakas"], ["Strip Mine", "Mishra's Factory"]),
    (["Mishra's Factory", "The Tabernacle at Pendrell Vale"], ["Mutavault", "Plains"]),
    (["Dryad Arbor", "Mishra's Factory"], ["Mutavault", "Wasteland"]),
]


def _idle_anim(a, b):
    return bool(_bits(a, b) & defer.DEFER_IDLE_ANIM)


def test_idle_animation_matchups():
    fw = ["Mishra's Factory", "Mishra's Factory", "Wasteland"]
    assert _idle_anim(fw, fw)
    assert _idle_anim(["Wasteland", "Inkmoth Nexus", "Maze of Ith"],
                      ["Inkmoth Nexus", "Inkmoth Nexus", "Wasteland"])
    # only with the deferral after combat (a matchup of lands) ...
    assert not _idle_anim(fw, ["Mishra's Factory", "Lightning Bolt"])
    # ... where nothing reads a tapped status but its controller's choices: a storage
    # land may stay tapped and gets a counter if it is
    assert _bits(fw, ["Bottomless Vault", "Mishra's Factory"]) & defer.DEFER_LATE
    assert not _idle_anim(fw, ["Bottomless Vault", "Mishra's Factory"])
    t = matchup_tables(fw)
    ids = [t.card_id(n) for n in fw]
    assert not defer.cfg_bits(t, (ids, ids), idle_anim=False) & defer.DEFER_IDLE_ANIM
    assert not defer.cfg_bits(t, (ids, ids), late=False) & defer.DEFER_IDLE_ANIM


def _animations(g, player="A"):
    return [d for d in g.describe_actions()
            if d.startswith(f"{player} activates Mishra's Factory ({{1}}")]


def _combat(a, b, idle_anim=True):
    """A's main 1 passed by both players: A's beginning of combat, stack empty (or B's
    window in it, when A could only pass)."""
    g = build(a=a, b=b, active=0, step="main 1")
    assert g.cfg[CFG_DEFER] & defer.DEFER_IDLE_ANIM
    if not idle_anim:
        g.cfg[CFG_DEFER] &= ~defer.DEFER_IDLE_ANIM
    while g.step == "main 1":
        _pass(g)
    assert g.step == "beginning of combat" and g.s[H_STACK_N] == 0
    return g


def test_a_tapped_creature_land_is_not_animated():
    # A's Factory is tapped: animated, it could neither attack nor block this turn
    a, b = [("Mishra's Factory", dict(tapped=1)), "Mountain"], ["Mishra's Factory", "Wasteland"]
    g = _combat(a, b)
    assert g.to_move == 1       # A could only pass: the engine passed for A
    g = _combat(a, b, idle_anim=False)
    assert g.to_move == 0 and len(_animations(g)) == 1  # paid by the Mountain


def test_a_tapped_creature_land_with_minus_counters_is_animated():
    # two -1/-1 counters (infect's, kept after an animation ends): animated, the
    # Factory is a 0/0 and dies, a change of zone that a land count could see, so the
    # animation is still offered, paid by the Mountain
    a = [("Mishra's Factory", dict(tapped=1, p1p1=-2)), "Mountain"]
    g = _combat(a, ["Mishra's Factory", "Wasteland"])
    assert g.to_move == 0
    (text,) = _animations(g)
    g.do(text)
    while g.s[H_STACK_N]:
        _pass(g)
    assert g.zone("Mishra's Factory", 0) == "graveyard"


def test_a_creature_land_with_minus_counters_pays_for_itself():
    # not benched (two -1/-1 counters): paid by itself, the 0/0 Factory would die, so
    # that payment is offered too
    a = [("Mishra's Factory", dict(p1p1=-2)), "Mountain"]
    offered = _animations(_combat(a, ["Mishra's Factory", "Wasteland"]))
    assert sorted(d.rsplit(" ", 1)[-1] for d in offered) == ["Factory", "Mountain"]


def test_a_creature_land_does_not_pay_for_its_own_animation():
    # the Mountain pays; the Factory itself, tapped by paying, could not attack
    a, b = ["Mishra's Factory", "Mountain"], ["Mishra's Factory", "Wasteland"]
    offered = _animations(_combat(a, b))
    assert offered == ["A activates Mishra's Factory ({1}: Mishra's Factory becomes a 2/2 "
                       "Assembly-Worker artifact creature until end of turn. It's still a "
                       "land), paying with Mountain"]
    unreduced = _animations(_combat(a, b, idle_anim=False))
    assert len(unreduced) == 2 and offered[0] in unreduced
    # with a second Factory, each pays for the other, never for itself
    g = _combat(["Mishra's Factory", "Mishra's Factory"], b)
    assert len(_animations(g)) == 2
    assert len(_animations(_combat(["Mishra's Factory", "Mishra's Factory"], b,
                                   idle_anim=False))) == 4


def test_an_animated_creature_land_is_not_animated_again():
    # animated once (paid by the Mountain, resolved), the Factory is a 2/2 until end of
    # turn: animating it again (with the second Mountain) would change nothing
    for reduced in (True, False):
        g = _combat(["Mishra's Factory", "Mountain", "Mountain"], ["Mishra's Factory", "Wasteland"],
                    idle_anim=reduced)
        g.do(next(d for d in _animations(g) if d.endswith("paying with Mountain")))
        while g.s[H_STACK_N]:
            _pass(g)
        assert is_creature(g, "Mishra's Factory", 0) and g.step == "beginning of combat"
        if reduced:     # A could only pass (attacking comes next): passed for A
            assert g.to_move == 1
        else:
            assert g.to_move == 0 and _animations(g)


def test_an_attacking_creature_land_is_not_animated_again():
    # A's animated Factory attacks; after blockers B's Maze of Ith targets it.  Above
    # the Maze (not an inert ability: a response is offered there) animating the
    # attacker again, with A's second Mountain, would change nothing
    for reduced in (True, False):
        g = _maze_attack(a=("Mishra's Factory", "Mountain", "Mountain"))
        if not reduced:
            g.cfg[CFG_DEFER] &= ~defer.DEFER_IDLE_ANIM
        while g.to_move != 1 or g.step == "declare attackers":
            _pass(g)
        assert g.step == "declare blockers"
        # (B, holding priority after activating, could only pass: the engine passes)
        g.do(next(d for d in g.describe_actions() if d.startswith(MAZE_B)))
        assert g.to_move == 0 and g.s[H_STACK_N] == 1 and "A passes" in g.describe_actions()
        if reduced:
            assert _animations(g) == []
        else:
            assert [d[-len("paying with Mountain"):] for d in _animations(g)] == \
                ["paying with Mountain"]


def test_the_defending_creature_land_animates_to_block():
    # B's Factory, untapped, is animated to block (paid by B's Mountain, not by
    # itself); once tapped for mana it is not
    g = _combat(["Mishra's Factory", "Mountain"], ["Mishra's Factory", "Mountain"])
    g.do(next(d for d in _animations(g) if d.endswith("paying with Mountain")))
    while "A attacks with Mishra's Factory" not in g.describe_actions():
        _pass(g)
    g.do("A attacks with Mishra's Factory")
    while g.to_move != 1:
        _pass(g)
    assert g.step == "declare attackers"
    assert [d[-len("paying with Mountain"):] for d in _animations(g, "B")] == \
        ["paying with Mountain"]


@pytest.mark.parametrize("a, b, expected", [
    # B's only mana is its Factory, which cannot pay its own animation and stay
    # untapped: B never blocks nor attacks (its pump can only help A's attacker).  A
    # animates with the Mountain and attacks for 2 each turn: ten attacks.
    (["Mishra's Factory", "Mountain"], ["Mishra's Factory"], ("win", "win")),
    # each side: a Factory and a Mountain.  An attacking Factory (tapped, its Mountain
    # spent on the animation) meets the defender's Factory, animated by its Mountain,
    # which blocks and taps itself to pump itself: 3/3 against 2/2, the attacker dies,
    # the blocker lives and then attacks each turn unopposed.  So nobody attacks, and
    # nothing else deals damage: draw / draw.
    (["Mishra's Factory", "Mountain"], ["Mishra's Factory", "Mountain"], ("draw", "draw")),
])
def test_idle_animation_hand_reasoned_pairings(a, b, expected):
    for kw in (dict(), dict(idle_anim=False)):
        r = solve(a, b, **kw)
        assert (r.a_on_play, r.a_on_draw) == expected, kw


def _same_without_idle_anim(a, b, max_states=1_200_000):
    return reduced_matches_unreduced(a, b, max_states, idle_anim=False)


def test_idle_animation_on_the_count_file():
    _on_the_count_file(defer.DEFER_IDLE_ANIM, idle_anim=False)


@pytest.mark.parametrize("a, b", IDLE_ANIM_PAIRINGS)
def test_idle_animation_on_creature_land_pairings(a, b):
    assert _idle_anim(a, b)
    counts = _same_without_idle_anim(a, b, max_states=3_000_000)
    assert counts is not None and counts[0] <= counts[1]


@pytest.mark.parametrize("seed", range(12))
def test_idle_animation_on_random_pairings(seed):
    rng = random.Random(4000 + seed)
    pool = LATE_LANDS + ("Dryad Arbor", "Urborg, Tomb of Yawgmoth")
    a = [rng.choice(INERT_CARDS)] + [rng.choice(pool) for _ in range(rng.randint(0, 1))]
    b = [rng.choice(INERT_CARDS + ("Wasteland", "Strip Mine"))] + \
        [rng.choice(LATE_LANDS) for _ in range(rng.randint(0, 1))]
    a, b = (a, b) if seed % 2 else (b, a)
    assert _idle_anim(a, b)
    _same_without_idle_anim(a, b, max_states=300_000)
