"""Card definitions: the issue's cards are all there, each with its oracle text
(checked against docs/oracle_notes.md, taken from Forge's card scripts), and the
loader rejects what the engine cannot take."""
import re
from pathlib import Path

import pytest

from cards import schema as S
from cards.registry import UnknownCard, all_cards, all_definitions, lookup
from engine.compile import compile_cards

SPINE = ("Plains; Island; Swamp; Mountain; Forest; Taiga; Mox Jet; Mox Ruby; Mutavault; "
         "Mishra's Factory; Dryad Arbor; Wasteland; Hammerheim; Memnite; Savannah Lions; "
         "Kird Ape; Student of Warfare; Sleep-Cursed Faerie; Scythe Tiger; Dragon Sniper; "
         "Stromkirk Noble; Heartfire Hero; Lightning Bolt; Swords to Plowshares").split("; ")
# issue #3, verbatim
WAVE1 = ("Snow-Covered Forest; Savannah; Tropical Island; Scrubland; City of Traitors; "
         "Ancient Tomb; Black Lotus; Inkmoth Nexus; Maze of Ith; Karakas; The Tabernacle at "
         "Pendrell Vale; Pendelhaven; Cavern of Souls; Dark Depths; Thespian's Stage; Urborg, "
         "Tomb of Yawgmoth; Old-Growth Dryads; Slippery Bogle; Serra Ascendant; Thallid; "
         "Hexdrinker; Vampire Hexmage; Force of Will; Daze; Mental Misstep; Dismember; Path to "
         "Exile; Duress").split("; ")
# composable costs (issue #14): a mana ability whose cost exiles the card from the hand
COSTS = ["Simian Spirit Guide"]
# wave 2b, the library (issue #12)
LIBRARY = ["Subtlety", "Thassa's Oracle", "Misthollow Griffin"]
# wave 2a, mana (issue #11)
WAVE2A_MANA = ["Strip Mine", "Mox Pearl", "Mox Sapphire", "Mox Emerald", "Sol Ring", "Lotus Petal",
               "Mana Crypt", "Bayou", "Undiscovered Paradise", "Oboro, Palace in the Clouds",
               "Shelldock Isle", "Cathedral of War", "Mishra's Workshop"]
# wave 2b, growth (issue #12)
GROWTH = ["Steel Overseer", "Chronomaton", "Swarm Shambler", "Lupine Prototype", "Bitterblossom",
          "Scalding Tongs", "Chalice of Life", "Crashing Footfalls", "Durkwood Baloth"]
# wave 2 (naming a card)
NAMING = ["Pithing Needle", "Phyrexian Revoker", "Meddling Mage", "The Rack"]
STORAGE = ["Peat Bog", "Saprazzan Skerry", "Hickory Woodlot", "Sheltered Valley",   # wave 2a
           "Sand Silos", "Icatian Store", "Dwarven Hold", "Bottomless Vault", "Fountain of Cho",
           "Saprazzan Cove"]
# wave 2a, topic "costs": statics on casting and attacking
WAVE2_COSTS = ["Sphere of Resistance", "Thalia, Guardian of Thraben", "Lodestone Golem",
               "Trinisphere", "Ensnaring Bridge", "Leyline of Sanctity",
               "Leyline of Singularity", "Leyline of Anticipation", "Yavimaya, Cradle of Growth"]
# wave 2b, spells (issue #12)
WAVE2_SPELLS = ["Isamaru, Hound of Konda", "Lightning Helix", "Snapback", "Geth's Verdict",
                "Smallpox", "Crack the Earth", "Blackmail", "Inquisition of Kozilek",
                "Force of Negation"]
# wave 2, topic "mana" (issue #11, session 6): two mana abilities
WAVE2_MANA = ["Crystal Vein"]
WAVE2_ARTIFACTS = ["Energy Field", "Shadowgrange Archfiend", "Lion's Eye Diamond"]
# wave 2 (modes, issue #12): modal spells, evoke, pitch costs, changing a target
WAVE2_MODES = ["Solitude", "Misdirection", "Foil", "Pick Your Poison", "Funeral Charm",
               "Piracy Charm"]
WAVE2_EXILE = ["Frost Titan", "Portable Hole", "Anointed Peacekeeper",
               "Elite Spellbinder"]
