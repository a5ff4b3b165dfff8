"""The cost kinds: one module each, holding everything about one kind of cost.

A mana ability is a list of costs and what it adds (engine/card_format.py's
ManaAbility and Adds); an alternative cost is a list of costs too (AltCost).
A list compiles to a cost block of the card table (tables.CB_*: the mask of its
kinds, ops.COST_<NAME>, and the amounts they read).

A cost module holds
  - its card-data dataclass (`COST`, what a card file writes) and `NAME`;
  - `WHERE`: the lists it may be part of, "mana" (a mana ability) and/or "alt"
    (an alternative cost);
  - `ZONE` (optional): the zone its source must be in to pay it, "battlefield"
    or "hand" (a mana ability's costs must agree; at least one names it);
  - `CHOOSES` (optional, True): it uses another object the player chooses (the
    card exiled, the land returned); an alternative cost has exactly one;
  - `check(cost, where)` (optional): what is wrong with it there, or None;
  - `compile_block(cost, block, ctx)` (optional): its block fields (CB_*); ctx
    is the compiler's (subtype bits);
  - `named_subtypes(cost)` (optional): subtypes the tables must give a bit;
  - `words(cost)`: the cost in words ("pay 1 life");
  - `SOURCE_VERB` (optional): how using the source for mana is worded ("taps");
  - the numba handlers, each optional: `payable(s, c, base, i, p, ct, ef)` can
    p pay it now (i the source, or the spell cast); `fits(s, c, base, i, j, p,
    ct, ef, cfg)` may p choose object j for it; `pay(s, c, base, i, j, p, ct)`
    pay it (j the chosen object, -1 when none).  c is the card whose block
    starts at column `base`.

This list is the registry: a kind's bit (COSTS_MASK, ops.COST_<NAME>) is 1 << its
place here, and the costs of a list are paid in this order.  Adding a cost
kind: its module, its line here, the card file.  engine/costs/dispatch.py
builds the kernels' static dispatch from this list.
"""
COSTS = (
    "tap",
    "pay_life",
    "damage_to_you",
    "sacrifice_self",
    "exile_from_hand",
    "return_land",
    "return_next_untap",
    "remove_counter",               # wave 2a (storage): the depletion lands
    "sacrifice_if_no_counters",     # wave 2a (storage): ... and their sacrifice
    "remove_any_counters",          # wave 2a (storage): the storage lands
    # ---- artifacts
    "discard_hand",                 # Lion's Eye Diamond
    # ---- modes
    "discard_island",               # Foil: discard an Island card and another card
)
