"""Card definitions -> numpy tables that the jitted kernels read."""
from __future__ import annotations

from dataclasses import field

import re

import numpy as np
import xxhash

from engine import ops
from engine import tables as T
from engine.card_format import TARGET_KINDS, Activated, CardError, ManaAbility, Target, mana, normalize
from engine.record import record
from engine.verbs.suspend import SuspendStep
from engine.verbs.madness import MadnessCast
from engine.costs import dispatch as costs
from engine.statics import chosen_name, dispatch as statics
from engine.rules import defer as defer_rules
from engine.rules import idle as idle_rules
from engine.rules import self_aim as self_aim_rules
from engine.rules import own_land as own_land_rules
from engine.rules import dead_mana as dead_mana_rules
from engine import layer_order
from engine.rules import symmetry as symmetry_rules
from engine.verbs import dispatch as verbs
from engine.verbs.become_copy import BecomeCopy
from engine.verbs.base import bits as _bits
from engine.verbs.counter_unless_pay import CounterUnlessPays
from engine.verbs.create_token import CreateToken
from engine.verbs.cast_copy import copy_kinds  # scepter
from engine.verbs.pump import Pump
from engine.verbs.put_counters import PutCounters
from engine.verbs.sacrifice_chosen import SacrificeChosen
from engine.bounds import DEFAULT_MAX_COUNTERS, DEFAULT_MAX_LIFE
from engine.layout import STAMP_MAX   # (layers)

# Subtypes that are not creature types (only these matter for "all creature types").
NONCREATURE_SUBTYPES = {"Plains", "Island", "Swamp", "Mountain", "Forest", "Desert", "Gate",
                        "Lair", "Locus", "Urza's", "Mine", "Power-Plant", "Tower", "Cave",
                        "Sphere", "Equipment", "Vehicle", "Aura", "Curse", "Saga", "Treasure", "Food",
                        "Clue", "Blood"}
BASIC_LAND_TYPES = ops.BASIC_LAND_TYPES


