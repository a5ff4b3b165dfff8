"""The engine's layout: every capacity, offset and packed field, in one place.

Each layout is generated from a table, so widths, offsets and shifts can't
disagree:

  the state          HEADER, OBJECT, ENTRY: (name, width, what it holds) ->
                     H_<NAME> offsets and H, O_<NAME> and OBJ_W, E_<NAME> and SE_W;
                     OBJECT_FLAGS -> the OF_<NAME> bits of O_FLAGS
  an action row      ACTION_ROW -> AC_<NAME> columns and ACT_W
  packed codes       PAY_FIELDS, BLOCK_FIELDS, ASSIGN_FIELDS: (name, bits, count) ->
                     <CODE>_<NAME>_SHIFT, _BITS, _MAX (the field's largest value)
  scratch regions    *_SCRATCH: (name, size) -> <PHASE>_<NAME> offset and
                     <PHASE>_<NAME>_N size, one table for each user of the
                     scratch area at the end of an action buffer (WORK_SIZE)
  error codes        ERRORS: (name, code, message) -> ERR_<NAME>, ERROR_NAMES

The generated names are plain module-level ints: numba treats them as
compile-time constants.  Codes are read and written only through the small
getters and setters below (kernels and Python alike), and scratch is carved
only by cut/past/lane.  tests/engine/test_layout.py checks that nothing else in
engine/, cards/ or solver/ writes a bare scratch offset or a packed-field mask.
"""
from engine.jit import flat_rows_from, inline
from engine.ops import NCOLORS

# --- capacities -------------------------------------------------------------------
NPLAYERS = 2
MAX_OBJECTS = 12        # object slots in all: cards and room for tokens
STACK_CAP = 6           # stack entries
PEND_CAP = 6            # pending triggers
EXTRA_CAP = 3           # extra turns a player may be owed at once (H_EXTRA; more: ops.BOUND_TURNS)
MAX_ACTIONS = 2048      # rows of an action buffer; its last WORK_ROWS are scratch


def _offsets(prefix: str, table, g: dict) -> dict:
    """Lay the fields of `table` ((name, width, ...) rows) out one after another:
    g[prefix + name] is each one's offset; returns {prefix + name: (offset, width)}."""
    at = 0
    out = {}
    for name, width, *_ in table:
        g[prefix + name] = at
        out[prefix + name] = (at, width)
        at += width
    return out


