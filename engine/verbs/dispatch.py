"""From a verb to its module: the compiler's lookup by effect class, and the
static dispatch numba needs (an if-chain over the verb ids), generated here
from the registry (engine/verbs/__init__.py) so that no other file lists the
verbs."""
from __future__ import annotations

import importlib

from engine.jit import leaf
from engine.rules.primitives import DONE
from engine.verbs import VERBS

MODULES = tuple(importlib.import_module(f"engine.verbs.{name}") for name in VERBS)
_BY_EFFECT = {m.EFFECT: (vid, m) for vid, m in enumerate(MODULES, start=1)}
if len(_BY_EFFECT) != len(MODULES):
    raise ImportError("two verb modules share one effect class")
EFFECTS = tuple(_BY_EFFECT)     # every effect class a card may use


def of_effect(e):
    """(verb id, module) of an effect instance; KeyError for an unknown effect."""
    return _BY_EFFECT[type(e)]


def verb_names() -> dict[int, str]:
    """Each verb id's name in words."""
    return {vid: m.NAME for vid, m in enumerate(MODULES, start=1)}


def choice_words(verb: int):
    """The words of a resolution choice of this verb (a function (s, a, t, who)),
    or None for a verb that asks none."""
    return getattr(MODULES[verb - 1], "choice_words", None) if 1 <= verb <= len(MODULES) else None


# (handler, its arguments after the verb id, the value when no module has one)
_CHAINS = (
    ("resolve", "s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg", "DONE"),
    ("chooser", "s, f, src, ctrl, tkind, tgt, x, k, ef", "ctrl"),
    ("options", "s, f, p, ct, ab, ef, cfg, objs, masks, scratch, work", "0"),
    ("apply", "s, obj, mask, f, k, src, ct, ab, ef, cfg", "None"),
)


def _chain(handler: str, args: str, default: str) -> str:
    lines = [f"def {handler}(v, {args}):"]
    for vid, (name, m) in enumerate(zip(VERBS, MODULES), start=1):
        if hasattr(m, handler):
            lines += [f"    if v == {vid}:", f"        return {name}.{handler}({args})"]
    lines.append(f"    return {default}")
    return "\n".join(lines) + "\n"


SOURCE = "\n\n".join(_chain(*c) for c in _CHAINS)
_ns = {"__name__": __name__, "DONE": DONE, **dict(zip(VERBS, MODULES))}
# compiled under this file's name, so that numba's on-disk cache can locate it
exec(compile(SOURCE, __file__, "exec"), _ns)
resolve = leaf(_ns["resolve"])      # run effect row f of verb v
chooser = leaf(_ns["chooser"])      # who chooses when verb v waits
options = leaf(_ns["options"])      # the options of verb v's choice
apply = leaf(_ns["apply"])          # apply a chosen option of verb v
