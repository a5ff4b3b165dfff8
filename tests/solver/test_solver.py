"""Solved matchups reasoned out by hand, the three exact methods compared, bounds.

Every expected result below was worked out by hand first (the reasoning is
beside it) and only then checked against the solver.
"""
import numpy as np
import pytest

from solver.api import pairing_points, solve
from cards.registry import all_definitions, default_tables, matchup_tables

# (deck A, deck B, A on the play, A on the draw, reasoning)
HAND_SOLVED = [
    (["Memnite"], ["Memnite"], "draw", "draw",
     "Each side has one 1/1 for {0}. An attack into an untapped Memnite is blocked "
     "and both die; nobody can ever force damage through: draw both ways."),
    (["Plains", "Savannah Lions"], ["Island"], "win", "win",
     "B has nothing to cast. Lions attacks for 2 every turn from its second turn: "
     "ten attacks win, whoever starts."),
    (["Mountain", "Lightning Bolt", "Lightning Bolt"], ["Island", "Island", "Island"], "draw", "draw",
     "Two Bolts deal 6 of the 20 needed and B has nothing: draw."),
    (["Hammerheim", "Heartfire Hero"], ["Island"], "win", "win",
     "Hammerheim targets the Hero each turn (valiant: +1/+1 counter) and it attacks "
     "unopposed: 2+3+4+5+6 = 20 by its sixth attack, far below the counter bound."),
    (["Plains", "Swords to Plowshares"], ["Plains", "Savannah Lions"], "draw", "draw",
     "A's only play is to exile the Lions when it attacks (B gains 2); then nobody "
     "has anything left. A cannot win; B cannot get past Swords: draw."),
    (["Island"], ["Mutavault", "Mox Jet"], "loss", "loss",
     "Mox Jet pays Mutavault's {1}; a 2/2 attacks every turn into an empty board."),
    (["Wasteland"], ["Mutavault", "Mox Jet"], "draw", "draw",
     "Wasteland destroys Mutavault (a nonbasic land) whenever it matters, e.g. in "
     "response to the animation; A has no way to deal damage: draw."),
    (["Forest", "Scythe Tiger"], ["Island"], "win", "win",
     "The Tiger's trigger is paid by sacrificing the Forest; a 3/2 with shroud "
     "attacks seven times unopposed."),
    (["Taiga", "Kird Ape"], ["Plains", "Savannah Lions"], "win", "win",
     "With Taiga (a Forest) the Ape is 2/3: it blocks the 2/1 Lions and survives, and "
     "kills it when blocked. Lions can race only after the Ape has attacked (it is "
     "tapped then), so B is always one hit behind: A wins even on the draw."),
    (["Mountain", "Kird Ape"], ["Plains", "Savannah Lions"], "draw", "draw",
     "Without a Forest the Ape is a 1/1: it cannot profitably attack into the 2/1 "
     "Lions, and the Lions attacking into the Ape trades (2 damage kills it, 1 kills "
     "Lions). Either attacker gets blocked and traded: draw."),
    (["Forest", "Dragon Sniper"], ["Plains", "Savannah Lions"], "draw", "draw",
     "Deathtouch trades the 1/1 Sniper with the Lions whichever attacks; neither side "
     "can get damage through an untapped opposing creature (the Sniper has vigilance)."),
]


@pytest.mark.parametrize("a,b,play,draw,why", HAND_SOLVED,
                         ids=[" vs ".join("+".join(d) for d in c[:2]) for c in HAND_SOLVED])
def test_hand_solved(a, b, play, draw, why):
    for method in ("wins", "negamax", "retrograde"):
        r = solve(a, b, method=method)
        assert (r.a_on_play, r.a_on_draw) == (play, draw), (method, why)
        assert r.reasons == {}


def test_points_table():
    assert pairing_points("win", "win") == (6, 0)
    assert pairing_points("win", "draw") == (4, 1)
    assert pairing_points("win", "loss") == (3, 3)
    assert pairing_points("loss", "win") == (3, 3)
    assert pairing_points("draw", "draw") == (2, 2)
    assert pairing_points("draw", "loss") == (1, 4)
    assert pairing_points("loss", "loss") == (0, 6)
    assert pairing_points("unknown", "win") == (None, None)


def test_bound_that_matters_is_unknown():
    # Swords on the Lions gives B 22 life, past --max-life 20. That is A's only way
    # not to lose, so scoring past-the-bound positions as A wins / A loses gives
    # different answers: the result must be unknown, naming the bound.
    r = solve(["Plains", "Swords to Plowshares"], ["Plains", "Savannah Lions"], max_life=20)
    assert r.a_on_play == "unknown" and r.a_on_draw == "unknown"
    assert "--max-life 20" in r.reasons["a_on_play"]
    assert r.points_a is None


def test_bound_that_does_not_matter_is_exact():
    # The Hero wins with 5 counters at most; a bound of 6 counters is reached only
    # in lines A need not play, so the answer is still proven.
    r = solve(["Hammerheim", "Heartfire Hero"], ["Island"], max_counters=6)
    assert (r.a_on_play, r.a_on_draw) == ("win", "win")
    assert r.reasons == {}


def test_state_budget_is_unknown():
    r = solve(["Memnite"], ["Memnite"], max_states=100)
    assert r.a_on_play == "unknown"
    assert "max-states" in r.reasons["a_on_play"]


POOL = ["Plains", "Island", "Mountain", "Forest", "Taiga", "Mox Ruby", "Mutavault",
        "Mishra's Factory", "Dryad Arbor", "Wasteland", "Hammerheim", "Memnite",
        "Savannah Lions", "Kird Ape", "Student of Warfare", "Scythe Tiger", "Dragon Sniper",
        "Stromkirk Noble", "Heartfire Hero", "Lightning Bolt", "Swords to Plowshares",
        "Sleep-Cursed Faerie", "Mox Jet", "Swamp"]


