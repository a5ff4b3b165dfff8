"""Lands (and mana artifacts), each with its oracle text beside it."""
from cards.schema import (Activated, Adds, Animate, BecomeCopy, Bounce, Card, CreateToken,
                          CreaturesHave, Destroy, DiscardHand, DestroyUnlessPays, EachLandIs, LoseLandwalk,
                          DamageToYou, FlipCoin, GainLife, ManaAbility, PreventCombatDamage, Pump,
                          PutCounters, RemoveAnyCounters, RemoveCounter, RemoveCounters,
                          ReturnAtNextUntap, Sacrifice, SacrificeIfNoCounters, SacrificeSelf, Tap,
                          Target, Triggered, Untap)

BASICS = [
    Card(name="Plains", types=("Land",), supertypes=("Basic",), subtypes=("Plains",),
         mana=(ManaAbility(Adds("W")),), oracle="({T}: Add {W}.)"),
    Card(name="Island", types=("Land",), supertypes=("Basic",), subtypes=("Island",),
         mana=(ManaAbility(Adds("U")),), oracle="({T}: Add {U}.)"),
    Card(name="Swamp", types=("Land",), supertypes=("Basic",), subtypes=("Swamp",),
         mana=(ManaAbility(Adds("B")),), oracle="({T}: Add {B}.)"),
    Card(name="Mountain", types=("Land",), supertypes=("Basic",), subtypes=("Mountain",),
         mana=(ManaAbility(Adds("R")),), oracle="({T}: Add {R}.)"),
    Card(name="Forest", types=("Land",), supertypes=("Basic",), subtypes=("Forest",),
         mana=(ManaAbility(Adds("G")),), oracle="({T}: Add {G}.)"),
]

