"""Loading a kernel from numba's on-disk cache without the work a hit does not need
(issue #10, the fresh start: about 0.3 s of a 0.85 s `3cb solve`).

numba's own path, for every kernel decorated with cache=True:
1. at decoration, it opens the cache: it hashes the source file and tries writing a
   temporary file in __pycache__.  A fresh process imports about 520 kernels and
   calls a handful from Python (a caller's object code holds its callees).
2. at the first load, it readies the whole compiler (`refresh`: it imports and
   installs every typing and lowering registry numba has), about 0.1 s.
3. at each load, it parses the library's LLVM bitcode, which it keeps so that a
   later compile can link and inline it, and walks it for the symbols the library
   defines: 0.12 s for the search kernel's 1.3 MB.

Here (`KernelCache`, `_Library`):
1. the cache is opened at the kernel's first use.  numba stamps the cache with the
   source file as it is when the cache is opened; a kernel's code is the file as it
   was at import.  So the file's size and modification time are noted at import, and
   if they differ when the cache is opened (the file was edited or removed since),
   the cache is left off for the kernel in this process: it compiles, and neither
   loads nor saves.
2. a load readies only numba's runtime (`rtsys.initialize`: allocation and
   reference counts, which kernels that allocate call; without it they crash).  A
   miss compiles, and numba's compiler readies itself before every compile
   (CompilerBase refreshes both contexts), so it finds every registry as before.
   The runtime's own functions, which numba compiles with LLVM in every process
   (about 20 ms), are kept in the cache folder too (`ready_runtime`).
3. the symbols come from the object code's own symbol table (ELF), and the bitcode
   is parsed when a compile first links the library.  Every defined function and
   variable of the bitcode is a defined symbol of the object (checked on every
   cached library of the project, and in tests/engine/test_kernel_cache.py); the
   object may define a few more (local constants), which only answers "defined" for
   names nobody asks about.
What numba's way would have done first is still done where a load might need it:
if a symbol the object uses is neither defined by a library already loaded nor
known to the process (a registry's import may add one: numba.cpython.hashing adds
the string hash's secret), the kernel is loaded numba's way, refresh and all; so is
an object that is not ELF (macOS, Windows) or whose symbols cannot be read.  With
a numba other than 0.68, whose internals this was written against, every load is
numba's own.  The check of 1. covers a kernel's own file; a callee's code lives in
its callers' cache entries, and an edit of a callee's file after import is caught
by the next process's fingerprint of the sources (engine/__init__.py), as before,
not by this process.  The files, the keys and the code loaded are numba's own; only when
work is done changes.  Once a load has run, the process's numba codegen makes
`_Library` objects, whose behaviour differs from numba's only for loaded ones.
"""
from __future__ import annotations

import hashlib
import os
import pickle
import struct

import numba
from llvmlite import binding as ll
from numba.core.caching import FunctionCache, NullCache
from numba.core import config
from numba.core.codegen import JITCodeLibrary
from numba.core.compiler_lock import global_compiler_lock
from numba.core.runtime import _nrt_python, nrtdynmod, rtsys

from engine.numba_start import KNOWN_NUMBA

# the numba whose internals (the names below) this module was written and tested against
FAST = KNOWN_NUMBA and all(
    hasattr(c, n) for c, n in ((FunctionCache, "_load_overload"),
                               (FunctionCache, "_guard_against_spurious_io_errors"),
                               (JITCodeLibrary, "_unserialize"),
                               (JITCodeLibrary, "_finalize_final_module"),
                               (JITCodeLibrary, "_set_compiled_object"),
                               (JITCodeLibrary, "enable_object_caching"),
                               (JITCodeLibrary, "serialize_using_object_code"),
                               (nrtdynmod, "create_nrt_module"),
                               (_nrt_python, "c_helpers"),
                               (rtsys, "_init")))

_file_stamps: dict[str, tuple[int, int] | None] = {}


