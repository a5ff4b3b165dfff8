"""'As ~ enters, choose a [nonland] card name.  [Spells with the chosen name can't
be cast. | Activated abilities of sources with the chosen name can't be
activated (unless they're mana abilities).]'  (Meddling Mage, Pithing Needle,
Phyrexian Revoker)

The name is chosen by the permanent's controller as it enters, however it enters
(resolving as a spell, or returning from "exile until ~ leaves", engine/verbs/
exile_until.py): a permanent whose name is not chosen yet (O_CHOSEN 0, `choice_due`)
stops the next check of state-based actions (engine/rules/sba.py), which comes before
any player acts, and the state waits in ops.D_NAME for its controller; engine/moves.py
offers `name_options` as ops.A_NAME actions.  The name is kept in the object's
O_CHOSEN: the named card's id + 1, or NAMED_NONE for "a card in no deck".  An Aura
with "Enchant player" returning so (not cast: it targeted nobody) has its player
chosen in the same decision (rule 303.4f; `attach_due`).

Which names are offered (the argument is in docs/RULES.md, "Naming a card"):
every card of the game (any zone, tokens aside; "nonland" when the card says
so) whose name could change something, plus one NAMED_NONE standing for every
name no card of the game has, which changes nothing, and for every name of the
game that provably changes nothing (`_inert`).

Columns CT_NAME_CHOICE (0: none, NAME_ANY, NAME_NONLAND) and CT_NAME_BAN (BAN_*
bits); cfg CFG_NAMES says a matchup holds such a card.  Read by
engine/rules/priority.py (`cant_cast`, `cant_activate`) and engine/rules/mana.py
(`cant_make_mana`)."""

from engine import ops
from engine.jit import leaf
from engine.record import record
from engine.rules.chars import card_of, nobj, ob
from engine.layout import O_ENCHANTED
from engine.state import H_ACTIVE, O_CARD, O_CHOSEN, O_CTRL, O_ZONE
from engine.tables import (AB_KIND, CFG_NAMES, CT_AB0, CT_MANA, CT_NAB, CT_NAME_BAN, CT_SUPER,
                           CT_NAME_CHOICE, CT_NAME_TAX, CT_TOKEN, CT_TYPES)
from engine.tables import CT_ENCHANT, CT_NAME_TAX_WHO

NAME = "choose a card name; it can't be cast or activated"

NAME_ANY = 1
NAME_NONLAND = 2
NAME_NONBASIC_LAND = 3  # (moon) "choose a nonbasic land card name" (Alpine Moon,
                        # engine/statics/chosen_lands_lose.py): no ban; never inert
BAN_CAST = 1            # spells with the chosen name can't be cast
BAN_ACTIVATE = 2        # activated abilities (not mana abilities) of such sources
BAN_MANA = 4            # ... and their mana abilities too
NAMES_HELD = 1          # cfg[CFG_NAMES] bits: a card of the matchup chooses a name,
NAMES_COPIES = 2        # ... and one can make a permanent a copy of another card
NAMED_NONE = -1         # O_CHOSEN: a name no card of the game has
FORBIDS = {"cast": BAN_CAST, "activate": BAN_ACTIVATE,
           "activate, mana abilities too": BAN_ACTIVATE | BAN_MANA}


@record
class ChosenNameCant:
    """'As ~ enters, choose a [nonland] card name.' and what the name can't do:
    forbids "cast" (spells with the chosen name can't be cast), "activate"
    (activated abilities of sources with the chosen name can't be activated
    unless they're mana abilities) or "activate, mana abilities too"."""
    forbids: str
    nonland: bool = False


STATIC = ChosenNameCant


def check(st, card, bad):
    if st.forbids not in FORBIDS:
        bad(f"a chosen name forbids one of {sorted(FORBIDS)}")
    if "Land" in card.types:
        bad("a land that chooses a card name is not supported (it enters unresolved)")


def compile_row(st, r, ctx):
    r[CT_NAME_CHOICE] = NAME_NONLAND if st.nonland else NAME_ANY
    r[CT_NAME_BAN] = FORBIDS[st.forbids]


def cfg_flag(ct, cards, copies):
    """cfg[CFG_NAMES] for a matchup of these card ids: NAMES_HELD if one of them
    chooses a name, and NAMES_COPIES if one can also make a permanent a copy
    (`copies(c)`: then a permanent may carry another card's name)."""
    if not any(ct[c, CT_NAME_CHOICE] for c in cards):
        return 0
    return NAMES_HELD | (NAMES_COPIES if any(copies(c) for c in cards) else 0)


# ------------------------------------------------------------------ the kernels
@leaf
def _named_by(s, name, ban, ct, cfg):
    """Is card `name` named by a permanent on the battlefield whose ban has a bit of `ban`?"""
    if cfg[CFG_NAMES] == 0:
        return False
    for j in range(nobj(s)):
        o = ob(j)
        if s[o + O_CARD] < 0 or s[o + O_ZONE] != ops.Z_BATTLEFIELD or s[o + O_CHOSEN] != name + 1:
            continue
        if ct[card_of(s, j), CT_NAME_BAN] & ban:
            return True
    return False


