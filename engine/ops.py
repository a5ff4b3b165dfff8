"""The engine's closed vocabularies: one list, the single source of truth.

Every number that crosses between the card compiler (engine/compile.py), the
jitted rules kernels (engine/rules/) and the solver is defined here: card types,
keywords, zones, steps, decisions, action kinds, trigger events, effect verb
ids (named after engine/verbs/) and target kinds.  numba treats these
module-level ints as compile-time constants.
"""

# --- card types (bit flags) -------------------------------------------------
T_LAND = 1
T_CREATURE = 2
T_ARTIFACT = 4
T_INSTANT = 8
T_SORCERY = 16
T_ENCHANTMENT = 32
T_PLANESWALKER = 64
T_KINDRED = 128     # Kindred (formerly Tribal): a card type no rule of the pool reads
CARD_TYPES = {
    "Land": T_LAND, "Creature": T_CREATURE, "Artifact": T_ARTIFACT,
    "Instant": T_INSTANT, "Sorcery": T_SORCERY, "Enchantment": T_ENCHANTMENT,
    "Planeswalker": T_PLANESWALKER, "Kindred": T_KINDRED,
}

# --- supertypes (bit flags) -------------------------------------------------
S_LEGENDARY = 1
S_BASIC = 2
S_SNOW = 4
SUPERTYPES = {"Legendary": S_LEGENDARY, "Basic": S_BASIC, "Snow": S_SNOW}

# --- colors / mana (index order W U B R G C) --------------------------------
MANA_SYMBOLS = "WUBRGC"
NCOLORS = 6

# --- keywords (bit flags) ---------------------------------------------------
K_FLYING = 1 << 0
K_REACH = 1 << 1
K_FIRST_STRIKE = 1 << 2
K_DOUBLE_STRIKE = 1 << 3
K_DEATHTOUCH = 1 << 4
K_LIFELINK = 1 << 5
K_TRAMPLE = 1 << 6
K_VIGILANCE = 1 << 7
K_MENACE = 1 << 8
K_DEFENDER = 1 << 9
K_HASTE = 1 << 10
K_HEXPROOF = 1 << 11
K_SHROUD = 1 << 12
K_INDESTRUCTIBLE = 1 << 13
K_INFECT = 1 << 14
K_PRO_INSTANTS = 1 << 15    # protection from instants
K_PRO_ALL = 1 << 16         # protection from everything
K_FLASH = 1 << 17           # may be cast any time its owner could cast an instant
K_EXALTED = 1 << 18         # exalted: compiles into an EV_ATTACKS_ALONE trigger (compile.py)
# ---- eldrazi
K_PRO_COLORED_SPELLS = 1 << 19  # protection from spells that are one or more colors (Emrakul)
KEYWORDS = {
    "flying": K_FLYING, "reach": K_REACH, "first strike": K_FIRST_STRIKE,
    "double strike": K_DOUBLE_STRIKE, "deathtouch": K_DEATHTOUCH,
    "lifelink": K_LIFELINK, "trample": K_TRAMPLE, "vigilance": K_VIGILANCE,
    "menace": K_MENACE, "defender": K_DEFENDER, "haste": K_HASTE,
    "hexproof": K_HEXPROOF, "shroud": K_SHROUD,
    "indestructible": K_INDESTRUCTIBLE, "infect": K_INFECT,
    "protection from instants": K_PRO_INSTANTS,
    "protection from everything": K_PRO_ALL,
    "flash": K_FLASH,
    "exalted": K_EXALTED,
    # ---- eldrazi
    "protection from colored spells": K_PRO_COLORED_SPELLS,
}
# ---- modes
K_SWAMPWALK = 1 << 25       # can't be blocked while the defending player controls a Swamp
K_ISLANDWALK = 1 << 26      # ... an Island (combat.can_block)
KEYWORDS["swampwalk"] = K_SWAMPWALK
KEYWORDS["islandwalk"] = K_ISLANDWALK
# keywords gained until end of turn, kept in O_EOT_KW as bit k (verbs/gain_landwalk.py)
GAINED_KEYWORDS = {"swampwalk": K_SWAMPWALK, "islandwalk": K_ISLANDWALK}