CARDS = BASICS + [
    Card(name="Taiga", types=("Land",), subtypes=("Mountain", "Forest"),
         mana=(ManaAbility(Adds("RG")),),
         oracle="({T}: Add {R} or {G}.)"),
    Card(name="Mox Jet", cost="{0}", types=("Artifact",), mana=(ManaAbility(Adds("B")),),
         oracle="{T}: Add {B}."),
    Card(name="Mox Ruby", cost="{0}", types=("Artifact",), mana=(ManaAbility(Adds("R")),),
         oracle="{T}: Add {R}."),
    Card(name="Mutavault", types=("Land",), mana=(ManaAbility(Adds("C")),),
         oracle="{T}: Add {C}.\n{1}: Mutavault becomes a 2/2 creature with all creature "
                "types until end of turn. It's still a land.",
         abilities=(
             Activated(cost="{1}", effects=(Animate(2, 2, all_creature_types=True),),
                       oracle="{1}: Mutavault becomes a 2/2 creature with all creature "
                              "types until end of turn. It's still a land."),
         )),
    Card(name="Mishra's Factory", types=("Land",), mana=(ManaAbility(Adds("C")),),
         oracle="{T}: Add {C}.\n{1}: Mishra's Factory becomes a 2/2 Assembly-Worker artifact "
                "creature until end of turn. It's still a land.\n{T}: Target Assembly-Worker "
                "creature gets +1/+1 until end of turn.",
         abilities=(
             Activated(cost="{1}", effects=(Animate(2, 2, types=("Artifact",),
                                                    subtypes=("Assembly-Worker",)),),
                       oracle="{1}: Mishra's Factory becomes a 2/2 Assembly-Worker artifact "
                              "creature until end of turn. It's still a land."),
             Activated(cost=None, tap=True, effects=(Pump(1, 1),),
                       target=Target(("creature",), subtype="Assembly-Worker"),
                       oracle="{T}: Target Assembly-Worker creature gets +1/+1 until end of turn."),
         )),
    Card(name="Dryad Arbor", types=("Land", "Creature"), subtypes=("Forest", "Dryad"),
         colors="G", power=1, toughness=1, mana=(ManaAbility(Adds("G")),),
         oracle="(Dryad Arbor isn't a spell, it's affected by summoning sickness, and it has "
                "\"{T}: Add {G}.\")"),
    Card(name="Wasteland", types=("Land",), mana=(ManaAbility(Adds("C")),),
         oracle="{T}: Add {C}.\n{T}, Sacrifice Wasteland: Destroy target nonbasic land.",
         abilities=(
             Activated(cost=None, tap=True, sacrifice_self=True, effects=(Destroy(),),
                       target=Target(("land",), nonbasic=True),
                       oracle="{T}, Sacrifice Wasteland: Destroy target nonbasic land."),
         )),
    Card(name="Hammerheim", types=("Land",), supertypes=("Legendary",),
         mana=(ManaAbility(Adds("R")),),
         oracle="{T}: Add {R}.\n{T}: Target creature loses all landwalk abilities until end "
                "of turn.",
         abilities=(
             Activated(cost=None, tap=True, effects=(LoseLandwalk(),),
                       target=Target(("creature",)),
                       oracle="{T}: Target creature loses all landwalk abilities until end of turn."),
         )),

    # ---- wave 1 -------------------------------------------------------------
    Card(name="Snow-Covered Forest", types=("Land",), supertypes=("Basic", "Snow"),
         subtypes=("Forest",), mana=(ManaAbility(Adds("G")),), oracle="({T}: Add {G}.)"),
    Card(name="Savannah", types=("Land",), subtypes=("Forest", "Plains"),
         mana=(ManaAbility(Adds("GW")),),
         oracle="({T}: Add {G} or {W}.)"),
    Card(name="Tropical Island", types=("Land",), subtypes=("Forest", "Island"),
         mana=(ManaAbility(Adds("GU")),),
         oracle="({T}: Add {G} or {U}.)"),
    Card(name="Scrubland", types=("Land",), subtypes=("Plains", "Swamp"),
         mana=(ManaAbility(Adds("WB")),),
         oracle="({T}: Add {W} or {B}.)"),
    Card(name="City of Traitors", types=("Land",), mana=(ManaAbility(Adds("C", 2)),),
         oracle="When you play another land, sacrifice City of Traitors.\n{T}: Add {C}{C}.",
         abilities=(Triggered("you play another land", (Sacrifice(),),
                              oracle="When you play another land, sacrifice City of Traitors."),)),
    Card(name="Ancient Tomb", types=("Land",),
         mana=(ManaAbility(Adds("C", 2), costs=(Tap(), DamageToYou(2))),),
         oracle="{T}: Add {C}{C}. Ancient Tomb deals 2 damage to you."),
    Card(name="Black Lotus", cost="{0}", types=("Artifact",),
         mana=(ManaAbility(Adds("WUBRG", 3), costs=(Tap(), SacrificeSelf())),),
         oracle="{T}, Sacrifice Black Lotus: Add three mana of any one color."),
    # ---- wave 2, session 6 (artifacts): a mana ability used only with priority (floated)
    Card(name="Lion's Eye Diamond", cost="{0}", types=("Artifact",),
         mana=(ManaAbility(Adds("WUBRG", 3), costs=(DiscardHand(), SacrificeSelf())),),
         mana_as_instant=True,      # "Activate only as an instant."
         oracle="Discard your hand, Sacrifice Lion's Eye Diamond: Add three mana of any one "
                "color. Activate only as an instant."),
    Card(name="Inkmoth Nexus", types=("Land",), mana=(ManaAbility(Adds("C")),),
         oracle="{T}: Add {C}.\n{1}: Inkmoth Nexus becomes a 1/1 Phyrexian Blinkmoth artifact "
                "creature with flying and infect until end of turn. It's still a land. (It deals "
                "damage to creatures in the form of -1/-1 counters and to players in the form of "
                "poison counters.)",
         abilities=(
             Activated(cost="{1}", effects=(Animate(1, 1, types=("Artifact",),
                                                    subtypes=("Phyrexian", "Blinkmoth"),
                                                    keywords=("flying", "infect")),),
                       oracle="{1}: Inkmoth Nexus becomes a 1/1 Phyrexian Blinkmoth artifact "
                              "creature with flying and infect until end of turn. It's still a "
                              "land."),
         )),
    Card(name="Maze of Ith", types=("Land",),
         oracle="{T}: Untap target attacking creature. Prevent all combat damage that would be "
                "dealt to and dealt by that creature this turn.",
         abilities=(
             Activated(cost=None, tap=True, effects=(Untap("target"), PreventCombatDamage()),
                       target=Target(("creature",), attacking=True),
                       oracle="{T}: Untap target attacking creature. Prevent all combat damage "
                              "that would be dealt to and dealt by that creature this turn."),
         )),
    Card(name="Karakas", types=("Land",), supertypes=("Legendary",), mana=(ManaAbility(Adds("W")),),
         oracle="{T}: Add {W}.\n{T}: Return target legendary creature to its owner's hand.",
         abilities=(
             Activated(cost=None, tap=True, effects=(Bounce(),),
                       target=Target(("creature",), legendary=True),
                       oracle="{T}: Return target legendary creature to its owner's hand."),
         )),
    Card(name="The Tabernacle at Pendrell Vale", types=("Land",), supertypes=("Legendary",),
         oracle="All creatures have \"At the beginning of your upkeep, destroy this creature "
                "unless you pay {1}.\"",
         static=(CreaturesHave(Triggered(
             "your upkeep", (DestroyUnlessPays(1),),
             oracle="At the beginning of your upkeep, destroy this creature unless you pay {1}.")),)),
    Card(name="Pendelhaven", types=("Land",), supertypes=("Legendary",),
         mana=(ManaAbility(Adds("G")),),
         oracle="{T}: Add {G}.\n{T}: Target 1/1 creature gets +1/+2 until end of turn.",
         abilities=(
             Activated(cost=None, tap=True, effects=(Pump(1, 2),),
                       target=Target(("creature",), one_one=True),
                       oracle="{T}: Target 1/1 creature gets +1/+2 until end of turn."),
         )),
    Card(name="Crystal Vein", types=("Land",),
         mana=(ManaAbility(Adds("C")),                                  # {T}: Add {C}.
               ManaAbility(Adds("C", 2), costs=(Tap(), SacrificeSelf()))),  # {T}, Sacrifice: {C}{C}
         oracle="{T}: Add {C}.\n{T}, Sacrifice Crystal Vein: Add {C}{C}."),
    Card(name="Cavern of Souls", types=("Land",), enters_choosing="creature type",
         mana=(ManaAbility(Adds("C")),
               ManaAbility(Adds("WUBRG", only="creature spell of the chosen type",
                                rider="can't be countered"))),
         oracle="As Cavern of Souls enters, choose a creature type.\n{T}: Add {C}.\n{T}: Add one "
                "mana of any color. Spend this mana only to cast a creature spell of the chosen "
                "type, and that spell can't be countered."),
    Card(name="Dark Depths", types=("Land",), supertypes=("Legendary", "Snow"),
         counter_kind="ice", enters_with=(("ice", 10),),
         oracle="Dark Depths enters with ten ice counters on it.\n{3}: Remove an ice counter "
                "from Dark Depths.\nWhen Dark Depths has no ice counters on it, sacrifice it. If "
                "you do, create Marit Lage, a legendary 20/20 black Avatar creature token with "
                "flying and indestructible.",
         abilities=(
             Activated(cost="{3}", effects=(RemoveCounters("ice", 1, on="self"),),
                       oracle="{3}: Remove an ice counter from Dark Depths."),
             Triggered("no counters", (Sacrifice(), CreateToken("Marit Lage", slots=1,
                                                                if_you_do=True)),
                       oracle="When Dark Depths has no ice counters on it, sacrifice it. If you "
                              "do, create Marit Lage, a legendary 20/20 black Avatar creature "
                              "token with flying and indestructible."),
         )),
    Card(name="Thespian's Stage", types=("Land",), mana=(ManaAbility(Adds("C")),),
         oracle="{T}: Add {C}.\n{2}, {T}: Thespian's Stage becomes a copy of target land, "
                "except it has this ability.",
         abilities=(
             Activated(cost="{2}", tap=True, effects=(BecomeCopy(),), target=Target(("land",)),
                       keep_when_copying=True,
                       oracle="{2}, {T}: Thespian's Stage becomes a copy of target land, except "
                              "it has this ability."),
         )),
    Card(name="Urborg, Tomb of Yawgmoth", types=("Land",), supertypes=("Legendary",),
         static=(EachLandIs("Swamp"),),
         oracle="Each land is a Swamp in addition to its other land types."),

    # ---- wave 2a: mana (issue #11) ---------------------------------------------
    Card(name="Strip Mine", types=("Land",), mana=(ManaAbility(Adds("C")),),
         abilities=(Activated(cost=None, tap=True, sacrifice_self=True, effects=(Destroy(),),
                              target=Target(("land",)),
                              oracle="{T}, Sacrifice Strip Mine: Destroy target land."),),
         oracle="{T}: Add {C}.\n{T}, Sacrifice Strip Mine: Destroy target land."),
    Card(name="Mox Pearl", cost="{0}", types=("Artifact",), mana=(ManaAbility(Adds("W")),),
         oracle="{T}: Add {W}."),
    Card(name="Mox Sapphire", cost="{0}", types=("Artifact",), mana=(ManaAbility(Adds("U")),),
         oracle="{T}: Add {U}."),
    Card(name="Mox Emerald", cost="{0}", types=("Artifact",), mana=(ManaAbility(Adds("G")),),
         oracle="{T}: Add {G}."),
    Card(name="Sol Ring", cost="{1}", types=("Artifact",), mana=(ManaAbility(Adds("C", 2)),),
         oracle="{T}: Add {C}{C}."),
    Card(name="Lotus Petal", cost="{0}", types=("Artifact",),
         mana=(ManaAbility(Adds("WUBRG"), costs=(Tap(), SacrificeSelf())),),
         oracle="{T}, Sacrifice Lotus Petal: Add one mana of any color."),
    Card(name="Mana Crypt", cost="{0}", types=("Artifact",), mana=(ManaAbility(Adds("C", 2)),),
         abilities=(Triggered("your upkeep", (FlipCoin(3),),
                              oracle="At the beginning of your upkeep, flip a coin. If you lose "
                                     "the flip, Mana Crypt deals 3 damage to you."),),
         oracle="At the beginning of your upkeep, flip a coin. If you lose the flip, Mana Crypt "
                "deals 3 damage to you.\n{T}: Add {C}{C}."),
    Card(name="Bayou", types=("Land",), subtypes=("Swamp", "Forest"),
         mana=(ManaAbility(Adds("BG")),),
         oracle="({T}: Add {B} or {G}.)"),
    Card(name="Undiscovered Paradise", types=("Land",),
         mana=(ManaAbility(Adds("WUBRG"), costs=(Tap(), ReturnAtNextUntap())),),
         oracle="{T}: Add one mana of any color. During your next untap step, as you untap your "
                "permanents, return Undiscovered Paradise to its owner's hand."),
    Card(name="Oboro, Palace in the Clouds", types=("Land",), supertypes=("Legendary",),
         mana=(ManaAbility(Adds("U")),),
         abilities=(Activated(cost="{1}", effects=(Bounce(what="self"),),
                              oracle="{1}: Return Oboro, Palace in the Clouds to its owner's "
                                     "hand."),),
         oracle="{T}: Add {U}.\n{1}: Return Oboro, Palace in the Clouds to its owner's hand."),
    # Hideaway 4 has no card to exile with no library, so its trigger is not modeled
    # (docs/RULES.md, "Hideaway"); the {U}, {T} ability is, and does nothing.
    Card(name="Shelldock Isle", types=("Land",), enters_tapped=True,
         mana=(ManaAbility(Adds("U")),),
         abilities=(Activated(cost="{U}", tap=True, effects=(),
                              oracle="{U}, {T}: You may play the exiled card without paying its "
                                     "mana cost if a library has twenty or fewer cards in it."),),
         oracle="Hideaway 4 (When this land enters, look at the top four cards of your library, "
                "exile one face down, then put the rest on the bottom in a random order.)\n"
                "This land enters tapped.\n{T}: Add {U}.\n{U}, {T}: You may play the exiled "
                "card without paying its mana cost if a library has twenty or fewer cards in it."),
    Card(name="Mishra's Workshop", types=("Land",),
         mana=(ManaAbility(Adds("C", 3, only="artifact spell")),),
         oracle="{T}: Add {C}{C}{C}. Spend this mana only to cast artifact spells."),
    Card(name="Cathedral of War", types=("Land",), enters_tapped=True, keywords=("exalted",),
         mana=(ManaAbility(Adds("C")),),
         oracle="This land enters tapped.\nExalted (Whenever a creature you control attacks "
                "alone, that creature gets +1/+1 until end of turn.)\n{T}: Add {C}."),

    # ---- wave 2a: storage and depletion lands (issue #11) -------------------
    *[Card(name=name, types=("Land",), enters_tapped=True, counter_kind="depletion",
           enters_with=(("depletion", 2),),
           mana=(ManaAbility(Adds(color, 2), costs=(Tap(), RemoveCounter("depletion"),
                                                    SacrificeIfNoCounters())),),
           oracle=f"{name} enters tapped with two depletion counters on it.\n{{T}}, Remove a "
                  f"depletion counter from {name}: Add {{{color}}}{{{color}}}. If there are no "
                  f"depletion counters on {name}, sacrifice it.")
      for name, color in (("Peat Bog", "B"), ("Saprazzan Skerry", "U"),
                          ("Hickory Woodlot", "G"))],
    Card(name="Sheltered Valley", types=("Land",), enters_sacrificing_namesakes=True,
         mana=(ManaAbility(Adds("C")),),
         oracle="If Sheltered Valley would enter, instead sacrifice each other permanent named "
                "Sheltered Valley you control, then put Sheltered Valley onto the battlefield.\n"
                "At the beginning of your upkeep, if you control three or fewer lands, you gain 1 "
                "life.\n{T}: Add {C}.",
         abilities=(Triggered("your upkeep", (GainLife(1),), lands_at_most=3,
                              oracle="At the beginning of your upkeep, if you control three or "
                                     "fewer lands, you gain 1 life."),)),
    # the storage lands of Fallen Empires and Homelands ...
    *[Card(name=name, types=("Land",), enters_tapped=True, may_stay_tapped=True,
           counter_kind="storage",
           mana=(ManaAbility(Adds(color), costs=(Tap(), RemoveAnyCounters("storage"))),),
           oracle=f"{name} enters tapped.\nYou may choose not to untap {name} during your untap "
                  f"step.\nAt the beginning of your upkeep, if {name} is tapped, put a storage "
                  f"counter on it.\n{{T}}, Remove any number of storage counters from {name}: Add "
                  f"{{{color}}} for each storage counter removed this way.",
           abilities=(Triggered("your upkeep", (PutCounters("storage", 1, on="self"),),
                                if_tapped=True,
                                oracle=f"At the beginning of your upkeep, if {name} is tapped, put "
                                       f"a storage counter on it."),))
      for name, color in (("Sand Silos", "U"), ("Icatian Store", "W"), ("Dwarven Hold", "R"),
                          ("Bottomless Vault", "B"))],
    # ... and of Mercadian Masques
    *[Card(name=name, types=("Land",), enters_tapped=True, counter_kind="storage",
           mana=(ManaAbility(Adds(color), costs=(Tap(), RemoveAnyCounters("storage"))),),
           oracle=f"{name} enters tapped.\n{{T}}: Put a storage counter on {name}.\n{{T}}, Remove "
                  f"any number of storage counters from {name}: Add {{{color}}} for each storage "
                  f"counter removed this way.",
           abilities=(Activated(cost=None, tap=True, effects=(PutCounters("storage", 1, on="self"),),
                                oracle=f"{{T}}: Put a storage counter on {name}."),))
      for name, color in (("Fountain of Cho", "W"), ("Saprazzan Cove", "U"))],

    # ---- wave 2a (costs): land types ----------------------------------------------
    Card(name="Yavimaya, Cradle of Growth", types=("Land",), supertypes=("Legendary",),
         static=(EachLandIs("Forest"),),
         oracle="Each land is a Forest in addition to its other land types."),
]
