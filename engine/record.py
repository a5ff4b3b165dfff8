"""`record`: a frozen dataclass whose methods are shared, not written for it.

`dataclasses.dataclass(frozen=True)` writes each class its own __init__,
__repr__, __eq__, __hash__, __setattr__ and __delattr__ as source text and
compiles them: about 0.8 ms a class, and the rules and the cards define 89 such
classes (a card, its effects, costs, targets, statics), about 60 ms of a fresh
`3cb solve` (issue #10).  `record` lets `dataclasses` collect and check the
fields (a field without a default after one with a default is refused, as
dataclasses refuses it), writing no method, and gives the class these shared ones, which do
what dataclasses' own do for `frozen=True` (and eq=True, the default):

- `__init__(*args, **kwargs)`: the fields with init=True, in order, by position
  or keyword; a field left out takes its default or its default_factory's new
  value, or is a TypeError; then `__post_init__()` if the class has one.  The
  fields with init=False take their default;
- `__repr__`: `Name(field=value!r, ...)` over the fields with repr=True
  (the class's __qualname__);
- `__eq__`: an instance of the very same class with equal fields (compare=True),
  else NotImplemented; `__hash__`: the hash of the tuple of those fields (those
  with hash=True where one says);
- `__setattr__` and `__delattr__` raise dataclasses.FrozenInstanceError.

To `dataclasses` the class is a frozen dataclass: is_dataclass, fields, replace
and asdict work on it.  What it does not offer: InitVar and keyword-only
fields, order=True, slots, and a subclass of a record (none is needed;
`record` refuses them).  A class without a docstring gets "Name(fields)", not
dataclasses' full signature.  tests/engine/test_record.py compares every record
of the rules and the cards with a dataclass made the standard way.
"""
from __future__ import annotations

import dataclasses
from dataclasses import MISSING, FrozenInstanceError
from reprlib import recursive_repr


_MADE = {"__init__", "__repr__", "__eq__", "__hash__", "__setattr__", "__delattr__"}


def record(cls: type) -> type:
    """A frozen dataclass of `cls` (see the module's docstring)."""
    if any(dataclasses.is_dataclass(b) for b in cls.__mro__[1:]):
        raise TypeError(f"{cls.__name__}: a record cannot extend a dataclass")
    had_doc = bool(cls.__dict__.get("__doc__"))
    if not had_doc:
        cls.__doc__ = cls.__name__          # (dataclasses computes a signature otherwise)
    cls = dataclasses.dataclass(init=False, repr=False, eq=False)(cls)
    fields = dataclasses.fields(cls)
    own = sorted(_MADE & set(cls.__dict__))
    if own:
        raise TypeError(f"{cls.__name__}: a record makes its own {', '.join(own)}")
    defaulted = None
    for f in fields:
        if f.kw_only:
            raise TypeError(f"{cls.__name__}.{f.name}: a record has no keyword-only field")
        if f.init and f.default is MISSING and f.default_factory is MISSING and defaulted:
            raise TypeError(f"{cls.__name__}: non-default argument {f.name!r} follows "
                            f"default argument {defaulted!r}")    # as dataclasses says
        if f.init and (f.default is not MISSING or f.default_factory is not MISSING):
            defaulted = defaulted or f.name
    if not had_doc:
        cls.__doc__ = f"{cls.__name__}({', '.join(f.name for f in fields)})"
    params = cls.__dataclass_params__
    params.init, params.repr, params.eq, params.frozen = True, True, True, True
    cls.__record_init__ = tuple((f.name, f.default, f.default_factory)
                                for f in fields if f.init)
    cls.__record_rest__ = tuple((f.name, f.default, f.default_factory)
                                for f in fields if not f.init)
    cls.__record_repr__ = tuple(f.name for f in fields if f.repr)
    cls.__record_compare__ = tuple(f.name for f in fields if f.compare)
    cls.__record_hash__ = tuple(f.name for f in fields
                                if (f.compare if f.hash is None else f.hash))
    cls.__init__ = _init
    cls.__repr__ = _repr
    cls.__eq__ = _eq
    cls.__hash__ = _hash
    cls.__setattr__ = _setattr
    cls.__delattr__ = _delattr
    return cls


def _value(cls, name, default, factory):
    if default is not MISSING:
        return default
    if factory is not MISSING:
        return factory()
    raise TypeError(f"{cls.__qualname__}.__init__() missing 1 required positional "
                    f"argument: {name!r}")


def _init(self, *args, **kwargs):
    cls = type(self)
    spec = cls.__record_init__
    if len(args) > len(spec):
        raise TypeError(f"{cls.__qualname__}.__init__() takes {len(spec) + 1} positional "
                        f"arguments but {len(args) + 1} were given")
    for (name, _, _), value in zip(spec, args):
        if name in kwargs:
            raise TypeError(f"{cls.__qualname__}.__init__() got multiple values for "
                            f"argument {name!r}")
        object.__setattr__(self, name, value)
    for name, default, factory in spec[len(args):]:
        value = kwargs.pop(name) if name in kwargs else _value(cls, name, default, factory)
        object.__setattr__(self, name, value)
    if kwargs:
        raise TypeError(f"{cls.__qualname__}.__init__() got an unexpected keyword argument "
                        f"{next(iter(kwargs))!r}")
    for name, default, factory in cls.__record_rest__:
        if default is not MISSING or factory is not MISSING:
            object.__setattr__(self, name, _value(cls, name, default, factory))
    post_init = getattr(self, "__post_init__", None)
    if post_init is not None:
        post_init()


@recursive_repr()
def _repr(self):
    cls = type(self)
    return (f"{cls.__qualname__}("
            + ", ".join(f"{n}={getattr(self, n)!r}" for n in cls.__record_repr__) + ")")


def _eq(self, other):
    if other.__class__ is not self.__class__:
        return NotImplemented
    names = self.__record_compare__
    return tuple(getattr(self, n) for n in names) == tuple(getattr(other, n) for n in names)


def _hash(self):
    return hash(tuple(getattr(self, n) for n in self.__record_hash__))


def _setattr(self, name, value):
    raise FrozenInstanceError(f"cannot assign to field {name!r}")


def _delattr(self, name):
    raise FrozenInstanceError(f"cannot delete field {name!r}")