# --- zones ------------------------------------------------------------------
Z_NONE = 0      # empty object slot / token that ceased to exist
Z_HAND = 1
Z_BATTLEFIELD = 2
Z_GRAVEYARD = 3
Z_EXILE = 4
Z_STACK = 5
Z_LIBRARY = 6
ZONE_NAMES = {Z_NONE: "nowhere", Z_HAND: "hand", Z_BATTLEFIELD: "battlefield",
              Z_GRAVEYARD: "graveyard", Z_EXILE: "exile", Z_STACK: "stack",
              Z_LIBRARY: "library"}

# --- counter kinds ----------------------------------------------------------
C_P1P1 = 0
C_LEVEL = 1
C_STUN = 2
C_ICE = 3           # ice and spore counters share one slot (O_MISC): a card uses
C_SPORE = 4         # at most one such kind, named by its definition
C_TIME = 5          # time counters of a suspended card (O_MISC too: in exile)
C_ALL = -1          # "remove all counters"
C_DEPLETION = 6     # (wave 2a, storage) depletion and storage counters: O_MISC as well
C_STORAGE = 7
COUNTERS = {"+1/+1": C_P1P1, "level": C_LEVEL, "stun": C_STUN, "ice": C_ICE,
            "spore": C_SPORE, "time": C_TIME, "depletion": C_DEPLETION, "storage": C_STORAGE}
MISC_COUNTERS = ("ice", "spore", "time", "depletion", "storage")
# ---- cast
C_CHARGE = 8        # charge counters (Chalice of the Void): O_MISC as well
COUNTERS["charge"] = C_CHARGE
MISC_COUNTERS += ("charge",)

# --- steps of the turn ------------------------------------------------------
ST_UNTAP = 0
ST_UPKEEP = 1
ST_DRAW = 2
ST_MAIN1 = 3
ST_BEGIN_COMBAT = 4
ST_ATTACKERS = 5
ST_BLOCKERS = 6
ST_FIRST_STRIKE = 7
ST_DAMAGE = 8
ST_END_COMBAT = 9
ST_MAIN2 = 10
ST_END = 11
ST_CLEANUP = 12
STEP_NAMES = ["untap", "upkeep", "draw", "main 1", "beginning of combat",
              "declare attackers", "declare blockers", "first-strike damage",
              "combat damage", "end of combat", "main 2", "end step", "cleanup"]

# --- what the state is waiting for -----------------------------------------
D_NONE = 0          # the engine must proceed on its own
D_TURN_START = 1    # a new turn begins (one action: continue); cuts forced chains
D_PRIORITY = 2      # the player with priority acts or passes
D_ATTACK = 3        # the active player declares attackers
D_BLOCK = 4         # the defending player declares blockers
D_ASSIGN = 5        # the attacking player divides one attacker's combat damage
D_CHOICE = 6        # a resolving spell or ability asks its controller to choose
D_TRIGGER = 7       # a player puts one of several pending triggers on the stack
D_LEGEND = 8        # the legend rule: a player keeps one of several legends
D_NAME = 9          # a permanent that has just entered asks its controller to choose a card
                    # name (and an Aura returning, its player): the object is
                    # chosen_name.choice_due; DARG: who receives priority after it
D_OPENING = 10      # before the first turn: a player picks the cards that begin on the battlefield
DECISION_NAMES = {D_NONE: "none", D_TURN_START: "turn start", D_PRIORITY: "priority",
                  D_ATTACK: "declare attackers", D_BLOCK: "declare blockers",
                  D_ASSIGN: "assign combat damage", D_CHOICE: "choice",
                  D_TRIGGER: "order triggers", D_LEGEND: "legend rule",
                  D_NAME: "choose a card name", D_OPENING: "opening hand"}

