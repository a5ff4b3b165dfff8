"""engine/kernel_cache.py (issue #10, the fresh start): a kernel's on-disk cache is
opened at its first use; a hit loads without readying numba's compiler (its typing
and lowering registries), only its runtime; a loaded library's symbols come from its
object code and its bitcode is parsed only when a compile links it.  What must
hold: a hit in a fresh process gives the same values as the compile did (a kernel
that allocates, one that raises, one that calls another); a compile in a process
that has loaded from the cache still works, linking a loaded kernel; where the
object's symbols cannot be read or one it uses is unknown, the load is numba's
own; a source file edited after import is neither loaded from nor saved to; the
object code names every symbol the bitcode defines."""
import pickle
import struct
import subprocess
import sys
import textwrap
from pathlib import Path

from llvmlite import binding as ll

from engine.kernel_cache import elf_symbols

ROOT = Path(__file__).resolve().parents[2]

# a module of kernels written to a temporary folder: its cache lands in that
# folder's __pycache__, so every test starts with an empty one
KERNELS = '''
import numpy as np
from engine.jit import kernel, leaf, njit

FACTOR = 3


@leaf
def triple(x):
    return FACTOR * x


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
import os, sys
sys.path.insert(0, FOLDER)
import numpy as np
import engine.kernel_cache as kc
import kernels_under_test as k

mode = MODE
if mode == "no-elf":            # as on macOS or Windows
    kc.elf_symbols = lambda obj: None
elif mode == "unresolved":      # as if the runtime's allocator were not known yet
    kc.resolvable = lambda engine, name: name != "NRT_MemInfo_alloc_aligned"
elif mode.startswith("runtime"):   # numba's runtime library kept in a folder of its own
    kc._RUNTIME_DIR = os.path.join(FOLDER, "runtime")
    if mode == "runtime-loaded":
        def _no_compile(ctx):
            raise AssertionError("numba's runtime was compiled, not loaded")
        kc.nrtdynmod.create_nrt_module = _no_compile
elif mode == "edit":            # the source edited after import, before any call,
    path = k.__file__           # and the new source compiled and saved by another process
    text = open(path).read()
    open(path, "w").write(text.replace("FACTOR = 3", "FACTOR = 4"))
    st = os.stat(path)
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 10**10))
    import subprocess
    subprocess.run([sys.executable, "-c", "import sys; sys.path.insert(0, " + repr(FOLDER)
                    + "); import kernels_under_test as k; k.total(5); k.checked(7)"],
                   check=True)

kinds = (k.triple, k.squares, k.total, k.checked)
assert all(isinstance(f._cache, kc.KernelCache) for f in kinds)
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
out.append(getattr(lib, "_bitcode", None) is not None)   # loaded, linking module not parsed

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
out.append(getattr(lib, "_bitcode", None) is None and linking is not None)
defined = {g.name for gs in (linking.functions, linking.global_variables) for g in gs
           if not g.is_declaration}
out.append(len(defined) > 0 and defined <= lib.codegen._engine._defined_symbols)
out.append(type(lib).__name__)
out.append(lib.codegen._library_class is kc._Library)
print(out)
'''

# by hand: total(n) = 3 * (0 + 1 + 4 + ... + (n-1)^2); total(5) = 3 * 30 = 90;
# total(0..3) = 0, 0, 3, 15, so fresh(4), their running sums, is 0, 0, 3, 18
VALUES = [90, [0, 1, 4, 9], "negative count", 7]
FRESH = [0, 0, 3, 18]


def _run(folder: Path, mode: str = "") -> list:
    code = RUN.replace("FOLDER", repr(str(folder))).replace("MODE", repr(mode))
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                       text=True, timeout=600)
    assert r.returncode == 0, r.stderr
    return eval(r.stdout.strip().splitlines()[-1])


