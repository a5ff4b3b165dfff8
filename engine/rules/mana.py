"""Mana: which sources can pay, every way to pay a cost, paying it, and
mana made ahead of a cost (floating).

Each player has a mana pool of their own (six colors each, in the state
header); it empties at the end of every step (rule 500.4).  Mana abilities are
activated while a cost is paid (rule 605.3): a payment is a choice of sources.
A card's mana abilities share one list of costs (engine/costs/: {T}, a
sacrifice, damage to you, exiling the card from its owner's hand...), paid as
the source is used (`make_mana`), and one amount: a source adds its amount of
mana, all of one of its colors (a dual land picks R or G; Black Lotus three of
one color; Ancient Tomb two colorless), or of the colors of its restricted
ability where that restriction allows (Cavern of Souls).  Mana a payment does
not use floats in the payer's pool until the step ends and pays later costs of
the same step.  A player may also use a source for mana with nothing to pay
(`float_mana`), where that can matter (see priority.py and docs/RULES.md,
"Mana").

A payment code (engine.layout's PAY_* fields) holds the sources tapped and the payer's pool
afterwards.  Every payment that is not dominated is a separate legal action:
one is dominated by another that uses a strict subset of its sources and leaves
at least as much of every color in the pool (unused sources and floating mana
are never worse to have).
"""
from engine.jit import kernel, leaf  # noqa: F401

from engine import ops
from engine import layout
from engine.costs import dispatch as costs
from engine.costs import remove_any_counters as storage
from engine.layout import (pool_at, PAY_ONLY_MAX, PAY_POOL_MAX, PM_LANES, PM_PRODUCED, PM_SPLIT, cut,
                           lane, past, pay_ab2, pay_only, pay_pool, pay_sources, with_pay_ab2,
                           with_pay_only, with_pay_pool)
from engine.rules.chars import basic_type_colors, mana_colors, merges_basic_types, nobj, ob
from engine.rules.chars import rules_card   # the card whose abilities a source has now
from engine.statics import chosen_name
from engine.state import (H_BOUND, H_POOL_ONLY, H_PRIO, H_RESULT, O_CARD, O_CHOSEN, O_CTRL,
                          O_TAPPED, O_ZONE)
from engine.tables import (COSTS_MASK, CFG_HAND_MANA, CT_ALLTYPES, CT_CTYPE, CT_MANA, CT_MANA_COSTS,
                           CT_MANA_N, CT_MANA_ONLY, CT_MANA_ONLY_FOR, CT_MANA_RIDER, CT_MANA_ZONE,
                           CT_MANA2, CT_MANA2_COSTS, CT_MANA2_N, CT_MANA_INSTANT, CT_TYPES)

@leaf
def _chosen_type_matches(s, i, spell_card, ct):
    """Is spell_card a creature spell of the creature type chosen for object i?"""
    ch = s[ob(i) + O_CHOSEN]
    if ch <= 0 or spell_card < 0 or not (ct[spell_card, CT_TYPES] & ops.T_CREATURE):
        return False
    if ct[spell_card, CT_ALLTYPES]:
        return True
    for k in range(4):
        if ct[spell_card, CT_CTYPE + k] == ch:
            return True
    return False


@leaf
def _artifact_spell(spell_card, ct):
    return spell_card >= 0 and (ct[spell_card, CT_TYPES] & ops.T_ARTIFACT) != 0


@leaf
def _may_spend(s, i, spell_card, ct):
    """May the restricted mana of object i pay for spell_card (-1: not a spell)?"""
    only = ct[rules_card(s, i, ct), CT_MANA_ONLY_FOR]
    if only == ops.ONLY_CHOSEN_TYPE:
        return _chosen_type_matches(s, i, spell_card, ct)
    if only == ops.ONLY_ARTIFACT_SPELL:
        return _artifact_spell(spell_card, ct)
    return False


@leaf
def _fills_only_lane(s, i, spell_card, ct):
    """Does object i's mana toward spell_card go to the artifact-spells-only {C}
    (Mishra's Workshop paying for an artifact spell)?"""
    return ct[rules_card(s, i, ct), CT_MANA_ONLY_FOR] == ops.ONLY_ARTIFACT_SPELL \
        and _may_spend(s, i, spell_card, ct)