# --- results ----------------------------------------------------------------
R_ONGOING = 0
R_WIN0 = 1          # player 0 (deck A) wins
R_WIN1 = 2          # player 1 (deck B) wins
R_DRAW = 3          # both lose at once, or a mandatory loop
R_BOUND = 4         # a bound (life, counters) was passed; the solver scores it

BOUND_LIFE = 1
BOUND_COUNTERS = 2
BOUND_TOKENS = 4    # a token was due and every token slot was in use
BOUND_STACK = 8     # the stack or the pending triggers passed the engine's capacity
# ---- eldrazi
BOUND_TURNS = 16    # a player was due more extra turns than the state counts (layout H_EXTRA)

# --- action kinds (a legal action is one row of layout.ACT_W int64) ---------
A_PASS = 1
A_LAND = 2          # OBJ: the land played; TGT: creature type chosen as it enters + 1
A_CAST = 3          # OBJ: card; AB: its spell ability; TKIND/TGT; PAY: payment code
A_ACTIVATE = 4      # OBJ: source; AB: ability row; TKIND/TGT; PAY: sources
A_ATTACK = 5        # PAY: bit mask of attacking objects
A_BLOCK = 6         # PAY: 4 bits per object: (attacker index + 1) it blocks
A_ASSIGN = 7        # PAY: 5 bits per object: damage to each blocker; TGT: to player
A_CHOICE = 8        # OBJ: chosen object or -1 (decline); PAY: sources if paying
A_TRIGGER = 9       # OBJ: index of the pending trigger put on the stack next
A_LEGEND = 10       # OBJ: the legendary permanent kept
A_CONTINUE = 11     # turn start
A_FLOAT = 12        # OBJ: mana source tapped with nothing to pay; TGT: the color index
A_SUSPEND = 13      # OBJ: card in hand exiled with time counters; AB: its suspend row; PAY
A_NAME = 14         # OBJ: the permanent entering; TGT: the card id + 1 named (or NAMED_NONE)
A_OPENING = 15      # PAY: bit mask of the objects that begin the game on the battlefield
ACTION_NAMES = {A_PASS: "pass", A_LAND: "play land", A_CAST: "cast",
                A_ACTIVATE: "activate", A_ATTACK: "attack", A_BLOCK: "block",
                A_ASSIGN: "assign damage", A_CHOICE: "choose",
                A_TRIGGER: "put trigger", A_LEGEND: "keep legend",
                A_CONTINUE: "continue", A_FLOAT: "float mana", A_SUSPEND: "suspend",
                A_NAME: "choose a card name",
                A_OPENING: "opening hand"}
# (an action row's columns, AC_*, and the payment code's fields, PAY_*: engine/layout.py)

# --- stack entry kinds --------------------------------------------------------
SK_SPELL = 1
SK_ABILITY = 2
SK_TRIGGER = 3

# --- target kinds (spec bits in the ability table) --------------------------
TG_CREATURE = 1
TG_PLAYER = 2
TG_LAND = 4
TG_PERMANENT = 8
TF_NONBASIC = 1          # target filter flags
TF_OPPONENT = 2
TF_YOURS = 4
TF_ATTACKING = 8
TF_LEGENDARY = 16
TF_ONE_ONE = 32          # power 1 and toughness 1
TF_UP_TO_ONE = 64        # "up to one target": a trigger may be put on the stack with none
TF_NONCREATURE = 128     # "target noncreature spell"
# ---- modes
TF_OTHER = 1 << 12       # "other target creature": not the ability's own source (Solitude)
TF_SINGLE_TARGET = 1 << 13   # "target spell with a single target" (Misdirection)
# ---- exile
TF_NONLAND = 1 << 10     # "target nonland permanent"
TK_NONE = 0              # a chosen target (stack entry / action)
TK_OBJECT = 1
TK_PLAYER = 2
TK_ILLEGAL = 3           # the object target changed zones: the target is gone
TK_SPELL = 4             # a spell on the stack (TGT: the spell's object slot)
TG_SPELL = 16
# ---- divided
TK_DIVIDED = 17          # damage divided among target objects (TGT: a division code,
                         # engine/layout.py DIV_FIELDS; engine/verbs/divided_damage.py)