def _compiled(folder: Path) -> None:
    """The module written and run once: every kernel compiled and saved."""
    (folder / "kernels_under_test.py").write_text(textwrap.dedent(KERNELS))
    first = _run(folder)
    assert first[:4] == VALUES
    assert first[4:6] == [0, 3]          # squares, total, checked: compiled, saved
    assert first[6] is False             # compiling `total` compiled `triple`: its cache opened
    assert first[8] is False             # compiled here: its linking module is the one built
    assert first[9] == FRESH
    assert list((folder / "__pycache__").glob("kernels_under_test.total-*.nbi"))


def test_a_hit_in_a_fresh_process_gives_what_the_compile_gave(tmp_path):
    _compiled(tmp_path)
    second = _run(tmp_path)
    assert second[:4] == VALUES
    assert second[4:6] == [3, 0]         # all three loaded from the cache, none compiled
    assert second[6] is True             # `triple` lives inside `total`'s object code
    assert second[7] is False, "a load from the cache readied the compiler"
    assert second[8] is True, "a load parsed the bitcode"
    assert second[9] == FRESH            # the compiler still works after the loads
    assert second[10] is True            # and parsed `total`'s bitcode to link it
    assert second[11] is True            # every symbol it defines was known from the object
    assert second[12:] == ["_Library", True]


def test_an_object_without_readable_symbols_loads_numbas_way(tmp_path):
    _compiled(tmp_path)
    run = _run(tmp_path, "no-elf")
    assert run[:4] == VALUES and run[4:6] == [3, 0]
    assert run[7] is True                # numba's way: the compiler readied first
    assert run[8] is False               # numba's unserialize: its bitcode parsed at load
    assert run[9] == FRESH
    assert run[11] is True


def test_a_symbol_nothing_defines_yet_loads_numbas_way_refresh_and_all(tmp_path):
    _compiled(tmp_path)
    run = _run(tmp_path, "unresolved")
    assert run[:4] == VALUES and run[4:6] == [3, 0]
    assert run[7] is True                # squares and total need the allocator: refreshed
    assert run[9] == FRESH
    assert run[8] is False               # numba's unserialize: its bitcode parsed at load
    assert run[12:] == ["_Library", True]


def test_a_source_edited_after_import_is_not_loaded_nor_saved(tmp_path):
    """numba stamps the cache with the file as it is when the cache is opened.  A
    process that imported the old file and opens the cache after the edit must not
    load code compiled from the new file (another process saved it, FACTOR = 4), nor
    save its old code under the new stamp: `total`'s own bytecode does not change
    (FACTOR is a global), so numba's keys cannot tell the two apart."""
    _compiled(tmp_path)
    edited = _run(tmp_path, "edit")
    assert edited[:4] == VALUES          # this process's code: FACTOR = 3, as imported,
    assert edited[4:6] == [0, 3]         # compiled, not loaded from the new file's entries
    after = _run(tmp_path)               # FACTOR = 4 now: total(5) = 4 * 30
    assert after[:4] == [120, [0, 1, 4, 9], "negative count", 7]
    assert after[9] == [0, 0, 4, 24]


def test_numbas_runtime_is_compiled_once_then_loaded(tmp_path):
    _compiled(tmp_path)
    saved = _run(tmp_path, "runtime")          # no file yet: compiled, then saved
    assert saved[:4] == VALUES and saved[4:6] == [3, 0] and saved[9] == FRESH
    files = list((tmp_path / "runtime").glob("numba-runtime-*.nbc"))
    assert len(files) == 1
    loaded = _run(tmp_path, "runtime-loaded")  # LLVM never builds it: loaded from the file
    assert loaded[:4] == VALUES and loaded[4:6] == [3, 0]
    assert loaded[9] == FRESH                  # a compile links the loaded runtime
    assert loaded[12:] == ["_Library", True]
    files[0].write_bytes(b"not a pickle")
    again = _run(tmp_path, "runtime")          # unreadable: compiled and saved again
    assert again[:4] == VALUES and again[9] == FRESH
    assert files[0].read_bytes() != b"not a pickle"