# --- the state: [ header | objects | stack | pending triggers ] --------------------
HEADER = (
    ("NOBJ", 1, "number of object slots"),
    ("ACTIVE", 1, "whose turn it is"),
    ("STEP", 1, "engine.ops.ST_*"),
    ("PRIO", 1, "who decides now (priority holder or chooser)"),
    ("PASSED", 1, "1: the other player passed and nothing happened since"),
    ("LAND", 1, "the active player has played a land this turn"),
    ("LIFE", NPLAYERS, "life of players 0 and 1"),
    ("POISON", NPLAYERS, "poison counters of players 0 and 1"),
    ("RESULT", 1, "engine.ops.R_*"),
    ("DECISION", 1, "engine.ops.D_*"),
    ("DARG", 1, "decision argument (attacker being assigned, stack index, ...)"),
    ("STACK_N", 1, "stack entries"),
    ("PEND_N", 1, "pending triggers"),
    ("BOUND", 1, "which bound was passed (engine.ops.BOUND_*)"),
    ("ERROR", 1, "an engine capacity was exceeded (ERR_*): the solver reports it"),
    ("DIRTY", 1, "something changed since state-based actions were last checked "
                 "(always 0 at a decision point, so it never splits positions)"),
    ("POOL", NPLAYERS * NCOLORS, "mana in each player's pool this step: player p's "
                                 "color k (W U B R G C) at H_POOL + NCOLORS * p + k"),
    ("POOL_ONLY", NPLAYERS, "{C} in each player's pool this step that may be spent only "
                            "to cast artifact spells (Mishra's Workshop): at H_POOL_ONLY + p"),
    # ---- eldrazi
    ("EXTRA", NPLAYERS, "extra turns player p is yet to take (Emrakul's cast trigger): at "
                        "H_EXTRA + p; at most EXTRA_CAP (more is a bound, ops.BOUND_TURNS)"),
)
OBJECT = (
    ("CARD", 1, "card id (index into the card table); -1: empty slot"),
    ("OWNER", 1, ""),
    ("CTRL", 1, ""),
    ("ZONE", 1, ""),
    ("TAPPED", 1, ""),
    ("SICK", 1, "has not been under its controller's control since their turn began"),
    ("DAMAGE", 1, ""),
    ("P1P1", 1, "+1/+1 counters"),
    ("LEVEL", 1, "level counters (capped at the card's last threshold)"),
    ("STUN", 1, "stun counters"),
    ("EOT_P", 1, "until-end-of-turn power change"),
    ("EOT_T", 1, "until-end-of-turn toughness change"),
    ("ANIM", 1, "effect row + 1 of the animation in force until end of turn"),
    ("ATTACKING", 1, ""),
    ("BLOCKING", 1, "index + 1 of the attacker it blocks; a creature that can block an "
                    "additional creature (Cenn's Tactician) holds two: BLOCKING_FIELDS"),
    ("FLAGS", 1, "OF_* bits"),
    ("ASSIGNED", 1, "combat damage assigned to it in the current damage step (a blocker "
                    "of two attackers: ASSIGNED_FIELDS)"),
    ("MISC", 1, "counters of the card's own kind (ice, spore)"),
    ("COPY", 1, "card id + 1 of what this permanent is a copy of (0: itself)"),
    ("CHOSEN", 1, "creature type index + 1 chosen as it entered (Cavern of Souls), or "
                  "the card id + 1 named as it entered (engine/statics/chosen_name.py; "
                  "-1: a card in no deck); imprint: the card id + 1 of the card it exiled "
                  "as it entered (engine/verbs/imprint.py)"),
    # ---- modes
    ("EOT_KW", 1, "landwalk gained until end of turn: bit k = ops.GAINED_KEYWORDS' k-th "
                  "(engine/verbs/gain_landwalk.py)"),
    # ---- exile
    ("EXILED_BY", 1, "a card in exile: slot + 1 of the permanent whose 'exile ... until ~ "
                     "leaves the battlefield' holds it (engine/verbs/exile_until.py); "
                     "RETURNING: that permanent left, the card returns at the next check "
                     "of state-based actions; 0: none"),
)
OBJECT_FLAGS = (        # bits of O_FLAGS, lowest first
    ("VALIANT", "targeted by its controller this turn already"),
    ("BLOCKED", "attacker that became blocked"),
    ("DEALT_FS", "dealt first-strike combat damage this combat"),
    ("DEATHTOUCHED", "dealt damage by a deathtouch source since the last SBA check"),
    ("ASSIGN_DONE", "its damage division was chosen this damage step"),
    ("PREVENTED", "combat damage dealt to and by it is prevented this turn"),
    ("UNCOUNTERABLE", "a spell that can't be countered"),
    ("EVOKED", "a spell cast for its evoke cost: entering, it triggers 'enters evoked'"),
    ("RETURN_AT_UNTAP", "returns to its owner's hand in its controller's next untap step "
                        "(Undiscovered Paradise; costs/return_next_untap.py)"),
    # ---- exile
    ("FROZEN", "doesn't untap during its controller's next untap step (Frost Titan; "
               "engine/verbs/tap_freeze.py)"),
    ("SPELLBOUND", "a card in exile its owner may cast, for {2} more (Elite Spellbinder; "
                   "engine/verbs/exile_playable.py)"),
    # ---- annex
    ("FIRST_SPELL_WAITS", "a card revealed from its owner's opening hand whose 'when each "
                          "opponent casts their first spell of the game' has not triggered "
                          "yet (Chancellor of the Annex; triggers.on_cast).  Kept when the "
                          "card changes zones (zones._reset): it is the reveal's delayed "
                          "trigger, not the object's"),
)
ENTRY = (               # one stack entry (also a pending trigger)
    ("KIND", 1, "engine.ops.SK_*"),
    ("SRC", 1, "the object (the spell card itself, or the ability's source)"),
    ("CTRL", 1, ""),
    ("AB", 1, "ability row"),
    ("TKIND", 1, "engine.ops.TK_*"),
    ("TGT", 1, ""),
    ("X", 1, "extra: last known power; ward: stack index it counters"),
    # ---- divided
    ("DIV", 1, "divided damage (TKIND ops.TK_DIVIDED): the division code's high byte, "
               "E_TGT its low byte (engine/rules/zones.py entry_target)"),
)
HEADER_FIELDS = _offsets("H_", HEADER, globals())
OBJECT_FIELDS = _offsets("O_", OBJECT, globals())
ENTRY_FIELDS = _offsets("E_", ENTRY, globals())
H = sum(w for _, w, _ in HEADER)
OBJ_W = sum(w for _, w, _ in OBJECT)
SE_W = sum(w for _, w, _ in ENTRY)
globals().update({"OF_" + name: 1 << k for k, (name, _) in enumerate(OBJECT_FLAGS)})
assert len(OBJECT_FLAGS) <= 15, "O_FLAGS is one int16 field"
# ---- scepter (issue #12, wave 2b): a bit of its own, kept apart from the generated ones
# so that the topics' flags merge without renumbering
OF_SPELL_COPY = 1 << 14     # a copy of a card cast (Isochron Scepter, rule 707.12): it
                            # ceases to exist as it leaves the stack (engine/verbs/cast_copy.py)
