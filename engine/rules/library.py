"""The library: a public, ordered zone that exists only once something puts a
card there (3CB starts every game with empty libraries).

A card in a library keeps its object slot; its O_LIBPOS (layout.py: the O_MISC
field, which a library card has no other use for) is its place from the top,
1 = the top.  O_LIBPOS 0 marks a card whose place waits for a choice (a shuffle,
or "the rest on the bottom in a random order": engine/verbs/order_library.py).
"""
from engine.jit import kernel, leaf  # noqa: F401

from engine import ops
from engine.rules.chars import card_of, nobj, ob
from engine.rules.zones import count_owned_in, move_to, owned_in
from engine.state import O_CARD, O_CTRL, O_LIBPOS, O_OWNER, O_ZONE
from engine.tables import CT_COST, CT_HYB_A, CT_HYB_B, CT_HYB_N, CT_PHY_COLOR, CT_PHY_N


@leaf
def in_library(s, i, p):
    return owned_in(s, i, ops.Z_LIBRARY, p)


@leaf
def library_size(s, p):
    """Cards in player p's library (placed or waiting for their place)."""
    return count_owned_in(s, ops.Z_LIBRARY, p)


@leaf
def placed(s, p):
    """Cards of player p's library that have their place."""
    n = 0
    for i in range(nobj(s)):
        if in_library(s, i, p) and s[ob(i) + O_LIBPOS] > 0:
            n += 1
    return n


@leaf
def at_place(s, p, k):
    """The object at place k (1 = the top) of player p's library, or -1."""
    for i in range(nobj(s)):
        if in_library(s, i, p) and s[ob(i) + O_LIBPOS] == k:
            return i
    return -1


@leaf
def _shift(s, p, first, by):
    """Every placed card of p's library at place `first` or deeper moves by `by`."""
    for i in range(nobj(s)):
        if in_library(s, i, p) and s[ob(i) + O_LIBPOS] >= first:
            s[ob(i) + O_LIBPOS] += by


@leaf
def put_on_top(s, i, ct):
    """Object i goes on top of its owner's library (a new object there)."""
    p = s[ob(i) + O_OWNER]
    move_to(s, i, ops.Z_LIBRARY, ct)
    if s[ob(i) + O_ZONE] != ops.Z_LIBRARY:        # a token ceases to exist
        return
    _shift(s, p, 1, 1)
    s[ob(i) + O_LIBPOS] = 1


@leaf
def put_on_bottom(s, i, ct):
    """Object i goes to the bottom of its owner's library."""
    p = s[ob(i) + O_OWNER]
    move_to(s, i, ops.Z_LIBRARY, ct)
    if s[ob(i) + O_ZONE] != ops.Z_LIBRARY:
        return
    s[ob(i) + O_LIBPOS] = placed(s, p) + 1


@leaf
def lift(s, i):
    """Library card i leaves its place to wait for a new one (O_LIBPOS 0); the
    cards below it move up."""
    p = s[ob(i) + O_OWNER]
    k = s[ob(i) + O_LIBPOS]
    s[ob(i) + O_LIBPOS] = 0
    _shift(s, p, k + 1, -1)


@leaf
def draw(s, p, ct):
    """Player p draws the top card of their library; an empty library: nothing
    happens (the format's rule: no one loses for drawing from it)."""
    i = at_place(s, p, 1)
    if i < 0:
        return
    move_to(s, i, ops.Z_HAND, ct)
    _shift(s, p, 2, -1)


@leaf
def devotion(s, p, k, ct):
    """Player p's devotion to color k (0..4: W U B R G): the symbols of that color
    in the mana costs of the permanents p controls, Phyrexian and hybrid ones included."""
    n = 0
    for i in range(nobj(s)):
        o = ob(i)
        if s[o + O_CARD] < 0 or s[o + O_ZONE] != ops.Z_BATTLEFIELD or s[o + O_CTRL] != p:
            continue
        c = card_of(s, i)
        n += ct[c, CT_COST + k]
        if ct[c, CT_PHY_N] > 0 and ct[c, CT_PHY_COLOR] == k:
            n += ct[c, CT_PHY_N]
        if ct[c, CT_HYB_N] > 0 and (ct[c, CT_HYB_A] == k or ct[c, CT_HYB_B] == k):
            n += ct[c, CT_HYB_N]
    return n
