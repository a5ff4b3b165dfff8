"""Column layout of the compiled card tables (built by engine/compile.py).

Three int64 tables are passed to every kernel as arguments:
  ct  one row per card       ab  one row per ability      ef  one row per effect
and a small cfg vector of bounds.  Kernels read them by these column names.
"""
# --- card table ----------------------------------------------------------------
CT_TYPES = 0
CT_SUPER = 1
CT_SUBT = 2          # mask of the rule-relevant subtypes (see compile.subtype_bits)
CT_ALLTYPES = 3      # has all creature types
CT_GENERIC = 4
CT_COST = 5          # 5..10: W U B R G C
CT_POW = 11
CT_TOU = 12
CT_KW = 13
CT_WARD = 14
CT_ETAPPED = 15
CT_ECTR_KIND = 16    # enters with counters: kind, how many
CT_ECTR_N = 17
CT_CBB = 18          # can't be blocked by creatures with any of these subtypes
CT_MANA = 19         # colors its {T} mana ability can add (bit i: MANA_SYMBOLS[i])
CT_SP_SUB = 20       # static: +P/+T while you control a permanent with this subtype
CT_SP_P = 21
CT_SP_T = 22
CT_NLV = 23          # level bands
CT_LV = 24           # 24..31: two bands of (low, P, T, keywords)
CT_LVCAP = 32        # level counters above this pack to it
CT_SPELL_AB = 33     # ability row of its spell effect, -1 if none
CT_AB0 = 34          # first ability row
CT_NAB = 35          # number of ability rows (the spell row included)
CT_COLORS = 36
CT_W = 37

# --- ability table -----------------------------------------------------------
AB_CARD = 0
AB_KIND = 1          # ops.AK_*
AB_EVENT = 2         # ops.EV_* for triggers
AB_GENERIC = 3
AB_COST = 4          # 4..9: W U B R G C
AB_TAP = 10
AB_SAC = 11
AB_SORC = 12
AB_TK = 13           # target kinds (ops.TG_* bits); 0: no target
AB_TSUB = 14         # target must have one of these subtypes
AB_TF = 15           # ops.TF_* flags
AB_E0 = 16           # first effect row
AB_EN = 17           # number of effect rows
AB_W = 18

# --- effect table --------------------------------------------------------------
EF_VERB = 0
EF_WHO = 1
EF_A = 2
EF_B = 3
EF_C = 4
EF_D = 5
EF_E = 6
EF_W = 7

# --- cfg vector ------------------------------------------------------------------
CFG_MAX_LIFE = 0
CFG_MAX_COUNTERS = 1
CFG_CREATURE_TYPES = 2   # subtype bits that are creature types
CFG_W = 3
