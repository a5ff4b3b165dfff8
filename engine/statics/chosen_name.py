"""'As ~ enters, choose a [nonland] card name.  [Spells with the chosen name can't
be cast. | Activated abilities of sources with the chosen name can't be
activated (unless they're mana abilities).]'  (Meddling Mage, Pithing Needle,
Phyrexian Revoker)

The name is chosen by the permanent's controller as it enters from the stack
(engine/rules/effects.py resolve_top waits in ops.D_NAME; engine/moves.py offers
`name_options` as ops.A_NAME actions) and kept in the object's O_CHOSEN: the
named card's id + 1, or NAMED_NONE for "a card in no deck".

Which names are offered (the argument is in docs/RULES.md, "Naming a card"):
every card of the game (any zone, tokens aside; "nonland" when the card says
so) whose name could change something, plus one NAMED_NONE standing for every
name no card of the game has, which changes nothing, and for every name of the
game that provably changes nothing (`_inert`).

Columns CT_NAME_CHOICE (0: none, NAME_ANY, NAME_NONLAND) and CT_NAME_BAN (BAN_*
bits); cfg CFG_NAMES says a matchup holds such a card.  Read by
engine/rules/priority.py (`cant_cast`, `cant_activate`) and engine/rules/mana.py
(`cant_make_mana`)."""
from dataclasses import dataclass

from engine import ops
from engine.jit import leaf
from engine.rules.chars import card_of, nobj, ob
from engine.state import O_CARD, O_CHOSEN, O_ZONE
from engine.tables import (AB_KIND, CFG_NAMES, CT_AB0, CT_MANA, CT_NAB, CT_NAME_BAN, CT_SUPER,
                           CT_NAME_CHOICE, CT_NAME_TAX, CT_TOKEN, CT_TYPES)
from engine.tables import CT_NAME_TAX_WHO

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


@dataclass(frozen=True)
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