assert OF_SPELL_COPY >= 1 << len(OBJECT_FLAGS) and OF_SPELL_COPY < 1 << 15
# ---- layers (session 9, issue #11): the order in which land-type effects began (rule
# 613.7), kept in the two bits of O_FLAGS between the generated flags and OF_SPELL_COPY,
# of the permanents whose layer-4 effects it orders (engine/rules/stamps.py): how many
# Alpine Moons (a "lose all land types" static) on the battlefield entered before this
# permanent did, so at most STAMP_MAX of them in a matchup (Tables._moon_unmodelled).
# 0 wherever no such order is kept.
STAMP_SHIFT = 12
STAMP_MAX = 3
assert len(OBJECT_FLAGS) <= STAMP_SHIFT and (STAMP_MAX << STAMP_SHIFT) < OF_SPELL_COPY
# A card in a library has no counters: O_MISC holds its place there instead, 1 = the
# top (engine/rules/library.py); 0 while a shuffle or "the rest on the bottom in a
# random order" waits for the order to be chosen.
O_LIBPOS = O_MISC   # noqa: F821 (generated)
# ---- eldrazi
# A card just put into a graveyard that has a "when ~ is put into a graveyard from
# anywhere" trigger (tables.CT_TO_GY): O_MISC is 1 until triggers.state_triggers queues
# the trigger (a graveyard card has no counters either).
O_GY_NEW = O_MISC   # noqa: F821 (generated)
# ---- annex
# An Aura with "Enchant player" (tables.CT_ENCHANT) on the battlefield: O_MISC holds the
# player it enchants + 1 (set as it enters, engine/rules/effects.py resolve_top; it has no
# counters of its own kind, and "remove all counters" keeps it: verbs/remove_counters.py).
O_ENCHANTED = O_MISC   # noqa: F821 (generated)

# --- an action row (ACT_W int64) ---------------------------------------------------
ACTION_ROW = (
    ("TYPE", 1, "engine.ops.A_*"),
    ("OBJ", 1, "the object acted with (or an index: pending trigger)"),
    ("AB", 1, "ability row"),
    ("TKIND", 1, "target kind (engine.ops.TK_*)"),
    ("TGT", 1, "target, or a choice's argument"),
    ("PAY", 1, "payment code, or a block / assignment code, or a mask of attackers"),
    ("X", 1, "the value chosen for X of a spell or ability (0: none)"),
)
ACTION_FIELDS = _offsets("AC_", ACTION_ROW, globals())
ACT_W = sum(w for _, w, _ in ACTION_ROW)


# --- packed codes in one int64 ------------------------------------------------------
def _packed(prefix: str, table, g: dict) -> dict:
    """Fields of (name, bits, count): `count` fields of `bits` bits each, packed
    from bit 0 up.  g gets <prefix>_<NAME>_SHIFT, _BITS and _MAX; returns
    {name: (shift, bits, count)}."""
    at = 0
    out = {}
    for name, bits, count in table:
        key = f"{prefix}_{name}" if name else prefix
        g[key + "_SHIFT"] = at
        g[key + "_BITS"] = bits
        g[key + "_MAX"] = (1 << bits) - 1
        out[name] = (at, bits, count)
        at += bits * count
    assert at <= 63, f"{prefix} code needs {at} bits"
    return out