def _cross_check(pool, seed):
    """Two random 2-card decks from pool, solved by the three methods: the same results."""
    rng = np.random.default_rng(seed)
    a = list(rng.choice(pool, size=2))
    b = list(rng.choice(pool, size=2))
    r1 = solve(a, b, method="negamax", max_counters=6, max_states=400_000)
    r2 = solve(a, b, method="retrograde", max_counters=6, max_states=400_000)
    if "unknown" in (r1.a_on_play, r2.a_on_play, r1.a_on_draw, r2.a_on_draw):
        pytest.skip(f"{a} vs {b} too large for the quick cross-check")
    assert (r1.a_on_play, r1.a_on_draw) == (r2.a_on_play, r2.a_on_draw), (a, b)
    r3 = solve(a, b, method="wins", max_counters=6, max_states=400_000)
    assert (r3.a_on_play, r3.a_on_draw) == (r1.a_on_play, r1.a_on_draw), (a, b)


@pytest.mark.parametrize("seed", range(12))
def test_negamax_equals_retrograde_on_random_decks(seed):
    _cross_check(POOL, seed)


WAVE1_POOL = POOL + [
    "Snow-Covered Forest", "Savannah", "Tropical Island", "Scrubland", "City of Traitors",
    "Ancient Tomb", "Black Lotus", "Inkmoth Nexus", "Maze of Ith", "Karakas",
    "The Tabernacle at Pendrell Vale", "Pendelhaven", "Cavern of Souls", "Dark Depths",
    "Thespian's Stage", "Urborg, Tomb of Yawgmoth", "Old-Growth Dryads", "Slippery Bogle",
    "Serra Ascendant", "Hexdrinker", "Vampire Hexmage", "Force of Will", "Daze",
    "Mental Misstep", "Dismember", "Path to Exile", "Duress"]   # Thallid: its games grow


@pytest.mark.parametrize("seed", range(100, 116))
def test_negamax_equals_retrograde_with_wave1_cards(seed):
    _cross_check(WAVE1_POOL, seed)


def test_memory_budget_is_unknown_not_a_crash():
    # The Student of Warfare mirror needs close to a million positions by negamax
    # (about 48 MB in the packed store, 350 MB before it); with 10 MiB allowed the
    # store cannot grow that far: unknown, naming the budget.
    r = solve(["Plains", "Student of Warfare"], ["Plains", "Student of Warfare"],
              max_memory=0.01, method="negamax")
    assert r.a_on_play == "unknown"
    assert "memory budget" in r.reasons["a_on_play"]
    assert r.states > 0


def test_two_factories_win_against_nothing():
    # A taps one Mishra's Factory to animate the other, which attacks for 2 every
    # turn; B has only a Plains.  Ten attacks win, on the play and on the draw.
    # (Regression: a too eager cut of "identical" choices made this a draw.)
    r = solve(["Mishra's Factory", "Mishra's Factory"], ["Plains"])
    assert (r.a_on_play, r.a_on_draw) == ("win", "win")


def test_compact_store_refuses_values_it_cannot_hold():
    # An int8 store must never truncate: a life of 300 can't be stored, so the
    # store flags an error (solve() then redoes the search with int16 states).
    from engine import state as S
    from cards.registry import default_tables
    from engine.game import initial_state
    from solver.search.store import Store
    from solver.search.table import ERR_RANGE, M_ERROR
    t = default_tables()
    s = initial_state(t, [t.card_id("Memnite")], [t.card_id("Memnite")], 0)
    st = Store(L=s.shape[0], dtype=np.int8)
    st.add(s)
    assert st.meta[M_ERROR] == 0
    s2 = s.copy()
    s2[S.H_LIFE] = 300
    st.add(s2)
    assert st.meta[M_ERROR] == ERR_RANGE


def test_compact_and_wide_stores_give_the_same_search(monkeypatch):
    # The same pairing with int8 and with int16 states: same results, same positions.
    import solver.api as api
    a, b = ["Savannah", "Serra Ascendant"], ["Swamp", "Duress", "Dismember"]
    assert api.compact_dtype(matchup_tables(a + b), 99, 20) == np.int8
    narrow = solve(a, b)
    monkeypatch.setattr(api, "compact_dtype", lambda *args: np.int16)
    wide = solve(a, b)
    assert (narrow.a_on_play, narrow.a_on_draw, narrow.states) == \
        (wide.a_on_play, wide.a_on_draw, wide.states)
    # a bound above what int8 holds picks int16 at once
    assert api.compact_dtype(matchup_tables(a + b), 500, 20) == np.int16


def test_a_matchup_has_tables_of_its_own_cards_and_what_they_name():
    # Dark Depths creates Marit Lage; Chalice of Life transforms into Chalice of Death:
    # both come along, in the registry's order, and nothing else does
    t = matchup_tables(["Dark Depths", "Plains", "Chalice of Life"])
    assert set(t.names) == {"Plains", "Dark Depths", "Marit Lage", "Chalice of Life",
                            "Chalice of Death"}
    order = [c.name for c in all_definitions()]
    assert list(t.names) == sorted(t.names, key=order.index)
    # the same verdicts and positions as with the tables of every card
    a, b = ["Dark Depths", "Vampire Hexmage"], ["Plains", "Swords to Plowshares"]
    own, every = solve(a, b), solve(a, b, tables=default_tables())
    assert (own.a_on_play, own.a_on_draw, own.states) == \
        (every.a_on_play, every.a_on_draw, every.states)