def _file_stamp(path: str) -> tuple[int, int] | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_mtime_ns, st.st_size


class _Unresolved(Exception):
    """A cached library this module cannot vouch for: it uses a symbol nothing loaded
    so far defines, or its symbols cannot be read."""


# set while a load goes numba's way (numba holds its compiler lock throughout)
_numbas_way = False


class KernelCache:
    """numba's on-disk cache of one kernel (a FunctionCache), opened at its first use
    and loaded as the module's docstring says."""

    __slots__ = ("_py_func", "_cache", "_stamp")

    def __init__(self, py_func):
        self._py_func = py_func
        self._cache = None
        path = py_func.__code__.co_filename
        if path not in _file_stamps:
            _file_stamps[path] = _file_stamp(path)
        self._stamp = path, _file_stamps[path]

    def _opened(self) -> FunctionCache | NullCache:
        if self._cache is None:
            path, stamp = self._stamp
            if _file_stamp(path) != stamp:     # edited (or gone) since import: numba's stamp would lie
                self._cache = NullCache()
            else:
                self._cache = FunctionCache(self._py_func)
        return self._cache

    def load_overload(self, sig, target_context):
        """A cache hit (numba's CompileResult) or None; numba calls this under its
        compiler lock."""
        global _numbas_way
        cache = self._opened()
        if not FAST or _numbas_way or not isinstance(cache, FunctionCache):
            return cache.load_overload(sig, target_context)
        codegen = target_context.codegen()
        if codegen._library_class is JITCodeLibrary:
            codegen._library_class = _Library
        ready_runtime(target_context)
        try:
            with cache._guard_against_spurious_io_errors():
                return cache._load_overload(sig, target_context)
        except _Unresolved:
            _numbas_way = True                   # refresh, then numba's own unserialize
            try:
                return cache.load_overload(sig, target_context)
            finally:
                _numbas_way = False

    def __getattr__(self, name):         # save_overload, flush, cache_path...
        if name.startswith("__") or name in KernelCache.__slots__:
            raise AttributeError(name)
        return getattr(self._opened(), name)


_RUNTIME_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "__pycache__")


def ready_runtime(ctx) -> None:
    """numba's `rtsys.initialize(ctx)`, whose library of runtime functions (reference
    counts, allocation: about 20 ms of LLVM work in every process) is kept, as the
    kernels' code is, in engine/__pycache__: compiled with object caching and saved
    by the first process, loaded by the next ones (`_Library`).  The file is named
    for numba's and LLVM's versions and the codegen's target, CPU and features
    (numba's own `magic_tuple`, as its cache index checks it); it goes with the
    kernels' cache when the sources change.  A file that cannot be read or loaded is
    compiled again; one that cannot be written is not kept."""
    if rtsys._init:
        return
    with global_compiler_lock:
        if rtsys._init:
            return
        if config.NRT_STATS:                     # as rtsys.initialize does, step by step
            _nrt_python.memsys_enable_stats()
        for py_name, address in _nrt_python.c_helpers.items():
            ll.add_symbol(py_name if py_name.startswith("_") else "NRT_" + py_name, address)
        codegen = ctx.codegen()
        key = repr((numba.__version__, ll.llvm_version_info, codegen.magic_tuple()))
        path = os.path.join(_RUNTIME_DIR, "numba-runtime-%s.nbc"
                            % hashlib.sha256(key.encode()).hexdigest()[:16])
        library = _load_runtime(codegen, path, key)
        if library is None:
            ir_mod, library = nrtdynmod.create_nrt_module(ctx)
            library.enable_object_caching()
            library.add_ir_module(ir_mod)
            library.finalize()
            _save_runtime(path, key, library)
        rtsys._library = library
        rtsys._init = True


