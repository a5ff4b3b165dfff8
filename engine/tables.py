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
CT_MANA = 19         # colors its mana ability can add (bit i: MANA_SYMBOLS[i])
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
CT_MANA_N = 37       # mana its mana abilities make (all of one color)
CT_MANA_ONLY = 38    # colors a mana ability of it adds only for a restricted spending
CT_MANA_ONLY_FOR = 39    # ... that restriction (ops.ONLY_*)
CT_MANA_RIDER = 40   # what that mana does to the spell it pays for (ops.RIDER_*)
CT_CHOOSE_TYPE = 41  # a creature type is chosen as it enters
CT_CTYPE = 42        # 42..45: index + 1 of up to four creature types (0: none)
CT_GRANT_LAND_TYPE = 46  # static: each land also has these basic land types (subtype bits)
CT_GRANT_AB = 47     # static: every creature has this triggered ability row (-1: none)
CT_SL_LIFE = 48      # static: while its controller has at least this much life (0: none)
CT_SL_P = 49         # ... it gets +P/+T and these keywords
CT_SL_T = 50
CT_SL_KW = 51
CT_PHY_COLOR = 52    # Phyrexian symbols: color index, how many
CT_PHY_N = 53
CT_HYB_A = 54        # hybrid symbols: two color indexes, how many
CT_HYB_B = 55
CT_HYB_N = 56
CT_ALT = 57          # 57..61: cost block of its alternative cost (COSTS_MASK 0: none)
CT_MV = 62           # mana value
CT_TOKEN = 63        # a token's card (never in a deck)
CT_MISC_KIND = 64    # the kind of counters O_MISC holds (ops.C_ICE, C_SPORE) or -1
CT_MANA_COSTS = 65   # 65..69: cost block of its mana abilities (a land without one: {T},
                     # for the ability a basic land type gives it, rule 305.6)
CT_MANA_ZONE = 70    # the zone its mana abilities are activated from (ops.Z_*; -1: none)
CT_EVOKE = 71        # its alternative cost is an evoke cost (cast so: OF_EVOKED)
CT_FROM_EXILE = 72   # "You may cast this card from exile" (Misthollow Griffin)
CT_BACK = 73         # a double-faced card's back face (card id), -1: none
CT_FIGHT_IF = 74     # static: can't attack or block unless this holds (ops.FIGHT_IF_*; 0: none)
CT_SUSPEND_AB = 75   # suspend: its special action's ability row (then the tick and the cast), -1
CT_SUSPEND_N = 76    # ... with this many time counters
CT_NO_COST = 77      # a nonland card without a mana cost: never cast by paying one
CT_NAME_CHOICE = 78  # static (engine/statics/chosen_name.py): a card name is chosen as it
                     # enters (NAME_ANY, NAME_NONLAND; 0: none)
CT_NAME_BAN = 79     # ... and what that name can't do (its BAN_* bits)
CT_ENTER_SAC_NAMED = 80  # "If ~ would enter, instead sacrifice each other permanent named ~
                         # you control, then put ~ onto the battlefield." (Sheltered Valley)
CT_MAY_STAY_TAPPED = 81  # "You may choose not to untap ~ during your untap step."
# --- costs helper (wave 2a): statics that change what casting a spell costs, and attacking
CT_TAX_N = 82        # static: spells cost this much generic mana more to cast (0: none)
CT_TAX_SKIP = 83     # ... except spells with any of these card types (ops.T_* bits)
CT_MIN_COST = 84     # static: each spell costing less than this much mana costs this much
CT_MIN_UNTAPPED = 85  # ... only while this permanent is untapped (1) or always (0)
CT_BRIDGE = 86       # static: creatures with power above its controller's hand size can't attack
CT_OPENING = 87      # static: may begin the game on the battlefield (a Leyline)
CT_YOU_HEXPROOF = 88  # static: its controller has hexproof
CT_FLASH_ALL = 89    # static: its controller may cast spells as though they had flash
CT_ALL_LEGENDARY = 90  # static: all nonland permanents are legendary
# ---- wave 2b: spells
CT_ALT_NOT_YOUR_TURN = 91   # its alternative cost only "if it's not your turn" (Force of Negation)
# ---- tactician (wave 2b)
CT_BLOCK_EXTRA = 96  # static: each creature its controller controls with a +1/+1 counter on
                     # it can block an additional creature (engine/statics/block_additional.py)