# wave 2, divided damage (issue #12)
WAVE2_DIVIDED = ["Fury", "Pyrokinesis"]
WAVE2_CAST = ["Chalice of the Void", "Hangarback Walker", "Chancellor of the Forge"]
# session 6, eldrazi (issue #12)
WAVE2_ELDRAZI = ["Emrakul, the Aeons Torn", "Ulamog, the Infinite Gyre",
                 "Lavinia, Azorius Renegade", "Cruel Sadist"]
WAVE2_SCEPTER = ["Isochron Scepter"]
# wave 2b, tactician (issue #12)
WAVE2_TACTICIAN = ["Cenn's Tactician"]
WAVE2_MOON = ["Magus of the Moon", "Alpine Moon"]     # session 7 (issue #11)
# session 7, angel (issue #12, wave 2b): embalm
WAVE2_ANGEL = ["Angel of Sanctions"]
# wave 2a, annex (issue #11)
WAVE2_ANNEX = ["Chancellor of the Annex", "Curse of Silence"]
WAVE2 = (LIBRARY + WAVE2A_MANA + GROWTH + NAMING + STORAGE + WAVE2_COSTS + WAVE2_SPELLS
         + WAVE2_MANA + WAVE2_ARTIFACTS + WAVE2_MODES
         + WAVE2_EXILE + WAVE2_DIVIDED + WAVE2_CAST + WAVE2_ELDRAZI + WAVE2_SCEPTER
         + WAVE2_TACTICIAN + WAVE2_MOON + WAVE2_ANGEL + WAVE2_ANNEX)


def _notes():
    text = (Path(__file__).resolve().parents[2] / "docs" / "oracle_notes.md").read_text()
    out = {}
    for sec in re.split(r"^## ", text, flags=re.M)[1:]:
        name = sec.split("\n")[0].strip()
        m = re.search(r"^- oracle: (.*)$", sec, re.M)
        out[name] = m.group(1).strip()
    return out


def _norm(x):
    return " ".join(x.replace("\n", " / ").split())


def test_every_card_of_both_waves_is_supported():
    names = {c.name for c in all_cards()}
    assert set(SPINE) <= names and set(WAVE1) <= names and set(COSTS) <= names
    assert set(NAMING) <= names
    assert len(SPINE) == 24 and len(WAVE1) == 28
    assert set(WAVE2) <= names
    assert len(all_cards()) == 53 + len(WAVE2)


def test_tokens_are_definitions_not_deck_cards():
    assert {c.name for c in all_definitions() if c.token} == {"Marit Lage", "Saproling",
                                                              "Faerie Rogue", "Insect", "Rhino",
                                                              "Thopter", "Phyrexian Goblin",
                                                              "Any-Color Land",  # (moon)
                                                              "Angel of Sanctions token"}
    with pytest.raises(S.CardError, match="token"):
        lookup("Marit Lage")


@pytest.mark.parametrize("name", SPINE + WAVE1 + COSTS + WAVE2 + ["Chalice of Death"])
def test_oracle_text_matches_the_checked_notes(name):
    card = next(c for c in all_definitions() if c.name == name)
    expected = _notes()[name]
    if expected == "(no rules text)":
        assert card.oracle == ""
    else:
        assert _norm(card.oracle) == _norm(expected)


def test_lookup_is_case_and_apostrophe_insensitive():
    assert lookup("mishra’s FACTORY").name == "Mishra's Factory"
    with pytest.raises(UnknownCard) as e:
        lookup("Lightning Blot")
    assert e.value.suggestions[0] == "Lightning Bolt"     # (then Lightning Helix)


def test_loader_rejects_unknown_field():
    with pytest.raises(S.CardError, match="unknown field"):
        S.card_from_dict({"name": "X", "oracle": "x", "types": ("Land",), "flavour": "?"})


@pytest.mark.parametrize("make,match", [
    (lambda: dict(keywords=("flyng",)), "unknown keyword"),
    (lambda: dict(types=("Tribal",)), "unknown card type"),
    (lambda: dict(abilities=(S.Triggered("whenever you sneeze", ()),)), "unknown trigger event"),
    (lambda: dict(abilities=(S.Activated(cost="{1}", effects=("draw a card",)),)),
     "unknown effect"),
    (lambda: dict(cost="{2/W}"), "not supported yet"),
])
def test_loader_rejects_what_the_engine_cannot_take(make, match):
    base = dict(name="Test Card", oracle="text", types=("Creature",), power=1, toughness=1)
    with pytest.raises(S.CardError, match=match):
        base.update(make())
        S.Card(**base)


