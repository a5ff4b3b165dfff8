"""The kinds of jitted kernels.

`leaf` kernels never allocate; compiling them without numba's reference counting
(`_nrt=False`) removes an atomic increment/decrement of every array argument on
every call, which measured 10-20x faster for the small characteristic queries
that the rules call millions of times.  Kernels that allocate use `kernel`.
`inline` helpers are leaves numba copies into each caller: they may return a
view of an argument (a region of scratch), which a separate leaf cannot.
"""
from numba import njit

kernel = njit(cache=True)
leaf = njit(cache=True, _nrt=False)
inline = njit(cache=True, _nrt=False, inline="always")
