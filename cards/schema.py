"""The card definition format: a card is one frozen dataclass of data.

Its abilities are built from the parts in engine/card_format.py and the effects
of the verbs, one module each in engine/verbs/ (every name a card file needs is
re-exported here).  A definition with an unknown field, keyword, type, event or
effect fails when it is loaded (``CardError``), never later and never silently.
"""
from __future__ import annotations

from dataclasses import fields

from engine import ops
from engine.card_format import (ANY_TARGET, TARGET_CREATURE, Activated, Adds,  # noqa: F401
                                AltCost, CardError, LevelBand, Mana, ManaAbility, Mode, Suspend,
                                Target,
                                Triggered,
                                mana)
from engine.costs import dispatch as costs
from engine.costs.damage_to_you import DamageToYou  # noqa: F401
from engine.costs.discard_hand import DiscardHand  # noqa: F401  (artifacts)
from engine.costs.exile_from_hand import ExileFromHand  # noqa: F401
from engine.costs.discard_island import DiscardSubtypeAndAnother  # noqa: F401
from engine.costs.pay_life import PayLife  # noqa: F401
from engine.costs.return_land import ReturnLand  # noqa: F401
from engine.costs.return_next_untap import ReturnAtNextUntap  # noqa: F401
from engine.costs.remove_counter import RemoveCounter  # noqa: F401
from engine.costs.remove_any_counters import RemoveAnyCounters  # noqa: F401
from engine.costs.sacrifice_if_no_counters import SacrificeIfNoCounters  # noqa: F401
from engine.costs.sacrifice_self import SacrificeSelf  # noqa: F401
from engine.costs.tap import Tap  # noqa: F401
from engine.record import record
from engine.statics import dispatch as statics
from engine.statics.chosen_name import ChosenNameCant  # noqa: F401
from engine.statics.chosen_name_tax import ChosenNameTax  # noqa: F401  (session 6, exile)
from engine.statics.creatures_have import CreaturesHave  # noqa: F401
from engine.statics.each_land_is import EachLandIs  # noqa: F401
from engine.statics.pump_while_control import PumpWhileControl  # noqa: F401
from engine.statics.pump_while_life import PumpWhileLife  # noqa: F401
from engine.statics.fight_unless import CantAttackOrBlockUnless  # noqa: F401
from engine.statics.spells_cost_more import SpellsCostMore  # noqa: F401
from engine.statics.spells_cost_at_least import SpellsCostAtLeast  # noqa: F401
from engine.statics.attack_power_hand import CantAttackPowerAboveHand  # noqa: F401
from engine.statics.begins_in_play import BeginsInPlay  # noqa: F401
from engine.statics.you_have_hexproof import YouHaveHexproof  # noqa: F401
from engine.statics.cast_as_flash import CastAsThoughFlash  # noqa: F401
from engine.statics.all_legendary import AllNonlandLegendary  # noqa: F401
from engine.statics.prevent_others_damage import PreventDamageFromOthers  # noqa: F401
from engine.verbs.animate import Animate  # noqa: F401
from engine.verbs.become_copy import BecomeCopy  # noqa: F401
from engine.verbs.bounce import Bounce  # noqa: F401
from engine.verbs.counter import Counter  # noqa: F401
from engine.verbs.counter_unless_pay import CounterUnlessPays  # noqa: F401
from engine.verbs.sacrifice_to_draw import SacrificeToDraw  # noqa: F401
from engine.verbs.create_token import CreateToken  # noqa: F401
from engine.verbs.damage import Damage  # noqa: F401
from engine.verbs.destroy import Destroy  # noqa: F401
from engine.verbs.destroy_unless_pay import DestroyUnlessPays  # noqa: F401
from engine.verbs.discard_choice import DiscardChosen  # noqa: F401
from engine.verbs.dispatch import EFFECTS, of_effect
from engine.verbs.exile import Exile  # noqa: F401
from engine.verbs.flip_coin import FlipCoin  # noqa: F401
from engine.verbs.gain_life_power import GainLifeEqualToPower  # noqa: F401
from engine.verbs.gain_life import GainLife  # noqa: F401
from engine.verbs.lose_landwalk import LoseLandwalk  # noqa: F401
from engine.verbs.prevent_combat import PreventCombatDamage  # noqa: F401
from engine.verbs.pump import Pump  # noqa: F401
from engine.verbs.put_counters import PutCounters  # noqa: F401
from engine.verbs.remove_counters import RemoveCounters  # noqa: F401
from engine.verbs.sacrifice import Sacrifice  # noqa: F401
from engine.verbs.sacrifice_unless import SacrificeUnless  # noqa: F401
from engine.verbs.search_library import SearchLibrary  # noqa: F401
from engine.verbs.untap import Untap  # noqa: F401
from engine.verbs.put_on_library import PutOnLibrary  # noqa: F401  (wave 2b, the library)
from engine.verbs.look_at_top import LookAtTop  # noqa: F401
from engine.verbs.order_library import OrderLibrary  # noqa: F401
from engine.verbs.win_if_library import WinIfLibraryAtMost  # noqa: F401
from engine.verbs.lose_life import LoseLife  # noqa: F401
from engine.verbs.transform import Transform  # noqa: F401
from engine.verbs.gain_life import GainLife  # noqa: F401
from engine.verbs.discard import Discard  # noqa: F401  (wave 2b, spells)
from engine.verbs.sacrifice_chosen import SacrificeChosen  # noqa: F401
from engine.verbs.sacrifice_greatest import SacrificeGreatestPower  # noqa: F401  (artifacts)
from engine.verbs.change_target import ChangeTarget  # noqa: F401  (wave 2, modes)
from engine.verbs.gain_landwalk import GainLandwalk  # noqa: F401
from engine.verbs.tap_freeze import TapFreeze  # noqa: F401  (session 6, exile)
from engine.verbs.exile_until import ExileUntilLeaves  # noqa: F401
from engine.verbs.exile_playable import ExileFromHandPlayable  # noqa: F401
from engine.verbs.divided_damage import DividedDamage  # noqa: F401  (wave 2, divided)
from engine.verbs.extra_turn import ExtraTurn  # noqa: F401  (session 6, eldrazi)
from engine.verbs.shuffle_graveyard import ShuffleGraveyardIntoLibrary  # noqa: F401
from engine.verbs.counter_that_spell import CounterThatSpell  # noqa: F401
from engine.statics.cant_cast_above_lands import OpponentsCantCastAboveLands  # noqa: F401
from engine.verbs.imprint import ImprintFromHand  # noqa: F401  (scepter)
from engine.verbs.cast_copy import CastImprintedCopy  # noqa: F401
from engine.statics.block_additional import BlockAdditional  # noqa: F401  (tactician)
from engine.statics.nonbasic_lands_are import NonbasicLandsAre  # noqa: F401  (session 7, moon)
from engine.statics.chosen_lands_lose import ChosenLandsLoseAbilities  # noqa: F401