# ---- cast
TF_THAT_SPELL = 1 << 9   # a trigger on a spell being cast: E_X holds that spell's stack index
                         # (the index follows entries leaving below it, as ward's does)

# --- ability kinds and trigger events ---------------------------------------
AK_ACTIVATED = 1
AK_TRIGGERED = 2
AK_SPELL = 3
AK_GRANTED = 4      # a triggered ability its card gives to other permanents
AK_SUSPEND = 5      # suspend (engine/verbs/suspend.py): AB_EVENT is one of SUSPEND_*
SUSPEND_EXILE = 0   # the special action: pay the suspend cost, exile it with time counters
SUSPEND_TICK = 1    # at its owner's upkeep, remove a time counter
SUSPEND_CAST = 2    # when the last is removed, cast it without paying its mana cost
X_SUSPENDED = 1     # E_X of a spell cast by suspend: a creature spell gains haste
X_CHOSEN = 2        # (cast) E_X of a spell with {X} in its cost cast with X = x: X_CHOSEN + x
EV_ENTERS = 1               # this permanent enters the battlefield
EV_DIES = 2                 # this creature dies
EV_TARGETED_BY_YOU = 3      # becomes the target of a spell or ability you control,
                            # first time each turn (valiant)
EV_TARGETED_BY_OPP = 4      # becomes the target of a spell or ability an opponent
                            # controls (ward)
EV_COMBAT_DAMAGE_PLAYER = 5 # deals combat damage to a player
EV_ATTACKS = 6              # attacks
EV_UPKEEP = 7               # at the beginning of your upkeep
EV_OTHER_LAND = 8           # you play another land
EV_NO_COUNTERS = 9          # state trigger: it has none of its own kind of counters
EV_ENTERS_EVOKED = 10       # this permanent enters and its evoke cost was paid
EV_ATTACKS_ALONE = 11       # a creature its controller controls attacks alone (exalted)
EV_YOURS_WITH_P1P1_TARGETED = 12    # a creature you control with a +1/+1 counter becomes the
                                    # target of a spell an opponent controls
EV_OPP_UPKEEP = 13          # at the beginning of the upkeep of the opponent (The Rack's
                            # "chosen player": the one opponent of a two-player game)
# ---- artifacts
EV_CARD_TO_YOUR_GY = 36     # a card is put into your graveyard from anywhere (Energy Field): a
                            # state-style check of the graveyard's size (engine/rules/triggers.py)
# ---- eldrazi
EV_CAST_SELF = 20           # "when you cast this spell" (triggers.on_cast)
EV_TO_GRAVEYARD = 21        # "when ~ is put into a graveyard from anywhere" (zones.move_to marks
                            # it, triggers.state_triggers queues it)
EV_OPP_CASTS_FREE = 22      # an opponent casts a spell, if no mana was spent to cast it
                            # (triggers.on_cast; E_X: the spell's stack index)
EVENTS = {"enters": EV_ENTERS, "dies": EV_DIES, "valiant": EV_TARGETED_BY_YOU,
          "targeted by opponent": EV_TARGETED_BY_OPP,
          "combat damage to a player": EV_COMBAT_DAMAGE_PLAYER,
          "attacks": EV_ATTACKS, "your upkeep": EV_UPKEEP,
          "you play another land": EV_OTHER_LAND,
          "no counters": EV_NO_COUNTERS,
          "enters evoked": EV_ENTERS_EVOKED,
          "a creature you control attacks alone": EV_ATTACKS_ALONE,
          "your creature with a +1/+1 counter targeted by an opponent's spell":
              EV_YOURS_WITH_P1P1_TARGETED,
          "opponent's upkeep": EV_OPP_UPKEEP,
          # ---- artifacts
          "a card put into your graveyard": EV_CARD_TO_YOUR_GY,
          # ---- eldrazi
          "you cast this spell": EV_CAST_SELF,
          "put into a graveyard from anywhere": EV_TO_GRAVEYARD,
          "an opponent casts a spell with no mana spent": EV_OPP_CASTS_FREE}