def test_a_creature_needs_power_and_toughness():
    with pytest.raises(S.CardError, match="power and toughness"):
        S.Card(name="Blob", oracle="", types=("Creature",))


def test_compiled_tables_have_one_row_per_card_and_ability():
    spine = [lookup(n) for n in SPINE]
    t = compile_cards(spine)
    assert t.ct.shape[0] == 24
    # abilities: 2 spells + Mutavault 1 + Factory 2 + Wasteland 1 + Hammerheim 1 + Faerie
    # untap + ward + Tiger ETB + Stromkirk + Hero 2 + Student level up = 14
    assert t.ab.shape[0] == 14
    assert t.fingerprint() == compile_cards(spine).fingerprint()
    full = compile_cards(all_definitions())
    # 53 cards and 2 tokens; wave 2's cards, a back face (Chalice of Death) and 3 tokens
    # + the Thopter and Phyrexian Goblin tokens (cast) + the Any-Color Land (moon: the
    # rules text of a land Alpine Moon named, never in a deck)
    # + embalm's Angel of Sanctions token (angel)
    assert full.ct.shape[0] == 55 + len(WAVE2) + 1 + 3 + 2 + 1 + 1
    # wave 1 adds: City trigger, Inkmoth, Maze, Karakas, Tabernacle's granted trigger,
    # Pendelhaven, Depths 2, Stage, Dryads ETB, Thallid 2, Hexdrinker level up, Hexmage,
    # 6 spells = 20; wave 2b's library: Subtlety's two triggers, Thassa's Oracle's one = 3;
    # wave 2a mana: Strip Mine, Mana Crypt's flip, Oboro, Shelldock Isle, Cathedral's
    # exalted = 5; growth: Overseer, Chronomaton, Shambler 2, Bitterblossom, Tongs,
    # Chalice 2 (both faces), Footfalls' spell and 3 suspend rows, Baloth's 3 = 15; naming:
    # The Rack's upkeep trigger = 1 (Needle, Revoker, Mage: statics only); storage: Sheltered
    # Valley's upkeep trigger, 4 storage upkeep triggers, 2 "{T}: Put a storage counter" = 7
    # (wave 2a costs: statics only, no ability rows)
    # spells: one spell row each (Isamaru has none) = 8; artifacts: Energy Field's
    # trigger, Shadowgrange Archfiend's enters trigger = 2 (Lion's Eye Diamond: mana only)
    # modes: Solitude's two triggers, Misdirection, Foil, 3 modes each of Pick Your Poison,
    # Funeral Charm and Piracy Charm = 13
    # exile: Frost Titan's ward and two tap triggers, Portable Hole's trigger, Elite
    # Spellbinder's = 5
    # divided: Fury's two triggers, Pyrokinesis's spell row = 3
    # cast: Chalice of the Void's trigger, Hangarback Walker's dies trigger and "{1}, {T}:
    # Put a +1/+1 counter", Chancellor of the Forge's two triggers = 5
    # eldrazi: Emrakul and Ulamog, a cast trigger, a graveyard trigger, annihilator = 6;
    # Lavinia's trigger = 1; Cruel Sadist's two activated abilities = 2
    # scepter: Isochron Scepter's imprint trigger and "{2}, {T}: ... cast the copy" = 2
    # madness (wave 2b): Shadowgrange Archfiend's madness trigger (verbs/madness.py) = 1
    # tactician: Cenn's Tactician's "{W}, {T}: Put a +1/+1 counter on target Soldier" = 1
    # moon: Magus of the Moon and Alpine Moon have statics only = 0
    # angel: Angel of Sanctions' enters trigger and embalm, its token's enters trigger = 3
    # annex: Chancellor of the Annex's two triggers (revealed, opponent casts), Curse of
    # Silence's Aura spell row (its player target) and its cast trigger = 4
    assert full.ab.shape[0] == (34 + 3 + 5 + 15 + 1 + 7 + 8 + 2 + 13 + 5 + 3 + 5 + 6 + 1 + 2 + 2 + 1
                                + 1 + 3 + 4)


def test_a_token_the_tables_do_not_define_is_refused():
    with pytest.raises(S.CardError, match="Marit Lage"):
        compile_cards([lookup("Dark Depths")])


def test_a_back_face_is_not_a_deck_card():
    with pytest.raises(UnknownCard) as e:
        lookup("Chalice of Death")
    assert e.value.suggestions == ["Chalice of Life"]
