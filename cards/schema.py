"""The card definition format: frozen dataclasses and a closed set of effects.

A card is data.  Its abilities are built from the effect constructors below;
the engine has exactly one handler per effect (engine/rules/effects.py).  A
definition with an unknown field, keyword, type, event or effect fails when it
is loaded (``CardError``), never later and never silently.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, fields

from engine import ops


class CardError(ValueError):
    """A card definition that the engine cannot take."""


# ----------------------------------------------------------------- mana costs
_SYM = re.compile(r"\{([^}]+)\}")


@dataclass(frozen=True)
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
    for sym in _SYM.findall(text):
        if sym.isdigit():
            generic += int(sym)
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
                **counts)


# -------------------------------------------------------------------- targets
@dataclass(frozen=True)
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

    def __post_init__(self):
        for k in self.kinds:
            if k not in _TARGET_KINDS:
                raise CardError(f"unknown target kind {k!r}")
        if self.controller not in ("any", "opponent", "you"):
            raise CardError(f"unknown target controller {self.controller!r}")


_TARGET_KINDS = {"creature": ops.TG_CREATURE, "player": ops.TG_PLAYER,
                 "land": ops.TG_LAND, "permanent": ops.TG_PERMANENT, "spell": ops.TG_SPELL}
ANY_TARGET = Target(("creature", "player"))
TARGET_CREATURE = Target(("creature",))


# ---------------------------------------------------------- effects (closed set)
@dataclass(frozen=True)
class Damage:
    """Deals `amount` damage (amount='power': the source's power, last known)."""
    amount: int | str
    to: str = "target"          # target | each opponent


@dataclass(frozen=True)
class GainLifeEqualToPower:
    """The target's controller gains life equal to the target's power."""
    of: str = "target"


@dataclass(frozen=True)
class Exile:
    what: str = "target"


@dataclass(frozen=True)
class Destroy:
    what: str = "target"


@dataclass(frozen=True)
class Animate:
    """Until end of turn this permanent becomes a P/T creature (still what it was)."""
    power: int
    toughness: int
    types: tuple[str, ...] = ()             # added card types besides Creature
    subtypes: tuple[str, ...] = ()
    all_creature_types: bool = False
    keywords: tuple[str, ...] = ()


@dataclass(frozen=True)
class Pump:
    """+P/+T until end of turn."""
    power: int
    toughness: int
    what: str = "target"


@dataclass(frozen=True)
class PutCounters:
    kind: str
    n: int = 1
    on: str = "self"


@dataclass(frozen=True)
class Untap:
    what: str = "self"


@dataclass(frozen=True)
class Counter:
    """Counter target spell (a spell that can't be countered stays)."""
    what: str = "target"


@dataclass(frozen=True)
class CounterUnlessPays:
    """Counter target spell unless its controller pays {n}."""
    n: int
    what: str = "target"


@dataclass(frozen=True)
class Bounce:
    """Return to its owner's hand (a token ceases to exist)."""
    what: str = "target"


@dataclass(frozen=True)
class BecomeCopy:
    """This permanent becomes a copy of the target, keeping its abilities marked
    keep_when_copying."""
    what: str = "self"


@dataclass(frozen=True)
class CreateToken:
    """Create n tokens of the named token card under your control.
    slots: how many of them the state keeps room for (more is a bound);
    if_you_do: only if the effect before it happened."""
    name: str
    n: int = 1
    slots: int = 1
    if_you_do: bool = False


@dataclass(frozen=True)
class RemoveCounters:
    """Remove n counters of a kind ('all' kinds and every counter: n=0)."""
    kind: str
    n: int = 0
    on: str = "target"


@dataclass(frozen=True)
class PreventCombatDamage:
    """Prevent all combat damage dealt to and dealt by it this turn."""
    what: str = "target"


@dataclass(frozen=True)
class Sacrifice:
    what: str = "self"


@dataclass(frozen=True)
class SearchLibrary:
    """Search a library for a card: 3CB libraries are empty, it finds nothing."""
    who: str = "you"


@dataclass(frozen=True)
class DiscardChosen:
    """The target player reveals their hand; you choose a card that is none of
    `not_types` from it; they discard it."""
    not_types: tuple[str, ...] = ("Creature", "Land")


@dataclass(frozen=True)
class DestroyUnlessPays:
    """Destroy it unless its controller pays {n}."""
    n: int
    what: str = "self"


@dataclass(frozen=True)
class LoseLandwalk:
    """The target loses all landwalk abilities until end of turn."""
    what: str = "target"


@dataclass(frozen=True)
class SacrificeUnless:
    """Sacrifice this permanent unless you sacrifice a permanent of `types`."""
    types: tuple[str, ...] = ("Land",)


EFFECTS = (Damage, GainLifeEqualToPower, Exile, Destroy, Animate, Pump,
           PutCounters, Untap, LoseLandwalk, SacrificeUnless, Counter, CounterUnlessPays,
           Bounce, BecomeCopy, CreateToken, RemoveCounters, PreventCombatDamage, Sacrifice,
           SearchLibrary, DiscardChosen, DestroyUnlessPays)


# ------------------------------------------------------------------ abilities
@dataclass(frozen=True)
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


@dataclass(frozen=True)
class Triggered:
    """'When/Whenever/At [event], effect.'"""
    event: str
    effects: tuple
    target: Target | None = None
    oracle: str = ""

    def __post_init__(self):
        if self.event not in ops.EVENTS:
            raise CardError(f"unknown trigger event {self.event!r}; known: {sorted(ops.EVENTS)}")


@dataclass(frozen=True)
class LevelBand:
    """LEVEL low-high (high None: and up): P/T and keywords."""
    low: int
    high: int | None
    power: int
    toughness: int
    keywords: tuple[str, ...] = ()


@dataclass(frozen=True)
class PumpWhileControl:
    """'This gets +P/+T as long as you control a [subtype].'"""
    subtype: str
    power: int
    toughness: int


@dataclass(frozen=True)
class PumpWhileLife:
    """'As long as you have N or more life, this gets +P/+T and has [keywords].'"""
    life: int
    power: int
    toughness: int
    keywords: tuple[str, ...] = ()


@dataclass(frozen=True)
class EachLandIs:
    """'Each land is a [basic land type] in addition to its other land types.'"""
    subtype: str


@dataclass(frozen=True)
class CreaturesHave:
    """'All creatures have "[triggered ability]".'"""
    ability: "Triggered"


@dataclass(frozen=True)
class AltCost:
    """'You may [pay life and exile a card / return a land] rather than pay this
    spell's mana cost.'"""
    life: int = 0
    exile_from_hand: str = ""           # colors of the other card exiled from your hand
    return_land: str = ""               # subtype of a land you control returned to hand


# ----------------------------------------------------------------------- card
@dataclass(frozen=True)
class Card:
    name: str
    oracle: str
    types: tuple[str, ...]
    cost: str | None = None
    supertypes: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    colors: str = ""                        # color indicator / derived from cost
    power: int | None = None
    toughness: int | None = None
    keywords: tuple[str, ...] = ()
    mana: str = ""                          # '{T}: Add one mana of these colors'
    abilities: tuple = ()                   # Activated / Triggered
    spell: tuple = ()                       # instant/sorcery effects, in order
    spell_target: Target | None = None
    ward: int = 0
    enters_tapped: bool = False
    enters_with: tuple[tuple[str, int], ...] = ()
    cant_be_blocked_by: tuple[str, ...] = ()
    levels: tuple[LevelBand, ...] = ()
    level_up: str | None = None             # level up cost
    static: tuple = ()                      # PumpWhileControl, PumpWhileLife, EachLandIs,
                                            # CreaturesHave
    all_creature_types: bool = False
    mana_amount: int = 1                    # {T}: Add this many mana of one color
    mana_damage: int = 0                    # "... deals N damage to you"
    mana_sacrifice: bool = False            # "{T}, Sacrifice ~: Add ..."
    mana_for_chosen_type: str = ""          # colors for creature spells of the chosen type
    choose_creature_type: bool = False      # "As ~ enters, choose a creature type."
    alt_cost: AltCost | None = None
    counter_kind: str = ""                  # its own kind of counters (ice, spore)
    token: bool = False                     # a token's definition, never in a deck

    def __post_init__(self):
        _validate(self)

    @property
    def mana_cost(self) -> Mana:
        return mana(self.cost)


def _validate(c: Card) -> None:
    def bad(msg):
        raise CardError(f"{c.name}: {msg}")
    if not c.name:
        bad("a card needs a name")
    if not c.oracle and (c.abilities or c.keywords or c.spell or c.mana or c.static
                         or c.levels or c.ward or c.enters_tapped or c.cant_be_blocked_by):
        bad("a card with rules needs its oracle text")
    for t in c.types:
        if t not in ops.CARD_TYPES:
            bad(f"unknown card type {t!r}")
    for t in c.supertypes:
        if t not in ops.SUPERTYPES:
            bad(f"unknown supertype {t!r}")
    for k in c.keywords:
        if k not in ops.KEYWORDS:
            bad(f"unknown keyword {k!r}; known: {sorted(ops.KEYWORDS)}")
    for ch in c.mana:
        if ch not in ops.MANA_SYMBOLS:
            bad(f"unknown mana color {ch!r}")
    mana(c.cost)
    if "Creature" in c.types and (c.power is None or c.toughness is None):
        bad("a creature needs power and toughness")
    for ab in c.abilities:
        if not isinstance(ab, (Activated, Triggered)):
            bad(f"unknown ability {ab!r}")
        if isinstance(ab, Activated):
            mana(ab.cost)
        _check_effects(c, ab.effects)
    _check_effects(c, c.spell)
    if c.spell and not ({"Instant", "Sorcery"} & set(c.types)):
        bad("only instants and sorceries have spell effects")
    for kind, _n in c.enters_with:
        if kind not in ops.COUNTERS:
            bad(f"unknown counter kind {kind!r}")
    for s in c.static:
        if not isinstance(s, (PumpWhileControl, PumpWhileLife, EachLandIs, CreaturesHave)):
            bad(f"unknown static ability {s!r}")
        if isinstance(s, PumpWhileLife):
            for k in s.keywords:
                if k not in ops.KEYWORDS:
                    bad(f"unknown keyword {k!r}")
        if isinstance(s, CreaturesHave):
            if not isinstance(s.ability, Triggered):
                bad("creatures can be granted a triggered ability only")
            _check_effects(c, s.ability.effects)
    if c.counter_kind and c.counter_kind not in ops.MISC_COUNTERS:
        bad(f"unknown counter kind {c.counter_kind!r}")
    if c.alt_cost is not None and not isinstance(c.alt_cost, AltCost):
        bad(f"unknown alternative cost {c.alt_cost!r}")
    for ch in c.mana_for_chosen_type:
        if ch not in ops.MANA_SYMBOLS:
            bad(f"unknown mana color {ch!r}")
    if c.mana_amount < 1 or (c.mana_amount > 1 and not c.mana):
        bad("mana_amount needs a mana ability")
    for band in c.levels:
        for k in band.keywords:
            if k not in ops.KEYWORDS:
                bad(f"unknown keyword {k!r} in a level band")
    if c.levels and not c.level_up:
        bad("a leveler needs a level up cost")


def _check_effects(c: Card, effects) -> None:
    if not isinstance(effects, tuple):
        raise CardError(f"{c.name}: effects must be a tuple")
    for e in effects:
        if not isinstance(e, EFFECTS):
            raise CardError(f"{c.name}: unknown effect {e!r}")
        if isinstance(e, PutCounters) and e.kind not in ops.COUNTERS:
            raise CardError(f"{c.name}: unknown counter kind {e.kind!r}")
        if isinstance(e, RemoveCounters) and e.kind != "all" and e.kind not in ops.COUNTERS:
            raise CardError(f"{c.name}: unknown counter kind {e.kind!r}")
        if isinstance(e, (PutCounters, RemoveCounters)) and e.kind in ops.MISC_COUNTERS \
                and (e.kind != c.counter_kind or e.on != "self"):
            raise CardError(f"{c.name}: {e.kind} counters only on itself, "
                            f"with counter_kind={e.kind!r}")
        if isinstance(e, SearchLibrary) and e.who not in ops.WHO:
            raise CardError(f"{c.name}: unknown effect recipient {e.who!r}")
        if isinstance(e, DiscardChosen):
            for t in e.not_types:
                if t not in ops.CARD_TYPES:
                    raise CardError(f"{c.name}: unknown card type {t!r}")
        for f in fields(e):
            v = getattr(e, f.name)
            if f.name in ("what", "on", "of", "to") and v not in ops.WHO:
                raise CardError(f"{c.name}: unknown effect recipient {v!r}")
        if isinstance(e, Animate):
            for k in e.keywords:
                if k not in ops.KEYWORDS:
                    raise CardError(f"{c.name}: unknown keyword {k!r}")
            for t in e.types:
                if t not in ops.CARD_TYPES:
                    raise CardError(f"{c.name}: unknown card type {t!r}")


def card_from_dict(d: dict) -> Card:
    """Build a Card from plain data, rejecting unknown keys by name."""
    known = {f.name for f in fields(Card)}
    unknown = sorted(set(d) - known)
    if unknown:
        raise CardError(f"{d.get('name', '?')}: unknown field(s) {', '.join(unknown)}")
    return Card(**d)
