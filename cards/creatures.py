"""Creatures, each with its oracle text beside it."""
from cards.schema import CounterUnlessPays  # annex
from cards.schema import (Activated, Adds, AltCost, CantAttackOrBlockUnless, Card, ChosenNameCant,
                          ChosenNameTax, CounterThatSpell, CreateToken, Damage, Destroy,
                          DividedDamage, Exile, ExileFromHand, ExileFromHandPlayable, ExtraTurn,
                          GainLifeEqualToPower, LevelBand, LookAtTop, ManaAbility,
                          OpponentsCantCastAboveLands, OrderLibrary, PumpWhileControl,
                          PumpWhileLife, PutCounters, PutOnLibrary, RemoveCounters, Sacrifice,
                          SacrificeGreatestPower, SacrificeUnless, SearchLibrary,
                          ShuffleGraveyardIntoLibrary, SpellsCostMore, Suspend, TapFreeze, Target,
                          Triggered, Untap, WinIfLibraryAtMost)
from cards.schema import BlockAdditional, ExileUntilLeaves, NonbasicLandsAre  # (tactician, angel, moon)

# (angel) Angel of Sanctions' abilities, which its embalmed token copies (cards/tokens.py)
ANGEL_OF_SANCTIONS_ENTERS = ("When Angel of Sanctions enters, you may exile target nonland "
                             "permanent an opponent controls until Angel of Sanctions leaves "
                             "the battlefield.")
ANGEL_OF_SANCTIONS_EMBALM = ("Embalm {5}{W} ({5}{W}, Exile this card from your graveyard: Create "
                             "a token that's a copy of it, except it's a white Zombie Angel with "
                             "no mana cost. Embalm only as a sorcery.)")

# "When ~ is put into a graveyard from anywhere, its owner shuffles their graveyard
# into their library." (the Eldrazi titans)
_SHUFFLE_BACK = (ShuffleGraveyardIntoLibrary(), OrderLibrary())

