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
    holds everything op holds); `cols` are the columns whose field moved (`moved`:
    all that np_ stores, or fewer when the others kept their bits), acc a scratch
    row (uint64 [W of np_]).  A row keeps its words but for the fields of `cols`,
    cleared where op had them and written where np_ has them (bits outside every
    field are 0 in a row).  `new` may be `old` itself when both take as many
    words: a row is read whole before it is written."""
    W = new.shape[1]
    Wo = old.shape[1]
    for k in range(n):
        for j in range(W):
            acc[j] = old[k, j] if j < Wo else np.uint64(0)
        for i in range(cols.shape[0]):      # the old fields cleared first: a field may
            c = cols[i]                     # move into bits another field left
            m = op.mask[c]
            if m != 0 and op.word[c] < W:
                acc[op.word[c]] &= ~(m << op.shift[c])
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
    needs, on the side it grew.  Widths are at most 16 bits (int16 values).  Where
    the fields go: `_placed`."""
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
    base[bits == 0] = pk.ref[bits == 0]
    placed = _placed(pk, bits, base)
    L_no = np.full(L, NO_WANT_LO, dtype=np.int64)
    L_nh = np.full(L, NO_WANT_HI, dtype=np.int64)
    return Packing(ref=pk.ref, word=placed[0], shift=placed[1], mask=placed[2], base=base,
                   cols=np.nonzero(placed[2])[0].astype(np.int64), want_lo=L_no, want_hi=L_nh)


def _placed(pk: Packing, bits: np.ndarray, base: np.ndarray):
    """(word, shift, mask) of fields of `bits` bits: the columns whose width and base
    are unchanged keep their bits in pk, the others go, largest first, into the lowest
    free bits of the first word with room, as long as that takes no more words than
    placing every field afresh (`_compact`); otherwise afresh.  So a widening moves
    few fields (repack rewrites only those) and a row never takes more words for it."""
    compact = _compact(bits)
    W = max(1, int(compact[0].max()) + 1)
    keep = (pk.mask != 0) & (bits == width(pk)) & (base == pk.base)
    if not keep.any() or int(pk.word.max()) >= W:
        return compact
    word = np.where(keep, pk.word, -1)
    shift = np.where(keep, pk.shift, 0).astype(np.uint64)
    mask = np.where(keep, pk.mask, 0).astype(np.uint64)
    used = [0] * W                              # the bits taken in each word
    for c in np.nonzero(keep)[0]:
        used[int(word[c])] |= int(mask[c]) << int(shift[c])
    for c in sorted(np.nonzero((bits > 0) & ~keep)[0], key=lambda c: (-bits[c], c)):
        f = (1 << int(bits[c])) - 1
        spot = next(((j, b) for j in range(W) for b in range(WORD_BITS - int(bits[c]) + 1)
                     if used[j] & (f << b) == 0), None)
        if spot is None:
            return compact
        j, b = spot
        used[j] |= f << b
        word[c], shift[c], mask[c] = j, b, f
    return word, shift, mask


def _compact(bits: np.ndarray):
    """(word, shift, mask) of every field placed afresh: largest first, each in the
    first word with room (a field never straddles two words)."""
    L = bits.shape[0]
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
    return word, shift, mask


def moved(old: Packing, new: Packing) -> np.ndarray:
    """The columns whose field `new` stores elsewhere, or in another width or base, than
    `old` (int64): the ones repack must rewrite."""
    return np.nonzero((new.mask != 0) & ((old.word != new.word) | (old.shift != new.shift)
                                         | (old.mask != new.mask) | (old.base != new.base))
                      )[0].astype(np.int64)