@leaf
def cant_cast(s, c, ct, cfg):
    """Is card c named so that it can't be cast (Meddling Mage)?"""
    return _named_by(s, c, BAN_CAST, ct, cfg)


@leaf
def cant_activate(s, i, ct, cfg):
    """Can't the activated abilities (not mana abilities) of object i be activated
    (Pithing Needle, Phyrexian Revoker)?  Its name is its copiable one (card_of)."""
    return _named_by(s, card_of(s, i), BAN_ACTIVATE, ct, cfg)


@leaf
def cant_make_mana(s, i, ct, cfg):
    """Can't the mana abilities of object i be activated (Phyrexian Revoker)?"""
    return _named_by(s, card_of(s, i), BAN_MANA, ct, cfg)


@leaf
def name_due(s, i, ct):
    """Is object i a permanent that chooses a card name as it enters, with none chosen
    yet (it has just entered)?"""
    o = ob(i)
    return (s[o + O_CARD] >= 0 and s[o + O_ZONE] == ops.Z_BATTLEFIELD
            and ct[card_of(s, i), CT_NAME_CHOICE] != 0 and s[o + O_CHOSEN] == 0)


@leaf
def attach_due(s, i, ct):
    """Is object i an Aura with "Enchant player" on the battlefield enchanting no one
    (it entered without being cast: its controller chooses the player, rule 303.4f)?"""
    o = ob(i)
    return (s[o + O_CARD] >= 0 and s[o + O_ZONE] == ops.Z_BATTLEFIELD
            and ct[card_of(s, i), CT_ENCHANT] != 0 and s[o + O_ENCHANTED] == 0)


@leaf
def choice_due(s, ct):
    """The permanent whose "as ~ enters" choice (a card name, an Aura's player) is due,
    the active player's first (rule 101.4), or -1."""
    for k in range(2):
        p = s[H_ACTIVE] if k == 0 else 1 - s[H_ACTIVE]
        for i in range(nobj(s)):
            if s[ob(i) + O_CTRL] == p and (name_due(s, i, ct) or attach_due(s, i, ct)):
                return i
    return -1


@leaf
def _inert(x, ban, copies, ct, ab):
    """Does naming card x provably change nothing for a ban of these bits?  A
    land is never cast; a card with no activated ability (and, for BAN_MANA, no
    mana ability) has none to stop, unless a copy effect in the game could give a
    permanent its name together with abilities of another card."""
    if ban & BAN_CAST and not (ct[x, CT_TYPES] & ops.T_LAND):
        return False
    if ban & (BAN_ACTIVATE | BAN_MANA):
        if copies:
            return False
        for a in range(ct[x, CT_AB0], ct[x, CT_AB0] + ct[x, CT_NAB]):
            if ab[a, AB_KIND] == ops.AK_ACTIVATED:
                return False
        if ban & BAN_MANA and (ct[x, CT_MANA] != 0 or ct[x, CT_TYPES] & ops.T_LAND):
            return False
    return True


@leaf
def name_options(s, i, ct, ab, cfg, out):
    """The names worth choosing as object i enters (out: card id + 1, or
    NAMED_NONE first); returns how many."""
    c = card_of(s, i)
    ban = ct[c, CT_NAME_BAN]
    if ct[c, CT_NAME_TAX]:
        # a cost increase (engine/statics/chosen_name_tax.py) changes what a ban of
        # casting and activating would: the same names are worth choosing; (annex) a
        # Curse's (CT_NAME_TAX_WHO) what a ban of casting would (its trigger too: a cast)
        ban |= BAN_CAST if ct[c, CT_NAME_TAX_WHO] else BAN_CAST | BAN_ACTIVATE
    nonland = ct[c, CT_NAME_CHOICE] == NAME_NONLAND
    nonbasic_land = ct[c, CT_NAME_CHOICE] == NAME_NONBASIC_LAND
    copies = (cfg[CFG_NAMES] & NAMES_COPIES) != 0
    out[0] = NAMED_NONE
    n = 1
    for j in range(nobj(s)):
        x = s[ob(j) + O_CARD]
        if x < 0 or ct[x, CT_TOKEN] or (nonland and ct[x, CT_TYPES] & ops.T_LAND):
            continue
        if nonbasic_land:   # every nonbasic land card of the game (none is inert)
            if not (ct[x, CT_TYPES] & ops.T_LAND) or (ct[x, CT_SUPER] & ops.S_BASIC):
                continue
        elif _inert(x, ban, copies, ct, ab):
            continue
        dup = False
        for k in range(1, n):
            if out[k] == x + 1:
                dup = True
                break
        if not dup:
            out[n] = x + 1
            n += 1
    return n
