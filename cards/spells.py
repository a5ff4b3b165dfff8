"""Instants and sorceries, each with its oracle text beside it."""
from cards.schema import (ANY_TARGET, TARGET_CREATURE, AltCost, Bounce, Card, Counter,
                          CounterUnlessPays, Damage, Discard, DiscardChosen, Exile, ExileFromHand,
                          GainLife, GainLifeEqualToPower, LoseLife, PayLife, Pump, ReturnLand,
                          SacrificeChosen, SearchLibrary, Target)

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

    # ---- wave 2b: spells ------------------------------------------------------
    Card(name="Lightning Helix", cost="{R}{W}", types=("Instant",), colors="RW",
         spell=(Damage(3), GainLife(3)), spell_target=ANY_TARGET,
         oracle="Lightning Helix deals 3 damage to any target and you gain 3 life."),
    Card(name="Snapback", cost="{1}{U}", types=("Instant",), colors="U",
         spell=(Bounce(),), spell_target=TARGET_CREATURE,
         alt_cost=AltCost((ExileFromHand(colors="U"),)),
         oracle="You may exile a blue card from your hand rather than pay this spell's mana "
                "cost.\nReturn target creature to its owner's hand."),
    Card(name="Geth's Verdict", cost="{B}{B}", types=("Instant",), colors="B",
         spell=(SacrificeChosen(("Creature",), by="target"), LoseLife(1)),
         spell_target=Target(("player",)),
         oracle="Target player sacrifices a creature and loses 1 life."),
    Card(name="Smallpox", cost="{B}{B}", types=("Sorcery",), colors="B",
         spell=(LoseLife(1, to="each player"), Discard(by="each player"),
                SacrificeChosen(("Creature",), by="each player"),
                SacrificeChosen(("Land",), by="each player")),
         oracle="Each player loses 1 life, discards a card, sacrifices a creature, then "
                "sacrifices a land."),
    Card(name="Crack the Earth", cost="{R}", types=("Sorcery",), subtypes=("Arcane",),
         colors="R", spell=(SacrificeChosen((), by="each player"),),
         oracle="Each player sacrifices a permanent."),
    Card(name="Blackmail", cost="{B}", types=("Sorcery",), colors="B",
         spell=(DiscardChosen(()),), spell_target=Target(("player",)),
         oracle="Target player reveals three cards from their hand and you choose one of "
                "them. That player discards that card."),
    Card(name="Inquisition of Kozilek", cost="{B}", types=("Sorcery",), colors="B",
         spell=(DiscardChosen(("Land",), max_mv=3),), spell_target=Target(("player",)),
         oracle="Target player reveals their hand. You choose a nonland card from it with "
                "mana value 3 or less. That player discards that card."),
    Card(name="Force of Negation", cost="{1}{U}{U}", types=("Instant",), colors="U",
         spell=(Counter(exile=True),), spell_target=Target(("spell",), noncreature=True),
         alt_cost=AltCost((ExileFromHand(colors="U"),), not_your_turn=True),
         oracle="If it's not your turn, you may exile a blue card from your hand rather than "
                "pay this spell's mana cost.\nCounter target noncreature spell. If that spell "
                "is countered this way, exile it instead of putting it into its owner's "
                "graveyard."),
]