PAY_FIELDS = (          # a payment code (AC_PAY of casting, activating, paying on resolution)
    ("SRC", 12, 1),             # the mana sources tapped (a mask of object slots)
    ("POOL", 4, NCOLORS),       # the payer's pool afterwards, one field per color
    ("PHY", 3, 1),              # Phyrexian symbols paid with 2 life each
    ("HYB", 3, 1),              # hybrid symbols paid with the first color
    ("ALT", 1, 1),              # the alternative cost is paid instead of the mana cost
    ("ALT_OBJ", 4, 1),          # the object the alternative cost uses
    ("ONLY", 4, 1),             # the payer's artifact-spells-only {C} afterwards (H_POOL_ONLY)
    # ---- mana
    ("AB2", 12, 1),             # per object slot: the source used its second mana ability (CT_MANA2)
)
BLOCK_FIELDS = (("", 4, MAX_OBJECTS),)     # per object: (attacker index + 1) it blocks
ASSIGN_FIELDS = (("", 5, MAX_OBJECTS),)    # per object: combat damage assigned to it
ORDER_FIELDS = (("", 4, MAX_OBJECTS),)     # k-th: the slot put k-th from the top (a library order)
# ---- divided
DIV_UNITS = 4           # the most damage one division holds (engine/verbs/divided_damage.py)
DIV_FIELDS = (("", 4, DIV_UNITS),)          # k-th: the slot + 1 dealt the k-th point (0: none),
                                            # largest first, so a division has one code
PAY_CODE = _packed("PAY", PAY_FIELDS, globals())
BLOCK_CODE = _packed("BLOCK", BLOCK_FIELDS, globals())
ASSIGN_CODE = _packed("ASSIGN", ASSIGN_FIELDS, globals())
ORDER_CODE = _packed("ORDER", ORDER_FIELDS, globals())
DIV_CODE = _packed("DIV", DIV_FIELDS, globals())
# ---- tactician: a creature blocking two attackers (engine/statics/block_additional.py)
# An A_BLOCK action's AC_X is a second block code: per object the (attacker index + 1)
# it blocks besides the one in AC_PAY.  The state's fields of one object (int16):
BLOCKING_FIELDS = (("", 4, 2),)     # O_BLOCKING: k-th attacker it blocks, index + 1
ASSIGNED_FIELDS = (("", 5, 3),)     # O_ASSIGNED of a blocker: damage its k-th attacker
                                    # (k = 0, 1) assigned to it; k = 2: its own damage to
                                    # its first attacker when it divides it (the rest to
                                    # the second).  An attacker's: slot 0, to the player.
BLOCKING_CODE = _packed("BLOCKING", BLOCKING_FIELDS, globals())
ASSIGNED_CODE = _packed("ASSIGNED", ASSIGNED_FIELDS, globals())
CODES = {"PAY": PAY_CODE, "BLOCK": BLOCK_CODE, "ASSIGN": ASSIGN_CODE, "ORDER": ORDER_CODE,
         "DIV": DIV_CODE, "BLOCKING": BLOCKING_CODE, "ASSIGNED": ASSIGNED_CODE}


@inline
def pool_at(p, k):
    """Offset in the state of player p's mana of color k (the H_POOL field)."""
    return H_POOL + NCOLORS * p + k     # noqa: F821 (generated)
assert (1 << PAY_SRC_BITS) > (1 << MAX_OBJECTS) - 1 >= 0   # noqa: F821 (generated)
assert BLOCK_MAX >= MAX_OBJECTS and PAY_ALT_OBJ_MAX >= MAX_OBJECTS - 1   # noqa: F821
assert ORDER_MAX >= MAX_OBJECTS - 1   # noqa: F821
assert BLOCKING_MAX >= MAX_OBJECTS and ASSIGNED_MAX == ASSIGN_MAX   # noqa: F821
assert BLOCKING_BITS * 2 < 15 and ASSIGNED_BITS * 3 <= 15   # noqa: F821 (an int16 field)
assert DIV_MAX >= MAX_OBJECTS and DIV_BITS * DIV_UNITS == 16   # noqa: F821 (two bytes)


@inline
def get_field(code, shift, most):
    return (code >> shift) & most