# ----------------------------------------------------------------------- card
@record
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
    mana: tuple[ManaAbility, ...] = ()      # its mana abilities
    abilities: tuple = ()                   # Activated / Triggered
    spell: tuple = ()                       # instant/sorcery effects, in order
    spell_target: Target | None = None
    ward: int = 0
    enters_tapped: bool = False
    enters_with: tuple[tuple[str, int | str], ...] = ()   # n "X": the X it was cast with
    cant_be_blocked_by: tuple[str, ...] = ()
    levels: tuple[LevelBand, ...] = ()
    level_up: str | None = None             # level up cost
    static: tuple = ()                      # static abilities (engine/statics/)
    all_creature_types: bool = False
    enters_choosing: str = ""               # "As ~ enters, choose a creature type."
    alt_cost: AltCost | None = None
    counter_kind: str = ""                  # its own kind of counters (ice, spore)
    token: bool = False                     # a token's definition, never in a deck
    cast_from_exile: bool = False           # "You may cast ~ from exile." (wave 2b)
    back: str = ""                          # a double-faced card: the name of its back face
    back_face: bool = False                 # the back face of a double-faced card, never in a deck
    suspend: Suspend | None = None          # "Suspend N—[cost]" (engine/verbs/suspend.py)
    enters_sacrificing_namesakes: bool = False  # "If ~ would enter, instead sacrifice each
                                            # other permanent named ~ you control, then put ~
                                            # onto the battlefield." (Sheltered Valley)
    may_stay_tapped: bool = False           # "You may choose not to untap ~ during your untap
                                            # step." (the storage lands)
    mana_as_instant: bool = False           # its mana ability: "Activate only as an
                                            # instant." (Lion's Eye Diamond)
    madness: str = ""                       # "Madness—[cost]" (its cost in words: mana,
                                            # then ", Pay N life" parts; verbs/madness.py)
    modes: tuple = ()                       # "Choose one —": Mode each (wave 2, modes)
    # ---- eldrazi
    annihilator: int = 0                    # "Annihilator N" (compiled into an attack trigger)
    cant_be_countered: bool = False         # "This spell can't be countered."
    # ---- angel (session 7)
    copy_of: str = ""                       # a token that's a copy of this card, "except ..."
                                            # (embalm): its other fields are the copy's values
                                            # with the exceptions; it has that card's name
    # ---- annex
    enchant: str = ""                       # an Aura's "Enchant player" ("player"): the Aura
                                            # spell targets a player as it is cast

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
    _check_mana(c, bad)
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
    if c.modes:
        if not ({"Instant", "Sorcery"} & set(c.types)):
            bad("only instants and sorceries are modal spells here")
        if c.spell or c.spell_target is not None:
            bad("a modal spell's effects and targets are its modes'")
        if len(c.modes) < 2 or not all(isinstance(m, Mode) for m in c.modes):
            bad("modes: two or more Mode")
        if c.suspend is not None:
            bad("a modal spell cast by suspend would need its mode chosen then: not supported")
        for m in c.modes:
            _check_effects(c, m.effects)
    if c.cast_from_exile and "Land" in c.types:
        bad("a land is played, not cast: cast_from_exile is for nonland cards")
    for ab in c.abilities:
        if isinstance(ab, Activated) and ab.target is not None and ab.target.up_to_one:
            bad("'up to one target' is supported on triggered abilities only")
    for ab in c.abilities:
        if isinstance(ab, Activated) and ab.target is not None and ab.target.other:
            bad("'other target' is supported on triggered abilities only")
    for ab in c.abilities:
        if isinstance(ab, Triggered) and ab.target is not None and ab.target.other \
                and not ab.target.up_to_one:
            bad("'other target' is supported with 'up to one' only (none left: no action)")
    if c.spell_target is not None and c.spell_target.other:
        bad("a spell is never a target of its own: 'other' is for triggered abilities")
    if c.spell_target is not None and c.spell_target.up_to_one:
        bad("'up to one target' is supported on triggered abilities only")
    if c.alt_cost is not None and getattr(c.alt_cost, "evoke", False) \
            and ({"Instant", "Sorcery", "Land"} & set(c.types)):
        bad("evoke is the cost of a permanent spell")
    if c.spell and not ({"Instant", "Sorcery"} & set(c.types)):
        bad("only instants and sorceries have spell effects")
    for kind, _n in c.enters_with:
        if kind not in ops.COUNTERS:
            bad(f"unknown counter kind {kind!r}")
        if _n == "X" and not c.mana_cost.x:
            bad("'enters with X counters' needs {X} in its mana cost")
    # (cast) {X} is chosen only when a spell is cast: not in other costs yet
    for ab in c.abilities:
        if isinstance(ab, Activated) and mana(ab.cost).x:
            bad("{X} in an activation cost is not supported yet")
    if c.mana_cost.x and (c.alt_cost is not None or c.suspend is not None):
        bad("{X} with an alternative cost or suspend is not supported yet")
    statics.check(c, bad)
    for s in c.static:
        if isinstance(s, CreaturesHave):
            _check_effects(c, s.ability.effects)
            if s.ability.lands_at_most is not None or s.ability.if_tapped:
                bad("a granted trigger can't have an intervening 'if'")
    if c.counter_kind and c.counter_kind not in ops.MISC_COUNTERS:
        bad(f"unknown counter kind {c.counter_kind!r}")
    if c.alt_cost is not None:
        if not isinstance(c.alt_cost, AltCost):
            bad(f"unknown alternative cost {c.alt_cost!r}")
        problem = costs.problem(c.alt_cost.costs, "alt")
        if problem:
            bad(f"alternative cost: {problem}")
    if c.enters_choosing and c.enters_choosing != "creature type":
        bad(f"unknown choice as it enters {c.enters_choosing!r}; known: 'creature type'")
    for band in c.levels:
        for k in band.keywords:
            if k not in ops.KEYWORDS:
                bad(f"unknown keyword {k!r} in a level band")
    if c.levels and not c.level_up:
        bad("a leveler needs a level up cost")
    if c.annihilator < 0 or (c.annihilator and "Creature" not in c.types):
        bad("annihilator N is a creature's, N >= 1")
    if c.suspend is not None and any(isinstance(a, Triggered) and a.event == "you cast this spell"
                                     for a in c.abilities):
        bad("a spell cast by suspend does not run triggers.on_cast: no cast trigger with suspend")
    if c.copy_of and not c.token:
        bad("copy_of names the card a token copies: tokens only")
    for ab in c.abilities:
        if isinstance(ab, Activated) and ab.exile_from_graveyard:
            # (angel) "Exile this card from your graveyard": the card is its own cost there
            if c.token:
                bad("a token is never in a graveyard: no ability activated from there")
            if ab.tap or ab.sacrifice_self or ab.remove_counters or ab.remove_x_p1p1:
                bad("an ability activated from the graveyard has no cost of a permanent")
            if ab.keep_when_copying:
                bad("an ability activated from the graveyard is never a permanent's")
    if c.enchant and (c.enchant != "player" or "Aura" not in c.subtypes
                      or "Enchantment" not in c.types):
        bad("only an Aura with 'Enchant player' is supported (enchant='player')")
    if "Aura" in c.subtypes and c.enchant != "player":
        bad("an Aura needs enchant='player' (Auras enchanting permanents are not supported)")
    if c.enchant and (c.alt_cost is not None or c.suspend is not None or c.modes):
        bad("an Aura cast another way than by its mana cost is not supported")
    if c.back and (c.back_face or c.token):
        bad("only a front face names a back face")
    if c.suspend is not None:
        if not isinstance(c.suspend, Suspend):
            bad(f"unknown suspend {c.suspend!r}")
        if c.counter_kind or "Land" in c.types or c.alt_cost is not None:
            bad("suspend keeps its time counters in the card's own counter slot: no other kind")