@record
class Tables:
    ct: np.ndarray
    ab: np.ndarray
    ef: np.ndarray
    names: tuple[str, ...]
    cards: tuple            # the card definitions (cards/schema.py's Card)
    subtype_bits: dict
    creature_types_mask: int
    creature_types: tuple[str, ...] = ()    # index + 1 is what O_CHOSEN stores
    lookup: object = field(default=None, compare=False)    # name -> definition, or None
    named: dict = field(default_factory=dict, compare=False)    # card -> ids of the cards
    #                  it names (tokens it creates, its back face, a copied card, a proxy)

    def with_named(self, ids) -> set[int]:
        """These cards and every card they name, directly or through another."""
        out, todo = set(), list(ids)
        while todo:
            c = todo.pop()
            if c not in out:
                out.add(c)
                todo.extend(self.named.get(c, ()))
        return out

    def defined_name(self, name: str) -> str:
        """The defined name of a card or token (case and apostrophes as typed
        do not matter); a name none of these cards has goes to `lookup`, which
        raises with suggestions for a name no supported card has."""
        for n in self.names:
            if normalize(n) == normalize(name):
                return n
        if self.lookup is None:
            raise CardError(f"unknown card {name!r}")
        return self.lookup(name).name

    def card_id(self, name: str) -> int:
        return self.names.index(name)

    def cfg(self, max_life=DEFAULT_MAX_LIFE, max_counters=DEFAULT_MAX_COUNTERS,
            cards=None, float_all=False, decks=None, defer=True,
            symmetry=False, defer_raze=True, idle=True, defer_late=True,
            self_aim=True, dead_mana=True, own_land=True, defer_maze=True,
            idle_anim=True) -> np.ndarray:
        """The bounds vector; `cards` (ids of the matchup's cards) lets kernels skip
        rules no card of the matchup uses, and `decks` (the two decks' ids, when
        known) sharpens that for a player's own cards; `float_all` offers floating
        mana in every priority window (the unreduced search the reduction is
        checked against); `defer` withholds inert abilities where they cannot matter
        (engine/rules/defer.py; needs `decks`, off without them), `defer_raze` above a
        land's destruction too, and `defer_late` (with floating mana) after a turn's combat
        in a matchup of lands, where `defer_maze` holds the defending player's Maze of
        Ith until blockers are declared and `idle_anim` withholds an animation that
        changes nothing that can matter; `idle` withholds activations that change nothing
        but their source's tapped status (engine/rules/idle.py; needs `decks`);
        `self_aim` withholds damage and life loss aimed at their own controller where
        nothing can gain from it (engine/rules/self_aim.py; needs `decks`);
        `dead_mana` offers no floating mana to a player who can spend none
        (engine/rules/dead_mana.py; needs `decks`, off with `float_all`);
        `own_land` withholds a land destruction aimed at its controller's own plain
        land where nothing can see the land kept (engine/rules/own_land.py; needs
        `decks`);
        `symmetry` stores
        a mirror's positions in their symmetric form (engine/rules/symmetry.py; needs
        `decks`; only a search whose edges are read with solver/search/edges.py may
        ask for it: solver.api.solve)."""
        if decks is not None and cards is None:
            cards = list(decks[0]) + list(decks[1])
        c = np.zeros(T.CFG_W, dtype=np.int64)
        c[T.CFG_FLOAT_ALL] = int(float_all)
        if defer and decks is not None:
            c[T.CFG_DEFER] = defer_rules.cfg_bits(self, decks, above_raze=defer_raze,
                                                   late=defer_late, maze=defer_maze,
                                                   idle_anim=idle_anim)
        if idle and decks is not None:
            c[T.CFG_IDLE] = idle_rules.cfg_bits(self, decks)
        if self_aim and decks is not None:
            c[T.CFG_SELF_AIM] = self_aim_rules.cfg_flag(self, decks)
        if own_land and decks is not None:
            c[T.CFG_OWN_LAND] = own_land_rules.cfg_flag(self, decks)
        if dead_mana and not float_all and decks is not None:
            c[T.CFG_DEAD_MANA] = dead_mana_rules.cfg_bits(self, decks)
        if symmetry and decks is not None:
            c[T.CFG_SYMMETRY] = symmetry_rules.cfg_flag(self, decks)
        c[T.CFG_LAND_GRANTS] = 1 if cards is None else int(
            any(self.ct[i, T.CT_GRANT_LAND_TYPE] for i in cards))
        c[T.CFG_COST_CHANGES] = 1 if cards is None else int(
            any(self.ct[i, T.CT_TAX_N] or self.ct[i, T.CT_MIN_COST] or self.ct[i, T.CT_NAME_TAX]
                for i in cards))
        c[T.CFG_ALL_LEGENDARY] = 1 if cards is None else int(
            any(self.ct[i, T.CT_ALL_LEGENDARY] for i in cards))
        c[T.CFG_HAND_COUNTS] = 1 if cards is None else int(
            any(self.ct[i, T.CT_BRIDGE] for i in cards))
        c[T.CFG_HAND_MANA] = int(any(self.ct[i, T.CT_MANA_ZONE] == ops.Z_HAND
                                     for i in (range(len(self.names)) if cards is None else cards)))
        c[T.CFG_FLOAT_EMPTY] = self._float_with_empty_stack(cards, decks)
        c[T.CFG_NAMES] = chosen_name.cfg_flag(
            self.ct, range(len(self.names)) if cards is None else cards, self._makes_copies)
        c[T.CFG_INSTANT_MANA_COLORS] = self._instant_mana_colors(cards)
        c[T.CFG_PRESENT] = self._present()
        c[T.CFG_MAX_LIFE] = max_life
        c[T.CFG_MAX_COUNTERS] = max_counters
        c[T.CFG_CREATURE_TYPES] = self.creature_types_mask
        for k, name in enumerate(BASIC_LAND_TYPES):
            c[T.CFG_BASIC + k] = self.subtype_bits.get(name, 0)
        return c

    def unmodelled(self, decks) -> str | None:
        """Why the engine can't play this matchup exactly, or None (each reason
        below in turn)."""
        return (self._exile_until_unmodelled(decks) or self._land_type_unmodelled(decks)
                or self._copy_unmodelled(decks) or self._block_additional_unmodelled(decks)
                or self._moon_unmodelled(decks))

    # ---- scepter
    def _copy_unmodelled(self, decks) -> str | None:
        """A copy of an imprinted card cast without paying its mana cost
        (engine/verbs/cast_copy.py) is played where its cast is exact (with what the
        statics add to its cost since session 8).  Refused: a deck holding both the
        imprinting card and a card that watches its own graveyard (Energy Field: the
        copy that resolves is put into the graveyard for an instant before it ceases to
        exist, rule 704.5e, which the engine does not play), and a copy dividing damage."""
        ct = self.ct
        for d in range(2):
            own = [self.cards[c] for c in decks[d]]
            for c in sorted(set(decks[d])):
                kinds = copy_kinds(self.cards[c], own)
                if not kinds:
                    continue
                for o in sorted(set(decks[d])):
                    if ct[o, T.CT_GY_WATCH]:
                        return (f"not modelled: a copy of {kinds[0]} cast by "
                                f"{self.names[c]} would be put into its owner's graveyard "
                                f"before it ceases to exist, which {self.names[o]} watches")
                for name in kinds:
                    k = self.card_id(name)
                    if ct[k, T.CT_SPELL_AB] >= 0 and self.ab[ct[k, T.CT_SPELL_AB], T.AB_DIVIDED]:
                        return (f"not modelled: {self.names[c]} casting a copy of {name} "
                                f"(divided damage)")
        return None

    # ---- tactician
    def _block_additional_unmodelled(self, decks) -> str | None:
        """'Can block an additional creature' (Cenn's Tactician,
        engine/statics/block_additional.py) is modelled for one such static per
        player: a creature blocks at most two attackers.  Refused: a deck holding two
        of them (a creature could block three), and a deck holding one against a deck
        with a trample source (an attacker's lethal damage to a blocker of two would
        have to count the other attacker's assignment, rule 510.1c-d; the engine asks
        the attackers' divisions one at a time)."""
        for d in range(2):
            extra = [c for c in decks[d] if self.ct[c, T.CT_BLOCK_EXTRA]]
            if len(extra) >= 2:
                return (f"not modelled: two {self.names[extra[0]]} in one deck (a creature "
                        f"could block three attackers)")
            if not extra:
                continue
            for o in sorted(set(decks[1 - d])):
                card = self.cards[o]
                if "trample" in card.keywords or "trample" in card.oracle.lower():
                    return (f"not modelled: {card.name} (trample) attacking a creature that "
                            f"{self.names[extra[0]]} lets block two attackers (lethal damage "
                            f"counting the other attacker's assignment)")
        return None

    # ---- moon
    def _moon_unmodelled(self, decks) -> str | None:
        """Alpine Moon ("lose all land types") and a land-type giver (Magus of the
        Moon, Urborg, Yavimaya) apply to a land Alpine Moon named in timestamp order
        (rule 613.7), which the state keeps where it can show (engine/layer_order.py,
        engine/rules/stamps.py; session 9).  Refused: more Alpine Moons than the state
        orders (layout.STAMP_MAX), and the one case where the order is a player's
        choice the engine does not offer: two such permanents entering at once (rule
        613.7: the active player orders their timestamps), which only two 'exile until
        ~ leaves' ending together can do, a nonland giver (the Magus) beside an Alpine
        Moon with two such exiling cards in the decks."""
        cards = sorted(set(decks[0]) | set(decks[1]))
        ordered = [cards[k] for k in layer_order.ordered_givers([self.cards[c] for c in cards])]
        if not ordered:
            return None
        alpines = [c for c in cards if layer_order.loses_types(self.cards[c])]
        givers = [c for c in ordered if "Land" not in self.cards[c].types]
        exilers = [c for c in list(decks[0]) + list(decks[1])
                   if layer_order.exiles_until(self.cards[c])]
        copies = [c for c in list(decks[0]) + list(decks[1]) if c in alpines]
        if len(copies) > STAMP_MAX:
            return (f"not modelled: {len(copies)} {self.names[alpines[0]]} beside a land type "
                    f"giver (the state orders at most {STAMP_MAX} of them, rule 613.7)")
        if alpines and givers and len(exilers) >= 2:
            return (f"not modelled: {self.names[givers[0]]} and {self.names[alpines[0]]} could "
                    f"return from exile at once ({self.names[exilers[0]]} and "
                    f"{self.names[exilers[1]]} leaving together), and the active player would "
                    f"order their timestamps (rule 613.7), a choice the engine does not offer")
        return None

    # ---- exile
    def _exile_until_unmodelled(self, decks) -> str | None:
        """(A card exiled 'until ~ leaves the battlefield' returning as a permanent that
        chooses a card name as it enters is played since session 8: its name is asked at
        the check that returns it, sba.check.)  Refused: Elite Spellbinder beside a card
        its owner may cast from exile by its own words."""
        cards = sorted(set(decks[0]) | set(decks[1]))
        # a card its owner may cast from exile by its own words, exiled by Elite
        # Spellbinder: the engine would charge Spellbinder's {2} on every cast from
        # there, where the owner may use the card's own permission instead
        binders = [c for c in cards if any(
            # (a verb whose exiled card its owner may cast for MORE: exile_playable)
            getattr(verbs.MODULES[self.ef[f, T.EF_VERB] - 1], "MORE", 0) > 0
            for a in range(self.ct[c, T.CT_AB0], self.ct[c, T.CT_AB0] + self.ct[c, T.CT_NAB])
            for f in range(self.ab[a, T.AB_E0], self.ab[a, T.AB_E0] + self.ab[a, T.AB_EN])
            if self.ef[f, T.EF_VERB] > 0)]
        own = [c for c in cards if self.ct[c, T.CT_FROM_EXILE]]
        if binders and own:
            return (f"not modelled: {self.names[binders[0]]} exiles {self.names[own[0]]}, "
                    f"which may be cast from exile by its own words without the {{2}} more")
        return None

    def _land_type_unmodelled(self, decks) -> str | None:
        """Why the engine can't play this matchup exactly, or None.

        A land given a basic land type it lacks (Urborg, Tomb of Yawgmoth: "Each
        land is a Swamp") has that type's "{T}: Add [color]" beside its own mana
        ability (rule 305.6).  The engine merges the two where that is exact (its
        own is "{T}: Add one mana") and otherwise plays the type's ability as the
        land's second mana ability (Ancient Tomb: {C}{C} with the damage, or {B}
        without it; mana.second_colors).  A land that has a second of its own
        already (three abilities) or a storage land (its mana is floated only, X at
        a time) is refused with this reason, never played wrong."""
        ct = self.ct
        cards = sorted(set(decks[0]) | set(decks[1]))
        decks = [list(decks[0]), list(decks[1])]
        for d in range(2):      # ---- eldrazi
            for c in set(decks[d]):
                if not ct[c, T.CT_CAP_BY_LANDS]:
                    continue
                for o in set(decks[1 - d]):
                    if ct[o, T.CT_SUSPEND_AB] >= 0:
                        return (f"not modelled: {self.names[o]}'s cast by suspend does not "
                                f"pass {self.names[c]}'s cast restriction and trigger "
                                f"(triggers.on_cast)")
        grants = 0
        granter = ""
        for c in cards:
            if ct[c, T.CT_GRANT_LAND_TYPE]:
                grants |= ct[c, T.CT_GRANT_LAND_TYPE]
                granter = granter or self.names[c]
        if not grants:
            return None
        for deck in decks:
            for c in sorted(set(deck)):
                if not ct[c, T.CT_TYPES] & ops.T_LAND or ct[c, T.CT_MANA] == 0:
                    continue    # no mana ability of its own (or only a restricted one: handled)
                if not grants & ~ct[c, T.CT_SUBT]:
                    continue    # it has every granted type already
                tap_only = ct[c, T.CT_MANA_COSTS + T.COSTS_MASK] == ops.COST_TAP
                if tap_only and ct[c, T.CT_MANA_N] == 1:
                    continue    # merged into its own "{T}: Add one mana"
                storage = ct[c, T.CT_MANA_COSTS + T.COSTS_MASK] & ops.COST_REMOVE_ANY_COUNTERS
                if not storage and not ct[c, T.CT_MANA2]:
                    continue    # its second mana ability (mana.second_colors)
                return (f"not modelled: {granter} gives {self.names[c]} a basic land type's "
                        f"mana ability beside its own (rule 305.6), and the engine can't play "
                        f"it beside a storage land's or two of its own")
        return None

    def _present(self) -> int:
        """T.PRESENT_* bits of the rules some card of these tables can need.  Every
        card of the tables, not only the decks': a card a deck names (a token, a
        back face, a land type's basic) is among them, and a position never holds
        a card outside them, so a bit left clear is a scan that finds nothing."""
        ct, m = self.ct, 0
        for c in range(len(self.names)):
            if ct[c, T.CT_SUPER] & ops.S_LEGENDARY or ct[c, T.CT_ALL_LEGENDARY]:
                m |= T.PRESENT_LEGENDS
            if ct[c, T.CT_MANA_INSTANT]:
                m |= T.PRESENT_INSTANT_MANA
            if ct[c, T.CT_MANA_COSTS + T.COSTS_MASK] & ops.COST_REMOVE_ANY_COUNTERS:
                m |= T.PRESENT_STORAGE
            if ct[c, T.CT_TO_GY] or ct[c, T.CT_GY_WATCH] or any(
                    self.ab[a, T.AB_KIND] == ops.AK_TRIGGERED
                    and self.ab[a, T.AB_EVENT] == ops.EV_NO_COUNTERS
                    for a in range(ct[c, T.CT_AB0], ct[c, T.CT_AB0] + ct[c, T.CT_NAB])):
                m |= T.PRESENT_STATE_TRIGGERS
        return m

    def _instant_mana_colors(self, cards) -> int:
        """The colors (WUBRG bits) offered when a mana ability of any color that works
        only as an instant is floated (Lion's Eye Diamond): the colors some cost of
        the matchup names, or one (white) if none does.  Exact: mana of a color no
        cost names can only pay generic mana, which a named color pays as well, and
        three of one named color pay whatever three of an unnamed one pay."""
        ids = range(len(self.names)) if cards is None else sorted(set(cards))
        m = 0
        for c in ids:
            for k in range(5):
                if self._costs_color(c, k):
                    m |= 1 << k
        return m or 1

    def _costs_color(self, c, k) -> bool:
        """Has card c mana color k (WUBRG index) in its mana cost or an ability's cost?"""
        ct, ab = self.ct, self.ab
        if ct[c, T.CT_COST + k] or (ct[c, T.CT_PHY_N] and ct[c, T.CT_PHY_COLOR] == k) or (
                ct[c, T.CT_HYB_N] and k in (ct[c, T.CT_HYB_A], ct[c, T.CT_HYB_B])):
            return True
        return any(ab[a, T.AB_COST + k] for a in range(ct[c, T.CT_AB0], ct[c, T.CT_AB0] + ct[c, T.CT_NAB]))

    def _makes_copies(self, c) -> bool:
        """Has card c an effect that makes a permanent a copy (its verb module's
        MAKES_COPIES)?"""
        ct, ab = self.ct, self.ab
        return any(getattr(verbs.MODULES[self.ef[f, T.EF_VERB] - 1], "MAKES_COPIES", False)
                   for a in range(ct[c, T.CT_AB0], ct[c, T.CT_AB0] + ct[c, T.CT_NAB])
                   for f in range(ab[a, T.AB_E0], ab[a, T.AB_E0] + ab[a, T.AB_EN]))

    def _float_with_empty_stack(self, cards, decks) -> int:
        """Which cases of priority.float_matters with an empty stack the matchup
        can meet (ops.FLOAT_*, bits): a legendary land and a second land of the
        same card for its owner (two in one deck, or a copy ability such as
        Thespian's Stage's); a cost that removes a source outside the stack (an
        alternative cost returning a land, an ability sacrificing its untapped
        source).  Unknown cards or decks: every case."""
        if cards is None:
            return ops.FLOAT_TWIN | ops.FLOAT_COST | ops.FLOAT_HAND
        ct, ab = self.ct, self.ab

        def abilities(c):
            return range(ct[c, T.CT_AB0], ct[c, T.CT_AB0] + ct[c, T.CT_NAB])

        def legendary_land(c):      # or a land whose entering sacrifices its namesakes
            return bool(ct[c, T.CT_SUPER] & ops.S_LEGENDARY or ct[c, T.CT_ENTER_SAC_NAMED]) \
                and bool(ct[c, T.CT_TYPES] & ops.T_LAND)

        copies = self._makes_copies

        out = 0
        any_legend = any(legendary_land(c) for c in cards)
        for deck in (decks if decks is not None else (cards,)):
            twice = any(legendary_land(c) and list(deck).count(c) > 1 for c in deck)
            if twice or (any_legend and any(copies(c) for c in deck)):
                out |= ops.FLOAT_TWIN
        if any(ct[c, T.CT_FIGHT_IF] == ops.FIGHT_IF_EMPTY_HAND for c in cards) \
                and any(ct[c, T.CT_MANA_ZONE] == ops.Z_HAND for c in cards):
            out |= ops.FLOAT_HAND
        if any(ct[c, T.CT_MANA_COSTS + T.COSTS_MASK] & ops.COST_DISCARD_HAND for c in cards) \
                and any(ct[c, T.CT_MANA_ZONE] == ops.Z_HAND for c in cards):
            out |= ops.FLOAT_HAND   # discarding a hand (Lion's Eye Diamond) may take a source
        for c in cards:
            if ct[c, T.CT_ALT + T.COSTS_MASK] & ops.COST_RETURN_LAND or any(
                    ab[a, T.AB_KIND] == ops.AK_ACTIVATED and ab[a, T.AB_SAC] and not ab[a, T.AB_TAP]
                    for a in abilities(c)):
                out |= ops.FLOAT_COST
        return out

    def fingerprint(self) -> str:
        h = xxhash.xxh64()
        for a in (self.ct, self.ab, self.ef):
            h.update(np.ascontiguousarray(a).tobytes())
        h.update("\n".join(self.names).encode())
        return h.hexdigest()


