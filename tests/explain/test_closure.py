"""The relevant closure behind a line's distances (solver/explain/lines.py, Oracle._close)
against a slow, obviously correct reference: the plain breadth-first loop it replaced,
which decodes every position to ask whether the game is over.

The kernel (solver/search/distance.close_step) visits the same queue in the same order
and asks the same children to be solved, so both oracles must end with the same
store (the same number of positions: the solves happened in the same order), the same
closure in the same order, and the same distances; the lines printed are the same.
"""
import numpy as np
import pytest

from engine import ops
from engine import state as S
from solver.explain.lines import ClosureTooLarge, Explainer, Oracle
from solver.explain.report import format_line
from solver.search.table import V_DRAW, V_UNKNOWN, win_for


class ReferenceOracle(Oracle):
    def _close(self, bv: int, root: int) -> None:
        st = self.stores[bv]
        self._fit(bv)
        if self.closed[bv][root]:
            return
        base = self.base.setdefault(bv, st.nodes)
        self.closed[bv][root] = True
        self._append(bv, root)
        self.stale[bv] = True
        frontier = [root]
        while frontier:
            nxt = []
            for u in frontier:
                vu = self._solve(st, u)
                a = st.arrays
                if st.state(u)[S.H_RESULT] != ops.R_ONGOING or vu == V_DRAW:
                    continue
                kids = a["edges"][a["estart"][u]: a["estart"][u] + a["ecount"][u]].copy()
                won = vu == win_for(int(a["mover"][u]))
                for c in kids:
                    if st.arrays["value"][c] == V_UNKNOWN and (self.exact or not won):
                        if self.exact and st.nodes - base > self.closure_extra:
                            raise ClosureTooLarge()
                        self._solve(st, int(c))
                a = st.arrays
                self._fit(bv)
                for c in kids:
                    c = int(c)
                    if self.closed[bv][c] or (won and a["value"][c] != vu):
                        continue
                    self.closed[bv][c] = True
                    self._append(bv, c)
                    nxt.append(c)
            frontier = nxt

    def _append(self, bv: int, u: int) -> None:
        self._fit(bv)
        self.members[bv][self.count[bv]] = u
        self.count[bv] += 1


def _explainers(deck_a, deck_b, a_on_play, closure_extra=None, exact=True):
    out = []
    for cls in (Oracle, ReferenceOracle):
        ex = Explainer(deck_a, deck_b, a_on_play=a_on_play, max_life=30)
        ex.oracle.__class__ = cls
        if closure_extra is not None:
            ex.oracle.closure_extra = closure_extra
        if not exact:
            ex.oracle.inexact()
        out.append(ex)
    return out


def _same_oracles(fast: Oracle, ref: Oracle) -> None:
    assert fast.stores.keys() == ref.stores.keys()
    assert sum(fast.count.values()) > 0        # a closure was built
    for bv in fast.stores:
        assert fast.stores[bv].nodes == ref.stores[bv].nodes
        n = fast.count[bv]
        assert n == ref.count[bv]
        assert np.array_equal(fast.members[bv][:n], ref.members[bv][:n])
        cap = fast.stores[bv].cap
        assert np.array_equal(fast.closed[bv][:cap], ref.closed[bv][:cap])
        assert np.array_equal(fast.dist[bv][:cap], ref.dist[bv][:cap])


GAMES = [
    (["Plains", "Savannah Lions"], ["Island"], True),
    (["Mountain", "Lightning Bolt", "Memnite"], ["Island"], True),
    (["Plains", "Student of Warfare"], ["Island", "Sleep-Cursed Faerie"], True),
    (["Forest", "Scythe Tiger"], ["Mountain", "Lightning Bolt"], True),
    (["Mox Jet", "Mutavault"], ["Mountain", "Stromkirk Noble"], True),
]


@pytest.mark.parametrize("deck_a,deck_b,a_on_play", GAMES)
def test_the_closure_is_the_plain_loops(deck_a, deck_b, a_on_play):
    fast, ref = _explainers(deck_a, deck_b, a_on_play)
    lines = [format_line(ex.line()) for ex in (fast, ref)]
    assert lines[0] == lines[1]
    _same_oracles(fast.oracle, ref.oracle)


@pytest.mark.parametrize("deck_a,deck_b,a_on_play", GAMES[2:])
def test_the_search_s_own_proof_is_the_plain_loops(deck_a, deck_b, a_on_play):
    """inexact: a won position keeps the winning children already proven."""
    fast, ref = _explainers(deck_a, deck_b, a_on_play, exact=False)
    lines = [format_line(ex.line()) for ex in (fast, ref)]
    assert lines[0] == lines[1]
    _same_oracles(fast.oracle, ref.oracle)


def test_a_closure_too_large_stops_at_the_same_solve():
    """With room for 50 more positions, both give up on exact distances at the same
    point (the same positions stored) and print the same line of the search's own
    proof."""
    fast, ref = _explainers(["Mox Jet", "Mutavault"], ["Mountain", "Stromkirk Noble"], True,
                            closure_extra=50)
    lines = [format_line(ex.line()) for ex in (fast, ref)]
    assert lines[0] == lines[1]
    assert not fast.oracle.exact and not ref.oracle.exact
    _same_oracles(fast.oracle, ref.oracle)


def test_one_compiled_search_serves_solves_and_lines():
    """Every caller passes the search kernel the same types: a second overload (a root
    given as numpy's int32, read from the edges, say) is a second compile of the whole
    rules engine, minutes on a fresh machine."""
    from solver.api import solve
    from solver.search import negamax
    solve(["Mountain", "Stromkirk Noble"], ["Plains", "Savannah Lions"])
    solve(["Mountain", "Stromkirk Noble"], ["Plains", "Savannah Lions"], method="negamax")
    ex = Explainer(["Plains", "Student of Warfare"], ["Island", "Sleep-Cursed Faerie"])
    assert ex.line().result == "win"
    assert ex.oracle.states > 10_000           # the closure solved children: Roots ran
    assert len(negamax.search.signatures) == 1, negamax.search.signatures