# ---- cast: "whenever a player casts a spell" (engine/rules/triggers.py on_cast)
EV_CAST_MV_CHARGE = 24      # a player casts a spell with mana value equal to the number of
                            # charge counters on this permanent (Chalice of the Void)
EVENTS["a player casts a spell with mana value equal to its charge counters"] = \
    EV_CAST_MV_CHARGE
EV_DIES_P1P1 = 25           # this creature dies; x: the +1/+1 counters it had (Hangarback Walker)
EVENTS["dies, with its +1/+1 counters"] = EV_DIES_P1P1
EV_REVEALED_FIRST_UPKEEP = 26   # "You may reveal this card from your opening hand. If you do,
                                # at the beginning of the first upkeep, ..." (Chancellor of the
                                # Forge): queued as the card is revealed (moves.begin_game)
EVENTS["revealed from the opening hand: the first upkeep"] = EV_REVEALED_FIRST_UPKEEP
EV_MADNESS = 34             # (madness) "when this card is exiled this way [discarded into exile
#                             by madness]": never emitted; triggers.discard queues the row
# ---- annex (wave 2a, issue #11)
EV_OPP_CASTS = 27           # an opponent of this permanent's controller casts a spell
                            # (Chancellor of the Annex; triggers.on_cast, E_X: the spell's index)
EVENTS["an opponent casts a spell"] = EV_OPP_CASTS
EV_REVEALED_FIRST_SPELL = 28    # "You may reveal this card from your opening hand. If you do,
                                # when each opponent casts their first spell of the game, ..."
                                # (Chancellor of the Annex): the revealed card is marked
                                # (layout OF_FIRST_SPELL_WAITS, moves.begin_game) and queued by
                                # triggers.on_cast at the opponent's first cast
EVENTS["revealed from the opening hand: an opponent's first spell"] = EV_REVEALED_FIRST_SPELL
EV_ENCHANTED_CASTS_NAMED = 29   # the player this Aura enchants casts a spell with the name
                                # chosen as it entered (Curse of Silence; triggers.on_cast)
EVENTS["enchanted player casts a spell with the chosen name"] = EV_ENCHANTED_CASTS_NAMED
CAST_EVENTS = (EV_CAST_MV_CHARGE, EV_OPP_CASTS, EV_REVEALED_FIRST_SPELL,
               EV_ENCHANTED_CASTS_NAMED)  # events about a spell cast: TF_THAT_SPELL (compile.py)

# --- effect verbs: one module each in engine/verbs/, whose list gives the ids --
# V_<MODULE NAME> (V_DAMAGE = 1, V_COUNTER_UNLESS_PAY, ...): the id is the place in
# engine.verbs.VERBS plus one; the verb's names and words are its module's.
from engine.verbs import VERBS as _VERBS  # noqa: E402

globals().update({"V_" + _name.upper(): _id for _id, _name in enumerate(_VERBS, start=1)})

# --- cost kinds: one module each in engine/costs/, whose list gives the bits --------
# COST_<MODULE NAME> (COST_TAP = 1, COST_PAY_LIFE = 2, ...): 1 << the place in
# engine.costs.COSTS; a cost block's COSTS_MASK is an OR of them.
from engine.costs import COSTS as _COSTS  # noqa: E402

globals().update({"COST_" + _name.upper(): 1 << _k for _k, _name in enumerate(_COSTS)})

