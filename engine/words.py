"""Actions in words: the one wording of an action for the CLI, `3cb line`,
`3cb analyze`, the replay and engine.game.Game (describe_actions / do).

Everything here reads the card definitions (names, oracle text of abilities)
and the action encoding (engine/ops.py); nothing is written per card.

    action_text(s, a, t)    # action `a` (a row of the action encoding) at state s

Adding wording for a new action kind: add one function to `ACTION_WORDS`,
keyed by its `ops.A_*` constant.  A verb's resolution choice is worded by
its own module's `choice_words` (engine/verbs/); a verb without one reads
"declines" / "pays ..." / "chooses X".  The phrases (objects, payments,
targets) are in engine/naming.py.
tests/explain/test_line.py::test_every_action_renders fails if any action of
any card renders with a placeholder.
"""
from __future__ import annotations

from engine import ops
from engine import layout
from engine import tables as T
from engine.layout import assigned_of, block_of
from engine import state as S
from engine.compile import Tables
from engine.costs import dispatch as costs
from engine.naming import (WHO, ability_text, and_list, mana_text, obj_name, owned,  # noqa: F401
                           payment_parts, paying_text, target_text)
from engine.rules.chars import card_of
from engine.tables import (AB_CARD, COSTS_MASK, CT_MANA, CT_MANA_COSTS, CT_MANA_N, CT_MANA2,
                           CT_MANA2_N, CT_SUSPEND_N, EF_VERB)
from engine.verbs import dispatch

# ------------------------------------------------------------------ the actions
def _pass(s, a, t, who):
    return f"{who} passes"


def _continue(s, a, t, who):
    keep = int(a[layout.AC_PAY])
    if not keep:
        return f"{who} begins the turn"
    kept = [obj_name(s, i, t) for i in range(int(s[S.H_NOBJ])) if (keep >> i) & 1]
    return f"{who} begins the turn, choosing not to untap {and_list(kept)}"


def _land(s, a, t, who):
    chosen = int(a[layout.AC_TGT])
    tail = f", choosing {t.creature_types[chosen - 1]}" if chosen > 0 else ""
    return f"{who} plays {obj_name(s, int(a[layout.AC_OBJ]), t)}{tail}"


def _cast(s, a, t, who):
    i = int(a[layout.AC_OBJ])
    mode = ""
    ab = int(a[layout.AC_AB])
    if ab >= 0 and t.cards[int(t.ab[ab, AB_CARD])].modes:     # a modal spell: the mode chosen
        mode = f" choosing \"{ability_text(t, ab).rstrip('.;')}\""
    # (cast) a spell with {X} in its cost: the X chosen
    x = f" with X={int(a[layout.AC_X])}" if t.ct[int(s[S.obj_base(i) + S.O_CARD]), T.CT_X_N] else ""
    return (f"{who} casts {obj_name(s, i, t)}{x}{mode}{target_text(s, a, t)}"
            f"{paying_text(s, int(a[layout.AC_PAY]), t, i)}")


def _activate(s, a, t, who):
    text = ability_text(t, int(a[layout.AC_AB])).rstrip(".")
    return (f"{who} activates {obj_name(s, int(a[layout.AC_OBJ]), t)} ({text}){target_text(s, a, t)}"
            f"{paying_text(s, int(a[layout.AC_PAY]), t)}")


def _attack(s, a, t, who):
    m = int(a[layout.AC_PAY])
    names = [obj_name(s, j, t) for j in range(int(s[S.H_NOBJ])) if m >> j & 1]
    return f"{who} attacks with {and_list(names)}" if names else f"{who} does not attack"


def _block(s, a, t, who):
    code = int(a[layout.AC_PAY])
    by_attacker: dict[int, list[str]] = {}
    code2 = int(a[layout.AC_X])     # second attackers (Cenn's Tactician)
    for j in range(int(s[S.H_NOBJ])):
        for at in (block_of(code, j), block_of(code2, j)):
            if at:
                by_attacker.setdefault(at - 1, []).append(obj_name(s, j, t))
    if not by_attacker:
        return f"{who} does not block"
    parts = [f"{obj_name(s, at, t)} with {and_list(bl)}" for at, bl in by_attacker.items()]
    return f"{who} blocks " + "; ".join(parts)


def _assign(s, a, t, who):
    code = int(a[layout.AC_PAY])
    i = int(a[layout.AC_OBJ])
    parts = [f"{assigned_of(code, j)} to {obj_name(s, j, t)}"
             for j in range(int(s[S.H_NOBJ])) if assigned_of(code, j)]
    if a[layout.AC_TGT]:
        parts.append(f"{int(a[layout.AC_TGT])} to {WHO[1 - int(s[S.H_PRIO])]}")
    return f"{who} divides {obj_name(s, i, t)}'s combat damage: " + and_list(parts or ["none"])


def _choice_plain(s, a, t, who):
    """A choice of a verb without words of its own."""
    i = int(a[layout.AC_OBJ])
    if i == -1:
        return f"{who} declines"
    if i == -2:
        return f"{who} pays{paying_text(s, int(a[layout.AC_PAY]), t)}"
    return f"{who} chooses {obj_name(s, i, t)}"


