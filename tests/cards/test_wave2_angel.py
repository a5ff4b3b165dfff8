"""Session 7, angel: Angel of Sanctions (its enters trigger is engine/verbs/exile_until.py's
"you may" exile; embalm is an ability activated from the graveyard, Activated's
exile_from_graveyard, tables.AB_FROM_GY, offered by priority.graveyard_rows, and its token
is the data cards/tokens.py "Angel of Sanctions token").  The oracle line is beside each
test."""
import pytest

from cards import schema as C
from cards.registry import default_tables, lookup
from engine import ops
from engine import state as S
from engine import tables as T
from scenario_kit import (build, canonicalize, get, has_action, matching, resolve_stack, until,
                          zones)

ENTERS = ("When Angel of Sanctions enters, you may exile target nonland permanent an "
          "opponent controls until Angel of Sanctions leaves the battlefield.")
EMBALM = ("Embalm {5}{W} ({5}{W}, Exile this card from your graveyard: Create a token that's "
          "a copy of it, except it's a white Zombie Angel with no mana cost. Embalm only as a "
          "sorcery.)")
TOKEN = "Angel of Sanctions token"


def _to_graveyard(g, name, owner=0):
    """Put a card `name` from `owner`'s hand into their graveyard (a hand-built
    position: nothing triggers)."""
    i = next(i for i in g.objects(name, owner)
             if g.s[S.obj_base(i) + S.O_ZONE] == ops.Z_HAND)
    g.s[S.obj_base(i) + S.O_ZONE] = ops.Z_GRAVEYARD
    g.s[S.obj_base(i) + S.O_CTRL] = owner
    canonicalize(g.s)
    return g


def _embalm(g):
    (act,) = matching(g, "A activates Angel of Sanctions (Embalm")
    g.do(act)
    return g


# ------------------------------------------------------------- the enters trigger
def test_enters_targets_only_an_opponents_nonland_permanent():
    # "... you may exile target nonland permanent an opponent controls ..."
    g = build(a=["Black Lotus", "Ancient Tomb", "Savannah Lions"], a_hand=["Angel of Sanctions"],
              b=["Mountain", "Kird Ape", "Mox Ruby"])
    g.do("A casts Angel of Sanctions")
    until(g, lambda g: g.decision == "order triggers")
    targets = sorted(d.split("targeting ")[1] for d in g.describe_actions())
    assert targets == ["B's Kird Ape", "B's Mox Ruby"]     # not the land, not A's own


def test_enters_may_exile_until_the_angel_leaves():
    # "... you may exile ... until Angel of Sanctions leaves the battlefield."
    g = build(a=["Black Lotus", "Ancient Tomb"], a_hand=["Angel of Sanctions"],
              b=["Kird Ape", "Plains"], b_hand=["Swords to Plowshares"])
    g.do("A casts Angel of Sanctions")
    # the Ape is the one target: the trigger goes on the stack by itself
    until(g, lambda g: g.decision == "choice")
    assert sorted(g.describe_actions()) == [
        "A chooses not to exile anything",
        "A exiles Kird Ape until Angel of Sanctions leaves the battlefield"]
    g.do("A exiles Kird Ape")
    resolve_stack(g)
    assert zones(g, "Kird Ape") == ["exile"]
    assert get(g, "Kird Ape", S.O_EXILED_BY) == g.objects("Angel of Sanctions")[0] + 1
    # B exiles the Angel at instant speed: the Ape returns, a new object
    g.do("B casts Swords to Plowshares targeting A's Angel of Sanctions, paying with Plains")
    resolve_stack(g)
    assert zones(g, "Angel of Sanctions") == ["exile"]
    assert zones(g, "Kird Ape") == ["battlefield"]
    assert get(g, "Kird Ape", S.O_SICK) == 1


def test_enters_may_decline():
    # "you may": declining leaves the target where it is
    g = build(a=["Black Lotus", "Ancient Tomb"], a_hand=["Angel of Sanctions"], b=["Kird Ape"])
    g.do("A casts Angel of Sanctions")
    until(g, lambda g: g.decision == "choice")
    g.do("A chooses not to exile anything")
    resolve_stack(g)
    assert zones(g, "Kird Ape") == ["battlefield"]


