"""Lands (and mana artifacts), each with its oracle text beside it."""
from cards.schema import Activated, Animate, Card, Destroy, LoseLandwalk, Pump, Target

BASICS = [
    Card(name="Plains", types=("Land",), supertypes=("Basic",), subtypes=("Plains",),
         mana="W", oracle="({T}: Add {W}.)"),
    Card(name="Island", types=("Land",), supertypes=("Basic",), subtypes=("Island",),
         mana="U", oracle="({T}: Add {U}.)"),
    Card(name="Swamp", types=("Land",), supertypes=("Basic",), subtypes=("Swamp",),
         mana="B", oracle="({T}: Add {B}.)"),
    Card(name="Mountain", types=("Land",), supertypes=("Basic",), subtypes=("Mountain",),
         mana="R", oracle="({T}: Add {R}.)"),
    Card(name="Forest", types=("Land",), supertypes=("Basic",), subtypes=("Forest",),
         mana="G", oracle="({T}: Add {G}.)"),
]

CARDS = BASICS + [
    Card(name="Taiga", types=("Land",), subtypes=("Mountain", "Forest"), mana="RG",
         oracle="({T}: Add {R} or {G}.)"),
    Card(name="Mox Jet", cost="{0}", types=("Artifact",), mana="B",
         oracle="{T}: Add {B}."),
    Card(name="Mox Ruby", cost="{0}", types=("Artifact",), mana="R",
         oracle="{T}: Add {R}."),
    Card(name="Mutavault", types=("Land",), mana="C",
         oracle="{T}: Add {C}.\n{1}: Mutavault becomes a 2/2 creature with all creature "
                "types until end of turn. It's still a land.",
         abilities=(
             Activated(cost="{1}", effects=(Animate(2, 2, all_creature_types=True),),
                       oracle="{1}: Mutavault becomes a 2/2 creature with all creature "
                              "types until end of turn. It's still a land."),
         )),
    Card(name="Mishra's Factory", types=("Land",), mana="C",
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
         colors="G", power=1, toughness=1, mana="G",
         oracle="(Dryad Arbor isn't a spell, it's affected by summoning sickness, and it has "
                "\"{T}: Add {G}.\")"),
    Card(name="Wasteland", types=("Land",), mana="C",
         oracle="{T}: Add {C}.\n{T}, Sacrifice Wasteland: Destroy target nonbasic land.",
         abilities=(
             Activated(cost=None, tap=True, sacrifice_self=True, effects=(Destroy(),),
                       target=Target(("land",), nonbasic=True),
                       oracle="{T}, Sacrifice Wasteland: Destroy target nonbasic land."),
         )),
    Card(name="Hammerheim", types=("Land",), supertypes=("Legendary",), mana="R",
         oracle="{T}: Add {R}.\n{T}: Target creature loses all landwalk abilities until end "
                "of turn.",
         abilities=(
             Activated(cost=None, tap=True, effects=(LoseLandwalk(),),
                       target=Target(("creature",)),
                       oracle="{T}: Target creature loses all landwalk abilities until end of turn."),
         )),
]
