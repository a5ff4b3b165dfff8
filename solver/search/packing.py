"""Exact column packing of the stored states (issue #10, lever 2).

A state is a row of L int16 columns (engine/state.py), but in one search most
columns never change and the others take few values: a Factory + Wasteland
mirror varies 54 of 218 columns, in 92 bits in all.  So a store keeps its
states packed: a *packing* says, for every column, either "not stored" (the
column equals the reference state's value: the first state the store holds,
its root) or a bit field (word, shift, mask) and a base, holding `value - base`
unsigned.  Every node's state is then `W` uint64 words (`packed[cap, W]`).

The packing adapts.  `encode` refuses a state it cannot hold exactly (a column
that is not stored differs from the reference, or a value is outside its
column's range) and notes what was wanted (`want_lo`, `want_hi`); the search
kernels then return ST_LAYOUT, and the Python side (solver/search/store.py)
widens the packing (`widen`, with some slack) and re-packs every stored row
(`repack`) before it resumes.  Decoding is the exact inverse of encoding, so
the packed words are a bijection of the state: two different positions never
share a packed row, and a lookup compares packed words.
"""
from __future__ import annotations

from typing import NamedTuple

import numpy as np

from engine.jit import inline, leaf

INT16_MIN, INT16_MAX = -(1 << 15), (1 << 15) - 1
NO_WANT_LO = np.iinfo(np.int64).max    # want_lo/want_hi when nothing is wanted
NO_WANT_HI = np.iinfo(np.int64).min
WORD_BITS = 64


class Packing(NamedTuple):
    """How the states of a store are packed; the arrays are all [L], one per column."""
    ref: np.ndarray         # int16: the reference state (the store's first); a column not stored equals it
    word: np.ndarray        # int64: the word holding the column (-1: not stored)
    shift: np.ndarray       # uint64: its bit offset in the word
    mask: np.ndarray        # uint64: (1 << width) - 1 (0: not stored)
    base: np.ndarray        # int64: the value stored as 0
    cols: np.ndarray        # int64 [columns stored]: the columns stored, in order
    want_lo: np.ndarray     # int64: values encode refused, lowest (NO_WANT_LO: none)
    want_hi: np.ndarray     # int64: ... and highest (NO_WANT_HI: none)


# ------------------------------------------------------------------ the kernels
@leaf
def _want(pk, c, v):
    if v < pk.want_lo[c]:
        pk.want_lo[c] = v
    if v > pk.want_hi[c]:
        pk.want_hi[c] = v


@leaf
def encode(s, pk, out):
    """Pack state s (int16 [L]) into out (uint64 [W]); False if the packing cannot
    hold it (what was missing is noted in pk.want_lo/want_hi, out is then garbage)."""
    for j in range(out.shape[0]):
        out[j] = 0
    ok = True
    for c in range(s.shape[0]):
        v = np.int64(s[c])
        m = pk.mask[c]
        if m == 0:
            if s[c] != pk.ref[c]:
                _want(pk, c, v)
                ok = False
            continue
        u = v - pk.base[c]
        if u < 0 or np.uint64(u) > m:
            _want(pk, c, v)
            ok = False
            continue
        out[pk.word[c]] |= np.uint64(u) << pk.shift[c]
    return ok


@inline
def _put(child, parent, c, pk, out, i):
    """encode_child's work on column c; False if the packing cannot hold it."""
    if child[c] == parent[c]:
        return True
    v = np.int64(child[c])
    m = pk.mask[c]
    if m == 0:                  # parent[c] == ref[c] != child[c]
        _want(pk, c, v)
        return False
    u = v - pk.base[c]
    if u < 0 or np.uint64(u) > m:
        _want(pk, c, v)
        return False
    wd = pk.word[c]
    sh = pk.shift[c]
    out[i, wd] = (out[i, wd] & ~(m << sh)) | (np.uint64(u) << sh)
    return True


@leaf
def encode_child(child, parent, prow, pk, out, i):
    """encode(child) into out[i] for a child of a state `parent` that is packed as
    `prow`: the child's row is the parent's with the columns that differ
    re-encoded (a child differs from its parent in a few columns, found four at a
    time).  The same result as encode."""
    for j in range(out.shape[1]):
        out[i, j] = prow[j]
    ok = True
    L = child.shape[0]
    n4 = L // 4
    for q in range(n4):
        b = 4 * q               # four columns compared at once (no view: a view's
        #                         reshape is a call into numba's runtime, twice a child)
        if ((child[b] ^ parent[b]) | (child[b + 1] ^ parent[b + 1]) | (child[b + 2] ^ parent[b + 2])
                | (child[b + 3] ^ parent[b + 3])) != 0:
            for c in range(b, b + 4):
                ok = _put(child, parent, c, pk, out, i) and ok
    for c in range(4 * n4, L):
        ok = _put(child, parent, c, pk, out, i) and ok
    return ok


