"""The kinds of jitted kernels.

`leaf` kernels never allocate; compiling them without numba's reference counting
(`_nrt=False`) removes an atomic increment/decrement of every array argument on
every call, which measured 10-20x faster for the small characteristic queries
that the rules call millions of times.  Kernels that allocate use `kernel`.
`inline` helpers are leaves numba copies into each caller: they may return a
view of an argument (a region of scratch), which a separate leaf cannot.

Startup (issue #10): numba is imported through engine/numba_start.py, which
skips the probes of numba's import whose answers this project knows (scipy's
version, a YAML configuration file that is not there, BLAS for np.correlate,
numpy.ma
at the first typing of an array).

Every cached kernel of the project, these kinds and the solver's `njit`, opens
numba's on-disk cache at its first use and loads from it without the work a hit
does not need (engine/kernel_cache.py): about 0.3 s of a fresh `3cb solve`.  Its
numba dispatcher is made at its first use too (`_Lazy`): a fresh solve calls a
handful of the 519 kernels from Python and loads the search kernel, which holds
the code of every rule it calls, from the cache; making the 519 dispatchers at
import was about 0.05 s.
"""
import functools
import platform
import threading

from engine import numba_start  # noqa: F401  (first: numba imported without the probes)

import numba  # noqa: E402
from llvmlite import ir  # noqa: E402
from numba.core import cgutils, types  # noqa: E402
from numba.core.imputils import impl_ret_borrowed  # noqa: E402
from numba.core.registry import CPUDispatcher  # noqa: E402
from numba.extending import intrinsic  # noqa: E402

from engine.kernel_cache import KernelCache  # noqa: E402


class _OneWidth(CPUDispatcher):
    """A dispatcher compiled once for all the integer widths its callers pass.

    A kernel calling another types each argument as it finds it: a constant as
    Literal[int](0) or Literal[bool](True), a state cell as int16, a loop index as
    int64.  numba compiles a separate specialization of the callee for every such
    combination, and each one re-optimizes and re-emits everything the callee
    calls: 117 specializations of the 40 costliest rules, about a third of the
    compilation (issue #10, session 21).  Here a call from a kernel asks for the
    callee with every signed integer widened to int64 and every literal made
    plain (an integer literal is an int64, a bool literal a bool); numba then
    converts the caller's values to int64, which represents each of them exactly.
    No value changes: numba computes with a signed integer narrower than int64 in
    int64 anyway (it promotes before any arithmetic, comparison or shift), and a
    value stored into a state array is truncated the same way either way.
    Unsigned integers are left as they are (numba promotes them to uint64, whose
    arithmetic differs from int64's).  Calls from Python are untouched."""

    def get_call_template(self, args, kws):
        return super().get_call_template(tuple(_one_width(a) for a in args),
                                         {k: _one_width(v) for k, v in kws.items()})


def _one_width(t):
    if isinstance(t, types.BooleanLiteral):
        return types.boolean
    if isinstance(t, types.IntegerLiteral):
        t = t.literal_type
    if isinstance(t, types.Integer) and t.signed:
        return types.int64
    return t


class _Lazy:
    """A cached kernel until its first use: then numba's dispatcher is made (as
    numba.njit makes it), and every attribute and call goes to it.

    numba types a global it meets in a kernel it compiles through the global's
    `_numba_type_` (here the dispatcher's own type, made on the way), and inlines
    an `inline` kernel through its `targetoptions` and `py_func`: a kernel that
    calls a lazy one compiles as if it called the dispatcher.  The source file's
    stamp is taken at decoration (KernelCache), as numba would take it then.
    What a proxy is not: a `Dispatcher` instance (numba.njit, vectorize and
    first-class function values refuse it; nothing here uses them), picklable, or
    a method when put in a class body."""

    _making = threading.Lock()

    def __init__(self, make, py_func):
        self._dispatcher = None
        self._make = make
        self.py_func = py_func
        functools.update_wrapper(self, py_func)

    def _made(self):
        if self._dispatcher is None:
            with _Lazy._making:
                if self._dispatcher is None:
                    self._dispatcher = self._make(self.py_func)
        return self._dispatcher

    def __call__(self, *args, **kwargs):
        dispatcher = self._dispatcher
        if dispatcher is None:
            dispatcher = self._made()
        return dispatcher(*args, **kwargs)

    def __getattr__(self, name):        # only for what __init__ did not set
        if name in ("_dispatcher", "_make"):
            raise AttributeError(name)
        return getattr(self._made(), name)

    def __repr__(self):
        return f"<kernel {self.__module__}.{self.__qualname__}>"


def _jit(cls=None, cache=False, **options):
    """numba's njit with these options; cache=True caches through a KernelCache, and
    a `cls` given is the dispatcher's class.  The dispatcher is made at the
    kernel's first use (`_Lazy`)."""
    compile_ = numba.njit(**options)

    def decorate(py_func):
        if numba.config.DISABLE_JIT:
            return compile_(py_func)                    # the Python function itself
        kernel_cache = KernelCache(py_func) if cache else None

        def make(f):
            dispatcher = compile_(f)
            if cls is not None:
                dispatcher.__class__ = cls
            if kernel_cache is not None:
                dispatcher._cache = kernel_cache
            return dispatcher

        return _Lazy(make, py_func)

    return decorate


def _one_width_jit(**options):
    return _jit(_OneWidth, **options)


def njit(**options):
    """numba's njit, for the solver's kernels that are not rules (the search, the
    table, hashing): with cache=True its cache is a KernelCache."""
    return _jit(**options)


