"""Actions in words: the one wording of an action for the CLI, `3cb line`,
`3cb analyze`, the replay and engine.game.Game (describe_actions / do).

Everything here reads the card definitions (names, oracle text of abilities)
and the action encoding (engine/ops.py); nothing is written per card.

    action_text(s, a, t)    # action `a` (a row of the action encoding) at state s

Adding wording for a new action kind: add one function to `ACTION_WORDS`,
keyed by its `ops.A_*` constant.  A new choice on resolution: add one
function (s, a, t, who) -> str to `CHOICE_WORDS`, keyed by the effect verb
`ops.V_*`; a verb without one reads "declines" / "pays ..." / "chooses X".
tests/explain/test_line.py::test_every_action_renders fails if any action of
any card renders with a placeholder.
"""
from __future__ import annotations

from engine import ops
from engine import state as S
from engine.compile import Tables
from engine.tables import AB_CARD, AB_KIND, CT_AB0, CT_SPELL_AB, EF_VERB

WHO = "AB"


def obj_name(s, i: int, t: Tables) -> str:
    """Its card's name; a permanent that became a copy: "Stage as Dark Depths"."""
    o = S.obj_base(i)
    name = t.names[int(s[o + S.O_CARD])]
    if s[o + S.O_COPY] > 0:
        name += f" as {t.names[int(s[o + S.O_COPY]) - 1]}"
    return name


def owned(s, i: int, t: Tables) -> str:
    """"B's Stromkirk Noble": the controller's name and the card's."""
    return f"{WHO[int(s[S.obj_base(i) + S.O_CTRL])]}'s {obj_name(s, i, t)}"


def and_list(parts: list[str]) -> str:
    """"a", "a and b", "a, b and c"."""
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def target_text(s, a, t: Tables) -> str:
    """" targeting B's Savannah Lions", or "" for an action without a target."""
    tk = int(a[ops.AC_TKIND])
    if tk == ops.TK_PLAYER:
        return f" targeting {WHO[int(a[ops.AC_TGT])]}"
    if tk == ops.TK_OBJECT:
        return f" targeting {owned(s, int(a[ops.AC_TGT]), t)}"
    if tk == ops.TK_SPELL:
        return f" targeting {owned(s, int(a[ops.AC_TGT]), t)} (a spell)"
    if tk == ops.TK_ILLEGAL:
        return " (no legal target: it is removed)"
    return ""


def payment_parts(s, code: int, t: Tables) -> list[str]:
    """How a cost is paid, in phrases: sources tapped, life paid for Phyrexian
    symbols, mana left floating, an alternative cost and what it uses."""
    mask = code & ops.PAY_SRC_MASK
    names = [obj_name(s, i, t) for i in range(int(s[S.H_NOBJ])) if mask >> i & 1]
    parts = [f"paying with {' and '.join(names)}"] if names else []
    phy = (code >> ops.PAY_PHY_SHIFT) & 15
    if phy:
        parts.append(f"paying {2 * phy} life")
    left = "".join(("{" + ops.MANA_SYMBOLS[k] + "}")
                   * ((code >> (ops.PAY_POOL_SHIFT + ops.PAY_POOL_BITS * k)) & 15)
                   for k in range(ops.NCOLORS))
    had = "".join(("{" + ops.MANA_SYMBOLS[k] + "}") * int(s[S.H_POOL + k]) for k in range(ops.NCOLORS))
    if left and left != had:
        parts.append(f"leaving {left} floating")
    if code & ops.PAY_ALT:
        j = (code >> ops.PAY_ALT_OBJ_SHIFT) & 31
        verb = "returning" if int(s[S.obj_base(j) + S.O_ZONE]) == ops.Z_BATTLEFIELD else "exiling"
        parts.append(f"by its alternative cost, {verb} {obj_name(s, j, t)}")
    return parts


def paying_text(s, code: int, t: Tables) -> str:
    """", paying with Mountain and paying 2 life", or "" for nothing paid."""
    parts = payment_parts(s, code, t)
    return f", {and_list(parts)}" if parts else ""


def ability_text(t: Tables, ab: int) -> str:
    """The oracle text of ability row `ab` (its card's own words)."""
    cid = int(t.ab[ab, AB_CARD])
    card = t.cards[cid]
    k = ab - int(t.ct[cid, CT_AB0]) - (1 if t.ct[cid, CT_SPELL_AB] >= 0 else 0)
    if 0 <= k < len(card.abilities):
        return card.abilities[k].oracle
    if card.level_up and int(t.ab[ab, AB_KIND]) == ops.AK_ACTIVATED:
        return f"Level up {card.level_up}"
    if card.ward:
        return f"Ward {{{card.ward}}}"
    return card.oracle.split("\n")[0]


# ------------------------------------------------------------------ the actions
def _pass(s, a, t, who):
    return f"{who} passes"


def _continue(s, a, t, who):
    return f"{who} begins the turn"


def _land(s, a, t, who):
    chosen = int(a[ops.AC_TGT])
    tail = f", choosing {t.creature_types[chosen - 1]}" if chosen > 0 else ""
    return f"{who} plays {obj_name(s, int(a[ops.AC_OBJ]), t)}{tail}"


def _cast(s, a, t, who):
    return (f"{who} casts {obj_name(s, int(a[ops.AC_OBJ]), t)}{target_text(s, a, t)}"
            f"{paying_text(s, int(a[ops.AC_PAY]), t)}")


def _activate(s, a, t, who):
    text = ability_text(t, int(a[ops.AC_AB])).rstrip(".")
    return (f"{who} activates {obj_name(s, int(a[ops.AC_OBJ]), t)} ({text}){target_text(s, a, t)}"
            f"{paying_text(s, int(a[ops.AC_PAY]), t)}")


