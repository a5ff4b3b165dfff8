"""engine/layout.py is the one home of offsets, capacities and packed fields.

Nothing else in engine/, cards/ or solver/ carves the scratch area by bare
offsets or decodes a packed code with a bare mask or shift; every packed field
round-trips through its getter and setter and no two fields overlap.
"""
import re
from pathlib import Path

import numpy as np
import pytest

from engine import layout as L

ROOT = Path(__file__).resolve().parents[2]
SCRATCH = r"\b(?:work|scratch|rest|buf|lanes|pays|codes|topl)"
BARE = {
    "a slice of scratch by hand (use layout.cut/past/lane)":
        re.compile(SCRATCH + r"\[(?:[^\[\]\n]|\[[^\]\n]*\])*:"),
    "a region at a bare offset": re.compile(r"\b(?:cut|past)\(\w+, *\d"),
    "a bare field mask (& 15, & 31, & 0xF...)":
        re.compile(r"&\s*\(?\s*(?:0x[0-9a-fA-F]+|(?:3|7|15|31|63|127|255|65535))\b"),
    "a bare field shift (>> 4, << 5, >> (4 * j)...)":      # 1 << n is a power of two
        re.compile(r"(?<!\b1 )(?:>>|<<)\s*\(?\s*(?:[2-9]|\d\d+)\b"),
    "a payment field decoded by hand": re.compile(r"PAY_\w+_(?:SHIFT|BITS)\b"),
    "a bare state offset (s[0], s[1]...)": re.compile(r"\bs\[\d+\]"),
}
# Constants that are no packed field of the state: the hash's primes and masks.
ALLOWED = re.compile(r"np\.uint64\(0x")


def _sources():
    for folder in ("engine", "cards", "solver"):
        for p in sorted((ROOT / folder).rglob("*.py")):
            if p != ROOT / "engine" / "layout.py":
                yield p


def _offenders(text: str, path: str = "x.py") -> list[str]:
    found = []
    for no, line in enumerate(text.splitlines(), 1):
        code = line.split("#")[0]
        if ALLOWED.search(code):
            continue
        for why, pat in BARE.items():
            if pat.search(code):
                found.append(f"{path}:{no}: {why}: {line.strip()}")
    return found


def test_no_bare_offsets_or_masks_outside_the_layout():
    found = []
    for p in _sources():
        found += _offenders(p.read_text(), str(p.relative_to(ROOT)))
    assert found == [], "\n".join(found)


@pytest.mark.parametrize("line", [
    "    kinds = work[8:10 + n_obj]",
    "    amt = work[n_obj:2 * n_obj]",
    "        a = (code >> (4 * i)) & 15",
    "    j = (code >> ops.PAY_ALT_OBJ_SHIFT) & 31",
    "        code |= amt[j] << (5 * blk[j])",
    "    v = code & 0xF",
    "    rest = past(work, 80)",
    "    return H + s[0] * OBJ_W",
    "    buf = buf[buf.shape[0] - 718:]",
])
def test_the_grep_catches_each_kind_of_bare_number(line):
    assert _offenders(line) != []


@pytest.mark.parametrize("line", [
    "    kinds = cut(work, PR_KINDS, PR_KINDS_N)",
    "    blk = lane(work, 5, n)",
    "        a = block_of(code, i)",
    "            if (m >> k) & 1 and n < limit:",
    "    s[H_LIFE + p] -= 2 * pay_phy(code)",
    "    return 1 << (2 * cap - 1).bit_length()",
    "    return out[:n].copy()",
])
def test_the_grep_lets_named_code_pass(line):
    assert _offenders(line) == []


def _all_fields():
    for code, fields in L.CODES.items():
        for name, (shift, bits, count) in fields.items():
            for j in range(count):
                yield code, name, shift + bits * j, bits


def test_packed_fields_do_not_overlap_and_fit_an_int64():
    for code in L.CODES:
        used = 0
        for c, name, at, bits in _all_fields():
            if c != code:
                continue
            mask = ((1 << bits) - 1) << at
            assert used & mask == 0, f"{code} {name} overlaps"
            used |= mask
        assert used < 1 << 63