# ---------------------------------------------------------------------- embalm
def test_embalm_makes_a_white_zombie_angel_copy_with_no_mana_cost_and_its_trigger():
    # "Embalm {5}{W} ({5}{W}, Exile this card from your graveyard: Create a token that's a
    # copy of it, except it's a white Zombie Angel with no mana cost. ...)"
    g = _to_graveyard(build(a=["Black Lotus", "Ancient Tomb", "Plains"],
                            a_hand=["Angel of Sanctions"], b=["Kird Ape"]), "Angel of Sanctions")
    _embalm(g)
    assert zones(g, "Angel of Sanctions") == ["exile"]          # the card pays the cost
    until(g, lambda g: g.decision == "choice")                  # its own enters trigger
    assert zones(g, TOKEN, 0) == ["battlefield"]
    g.do("A exiles Kird Ape")
    resolve_stack(g)
    assert zones(g, "Kird Ape") == ["exile"]
    t = g.t
    tok = t.card_id(TOKEN)
    assert t.ct[tok, T.CT_MV] == 0 and t.ct[tok, T.CT_NO_COST] == 1     # no mana cost
    assert t.ct[tok, T.CT_COLORS] == 1                                  # white
    assert t.ct[tok, T.CT_POW] == 3 and t.ct[tok, T.CT_TOU] == 4
    assert t.ct[tok, T.CT_KW] & ops.K_FLYING
    assert t.ct[tok, T.CT_NAME_AS] == t.card_id("Angel of Sanctions") + 1     # its name


def test_the_token_is_the_card_with_the_exceptions_only():
    # a copy of the card (rule 707.2) but for the embalm exceptions; its embalm is left
    # out: it works only from a graveyard, where a token never stays (rule 704.5d)
    card, tok = lookup("Angel of Sanctions"), default_tables().cards[
        default_tables().card_id(TOKEN)]
    assert (tok.types, tok.power, tok.toughness, tok.keywords, tok.supertypes) == \
        (card.types, card.power, card.toughness, card.keywords, card.supertypes)
    assert tok.subtypes == ("Zombie",) + card.subtypes and tok.colors == "W" and tok.cost is None
    assert tok.abilities == card.abilities[:1]
    assert tok.copy_of == card.name


def test_embalm_only_from_the_graveyard_and_only_as_a_sorcery():
    # "Embalm only as a sorcery."  Not from the battlefield or the hand.
    g = build(a=["Black Lotus", "Ancient Tomb", "Plains", "Plains", "Angel of Sanctions"],
              a_hand=["Angel of Sanctions"])
    assert not has_action(g, "(Embalm")
    _to_graveyard(g, "Angel of Sanctions")
    assert has_action(g, "A activates Angel of Sanctions (Embalm")
    # A holds a Lightning Bolt so that it has priority at instant speed: no embalm there
    g = _to_graveyard(build(a=["Black Lotus", "Ancient Tomb", "Plains", "Mountain"],
                            a_hand=["Angel of Sanctions", "Lightning Bolt"], step="upkeep"),
                      "Angel of Sanctions")
    assert g.step == "upkeep" and has_action(g, "A casts Lightning Bolt")
    assert not has_action(g, "(Embalm")                         # not in the upkeep
    until(g, lambda g: g.step == "main 1")
    assert has_action(g, "(Embalm")
    g = _to_graveyard(build(a=["Black Lotus", "Ancient Tomb", "Plains", "Mountain"],
                            a_hand=["Angel of Sanctions", "Lightning Bolt"], active=1),
                      "Angel of Sanctions")
    assert g.decision == "priority" and g.active == 1 and has_action(g, "A casts Lightning Bolt")
    assert not has_action(g, "(Embalm")                         # not in B's turn
    g = _to_graveyard(build(a=["Black Lotus", "Ancient Tomb"], a_hand=["Angel of Sanctions"]),
                      "Angel of Sanctions")
    assert not has_action(g, "(Embalm")                         # five mana: not enough


def test_the_token_leaving_returns_the_card_it_exiled():
    # the token's "until Angel of Sanctions leaves the battlefield" is the token's own
    g = _to_graveyard(build(a=["Black Lotus", "Ancient Tomb", "Plains"],
                            a_hand=["Angel of Sanctions"], b=["Kird Ape", "Plains"],
                            b_hand=["Swords to Plowshares"]), "Angel of Sanctions")
    _embalm(g)
    until(g, lambda g: g.decision == "choice")
    g.do("A exiles Kird Ape")
    resolve_stack(g)
    g.do(f"B casts Swords to Plowshares targeting A's {TOKEN}, paying with Plains")
    resolve_stack(g)
    assert "battlefield" not in zones(g, TOKEN, 0)              # ceased to exist
    assert zones(g, "Kird Ape") == ["battlefield"]