def _madness_cost(c) -> tuple[str, int]:
    """A card's madness cost in words ("{2}{B}, Pay 8 life"): (its mana, the life)."""
    parts = [x.strip() for x in c.madness.split(",")]
    life = 0
    for x in parts[1:]:
        m = re.fullmatch(r"Pay (\d+) life", x)
        if not m:
            raise CardError(f"{c.name}: madness cost part {x!r} is not 'Pay N life'")
        life += int(m.group(1))
    if not re.fullmatch(r"(\{[0-9WUBRGC]+\})+", parts[0]):
        raise CardError(f"{c.name}: madness cost {parts[0]!r} is not a mana cost")
    return parts[0], life


def _relevant_subtypes(cards) -> list[str]:
    """Only subtypes some rule looks at get a bit: land types and the named ones."""
    named = set(BASIC_LAND_TYPES)
    for c in cards:
        named.update(c.cant_be_blocked_by)
        named.update(statics.named_subtypes(c))
        for ab in c.abilities:
            if ab.target and ab.target.subtype:
                named.add(ab.target.subtype)
            for e in ab.effects:
                m = verbs.of_effect(e)[1]
                if hasattr(m, "named_subtypes"):
                    named.update(m.named_subtypes(e))
        if c.spell_target and c.spell_target.subtype:
            named.add(c.spell_target.subtype)
        for m in c.modes:
            if m.target and m.target.subtype:
                named.add(m.target.subtype)
        if c.alt_cost is not None:
            named.update(costs.named_subtypes(c.alt_cost.costs))
    if len(named) > 62:
        raise CardError("too many rule-relevant subtypes for one mask")
    return sorted(named)