@leaf
def decode(row, pk, s):
    """The state (int16 [L], written into s) of a packed row (uint64 [W])."""
    for c in range(s.shape[0]):
        s[c] = pk.ref[c]
    for i in range(pk.cols.shape[0]):
        c = pk.cols[i]
        s[c] = pk.base[c] + np.int64((row[pk.word[c]] >> pk.shift[c]) & pk.mask[c])


@leaf
def decode_rows(packed, nodes, pk, out):
    """out[i] = the state of node nodes[i]."""
    for i in range(nodes.shape[0]):
        decode(packed[nodes[i]], pk, out[i])


@leaf
def repack(old, n, op, new, np_, cols, acc):
    """Rows 0..n-1 of `old` (packing op) re-packed into `new` (packing np_, which
    holds everything op holds); `cols` are the columns np_ stores, acc a scratch
    row (uint64 [W of np_]).  `new` may be `old` itself when both take as many
    words: a row is read whole before it is written."""
    W = new.shape[1]
    for k in range(n):
        for j in range(W):
            acc[j] = 0
        for i in range(cols.shape[0]):
            c = cols[i]
            m = op.mask[c]
            if m == 0:
                v = np.int64(op.ref[c])
            else:
                v = op.base[c] + np.int64((old[k, op.word[c]] >> op.shift[c]) & m)
            acc[np_.word[c]] |= np.uint64(v - np_.base[c]) << np_.shift[c]
        for j in range(W):
            new[k, j] = acc[j]


# ------------------------------------------------------------------ the Python side
def empty(ref: np.ndarray) -> Packing:
    """The packing that stores no column: it holds only `ref` itself."""
    L = ref.shape[0]
    return Packing(ref=np.array(ref, dtype=np.int16), word=np.full(L, -1, dtype=np.int64),
                   shift=np.zeros(L, dtype=np.uint64), mask=np.zeros(L, dtype=np.uint64),
                   base=np.array(ref, dtype=np.int64), cols=np.zeros(0, dtype=np.int64),
                   want_lo=np.full(L, NO_WANT_LO, dtype=np.int64),
                   want_hi=np.full(L, NO_WANT_HI, dtype=np.int64))


def width(pk: Packing) -> np.ndarray:
    """Bits of every column (0: not stored)."""
    return np.array([int(m).bit_length() for m in pk.mask], dtype=np.int64)


def words(pk: Packing) -> int:
    """uint64 words a packed row takes (at least 1)."""
    w = pk.word
    return max(1, int(w.max()) + 1) if (w >= 0).any() else 1


def wanted(pk: Packing) -> bool:
    return bool((pk.want_lo <= pk.want_hi).any())


def widen(pk: Packing) -> Packing:
    """A packing that holds everything pk holds and every value encode was refused
    (pk.want_lo/want_hi), with slack: a column stored for the first time gets just
    the bits of the values seen; a column widened again gets twice the range it
    needs, on the side it grew.  Widths are at most 16 bits (int16 values).  The
    fields are placed largest first, each in the first word with room (a field
    never straddles two words)."""
    L = pk.ref.shape[0]
    bits = width(pk)
    base = pk.base.copy()
    for c in np.nonzero(pk.want_lo <= pk.want_hi)[0]:
        lo, hi = int(base[c]), int(base[c]) + (1 << int(bits[c])) - 1
        want_lo, want_hi = int(pk.want_lo[c]), int(pk.want_hi[c])
        new_lo, new_hi = min(lo, want_lo), max(hi, want_hi)
        assert INT16_MIN <= new_lo and new_hi <= INT16_MAX
        w = (new_hi - new_lo).bit_length()
        if bits[c]:
            w += 1                              # widened again: slack
        w = max(1, min(16, w))
        room = (1 << w) - 1
        b = new_hi - room if want_lo < lo else new_lo       # the slack where it grew
        b = min(max(b, INT16_MIN), INT16_MAX - room)
        assert b <= new_lo and new_hi <= b + room
        bits[c], base[c] = w, b
    word = np.full(L, -1, dtype=np.int64)
    shift = np.zeros(L, dtype=np.uint64)
    mask = np.zeros(L, dtype=np.uint64)
    free: list[int] = []                        # bits left in each word
    for c in sorted(np.nonzero(bits)[0], key=lambda c: (-bits[c], c)):
        w = int(bits[c])
        j = next((j for j, f in enumerate(free) if f >= w), len(free))
        if j == len(free):
            free.append(WORD_BITS)
        word[c], shift[c], mask[c] = j, WORD_BITS - free[j], (1 << w) - 1
        free[j] -= w
    base[bits == 0] = pk.ref[bits == 0]
    L_no = np.full(L, NO_WANT_LO, dtype=np.int64)
    L_nh = np.full(L, NO_WANT_HI, dtype=np.int64)
    return Packing(ref=pk.ref, word=word, shift=shift, mask=mask, base=base,
                   cols=np.nonzero(mask)[0].astype(np.int64), want_lo=L_no, want_hi=L_nh)