def test_portable_hole_can_take_the_token_of_mana_value_0():
    # "no mana cost": mana value 0, within Portable Hole's "mana value 2 or less"
    g = _to_graveyard(build(a=["Black Lotus", "Ancient Tomb", "Plains"],
                            a_hand=["Angel of Sanctions"], b=["Plains", "Kird Ape"],
                            b_hand=["Portable Hole"]), "Angel of Sanctions")
    _embalm(g)
    until(g, lambda g: g.decision == "choice")
    g.do("A exiles Kird Ape")
    resolve_stack(g)
    until(g, lambda g: g.active == 1 and g.step == "main 1" and g.decision == "priority")
    g.do("B casts Portable Hole, paying with Plains")
    resolve_stack(g)                    # the token is the Hole's one target
    assert "battlefield" not in zones(g, TOKEN, 0)
    assert zones(g, "Kird Ape") == ["battlefield"]


def test_the_token_has_the_cards_name_for_the_legend_rule():
    # Leyline of Singularity: "All nonland permanents are legendary."  The token is named
    # Angel of Sanctions (a copy has the copied card's name): beside the card, the legend
    # rule applies
    g = build(a=["Leyline of Singularity", "Angel of Sanctions", "Black Lotus", "Ancient Tomb",
                 "Plains"], a_hand=["Angel of Sanctions"])
    _to_graveyard(g, "Angel of Sanctions")
    _embalm(g)
    until(g, lambda g: g.decision == "legend rule")
    assert sorted(g.describe_actions()) == sorted(
        ["A keeps Angel of Sanctions (legend rule)", f"A keeps {TOKEN} (legend rule)"])
    g.do(f"A keeps {TOKEN}")
    assert zones(g, "Angel of Sanctions") == ["exile", "graveyard"]


def test_embalm_tells_energy_field_a_card_went_to_the_graveyard():
    # Energy Field: "When a card is put into your graveyard from anywhere, sacrifice Energy
    # Field."  Embalm exiles the Angel from the graveyard as Crystal Vein, sacrificed for
    # mana, goes there: the graveyard's size is unchanged, yet a card was put there
    g = build(a=["Energy Field", "Mox Pearl", "Ancient Tomb", "Sol Ring", "Crystal Vein"],
              a_hand=["Angel of Sanctions"])
    _to_graveyard(g, "Angel of Sanctions")
    field = g.objects("Energy Field")[0]
    g.s[S.obj_base(field) + S.O_MISC] = 1       # it has seen the Angel there
    canonicalize(g.s)
    (act,) = [d for d in matching(g, "A activates Angel of Sanctions (Embalm")
              if "Crystal Vein (its second mana ability)" in d]
    g.do(act)
    assert zones(g, "Crystal Vein") == ["graveyard"]
    assert zones(g, "Angel of Sanctions") == ["exile"]
    assert zones(g, "Energy Field") == ["graveyard"]


def test_pithing_needle_naming_the_angel_stops_embalm():
    # "Activated abilities of sources with the chosen name can't be activated": the card
    # in the graveyard is such a source
    g = _to_graveyard(build(a=["Black Lotus", "Ancient Tomb", "Plains"],
                            a_hand=["Angel of Sanctions"],
                            b=["Pithing Needle"]), "Angel of Sanctions")
    assert has_action(g, "(Embalm")
    needle = g.objects("Pithing Needle")[0]
    g.s[S.obj_base(needle) + S.O_CHOSEN] = g.t.card_id("Angel of Sanctions") + 1
    canonicalize(g.s)
    assert not has_action(g, "(Embalm")


def test_the_loader_rejects_a_graveyard_ability_it_cannot_take():
    base = dict(name="Test Card", oracle="text", types=("Creature",), power=1, toughness=1)
    with pytest.raises(C.CardError, match="no cost of a permanent"):
        C.Card(**base, abilities=(C.Activated(cost="{1}", tap=True, exile_from_graveyard=True,
                                              effects=(C.GainLife(1),)),))
    with pytest.raises(C.CardError, match="never in a graveyard"):
        C.Card(**base, token=True, abilities=(C.Activated(cost="{1}", exile_from_graveyard=True,
                                                          effects=(C.GainLife(1),)),))
    with pytest.raises(C.CardError, match="tokens only"):
        C.Card(**base, copy_of="Memnite")