# restrictions on spending mana (a mana ability's product; tables.CT_MANA_ONLY_FOR)
ONLY_CHOSEN_TYPE = 1    # only to cast a creature spell of the chosen creature type
ONLY_ARTIFACT_SPELL = 2 # only to cast artifact spells ({C}: the pool keeps it apart, H_POOL_ONLY)
MANA_ONLY = {"creature spell of the chosen type": ONLY_CHOSEN_TYPE,
             "artifact spell": ONLY_ARTIFACT_SPELL}
POOL_ONLY_COLOR = NCOLORS   # A_FLOAT's color index for the artifact-spells-only {C}
# what such mana does to the spell it pays for (tables.CT_MANA_RIDER)
RIDER_UNCOUNTERABLE = 1     # that spell can't be countered
MANA_RIDERS = {"can't be countered": RIDER_UNCOUNTERABLE}

# what an effect can change besides its target and its source (a verb module's REACH)
REACH_PERMANENTS = 0    # whatever it is applied to; a player: that player's permanents too
REACH_PLAYERS = 1       # applied to a player, it changes only that player (life, hand,
                        # library): never a permanent
REACH_OWN_PERMANENT = 2 # its controller picks or changes a permanent of theirs
                        # (sacrifice unless; become a copy: the legend rule)
REACH_HAND = 3          # like REACH_PLAYERS, and it may take a card of any type from
                        # that player's hand (a mana source there: Simian Spirit Guide)

# cases of floating mana with an empty stack a matchup can meet (cfg[CFG_FLOAT_EMPTY] bits)
FLOAT_TWIN = 1          # the legend rule: a legendary land and a second one for its owner
                        # (or a land whose entering sacrifices its namesakes: Sheltered Valley)
FLOAT_COST = 2          # a cost that removes a source outside the stack
FLOAT_HAND = 4          # a card reads how many cards a hand holds (Lupine Prototype): a
                        # mana source in a hand (Simian Spirit Guide) may be used up ahead

# conditions of "can't attack or block unless ..." (tables.CT_FIGHT_IF)
FIGHT_IF_EMPTY_HAND = 1 # unless a player has no cards in hand
FIGHT_IF = {"a player has no cards in hand": FIGHT_IF_EMPTY_HAND}

# who an effect applies to
W_TARGET = 0
W_SELF = 1
W_CONTROLLER = 2
W_EACH_OPPONENT = 3
W_TARGET_CONTROLLER = 4
W_LONE_ATTACKER = 5     # the creature attacking alone (exalted: the only attacker this combat)
W_EACH_PLAYER = 6       # both players (a choice per player: one row each, APNAP)
W_ACTIVE = 7            # the active player (the first of "each player"'s rows)
W_NONACTIVE = 8         # the nonactive player
WHO = {"target": W_TARGET, "self": W_SELF, "you": W_CONTROLLER,
       "each opponent": W_EACH_OPPONENT, "target's controller": W_TARGET_CONTROLLER,
       "the creature attacking alone": W_LONE_ATTACKER,
       "each player": W_EACH_PLAYER, "active player": W_ACTIVE,
       "nonactive player": W_NONACTIVE}
# ---- cast
W_THAT_SPELL = 10       # the spell a cast trigger is about (its E_X: ops.TF_THAT_SPELL)
WHO["that spell"] = W_THAT_SPELL

# the basic land types, in the order of the CFG_BASIC entries (and of WUBRG)
BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")

# ---- layers (session 9): what a land's types and abilities are set by (tables.CT_MOONED
# bits of a nonbasic land card), and which effects' order is kept (tables.CT_STAMPED)
MOONED_MAGUS = 1        # the tables hold "Nonbasic lands are Mountains." (Magus of the Moon)
MOONED_ALPINE = 2       # ... "Lands your opponents control with the chosen name lose all land
                        # types and abilities ..." (Alpine Moon)
STAMP_ALPINE = 1        # a "lose all land types" static (Alpine Moon)
STAMP_SOURCE = 2        # a land-type giver it is ordered against (Magus, Urborg, Yavimaya)
