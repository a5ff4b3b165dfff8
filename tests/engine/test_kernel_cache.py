"""engine/kernel_cache.py (issue #10, the fresh start): a kernel's on-disk cache is
opened at its first use; a hit loads without readying numba's compiler (its typing
and lowering registries), only its runtime; a loaded library's symbols come from its
object code and its bitcode is parsed only when a compile links it.  What must
hold: a hit in a fresh process gives the same values as the compile did (a kernel
that allocates, one that raises, one that calls another); a compile in a process
that has loaded from the cache still works, linking a loaded kernel; the object
code names every symbol the bitcode defines."""
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
sys.path.insert(0, FOLDER)
import numpy as np
import kernels_under_test as k
from engine.kernel_cache import KernelCache

kinds = (k.triple, k.squares, k.total, k.checked)
assert all(isinstance(f._cache, KernelCache) for f in kinds)
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

lib = next(iter(k.total.overloads.values())).library
out.append(lib._bitcode is not None)            # loaded, its linking module not parsed

# a kernel compiled now, in a process whose kernels came from the cache: it needs
# the registries the loads skipped (np.zeros, np.cumsum) and links a loaded kernel
from numba import njit as plain

@plain(cache=False)
def fresh(n):
    a = np.zeros(n, np.int64)
    for i in range(n):
        a[i] = k.total(i)
    return np.cumsum(a)

out.append(list(map(int, fresh(4))))
linking = lib._shared_module
out.append(lib._bitcode is None and linking is not None)
defined = {g.name for gs in (linking.functions, linking.global_variables) for g in gs
           if not g.is_declaration}
out.append(len(defined) > 0 and defined <= lib.codegen._engine._defined_symbols)
print(out)
'''


def _run(folder: Path) -> list:
    r = subprocess.run([sys.executable, "-c", RUN.replace("FOLDER", repr(str(folder)))], cwd=ROOT,
                       capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr
    return eval(r.stdout.strip().splitlines()[-1])


def test_the_elf_reader_names_what_the_object_defines():
    """A hand-built ELF64 object: a symbol table of a null entry, a defined function,
    an undefined one, a section symbol and a defined variable; and an object that is
    not ELF."""
    import struct

    from engine.kernel_cache import elf_defined_symbols

    strtab = b"\0fn_defined\0fn_undefined\0var\0"
    sym = struct.Struct("<IBBHQQ")
    symtab = b"".join([sym.pack(0, 0, 0, 0, 0, 0),
                       sym.pack(1, 0x12, 0, 1, 0, 8),       # FUNC, in section 1
                       sym.pack(12, 0x12, 0, 0, 0, 0),      # FUNC, undefined
                       sym.pack(0, 0x03, 0, 1, 0, 0),       # SECTION
                       sym.pack(25, 0x11, 0, 2, 0, 4)])     # OBJECT, in section 2
    header = bytearray(64)
    header[:6] = b"\x7fELF\x02\x01"
    shoff = 64 + len(strtab) + len(symtab)
    struct.pack_into("<Q", header, 0x28, shoff)
    struct.pack_into("<HH", header, 0x3A, 64, 3)
    sh = struct.Struct("<IIQQQQIIQQ")
    sections = b"".join([sh.pack(0, 0, 0, 0, 0, 0, 0, 0, 0, 0),
                         sh.pack(0, 3, 0, 0, 64, len(strtab), 0, 0, 1, 0),           # STRTAB
                         sh.pack(0, 2, 0, 0, 64 + len(strtab), len(symtab), 1, 1, 8,
                                 sym.size)])                                      # SYMTAB
    obj = bytes(header) + strtab + symtab + sections
    assert elf_defined_symbols(obj) == {"fn_defined", "var"}
    assert elf_defined_symbols(b"\xcf\xfa\xed\xfe" + bytes(60)) is None     # Mach-O


def test_a_hit_in_a_fresh_process_gives_what_the_compile_gave(tmp_path):
    (tmp_path / "kernels_under_test.py").write_text(textwrap.dedent(KERNELS))
    # by hand: total(n) = 3 * (0 + 1 + 4 + ... + (n-1)^2); total(5) = 3 * 30 = 90;
    # total(0..3) = 0, 0, 3, 15, so the cumulative sums are 0, 0, 3, 18
    values = [90, [0, 1, 4, 9], "negative count", 7]
    first = _run(tmp_path)
    assert first[:4] == values
    assert first[4:6] == [0, 3]          # squares, total, checked: compiled, saved
    assert first[6] is False             # compiling `total` compiled `triple`: its cache opened
    assert first[8] is False             # compiled here: its linking module is the one built
    assert first[9] == [0, 0, 3, 18]
    assert list((tmp_path / "__pycache__").glob("kernels_under_test.total-*.nbi"))

    second = _run(tmp_path)
    assert second[:4] == values
    assert second[4:6] == [3, 0]         # all three loaded from the cache, none compiled
    assert second[6] is True             # `triple` lives inside `total`'s object code
    assert second[7] is False, "a load from the cache readied the compiler"
    assert second[8] is True, "a load parsed the bitcode"
    assert second[9] == [0, 0, 3, 18]    # the compiler still works after the loads
    assert second[10] is True            # and parsed `total`'s bitcode to link it
    assert second[11] is True            # every symbol it defines was known from the object


def test_every_cached_library_of_the_project_names_its_symbols_in_its_object():
    """What the loader assumes, on the project's own cache (the kernels `make test`
    compiles before the tests): every function and variable the bitcode of a library
    defines is a symbol its object code defines."""
    import pickle

    from llvmlite import binding as ll

    from engine.kernel_cache import elf_defined_symbols

    def library(o):
        if isinstance(o, tuple) and len(o) == 3 and o[1] == "object":
            return o
        for x in o if isinstance(o, (tuple, list)) else ():
            if (found := library(x)) is not None:
                return found
        return None

    files = [f for pkg in ("engine", "solver") for f in (ROOT / pkg).rglob("__pycache__/*.nbc")]
    checked = 0
    for f in files:
        lib = library(pickle.loads(f.read_bytes()))
        if lib is None:
            continue
        object_code, bitcode = lib[2]
        module = ll.parse_bitcode(bitcode)
        defined = {g.name for gs in (module.functions, module.global_variables) for g in gs
                   if not g.is_declaration}
        assert defined <= elf_defined_symbols(object_code), f.name
        checked += 1
    assert checked >= 3 or not any("negamax.search" in f.name for f in files)
