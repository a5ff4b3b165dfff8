"""The effect verbs: one module each, holding everything about its mechanic.

A verb module holds
  - its card-data dataclass (`EFFECT`, what a card file writes) and `NAME`;
  - `check(e, card)` (optional): what is wrong with the effect on that card, or None;
  - `compile_row(e, row, ctx)` (optional): its effect-table row's fields (EF_A...);
    EF_VERB and EF_WHO (from the field what/on/of/to) are filled for it;
  - `named_subtypes(e)` (optional): subtypes the tables must give a bit;
  - `resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg)`: the numba
    handler, returning DONE, WAIT (a player chooses first) or FAILED;
  - for a verb that asks a choice on resolution (it returns WAIT):
    `options(...)` the choices, `apply(...)` a chosen one, `chooser(...)`
    (optional: the entry's controller otherwise) and
    `choice_words(s, a, t, who)` the chosen one in words.

This list is the registry: a verb's id (EF_VERB, ops.V_<NAME>) is its place
here plus one.  Adding a verb: its module, its line here, the card file.
engine/verbs/dispatch.py finds the modules and builds the kernels' static
dispatch from this list; nothing else names a verb.
"""
VERBS = (
    "damage",
    "gain_life_power",
    "exile",
    "destroy",
    "animate",
    "pump",
    "put_counters",
    "untap",
    "lose_landwalk",
    "sacrifice_unless",
    "counter_unless_pay",
    "counter",
    "bounce",
    "become_copy",
    "create_token",
    "remove_counters",
    "prevent_combat",
    "sacrifice",
    "search_library",
    "discard_choice",
    "destroy_unless_pay",
    "put_on_library",       # wave 2b, the library (issue #12)
    "look_at_top",
    "order_library",
    "win_if_library",
    "flip_coin",
    "lose_life",
    "transform",
    "gain_life",
    "suspend",
    "sacrifice_chosen",     # wave 2b, spells
    "discard",
    # ---- artifacts
    "sacrifice_greatest",   # Shadowgrange Archfiend
    # ---- modes
    "change_target",        # Misdirection
    "gain_landwalk",        # Funeral Charm, Piracy Charm
    # ---- exile
    "tap_freeze",
    "exile_until",
    "exile_playable",
    # ---- divided
    "divided_damage",
    # ---- eldrazi
    "extra_turn",
    "shuffle_graveyard",
    "counter_that_spell",
    # ---- scepter (issue #12, wave 2b)
    "imprint",              # Isochron Scepter
    "cast_copy",
    # ---- madness
    "madness",              # Shadowgrange Archfiend
    # ---- annex
    "sacrifice_to_draw",    # Curse of Silence
)