@leaf
def source_colors(s, i, spell_card, ct, ef, cfg):
    """Colors object i can add toward paying for spell_card (-1: not a spell).
    Mishra's Workshop toward an artifact spell makes its {C}{C}{C} only (see
    docs/RULES.md, "Restricted mana")."""
    if _fills_only_lane(s, i, spell_card, ct):
        return ct[rules_card(s, i, ct), CT_MANA_ONLY]
    m = mana_colors(s, i, ct, ef, cfg)
    c = rules_card(s, i, ct)
    if ct[c, CT_MANA_ONLY] != 0 and _may_spend(s, i, spell_card, ct):
        m |= ct[c, CT_MANA_ONLY]
    return m


@leaf
def _amount(s, i, restricted, ct):
    """The mana object i adds: its abilities' amount, or one for the ability a
    basic land type alone gives it (rule 305.6) when its own is restricted and
    not used (Mishra's Workshop under Urborg, paying for a nonartifact)."""
    c = rules_card(s, i, ct)
    if ct[c, CT_MANA] == 0 and not restricted:
        return 1
    return ct[c, CT_MANA_N]


@leaf
def uncounterable_payment(s, mask, spell_card, ct):
    """Does the payment spend mana that makes spell_card uncounterable (Cavern of Souls)?"""
    i = 0
    m = pay_sources(mask)
    while m:
        if (m & 1) and ct[rules_card(s, i, ct), CT_MANA_RIDER] == ops.RIDER_UNCOUNTERABLE \
                and _may_spend(s, i, spell_card, ct):
            return True
        m >>= 1
        i += 1
    return False


@leaf
def in_mana_zone(s, i, ct, cfg):
    """Is object i in the zone its mana abilities work from (the battlefield;
    the hand for Simian Spirit Guide)?"""
    z = s[ob(i) + O_ZONE]
    if z != ops.Z_BATTLEFIELD and (z != ops.Z_HAND or cfg[CFG_HAND_MANA] == 0):
        return False
    return z == ct[rules_card(s, i, ct), CT_MANA_ZONE]


@leaf
def source_ready(s, i, ct, ef, cfg):
    """Can object i's mana abilities be activated now: it is in the zone they
    work from and their costs can be paid (untapped, ...)?"""
    if not in_mana_zone(s, i, ct, cfg) or chosen_name.cant_make_mana(s, i, ct, cfg):
        return False
    c = rules_card(s, i, ct)
    return costs.payable(ct[c, CT_MANA_COSTS + COSTS_MASK], s, c, CT_MANA_COSTS, i,
                         s[ob(i) + O_CTRL], ct, ef)


@leaf
def second_colors(s, i, ct, cfg):
    """Colors of object i's second mana ability: its card's (CT_MANA2: Crystal
    Vein's "{T}, Sacrifice Crystal Vein: Add {C}{C}."), or a basic land type's
    "{T}: Add [color]" beside an own ability it does not merge with (Ancient
    Tomb under Urborg: "{T}: Add {B}." without the damage).  0: none."""
    c = rules_card(s, i, ct)
    if ct[c, CT_MANA2] != 0:
        return ct[c, CT_MANA2]
    if merges_basic_types(ct, c):
        return 0
    return basic_type_colors(s, i, ct, cfg)


@leaf
def second_amount(ct, c):
    """The mana card c's second mana ability makes (a basic land type's: one)."""
    return ct[c, CT_MANA2_N] if ct[c, CT_MANA2] != 0 else 1


@leaf
def second_ready(s, i, ct, ef, cfg):
    """Can object i's second mana ability be activated now?"""
    c = rules_card(s, i, ct)
    if second_colors(s, i, ct, cfg) == 0 or not in_mana_zone(s, i, ct, cfg) \
            or chosen_name.cant_make_mana(s, i, ct, cfg):
        return False
    if ct[c, CT_MANA2] == 0:        # a basic land type's: {T}
        return costs.payable(ops.COST_TAP, s, c, CT_MANA_COSTS, i, s[ob(i) + O_CTRL], ct, ef)
    return costs.payable(ct[c, CT_MANA2_COSTS + COSTS_MASK], s, c, CT_MANA2_COSTS, i,
                         s[ob(i) + O_CTRL], ct, ef)


