"""Which land-type effects' order the state keeps (session 9, layers; rule 613.7).

Alpine Moon's "lose all land types" (layer 4) and a land-type giver's effect (Magus
of the Moon's "Nonbasic lands are Mountains", Urborg's "Each land is a Swamp in
addition to its other land types", both layer 4) apply to a land Alpine Moon named in
timestamp order: no dependency orders them (rule 613.8a: neither changes whether the
other exists, what it applies to or what it does to it).  A giver that began later
gives the land its type; one that began earlier is undone by Alpine Moon.  Only the
land's types depend on it: its abilities are set in layer 6 after both (Alpine Moon's
"lose all abilities" and "{T}: Add one mana of any color", which takes in every basic
land type's mana ability), so mana and every other ability are the same in either
order.

The order is kept (engine/rules/stamps.py) only in tables that hold an Alpine Moon, and
only for the givers of a land type some rule of the tables reads (a "+1/+2 as long as
you control a Forest", a landwalk, a target or cost naming it): elsewhere it changes
nothing the engine plays, and keeping it would only split positions.  An unordered
giver's stamp is 0, so it counts as earlier than every Alpine Moon, and a land the
Alpine Moon named lacks its type, which no rule reads (Magus of the Moon's Mountain,
in today's pool)."""
from __future__ import annotations

from engine import ops
from engine import tables as T
from engine.costs import dispatch as costs
from engine.statics import dispatch as statics
from engine.statics.chosen_lands_lose import ChosenLandsLoseAbilities
from engine.statics.each_land_is import EachLandIs
from engine.statics.nonbasic_lands_are import NonbasicLandsAre
from engine.verbs import dispatch as verbs
from engine.verbs.exile_until import ExileUntilLeaves
from engine.verbs.gain_landwalk import GainLandwalk

_GIVERS = (NonbasicLandsAre, EachLandIs)
_WALKS = {"swampwalk": "Swamp", "islandwalk": "Island", "forestwalk": "Forest",
          "mountainwalk": "Mountain", "plainswalk": "Plains"}


def given_types(card) -> set[str]:
    """Basic land types card's statics give lands in layer 4."""
    return {st.subtype for st in card.static if isinstance(st, _GIVERS)}


def loses_types(card) -> bool:
    """Does card have a static by which lands lose all land types (Alpine Moon)?"""
    return any(isinstance(st, ChosenLandsLoseAbilities) for st in card.static)


def _effects(card):
    for ab in card.abilities:
        yield from ab.effects
    yield from card.spell
    for m in card.modes:
        yield from m.effects


def read_types(card) -> set[str]:
    """Basic land types some rule of card reads on a permanent (a superset: every one
    it names anywhere, except by giving it, and its landwalks)."""
    out = set(card.cant_be_blocked_by)
    for st in card.static:
        m = statics.of_static(st)
        if not isinstance(st, _GIVERS) and hasattr(m, "named_subtypes"):
            out.update(m.named_subtypes(st))
    targets = [ab.target for ab in card.abilities] + [card.spell_target] \
        + [m.target for m in card.modes]
    out.update(t.subtype for t in targets if t is not None and t.subtype)
    for e in _effects(card):
        m = verbs.of_effect(e)[1]
        if hasattr(m, "named_subtypes"):
            out.update(m.named_subtypes(e))
        if isinstance(e, GainLandwalk):
            out.add(_WALKS[e.keyword])
    if card.alt_cost is not None:
        out.update(costs.named_subtypes(card.alt_cost.costs))
    for ma in card.mana:
        out.update(costs.named_subtypes(ma.costs))
    out.update(_WALKS[k] for k in card.keywords if k in _WALKS)
    return out & set(ops.BASIC_LAND_TYPES)


def ordered_givers(cards) -> list[int]:
    """Indexes of the cards whose land-type effect is ordered against Alpine Moon: a
    giver of a type some card reads, in a card list holding an Alpine Moon (empty
    otherwise)."""
    if not any(loses_types(c) for c in cards):
        return []
    read = set().union(*(read_types(c) for c in cards))
    return [k for k, c in enumerate(cards) if given_types(c) & read]


def kept(cards) -> bool:
    """Does the order matter in tables holding these card definitions?"""
    return bool(ordered_givers(cards))


def mark(cards, ct) -> None:
    """CT_STAMPED of every card whose effect is ordered, where the order is kept."""
    givers = ordered_givers(cards)
    if not givers:
        return
    for cid in givers:
        ct[cid, T.CT_STAMPED] = ops.STAMP_SOURCE
    for cid, c in enumerate(cards):
        if loses_types(c):
            ct[cid, T.CT_STAMPED] = ops.STAMP_ALPINE


def exiles_until(card) -> bool:
    """Does card exile a permanent 'until ~ leaves the battlefield'?"""
    return any(isinstance(e, ExileUntilLeaves) for e in _effects(card))