def _elf(symbols: list[tuple[int, int, int]], strtab: bytes, shnum: int = 3) -> bytes:
    """A minimal ELF64 little-endian object: a string table and a symbol table of
    (name offset, st_info, section index) entries."""
    sym = struct.Struct("<IBBHQQ")
    symtab = b"".join(sym.pack(n, info, 0, sec, 0, 0) for n, info, sec in symbols)
    header = bytearray(64)
    header[:6] = b"\x7fELF\x02\x01"
    struct.pack_into("<Q", header, 0x28, 64 + len(strtab) + len(symtab))
    struct.pack_into("<HH", header, 0x3A, 64, shnum)
    sh = struct.Struct("<IIQQQQIIQQ")
    sections = b"".join([sh.pack(0, 0, 0, 0, 0, 0, 0, 0, 0, 0),
                         sh.pack(0, 3, 0, 0, 64, len(strtab), 0, 0, 1, 0),            # STRTAB
                         sh.pack(0, 2, 0, 0, 64 + len(strtab), len(symtab), 1, 1, 8,
                                 sym.size)])                                       # SYMTAB
    return bytes(header) + strtab + symtab + sections[:shnum * sh.size]


def test_the_elf_reader_names_what_the_object_defines_and_uses():
    strtab = b"\0fn_defined\0fn_used\0var\0common\0file.c\0"
    obj = _elf([(0, 0, 0),                # the null entry
                (1, 0x12, 1),             # FUNC, in section 1: defined
                (12, 0x12, 0),            # FUNC, undefined: used
                (0, 0x03, 1),             # SECTION
                (20, 0x11, 2),            # OBJECT, in section 2: defined
                (24, 0x11, 0xFFF2),       # OBJECT, COMMON: defined (numba's Env globals)
                (31, 0x04, 0xFFF1)],      # FILE
               strtab)
    assert elf_symbols(obj) == ({"fn_defined", "var", "common"}, {"fn_used"})
    assert elf_symbols(_elf([(0, 0, 0)], strtab, shnum=2)) is None     # no symbol table
    assert elf_symbols(b"\xcf\xfa\xed\xfe" + bytes(60)) is None        # Mach-O


def test_every_cached_library_of_the_project_names_its_symbols_in_its_object():
    """What the loader assumes, on the project's own cache (the kernels `make test`
    compiles before the tests, and at least the hash, compiled here if need be):
    every function and variable the bitcode of a library defines is a symbol its
    object code defines."""
    import numpy as np
    import xxhash

    from solver.search.hashing import xxh64

    cells = np.arange(5, dtype=np.int16)
    assert xxh64(cells) == xxhash.xxh64_intdigest(cells.tobytes(), 0)

    def library(o):
        if isinstance(o, tuple) and len(o) == 3 and o[1] == "object":
            return o
        for x in o if isinstance(o, (tuple, list)) else ():
            if (found := library(x)) is not None:
                return found
        return None

    from numba.core.registry import cpu_target
    from numba.core.runtime import rtsys

    from engine.kernel_cache import resolvable

    rtsys.initialize(cpu_target.target_context)
    engine = cpu_target.target_context.codegen()._engine
    checked = 0
    for f in (ROOT / "solver" / "search" / "__pycache__").glob("*.nbc"):
        try:
            lib = library(pickle.loads(f.read_bytes()))
        except Exception:            # a file of another numba or Python: not ours to read
            continue
        if lib is None:
            continue
        object_code, bitcode = lib[2]
        module = ll.parse_bitcode(bitcode)
        defined = {g.name for gs in (module.functions, module.global_variables) for g in gs
                   if not g.is_declaration}
        defines, uses = elf_symbols(object_code)
        assert defined <= defines, f.name
        # and what it uses is known once numba's runtime is: the fast load applies
        assert all(resolvable(engine, name) for name in uses), (f.name, uses)
        checked += 1
    assert checked >= 1
    assert not resolvable(engine, "threecb_no_such_symbol")