def test_the_payment_code_keeps_its_bit_positions():
    # pinned: a change of the bits is a deliberate one (session 6 narrowed the source
    # mask to the 12 object slots and PHY/HYB/ALT_OBJ to what they hold, making room
    # for a second mana ability per source)
    assert (L.PAY_SRC_SHIFT, L.PAY_POOL_SHIFT, L.PAY_PHY_SHIFT, L.PAY_HYB_SHIFT,
            L.PAY_ALT_SHIFT, L.PAY_ALT_OBJ_SHIFT) == (0, 12, 36, 39, 42, 43)
    assert (L.PAY_POOL_MAX, L.BLOCK_MAX, L.ASSIGN_MAX) == (15, 15, 31)


def test_each_payment_field_round_trips():
    rng = np.random.default_rng(14)
    for _ in range(50):
        src = int(rng.integers(0, 1 << L.MAX_OBJECTS))
        pool = [int(x) for x in rng.integers(0, L.PAY_POOL_MAX + 1, size=6)]
        phy, hyb = int(rng.integers(0, 4)), int(rng.integers(0, 4))
        obj = int(rng.integers(0, L.MAX_OBJECTS))
        code = src
        for k, v in enumerate(pool):
            code = L.with_pay_pool(code, k, v)
        code = L.with_symbols(code, phy, hyb)
        assert not L.pay_alt(code)
        code = L.with_alt(code, obj)
        assert L.pay_sources(code) == src
        assert [L.pay_pool(code, k) for k in range(6)] == pool
        assert (L.pay_phy(code), L.pay_hyb(code)) == (phy, hyb)
        assert L.pay_alt(code) and L.pay_alt_obj(code) == obj
        # setting a field again replaces it, and leaves the others alone
        again = L.with_pay_pool(code, 2, 0)
        assert L.pay_pool(again, 2) == 0 and L.pay_sources(again) == src
        assert [L.pay_pool(again, k) for k in (0, 1, 3, 4, 5)] == [pool[k] for k in (0, 1, 3, 4, 5)]


def test_block_and_assignment_codes_round_trip():
    # objects 0 and 3 block attacker 5 (stored as 6); object 11 blocks attacker 0
    code = L.with_block(L.with_block(L.with_block(0, 0, 6), 3, 6), 11, 1)
    assert [L.block_of(code, j) for j in range(12)] == [6, 0, 0, 6, 0, 0, 0, 0, 0, 0, 0, 1]
    # 3 damage to object 2, 31 (the most) to object 11, then object 2 gets 1 instead
    code = L.with_assigned(L.with_assigned(0, 2, 3), 11, 31)
    code = L.with_assigned(code, 2, 1)
    assert [L.assigned_of(code, j) for j in range(12)] == [0, 0, 1] + [0] * 8 + [31]


def test_the_state_layout_is_generated_from_its_tables():
    # OBJ_W 22: session 6's modes topic adds O_EOT_KW, its exile topic O_EXILED_BY; SE_W 8:
    # E_DIV, divided damage
    # H 34: eldrazi adds each player's extra turns
    assert (L.H, L.OBJ_W, L.SE_W, L.ACT_W) == (34, 22, 8, 7)
    assert L.H_LIFE == 6 and L.H_POISON == 8 and L.H_POOL == 18
    # the pools, then each player's artifact-spells-only {C} (Mishra's Workshop)
    assert L.H_POOL + L.NPLAYERS * 6 == L.H_POOL_ONLY and L.H_POOL_ONLY + L.NPLAYERS == L.H_EXTRA
    assert L.H_EXTRA + L.NPLAYERS == L.H
    assert L.OF_VALIANT == 1 and L.OF_UNCOUNTERABLE == 64


def test_scratch_regions_of_one_user_do_not_overlap_and_fit():
    for prefix, table in L.SCRATCH.items():
        at = 0
        for name, size in table:
            assert getattr(L, f"{prefix}_{name}") == at
            assert getattr(L, f"{prefix}_{name}_N") == size
            at += size
        assert at == L.SCRATCH_SIZE[prefix]
    assert max(L.SCRATCH_SIZE[p] for p in ("PR", "CB", "CH")) == L.WORK_SIZE
    assert L.WORK_ROWS * L.ACT_W >= L.WORK_SIZE
    # 1,406 actions fit in an action buffer (7 columns a row; the target lists hold 128,
    # a divided damage's divisions)
    assert L.MAX_ACTIONS - L.WORK_ROWS == 1406


def test_error_codes_are_named_once():
    codes = [c for _, c, _ in L.ERRORS]
    assert len(set(codes)) == len(codes)
    assert L.ERROR_NAMES[L.ERR_LOOP] == "an endless loop of mandatory actions"