def _load_runtime(codegen, path: str, key: str):
    try:
        with open(path, "rb") as f:
            saved_key, state = pickle.load(f)
        if saved_key != key or codegen._library_class is not _Library:
            return None
        return codegen.unserialize_library(state)
    except (OSError, EOFError, pickle.UnpicklingError, ValueError, TypeError, _Unresolved):
        return None


def _save_runtime(path: str, key: str, library) -> None:
    try:
        os.makedirs(_RUNTIME_DIR, exist_ok=True)
        tmp = "%s.%d.tmp" % (path, os.getpid())
        with open(tmp, "wb") as f:
            pickle.dump((key, library.serialize_using_object_code()), f)
        os.replace(tmp, path)
    except OSError:
        pass


def resolvable(engine, name: str) -> bool:
    """Will the JIT find symbol `name`: defined by a library it holds, or known to the
    process (numba's C helpers, the Python C API, libc)?"""
    return name in engine._defined_symbols or bool(ll.address_of_symbol(name))


class _Library(JITCodeLibrary):
    """numba's library of JIT code; one loaded from the cache keeps its linking
    module as bitcode until a compile links it."""

    _bitcode = None      # the linking module, not parsed yet
    _linking = None      # the linking module, parsed

    @property
    def _shared_module(self):
        bitcode = self._bitcode
        if bitcode is not None:
            self._linking, self._bitcode = ll.parse_bitcode(bitcode), None
        return self._linking

    @_shared_module.setter
    def _shared_module(self, module):
        self._linking, self._bitcode = module, None

    @classmethod
    def _unserialize(cls, codegen, state):
        if _numbas_way or not (isinstance(state, tuple) and len(state) == 3
                               and state[1] == "object"):
            return super()._unserialize(codegen, state)
        name, _, (object_code, bitcode) = state
        symbols = elf_symbols(object_code)
        engine = codegen._engine
        if symbols is None or not all(resolvable(engine, used) for used in symbols[1]):
            raise _Unresolved(name)
        defined = symbols[0]
        self = codegen.create_library(name)
        self.enable_object_caching()
        self._set_compiled_object(object_code)
        self._bitcode = bitcode
        self._finalize_final_module()
        engine._defined_symbols |= defined
        return self


_SHT_SYMTAB = 2                      # a section's kind: a symbol table
_STT_SECTION, _STT_FILE = 3, 4       # symbol kinds that name no code or data
_STT_BITS = 0xF                      # a symbol's kind: the low bits of st_info
_SHN_UNDEF = 0                       # the section of a symbol used, not defined


def elf_symbols(obj: bytes) -> tuple[set[str], set[str]] | None:
    """(the names a 64-bit little-endian ELF object defines, the names it uses without
    defining them), leaving out section and file symbols; None if `obj` is not such
    an object, has no symbol table or cannot be read."""
    if obj[:6] != b"\x7fELF\x02\x01":
        return None
    try:
        return _read_symbols(obj)
    except (struct.error, IndexError, ValueError):     # ValueError: no NUL, bad UTF-8
        return None


def _read_symbols(obj: bytes) -> tuple[set[str], set[str]] | None:
    shoff, = struct.unpack_from("<Q", obj, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", obj, 0x3A)
    if not shoff or not shnum:
        return None
    sections = [struct.unpack_from("<IIQQQQIIQQ", obj, shoff + i * shentsize)
                for i in range(shnum)]
    defined, used, tables = set(), set(), 0
    for _, kind, _, _, offset, size, link, _, _, entsize in sections:
        if kind != _SHT_SYMTAB or not entsize:
            continue
        tables += 1
        strings = sections[link][4]
        for at in range(offset, offset + size, entsize):
            name, info, _, section, _, _ = struct.unpack_from("<IBBHQQ", obj, at)
            if name and (info & _STT_BITS) not in (_STT_SECTION, _STT_FILE):
                start = strings + name
                (used if section == _SHN_UNDEF else defined).add(
                    obj[start:obj.index(b"\0", start)].decode())
    return (defined, used) if tables else None
