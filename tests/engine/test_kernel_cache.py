"""engine/jit.py's `_KernelCache` (issue #10, the fresh start): a kernel's on-disk
cache is opened at its first use, and a hit loads without readying numba's
compiler (its typing and lowering registries), only its runtime.  What must hold:
a hit in a fresh process gives the same values as the compile did (a kernel that
allocates, one that raises, one that calls another); a miss in a process that has
loaded from the cache still compiles (the compiler readies itself); nothing is
written or read before a kernel is used."""
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# a module of kernels written to a temporary folder: its cache lands in that
# folder's __pycache__, so every test starts with an empty one
KERNELS = '''
import numpy as np
from engine.jit import kernel, leaf, njit


@leaf
def triple(x):
    return 3 * x


@kernel
def squares(n):                 # allocates: numba's runtime (reference counts)
    a = np.arange(n)
    return a * a


@njit(cache=True)
def total(n):                   # the solver's kind, calling a leaf
    s = 0
    for v in squares(n):
        s += triple(v)
    return s


@njit(cache=True)
def checked(n):                 # raises from compiled code
    if n < 0:
        raise ValueError("negative count")
    return n
'''

RUN = '''
import sys
sys.path.insert(0, {folder!r})
import numpy as np
import kernels_under_test as k
from engine.jit import _KernelCache

kinds = (k.triple, k.squares, k.total, k.checked)
assert all(isinstance(f._cache, _KernelCache) for f in kinds)
assert all(f._cache._cache is None for f in kinds), "a cache was opened at import"

out = [int(k.total(5)), list(map(int, k.squares(4)))]
try:
    k.checked(-1)
except ValueError as e:
    out.append(str(e))
out.append(int(k.checked(7)))
hits = sum(sum(f.stats.cache_hits.values()) for f in (k.squares, k.total, k.checked))
misses = sum(sum(f.stats.cache_misses.values()) for f in (k.squares, k.total, k.checked))
out += [hits, misses]
out.append(k.triple._cache._cache is None)     # called only from inside other kernels
out.append("numba.np.polynomial.polynomial_core" in sys.modules)   # one of refresh's imports

# a kernel compiled now, in a process whose kernels came from the cache: it needs
# the registries the loads skipped (np.zeros, np.cumsum) and calls a loaded kernel
from numba import njit as plain

@plain(cache=False)
def fresh(n):
    a = np.zeros(n, np.int64)
    for i in range(n):
        a[i] = k.total(i)
    return np.cumsum(a)

out.append(list(map(int, fresh(4))))
print(out)
'''


def _run(folder: Path) -> list:
    r = subprocess.run([sys.executable, "-c", RUN.format(folder=str(folder))], cwd=ROOT,
                       capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr
    return eval(r.stdout.strip().splitlines()[-1])


def test_a_hit_in_a_fresh_process_gives_what_the_compile_gave(tmp_path):
    (tmp_path / "kernels_under_test.py").write_text(textwrap.dedent(KERNELS))
    # by hand: total(n) = 3 * (0 + 1 + 4 + ... + (n-1)^2); total(5) = 3 * 30 = 90;
    # total(0..3) = 0, 0, 3, 15, so the cumulative sums are 0, 0, 3, 18
    values = [90, [0, 1, 4, 9], "negative count", 7]
    first = _run(tmp_path)
    assert first[:4] == values
    assert first[4:6] == [0, 3]          # squares, total, checked: compiled, saved
    assert first[6] is False             # compiling `total` compiled `triple`: its cache opened
    assert first[8] == [0, 0, 3, 18]
    assert list((tmp_path / "__pycache__").glob("kernels_under_test.total-*.nbi"))

    second = _run(tmp_path)
    assert second[:4] == values
    assert second[4:6] == [3, 0]         # all three loaded from the cache, none compiled
    assert second[6] is True             # `triple` lives inside `total`'s object code
    assert second[7] is False, "a load from the cache readied the compiler"
    assert second[8] == [0, 0, 3, 18]    # and the compiler still works after it
