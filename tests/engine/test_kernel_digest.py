"""The fingerprint that drops numba's cached kernels (engine/__init__.py).

numba invalidates a cached function when its own file changes, not when a callee
in another file does: the callee's code is compiled into the caller's cache entry.
So every file whose code a kernel can hold must be in the fingerprint: all of
engine/, and every file of solver/ that defines kernels, whether with numba's njit
or with engine/jit.py's kinds (`kernel`, `leaf`, `inline`).  solver/search/expand.py
is one of the latter: the search kernel holds its code.
"""
import shutil
from pathlib import Path

import pytest

from engine import kernel_sources_digest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def tree(tmp_path_factory):
    root = tmp_path_factory.mktemp("tree")
    for pkg in ("engine", "solver"):
        shutil.copytree(ROOT / pkg, root / pkg, ignore=shutil.ignore_patterns("__pycache__"))
    return root


def _kernel_files() -> list[str]:
    out = []
    for p in sorted((ROOT / "solver").rglob("*.py")):
        text = p.read_text()
        if "engine.jit import" in text or "njit" in text:
            out.append(p.relative_to(ROOT).as_posix())
    return out


def test_the_kernel_files_of_the_search_are_found():
    files = _kernel_files()
    for name in ("expand.py", "edges.py", "packing.py", "distance.py", "negamax.py",
                 "table.py"):
        assert f"solver/search/{name}" in files


def _digest_after_an_edit(tree, name) -> str:
    """The fingerprint with a comment added to `name` (the file restored after)."""
    p = tree / name
    text = p.read_text()
    try:
        p.write_text(text + "\n# an edit\n")
        return kernel_sources_digest(tree)
    finally:
        p.write_text(text)


@pytest.mark.parametrize("name", ["engine/moves.py", *_kernel_files()])
def test_an_edit_of_a_kernel_file_changes_the_fingerprint(tree, name):
    before = kernel_sources_digest(tree)
    assert _digest_after_an_edit(tree, name) != before
    assert kernel_sources_digest(tree) == before


@pytest.mark.parametrize("name", ["solver/api.py", "solver/cli/main.py",
                                  "solver/explain/lines.py"])
def test_an_edit_elsewhere_keeps_the_cache(tree, name):
    assert _digest_after_an_edit(tree, name) == kernel_sources_digest(tree)
