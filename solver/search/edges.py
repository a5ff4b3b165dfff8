"""An edge of the graph: the child's node id, flipped when the child is stored in
its symmetric form (engine/rules/symmetry.py: the position with players 0 and 1
traded, in a mirror matchup).  A flipped edge holds ~node (negative); its child's
value is read with the players traded (a win for player 0 is one for player 1).
Searches of other matchups never store a flipped edge."""
from engine.jit import leaf
from solver.search.table import V_WIN0, V_WIN1


@leaf
def edge(node, flip):
    return ~node if flip else node


@leaf
def node_of(x):
    return ~x if x < 0 else x


@leaf
def traded(v):
    """A value with the players traded (draws and unknowns stay)."""
    if v == V_WIN0:
        return V_WIN1
    if v == V_WIN1:
        return V_WIN0
    return v


@leaf
def seen(value, x):
    """The value of edge x's child as its parent sees it."""
    if x < 0:
        return traded(value[~x])
    return value[x]
