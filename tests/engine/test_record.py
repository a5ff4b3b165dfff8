"""engine/record.py: a frozen dataclass whose methods are shared, not compiled for
each class (issue #10, the fresh start).  What must hold: a record behaves as
`dataclasses.dataclass(frozen=True)` would -- construction by position and by
keyword, defaults and factories, __post_init__, the errors, repr, equality,
hash, frozenness, and `dataclasses` itself (fields, replace, asdict).  Checked by
hand on a small class, and on every record instance of the card pool against a
twin class made by `dataclasses` the standard way from the same fields."""
import dataclasses
from dataclasses import FrozenInstanceError, field, fields, replace

import pytest

from engine.record import record


@record
class Point:
    x: int
    y: str = "a"
    tags: list = field(default_factory=list, compare=False)
    seen: int = field(default=0, init=False, repr=False)

    def __post_init__(self):
        if self.x < 0:
            raise ValueError("negative x")


def test_a_record_by_hand():
    p = Point(1)
    assert (p.x, p.y, p.tags, p.seen) == (1, "a", [], 0)
    assert repr(p) == "Point(x=1, y='a', tags=[])"
    assert Point(1, "b") == Point(x=1, y="b") == Point(y="b", x=1)
    assert Point(1, tags=[1]) == Point(1)               # tags is not compared
    assert Point(1) != Point(2) and Point(1) != (1, "a")
    assert hash(Point(1, "b")) == hash((1, "b", 0))    # the compared fields: x, y, seen
    assert Point(1).tags is not Point(1).tags           # a new list each time
    assert replace(p, y="c") == Point(1, "c")
    assert [f.name for f in fields(Point)] == ["x", "y", "tags", "seen"]
    assert dataclasses.asdict(p) == {"x": 1, "y": "a", "tags": [], "seen": 0}
    assert dataclasses.is_dataclass(Point) and Point.__dataclass_params__.frozen
    assert Point.__match_args__ == ("x", "y", "tags")
    assert Point.__doc__ == "Point(x, y, tags, seen)"
    with pytest.raises(FrozenInstanceError, match="cannot assign to field 'x'"):
        p.x = 2
    with pytest.raises(FrozenInstanceError, match="cannot delete field 'y'"):
        del p.y
    with pytest.raises(ValueError, match="negative x"):
        Point(-1)
    with pytest.raises(TypeError, match="missing 1 required positional argument: 'x'"):
        Point()
    with pytest.raises(TypeError, match="takes 4 positional arguments but 5 were given"):
        Point(1, "b", [], 3)
    with pytest.raises(TypeError, match="multiple values for argument 'x'"):
        Point(1, x=2)
    with pytest.raises(TypeError, match="unexpected keyword argument 'seen'"):
        Point(1, seen=3)
    with pytest.raises(ValueError):                     # as dataclasses.replace says
        replace(p, seen=1)


def test_a_record_refuses_what_it_does_not_do():
    @dataclasses.dataclass(frozen=True)
    class Base:
        a: int = 0

    with pytest.raises(TypeError, match="cannot extend a dataclass"):
        record(type("Sub", (Base,), {"__annotations__": {"b": int}, "b": 0}))
    with pytest.raises(TypeError, match="non-default argument 'b' follows default argument 'a'"):
        record(type("O", (), {"__annotations__": {"a": int, "b": int}, "a": 0}))
    with pytest.raises(TypeError, match="makes its own __repr__"):
        record(type("R", (), {"__annotations__": {"a": int}, "__repr__": lambda self: "r"}))
    with pytest.raises(TypeError, match="keyword-only"):
        record(type("K", (), {"__annotations__": {"a": int},
                              "a": field(default=0, kw_only=True)}))


_MADE = {"__init__", "__repr__", "__eq__", "__hash__", "__setattr__", "__delattr__",
         "__dict__", "__weakref__", "__match_args__", "__doc__"}


def _twin(cls):
    """The same class (its fields, properties, methods, __post_init__) made into a
    dataclass the standard way."""
    ns = {k: v for k, v in cls.__dict__.items()
          if k not in _MADE and not k.startswith(("__record_", "__dataclass_"))}
    ns["__annotations__"] = {f.name: f.type for f in fields(cls)}
    for f in fields(cls):
        ns[f.name] = field(default=f.default, default_factory=f.default_factory, init=f.init,
                           repr=f.repr, hash=f.hash, compare=f.compare)
    return dataclasses.dataclass(frozen=True)(type(cls.__name__, (), ns))


def _records(value, found):
    """Every record instance reachable from `value` through fields, tuples and lists."""
    if isinstance(value, (tuple, list, frozenset, set)):
        for v in value:
            _records(v, found)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        if id(value) not in found:
            found[id(value)] = value
            for f in fields(value):
                _records(getattr(value, f.name), found)
    return found


def _outcome(fn, x):
    try:
        return fn(x)
    except TypeError as e:                              # an unhashable field: the same error
        return str(e)


def test_every_record_of_the_card_pool_behaves_as_a_standard_frozen_dataclass():
    from cards.registry import all_definitions

    found = _records(all_definitions(), {})
    classes = {type(r) for r in found.values()}
    assert all("__record_init__" in c.__dict__ for c in classes), \
        sorted(c.__name__ for c in classes if "__record_init__" not in c.__dict__)
    assert len(classes) >= 30 and len(found) >= 300, (len(classes), len(found))
    twins = {c: _twin(c) for c in classes}
    for r in found.values():
        cls, twin = type(r), twins[type(r)]
        init = [f.name for f in fields(cls) if f.init]
        kwargs = {n: getattr(r, n) for n in init}
        t = twin(**kwargs)                              # the twin's own __init__ and checks
        assert repr(r) == repr(t)
        assert _outcome(hash, r) == _outcome(hash, t)
        again, by_position = cls(**kwargs), cls(*kwargs.values())
        assert again == r and by_position == r and not (again != r)
        assert [getattr(again, f.name) for f in fields(cls)] == \
            [getattr(t, f.name) for f in fields(cls)]
        assert r != t                                   # another class: NotImplemented, both ways
        assert replace(r) == r
        for obj in (r, t):                              # any name, a field or not
            with pytest.raises(FrozenInstanceError):
                setattr(obj, "changed", None)