@inline
def set_field(code, shift, most, v):
    """code with the field at `shift` (largest value `most`) set to v."""
    return (code & ~(most << shift)) | ((v & most) << shift)


@inline
def pay_sources(code):
    """The mask of object slots a payment taps."""
    return get_field(code, PAY_SRC_SHIFT, PAY_SRC_MAX)  # noqa: F821


@inline
def pay_pool(code, k):
    """Mana of color k in the payer's pool after the payment."""
    return get_field(code, PAY_POOL_SHIFT + PAY_POOL_BITS * k, PAY_POOL_MAX)  # noqa: F821


@inline
def with_pay_pool(code, k, v):
    return set_field(code, PAY_POOL_SHIFT + PAY_POOL_BITS * k, PAY_POOL_MAX, v)  # noqa: F821


@inline
def pay_phy(code):
    """Phyrexian symbols paid with 2 life each."""
    return get_field(code, PAY_PHY_SHIFT, PAY_PHY_MAX)  # noqa: F821


@inline
def pay_hyb(code):
    """Hybrid symbols paid with the first color."""
    return get_field(code, PAY_HYB_SHIFT, PAY_HYB_MAX)  # noqa: F821


@inline
def with_symbols(code, phy, hyb):
    """code with its Phyrexian and hybrid counts set."""
    return set_field(set_field(code, PAY_PHY_SHIFT, PAY_PHY_MAX, phy),  # noqa: F821
                     PAY_HYB_SHIFT, PAY_HYB_MAX, hyb)  # noqa: F821


@inline
def pay_alt(code):
    """Is the alternative cost paid instead of the mana cost?"""
    return get_field(code, PAY_ALT_SHIFT, PAY_ALT_MAX) != 0  # noqa: F821


@inline
def pay_alt_obj(code):
    """The object the alternative cost uses."""
    return get_field(code, PAY_ALT_OBJ_SHIFT, PAY_ALT_OBJ_MAX)  # noqa: F821


@inline
def with_alt(code, obj):
    """code paying the alternative cost with object obj."""
    return set_field(set_field(code, PAY_ALT_SHIFT, PAY_ALT_MAX, 1),  # noqa: F821
                     PAY_ALT_OBJ_SHIFT, PAY_ALT_OBJ_MAX, obj)  # noqa: F821


@inline
def pay_only(code):
    """The payer's artifact-spells-only {C} (H_POOL_ONLY) after the payment."""
    return get_field(code, PAY_ONLY_SHIFT, PAY_ONLY_MAX)  # noqa: F821


@inline
def with_pay_only(code, v):
    return set_field(code, PAY_ONLY_SHIFT, PAY_ONLY_MAX, v)  # noqa: F821


@inline
def pay_ab2(code):
    """The mask of object slots a payment uses by their second mana ability."""
    return get_field(code, PAY_AB2_SHIFT, PAY_AB2_MAX)  # noqa: F821


@inline
def with_pay_ab2(code, v):
    return set_field(code, PAY_AB2_SHIFT, PAY_AB2_MAX, v)  # noqa: F821


@inline
def block_of(code, j):
    """(attacker index + 1) object j blocks in a block code (0: none)."""
    return get_field(code, BLOCK_SHIFT + BLOCK_BITS * j, BLOCK_MAX)  # noqa: F821


@inline
def with_block(code, j, a1):
    return set_field(code, BLOCK_SHIFT + BLOCK_BITS * j, BLOCK_MAX, a1)  # noqa: F821


@inline
def order_slot(code, k):
    """The object slot an order code puts k-th (0: the first, nearest the top)."""
    return get_field(code, ORDER_SHIFT + ORDER_BITS * k, ORDER_MAX)  # noqa: F821


@inline
def with_order_slot(code, k, slot):
    return set_field(code, ORDER_SHIFT + ORDER_BITS * k, ORDER_MAX, slot)  # noqa: F821


@inline
def assigned_of(code, j):
    """Combat damage an assignment code gives object j."""
    return get_field(code, ASSIGN_SHIFT + ASSIGN_BITS * j, ASSIGN_MAX)  # noqa: F821


@inline
def with_assigned(code, j, v):
    return set_field(code, ASSIGN_SHIFT + ASSIGN_BITS * j, ASSIGN_MAX, v)  # noqa: F821


