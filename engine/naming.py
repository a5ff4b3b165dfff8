"""The phrases actions are worded from: objects, targets, payments, oracle
text of abilities, the stack entry resolving.  engine/words.py builds the
words of every action from these, and each verb module (engine/verbs/) the
words of its resolution choice; this module imports neither, so both can
import it.  `t` is the compiled Tables (engine/compile.py)."""
from __future__ import annotations

from engine import ops
from engine import layout
from engine.layout import pay_alt, pay_alt_obj, pay_phy, pay_pool, pay_sources, pool_at
from engine import state as S
from engine.tables import (AB_CARD, AB_DIVIDED, AB_EVENT, AB_KIND, AB_TF, COSTS_MASK, CT_AB0, CT_ALT, CT_BACK,
                           CT_SPELL_AB)

WHO = "AB"


def obj_name(s, i: int, t) -> str:
    """Its card's name; a permanent that became a copy: "Stage as Dark Depths";
    a transformed double-faced card: its back face's name."""
    o = S.obj_base(i)
    name = t.names[int(s[o + S.O_CARD])]
    if s[o + S.O_COPY] > 0 and s[o + S.O_COPY] - 1 == t.ct[int(s[o + S.O_CARD]), CT_BACK]:
        return t.names[int(s[o + S.O_COPY]) - 1]
    if s[o + S.O_COPY] > 0:
        name += f" as {t.names[int(s[o + S.O_COPY]) - 1]}"
    return name


def owned(s, i: int, t) -> str:
    """"B's Stromkirk Noble": the controller's name and the card's."""
    return f"{WHO[int(s[S.obj_base(i) + S.O_CTRL])]}'s {obj_name(s, i, t)}"


def and_list(parts: list[str]) -> str:
    """"a", "a and b", "a, b and c"."""
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def division(code: int) -> list[tuple[int, int]]:
    """A division code (divided damage, ops.TK_DIVIDED) as [(object slot, damage)],
    the most damage first."""
    out: list[tuple[int, int]] = []
    for u in range(layout.DIV_UNITS):
        v = int(layout.div_unit.py_func(int(code), u))
        if v == 0:
            break
        if out and out[-1][0] == v - 1:
            out[-1] = (v - 1, out[-1][1] + 1)
        else:
            out.append((v - 1, 1))
    return out


def division_text(s, code: int, t) -> str:
    """"4 damage: 3 to B's Savannah Lions and 1 to A's Fury"."""
    parts = division(code)
    total = sum(n for _, n in parts)
    return f"{total} damage: " + and_list([f"{n} to {owned(s, j, t)}" for j, n in parts])


def target_text(s, a, t) -> str:
    """" targeting B's Savannah Lions", or "" for an action without a target."""
    tk = int(a[layout.AC_TKIND])
    if tk == ops.TK_PLAYER:
        return f" targeting {WHO[int(a[layout.AC_TGT])]}"
    if tk == ops.TK_OBJECT:
        return f" targeting {owned(s, int(a[layout.AC_TGT]), t)}"
    if tk == ops.TK_SPELL:
        return f" targeting {owned(s, int(a[layout.AC_TGT]), t)} (a spell)"
    if tk == ops.TK_DIVIDED:
        return f" dividing {division_text(s, int(a[layout.AC_TGT]), t)}"
    a_row = int(a[layout.AC_AB])
    if tk == ops.TK_NONE and a_row >= 0 and int(t.ab[a_row, AB_DIVIDED]) > 0:
        return " with no target (its damage is dealt to nobody)"
    if tk == ops.TK_ILLEGAL:
        a_row = int(a[layout.AC_AB])
        if a_row >= 0 and int(t.ab[a_row, AB_TF]) & ops.TF_UP_TO_ONE:
            return " with no target (up to one: it is removed, doing nothing)"
        return " (no legal target: it is removed)"
    return ""