# A source lane entry packs both mana abilities of an object: its colors lane
# holds the first's colors in bits 0-7 and the second's (CT_MANA2) from bit
# _SECOND up; its amounts lane the first's amount and the second's << _SECOND.
_SECOND = 8
_LOW = (1 << _SECOND) - 1


@leaf
def mana_sources(s, p, exclude, spell_card, ct, ef, cfg, out, amt, col):
    """Objects p can use for mana now (not `exclude`), their amounts and colors
    (packed: `_SECOND`)."""
    n = 0
    for i in range(nobj(s)):
        o = ob(i)
        if s[o + O_CARD] < 0 or i == exclude or s[o + O_CTRL] != p or storage.variable(s, i, ct) \
                or ct[rules_card(s, i, ct), CT_MANA_INSTANT]:     # only floated (priority.py)
            continue
        m = source_colors(s, i, spell_card, ct, ef, cfg) if source_ready(s, i, ct, ef, cfg) else 0
        a = _amount(s, i, ct[rules_card(s, i, ct), CT_MANA_ONLY] != 0
                    and _may_spend(s, i, spell_card, ct), ct) if m != 0 else 0
        if second_ready(s, i, ct, ef, cfg):
            m |= second_colors(s, i, ct, cfg) << _SECOND
            a |= second_amount(ct, rules_card(s, i, ct)) << _SECOND
        if m == 0:
            continue
        out[n] = i
        amt[n] = a
        col[n] = m
        n += 1
    return n


@leaf
def _most(a):
    """The larger amount of a packed amounts entry."""
    return max(a & _LOW, a >> _SECOND)


@leaf
def pool_code(s, p):
    """Player p's pool as the pool bits of a payment code."""
    code = 0
    for k in range(ops.NCOLORS):
        v = int(s[pool_at(p, k)])
        if v > PAY_POOL_MAX:
            v = PAY_POOL_MAX
        code = with_pay_pool(code, k, v)
    return with_pay_only(code, _capped_only(s[H_POOL_ONLY + p]))


@leaf
def _capped_only(v):
    return v if v < PAY_ONLY_MAX else PAY_ONLY_MAX


@leaf
def _can_color(colmask, n, req, rc):
    """Hall's condition: the n one-mana sources (color masks) cover the colored
    requirements; only subsets of the required colors rc need checking."""
    sub = rc
    while sub:
        need = 0
        for k in range(ops.NCOLORS):
            if sub & (1 << k):
                need += req[k]
        have = 0
        for j in range(n):
            if colmask[j] & sub:
                have += 1
        if have < need:
            return False
        sub = (sub - 1) & rc
    return True


@leaf
def _popcount(x):
    c = 0
    while x:
        c += x & 1
        x >>= 1
    return c


@leaf
def _simple(src, col, ns, total, req, rc, out, pick):
    """One-mana sources and an empty pool: every set of exactly `total` sources
    that can be colored to pay (the pool stays empty)."""
    n = 0
    for sub in range(1 << ns):
        if _popcount(sub) != total:
            continue
        m = 0
        j = 0
        for b in range(ns):
            if sub & (1 << b):
                pick[j] = col[b]
                j += 1
                m |= 1 << src[b]
        if rc == 0 or _can_color(pick, total, req, rc):
            out[n] = m
            n += 1
    return n


