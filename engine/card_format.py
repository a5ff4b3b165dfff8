"""The parts of a card definition that the engine compiles: mana costs,
targets, abilities and static abilities.  The effects an ability is made of
are the verbs' own (engine/verbs/); the card itself and its validation are
cards/schema.py's, which imports these: engine/ never imports cards/.
"""
from __future__ import annotations

import re

from engine import ops
from engine.costs.tap import Tap
from engine.record import record


class CardError(ValueError):
    """A card definition that the engine cannot take."""


def normalize(name: str) -> str:
    """A card name as compared: case, spacing and the apostrophe's form do not count."""
    return " ".join(name.replace("\u2019", "'").replace("`", "'").strip().lower().split())


# ----------------------------------------------------------------- mana costs
_SYM = re.compile(r"\{([^}]+)\}")


@record
class Mana:
    """A mana cost: generic plus colored symbols (W U B R G C), Phyrexian symbols
    of one color ({B/P}: that color or 2 life) and hybrid symbols of one pair
    ({G/U}: either color)."""
    generic: int = 0
    W: int = 0
    U: int = 0
    B: int = 0
    R: int = 0
    G: int = 0
    C: int = 0
    phyrexian: str = ""         # the color of its Phyrexian symbols
    phyrexian_n: int = 0
    hybrid: str = ""            # the two colors of its hybrid symbols
    hybrid_n: int = 0
    x: int = 0                  # (cast) {X} symbols: X is 0 except on the stack (rule 202.3e)

    @property
    def total(self) -> int:
        """The mana value."""
        return (self.generic + self.W + self.U + self.B + self.R + self.G + self.C
                + self.phyrexian_n + self.hybrid_n)

    def colored(self) -> tuple[int, ...]:
        return (self.W, self.U, self.B, self.R, self.G, self.C)


def mana(text: str | None) -> Mana:
    """Parse '{1}{U}', '{1}{B/P}{B/P}' or '{G/U}' style costs (one kind of
    Phyrexian and one pair of hybrid symbols per cost)."""
    if not text:
        return Mana()
    rest = _SYM.sub("", text)
    if rest.strip():
        raise CardError(f"malformed mana cost {text!r}")
    counts = dict.fromkeys("WUBRGC", 0)
    generic = 0
    phy, phy_n, hyb, hyb_n = "", 0, "", 0
    x = 0
    for sym in _SYM.findall(text):
        if sym.isdigit():
            generic += int(sym)
        elif sym == "X":
            x += 1
        elif sym in counts:
            counts[sym] += 1
        elif len(sym) == 3 and sym[1] == "/" and sym[2] == "P" and sym[0] in "WUBRG" \
                and phy in ("", sym[0]):
            phy, phy_n = sym[0], phy_n + 1
        elif len(sym) == 3 and sym[1] == "/" and sym[0] in "WUBRG" and sym[2] in "WUBRG" \
                and sym[0] != sym[2] and hyb in ("", sym[0] + sym[2]):
            hyb, hyb_n = sym[0] + sym[2], hyb_n + 1
        else:
            raise CardError(f"mana symbol {{{sym}}} in {text!r} is not supported yet")
    return Mana(generic=generic, phyrexian=phy, phyrexian_n=phy_n, hybrid=hyb, hybrid_n=hyb_n,
                x=x, **counts)


# -------------------------------------------------------------------- targets
@record
class Target:
    """What an ability may target: kinds from creature/player/land/permanent/spell."""
    kinds: tuple[str, ...]
    subtype: str | None = None      # e.g. "Assembly-Worker"
    nonbasic: bool = False
    controller: str = "any"         # any | opponent | you
    attacking: bool = False         # "target attacking creature"
    legendary: bool = False         # "target legendary creature"
    one_one: bool = False           # "target 1/1 creature"
    mana_value: int | None = None   # "target spell with mana value 1"
    spell_types: tuple[str, ...] = ()   # "target creature spell or planeswalker spell"
    up_to_one: bool = False         # "up to one target" (a triggered ability's)
    noncreature: bool = False       # "target noncreature spell"
    other: bool = False             # "other target creature": not its own source (a trigger's)
    single_target: bool = False     # "target spell with a single target" (Misdirection)
    # ---- exile
    nonland: bool = False           # "target nonland permanent"
    max_mana_value: int | None = None   # "target ... permanent with mana value N or less"

    def __post_init__(self):
        for k in self.kinds:
            if k not in TARGET_KINDS:
                raise CardError(f"unknown target kind {k!r}")
        for k in self.spell_types:
            if k not in ops.CARD_TYPES:
                raise CardError(f"unknown card type {k!r} of a target spell")
        if self.single_target and self.kinds != ("spell",):
            raise CardError("single_target restricts a target that is a spell only")
        if self.spell_types and self.kinds != ("spell",):
            raise CardError("spell_types restricts a target that is a spell only")
        if self.controller not in ("any", "opponent", "you"):
            raise CardError(f"unknown target controller {self.controller!r}")