def payment_parts(s, code: int, t, spell: int = -1) -> list[str]:
    """How a cost is paid, in phrases: sources tapped, life paid for Phyrexian
    symbols, mana left floating, an alternative cost and what it uses."""
    mask = pay_sources(code)
    second = layout.pay_ab2(code)
    names = [obj_name(s, i, t) + (" (its second mana ability)" if second >> i & 1 else "")
             for i in range(int(s[S.H_NOBJ])) if mask >> i & 1]
    parts = [f"paying with {' and '.join(names)}"] if names else []
    phy = pay_phy(code)
    if phy:
        parts.append(f"paying {2 * phy} life")
    left = "".join(("{" + ops.MANA_SYMBOLS[k] + "}")
                   * pay_pool(code, k)
                   for k in range(ops.NCOLORS))
    p = int(s[S.H_PRIO])                                     # the payer
    had = "".join(("{" + ops.MANA_SYMBOLS[k] + "}") * int(s[pool_at(p, k)])
                  for k in range(ops.NCOLORS))
    if left and left != had:
        parts.append(f"leaving {left} floating")
    only = layout.pay_only(code)
    if only and only != int(s[S.H_POOL_ONLY + p]):
        parts.append(f"leaving {mana_text(ops.POOL_ONLY_COLOR, only)} floating")
    if pay_alt(code):
        j = pay_alt_obj(code)
        verb = "returning" if int(s[S.obj_base(j) + S.O_ZONE]) == ops.Z_BATTLEFIELD else "exiling"
        what = obj_name(s, j, t)
        if spell >= 0 and int(t.ct[int(s[S.obj_base(spell) + S.O_CARD]),
                                   CT_ALT + COSTS_MASK]) & ops.COST_DISCARD_ISLAND:
            # Foil (engine/costs/discard_island.py): the chosen card and the one left
            rest = [obj_name(s, k, t) for k in range(int(s[S.H_NOBJ]))
                    if k not in (j, spell) and int(s[S.obj_base(k) + S.O_CARD]) >= 0
                    and int(s[S.obj_base(k) + S.O_ZONE]) == ops.Z_HAND
                    and int(s[S.obj_base(k) + S.O_OWNER]) == int(s[S.obj_base(j) + S.O_OWNER])]
            verb = "discarding"
            what = f"{what} and {rest[0]}" if rest else what
        parts.append(f"by its alternative cost, {verb} {what}")
    return parts


def paying_text(s, code: int, t, spell: int = -1) -> str:
    """", paying with Mountain and paying 2 life", or "" for nothing paid (spell: the
    object cast, if any)."""
    parts = payment_parts(s, code, t, spell)
    return f", {and_list(parts)}" if parts else ""


def ability_text(t, ab: int) -> str:
    """The oracle text of ability row `ab` (its card's own words)."""
    cid = int(t.ab[ab, AB_CARD])
    card = t.cards[cid]
    nspell = max(1, len(card.modes)) if t.ct[cid, CT_SPELL_AB] >= 0 else 0
    k = ab - int(t.ct[cid, CT_AB0]) - nspell
    if card.modes and 0 <= ab - int(t.ct[cid, CT_SPELL_AB]) < len(card.modes):
        return card.modes[ab - int(t.ct[cid, CT_SPELL_AB])].oracle     # the mode chosen
    if int(t.ab[ab, AB_KIND]) == ops.AK_SUSPEND:      # engine/verbs/suspend.py
        return ("Suspend", "At the beginning of your upkeep, remove a time counter",
                "When the last is removed, cast it without paying its mana cost"
                )[int(t.ab[ab, AB_EVENT])]
    if card.madness and int(t.ab[ab, AB_EVENT]) == ops.EV_MADNESS:    # verbs/madness.py
        return f"Madness\u2014{card.madness}"
    if 0 <= k < len(card.abilities):
        return card.abilities[k].oracle
    if "exalted" in card.keywords and int(t.ab[ab, AB_EVENT]) == ops.EV_ATTACKS_ALONE:
        return "Exalted"
    if card.level_up and int(t.ab[ab, AB_KIND]) == ops.AK_ACTIVATED:
        return f"Level up {card.level_up}"
    if card.ward:
        return f"Ward {{{card.ward}}}"
    return card.oracle.split("\n")[0]


def top_entry(s) -> int:
    """Offset of the top stack entry (the one resolving, or waiting on a choice)."""
    return S.stack_base(int(s[S.H_NOBJ])) + (int(s[S.H_STACK_N]) - 1) * S.SE_W


def resolving(s, t) -> str:
    """The stack entry waiting on a choice (the top of the stack), in words."""
    if int(s[S.H_STACK_N]) == 0:
        return "it"
    return obj_name(s, int(s[top_entry(s) + S.E_SRC]), t)


def mana_text(color: int, amount: int) -> str:
    """"{R}{R}{R}"; ops.POOL_ONLY_COLOR: "{C}{C} (artifact spells only)"."""
    if color == ops.POOL_ONLY_COLOR:
        return mana_text(ops.NCOLORS - 1, amount) + " (artifact spells only)"
    return ("{" + ops.MANA_SYMBOLS[color] + "}") * amount
