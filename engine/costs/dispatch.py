"""From a cost to its module: the checks and compiling of a list of costs, its
words, and the static dispatch numba needs (if-chains over the cost bits),
generated here from the registry (engine/costs/__init__.py) so that no other
file lists the cost kinds."""
from __future__ import annotations

import importlib

from engine import ops
from engine.costs import COSTS
from engine.jit import leaf
from engine.tables import COSTS_MASK, COSTS_W

MODULES = tuple(importlib.import_module(f"engine.costs.{name}") for name in COSTS)
BIT = {m.COST: 1 << k for k, m in enumerate(MODULES)}
_MODULE = {m.COST: m for m in MODULES}
if len(_MODULE) != len(MODULES):
    raise ImportError("two cost modules share one cost class")
COST_CLASSES = tuple(_MODULE)
_ZONES = {"battlefield": ops.Z_BATTLEFIELD, "hand": ops.Z_HAND}


def module_of(cost):
    """The module of a cost instance; KeyError for an unknown cost."""
    return _MODULE[type(cost)]


def problem(costs, where: str) -> str | None:
    """What is wrong with this list of costs as a mana ability's ("mana") or an
    alternative cost's ("alt"), or None."""
    if not isinstance(costs, tuple) or not costs:
        return "costs must be a non-empty tuple"
    kinds = []
    for x in costs:
        if type(x) not in _MODULE:
            return f"unknown cost {x!r}"
        m = _MODULE[type(x)]
        if where not in m.WHERE:
            place = "a mana ability" if where == "mana" else "an alternative cost"
            return f"{m.NAME!r} can't be part of {place}"
        if type(x) in kinds:
            return f"{m.NAME!r} twice in one list of costs"
        kinds.append(type(x))
        bad = m.check(x, where) if hasattr(m, "check") else None
        if bad:
            return bad
    if where == "mana":
        zones = {m.ZONE for m in map(module_of, costs) if hasattr(m, "ZONE")}
        if not zones:
            return "a mana ability needs a cost that uses its source up ({T}, sacrifice, exile)"
        if len(zones) > 1:
            return "a mana ability's costs name two zones for its source"
    else:
        if sum(bool(getattr(module_of(x), "CHOOSES", False)) for x in costs) != 1:
            return "an alternative cost uses exactly one other card or permanent"
    return None


def source_zone(costs) -> int:
    """The zone a mana ability with these costs is activated from (ops.Z_*)."""
    return next(_ZONES[m.ZONE] for m in map(module_of, costs) if hasattr(m, "ZONE"))


def named_subtypes(costs) -> set[str]:
    out = set()
    for x in costs:
        m = module_of(x)
        if hasattr(m, "named_subtypes"):
            out.update(m.named_subtypes(x))
    return out


def compile_block(costs, ctx) -> list[int]:
    """The cost block (tables.CB_*) of a list of costs."""
    block = [0] * COSTS_W
    for x in costs:
        block[COSTS_MASK] |= BIT[type(x)]
        m = module_of(x)
        if hasattr(m, "compile_block"):
            m.compile_block(x, block, ctx)
    return block


def words(costs) -> str:
    """"{T}, pay 1 life"."""
    return ", ".join(module_of(x).words(x) for x in costs)


def source_verb(costs) -> str:
    """How using a mana ability's source is worded: its first cost's ("taps")."""
    return next(m.SOURCE_VERB for m in map(module_of, costs) if hasattr(m, "SOURCE_VERB"))


# (handler, its arguments after the mask, the value when no bit of the mask has one,
#  how a module's handler is used)
_CHAINS = (
    ("payable", "s, c, base, i, p, ct, ef", "True", "all"),
    ("fits", "s, c, base, i, j, p, ct, ef, cfg", "False", "first"),
    ("pay", "s, c, base, i, j, p, ct", "None", "each"),
)


def _chain(handler: str, args: str, default: str, how: str) -> str:
    lines = [f"def {handler}(mask, {args}):"]
    for k, (name, m) in enumerate(zip(COSTS, MODULES)):
        if not hasattr(m, handler):
            continue
        lines.append(f"    if mask & {1 << k}:")
        call = f"{name}.{handler}({args})"
        if how == "all":
            lines += [f"        if not {call}:", "            return False"]
        elif how == "first":
            lines.append(f"        return {call}")
        else:
            lines.append(f"        {call}")
    lines.append(f"    return {default}")
    return "\n".join(lines) + "\n"


SOURCE = "\n\n".join(_chain(*c) for c in _CHAINS)
_ns = {"__name__": __name__, **dict(zip(COSTS, MODULES))}
# compiled under this file's name, so that numba's on-disk cache can locate it
exec(compile(SOURCE, __file__, "exec"), _ns)
payable = leaf(_ns["payable"])  # can every cost of the block be paid now (choices aside)
fits = leaf(_ns["fits"])        # may object j be the block's chosen object
pay = leaf(_ns["pay"])          # pay every cost of the block, in the registry's order