def _choice(s, a, t, who):
    verb = int(t.ef[int(s[S.H_DARG]), EF_VERB])
    return (dispatch.choice_words(verb) or _choice_plain)(s, a, t, who)


def _trigger(s, a, t, who):
    k = int(a[layout.AC_OBJ])
    src = int(s[S.pend_base(int(s[S.H_NOBJ])) + k * S.SE_W + S.E_SRC])
    text = ability_text(t, int(a[layout.AC_AB])).rstrip(".")
    return f"{who} puts {obj_name(s, src, t)}'s trigger on the stack ({text}){target_text(s, a, t)}"


def _legend(s, a, t, who):
    return f"{who} keeps {obj_name(s, int(a[layout.AC_OBJ]), t)} (legend rule)"


def _float(s, a, t, who):
    i = int(a[layout.AC_OBJ])
    c = card_of(s, i)
    k = int(a[layout.AC_TGT])
    # its amount, or one for the ability a basic land type alone gives it (rule 305.6)
    n = int(t.ct[c, CT_MANA_N]) if k == ops.POOL_ONLY_COLOR or t.ct[c, CT_MANA] else 1
    verb = costs.source_verb(t.cards[c].mana[0].costs) if t.cards[c].mana else "taps"
    if t.ct[c, CT_MANA_COSTS + COSTS_MASK] & ops.COST_REMOVE_ANY_COUNTERS:    # a storage land
        x = int(a[layout.AC_PAY])
        if x == 0:
            return f"{who} {verb} {obj_name(s, i, t)} for no mana, removing no counters"
        mana = mana_text(k, x * n)
        counters = "counter" if x == 1 else "counters"
        return (f"{who} {verb} {obj_name(s, i, t)}, removing {x} {counters}, for {mana}, "
                f"floating it")
    if int(a[layout.AC_PAY]) == 1:      # its second mana ability (mana.SECOND_ABILITY)
        if not t.ct[c, CT_MANA2]:       # a basic land type's "{T}: Add [color]"
            return (f"{who} taps {obj_name(s, i, t)} for {mana_text(k, 1)} by its second mana "
                    f"ability, floating it")
        plain = [m for m in t.cards[c].mana if not m.adds.only]
        return (f"{who} {costs.source_verb(plain[1].costs)} {obj_name(s, i, t)} for "
                f"{mana_text(k, int(t.ct[c, CT_MANA2_N]))} by its second mana ability, floating it")
    mana = mana_text(k, n)
    return f"{who} {verb} {obj_name(s, i, t)} for {mana}, floating it"


def _suspend(s, a, t, who):
    i = int(a[layout.AC_OBJ])
    n = int(t.ct[card_of(s, i), CT_SUSPEND_N])
    return (f"{who} suspends {obj_name(s, i, t)} ({n} time counters)"
            f"{paying_text(s, int(a[layout.AC_PAY]), t)}")


def _name(s, a, t, who):
    chosen = int(a[layout.AC_TGT])
    name = t.names[chosen - 1] if chosen > 0 else "a card in no deck"
    i = int(a[layout.AC_OBJ])
    enchants = int(a[layout.AC_PAY])
    if not t.ct[int(s[S.obj_base(i) + S.O_CARD]), T.CT_NAME_CHOICE]:
        return f"{who} has {obj_name(s, i, t)} enchant {WHO[enchants - 1]}"
    tail = f", enchanting {WHO[enchants - 1]}" if enchants > 0 else ""
    return f"{who} chooses the name {name} for {obj_name(s, i, t)}{tail}"


def _opening(s, a, t, who):
    m = int(a[layout.AC_PAY])
    chosen = [j for j in range(int(s[S.H_NOBJ])) if m >> j & 1]
    # (cast) a card revealed from the opening hand stays there
    shown = [obj_name(s, j, t) for j in chosen
             if t.ct[int(s[S.obj_base(j) + S.O_CARD]), T.CT_REVEAL]]
    names = [obj_name(s, j, t) for j in chosen
             if not t.ct[int(s[S.obj_base(j) + S.O_CARD]), T.CT_REVEAL]]
    if not names and not shown:
        return f"{who} begins the game with every card in hand"
    parts = []
    if names:
        parts.append(f"with {and_list(names)} on the battlefield")
    if shown:
        parts.append(f"revealing {and_list(shown)}")
    return f"{who} begins the game " + " and ".join(parts)


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
    ops.A_FLOAT: _float,
    ops.A_SUSPEND: _suspend,
    ops.A_NAME: _name,
    ops.A_OPENING: _opening,
}


def action_text(s, a, t: Tables) -> str:
    """Action `a` (a row of the action encoding) taken at state s, in words."""
    kind = int(a[layout.AC_TYPE])
    who = WHO[int(s[S.H_PRIO])]
    f = ACTION_WORDS.get(kind)
    return f(s, a, t, who) if f is not None else f"{who} ?{kind}"