def _creature_types(cards) -> list[str]:
    """Every creature type on a creature card, for 'choose a creature type'."""
    out = set()
    for c in cards:
        if "Creature" in c.types:
            out.update(t for t in c.subtypes if t not in NONCREATURE_SUBTYPES)
    return sorted(out)


def _color_index(ch: str) -> int:
    return ops.MANA_SYMBOLS.index(ch)


def _colors(text: str) -> int:
    return sum(1 << ops.MANA_SYMBOLS.index(ch) for ch in set(text))


def token_kinds(card, deck_cards) -> list[tuple[str, int]]:
    """(token name, slots) a card may need room for: its own CreateToken effects,
    and for a card that can become a copy, those of the lands it could copy."""
    def own(c):
        out = [(e.name, e.slots) for e in c.spell + tuple(e for m in c.modes for e in m.effects)
               if isinstance(e, CreateToken)]
        for ab in c.abilities:
            out += [(e.name, e.slots) for e in ab.effects if isinstance(e, CreateToken)]
        return out
    kinds = own(card)
    copies = any(isinstance(e, BecomeCopy) for ab in card.abilities for e in ab.effects)
    if copies:
        for other in deck_cards:
            if "Land" in other.types and other.name != card.name:
                kinds += own(other)
    return kinds


def compile_cards(cards, lookup=None) -> Tables:
    """The tables of these card definitions.  lookup(name) -> definition, for
    names not among them (a registry's, with its errors), is kept for Game."""
    cards = tuple(cards)
    subs = _relevant_subtypes(cards)
    sbit = {s: 1 << i for i, s in enumerate(subs)}
    ctm = sum(b for s, b in sbit.items() if s not in NONCREATURE_SUBTYPES)
    ctypes = _creature_types(cards)
    cid_of = {c.name: i for i, c in enumerate(cards)}

    def submask(names):
        return sum(sbit.get(n, 0) for n in set(names))

    ct = np.zeros((len(cards), T.CT_W), dtype=np.int64)
    ab_rows: list[list[int]] = []
    ef_rows: list[list[int]] = []

    ctx = _Context(sbit, cid_of)

    def add_effects(effects) -> tuple[int, int]:
        e0 = len(ef_rows)
        for e in effects:
            for r in _rows(e):
                ef_rows.append(_effect_row(r, ctx))
        return e0, len(ef_rows) - e0

    def add_ability(cid, kind, effects, *, cost=None, tap=False, sac=False, sorc=False,
                    target=None, event=0, keep=False, rmctr=0, life=0, rmx=False,
                    from_gy=False) -> int:
        row = [0] * T.AB_W
        row[T.AB_CARD] = cid
        row[T.AB_KIND] = kind
        row[T.AB_EVENT] = event
        m = mana(cost)
        row[T.AB_GENERIC] = m.generic
        for i, v in enumerate(m.colored()):
            row[T.AB_COST + i] = v
        row[T.AB_TAP] = int(tap)
        row[T.AB_SAC] = int(sac)
        row[T.AB_SORC] = int(sorc)
        row[T.AB_KEEP] = int(keep)
        row[T.AB_RMCTR] = rmctr
        row[T.AB_LIFE] = life
        row[T.AB_RMX] = int(rmx)
        row[T.AB_FROM_GY] = int(from_gy)     # (angel) exile this card from your graveyard
        if target is not None:
            row[T.AB_TK] = _bits(target.kinds, TARGET_KINDS)
            row[T.AB_TSUB] = submask([target.subtype]) if target.subtype else 0
            row[T.AB_TF] = ((ops.TF_NONBASIC if target.nonbasic else 0)
                            | (ops.TF_OPPONENT if target.controller == "opponent" else 0)
                            | (ops.TF_YOURS if target.controller == "you" else 0)
                            | (ops.TF_ATTACKING if target.attacking else 0)
                            | (ops.TF_LEGENDARY if target.legendary else 0)
                            | (ops.TF_ONE_ONE if target.one_one else 0)
                            | (ops.TF_UP_TO_ONE if target.up_to_one else 0)
                            | (ops.TF_NONCREATURE if target.noncreature else 0)
                            | (ops.TF_OTHER if target.other else 0)
                            | (ops.TF_SINGLE_TARGET if target.single_target else 0)
                            | (ops.TF_NONLAND if target.nonland else 0))
            row[T.AB_TSPT] = _bits(target.spell_types, ops.CARD_TYPES)
            row[T.AB_TMV] = 0 if target.mana_value is None else target.mana_value + 1
            row[T.AB_TMV_MAX] = (0 if target.max_mana_value is None
                                 else target.max_mana_value + 1)
        row[T.AB_E0], row[T.AB_EN] = add_effects(effects)
        for e in effects:       # a verb that sets columns of its ability row (divided damage)
            module = verbs.of_effect(e)[1]
            if hasattr(module, "compile_ability"):
                module.compile_ability(e, row)
        ab_rows.append(row)
        return len(ab_rows) - 1

    for cid, c in enumerate(cards):
        ctx.cid = cid
        r = ct[cid]
        r[T.CT_TYPES] = _bits(c.types, ops.CARD_TYPES)
        r[T.CT_SUPER] = _bits(c.supertypes, ops.SUPERTYPES)
        r[T.CT_SUBT] = submask(c.subtypes)
        r[T.CT_ALLTYPES] = int(c.all_creature_types)
        m = c.mana_cost
        r[T.CT_GENERIC] = m.generic
        for i, v in enumerate(m.colored()):
            r[T.CT_COST + i] = v
        r[T.CT_MV] = m.total
        r[T.CT_X_N] = m.x           # (cast) {X} symbols: each adds X generic when cast
        if m.phyrexian_n:
            r[T.CT_PHY_COLOR], r[T.CT_PHY_N] = _color_index(m.phyrexian), m.phyrexian_n
        if m.hybrid_n:
            r[T.CT_HYB_A], r[T.CT_HYB_B] = _color_index(m.hybrid[0]), _color_index(m.hybrid[1])
            r[T.CT_HYB_N] = m.hybrid_n
        if c.alt_cost is not None:
            r[T.CT_ALT:T.CT_ALT + T.COSTS_W] = costs.compile_block(c.alt_cost.costs, ctx)
            r[T.CT_EVOKE] = int(c.alt_cost.evoke)
            r[T.CT_ALT_NOT_YOUR_TURN] = int(c.alt_cost.not_your_turn)
        _mana_columns(c, r, ctx)
        r[T.CT_CHOOSE_TYPE] = int(c.enters_choosing == "creature type")
        own_types = [t for t in c.subtypes if t in ctypes] if "Creature" in c.types else []
        if len(own_types) > 4:
            raise CardError(f"{c.name}: at most four creature types are supported")
        for k, t in enumerate(own_types):
            r[T.CT_CTYPE + k] = ctypes.index(t) + 1
        r[T.CT_TOKEN] = int(c.token)
        r[T.CT_FROM_EXILE] = int(c.cast_from_exile)
        r[T.CT_MISC_KIND] = ops.COUNTERS[c.counter_kind] if c.counter_kind else -1
        r[T.CT_GRANT_AB] = -1
        r[T.CT_BACK] = ctx.card_id(c.back, "back face") if c.back else -1
        # (angel) a token copy of a card has that card's name (chars.name_id)
        r[T.CT_NAME_AS] = ctx.card_id(c.copy_of, "copied card") + 1 if c.copy_of else 0
        r[T.CT_POW] = c.power or 0
        r[T.CT_TOU] = c.toughness or 0
        r[T.CT_KW] = _bits(c.keywords, ops.KEYWORDS)
        r[T.CT_WARD] = c.ward
        r[T.CT_ETAPPED] = int(c.enters_tapped)
        r[T.CT_ENTER_SAC_NAMED] = int(c.enters_sacrificing_namesakes)
        r[T.CT_MAY_STAY_TAPPED] = int(c.may_stay_tapped)
        r[T.CT_MANA_INSTANT] = int(c.mana_as_instant)
        if len(c.enters_with) > 1:
            raise CardError(f"{c.name}: one kind of entering counters is supported")
        for kind, n in c.enters_with:
            r[T.CT_ECTR_KIND] = ops.COUNTERS[kind]
            if n == "X":            # (cast) "enters with X counters": the X it was cast with
                r[T.CT_ECTR_X] = 1
            else:
                r[T.CT_ECTR_N] = n
        r[T.CT_CBB] = submask(c.cant_be_blocked_by)
        if len(c.levels) > 2:
            raise CardError(f"{c.name}: at most two level bands are supported")
        r[T.CT_NLV] = len(c.levels)
        for i, band in enumerate(c.levels):
            r[T.CT_LV + 4 * i: T.CT_LV + 4 * i + 4] = (
                band.low, band.power, band.toughness, _bits(band.keywords, ops.KEYWORDS))
        r[T.CT_LVCAP] = max((b.low for b in c.levels), default=0)
        r[T.CT_COLORS] = sum(1 << "WUBRG".index(ch) for ch in set(c.colors))
        r[T.CT_AB0] = len(ab_rows)
        r[T.CT_SPELL_AB] = -1
        if c.modes:         # "Choose one —": one spell row per mode, in order
            r[T.CT_SPELL_AB] = add_ability(cid, ops.AK_SPELL, c.modes[0].effects,
                                           target=c.modes[0].target)
            for m in c.modes[1:]:
                add_ability(cid, ops.AK_SPELL, m.effects, target=m.target)
            r[T.CT_NMODES] = len(c.modes)
        elif {"Instant", "Sorcery"} & set(c.types):
            r[T.CT_SPELL_AB] = add_ability(cid, ops.AK_SPELL, c.spell, target=c.spell_target)
        elif c.enchant == "player":
            # (annex) an Aura spell targets what it will enchant (rule 303.4a): its spell
            # row has the target and no effect; it enters attached (effects.resolve_top)
            r[T.CT_SPELL_AB] = add_ability(cid, ops.AK_SPELL, (), target=Target(("player",)))
            r[T.CT_ENCHANT] = 1
        for a in c.abilities:
            if isinstance(a, Activated):
                add_ability(cid, ops.AK_ACTIVATED, a.effects, cost=a.cost, tap=a.tap,
                            sac=a.sacrifice_self, sorc=a.sorcery_speed, target=a.target,
                            keep=a.keep_when_copying, rmctr=a.remove_counters,
                            life=a.pay_life, rmx=a.remove_x_p1p1,
                            from_gy=a.exile_from_graveyard)
                if a.exile_from_graveyard:
                    r[T.CT_GY_AB] = 1
            else:
                row = add_ability(cid, ops.AK_TRIGGERED, a.effects, target=a.target,
                                  event=ops.EVENTS[a.event])
                if a.lands_at_most is not None:
                    ab_rows[row][T.AB_MAX_LANDS] = a.lands_at_most + 1
                if ops.EVENTS[a.event] in ops.CAST_EVENTS:     # (cast) it refers to that spell
                    ab_rows[row][T.AB_TF] |= ops.TF_THAT_SPELL
                if ops.EVENTS[a.event] == ops.EV_REVEALED_FIRST_UPKEEP:     # (cast)
                    r[T.CT_REVEAL] |= T.REVEAL_FIRST_UPKEEP
                if ops.EVENTS[a.event] == ops.EV_REVEALED_FIRST_SPELL:      # (annex)
                    r[T.CT_REVEAL] |= T.REVEAL_FIRST_SPELL
                ab_rows[row][T.AB_IF_TAPPED] = int(a.if_tapped)
                if a.event == "a card put into your graveyard":
                    r[T.CT_GY_WATCH] = 1
        if c.level_up:
            add_ability(cid, ops.AK_ACTIVATED, (PutCounters("level", 1),), cost=c.level_up,
                        sorc=True)
        if c.ward:
            # Ward N: whenever this becomes the target of a spell or ability an opponent
            # controls, counter it unless that player pays N.
            add_ability(cid, ops.AK_TRIGGERED, (CounterUnlessPays(c.ward),),
                        event=ops.EV_TARGETED_BY_OPP)
        r[T.CT_SUSPEND_AB] = -1
        r[T.CT_NO_COST] = int(c.cost is None and "Land" not in c.types)
        if c.suspend is not None:
            # the special action's cost, then the upkeep tick and the cast (verbs/suspend.py)
            r[T.CT_SUSPEND_AB] = add_ability(cid, ops.AK_SUSPEND, (), cost=c.suspend.cost,
                                             event=ops.SUSPEND_EXILE)
            add_ability(cid, ops.AK_SUSPEND, (SuspendStep("remove a time counter"),),
                        event=ops.SUSPEND_TICK)
            add_ability(cid, ops.AK_SUSPEND, (SuspendStep("cast it"),), event=ops.SUSPEND_CAST)
            r[T.CT_SUSPEND_N] = c.suspend.n
            r[T.CT_MISC_KIND] = ops.C_TIME
        if c.annihilator:
            # ---- eldrazi.  Annihilator N: whenever this creature attacks, defending
            # player sacrifices N permanents (one chosen after another: the same sets)
            add_ability(cid, ops.AK_TRIGGERED,
                        (SacrificeChosen(types=(), by="each opponent"),) * c.annihilator,
                        event=ops.EV_ATTACKS)
        r[T.CT_TO_GY] = int(any(not isinstance(a, Activated) and a.event ==
                                "put into a graveyard from anywhere" for a in c.abilities))
        r[T.CT_UNCOUNTERABLE] = int(c.cant_be_countered)
        if c.madness:
            # Madness (verbs/madness.py): its trigger's row carries the madness cost
            mcost, life = _madness_cost(c)
            r[T.CT_MADNESS] = 1 + add_ability(cid, ops.AK_TRIGGERED, (MadnessCast(),),
                                              cost=mcost, life=life, event=ops.EV_MADNESS)
        if "exalted" in c.keywords:
            # Exalted: whenever a creature you control attacks alone, that creature
            # gets +1/+1 until end of turn.
            add_ability(cid, ops.AK_TRIGGERED,
                        (Pump(1, 1, what="the creature attacking alone"),),
                        event=ops.EV_ATTACKS_ALONE)
        # its statics' columns (a granted ability is an ability row of the card's own)
        ctx.cid = cid
        ctx.add_ability = lambda kind, effects, target=None, event=0: add_ability(
            cid, kind, effects, target=target, event=event)
        statics.compile_rows(c, r, ctx)
        r[T.CT_NAB] = len(ab_rows) - r[T.CT_AB0]

    # ---- moon: tables that hold "nonbasic lands are Mountains" mark their nonbasic
    # lands, the only objects chars.rules_card looks at, with which of the two they hold
    mooned = ((ops.MOONED_MAGUS if ct[:, T.CT_MOON_ALL].any() else 0)
              | (ops.MOONED_ALPINE if ct[:, T.CT_MOON_NAMED].any() else 0))
    if mooned:
        for cid, c in enumerate(cards):
            if "Land" in c.types and "Basic" not in c.supertypes:
                ct[cid, T.CT_MOONED] = mooned
    layer_order.mark(cards, ct)     # (layers) whose land-type effects' order is kept
    ab = np.array(ab_rows, dtype=np.int64).reshape(-1, T.AB_W)
    ef = np.array(ef_rows, dtype=np.int64).reshape(-1, T.EF_W)
    for a in range(ab.shape[0]):        # (issue #10) which abilities are inert
        ab[a, T.AB_INERT] = defer_rules.inert_kind(ab, ef, a)
        ab[a, T.AB_RAZES] = defer_rules.razes(ab, ef, a)
        ab[a, T.AB_IDLE] = idle_rules.idle_ability(ab, ef, a)
        ab[a, T.AB_SELF_AIM] = self_aim_rules.self_aim_row(ab, ef, a)
    for cid, c in enumerate(cards):
        ct[cid, T.CT_PLAIN_LAND] = own_land_rules.plain_land(c, ct, ab, ef, cid)
    return Tables(ct=ct, ab=ab, ef=ef, names=tuple(c.name for c in cards), cards=cards,
                  subtype_bits=sbit, creature_types_mask=ctm, creature_types=tuple(ctypes),
                  lookup=lookup, named={k: frozenset(v) for k, v in ctx.named.items()})


