"""engine/jit.py imports numba.np.arraymath without its BLAS probe (issue #10:
the probe imports scipy.linalg, about 0.2 s of every fresh process that runs a
kernel).  The probe only picks np.cov/np.corrcoef's inner product; BLAS itself
must still work where numba needs it, and scipy.linalg must import as usual."""
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CHECK = """
import sys
import engine.jit
assert "numba.np.arraymath" in sys.modules
assert "scipy.linalg" not in sys.modules, "the BLAS probe imported scipy.linalg"
assert "scipy.linalg.cython_blas" not in sys.modules, "the block was not lifted"

import numpy as np
from numba import njit

@njit(cache=False)
def dot(a, b):
    return np.dot(a, b)                 # BLAS-backed: numba's ensure_blas() imports scipy now

a = np.arange(6.0).reshape(2, 3)
assert np.array_equal(dot(a, a.T), a @ a.T)
assert sys.modules["scipy.linalg.cython_blas"] is not None

from scipy.optimize import linprog      # the metagame's solver, in the same process
r = linprog([-1.0, -2.0], A_ub=[[1.0, 1.0]], b_ub=[1.0], bounds=[(0, None), (0, None)])
assert r.status == 0 and abs(r.fun + 2.0) < 1e-9
print("ok")
"""


def test_kernels_start_without_scipy_linalg_and_blas_still_works():
    r = subprocess.run([sys.executable, "-c", CHECK], cwd=ROOT, capture_output=True, text=True,
                       timeout=600)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "ok"
