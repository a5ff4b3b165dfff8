"""Static abilities: one module each, holding everything about one kind of static.

A static ability is in force while its card is on the battlefield (or, for the
few that say so, in another zone).  A static module holds
  - its card-data dataclass (`STATIC`, what a card file writes in `static=`) and `NAME`;
  - `check(st, card, bad)` (optional): reports what is wrong with it on that card
    by calling bad(message);
  - `compile_row(st, r, ctx)`: its columns of the card's row r of the card table
    (engine/tables.py, one block of CT_* columns per static kind); ctx is the
    compiler's (ctx.subtype_mask(names), ctx.card_id(name), ctx.cid,
    ctx.add_ability(kind, effects, target=..., event=...) for a granted ability);
  - `named_subtypes(st)` (optional): subtypes the tables must give a bit;
  - `cfg_flag(ct)` (optional): cfg entries a matchup that holds it needs
    (engine.compile.Tables.cfg reads them);
  - the numba kernels the rules call to read it, where they need no more than
    engine/rules/primitives.py and the state; otherwise its docstring names the
    rule (engine/rules/<file>.py) that reads its columns.

A card holds at most one static of each kind.  This list is the registry;
adding a static kind: its module, its line here, its columns in
engine/tables.py, the rule that reads it, the card file.
engine/statics/dispatch.py finds the modules; nothing else lists them.
"""
STATICS = (
    "pump_while_control",
    "pump_while_life",
    "each_land_is",
    "creatures_have",
    "fight_unless",         # wave 2b (Lupine Prototype)
    "chosen_name",          # wave 2 (Pithing Needle, Phyrexian Revoker, Meddling Mage)
    "spells_cost_more",
    "spells_cost_at_least",
    "attack_power_hand",
    "begins_in_play",
    "you_have_hexproof",
    "cast_as_flash",
    "all_legendary",
    # ---- artifacts
    "prevent_others_damage",    # Energy Field
    # ---- exile
    "chosen_name_tax",      # session 6 (Anointed Peacekeeper)
    # ---- eldrazi
    "cant_cast_above_lands",    # Lavinia, Azorius Renegade
    # ---- tactician
    "block_additional",     # Cenn's Tactician
    # ---- moon (session 7)
    "nonbasic_lands_are",       # Magus of the Moon
    "chosen_lands_lose",        # Alpine Moon
)
