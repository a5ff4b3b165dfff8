"""'As ~ enters, look at an opponent's hand, then choose any card name.  Spells
your opponents cast with the chosen name cost {N} more to cast.  Activated
abilities of sources with the chosen name cost {N} more to activate unless
they're mana abilities.'  (Anointed Peacekeeper)

The name is chosen as engine/statics/chosen_name.py chooses it (the same
decision as the permanent enters, kept in O_CHOSEN; `name_options` offers every
name that either tax could change).  Looking at the opponent's hand is nothing
to model: the solver sees both hands.  Column CT_NAME_TAX: N.  Read by
engine/rules/priority.py: `cost_change` (casting, by an opponent of the
permanent's controller) and the activation rows (`activation_tax`, any
player's sources; mana abilities are paid elsewhere and never taxed).

(annex) Curse of Silence: 'As this Aura enters, choose a card name.  Spells with the
chosen name enchanted player casts cost {2} more to cast.'  Column CT_NAME_TAX_WHO 1:
the player the Aura enchants pays it (O_ENCHANTED), to cast only; the names offered
are those a ban of casting would offer."""

from engine import ops
from engine.jit import leaf
from engine.record import record
from engine.rules.chars import card_of, nobj, ob
from engine.statics.chosen_name import NAME_ANY
from engine.state import O_CARD, O_CHOSEN, O_CTRL, O_ZONE
from engine.tables import CFG_NAMES, CT_NAME_CHOICE, CT_NAME_TAX, CT_NAME_TAX_WHO
from engine.layout import O_ENCHANTED

NAME = "choose a card name; it costs more to cast and activate"


WHO = {"opponents": 0, "enchanted player": 1}


@record
class ChosenNameTax:
    """'As ~ enters, ... choose any card name.' Spells the opponents cast with that
    name, and activated abilities (not mana abilities) of sources with it, cost
    {amount} more.  (annex) who="enchanted player": 'Spells with the chosen name
    enchanted player casts cost {amount} more to cast.' (Curse of Silence: the player
    the Aura enchants, O_ENCHANTED; no activation tax)."""
    amount: int = 2
    who: str = "opponents"


STATIC = ChosenNameTax


def check(st, card, bad):
    if st.amount <= 0:
        bad("a cost increase must be positive")
    if st.who not in WHO:
        bad(f"who pays a chosen name's tax: one of {sorted(WHO)}")
    if st.who == "enchanted player" and card.enchant != "player":
        bad("'enchanted player' needs an Aura with enchant='player'")
    if "Land" in card.types:
        bad("a land that chooses a card name is not supported (it enters unresolved)")


def compile_row(st, r, ctx):
    r[CT_NAME_CHOICE] = NAME_ANY
    r[CT_NAME_TAX] = st.amount
    r[CT_NAME_TAX_WHO] = WHO[st.who]


@leaf
def cast_tax(s, j, c, p, ct):
    """Generic mana more that permanent j's static makes player p's casting card c cost."""
    n = ct[card_of(s, j), CT_NAME_TAX]
    if n == 0:
        return 0
    o = ob(j)
    if s[o + O_CHOSEN] != c + 1:
        return 0
    if ct[card_of(s, j), CT_NAME_TAX_WHO]:
        # (annex) the player the Aura enchants
        return n if s[o + O_ENCHANTED] == p + 1 else 0
    if s[o + O_CTRL] == p:
        return 0
    return n


@leaf
def activation_tax(s, i, ct, cfg):
    """Generic mana more that activating an ability (not a mana ability) of
    object i costs: every permanent whose chosen name is i's (its copiable one)."""
    if cfg[CFG_NAMES] == 0:
        return 0
    name = card_of(s, i)
    more = 0
    for j in range(nobj(s)):
        o = ob(j)
        if s[o + O_CARD] < 0 or s[o + O_ZONE] != ops.Z_BATTLEFIELD or s[o + O_CHOSEN] != name + 1:
            continue
        if ct[card_of(s, j), CT_NAME_TAX_WHO] == 0:     # (annex) a Curse taxes casting only
            more += ct[card_of(s, j), CT_NAME_TAX]
    return more