# ---- tactician
@inline
def blocking_at(v, k):
    """The k-th attacker (index + 1; 0: none) an O_BLOCKING value names."""
    return get_field(v, BLOCKING_SHIFT + BLOCKING_BITS * k, BLOCKING_MAX)  # noqa: F821


@inline
def with_blocking_at(v, k, a1):
    return set_field(v, BLOCKING_SHIFT + BLOCKING_BITS * k, BLOCKING_MAX, a1)  # noqa: F821


@inline
def assigned_at(v, k):
    """The k-th amount an O_ASSIGNED value holds (ASSIGNED_FIELDS)."""
    return get_field(v, ASSIGNED_SHIFT + ASSIGNED_BITS * k, ASSIGNED_MAX)  # noqa: F821


@inline
def with_assigned_at(v, k, x):
    return set_field(v, ASSIGNED_SHIFT + ASSIGNED_BITS * k, ASSIGNED_MAX, x)  # noqa: F821


# ---- divided: a division of damage among targets ("N damage divided as you choose among
# any number of targets"): one unit per point of damage, each the slot + 1 it is dealt
# to, sorted largest first (so one division has one code); 0 ends the list.
@inline
def div_unit(code, k):
    """The k-th unit of a division code: object slot + 1 (0: none)."""
    return get_field(code, DIV_SHIFT + DIV_BITS * k, DIV_MAX)  # noqa: F821


@inline
def with_div_unit(code, k, v):
    return set_field(code, DIV_SHIFT + DIV_BITS * k, DIV_MAX, v)  # noqa: F821


@inline
def div_sorted(code):
    """The division code with its units sorted largest first (zeros last)."""
    for a in range(DIV_UNITS):  # noqa: F821
        for b in range(DIV_UNITS - 1 - a):  # noqa: F821
            x = div_unit(code, b)
            y = div_unit(code, b + 1)
            if y > x:
                code = with_div_unit(with_div_unit(code, b, y), b + 1, x)
    return code


@inline
def div_without(code, i):
    """The division code without the units dealt to object i (its share is lost, not
    redistributed: rule 608.2b), the rest kept in order."""
    out = 0
    k = 0
    for u in range(DIV_UNITS):  # noqa: F821
        v = div_unit(code, u)
        if v != 0 and v != i + 1:
            out = with_div_unit(out, k, v)
            k += 1
    return out


@inline
def div_names(code, i):
    """Does the division deal damage to object i?"""
    for u in range(DIV_UNITS):  # noqa: F821
        if div_unit(code, u) == i + 1:
            return True
    return False


DIV_HALF = DIV_BITS * DIV_UNITS // 2     # noqa: F821  a stack entry keeps a division in two
                                         # int16 fields of this many bits: E_TGT, then E_DIV


@inline
def div_low(code):
    """The part of a division code kept in E_TGT."""
    return code & ((1 << DIV_HALF) - 1)


@inline
def div_high(code):
    """The part of a division code kept in E_DIV."""
    return code >> DIV_HALF


@inline
def div_join(low, high):
    """The division code of an entry whose E_TGT is `low` and E_DIV `high`."""
    return low | (high << DIV_HALF)


