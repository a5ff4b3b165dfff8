"""What the verb modules share on the Python side: bit masks of names and the
checks of names a card definition gives an effect."""
from dataclasses import replace

from engine import ops


def bits(names, table) -> int:
    """The OR of the bits of `names` in `table` (a dict of ops bit flags)."""
    m = 0
    for n in names:
        m |= table[n]
    return m


def unknown(names, table, what: str) -> str | None:
    """'unknown card type 'Tribal'' for the first name not in `table`, else None."""
    for n in names:
        if n not in table:
            return f"unknown {what} {n!r}"
    return None


def devotion_problem(color: str) -> str | None:
    """A devotion is to one color of WUBRG (Thassa's Oracle's effects)."""
    return None if len(color) == 1 and color in "WUBRG" \
        else f"devotion to one color of WUBRG, not {color!r}"


def counter_kind_problem(kind: str, on: str, card) -> str | None:
    """Counters of an effect: a known kind; ice and spore counters (one slot,
    O_MISC) only on the card itself, which names the kind as its counter_kind."""
    if kind not in ops.COUNTERS:
        return f"unknown counter kind {kind!r}"
    if kind in ops.MISC_COUNTERS and (kind != card.counter_kind or on != "self"):
        return f"{kind} counters only on itself, with counter_kind={kind!r}"
    return None


# Who performs a "player does it, choosing" effect (its `by`): a target player,
# each opponent, or each player, which compiles to one row for the active
# player and then one for the nonactive player (APNAP order, rule 101.4).
BY = {"target": ops.W_TARGET, "each opponent": ops.W_EACH_OPPONENT,
      "active player": ops.W_ACTIVE, "nonactive player": ops.W_NONACTIVE}


def by_problem(by: str) -> str | None:
    if by not in BY and by != "each player":
        return f"unknown player {by!r}; known: {sorted(BY) + ['each player']}"
    return None


def each_player_rows(e) -> tuple:
    """An effect's rows: "each player" becomes the active player's then the
    nonactive player's; anything else stays one row."""
    if e.by == "each player":
        return (replace(e, by="active player"), replace(e, by="nonactive player"))
    return (e,)
