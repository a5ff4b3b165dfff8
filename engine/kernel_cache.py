"""Loading a kernel from numba's on-disk cache without the work a hit does not need
(issue #10, the fresh start: about 0.35 s of a 0.85 s `3cb solve`).

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
1. the cache is opened at the kernel's first use;
2. a load readies only numba's runtime (`rtsys.initialize`: allocation and
   reference counts, which kernels that allocate call; without it they crash).  A
   miss compiles, and numba's compiler readies itself before every compile
   (CompilerBase refreshes both contexts), so it finds every registry as before;
3. the symbols come from the object code's own symbol table (ELF), and the bitcode
   is parsed when a compile first links the library.  Every defined function and
   variable of the bitcode is a defined symbol of the object (checked on every
   cached library of the project, and in tests/engine/test_kernel_cache.py); the
   object may define a few more (string constants), which only answers "defined"
   for names nobody asks about.  An object that is not ELF (macOS, Windows) is
   loaded numba's way.
The files, the keys and the code loaded are numba's own; only when work is done
changes.
"""
from __future__ import annotations

import struct

from llvmlite import binding as ll
from numba.core.caching import FunctionCache
from numba.core.codegen import JITCodeLibrary
from numba.core.runtime import rtsys


class KernelCache:
    """numba's on-disk cache of one kernel (a FunctionCache), opened at its first use
    and loaded as the module's docstring says."""

    __slots__ = ("_py_func", "_cache")

    def __init__(self, py_func):
        self._py_func = py_func
        self._cache = None

    def _opened(self) -> FunctionCache:
        if self._cache is None:
            self._cache = FunctionCache(self._py_func)
        return self._cache

    def load_overload(self, sig, target_context):
        cache = self._opened()
        rtsys.initialize(target_context)
        codegen = target_context.codegen()
        if codegen._library_class is JITCodeLibrary:
            codegen._library_class = _Library
        with cache._guard_against_spurious_io_errors():
            return cache._load_overload(sig, target_context)

    def __getattr__(self, name):         # save_overload, flush, cache_path...
        return getattr(self._opened(), name)


class _Library(JITCodeLibrary):
    """numba's library of JIT code; one loaded from the cache keeps its linking
    module as bitcode until a compile links it."""

    _bitcode = None      # the linking module, not parsed yet
    _linking = None      # the linking module, parsed

    @property
    def _shared_module(self):
        if self._bitcode is not None:
            self._linking, self._bitcode = ll.parse_bitcode(self._bitcode), None
        return self._linking

    @_shared_module.setter
    def _shared_module(self, module):
        self._linking, self._bitcode = module, None

    @classmethod
    def _unserialize(cls, codegen, state):
        name, kind, data = state
        symbols = elf_defined_symbols(data[0]) if kind == "object" else None
        if symbols is None:
            return super()._unserialize(codegen, state)
        object_code, bitcode = data
        self = codegen.create_library(name)
        self.enable_object_caching()
        self._set_compiled_object(object_code)
        self._bitcode = bitcode
        self._finalize_final_module()
        codegen._engine._defined_symbols |= symbols
        return self


_SHT_SYMTAB = 2                      # a section's kind: a symbol table
_STT_SECTION, _STT_FILE = 3, 4       # symbol kinds that name no code or data
_STT_BITS = 0xF                      # a symbol's kind: the low bits of st_info


def elf_defined_symbols(obj: bytes) -> set[str] | None:
    """The names of the symbols a 64-bit little-endian ELF object defines (not the
    undefined ones, nor section and file symbols); None if `obj` is not one."""
    if obj[:6] != b"\x7fELF\x02\x01":
        return None
    shoff, = struct.unpack_from("<Q", obj, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", obj, 0x3A)
    sections = [struct.unpack_from("<IIQQQQIIQQ", obj, shoff + i * shentsize)
                for i in range(shnum)]
    names = set()
    for _, kind, _, _, offset, size, link, _, _, entsize in sections:
        if kind != _SHT_SYMTAB:
            continue
        strings = sections[link][4]
        for at in range(offset, offset + size, entsize):
            name, info, _, section, _, _ = struct.unpack_from("<IBBHQQ", obj, at)
            if name and section and (info & _STT_BITS) not in (_STT_SECTION, _STT_FILE):
                start = strings + name
                names.add(obj[start:obj.index(b"\0", start)].decode())
    return names
