"""Tokens that supported cards create: definitions only, never in a deck."""
from cards.schema import Card

CARDS = [
    Card(name="Marit Lage", types=("Creature",), supertypes=("Legendary",), subtypes=("Avatar",),
         colors="B", power=20, toughness=20, keywords=("flying", "indestructible"), token=True,
         oracle="Flying, indestructible"),
    Card(name="Saproling", types=("Creature",), subtypes=("Saproling",), colors="G", power=1,
         toughness=1, token=True, oracle=""),   # no rules text
]