TARGET_KINDS = {"creature": ops.TG_CREATURE, "player": ops.TG_PLAYER,
                 "land": ops.TG_LAND, "permanent": ops.TG_PERMANENT, "spell": ops.TG_SPELL}
ANY_TARGET = Target(("creature", "player"))
TARGET_CREATURE = Target(("creature",))


# ------------------------------------------------------------ mana abilities
@record
class Adds:
    """What a mana ability adds: `amount` mana of one of `colors` (W U B R G C);
    `only` restricts what it may be spent on (a key of ops.MANA_ONLY) and `rider`
    is what it does to that spell (a key of ops.MANA_RIDERS)."""
    colors: str
    amount: int = 1
    only: str = ""
    rider: str = ""

    def __post_init__(self):
        if not self.colors:
            raise CardError("a mana ability adds mana of at least one color")
        for ch in self.colors:
            if ch not in ops.MANA_SYMBOLS:
                raise CardError(f"unknown mana color {ch!r}")
        if self.amount < 1:
            raise CardError("a mana ability adds at least one mana")
        if self.only and self.only not in ops.MANA_ONLY:
            raise CardError(f"unknown spending restriction {self.only!r}; "
                            f"known: {sorted(ops.MANA_ONLY)}")
        if self.rider and self.rider not in ops.MANA_RIDERS:
            raise CardError(f"unknown mana rider {self.rider!r}; known: {sorted(ops.MANA_RIDERS)}")
        if self.rider and not self.only:
            raise CardError("a mana rider needs a spending restriction")


@record
class ManaAbility:
    """'[costs]: Add [mana].'  The costs are engine/costs/' dataclasses, {T} by
    default; they are checked with the card (cards/schema.py)."""
    adds: Adds
    costs: tuple = (Tap(),)


@record
class AltCost:
    """'You may [costs] rather than pay this spell's mana cost.'  evoke: it is an
    evoke cost (a permanent cast so triggers 'enters evoked' as it enters)."""
    costs: tuple
    evoke: bool = False
    not_your_turn: bool = False     # "If it's not your turn, you may ..." (Force of Negation)


# ------------------------------------------------------------------ abilities
@record
class Activated:
    """'[cost]: effect.'  tap/sacrifice_self are parts of the cost."""
    cost: str | None
    effects: tuple
    target: Target | None = None
    tap: bool = False
    sacrifice_self: bool = False
    sorcery_speed: bool = False
    remove_counters: int = 0            # cost: remove this many of its own counters
    keep_when_copying: bool = False     # "... except it has this ability"
    oracle: str = ""
    pay_life: int = 0                   # (eldrazi) cost: pay this much life
    remove_x_p1p1: bool = False         # (eldrazi) cost: remove X +1/+1 counters from it (X
                                        # chosen as it is activated: the action's AC_X, E_X)
    exile_from_graveyard: bool = False  # (angel) cost: "Exile this card from your graveyard":
                                        # activated only from its owner's graveyard (embalm)


@record
class Triggered:
    """'When/Whenever/At [event], effect.'"""
    event: str
    effects: tuple
    target: Target | None = None
    oracle: str = ""
    lands_at_most: int | None = None    # "..., if you control N or fewer lands, ..." (an
                                        # intervening if: checked as it triggers and resolves)
    if_tapped: bool = False             # "..., if ~ is tapped, ..." (an intervening if too)

    def __post_init__(self):
        if self.event not in ops.EVENTS:
            raise CardError(f"unknown trigger event {self.event!r}; known: {sorted(ops.EVENTS)}")
        if self.lands_at_most is not None and self.lands_at_most < 0:
            raise CardError("lands_at_most must be 0 or more")


@record
class Mode:
    """One mode of a modal spell ("Choose one —"): its effects and its target.
    The caster chooses the mode as the spell is cast (rule 601.2b), before its
    target; each mode compiles to an ability row of its own."""
    effects: tuple
    target: Target | None = None
    oracle: str = ""

    def __post_init__(self):
        if not isinstance(self.effects, tuple) or not self.effects:
            raise CardError("a mode has a non-empty tuple of effects")
        if self.target is not None and (self.target.up_to_one or self.target.other):
            raise CardError("a mode's target is 'target ...' ('up to one', 'other': triggers only)")


@record
class LevelBand:
    """LEVEL low-high (high None: and up): P/T and keywords."""
    low: int
    high: int | None
    power: int
    toughness: int
    keywords: tuple[str, ...] = ()


@record
class Suspend:
    """'Suspend N—[cost]' (engine/verbs/suspend.py)."""
    n: int
    cost: str

    def __post_init__(self):
        if self.n < 1:
            raise CardError("suspend needs at least one time counter")
        mana(self.cost)
