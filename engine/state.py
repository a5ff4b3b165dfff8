"""The packed game state: one int16 array, fixed size for a given matchup.

    [ header (H) | objects (n_obj x OBJ_W) | stack (STACK_CAP x SE_W) | pending triggers (PEND_CAP x SE_W) ]

Every card of both decks owns one object slot for the whole game; it moves
between zones by changing its ZONE field.  Nothing counts turns: a position
reached again packs to the same array.  Canonical order (engine/rules/canon.py)
sorts the object slots so that equivalent positions (two identical untapped
Memnites, say) pack identically; references between slots are remapped.
"""
import numpy as np

# --- header -----------------------------------------------------------------
H_NOBJ = 0          # number of object slots
H_ACTIVE = 1        # whose turn it is
H_STEP = 2          # engine.ops.ST_*
H_PRIO = 3          # who decides now (priority holder or chooser)
H_PASSED = 4        # 1: the other player passed and nothing happened since
H_LAND = 5          # the active player has played a land this turn
H_LIFE = 6          # 6, 7: life of players 0 and 1
H_POISON = 8        # 8, 9
H_RESULT = 10       # engine.ops.R_*
H_DECISION = 11     # engine.ops.D_*
H_DARG = 12         # decision argument (attacker being assigned, stack index, ...)
H_STACK_N = 13
H_PEND_N = 14
H_BOUND = 15        # which bound was passed (engine.ops.BOUND_*)
H_ERROR = 16        # an engine capacity was exceeded (ERR_*): the solver reports it
H_DIRTY = 17        # something changed since state-based actions were last checked
                    # (always 0 at a decision point, so it never splits positions)
H_POOL = 18         # 18..29: mana in each player's pool this step: player p's
                    # color k (W U B R G C) at H_POOL + NCOLORS * p + k
H = 30

# --- one object ---------------------------------------------------------------
O_CARD = 0          # card id (index into the card table); -1: empty slot
O_OWNER = 1
O_CTRL = 2
O_ZONE = 3
O_TAPPED = 4
O_SICK = 5          # has not been under its controller's control since their turn began
O_DAMAGE = 6
O_P1P1 = 7          # +1/+1 counters
O_LEVEL = 8         # level counters (capped at the card's last threshold)
O_STUN = 9          # stun counters
O_EOT_P = 10        # until-end-of-turn power change
O_EOT_T = 11
O_ANIM = 12         # effect row + 1 of the animation in force until end of turn
O_ATTACKING = 13
O_BLOCKING = 14     # index + 1 of the attacker it blocks
O_FLAGS = 15        # OF_* bits
O_ASSIGNED = 16     # combat damage assigned to it in the current damage step
O_MISC = 17         # counters of the card's own kind (ice, spore)
O_COPY = 18         # card id + 1 of what this permanent is a copy of (0: itself)
O_CHOSEN = 19       # creature type index + 1 chosen as it entered (Cavern of Souls)
OBJ_W = 20
OF_VALIANT = 1      # targeted by its controller this turn already
OF_BLOCKED = 2      # attacker that became blocked
OF_DEALT_FS = 4     # dealt first-strike combat damage this combat
OF_DEATHTOUCHED = 8 # dealt damage by a deathtouch source since the last SBA check
OF_ASSIGN_DONE = 16 # its damage division was chosen this damage step
OF_PREVENTED = 32   # combat damage dealt to and by it is prevented this turn
OF_UNCOUNTERABLE = 64  # a spell that can't be countered

# --- one stack entry (also a pending trigger) --------------------------------
E_KIND = 0          # engine.ops.SK_*
E_SRC = 1           # the object (the spell card itself, or the ability's source)
E_CTRL = 2
E_AB = 3            # ability row
E_TKIND = 4         # engine.ops.TK_*
E_TGT = 5
E_X = 6             # extra: last known power; ward: stack index it counters
SE_W = 7
STACK_CAP = 6
PEND_CAP = 6
ERR_ACTIONS = 3
ERR_DAMAGE = 4
ERR_LOOP = 5


def state_len(n_obj: int) -> int:
    return H + n_obj * OBJ_W + (STACK_CAP + PEND_CAP) * SE_W


def obj_base(i: int) -> int:
    return H + i * OBJ_W


def stack_base(n_obj: int) -> int:
    return H + n_obj * OBJ_W


def pend_base(n_obj: int) -> int:
    return H + n_obj * OBJ_W + STACK_CAP * SE_W


def new_state(n_obj: int) -> np.ndarray:
    s = np.zeros(state_len(n_obj), dtype=np.int16)
    s[H_NOBJ] = n_obj
    for i in range(n_obj):
        s[obj_base(i) + O_CARD] = -1
    return s


# --- a readable form, for tests, logs and replays ---------------------------------
HEADER_FIELDS = {name: value for name, value in globals().items()
                 if name.startswith("H_") and isinstance(value, int)}
PER_PLAYER = ("H_LIFE", "H_POISON")     # two slots each: players 0 and 1
WIDE = {"H_POOL": 12}                   # twelve slots: each player's six colors
OBJECT_FIELDS = {name: value for name, value in globals().items()
                 if name.startswith("O_") and isinstance(value, int)}
ENTRY_FIELDS = {name: value for name, value in globals().items()
                if name.startswith("E_") and isinstance(value, int)}


def unpack(s: np.ndarray) -> dict:
    """The state as plain data: header fields, objects, stack and pending entries."""
    n = int(s[H_NOBJ])

    def entries(base, count):
        return [{k: int(s[base + i * SE_W + v]) for k, v in ENTRY_FIELDS.items()}
                for i in range(count)]
    return {
        "header": {k: ([int(s[v]), int(s[v + 1])] if k in PER_PLAYER
                       else [int(x) for x in s[v:v + WIDE[k]]] if k in WIDE else int(s[v]))
                   for k, v in HEADER_FIELDS.items()},
        "objects": [{k: int(s[obj_base(i) + v]) for k, v in OBJECT_FIELDS.items()}
                    for i in range(n)],
        "stack": entries(stack_base(n), int(s[H_STACK_N])),
        "pending": entries(pend_base(n), int(s[H_PEND_N])),
    }


def pack(d: dict) -> np.ndarray:
    """The inverse of unpack."""
    n = len(d["objects"])
    s = new_state(n)
    for k, v in d["header"].items():
        if k in PER_PLAYER:
            s[HEADER_FIELDS[k]], s[HEADER_FIELDS[k] + 1] = v
        elif k in WIDE:
            s[HEADER_FIELDS[k]:HEADER_FIELDS[k] + WIDE[k]] = v
        else:
            s[HEADER_FIELDS[k]] = v
    for i, o in enumerate(d["objects"]):
        for k, v in o.items():
            s[obj_base(i) + OBJECT_FIELDS[k]] = v
    for base, key in ((stack_base(n), "stack"), (pend_base(n), "pending")):
        for i, e in enumerate(d[key]):
            for k, v in e.items():
                s[base + i * SE_W + ENTRY_FIELDS[k]] = v
    return s
