"""Tokens that supported cards create: definitions only, never in a deck."""
from cards.schema import Adds, Card, ExileUntilLeaves, ManaAbility, Target, Triggered
from cards.creatures import ANGEL_OF_SANCTIONS_ENTERS

CARDS = [
    Card(name="Marit Lage", types=("Creature",), supertypes=("Legendary",), subtypes=("Avatar",),
         colors="B", power=20, toughness=20, keywords=("flying", "indestructible"), token=True,
         oracle="Flying, indestructible"),
    Card(name="Saproling", types=("Creature",), subtypes=("Saproling",), colors="G", power=1,
         toughness=1, token=True, oracle=""),   # no rules text
    # --- wave 2b, growth (issue #12) ---
    Card(name="Faerie Rogue", types=("Creature",), subtypes=("Faerie", "Rogue"), colors="B",
         power=1, toughness=1, keywords=("flying",), token=True, oracle="Flying"),
    Card(name="Insect", types=("Creature",), subtypes=("Insect",), colors="G", power=1,
         toughness=1, token=True, oracle=""),   # no rules text
    Card(name="Rhino", types=("Creature",), subtypes=("Rhino",), colors="G", power=4,
         toughness=4, keywords=("trample",), token=True, oracle="Trample"),
    # --- session 6, cast ---
    Card(name="Phyrexian Goblin", types=("Creature",), subtypes=("Phyrexian", "Goblin"),
         colors="R", power=1, toughness=1, keywords=("haste",), token=True, oracle="Haste"),
    Card(name="Thopter", types=("Artifact", "Creature"), subtypes=("Thopter",), power=1,
         toughness=1, keywords=("flying",), token=True, oracle="Flying"),
    # --- session 7, moon: not a token but a rules text, never in a deck: what a land an
    # opponent's Alpine Moon named has (engine/statics/chosen_lands_lose.py)
    Card(name="Any-Color Land", types=("Land",), mana=(ManaAbility(Adds("WUBRG")),),
         token=True, oracle="{T}: Add one mana of any color."),
    # --- session 7, angel: embalm's copy of the card, "except it's a white Zombie Angel with
    # no mana cost" (mana value 0); it has the card's name (copy_of) and its abilities but
    # embalm, which works only from a graveyard, where a token never stays (rule 704.5d)
    Card(name="Angel of Sanctions token", copy_of="Angel of Sanctions", types=("Creature",),
         subtypes=("Zombie", "Angel"), colors="W", power=3, toughness=4, keywords=("flying",),
         token=True,
         abilities=(
             Triggered("enters", (ExileUntilLeaves(may=True),),
                       target=Target(("permanent",), controller="opponent", nonland=True),
                       oracle=ANGEL_OF_SANCTIONS_ENTERS),),
         oracle="Flying\n" + ANGEL_OF_SANCTIONS_ENTERS),
]