def _attack(s, a, t, who):
    m = int(a[ops.AC_PAY])
    names = [obj_name(s, j, t) for j in range(int(s[S.H_NOBJ])) if m >> j & 1]
    return f"{who} attacks with {and_list(names)}" if names else f"{who} does not attack"


def _block(s, a, t, who):
    code = int(a[ops.AC_PAY])
    by_attacker: dict[int, list[str]] = {}
    for j in range(int(s[S.H_NOBJ])):
        at = (code >> (4 * j)) & 15
        if at:
            by_attacker.setdefault(at - 1, []).append(obj_name(s, j, t))
    if not by_attacker:
        return f"{who} does not block"
    parts = [f"{obj_name(s, at, t)} with {and_list(bl)}" for at, bl in by_attacker.items()]
    return f"{who} blocks " + "; ".join(parts)


def _assign(s, a, t, who):
    code = int(a[ops.AC_PAY])
    i = int(a[ops.AC_OBJ])
    parts = [f"{(code >> (5 * j)) & 31} to {obj_name(s, j, t)}"
             for j in range(int(s[S.H_NOBJ])) if (code >> (5 * j)) & 31]
    if a[ops.AC_TGT]:
        parts.append(f"{int(a[ops.AC_TGT])} to {WHO[1 - int(s[S.H_PRIO])]}")
    return f"{who} divides {obj_name(s, i, t)}'s combat damage: " + and_list(parts or ["none"])


def _top(s) -> int:
    """Offset of the top stack entry (the one waiting on a choice)."""
    return S.stack_base(int(s[S.H_NOBJ])) + (int(s[S.H_STACK_N]) - 1) * S.SE_W


def _resolving(s, t) -> str:
    """The stack entry waiting on a choice (the top of the stack), in words."""
    if int(s[S.H_STACK_N]) == 0:
        return "it"
    return obj_name(s, int(s[_top(s) + S.E_SRC]), t)


def _choice_sacrifice_unless(s, a, t, who):
    i = int(a[ops.AC_OBJ])
    src = _resolving(s, t)
    if i == -1:
        return f"{who} sacrifices {src} (keeps the rest)"
    return f"{who} sacrifices {obj_name(s, i, t)} to keep {src}"


def _choice_counter_unless_pay(s, a, t, who):
    i = int(a[ops.AC_OBJ])
    src = _resolving(s, t)
    e = _top(s)
    victim = ("the targeting spell or ability" if int(s[e + S.E_TKIND]) != ops.TK_SPELL
              else obj_name(s, int(s[e + S.E_TGT]), t))
    if i == -1:
        return f"{who} does not pay for {src}: {victim} is countered"
    return f"{who} pays for {src}{paying_text(s, int(a[ops.AC_PAY]), t)}"


def _choice_destroy_unless_pay(s, a, t, who):
    creature = obj_name(s, int(s[_top(s) + S.E_SRC]), t)
    if int(a[ops.AC_OBJ]) == -1:
        return f"{who} does not pay: {creature} is destroyed"
    return f"{who} pays to keep {creature}{paying_text(s, int(a[ops.AC_PAY]), t)}"


def _choice_discard(s, a, t, who):
    i = int(a[ops.AC_OBJ])
    return f"{who} chooses {owned(s, i, t)} from the revealed hand: it is discarded"


CHOICE_WORDS = {
    ops.V_SACRIFICE_UNLESS: _choice_sacrifice_unless,
    ops.V_COUNTER_UNLESS_PAY: _choice_counter_unless_pay,
    ops.V_DESTROY_UNLESS_PAY: _choice_destroy_unless_pay,
    ops.V_DISCARD_CHOICE: _choice_discard,
}


def _choice_plain(s, a, t, who):
    """A choice of a verb without words of its own."""
    i = int(a[ops.AC_OBJ])
    if i == -1:
        return f"{who} declines"
    if i == -2:
        return f"{who} pays{paying_text(s, int(a[ops.AC_PAY]), t)}"
    return f"{who} chooses {obj_name(s, i, t)}"


def _choice(s, a, t, who):
    verb = int(t.ef[int(s[S.H_DARG]), EF_VERB])
    return CHOICE_WORDS.get(verb, _choice_plain)(s, a, t, who)


def _trigger(s, a, t, who):
    k = int(a[ops.AC_OBJ])
    src = int(s[S.pend_base(int(s[S.H_NOBJ])) + k * S.SE_W + S.E_SRC])
    text = ability_text(t, int(a[ops.AC_AB])).rstrip(".")
    return f"{who} puts {obj_name(s, src, t)}'s trigger on the stack ({text}){target_text(s, a, t)}"


def _legend(s, a, t, who):
    return f"{who} keeps {obj_name(s, int(a[ops.AC_OBJ]), t)} (legend rule)"


ACTION_WORDS = {
    ops.A_PASS: _pass,
    ops.A_CONTINUE: _continue,
    ops.A_LAND: _land,
    ops.A_CAST: _cast,
    ops.A_ACTIVATE: _activate,
    ops.A_ATTACK: _attack,
    ops.A_BLOCK: _block,
    ops.A_ASSIGN: _assign,
    ops.A_CHOICE: _choice,
    ops.A_TRIGGER: _trigger,
    ops.A_LEGEND: _legend,
}


def action_text(s, a, t: Tables) -> str:
    """Action `a` (a row of the action encoding) taken at state s, in words."""
    kind = int(a[ops.AC_TYPE])
    who = WHO[int(s[S.H_PRIO])]
    f = ACTION_WORDS.get(kind)
    return f(s, a, t, who) if f is not None else f"{who} ?{kind}"