@leaf
def _leftovers(produced, generic, req, m, out, n, limit, g, only, keep, spend):
    """Record (m, pool afterwards) for every way the produced mana (6 colors)
    pays the cost: colored symbols from their color, generic from any color.
    `only` of produced {C} may pay only artifact spells (it is spent first: what
    it leaves stays restricted) and `keep` restricted {C} can't pay this cost.
    spend: 8 bits a color (`_RESTRICTED_BITS`), the produced mana of that color
    that must be spent on this cost (Cavern of Souls' colored mana: a pool
    can't keep its restriction, so a split that would leave it over is not one).
    g: scratch of 6.  Returns the new count of out."""
    for k in range(ops.NCOLORS):
        if produced[k] < req[k]:
            return n
        g[k] = 0
    while True:
        used = 0
        for k in range(ops.NCOLORS):
            used += g[k]
        if used == generic:
            code = m
            spent_c = req[ops.NCOLORS - 1] + g[ops.NCOLORS - 1]
            only_left = only - spent_c if only > spent_c else 0
            over = False
            for k in range(ops.NCOLORS):
                if produced[k] - req[k] - g[k] > produced[k] - _restricted(spend, k):
                    over = True
            for k in range(ops.NCOLORS):
                v = produced[k] - req[k] - g[k]
                if k == ops.NCOLORS - 1:
                    v -= only_left
                if v > PAY_POOL_MAX:
                    v = PAY_POOL_MAX
                code = with_pay_pool(code, k, v)
            code = with_pay_only(code, _capped_only(keep + only_left))
            dup = over
            for j in range(n):
                if out[j] == code:
                    dup = True
                    break
            if not dup and n < limit:
                out[n] = code
                n += 1
        k = 0
        while k < ops.NCOLORS:      # the next split (mixed radix)
            g[k] += 1
            if g[k] <= produced[k] - req[k]:
                break
            g[k] = 0
            k += 1
        if k == ops.NCOLORS:
            return n


_RESTRICTED_BITS = 8
SECOND_ABILITY = 1      # a float action's AC_PAY for a source's second mana ability (not a storage land)


@leaf
def _restricted(spend, k):
    """The mana of color k a payment made that must be spent on its cost."""
    return (spend >> (_RESTRICTED_BITS * k)) & ((1 << _RESTRICTED_BITS) - 1)


@leaf
def _must_spend(s, i, bit, spell_card, ct, ef, cfg):
    """Is mana of color `bit` from object i restricted mana a pool can't keep:
    made only by its restricted ability (Cavern of Souls' colored mana; not
    Mishra's Workshop's {C}, kept apart in the pool)?"""
    return ct[rules_card(s, i, ct), CT_MANA_ONLY] != 0 and not _fills_only_lane(s, i, spell_card, ct) \
        and (mana_colors(s, i, ct, ef, cfg) & (1 << bit)) == 0


@leaf
def _dominated(a, b):
    """Is payment a dominated by b: b taps a strict subset, leaves at least as much?"""
    sa = pay_sources(a)
    sb = pay_sources(b)
    if sa == sb or (sa & sb) != sb or (pay_ab2(a) & sb) != pay_ab2(b):
        return False
    for k in range(ops.NCOLORS):
        if pay_pool(b, k) < pay_pool(a, k):
            return False
    return pay_only(b) >= pay_only(a)


