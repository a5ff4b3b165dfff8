"""Words shared by the verbs' choice_words: a stand-in for engine/words.py.

engine/words.py (written in parallel) will hold the words of objects and
payments; at that merge, import name/owned/paying from there and delete this
file.  The import of engine.game is inside the functions because engine.game
imports the rules kernels, which import the verb modules that import this.
"""
from __future__ import annotations

from engine import state as S

WHO = "AB"


def name(s, i: int, t) -> str:
    from engine.game import obj_name
    return obj_name(s, i, t)


def owned(s, i: int, t) -> str:
    """"B's Stromkirk Noble": the controller's name and the card's."""
    return f"{WHO[int(s[S.obj_base(i) + S.O_CTRL])]}'s {name(s, i, t)}"


def paying(s, code: int, t) -> str:
    from engine.game import payment_parts
    parts = payment_parts(s, code, t, sep=" and ")
    if len(parts) <= 1:
        return f", {''.join(parts)}" if parts else ""
    return ", " + ", ".join(parts[:-1]) + " and " + parts[-1]


def top(s) -> int:
    """The offset of the top stack entry (the one resolving)."""
    return S.stack_base(int(s[S.H_NOBJ])) + (int(s[S.H_STACK_N]) - 1) * S.SE_W


def resolving(s, t) -> str:
    """The stack entry waiting on a choice (the top of the stack), in words."""
    if int(s[S.H_STACK_N]) == 0:
        return "it"
    return name(s, int(s[top(s) + S.E_SRC]), t)
