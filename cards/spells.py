"""Instants and sorceries (and, at the end, noncreature permanents without a mana ability),
each with its oracle text beside it."""
from cards.schema import ChosenLandsLoseAbilities
from cards.schema import (Activated, AllNonlandLegendary, AltCost, ANY_TARGET, BeginsInPlay,
                          Bounce, CantAttackPowerAboveHand, Card, CastAsThoughFlash, ChangeTarget,
                          ChosenNameCant, Counter, CounterUnlessPays, CreateToken, Damage, Discard,
                          DiscardChosen, DiscardSubtypeAndAnother, DividedDamage, Exile, ExileFromHand, ExileUntilLeaves,
                          GainLandwalk, GainLife, GainLifeEqualToPower, LoseLife, Mode, PayLife,
                          PreventDamageFromOthers, Pump, ReturnLand, Sacrifice, SacrificeChosen,
                          SearchLibrary, SpellsCostAtLeast, SpellsCostMore, Suspend, Target,
                          TARGET_CREATURE, Transform, Triggered, YouHaveHexproof)
from cards.schema import CastImprintedCopy, ImprintFromHand  # scepter

from cards.schema import ChosenNameTax, SacrificeToDraw  # annex

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

    # --- wave 2b, growth (issue #12): permanents that grow or make tokens every turn ---
    Card(name="Bitterblossom", cost="{1}{B}", types=("Kindred", "Enchantment"),
         subtypes=("Faerie",), colors="B",
         abilities=(Triggered("your upkeep",
                              (LoseLife(1), CreateToken("Faerie Rogue", slots=8)),
                              oracle="At the beginning of your upkeep, you lose 1 life and "
                                     "create a 1/1 black Faerie Rogue creature token with "
                                     "flying."),),
         oracle="At the beginning of your upkeep, you lose 1 life and create a 1/1 black Faerie "
                "Rogue creature token with flying."),
    # "if you have three or fewer cards in hand" always holds: a 3CB player owns three
    # cards and draws none, so a hand never holds more (docs/oracle_notes.md)
    Card(name="Scalding Tongs", cost="{2}", types=("Artifact",),
         abilities=(Triggered("your upkeep", (Damage(1),),
                              target=Target(("player",), controller="opponent"),
                              oracle="At the beginning of your upkeep, if you have three or "
                                     "fewer cards in hand, Scalding Tongs deals 1 damage to "
                                     "target opponent or planeswalker."),),
         oracle="At the beginning of your upkeep, if you have three or fewer cards in hand, "
                "Scalding Tongs deals 1 damage to target opponent or planeswalker."),
    Card(name="Chalice of Life", cost="{3}", types=("Artifact",), back="Chalice of Death",
         abilities=(Activated(cost=None, tap=True,
                              effects=(GainLife(1), Transform(life_over_start=10)),
                              oracle="{T}: You gain 1 life. Then if you have at least 10 life "
                                     "more than your starting life total, transform Chalice "
                                     "of Life."),),
         oracle="{T}: You gain 1 life. Then if you have at least 10 life more than your "
                "starting life total, transform Chalice of Life."),
    Card(name="Chalice of Death", types=("Artifact",), back_face=True,
         abilities=(Activated(cost=None, tap=True, effects=(LoseLife(5, to="target"),),
                              target=Target(("player",)),
                              oracle="{T}: Target player loses 5 life."),),
         oracle="{T}: Target player loses 5 life."),
    # ---- cast (session 6)
    Card(name="Chalice of the Void", cost="{X}{X}", types=("Artifact",),
         counter_kind="charge", enters_with=(("charge", "X"),),
         abilities=(Triggered("a player casts a spell with mana value equal to its charge "
                              "counters", (Counter(what="that spell"),),
                              oracle="Whenever a player casts a spell with mana value equal "
                                     "to the number of charge counters on Chalice of the "
                                     "Void, counter that spell."),),
         oracle="Chalice of the Void enters with X charge counters on it.\nWhenever a player "
                "casts a spell with mana value equal to the number of charge counters on "
                "Chalice of the Void, counter that spell."),
    Card(name="Crashing Footfalls", types=("Sorcery",), colors="G",
         suspend=Suspend(4, "{G}"), spell=(CreateToken("Rhino", n=2, slots=2),),
         oracle="Suspend 4—{G} (Rather than cast this card from your hand, you may pay {G} "
                "and exile it with four time counters on it. At the beginning of your upkeep, "
                "remove a time counter. When the last is removed, you may cast it without "
                "paying its mana cost.)\nCreate two 4/4 green Rhino creature tokens with "
                "trample."),

    # ---- wave 2 (naming): "as it enters, choose a card name" -----------------------
    Card(name="Pithing Needle", cost="{1}", types=("Artifact",),
         static=(ChosenNameCant("activate"),),
         oracle="As Pithing Needle enters, choose a card name.\nActivated abilities of sources "
                "with the chosen name can't be activated unless they're mana abilities."),
    # "choose an opponent": a two-player game has one, so there is no choice to make
    Card(name="The Rack", cost="{1}", types=("Artifact",),
         abilities=(Triggered("opponent's upkeep",
                              (Damage("3 minus cards in hand", to="each opponent"),),
                              oracle="At the beginning of the chosen player's upkeep, The Rack "
                                     "deals X damage to that player, where X is 3 minus the "
                                     "number of cards in their hand."),),
         oracle="As The Rack enters, choose an opponent.\nAt the beginning of the chosen "
                "player's upkeep, The Rack deals X damage to that player, where X is 3 minus "
                "the number of cards in their hand."),

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
         spell=(SacrificeChosen(("Creature",), by="target"), LoseLife(1, to="target")),
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

    # ---- wave 2, session 6 (artifacts) --------------------------------------------------
    Card(name="Energy Field", cost="{1}{U}", types=("Enchantment",), colors="U",
         static=(PreventDamageFromOthers(),),   # "Prevent all damage that would be dealt to
                                                # you by sources you don't control."
         abilities=(Triggered("a card put into your graveyard", (Sacrifice(),),
                              oracle="When a card is put into your graveyard from anywhere, "
                                     "sacrifice Energy Field."),),
         oracle="Prevent all damage that would be dealt to you by sources you don't control.\n"
                "When a card is put into your graveyard from anywhere, sacrifice Energy Field."),
    # ---- wave 2 (modes): pitch costs and changing a target ----------------------
    Card(name="Misdirection", cost="{3}{U}{U}", types=("Instant",), colors="U",
         spell=(ChangeTarget(),), spell_target=Target(("spell",), single_target=True),
         alt_cost=AltCost((ExileFromHand(colors="U"),)),
         oracle="You may exile a blue card from your hand rather than pay this spell's mana "
                "cost.\nChange the target of target spell with a single target."),
    Card(name="Foil", cost="{2}{U}{U}", types=("Instant",), colors="U",
         spell=(Counter(),), spell_target=TARGET_SPELL,
         alt_cost=AltCost((DiscardSubtypeAndAnother("Island"),)),
         oracle="You may discard an Island card and another card rather than pay this "
                "spell's mana cost.\nCounter target spell."),

    # ---- wave 2 (modes): modal spells, "Choose one —" ------------------------------
    Card(name="Pick Your Poison", cost="{G}", types=("Sorcery",), colors="G",
         modes=(Mode((SacrificeChosen(("Artifact",), by="each opponent"),),
                     oracle="Each opponent sacrifices an artifact."),
                Mode((SacrificeChosen(("Enchantment",), by="each opponent"),),
                     oracle="Each opponent sacrifices an enchantment."),
                Mode((SacrificeChosen(("Creature",), by="each opponent", keywords=("flying",)),),
                     oracle="Each opponent sacrifices a creature with flying.")),
         oracle="Choose one —\n• Each opponent sacrifices an artifact.\n• Each opponent "
                "sacrifices an enchantment.\n• Each opponent sacrifices a creature with "
                "flying."),
    Card(name="Funeral Charm", cost="{B}", types=("Instant",), colors="B",
         modes=(Mode((Discard(by="target"),), target=Target(("player",)),
                     oracle="Target player discards a card."),
                Mode((Pump(2, -1),), target=TARGET_CREATURE,
                     oracle="Target creature gets +2/-1 until end of turn."),
                Mode((GainLandwalk("swampwalk"),), target=TARGET_CREATURE,
                     oracle="Target creature gains swampwalk until end of turn. (It can't be "
                            "blocked as long as defending player controls a Swamp.)")),
         oracle="Choose one —\n• Target player discards a card.\n• Target creature gets "
                "+2/-1 until end of turn.\n• Target creature gains swampwalk until end of "
                "turn. (It can't be blocked as long as defending player controls a Swamp.)"),
    Card(name="Piracy Charm", cost="{U}", types=("Instant",), colors="U",
         modes=(Mode((GainLandwalk("islandwalk"),), target=TARGET_CREATURE,
                     oracle="Target creature gains islandwalk until end of turn. (It can't "
                            "be blocked as long as defending player controls an Island.)"),
                Mode((Pump(2, -1),), target=TARGET_CREATURE,
                     oracle="Target creature gets +2/-1 until end of turn."),
                Mode((Discard(by="target"),), target=Target(("player",)),
                     oracle="Target player discards a card.")),
         oracle="Choose one —\n• Target creature gains islandwalk until end of turn. (It "
                "can't be blocked as long as defending player controls an Island.)\n• Target "
                "creature gets +2/-1 until end of turn.\n• Target player discards a card."),
    # ---- exile (session 6) --------------------------------------------------
    Card(name="Portable Hole", cost="{W}", types=("Artifact",), colors="W",
         abilities=(Triggered("enters", (ExileUntilLeaves(),),
                              target=Target(("permanent",), controller="opponent", nonland=True,
                                            max_mana_value=2),
                              oracle="When Portable Hole enters, exile target nonland permanent "
                                     "an opponent controls with mana value 2 or less until "
                                     "Portable Hole leaves the battlefield."),),
         oracle="When Portable Hole enters, exile target nonland permanent an opponent controls "
                "with mana value 2 or less until Portable Hole leaves the battlefield."),
    # ---- wave 2, divided (issue #12)
    Card(name="Pyrokinesis", cost="{4}{R}{R}", types=("Instant",), colors="R",
         spell=(DividedDamage(4),), spell_target=TARGET_CREATURE,
         alt_cost=AltCost((ExileFromHand(colors="R"),)),
         oracle="You may exile a red card from your hand rather than pay this spell's mana "
                "cost.\nPyrokinesis deals 4 damage divided as you choose among any number of "
                "target creatures."),
    # ---- scepter (issue #12, wave 2b): imprint, casting a copy of a card
    Card(name="Isochron Scepter", cost="{2}", types=("Artifact",),
         abilities=(Triggered("enters", (ImprintFromHand(("Instant",), 2),),
                              oracle="Imprint — When Isochron Scepter enters, you may exile an "
                                     "instant card with mana value 2 or less from your hand."),
                    Activated(cost="{2}", tap=True, effects=(CastImprintedCopy(),),
                              oracle="{2}, {T}: You may copy the exiled card. If you do, you "
                                     "may cast the copy without paying its mana cost.")),
         oracle="Imprint — When Isochron Scepter enters, you may exile an instant card with "
                "mana value 2 or less from your hand.\n{2}, {T}: You may copy the exiled card. "
                "If you do, you may cast the copy without paying its mana cost."),
    # ---- session 7, moon (issue #11)
    Card(name="Alpine Moon", cost="{R}", types=("Enchantment",), colors="R",
         static=(ChosenLandsLoseAbilities(),),     # engine/statics/chosen_lands_lose.py
         oracle="As Alpine Moon enters, choose a nonbasic land card name.\nLands your opponents "
                "control with the chosen name lose all land types and abilities, and they gain "
                "\"{T}: Add one mana of any color.\""),
    # ---- wave 2a, annex (issue #11): an Aura enchanting a player
    Card(name="Curse of Silence", cost="{W}", types=("Enchantment",), subtypes=("Aura", "Curse"),
         colors="W",
         enchant="player",                                      # Enchant player
         # "As this Aura enters, choose a card name." "Spells with the chosen name
         # enchanted player casts cost {2} more to cast."
         static=(ChosenNameTax(2, who="enchanted player"),),
         abilities=(Triggered("enchanted player casts a spell with the chosen name",
                              (SacrificeToDraw(),),
                              oracle="Whenever enchanted player casts a spell with the chosen "
                                     "name, you may sacrifice this Aura. If you do, draw a "
                                     "card."),),
         oracle="Enchant player\nAs this Aura enters, choose a card name.\nSpells with the "
                "chosen name enchanted player casts cost {2} more to cast.\nWhenever enchanted "
                "player casts a spell with the chosen name, you may sacrifice this Aura. If you "
                "do, draw a card."),
]