def _mana_columns(c, r, ctx) -> None:
    """Its mana abilities: one cost block and amount (schema checks they share
    them), the colors of the unrestricted one, and those of a restricted one."""
    r[T.CT_MANA_N] = 1
    r[T.CT_MANA_ZONE] = -1
    if not c.mana:
        if "Land" in c.types:   # a basic land type may give it "{T}: Add ..." (rule 305.6)
            r[T.CT_MANA_COSTS + T.COSTS_MASK] = ops.COST_TAP
            r[T.CT_MANA_ZONE] = ops.Z_BATTLEFIELD
        return
    r[T.CT_MANA_COSTS:T.CT_MANA_COSTS + T.COSTS_W] = costs.compile_block(c.mana[0].costs, ctx)
    r[T.CT_MANA_ZONE] = costs.source_zone(c.mana[0].costs)
    r[T.CT_MANA_N] = c.mana[0].adds.amount
    plain = [m for m in c.mana if not m.adds.only]
    for m in c.mana:
        if m.adds.only:
            r[T.CT_MANA_ONLY] = _colors(m.adds.colors)
            r[T.CT_MANA_ONLY_FOR] = ops.MANA_ONLY[m.adds.only]
            r[T.CT_MANA_RIDER] = ops.MANA_RIDERS[m.adds.rider] if m.adds.rider else 0
    if plain:
        r[T.CT_MANA] = _colors(plain[0].adds.colors)
    if len(plain) == 2:     # a second one of other costs or amount (Crystal Vein)
        r[T.CT_MANA2] = _colors(plain[1].adds.colors)
        r[T.CT_MANA2_N] = plain[1].adds.amount
        r[T.CT_MANA2_COSTS:T.CT_MANA2_COSTS + T.COSTS_W] = costs.compile_block(plain[1].costs, ctx)