# --- scratch: the int64 area at the end of an action buffer -----------------------
# One table for each user; a user's regions follow one another from offset 0.
# Users never run at once (legal actions are listed for one decision at a time).
PRIORITY_SCRATCH = (    # engine.rules.priority.all_priority_actions (and pending triggers)
    ("REQ", 8),                 # colored requirements of a cost (NCOLORS)
    ("KINDS", 128),             # target kinds of a spell or ability (objects + players; a
                                # divided damage's divisions: engine/rules/targets.py)
    ("TGTS", 128),              # its targets
    ("PAYS", 1 << MAX_OBJECTS), # payment codes: 1 << n_obj of them in use
    ("REST", 128),              # what the payment search and the rest need, beyond
)
COMBAT_SCRATCH = (      # declaring attackers and blockers, dividing damage (engine.moves)
    ("SMALL", 64),              # the kernel's own lanes (n_obj wide each)
    ("CODES", 2048),            # block or assignment codes
    ("TO_PLAYER", 2048),        # damage to the player of each assignment
)
CHOICE_SCRATCH = (      # the options of a choice on resolution (engine.rules.effects)
    ("OBJS", 1024),             # the chosen object of each option
    ("MASKS", 1024),            # its payment or mask
    ("PAYS", 1024),             # payment codes
    ("WORK", 128),              # the verb's own scratch (COST_SCRATCH)
)
COST_SCRATCH = (        # paying a cost on resolution (engine.rules.primitives.pay_or_decline)
    ("REQ", 8),                 # colored requirements (NCOLORS)
    ("PAY", 120),               # the payment search's scratch (PAYMENT_SCRATCH)
)
PAYMENT_SCRATCH = (     # engine.rules.mana.payments; lanes of n_obj follow from PM_LANES
    ("PRODUCED", 8),            # mana made by a choice of sources and colors (NCOLORS)
    ("SPLIT", 8),               # the generic mana taken from each color (NCOLORS)
    ("LANES", 5 * MAX_OBJECTS), # sources, amounts, colors, chosen, chosen colors
)
ORDER_SCRATCH = (       # a library order's options (engine/verbs/order_library.py), in CH_WORK
    ("SLOTS", MAX_OBJECTS),     # the waiting cards' slots, sorted by card
    ("LABELS", MAX_OBJECTS),    # their cards, permuted
)
SCRATCH = {"PR": PRIORITY_SCRATCH, "CB": COMBAT_SCRATCH, "CH": CHOICE_SCRATCH,
           "CS": COST_SCRATCH, "PM": PAYMENT_SCRATCH, "OL": ORDER_SCRATCH}
SCRATCH_SIZE = {}
for _prefix, _table in SCRATCH.items():
    for _name, (_at, _size) in _offsets(_prefix + "_", _table, globals()).items():
        globals()[_name + "_N"] = _size
    SCRATCH_SIZE[_prefix] = sum(size for _, size in _table)
WORK_SIZE = max(SCRATCH_SIZE["PR"], SCRATCH_SIZE["CB"], SCRATCH_SIZE["CH"])
WORK_ROWS = (WORK_SIZE + ACT_W - 1) // ACT_W    # rows of an action buffer that are scratch
assert SCRATCH_SIZE["CS"] <= CH_WORK_N and SCRATCH_SIZE["PM"] <= CS_PAY_N  # noqa: F821
assert SCRATCH_SIZE["OL"] <= CH_WORK_N  # noqa: F821
assert 3 * OBJ_W * MAX_OBJECTS <= WORK_SIZE     # canonicalize's lanes
assert 7 * MAX_OBJECTS <= WORK_SIZE             # combat damage's lanes


@inline
def cut(work, at, size):
    """The region of `size` slots at offset `at`."""
    return work[at:at + size]


@inline
def past(work, at):
    """Everything from offset `at` on."""
    return work[at:]


@inline
def lane(work, k, n):
    """The k-th of equal lanes of n slots."""
    return work[k * n:(k + 1) * n]


@inline
def scratch_of(buf):
    """The scratch area of an action buffer (its last WORK_ROWS rows, flat)."""
    return flat_rows_from(buf, buf.shape[0] - WORK_ROWS)


def scratch_of_py(buf):
    """scratch_of, from Python (the kernel builds its view with an intrinsic, which
    plain Python cannot run)."""
    return buf[buf.shape[0] - WORK_ROWS:].reshape(-1)


@inline
def action_room(buf):
    """Rows of an action buffer that may hold actions."""
    return buf.shape[0] - WORK_ROWS


# --- error codes (H_ERROR, and the solver's own) ----------------------------------
ERRORS = (
    ("ACTIONS", 3, "too many legal actions in one position"),
    ("DAMAGE", 4, "combat damage too large to divide"),
    ("LOOP", 5, "an endless loop of mandatory actions"),
    ("RANGE", 6, "a value too large for the compact state store"),
    ("NO_ACTIONS", 99, "a live position without legal actions"),
)
globals().update({"ERR_" + name: code for name, code, _ in ERRORS})
ERROR_NAMES = {code: message for _, code, message in ERRORS}


# ---- layers: an object's place in the order of land-type effects (STAMP_SHIFT above)
@inline
def stamp_of(flags):
    """The stamp an O_FLAGS value holds (engine/rules/stamps.py)."""
    return get_field(flags, STAMP_SHIFT, STAMP_MAX)


@inline
def with_stamp(flags, v):
    return set_field(flags, STAMP_SHIFT, STAMP_MAX, v)