# ---- wave 2, session 6: each topic adds its columns in its own reserved block
# (eldrazi 100-109, cast 110-119, exile 120-129, modes 130-139, artifacts 140-149,
#  mana 150-159, divided 160-169); columns 92-99 and unused ones stay 0
# ---- mana
CT_MANA2 = 150       # colors its second unrestricted mana ability adds (0: none; Crystal Vein's
                     # "{T}, Sacrifice Crystal Vein: Add {C}{C}."; a payment's PAY_AB2 bit)
CT_MANA2_N = 151     # the mana that second ability makes
CT_MANA2_COSTS = 152  # 152..156: its cost block
# ---- artifacts
CT_PREVENT_OTHERS = 140  # static: prevent all damage dealt to its controller by sources they
                         # don't control (engine/statics/prevent_others_damage.py)
CT_GY_WATCH = 141    # it has a "card put into your graveyard" trigger: O_MISC holds the size
                     # of its controller's graveyard last seen (engine/rules/triggers.py)
CT_MADNESS = 142     # madness: its madness trigger's ability row + 1 (0: no madness; verbs/madness.py)
CT_MANA_INSTANT = 143    # its mana ability is activated "only as an instant": never while a
                         # cost is paid, only floated with priority (Lion's Eye Diamond)
# ---- modes
CT_NMODES = 130     # a modal spell: its modes, ability rows CT_SPELL_AB .. + CT_NMODES - 1 (0: not modal)
# ---- exile
CT_NAME_TAX = 120    # static (engine/statics/chosen_name_tax.py): spells the opponents cast with
                     # the chosen name, and activated abilities of sources with it, cost this
                     # much generic mana more (0: none)
# ---- angel (session 7: embalm)
CT_NAME_AS = 121     # a token that's a copy of a card (Card.copy_of): that card's id + 1, whose
                     # name it has (chars.name_id: the legend rule); 0: its own name
CT_GY_AB = 122       # 1: it has an ability activated from its owner's graveyard (AB_FROM_GY)
# ---- cast
CT_X_N = 110         # {X} symbols in its mana cost (the X chosen is in the spell's E_X: ops.X_CHOSEN)
CT_ECTR_X = 111      # 1: it enters with X counters of kind CT_ECTR_KIND (the X it was cast with)
CT_REVEAL = 112      # nonzero: may be revealed from the opening hand; chosen in ops.D_OPENING
                     # as a Leyline is.  Bits: REVEAL_FIRST_UPKEEP (a trigger on
                     # ops.EV_REVEALED_FIRST_UPKEEP), (annex) REVEAL_FIRST_SPELL (a trigger on
                     # ops.EV_REVEALED_FIRST_SPELL: the card is marked OF_FIRST_SPELL_WAITS)
REVEAL_FIRST_UPKEEP = 1
REVEAL_FIRST_SPELL = 2
# ---- annex
CT_ENCHANT = 113     # 1: an Aura with "Enchant player": its spell row (CT_SPELL_AB) targets a
                     # player; on the battlefield O_ENCHANTED holds that player + 1
CT_NAME_TAX_WHO = 114    # static chosen_name_tax: 0 the opponents of its controller pay
                         # CT_NAME_TAX (and sources with the name, to activate); 1 the player
                         # it enchants pays it, to cast only (Curse of Silence)
# ---- eldrazi
CT_TO_GY = 100       # it has a "when ~ is put into a graveyard from anywhere" trigger (move_to
                     # marks it as it arrives there: O_MISC 1, triggers.state_triggers queues it)
CT_UNCOUNTERABLE = 101  # "This spell can't be countered." (OF_UNCOUNTERABLE as it is cast)
CT_CAP_BY_LANDS = 102   # static: each opponent can't cast noncreature spells with mana value
                        # above their lands (engine/statics/cant_cast_above_lands.py)
# ---- moon (session 7; columns 157-159, 92-95)
CT_MOON_ALL = 157    # static "Nonbasic lands are Mountains." (Magus of the Moon): the card id + 1
                     # of the basic land whose rules text every nonbasic land has (0: none;
                     # engine/statics/nonbasic_lands_are.py, read through chars.rules_card)
