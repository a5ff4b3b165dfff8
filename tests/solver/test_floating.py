"""Mana pools and floating mana, solved.

1. The shared-pool bug, reasoned out by hand before the fix was run:
   `Black Lotus | Stromkirk Noble` vs `Lightning Bolt` (deck size any): B has no
   mana source, so the Bolt can never be cast.  A on the play: turn 1 Lotus for
   {R}{R}{R}, Noble; it attacks every turn from turn 2 and grows (+1/+1 counter
   per hit): 1+2+3+4+5+6 = 21 damage by A's turn 7; B can do nothing.  A on the
   draw: the same, a turn later.  Win / win.  Same for `Black Lotus | Savannah
   Lions` vs `Swords to Plowshares` (the Swords can never be cast; the Lions hit
   for 2 each turn).  The old engine let B spend A's leftover mana: draw / draw.
2. The reduction of floating mana (docs/RULES.md, "Mana"): floating is offered
   only where it can matter.  It is compared with the unreduced search, which
   offers it in every priority window (cfg float_all), on every matchup of the
   position-count file and on random pairings: the verdicts must be the same.
3. The quick may-act test (engine/rules/priority.py) is an upper bound: where it
   says a player can only pass, the full list of legal actions holds only pass.
"""
import json
import random
from pathlib import Path

import numpy as np
import pytest

from cards.registry import all_cards
from engine import ops
from engine import layout
from engine import state as S
from engine.game import Game
from engine.layout import WORK_SIZE
from engine.rules.priority import all_priority_actions, may_act
from matchup_kit import random_pairing, reduced_matches_unreduced
from solver.api import solve

COUNTS = json.loads((Path(__file__).parent / "counts" / "counts.json").read_text())


@pytest.mark.parametrize("a, b", [
    (["Black Lotus", "Stromkirk Noble"], ["Lightning Bolt"]),
    (["Black Lotus", "Savannah Lions"], ["Swords to Plowshares"]),
])
def test_a_players_mana_is_their_own(a, b):
    r = solve(a, b)
    assert (r.a_on_play, r.a_on_draw) == ("win", "win")


def _same_verdicts(a, b, max_states=400_000):
    return reduced_matches_unreduced(a, b, max_states, float_all=True)


@pytest.mark.parametrize("rec", COUNTS, ids=lambda r: f"{'+'.join(r['deck_a'])} vs {'+'.join(r['deck_b'])}")
def test_float_reduction_keeps_every_verdict(rec):
    _same_verdicts(rec["deck_a"], rec["deck_b"])


def _random_decks(seed):
    return random_pairing(seed, most=2)


@pytest.mark.parametrize("seed", range(16))
def test_float_reduction_on_random_pairings(seed):
    a, b = _random_decks(seed)
    _same_verdicts(a, b, max_states=200_000)


@pytest.mark.parametrize("a, b", [
    (["Wasteland", "Savannah Lions", "Plains"], ["Mishra's Factory", "Mox Jet"]),
    (["Strip Mine", "Mox Jet"], ["Urborg, Tomb of Yawgmoth", "Mutavault"]),
    (["Wasteland", "Lightning Bolt", "Mountain"], ["Mutavault", "Mox Jet"]),
    (["Strip Mine", "Savannah Lions"], ["Ancient Tomb", "Mishra's Factory"]),
])
def test_float_reduction_above_a_lands_destruction(a, b):
    # above Wasteland or Strip Mine only the target's own mana may be floated (an
    # Urborg's destruction changes its controller's other lands too)
    assert _same_verdicts(a, b, max_states=1_500_000) is not None


def _random_positions(seed, plies=60):
    """Positions of a random game, each also with priority handed to the other
    player (positions the forced-move loop passes through unseen)."""
    rng = random.Random(seed)
    names = sorted(c.name for c in all_cards())
    g = Game([rng.choice(names) for _ in range(3)], [rng.choice(names) for _ in range(3)],
             first=seed % 2)
    for _ in range(plies):
        if g.result != ops.R_ONGOING:
            return
        if g.decision == "priority":
            yield g.s.copy()
            other = g.s.copy()
            other[S.H_PRIO] = 1 - other[S.H_PRIO]
            yield other
        acts = g.legal_actions()
        if len(acts) == 0:
            return
        g.apply(acts[rng.randrange(len(acts))])


@pytest.mark.parametrize("seed", range(40))
def test_may_act_is_an_upper_bound(seed):
    g = Game(["Memnite"], ["Memnite"])
    out = np.zeros((layout.MAX_ACTIONS, layout.ACT_W), dtype=np.int64)
    work = np.zeros(WORK_SIZE, dtype=np.int64)
    checked = 0
    # a random pair of decks may give no priority decision at all (no land, nothing
    # castable: every window passes by itself); then the next game of the same seed
    positions = []
    for k in range(10):
        positions = list(_random_positions(seed + 1000 * k))
        if positions:
            break
    for s in positions:
        p = int(s[S.H_PRIO])
        n = all_priority_actions(s, g.t.ct, g.t.ab, g.t.ef, g.cfg, out, layout.MAX_ACTIONS - 64, work)
        if not may_act(s, p, g.t.ct, g.t.ab, g.t.ef, g.cfg):
            assert n == 1 and out[0, layout.AC_TYPE] == ops.A_PASS, (seed, out[:n])
        checked += 1
    assert checked > 0
