"""The packed game state: one int16 array, fixed size for a given matchup.

    [ header (H) | objects (n_obj x OBJ_W) | stack (STACK_CAP x SE_W) | pending triggers (PEND_CAP x SE_W) ]

Every card of both decks owns one object slot for the whole game; it moves
between zones by changing its ZONE field.  Nothing counts turns: a position
reached again packs to the same array.  Canonical order (engine/rules/canon.py)
sorts the object slots so that equivalent positions (two identical untapped
Memnites, say) pack identically; references between slots are remapped.
"""
import numpy as np

# Every offset, width and capacity of the state is laid out in engine/layout.py;
# they are re-exported here, where the rules have always imported them.
from engine.layout import (ENTRY_FIELDS, ERR_ACTIONS, ERR_DAMAGE, ERR_LOOP,  # noqa: F401
                           HEADER_FIELDS, OBJECT_FIELDS, OBJ_W, PEND_CAP, SE_W, STACK_CAP, H)
from engine import layout as _layout

globals().update({k: v for k, v in vars(_layout).items()
                  if k[:2] in ("H_", "O_", "E_") or k[:3] == "OF_"})


def state_len(n_obj: int) -> int:
    return H + n_obj * OBJ_W + (STACK_CAP + PEND_CAP) * SE_W


def obj_base(i: int) -> int:
    return H + i * OBJ_W


def stack_base(n_obj: int) -> int:
    return H + n_obj * OBJ_W


def pend_base(n_obj: int) -> int:
    return H + n_obj * OBJ_W + STACK_CAP * SE_W


def new_state(n_obj: int) -> np.ndarray:
    s = np.zeros(state_len(n_obj), dtype=np.int16)
    s[H_NOBJ] = n_obj
    for i in range(n_obj):
        s[obj_base(i) + O_CARD] = -1
    return s


# --- a readable form, for tests, logs and replays ---------------------------------
def _header_value(s, at, width):
    return int(s[at]) if width == 1 else [int(x) for x in s[at:at + width]]


def unpack(s: np.ndarray) -> dict:
    """The state as plain data: header fields, objects, stack and pending entries."""
    n = int(s[H_NOBJ])

    def entries(base, count):
        return [{k: int(s[base + i * SE_W + at]) for k, (at, _) in ENTRY_FIELDS.items()}
                for i in range(count)]
    return {
        "header": {k: _header_value(s, at, width) for k, (at, width) in HEADER_FIELDS.items()},
        "objects": [{k: int(s[obj_base(i) + at]) for k, (at, _) in OBJECT_FIELDS.items()}
                    for i in range(n)],
        "stack": entries(stack_base(n), int(s[H_STACK_N])),
        "pending": entries(pend_base(n), int(s[H_PEND_N])),
    }


def pack(d: dict) -> np.ndarray:
    """The inverse of unpack."""
    n = len(d["objects"])
    s = new_state(n)
    for k, v in d["header"].items():
        at, width = HEADER_FIELDS[k]
        s[at:at + width] = v
    for i, o in enumerate(d["objects"]):
        for k, v in o.items():
            s[obj_base(i) + OBJECT_FIELDS[k][0]] = v
    for base, key in ((stack_base(n), "stack"), (pend_base(n), "pending")):
        for i, e in enumerate(d[key]):
            for k, v in e.items():
                s[base + i * SE_W + ENTRY_FIELDS[k][0]] = v
    return s