CT_MOON_NAMED = 159  # static "Lands your opponents control with the chosen name lose all land
                     # types and abilities, and they gain '{T}: Add one mana of any color.'"
                     # (Alpine Moon): the card id + 1 of the definition whose rules text
                     # they have (engine/statics/chosen_lands_lose.py)
CT_MOONED = 158      # a nonbasic land card of tables that hold such a static (only those
                     # cards' objects are looked at by chars.rules_card): MOONED_* bits
CT_STAMPED = 92      # (session 9, layers) the order its land-type effect began in is kept
                     # (engine/rules/stamps.py): STAMP_* kind; 0: not kept
# ---- own land (issue #10)
CT_PLAIN_LAND = 170  # own_land.PLAIN (1): a land card with no static and no trigger, neither
                     # legendary nor a creature card, that animates and copies nothing;
                     # PLAIN_BUT_ANIMATE (2): the same but for its own inert animation (a
                     # creature land); 0: neither (engine/rules/own_land.py: unused, only a
                     # target sees it)
CT_W = 171

# --- a cost block: a list of costs (engine/costs/), at a card-table column base ----
COSTS_MASK = 0          # its kinds of cost: ops.COST_* bits
COSTS_LIFE = 1          # life paid
COSTS_DAMAGE = 2        # damage its source deals to you
COSTS_COLORS = 3        # exile from hand: another card of these colors (0: the card itself)
COSTS_SUBTYPES = 4      # return a land you control with one of these subtypes
COSTS_W = 5

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
AB_KEEP = 18         # kept by a permanent that becomes a copy of something else
AB_RMCTR = 19        # cost: remove this many of the card's own counters
AB_TMV = 20          # a target spell must have this mana value + 1 (0: any)
AB_TSPT = 21         # a target spell must have one of these card types (0: any)
AB_MAX_LANDS = 22    # a trigger's "if you control N or fewer lands": N + 1 (0: no condition)
AB_IF_TAPPED = 23    # a trigger's "if ~ is tapped" (1; 0: no condition)
# ---- exile
AB_TMV_MAX = 34      # a target permanent must have mana value of at most this - 1 (0: any)
# ---- eldrazi
AB_LIFE = 24         # cost: pay this much life (Cruel Sadist)
AB_RMX = 25          # cost: remove X +1/+1 counters from it, X chosen (AC_X; the entry's E_X)
# reserved blocks (eldrazi 24-28, cast 29-33, exile 34-38, modes 39-43, artifacts 44-48,
# mana 49-53, divided 54-58); unused columns stay 0
# ---- angel (session 7: embalm)
AB_FROM_GY = 47      # 1: activated only while its card is in its owner's graveyard, exiling
                     # the card as part of the cost ("Exile this card from your graveyard")
# ---- scepter (issue #12, wave 2b: columns 50-52)
AB_IMPRINTED = 50    # 1: activating it remembers in the entry's E_X the card id + 1 its source
                     # exiled as it entered (O_CHOSEN; engine/verbs/cast_copy.py)
# ---- divided
AB_DIVIDED = 54      # "N damage divided as you choose among any number of targets": N (0: no)
# ---- defer (issue #10)
AB_INERT = 59        # engine/rules/defer.py INERT_*: an ability whose effect only combat or a
                     # resolution can see (0: any other)
AB_RAZES = 60        # 1: the whole effect is "destroy target land" (Wasteland, Strip Mine):
                     # inert abilities are withheld above it (engine/rules/defer.py held_above)
AB_IDLE = 61         # 1: only {T} as its cost, a no-op verb on its target creature (Hammerheim):
                     # its activation may change nothing (engine/rules/idle.py)
AB_SELF_AIM = 62     # 1: its whole effect is damage or life loss on its one target, which may be
                     # a player (engine/rules/self_aim.py: not aimed at its own controller)
AB_W = 63

# --- effect table --------------------------------------------------------------
EF_VERB = 0
EF_WHO = 1
EF_A = 2
EF_B = 3
EF_C = 4
EF_D = 5
EF_E = 6
EF_IF = 7            # only if the effect before it happened ("If you do, ...")
EF_KW = 8            # keywords an animation gives
EF_REACH = 9         # what its verb can change besides its target and source (verb's REACH):
                     # ops.REACH_* (floating mana asks whether a player's sources may change)