class MissingDefinition(CardError):
    """A card names another (a token it creates, its back face) that is not among the
    definitions being compiled: .name says which (cards.registry.matchup_tables adds it)."""

    def __init__(self, message: str, name: str):
        super().__init__(message)
        self.name = name


class _Context:
    """What an effect's compile_row may ask of the card set being compiled."""

    def __init__(self, sbit, cid_of):
        self._sbit = sbit
        self._cid_of = cid_of
        self.cid = -1           # the card being compiled
        self.named: dict[int, set[int]] = {}     # card -> the cards it names

    def subtype_mask(self, names) -> int:
        return sum(self._sbit.get(n, 0) for n in set(names))

    def card_id(self, name: str, what: str = "card") -> int:
        if name not in self._cid_of:
            raise MissingDefinition(f"{what} {name!r} has no definition", name)
        self.named.setdefault(self.cid, set()).add(self._cid_of[name])
        return self._cid_of[name]


def _rows(e) -> tuple:
    """The effects an effect compiles to, one row each: itself, or what its verb
    module's `rows(e)` makes of it ("each player sacrifices": one row per player)."""
    module = verbs.of_effect(e)[1]
    return module.rows(e) if hasattr(module, "rows") else (e,)


def _effect_row(e, ctx) -> list[int]:
    """An effect's row of the effect table: its verb's id and recipient, then
    whatever its verb module writes."""
    try:
        vid, module = verbs.of_effect(e)
    except KeyError:  # pragma: no cover - schema validation makes this unreachable
        raise CardError(f"no engine handler for effect {e!r}") from None
    row = [0] * T.EF_W
    row[T.EF_VERB] = vid
    who = getattr(e, "what", getattr(e, "on", getattr(e, "of", getattr(e, "to", "target"))))
    row[T.EF_WHO] = ops.WHO[who]
    row[T.EF_REACH] = getattr(module, "REACH", ops.REACH_PERMANENTS)
    if hasattr(module, "compile_row"):
        module.compile_row(e, row, ctx)
    return row


_default_provider = None


def set_default_tables(provider) -> None:
    """Name the function giving the tables of every supported card (the card
    registry, cards/registry.py, does on import: engine/ never imports cards/)."""
    global _default_provider
    _default_provider = provider


def default_tables() -> Tables:
    """The tables of every supported card, from the card registry."""
    if _default_provider is None:
        raise LookupError("no card set is loaded: import cards.registry first")
    return _default_provider()
