"""Arrays in files: the position store on disk (issue #10, `--work-dir`).

A store given a work directory keeps every array that grows with the search
(solver/search/store.py) in a file of its own, mapped into memory (mmap,
MAP_SHARED): the kernels read and write plain numpy arrays, and the operating
system keeps in RAM what fits (its page cache) and writes the rest to disk.  A
search then needs disk space rather than memory, and runs slower once the
positions no longer fit in RAM.

* The files are in a fresh directory made under the work directory
  (tempfile.mkdtemp), and each is unlinked as soon as it is mapped: nothing is
  left behind, even when the process is killed (the kernel frees an unlinked
  file when its last mapping goes).  `close` removes the directory (and so
  does the garbage collector, or the interpreter's exit, for a store never
  closed).
* Room is reserved with posix_fallocate when a file is made or grows, so a full
  disk is an OSError (ENOSPC) there and then, never a SIGBUS when a page of a
  sparse file is first written.
* An array grows in place (`resize`): its file is extended and mapped again,
  the old contents stay where they were (rows of a 2-D array are contiguous).
  A new array under a name in use (`new`) replaces the old one; arrays handed
  out before stay valid as long as they are referenced (their mapping holds the
  file).
"""
from __future__ import annotations

import mmap
import os
import shutil
import tempfile
import weakref

import numpy as np


def _remove(path: str, fds: dict) -> None:
    for fd in fds.values():
        os.close(fd)        # a mapping still in use keeps its file until it goes
    fds.clear()
    shutil.rmtree(path, ignore_errors=True)


class DiskArrays:
    """Named arrays, each in a file of its own under a fresh directory in `work_dir`."""

    def __init__(self, work_dir):
        self.dir = tempfile.mkdtemp(prefix="3cb-store-", dir=work_dir)
        self._fds: dict[str, int] = {}
        self._sizes: dict[str, int] = {}      # bytes reserved in each file
        self.peak = 0                         # most bytes reserved at once
        self._finalizer = weakref.finalize(self, _remove, self.dir, self._fds)

    @property
    def nbytes(self) -> int:
        """Bytes of disk the arrays take now."""
        return sum(self._sizes.values())

    def new(self, name: str, shape, dtype, fill=0) -> np.ndarray:
        """A new array `name` of `shape`, every element `fill`."""
        self._drop(name)
        fd, path = tempfile.mkstemp(prefix=f"{name}-", dir=self.dir)
        os.unlink(path)
        self._fds[name], self._sizes[name] = fd, 0
        return self.resize(name, shape, dtype, fill)

    def resize(self, name: str, shape, dtype, fill=0) -> np.ndarray:
        """Array `name` with `shape` (at least as large as before): the file grows,
        its old elements keep their places, the new ones are `fill`."""
        fd = self._fds[name]
        old = self._sizes[name]
        dtype = np.dtype(dtype)
        count = int(np.prod(shape, dtype=np.int64))
        size = max(count * dtype.itemsize, 1)
        if size > old:
            os.posix_fallocate(fd, old, size - old)     # zero-filled; ENOSPC here
            self._sizes[name] = size
            self.peak = max(self.peak, self.nbytes)
        arr = np.frombuffer(mmap.mmap(fd, self._sizes[name]), dtype=dtype, count=count)
        if fill:
            arr[old // dtype.itemsize:] = fill
        return arr.reshape(shape)

    def _drop(self, name: str) -> None:
        fd = self._fds.pop(name, None)
        if fd is not None:
            os.close(fd)        # a mapping still in use keeps the file until it goes
            del self._sizes[name]

    def close(self) -> None:
        """Forget every array (their files go with their last mapping) and remove
        the directory."""
        self._sizes.clear()
        self._finalizer()
