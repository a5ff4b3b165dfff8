"""Creatures, each with its oracle text beside it."""
from cards.schema import (Activated, Adds, Card, CreateToken, Damage, ExileFromHand, LevelBand,
                          ManaAbility, PumpWhileControl, PumpWhileLife, PutCounters,
                          RemoveCounters, SacrificeUnless, SearchLibrary, Target, Triggered,
                          Untap)

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

    # ---- wave 2b: spells (the spells helper's creatures) -------------------
    Card(name="Isamaru, Hound of Konda", cost="{W}", types=("Creature",),
         supertypes=("Legendary",), subtypes=("Dog",), colors="W", power=2, toughness=2,
         oracle=""),    # no rules text
]
