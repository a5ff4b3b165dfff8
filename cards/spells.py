"""Instants and sorceries, each with its oracle text beside it."""
from cards.schema import ANY_TARGET, TARGET_CREATURE, Card, Damage, Exile, GainLifeEqualToPower

CARDS = [
    Card(name="Lightning Bolt", cost="{R}", types=("Instant",), colors="R",
         spell=(Damage(3),), spell_target=ANY_TARGET,
         oracle="Lightning Bolt deals 3 damage to any target."),
    Card(name="Swords to Plowshares", cost="{W}", types=("Instant",), colors="W",
         # the life gain reads the power before the exile; the result is the same
         spell=(GainLifeEqualToPower(), Exile()), spell_target=TARGET_CREATURE,
         oracle="Exile target creature. Its controller gains life equal to its power."),
]
