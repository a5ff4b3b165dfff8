"""The packed state: layout, canonical order, and the successor generator's contract."""
import numpy as np

from engine import ops
from engine import state as S
from cards.registry import default_tables
from engine.game import Game, initial_state
from engine.game import canonical as canonicalize


def _shuffle_slots(s, perm):
    """The same position with its object slots permuted (references remapped)."""
    n = int(s[S.H_NOBJ])
    out = s.copy()
    new_of = {old: new for new, old in enumerate(perm)}
    for new, old in enumerate(perm):
        out[S.obj_base(new):S.obj_base(new) + S.OBJ_W] = s[S.obj_base(old):S.obj_base(old) + S.OBJ_W]
    for k in range(n):
        o = S.obj_base(k)
        if out[o + S.O_BLOCKING]:
            out[o + S.O_BLOCKING] = new_of[int(out[o + S.O_BLOCKING]) - 1] + 1
    for k in range(int(s[S.H_STACK_N])):
        e = S.stack_base(n) + k * S.SE_W
        out[e + S.E_SRC] = new_of[int(out[e + S.E_SRC])]
        if out[e + S.E_TKIND] == ops.TK_OBJECT:
            out[e + S.E_TGT] = new_of[int(out[e + S.E_TGT])]
    return out


def test_layout_size():
    # 34 header fields (18 + a mana pool of 6 colors for each player + each player's
    # artifact-spells-only {C} + each player's extra turns), 22 per object (wave 2, modes:
    # O_EOT_KW; exile: O_EXILED_BY), 6 stack + 6 pending entries of 8 (E_DIV: the high
    # byte of a divided damage's division)
    assert S.state_len(6) == 34 + 6 * 22 + 12 * 8
    s = S.new_state(6)
    assert s.dtype == np.int16 and s[S.H_NOBJ] == 6


def test_initial_state_fields():
    t = default_tables()
    s = initial_state(t, [t.card_id("Memnite")] * 3, [t.card_id("Island")], 1)
    assert s[S.H_LIFE] == 20 and s[S.H_LIFE + 1] == 20
    assert s[S.H_ACTIVE] == 1 and s[S.H_DECISION] == ops.D_TURN_START
    zones = [int(s[S.obj_base(i) + S.O_ZONE]) for i in range(4)]
    assert zones == [ops.Z_HAND] * 4


def test_identical_objects_pack_identically():
    # Two Memnites on the battlefield, one tapped: whichever slot holds the tapped
    # one, the canonical state is the same array.
    t = default_tables()
    m = t.card_id("Memnite")
    s = initial_state(t, [m, m], [t.card_id("Island")], 0)
    slots = [i for i in range(3) if s[S.obj_base(i) + S.O_CARD] == m]
    assert len(slots) == 2
    for i in slots:
        s[S.obj_base(i) + S.O_ZONE] = ops.Z_BATTLEFIELD
    a = s.copy()
    b = s.copy()
    a[S.obj_base(slots[0]) + S.O_TAPPED] = 1
    b[S.obj_base(slots[1]) + S.O_TAPPED] = 1
    assert not np.array_equal(a, b)
    canonicalize(a)
    canonicalize(b)
    assert np.array_equal(a, b)


def test_canonical_form_is_permutation_invariant_along_a_game():
    g = Game(["Mountain", "Kird Ape", "Lightning Bolt"], ["Forest", "Dragon Sniper", "Memnite"])
    rng = np.random.default_rng(7)
    for _ in range(40):
        acts = g.legal_actions()
        if len(acts) == 0:
            break
        g.apply(acts[rng.integers(len(acts))])
        s = g.s.copy()
        again = s.copy()
        canonicalize(again)
        assert np.array_equal(again, s)             # idempotent
        n = int(s[S.H_NOBJ])
        if s[S.H_DECISION] == ops.D_ASSIGN:
            continue                                 # DARG names a slot; skip remapping it
        p = _shuffle_slots(s, list(rng.permutation(n)))
        canonicalize(p)
        assert np.array_equal(p, s)


def test_every_successor_is_canonical_and_a_decision():
    g = Game(["Mutavault", "Mox Jet"], ["Wasteland", "Memnite"])
    rng = np.random.default_rng(3)
    for _ in range(60):
        acts = g.legal_actions()
        if len(acts) == 0:
            assert g.result != ops.R_ONGOING
            break
        if g.decision != "turn start":
            assert len(acts) >= 2        # single-action decisions are auto-played
        g.apply(acts[rng.integers(len(acts))])


def test_pack_unpack_round_trip_along_random_games():
    # Every position met in random games (stack and triggers included) survives
    # unpack -> pack unchanged, and the readable form names its fields.
    rng = np.random.default_rng(11)
    seen_stack = False
    for decks in ((["Mountain", "Heartfire Hero", "Lightning Bolt"], ["Hammerheim", "Sleep-Cursed Faerie", "Island"]),
                  (["Mutavault", "Mishra's Factory", "Mox Ruby"], ["Forest", "Scythe Tiger", "Wasteland"])):
        g = Game(*decks)
        for _ in range(80):
            d = S.unpack(g.s)
            assert np.array_equal(S.pack(d), g.s)
            assert d["header"]["H_LIFE"] == [g.life(0), g.life(1)]
            seen_stack |= len(d["stack"]) > 0
            acts = g.legal_actions()
            if len(acts) == 0:
                break
            g.apply(acts[rng.integers(len(acts))])
    assert seen_stack