kernel = _one_width_jit(cache=True)
leaf = _one_width_jit(cache=True, _nrt=False)
inline = _jit(cache=True, _nrt=False, inline="always")


@intrinsic
def flat_rows_from(typingctx, buf, row):
    """The rows from `row` on of a C-contiguous 2-D array, as one flat 1-D view of the
    same memory.  Slicing the rows and reshaping them gives the same view through a
    call into numba's runtime (numba_attempt_nocopy_reshape), which cost 1.6% of a
    search: the scratch of an action buffer is taken several times for every child.
    Kernels only: from Python, slice and reshape.  No bounds check: 0 <= row <= the
    rows (its one use, layout.scratch_of, passes a constant distance from the end)."""
    if not (isinstance(buf, types.Array) and buf.ndim == 2 and buf.layout == "C"
            and isinstance(row, types.Integer)):
        return None
    flat = types.Array(buf.dtype, 1, "C")

    def codegen(context, builder, sig, args):
        src = context.make_array(sig.args[0])(context, builder, args[0])
        r = context.cast(builder, args[1], sig.args[1], types.intp)
        nrows, ncols = cgutils.unpack_tuple(builder, src.shape, 2)
        dst = context.make_array(flat)(context, builder)
        itemsize = context.get_constant(types.intp, context.get_abi_sizeof(
            context.get_data_type(buf.dtype)))
        context.populate_array(dst, data=builder.gep(src.data, [builder.mul(r, ncols)]),
                               shape=[builder.mul(builder.sub(nrows, r), ncols)],
                               strides=[itemsize], itemsize=itemsize,
                               meminfo=src.meminfo, parent=src.parent)
        return impl_ret_borrowed(context, builder, flat, dst._getvalue())

    return flat(buf, row), codegen


# --- atomics: the slots two search threads share (solver/search/ahead.py) -------------
# A plain load in a loop may be kept in a register for good, and plain stores may be
# reordered around the data they publish; these are LLVM's atomic operations on one
# int64 element of a 1-D array: a load with acquire order (what was written before
# the matching release store is visible after it), a store with release order, and
# a compare-and-swap (sequentially consistent) returning the value found.  Kernels
# only; no bounds check.

def _int64_vector(arr) -> bool:
    return isinstance(arr, types.Array) and arr.ndim == 1 and arr.dtype == types.int64


def _element(context, builder, aryty, ary, idx, idxty):
    a = context.make_array(aryty)(context, builder, ary)
    i = context.cast(builder, idx, idxty, types.intp)
    return cgutils.get_item_pointer(context, builder, aryty, a, [i])


@intrinsic
def atomic_load(typingctx, arr, i):
    """arr[i], read with acquire order."""
    if not (_int64_vector(arr) and isinstance(i, types.Integer)):
        return None

    def codegen(context, builder, sig, args):
        ptr = _element(context, builder, sig.args[0], args[0], args[1], sig.args[1])
        return builder.load_atomic(ptr, "acquire", 8)

    return types.int64(arr, i), codegen


@intrinsic
def atomic_store(typingctx, arr, i, v):
    """arr[i] = v, written with release order."""
    if not (_int64_vector(arr) and isinstance(i, types.Integer)
            and isinstance(v, types.Integer)):
        return None

    def codegen(context, builder, sig, args):
        ptr = _element(context, builder, sig.args[0], args[0], args[1], sig.args[1])
        val = context.cast(builder, args[2], sig.args[2], types.int64)
        builder.store_atomic(val, ptr, "release", 8)
        return context.get_dummy_value()

    return types.none(arr, i, v), codegen


@intrinsic
def atomic_cas(typingctx, arr, i, expected, new):
    """If arr[i] == expected, set it to new; either way return the value arr[i] held
    (so the swap happened iff the result equals expected)."""
    if not (_int64_vector(arr) and isinstance(i, types.Integer)
            and isinstance(expected, types.Integer) and isinstance(new, types.Integer)):
        return None

    def codegen(context, builder, sig, args):
        ptr = _element(context, builder, sig.args[0], args[0], args[1], sig.args[1])
        cmp = context.cast(builder, args[2], sig.args[2], types.int64)
        val = context.cast(builder, args[3], sig.args[3], types.int64)
        res = builder.cmpxchg(ptr, cmp, val, "seq_cst", "seq_cst")
        return builder.extract_value(res, 0)

    return types.int64(arr, i, expected, new), codegen


# the processor's spin-wait hint, an LLVM intrinsic (numba's code emitter takes no
# inline assembly): x86 `pause`, ARM `yield`
_X86 = platform.machine() in ("x86_64", "AMD64", "i386", "i686")
_ARM = platform.machine() in ("aarch64", "arm64")


@intrinsic
def spin_pause(typingctx):
    """Tell the processor this thread is spinning on a value another thread will write:
    it saves power and lets a sibling hardware thread run.  Changes no value."""
    def codegen(context, builder, sig, args):
        if _X86:
            fn = cgutils.get_or_insert_function(
                builder.module, ir.FunctionType(ir.VoidType(), []), "llvm.x86.sse2.pause")
            builder.call(fn, [])
        elif _ARM:
            fn = cgutils.get_or_insert_function(
                builder.module, ir.FunctionType(ir.VoidType(), [ir.IntType(32)]),
                "llvm.aarch64.hint")
            builder.call(fn, [ir.Constant(ir.IntType(32), 1)])
        return context.get_dummy_value()

    return types.none(), codegen