@leaf
def payments(s, p, generic, req, exclude, spell_card, ct, ef, cfg, out, work):
    """Every undominated way for p to pay the cost (payment codes in out).

    generic: generic mana; req: 6 colored requirements (W U B R G C); exclude:
    a source that can't pay (it taps for the cost itself); spell_card: the card
    being cast (-1 for an ability or a payment on resolution); work: scratch of
    at least layout.SCRATCH_SIZE["PM"] (PAYMENT_SCRATCH).  Returns the number of codes in out."""
    total = generic
    rc = 0
    for k in range(ops.NCOLORS):
        total += req[k]
        if req[k] > 0:
            rc |= 1 << k
    if total == 0:
        out[0] = pool_code(s, p)
        return 1
    # the artifact-spells-only {C} in p's pool: usable here, or kept as it is
    usable = s[H_POOL_ONLY + p] if _artifact_spell(spell_card, ct) else 0
    keep = s[H_POOL_ONLY + p] - usable
    n_obj = nobj(s)
    lanes = past(work, PM_LANES)
    src = lane(lanes, 0, n_obj)
    amt = lane(lanes, 1, n_obj)
    col = lane(lanes, 2, n_obj)
    ns = mana_sources(s, p, exclude, spell_card, ct, ef, cfg, src, amt, col)
    have = 0
    multi = False
    for b in range(ns):
        have += _most(amt[b])
        if amt[b] > 1:      # more than one mana, or a second ability
            multi = True
    pool = usable
    for k in range(ops.NCOLORS):
        pool += s[pool_at(p, k)]
    if have + pool < total:
        return 0
    if not multi and pool == 0:
        n = _simple(src, col, ns, total, req, rc, out, lane(lanes, 3, n_obj))
        for j in range(n):
            out[j] = with_pay_only(out[j], _capped_only(keep))
        return n
    # the general case: any set of sources, each of one chosen color, plus the pool
    produced = cut(work, PM_PRODUCED, ops.NCOLORS)
    g = cut(work, PM_SPLIT, ops.NCOLORS)
    sel = lane(lanes, 3, n_obj)
    cc = lane(lanes, 4, n_obj)
    limit = out.shape[0]
    n = 0
    for sub in range(1 << ns):
        got = pool
        m = 0
        k = 0
        only = usable
        for b in range(ns):
            if sub & (1 << b):
                got += _most(amt[b])
                m |= 1 << src[b]
                sel[k] = b
                k += 1
                if _fills_only_lane(s, src[b], spell_card, ct):
                    only += amt[b] & _LOW
        if got < total:
            continue
        for j in range(k):
            cc[j] = 0
        while True:
            # the color of each selected source: its cc[j]-th color bit
            for c in range(ops.NCOLORS):
                produced[c] = s[pool_at(p, c)]
            produced[ops.NCOLORS - 1] += usable
            ok = True
            spend = 0
            second = 0
            for j in range(k):
                b = sel[j]
                bit = -1
                seen = 0
                for c in range(2 * _SECOND):    # the first ability's colors, then the second's
                    if col[b] & (1 << c):
                        if seen == cc[j]:
                            bit = c
                        seen += 1
                if bit < 0:
                    ok = False
                    break
                made = amt[b] & _LOW
                if bit >= _SECOND:      # its second ability: unrestricted mana
                    bit -= _SECOND
                    made = amt[b] >> _SECOND
                    second |= 1 << src[b]
                elif _must_spend(s, src[b], bit, spell_card, ct, ef, cfg):
                    spend += int(made) << (_RESTRICTED_BITS * bit)
                produced[bit] += made
            if ok:
                n = _leftovers(produced, generic, req, with_pay_ab2(m, second), out, n, limit, g,
                               only, keep, spend)
            j = 0
            while j < k:
                cc[j] += 1
                if cc[j] < _popcount(col[sel[j]]):
                    break
                cc[j] = 0
                j += 1
            if j == k:
                break
    # drop dominated payments
    w = 0
    for a in range(n):
        dom = False
        for b in range(n):
            if b != a and _dominated(out[a], out[b]):
                dom = True
                break
        if not dom:
            out[w] = out[a]
            w += 1
    return w


@leaf
def mana_available(s, p, ct, ef, cfg):
    """How many mana p could make now, floating mana included (an upper bound
    used to skip hopeless costs)."""
    n = s[H_POOL_ONLY + p]
    for k in range(ops.NCOLORS):
        n += s[pool_at(p, k)]
    for i in range(nobj(s)):
        o = ob(i)
        if s[o + O_CARD] >= 0 and s[o + O_CTRL] == p and not s[o + O_TAPPED] \
                and in_mana_zone(s, i, ct, cfg):
            n += source_amount(s, i, ct, ef, cfg)
    return n


@leaf
def source_amount(s, i, ct, ef, cfg):
    """The mana object i's mana abilities make (0: it has none), wherever it is."""
    cc = rules_card(s, i, ct)
    if ct[cc, CT_MANA_ONLY] != 0 or mana_colors(s, i, ct, ef, cfg) != 0:
        if storage.variable(s, i, ct):      # once for each counter it could remove
            return ct[cc, CT_MANA_N] * storage.counters(s, i)
        return max(ct[cc, CT_MANA_N], ct[cc, CT_MANA2_N] if ct[cc, CT_MANA2] else 0)
    return 0


@leaf
def make_mana(s, i, ct):
    """Pay the costs of object i's mana ability: tap it, and what else its
    costs say (damage to its controller: Ancient Tomb; sacrifice it: Black
    Lotus; exile it from the hand: Simian Spirit Guide)."""
    c = rules_card(s, i, ct)
    costs.pay(ct[c, CT_MANA_COSTS + COSTS_MASK], s, c, CT_MANA_COSTS, i, -1, s[ob(i) + O_CTRL], ct)