CARDS = [
    Card(name="Memnite", cost="{0}", types=("Artifact", "Creature"), subtypes=("Construct",),
         power=1, toughness=1, oracle=""),   # no rules text
    Card(name="Savannah Lions", cost="{W}", types=("Creature",), subtypes=("Cat",),
         colors="W", power=2, toughness=1, oracle=""),   # no rules text
    Card(name="Kird Ape", cost="{R}", types=("Creature",), subtypes=("Ape",), colors="R",
         power=1, toughness=1, static=(PumpWhileControl("Forest", 1, 2),),
         oracle="Kird Ape gets +1/+2 as long as you control a Forest."),
    Card(name="Student of Warfare", cost="{W}", types=("Creature",),
         subtypes=("Human", "Knight"), colors="W", power=1, toughness=1, level_up="{W}",
         levels=(LevelBand(2, 6, 3, 3, ("first strike",)),
                 LevelBand(7, None, 4, 4, ("double strike",))),
         oracle="Level up {W} ({W}: Put a level counter on this. Level up only as a sorcery.)\n"
                "LEVEL 2-6\n3/3\nFirst strike\nLEVEL 7+\n4/4\nDouble strike"),
    Card(name="Sleep-Cursed Faerie", cost="{U}", types=("Creature",),
         subtypes=("Faerie", "Wizard"), colors="U", power=3, toughness=3,
         keywords=("flying",), ward=2, enters_tapped=True, enters_with=(("stun", 3),),
         abilities=(Activated(cost="{1}{U}", effects=(Untap(),),
                              oracle="{1}{U}: Untap Sleep-Cursed Faerie."),),
         oracle="Flying, ward {2}\nSleep-Cursed Faerie enters tapped with three stun counters "
                "on it. (If a permanent with a stun counter would become untapped, remove one "
                "from it instead.)\n{1}{U}: Untap Sleep-Cursed Faerie."),
    Card(name="Scythe Tiger", cost="{G}", types=("Creature",), subtypes=("Cat",), colors="G",
         power=3, toughness=2, keywords=("shroud",),
         abilities=(Triggered("enters", (SacrificeUnless(("Land",)),),
                              oracle="When Scythe Tiger enters, sacrifice it unless you "
                                     "sacrifice a land."),),
         oracle="Shroud (This creature can't be the target of spells or abilities.)\n"
                "When Scythe Tiger enters, sacrifice it unless you sacrifice a land."),
    Card(name="Dragon Sniper", cost="{G}", types=("Creature",), subtypes=("Human", "Archer"),
         colors="G", power=1, toughness=1, keywords=("vigilance", "reach", "deathtouch"),
         oracle="Vigilance, reach, deathtouch"),
    Card(name="Stromkirk Noble", cost="{R}", types=("Creature",), subtypes=("Vampire", "Noble"),
         colors="R", power=1, toughness=1, cant_be_blocked_by=("Human",),
         abilities=(Triggered("combat damage to a player", (PutCounters("+1/+1", 1),),
                              oracle="Whenever Stromkirk Noble deals combat damage to a player, "
                                     "put a +1/+1 counter on it."),),
         oracle="Stromkirk Noble can't be blocked by Humans.\nWhenever Stromkirk Noble deals "
                "combat damage to a player, put a +1/+1 counter on it."),
    Card(name="Heartfire Hero", cost="{R}", types=("Creature",), subtypes=("Mouse", "Soldier"),
         colors="R", power=1, toughness=1,
         abilities=(
             Triggered("valiant", (PutCounters("+1/+1", 1),),
                       oracle="Valiant — Whenever this creature becomes the target of a spell "
                              "or ability you control for the first time each turn, put a "
                              "+1/+1 counter on it."),
             Triggered("dies", (Damage("power", to="each opponent"),),
                       oracle="When this creature dies, it deals damage equal to its power to "
                              "each opponent."),
         ),
         oracle="Valiant — Whenever this creature becomes the target of a spell or ability you "
                "control for the first time each turn, put a +1/+1 counter on it.\nWhen this "
                "creature dies, it deals damage equal to its power to each opponent."),

    # ---- wave 1 -------------------------------------------------------------
    Card(name="Old-Growth Dryads", cost="{G}", types=("Creature",), subtypes=("Dryad",),
         colors="G", power=3, toughness=3,
         abilities=(Triggered("enters", (SearchLibrary("each opponent"),),
                              oracle="When Old-Growth Dryads enters, each opponent may search "
                                     "their library for a basic land card, put it onto the "
                                     "battlefield tapped, then shuffle."),),
         oracle="When Old-Growth Dryads enters, each opponent may search their library for a "
                "basic land card, put it onto the battlefield tapped, then shuffle."),
    Card(name="Slippery Bogle", cost="{G/U}", types=("Creature",), subtypes=("Beast",),
         colors="GU", power=1, toughness=1, keywords=("hexproof",),
         oracle="Hexproof (This creature can't be the target of spells or abilities your "
                "opponents control.)"),
    Card(name="Serra Ascendant", cost="{W}", types=("Creature",), subtypes=("Human", "Monk"),
         colors="W", power=1, toughness=1, keywords=("lifelink",),
         static=(PumpWhileLife(30, 5, 5, ("flying",)),),
         oracle="Lifelink (Damage dealt by this creature also causes you to gain that much "
                "life.)\nAs long as you have 30 or more life, Serra Ascendant gets +5/+5 and has "
                "flying."),
    Card(name="Thallid", cost="{G}", types=("Creature",), subtypes=("Fungus",), colors="G",
         power=1, toughness=1, counter_kind="spore",
         abilities=(
             Triggered("your upkeep", (PutCounters("spore", 1, on="self"),),
                       oracle="At the beginning of your upkeep, put a spore counter on Thallid."),
             Activated(cost=None, remove_counters=3,
                       effects=(CreateToken("Saproling", slots=2),),
                       oracle="Remove three spore counters from Thallid: Create a 1/1 green "
                              "Saproling creature token."),
         ),
         oracle="At the beginning of your upkeep, put a spore counter on Thallid.\nRemove three "
                "spore counters from Thallid: Create a 1/1 green Saproling creature token."),
    Card(name="Hexdrinker", cost="{G}", types=("Creature",), subtypes=("Snake",), colors="G",
         power=2, toughness=1, level_up="{1}",
         levels=(LevelBand(3, 7, 4, 4, ("protection from instants",)),
                 LevelBand(8, None, 6, 6, ("protection from everything",))),
         oracle="Level up {1} ({1}: Put a level counter on this. Level up only as a sorcery.)\n"
                "LEVEL 3-7\n4/4\nProtection from instants\nLEVEL 8+\n6/6\nProtection from "
                "everything"),
    Card(name="Vampire Hexmage", cost="{B}{B}", types=("Creature",), subtypes=("Vampire", "Shaman"),
         colors="B", power=2, toughness=1, keywords=("first strike",),
         abilities=(Activated(cost=None, sacrifice_self=True,
                              effects=(RemoveCounters("all", on="target"),),
                              target=Target(("permanent",)),
                              oracle="Sacrifice Vampire Hexmage: Remove all counters from target "
                                     "permanent."),),
         oracle="First strike\nSacrifice Vampire Hexmage: Remove all counters from target "
                "permanent."),

    # ---- composable costs: a mana ability whose source is in the hand ------------
    Card(name="Simian Spirit Guide", cost="{2}{R}", types=("Creature",),
         subtypes=("Ape", "Spirit"), colors="R", power=2, toughness=2,
         mana=(ManaAbility(Adds("R"), costs=(ExileFromHand(),)),),
         oracle="Exile Simian Spirit Guide from your hand: Add {R}."),

    # ---- wave 2b, the library (issue #12): a library that appears mid-game --------
    Card(name="Subtlety", cost="{2}{U}{U}", types=("Creature",),
         subtypes=("Elemental", "Incarnation"), colors="U", power=3, toughness=3,
         keywords=("flash", "flying"),
         abilities=(
             Triggered("enters", effects=(PutOnLibrary(),),
                       target=Target(("spell",), spell_types=("Creature", "Planeswalker"),
                                     up_to_one=True),
                       oracle="When Subtlety enters, choose up to one target creature spell "
                              "or planeswalker spell. Its owner puts it on the top or bottom "
                              "of their library."),
             Triggered("enters evoked", effects=(Sacrifice(),),
                       oracle="Evoke—Exile a blue card from your hand. (You may cast this "
                              "spell for its evoke cost. If you do, it's sacrificed when it "
                              "enters.)"),
         ),
         alt_cost=AltCost((ExileFromHand(colors="U"),), evoke=True),
         oracle="Flash\nFlying\nWhen Subtlety enters, choose up to one target creature spell "
                "or planeswalker spell. Its owner puts it on the top or bottom of their "
                "library.\nEvoke—Exile a blue card from your hand. (You may cast this spell "
                "for its evoke cost. If you do, it's sacrificed when it enters.)"),
    # ---- wave 2 (modes): evoke with a white card ------------------------------------
    Card(name="Solitude", cost="{3}{W}{W}", types=("Creature",),
         subtypes=("Elemental", "Incarnation"), colors="W", power=3, toughness=2,
         keywords=("flash", "lifelink"),
         abilities=(
             # the life gain reads the power before the exile (Swords to Plowshares')
             Triggered("enters", effects=(GainLifeEqualToPower(), Exile()),
                       target=Target(("creature",), up_to_one=True, other=True),
                       oracle="When Solitude enters, exile up to one other target creature. "
                              "That creature's controller gains life equal to its power."),
             Triggered("enters evoked", effects=(Sacrifice(),),
                       oracle="Evoke—Exile a white card from your hand. (You may cast this "
                              "spell for its evoke cost. If you do, it's sacrificed when it "
                              "enters.)"),
         ),
         alt_cost=AltCost((ExileFromHand(colors="W"),), evoke=True),
         oracle="Flash\nLifelink\nWhen Solitude enters, exile up to one other target creature. "
                "That creature's controller gains life equal to its power.\nEvoke—Exile a white "
                "card from your hand. (You may cast this spell for its evoke cost. If you do, "
                "it's sacrificed when it enters.)"),
    Card(name="Thassa's Oracle", cost="{U}{U}", types=("Creature",),
         subtypes=("Merfolk", "Wizard"), colors="U", power=1, toughness=3,
         abilities=(
             Triggered("enters", effects=(LookAtTop("U"), OrderLibrary(),
                                          WinIfLibraryAtMost("U")),
                       oracle="When Thassa's Oracle enters, look at the top X cards of your "
                              "library, where X is your devotion to blue. Put up to one of "
                              "them on top of your library and the rest on the bottom of your "
                              "library in a random order. If X is greater than or equal to "
                              "the number of cards in your library, you win the game."),
         ),
         oracle="When Thassa's Oracle enters, look at the top X cards of your library, where X "
                "is your devotion to blue. Put up to one of them on top of your library and the "
                "rest on the bottom of your library in a random order. If X is greater than or "
                "equal to the number of cards in your library, you win the game. (Each {U} in "
                "the mana costs of permanents you control counts toward your devotion to blue.)"),
    Card(name="Misthollow Griffin", cost="{2}{U}{U}", types=("Creature",),
         subtypes=("Griffin",), colors="U", power=3, toughness=3, keywords=("flying",),
         cast_from_exile=True,
         oracle="Flying\nYou may cast Misthollow Griffin from exile."),

    # --- wave 2b, growth (issue #12): counters that grow every turn, their tokens ---
    Card(name="Steel Overseer", cost="{2}", types=("Artifact", "Creature"),
         subtypes=("Construct",), power=1, toughness=1,
         abilities=(Activated(cost=None, tap=True,
                              effects=(PutCounters("+1/+1", 1, on="you",
                                                   each=("Artifact", "Creature")),),
                              oracle="{T}: Put a +1/+1 counter on each artifact creature you "
                                     "control."),),
         oracle="{T}: Put a +1/+1 counter on each artifact creature you control."),
    Card(name="Chronomaton", cost="{1}", types=("Artifact", "Creature"), subtypes=("Golem",),
         power=1, toughness=1,
         abilities=(Activated(cost="{1}", tap=True, effects=(PutCounters("+1/+1", 1),),
                              oracle="{1}, {T}: Put a +1/+1 counter on Chronomaton."),),
         oracle="{1}, {T}: Put a +1/+1 counter on Chronomaton."),
    Card(name="Swarm Shambler", cost="{G}", types=("Creature",), subtypes=("Fungus", "Beast"),
         colors="G", power=0, toughness=0, enters_with=(("+1/+1", 1),),
         abilities=(
             Triggered("your creature with a +1/+1 counter targeted by an opponent's spell",
                       (CreateToken("Insect", slots=2),),
                       oracle="Whenever a creature you control with a +1/+1 counter on it "
                              "becomes the target of a spell an opponent controls, create a 1/1 "
                              "green Insect creature token."),
             Activated(cost="{1}", tap=True, effects=(PutCounters("+1/+1", 1),),
                       oracle="{1}, {T}: Put a +1/+1 counter on Swarm Shambler."),
         ),
         oracle="Swarm Shambler enters with a +1/+1 counter on it.\nWhenever a creature you "
                "control with a +1/+1 counter on it becomes the target of a spell an opponent "
                "controls, create a 1/1 green Insect creature token.\n{1}, {T}: Put a +1/+1 "
                "counter on Swarm Shambler."),
    Card(name="Lupine Prototype", cost="{2}", types=("Artifact", "Creature"),
         subtypes=("Wolf", "Construct"), power=5, toughness=5,
         static=(CantAttackOrBlockUnless("a player has no cards in hand"),),
         oracle="Lupine Prototype can't attack or block unless a player has no cards in hand."),
    Card(name="Durkwood Baloth", cost="{4}{G}{G}", types=("Creature",), subtypes=("Beast",),
         colors="G", power=5, toughness=5, suspend=Suspend(5, "{G}"),
         oracle="Suspend 5—{G} (Rather than cast this card from your hand, you may pay {G} "
                "and exile it with five time counters on it. At the beginning of your upkeep, "
                "remove a time counter. When the last is removed, you may cast it without "
                "paying its mana cost. If you cast a creature spell this way, it gains haste "
                "until you lose control of it.)"),

    # ---- wave 2 (naming): "as it enters, choose a card name" -----------------------
    Card(name="Phyrexian Revoker", cost="{2}", types=("Artifact", "Creature"),
         subtypes=("Phyrexian", "Horror"), power=2, toughness=1,
         static=(ChosenNameCant("activate, mana abilities too", nonland=True),),
         oracle="As Phyrexian Revoker enters, choose a nonland card name.\nActivated abilities "
                "of sources with the chosen name can't be activated."),
    Card(name="Meddling Mage", cost="{W}{U}", types=("Creature",), subtypes=("Human", "Wizard"),
         colors="WU", power=2, toughness=2,
         static=(ChosenNameCant("cast", nonland=True),),
         oracle="As Meddling Mage enters, choose a nonland card name.\nSpells with the chosen "
                "name can't be cast."),

    # ---- wave 2a (costs): statics that make spells cost more -------------------
    Card(name="Thalia, Guardian of Thraben", cost="{1}{W}", types=("Creature",),
         supertypes=("Legendary",), subtypes=("Human", "Soldier"), colors="W", power=2,
         toughness=1, keywords=("first strike",),
         static=(SpellsCostMore(1, except_types=("creature",)),),
         oracle="First strike\nNoncreature spells cost {1} more to cast."),
    Card(name="Lodestone Golem", cost="{4}", types=("Artifact", "Creature"), subtypes=("Golem",),
         power=5, toughness=3, static=(SpellsCostMore(1, except_types=("artifact",)),),
         oracle="Nonartifact spells cost {1} more to cast."),

    # ---- wave 2b: spells (the spells helper's creatures) -------------------
    Card(name="Isamaru, Hound of Konda", cost="{W}", types=("Creature",),
         supertypes=("Legendary",), subtypes=("Dog",), colors="W", power=2, toughness=2,
         oracle=""),    # no rules text

    # ---- wave 2, session 6 (artifacts) ----------------------------------------------
    # Madness (wave 2b): every discard of it is into exile, and its trigger lets its owner
    # cast it for the madness cost (engine/verbs/madness.py; docs/RULES.md "Madness")
    Card(name="Shadowgrange Archfiend", cost="{6}{B}", types=("Creature",),
         subtypes=("Demon",), colors="B", power=8, toughness=4,
         abilities=(Triggered("enters", (SacrificeGreatestPower(),),
                              oracle="When Shadowgrange Archfiend enters, each opponent "
                                     "sacrifices a creature with the greatest power among "
                                     "creatures they control. You gain life equal to the "
                                     "greatest power among creatures sacrificed this way."),),
         madness="{2}{B}, Pay 8 life",
         oracle="When Shadowgrange Archfiend enters, each opponent sacrifices a creature with "
                "the greatest power among creatures they control. You gain life equal to the "
                "greatest power among creatures sacrificed this way.\nMadness\u2014{2}{B}, "
                "Pay 8 life. (If you discard this card, discard it into exile. When you do, "
                "cast it for its madness cost or put it into your graveyard.)"),
    # ---- exile (session 6) --------------------------------------------------
    Card(name="Frost Titan", cost="{4}{U}{U}", types=("Creature",), subtypes=("Giant",),
         colors="U", power=6, toughness=6,
         # "Whenever Frost Titan becomes the target of a spell or ability an opponent
         # controls, counter that spell or ability unless its controller pays {2}.":
         # the trigger ward {2} is (rule 702.21a), so it is written as ward
         ward=2,
         abilities=(
             Triggered("enters", (TapFreeze(),), target=Target(("permanent",)),
                       oracle="Whenever Frost Titan enters or attacks, tap target permanent. "
                              "It doesn't untap during its controller's next untap step."),
             Triggered("attacks", (TapFreeze(),), target=Target(("permanent",)),
                       oracle="Whenever Frost Titan enters or attacks, tap target permanent. "
                              "It doesn't untap during its controller's next untap step.")),
         oracle="Whenever Frost Titan becomes the target of a spell or ability an opponent "
                "controls, counter that spell or ability unless its controller pays {2}.\n"
                "Whenever Frost Titan enters or attacks, tap target permanent. It doesn't untap "
                "during its controller's next untap step."),
    Card(name="Anointed Peacekeeper", cost="{2}{W}", types=("Creature",),
         subtypes=("Human", "Cleric"), colors="W", power=3, toughness=3, keywords=("vigilance",),
         # "As Anointed Peacekeeper enters, look at an opponent's hand, then choose any card
         # name." (the solver sees every hand) "Spells your opponents cast with the chosen
         # name cost {2} more to cast." "Activated abilities of sources with the chosen name
         # cost {2} more to activate unless they're mana abilities."
         static=(ChosenNameTax(2),),
         oracle="Vigilance\nAs Anointed Peacekeeper enters, look at an opponent's hand, then "
                "choose any card name.\nSpells your opponents cast with the chosen name cost {2} "
                "more to cast.\nActivated abilities of sources with the chosen name cost {2} "
                "more to activate unless they're mana abilities."),
    Card(name="Elite Spellbinder", cost="{2}{W}", types=("Creature",),
         subtypes=("Human", "Cleric"), colors="W", power=3, toughness=1, keywords=("flying",),
         abilities=(Triggered("enters", (ExileFromHandPlayable(),),
                              target=Target(("player",), controller="opponent"),
                              oracle="When Elite Spellbinder enters, look at target opponent's "
                                     "hand. You may exile a nonland card from it. For as long "
                                     "as that card remains exiled, its owner may play it. A "
                                     "spell cast this way costs {2} more to cast."),),
         oracle="Flying\nWhen Elite Spellbinder enters, look at target opponent's hand. You "
                "may exile a nonland card from it. For as long as that card remains exiled, its "
                "owner may play it. A spell cast this way costs {2} more to cast."),
    # ---- wave 2, divided (issue #12)
    Card(name="Fury", cost="{3}{R}{R}", types=("Creature",),
         subtypes=("Elemental", "Incarnation"), colors="R", power=3, toughness=3,
         keywords=("double strike",),
         abilities=(
             Triggered("enters", effects=(DividedDamage(4),), target=Target(("creature",)),
                       oracle="When Fury enters, it deals 4 damage divided as you choose "
                              "among any number of target creatures and/or planeswalkers."),
             Triggered("enters evoked", effects=(Sacrifice(),),
                       oracle="Evoke—Exile a red card from your hand. (You may cast this spell "
                              "for its evoke cost. If you do, it's sacrificed when it enters.)"),
         ),
         alt_cost=AltCost((ExileFromHand(colors="R"),), evoke=True),
         oracle="Double strike\nWhen Fury enters, it deals 4 damage divided as you choose "
                "among any number of target creatures and/or planeswalkers.\nEvoke—Exile a "
                "red card from your hand. (You may cast this spell for its evoke cost. If you do, "
                "it's sacrificed when it enters.)"),
    # ---- cast (session 6)
    Card(name="Hangarback Walker", cost="{X}{X}", types=("Artifact", "Creature"),
         subtypes=("Construct",), power=0, toughness=0, enters_with=(("+1/+1", "X"),),
         abilities=(Triggered("dies, with its +1/+1 counters",
                              (CreateToken("Thopter", n=1, slots=3, per_x=True),),
                              oracle="When Hangarback Walker dies, create a 1/1 colorless "
                                     "Thopter artifact creature token with flying for each "
                                     "+1/+1 counter on Hangarback Walker."),
                    Activated(cost="{1}", tap=True, effects=(PutCounters("+1/+1", 1),),
                              oracle="{1}, {T}: Put a +1/+1 counter on Hangarback Walker.")),
         oracle="Hangarback Walker enters with X +1/+1 counters on it.\nWhen Hangarback "
                "Walker dies, create a 1/1 colorless Thopter artifact creature token with "
                "flying for each +1/+1 counter on Hangarback Walker.\n{1}, {T}: Put a +1/+1 "
                "counter on Hangarback Walker."),
    Card(name="Chancellor of the Forge", cost="{4}{R}{R}{R}", types=("Creature",),
         subtypes=("Phyrexian", "Giant"), colors="R", power=5, toughness=5,
         abilities=(Triggered("revealed from the opening hand: the first upkeep",
                              (CreateToken("Phyrexian Goblin", n=1, slots=1),),
                              oracle="You may reveal this card from your opening hand. If "
                                     "you do, at the beginning of the first upkeep, create a "
                                     "1/1 red Phyrexian Goblin creature token with haste."),
                    Triggered("enters", (CreateToken("Phyrexian Goblin", n=1, slots=3,
                                                     per_creature=True),),
                              oracle="When Chancellor of the Forge enters, create X 1/1 red "
                                     "Phyrexian Goblin creature tokens with haste, where X is "
                                     "the number of creatures you control.")),
         oracle="You may reveal this card from your opening hand. If you do, at the beginning "
                "of the first upkeep, create a 1/1 red Phyrexian Goblin creature token with "
                "haste.\nWhen Chancellor of the Forge enters, create X 1/1 red Phyrexian Goblin "
                "creature tokens with haste, where X is the number of creatures you control."),
    # ---- wave 2a (annex, issue #11): "whenever an opponent casts a spell" ----------------
    Card(name="Chancellor of the Annex", cost="{4}{W}{W}{W}", types=("Creature",),
         subtypes=("Phyrexian", "Angel"), colors="W", power=5, toughness=6,
         keywords=("flying",),                                          # Flying
         abilities=(Triggered("revealed from the opening hand: an opponent's first spell",
                              (CounterUnlessPays(1, what="that spell"),),
                              oracle="You may reveal this card from your opening hand. If "
                                     "you do, when each opponent casts their first spell of "
                                     "the game, counter that spell unless that player pays "
                                     "{1}."),
                    Triggered("an opponent casts a spell",
                              (CounterUnlessPays(1, what="that spell"),),
                              oracle="Whenever an opponent casts a spell, counter that spell "
                                     "unless that player pays {1}.")),
         oracle="You may reveal this card from your opening hand. If you do, when each "
                "opponent casts their first spell of the game, counter that spell unless that "
                "player pays {1}.\nFlying\nWhenever an opponent casts a spell, counter that "
                "spell unless that player pays {1}."),
    # ---- session 6 (eldrazi): "when you cast this spell", annihilator, extra turns -----
    Card(name="Emrakul, the Aeons Torn", cost="{15}", types=("Creature",),
         supertypes=("Legendary",), subtypes=("Eldrazi",), power=15, toughness=15,
         cant_be_countered=True,                                    # This spell can't be countered.
         keywords=("flying", "protection from colored spells"),
         annihilator=6,             # Flying, protection from spells that are one or more colors,
                                    # annihilator 6
         abilities=(
             Triggered(event="you cast this spell", effects=(ExtraTurn(),),
                       oracle="When you cast this spell, take an extra turn after this one."),
             Triggered(event="put into a graveyard from anywhere", effects=_SHUFFLE_BACK,
                       oracle="When Emrakul is put into a graveyard from anywhere, its owner "
                              "shuffles their graveyard into their library."),
         ),
         oracle="This spell can't be countered.\nWhen you cast this spell, take an extra turn "
                "after this one.\nFlying, protection from spells that are one or more colors, "
                "annihilator 6\nWhen Emrakul is put into a graveyard from anywhere, its owner "
                "shuffles their graveyard into their library."),
    Card(name="Ulamog, the Infinite Gyre", cost="{11}", types=("Creature",),
         supertypes=("Legendary",), subtypes=("Eldrazi",), power=10, toughness=10,
         keywords=("indestructible",),                              # Indestructible
         annihilator=4,     # Annihilator 4 (Whenever this creature attacks, defending player
                            # sacrifices four permanents.)
         abilities=(
             Triggered(event="you cast this spell", effects=(Destroy(),),
                       target=Target(("permanent",)),
                       oracle="When you cast this spell, destroy target permanent."),
             Triggered(event="put into a graveyard from anywhere", effects=_SHUFFLE_BACK,
                       oracle="When Ulamog is put into a graveyard from anywhere, its owner "
                              "shuffles their graveyard into their library."),
         ),
         oracle="When you cast this spell, destroy target permanent.\nAnnihilator 4 (Whenever "
                "this creature attacks, defending player sacrifices four permanents.)\n"
                "Indestructible\nWhen Ulamog is put into a graveyard from anywhere, its owner "
                "shuffles their graveyard into their library."),
    Card(name="Lavinia, Azorius Renegade", cost="{W}{U}", types=("Creature",),
         supertypes=("Legendary",), subtypes=("Human", "Soldier"), colors="WU", power=2,
         toughness=2,
         # Each opponent can't cast noncreature spells with mana value greater than the
         # number of lands that player controls.
         static=(OpponentsCantCastAboveLands(),),
         abilities=(
             Triggered(event="an opponent casts a spell with no mana spent",
                       effects=(CounterThatSpell(),),
                       oracle="Whenever an opponent casts a spell, if no mana was spent to "
                              "cast it, counter that spell."),
         ),
         oracle="Each opponent can't cast noncreature spells with mana value greater than "
                "the number of lands that player controls.\nWhenever an opponent casts a "
                "spell, if no mana was spent to cast it, counter that spell."),
    Card(name="Cruel Sadist", cost="{B}", types=("Creature",), subtypes=("Human", "Assassin"),
         colors="B", power=1, toughness=1,
         abilities=(
             Activated(cost="{B}", tap=True, pay_life=1,
                       effects=(PutCounters("+1/+1", 1, on="self"),),
                       oracle="{B}, {T}, Pay 1 life: Put a +1/+1 counter on Cruel Sadist."),
             Activated(cost="{2}{B}", tap=True, remove_x_p1p1=True, effects=(Damage("X"),),
                       target=Target(("creature",)),
                       oracle="{2}{B}, {T}, Remove X +1/+1 counters from Cruel Sadist: It deals "
                              "X damage to target creature."),
         ),
         oracle="{B}, {T}, Pay 1 life: Put a +1/+1 counter on Cruel Sadist.\n{2}{B}, {T}, Remove "
                "X +1/+1 counters from Cruel Sadist: It deals X damage to target creature."),
    # ---- tactician (wave 2b)
    Card(name="Cenn's Tactician", cost="{W}", types=("Creature",), subtypes=("Kithkin", "Soldier"),
         colors="W", power=1, toughness=1,
         abilities=(Activated(cost="{W}", tap=True, sorcery_speed=True,
                              effects=(PutCounters("+1/+1", 1, on="target"),),
                              target=Target(("creature",), subtype="Soldier"),
                              oracle="{W}, {T}: Put a +1/+1 counter on target Soldier creature. "
                                     "Activate only as a sorcery."),),
         static=(BlockAdditional(),),
         oracle="{W}, {T}: Put a +1/+1 counter on target Soldier creature. Activate only as a "
                "sorcery.\nEach creature you control with a +1/+1 counter on it can block an "
                "additional creature each combat."),
    # ---- session 7, moon (issue #11) ----------------------------------------------
    Card(name="Magus of the Moon", cost="{2}{R}", types=("Creature",), subtypes=("Human", "Wizard"),
         colors="R", power=2, toughness=2,
         static=(NonbasicLandsAre("Mountain"),),    # engine/statics/nonbasic_lands_are.py
         oracle="Nonbasic lands are Mountains."),

    # ---- angel (session 7): embalm, an ability activated from the graveyard
    Card(name="Angel of Sanctions", cost="{3}{W}{W}", types=("Creature",), subtypes=("Angel",),
         colors="W", power=3, toughness=4, keywords=("flying",),
         abilities=(
             Triggered("enters", (ExileUntilLeaves(may=True),),
                       target=Target(("permanent",), controller="opponent", nonland=True),
                       oracle=ANGEL_OF_SANCTIONS_ENTERS),
             # the token (cards/tokens.py) is the copy "except it's a white Zombie Angel
             # with no mana cost"
             Activated(cost="{5}{W}", exile_from_graveyard=True, sorcery_speed=True,
                       effects=(CreateToken("Angel of Sanctions token"),),
                       oracle=ANGEL_OF_SANCTIONS_EMBALM),
         ),
         oracle="Flying\n" + ANGEL_OF_SANCTIONS_ENTERS + "\n" + ANGEL_OF_SANCTIONS_EMBALM),
]
