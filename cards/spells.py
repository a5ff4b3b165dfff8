"""Instants and sorceries (and, at the end, noncreature artifacts without a mana ability),
each with its oracle text beside it."""
from cards.schema import (ANY_TARGET, TARGET_CREATURE, AllNonlandLegendary, AltCost,
                          BeginsInPlay, CantAttackPowerAboveHand, CastAsThoughFlash, YouHaveHexproof,
                          Card, Counter, CounterUnlessPays, SpellsCostAtLeast, SpellsCostMore,
                          Damage, DiscardChosen, Exile, ExileFromHand, GainLifeEqualToPower,
                          PayLife, Pump, ReturnLand, SearchLibrary, Target)

TARGET_SPELL = Target(("spell",))

CARDS = [
    Card(name="Lightning Bolt", cost="{R}", types=("Instant",), colors="R",
         spell=(Damage(3),), spell_target=ANY_TARGET,
         oracle="Lightning Bolt deals 3 damage to any target."),
    Card(name="Swords to Plowshares", cost="{W}", types=("Instant",), colors="W",
         # the life gain reads the power before the exile; the result is the same
         spell=(GainLifeEqualToPower(), Exile()), spell_target=TARGET_CREATURE,
         oracle="Exile target creature. Its controller gains life equal to its power."),

    # ---- wave 1 -------------------------------------------------------------
    Card(name="Force of Will", cost="{3}{U}{U}", types=("Instant",), colors="U",
         spell=(Counter(),), spell_target=TARGET_SPELL,
         alt_cost=AltCost((PayLife(1), ExileFromHand(colors="U"))),
         oracle="You may pay 1 life and exile a blue card from your hand rather than pay this "
                "spell's mana cost.\nCounter target spell."),
    Card(name="Daze", cost="{1}{U}", types=("Instant",), colors="U",
         spell=(CounterUnlessPays(1),), spell_target=TARGET_SPELL,
         alt_cost=AltCost((ReturnLand("Island"),)),
         oracle="You may return an Island you control to its owner's hand rather than pay this "
                "spell's mana cost.\nCounter target spell unless its controller pays {1}."),
    Card(name="Mental Misstep", cost="{U/P}", types=("Instant",), colors="U",
         spell=(Counter(),), spell_target=Target(("spell",), mana_value=1),
         oracle="({U/P} can be paid with either {U} or 2 life.)\nCounter target spell with mana "
                "value 1."),
    Card(name="Dismember", cost="{1}{B/P}{B/P}", types=("Instant",), colors="B",
         spell=(Pump(-5, -5),), spell_target=TARGET_CREATURE,
         oracle="({B/P} can be paid with either {B} or 2 life.)\nTarget creature gets -5/-5 "
                "until end of turn."),
    Card(name="Path to Exile", cost="{W}", types=("Instant",), colors="W",
         spell=(Exile(), SearchLibrary("target's controller")), spell_target=TARGET_CREATURE,
         oracle="Exile target creature. Its controller may search their library for a basic "
                "land card, put that card onto the battlefield tapped, then shuffle."),
    Card(name="Duress", cost="{B}", types=("Sorcery",), colors="B",
         spell=(DiscardChosen(("Creature", "Land")),),
         spell_target=Target(("player",), controller="opponent"),
         oracle="Target opponent reveals their hand. You choose a noncreature, nonland card "
                "from it. That player discards that card."),

    # ---- wave 2a (costs): artifacts with a static on casting or attacking --------
    Card(name="Sphere of Resistance", cost="{2}", types=("Artifact",),
         static=(SpellsCostMore(1),),
         oracle="Spells cost {1} more to cast."),
    Card(name="Trinisphere", cost="{3}", types=("Artifact",),
         static=(SpellsCostAtLeast(3, while_untapped=True),),
         oracle="As long as Trinisphere is untapped, each spell that would cost less than three "
                "mana to cast costs three mana to cast. (Additional mana in the cost may be paid "
                "with any color of mana or colorless mana. For example, a spell that would cost "
                "{1}{B} to cast costs {2}{B} to cast instead.)"),
    Card(name="Ensnaring Bridge", cost="{3}", types=("Artifact",),
         static=(CantAttackPowerAboveHand(),),
         oracle="Creatures with power greater than the number of cards in your hand can't "
                "attack."),

    # ---- wave 2a (costs): Leylines, which may begin the game on the battlefield ----
    Card(name="Leyline of Sanctity", cost="{2}{W}{W}", types=("Enchantment",), colors="W",
         static=(BeginsInPlay(), YouHaveHexproof()),
         oracle="If Leyline of Sanctity is in your opening hand, you may begin the game with it "
                "on the battlefield.\nYou have hexproof. (You can't be the target of spells or "
                "abilities your opponents control.)"),
    Card(name="Leyline of Singularity", cost="{2}{U}{U}", types=("Enchantment",), colors="U",
         static=(BeginsInPlay(), AllNonlandLegendary()),
         oracle="If Leyline of Singularity is in your opening hand, you may begin the game with "
                "it on the battlefield.\nAll nonland permanents are legendary."),
    Card(name="Leyline of Anticipation", cost="{2}{U}{U}", types=("Enchantment",), colors="U",
         static=(BeginsInPlay(), CastAsThoughFlash()),
         oracle="If Leyline of Anticipation is in your opening hand, you may begin the game with "
                "it on the battlefield.\nYou may cast spells as though they had flash."),
]