@leaf
def make_mana2(s, i, ct):
    """Pay the costs of object i's second mana ability (Crystal Vein: tap and
    sacrifice it; a basic land type's: tap it)."""
    c = rules_card(s, i, ct)
    if ct[c, CT_MANA2] == 0:
        costs.pay(ops.COST_TAP, s, c, CT_MANA_COSTS, i, -1, s[ob(i) + O_CTRL], ct)
        return
    costs.pay(ct[c, CT_MANA2_COSTS + COSTS_MASK], s, c, CT_MANA2_COSTS, i, -1, s[ob(i) + O_CTRL],
              ct)


@leaf
def pay(s, code, ct):
    """The player to decide (the payer) uses the sources of a payment and their
    pool becomes what the code leaves."""
    p = s[H_PRIO]
    i = 0
    mask = pay_sources(code)
    second = pay_ab2(code)
    while mask:
        if mask & 1:
            if (second >> i) & 1:
                make_mana2(s, i, ct)
            else:
                make_mana(s, i, ct)
        mask >>= 1
        i += 1
    for k in range(ops.NCOLORS):
        s[pool_at(p, k)] = pay_pool(code, k)
    s[H_POOL_ONLY + p] = pay_only(code)


@leaf
def _pool_may_overflow(s, p, ct, ef, cfg):
    """Could a payment of p leave more of a color in the pool than a payment
    code holds: the pool and every source a payment may use, together, above
    PAY_POOL_MAX?"""
    n = 0
    for k in range(ops.NCOLORS):
        n += s[pool_at(p, k)]
    for i in range(nobj(s)):
        o = ob(i)
        if s[o + O_CARD] >= 0 and s[o + O_CTRL] == p and source_ready(s, i, ct, ef, cfg) \
                and not storage.variable(s, i, ct):
            n += source_amount(s, i, ct, ef, cfg)
    return n > PAY_POOL_MAX


@leaf
def float_mana(s, i, color, x, ct, ef, cfg):
    """Use object i for its mana, all of one color, into its controller's pool
    (mana made with nothing to pay yet; it empties at the end of the step).
    color ops.POOL_ONLY_COLOR: Mishra's Workshop's restricted {C}, into the
    artifact-spells-only part of the pool.  x: the counters a storage land
    removes, making its mana once for each.  Three cards without a storage land
    can't make more than a payment code holds (PAY_POOL_MAX of a color); a
    storage land's mana that could is past the counter bound (docs/RULES.md,
    "Bounds"), never cut silently."""
    p = s[ob(i) + O_CTRL]
    amount = _amount(s, i, color == ops.POOL_ONLY_COLOR, ct)
    variable = storage.variable(s, i, ct)
    if variable:
        amount *= x
    if x == SECOND_ABILITY and not variable:
        amount = second_amount(ct, rules_card(s, i, ct))
        make_mana2(s, i, ct)
    else:
        make_mana(s, i, ct)
    if variable:
        storage.remove(s, i, x)
    if color == ops.POOL_ONLY_COLOR:
        s[H_POOL_ONLY + p] = _capped_only(s[H_POOL_ONLY + p] + amount)
        return
    v = s[pool_at(p, color)] + amount
    s[pool_at(p, color)] = v if v < PAY_POOL_MAX else PAY_POOL_MAX
    if variable and (v > PAY_POOL_MAX or _pool_may_overflow(s, p, ct, ef, cfg)):
        s[H_RESULT] = ops.R_BOUND
        s[H_BOUND] |= ops.BOUND_COUNTERS


# ---- eldrazi
@leaf
def mana_spent(s, p, code):
    """Does payment code `code` of player p spend any mana (before it is paid: a source
    tapped, or the pool changed)?"""
    if layout.pay_sources(code) != 0:
        return True
    for k in range(ops.NCOLORS):
        if layout.pay_pool(code, k) != s[layout.pool_at(p, k)]:
            return True
    return layout.pay_only(code) != s[H_POOL_ONLY + p]
