"""From a static ability to its module: the card loader's and the compiler's
lookup by dataclass (the registry is engine/statics/__init__.py)."""
from __future__ import annotations

import importlib

from engine.statics import STATICS

MODULES = tuple(importlib.import_module(f"engine.statics.{name}") for name in STATICS)
_BY_CLASS = {m.STATIC: m for m in MODULES}
if len(_BY_CLASS) != len(MODULES):
    raise ImportError("two static modules share one dataclass")
STATIC_CLASSES = tuple(_BY_CLASS)      # every static a card may use


def of_static(st):
    """The module of a static ability instance, or None for an unknown one."""
    return _BY_CLASS.get(type(st))


def static_name(st):
    """The module name of a static ability instance ("pump_while_life"), or None for
    an unknown one (the reductions' checked lists name statics so)."""
    m = of_static(st)
    return None if m is None else m.__name__.rsplit(".", 1)[-1]


def check(card, bad) -> None:
    """Report (bad(message)) an unknown static, two of one kind, or what a module rejects."""
    seen = set()
    for st in card.static:
        m = of_static(st)
        if m is None:
            bad(f"unknown static ability {st!r}; known: "
                f"{sorted(c.__name__ for c in STATIC_CLASSES)}")
        if type(st) in seen:
            bad("one static ability of each kind is supported")
        seen.add(type(st))
        if hasattr(m, "check"):
            m.check(st, card, bad)


def named_subtypes(card) -> set[str]:
    out = set()
    for st in card.static:
        m = of_static(st)
        if hasattr(m, "named_subtypes"):
            out.update(m.named_subtypes(st))
    return out


def compile_rows(card, r, ctx) -> None:
    for st in card.static:
        of_static(st).compile_row(st, r, ctx)