def _check_mana(c: Card, bad) -> None:
    """Its mana abilities: costs the engine takes, one list of costs and one
    amount for all of them (the engine activates a source once per payment),
    at most one unrestricted and one restricted product."""
    if not isinstance(c.mana, tuple) or not all(isinstance(m, ManaAbility) for m in c.mana):
        bad("mana must be a tuple of ManaAbility")
    for m in c.mana:
        problem = costs.problem(m.costs, "mana")
        if problem:
            bad(f"mana ability: {problem}")
        if m.adds.only == "creature spell of the chosen type" \
                and c.enters_choosing != "creature type":
            bad("mana for the chosen type needs enters_choosing='creature type'")
        if m.adds.only == "artifact spell" and (m.adds.colors != "C" or m.adds.rider):
            bad("mana for artifact spells only is {C} without a rider (the pool keeps it apart)")
    for m in c.mana:
        for x in m.costs:
            if isinstance(x, (RemoveCounter, RemoveAnyCounters)) and x.kind != c.counter_kind:
                bad(f"a mana ability removes {x.kind} counters: counter_kind must be {x.kind!r}")
            if isinstance(x, SacrificeIfNoCounters) and not c.counter_kind:
                bad("'sacrifice it if it has no counters' needs a counter_kind")
    if len(c.mana) == 2 and not any(m.adds.only for m in c.mana):
        # two unrestricted abilities (Crystal Vein): the second is kept apart
        # (CT_MANA2, a payment's PAY_AB2), from the same zone, not a storage land's
        a, b = c.mana
        if costs.source_zone(a.costs) != costs.source_zone(b.costs) \
                or any(isinstance(x, RemoveAnyCounters) for x in a.costs + b.costs):
            bad("two mana abilities: both from one zone, neither removing any counters")
        if (a.costs, a.adds.amount) == (b.costs, b.adds.amount):
            bad("two mana abilities of the same costs and amount are one ability of both colors")
        return
    if len({m.costs for m in c.mana}) > 1 or len({m.adds.amount for m in c.mana}) > 1:
        bad("its mana abilities must share their costs and amount")
    if len({m.adds.only for m in c.mana}) != len(c.mana):
        bad("at most one unrestricted mana ability and one of each restriction")


def _check_effects(c: Card, effects) -> None:
    if not isinstance(effects, tuple):
        raise CardError(f"{c.name}: effects must be a tuple")
    for e in effects:
        if not isinstance(e, EFFECTS):
            raise CardError(f"{c.name}: unknown effect {e!r}")
        for f in fields(e):
            v = getattr(e, f.name)
            if f.name in ("what", "on", "of", "to") and v not in ops.WHO:
                raise CardError(f"{c.name}: unknown effect recipient {v!r}")
        module = of_effect(e)[1]
        problem = module.check(e, c) if hasattr(module, "check") else None
        if problem:
            raise CardError(f"{c.name}: {problem}")


def card_from_dict(d: dict) -> Card:
    """Build a Card from plain data, rejecting unknown keys by name."""
    known = {f.name for f in fields(Card)}
    unknown = sorted(set(d) - known)
    if unknown:
        raise CardError(f"{d.get('name', '?')}: unknown field(s) {', '.join(unknown)}")
    return Card(**d)