# reserved blocks (eldrazi 10-11, cast 12-13, exile 14-15, modes 16-17, artifacts 18-19,
# mana 20-21, divided 22-23); unused columns stay 0
# ---- cast
EF_PER_X = 12        # create token: 1: n for each of the entry's x (a dying creature's
                     # counters); 2: n for each creature its controller controls
EF_W = 24

# --- cfg vector ------------------------------------------------------------------
CFG_MAX_LIFE = 0
CFG_MAX_COUNTERS = 1
CFG_CREATURE_TYPES = 2   # subtype bits that are creature types
CFG_BASIC = 3            # 3..7: subtype bit of Plains, Island, Swamp, Mountain, Forest
CFG_LAND_GRANTS = 8      # 0: no card of the matchup grants land types (skip the scan)
CFG_STEPWISE = 9         # narration only (moves.apply_steps): 1 = stop before each pass the
#                          engine makes for a player who cannot act; advance sets it to 2 there
CFG_FLOAT_ALL = 10       # 1: offer floating mana in every priority window (the unreduced
                         # reference search); 0: only where it can matter (priority.float_matters)
CFG_HAND_MANA = 11       # 0: no card of the matchup has a mana ability that works from the
                         # hand (Simian Spirit Guide; skip hand cards when looking for sources)
CFG_FLOAT_EMPTY = 12     # ops.FLOAT_* bits: the cases of floating mana with an empty stack
                         # the matchup can meet (priority.float_matters skips the others)
CFG_NAMES = 13           # engine/statics/chosen_name.py NAMES_* bits: a card of the matchup
                         # chooses a card name (0: skip the scans), a copy effect is there too
CFG_COST_CHANGES = 14    # 0: no card of the matchup changes what spells cost (skip the scan)
CFG_ALL_LEGENDARY = 15   # 0: no card of the matchup makes every nonland permanent legendary
CFG_HAND_COUNTS = 16     # 1: a card of the matchup counts the cards in a hand (Ensnaring Bridge):
                         # a mana source in the hand may then be used ahead (priority.float_matters)
# reserved blocks (eldrazi 17-19, cast 20-22, exile 23-25, modes 26-28, artifacts 29-31,
# mana 32-34, divided 35-37); unused entries stay 0
# ---- artifacts
CFG_INSTANT_MANA_COLORS = 29  # colors (WUBRG bits) offered for an "only as an instant" mana
                              # ability of any color: those some cost of the matchup names
                              # (one if none does; compile.Tables.cfg, docs/RULES.md "Mana")
# ---- defer (issue #10)
CFG_DEFER = 38       # engine/rules/defer.py DEFER_* bits: whose inert abilities are deferred
CFG_SYMMETRY = 39    # 1: a mirror: children are stored in their symmetric form (engine/rules/symmetry.py)
CFG_PRESENT = 40    # PRESENT_* bits: a rule some card of the tables can need (0: its scan is
                    # skipped; set from every card of the tables, compile.Tables.cfg)
CFG_IDLE = 41       # engine/rules/idle.py IDLE_* bits: the targets that make an idle
                    # ability's activation change nothing (0: the reduction is off)
CFG_SELF_AIM = 42   # 1: self-harming rows are never aimed at their own controller
                    # (engine/rules/self_aim.py; 0: the reduction is off)
CFG_DEAD_MANA = 43  # engine/rules/dead_mana.py DEAD_* bits: whose mana can pay for nothing
                    # once no spell is in their hand (0: the reduction is off)
CFG_OWN_LAND = 44   # 1: a land destruction is never aimed at its controller's own plain land
                    # (engine/rules/own_land.py; 0: the reduction is off)
CFG_W = 45
PRESENT_LEGENDS = 1         # a legendary card, or one that makes permanents legendary
PRESENT_INSTANT_MANA = 2    # a mana ability that works only as an instant (Lion's Eye Diamond)
PRESENT_STORAGE = 4         # a mana ability that removes any number of counters (storage lands)
PRESENT_STATE_TRIGGERS = 8  # a state trigger ("no counters"), a graveyard watch or a "when ~ is
                            # put into a graveyard from anywhere" (triggers.state_triggers)
