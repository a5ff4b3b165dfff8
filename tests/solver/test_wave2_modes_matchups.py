"""Wave 2, modes (Solitude, Foil, Misdirection, ...) in solved pairings: each verdict
reasoned out by hand first (beside it), then both exact methods must give it; and
random-ish pairings mixing the new cards with today's, where negamax and retrograde
must agree."""
from matchup_kit import matchup_tests

# (deck A, deck B, A on the play, A on the draw, reasoning)
MATCHUPS = [
    (["Savannah Lions", "Solitude"], ["Plains", "Savannah Lions"], "draw", "draw",
     "A has no land: the Lions can never be cast, and Solitude only for its evoke cost, "
     "exiling A's Lions (its only other white card). B plays Plains and its Lions on its "
     "first turn; A evokes Solitude (flash, any time) and exiles B's Lions (B gains 2; "
     "Solitude is sacrificed). Then nobody has damage: a draw. Not evoking loses to ten "
     "Lions attacks. B can't do better: it has one creature."),
    (["Foil", "Island", "Island"], ["Plains", "Savannah Lions"], "draw", "draw",
     "A's only play is Foil for its alternative cost: discarding an Island card and "
     "another card, so A must keep both Islands in hand (playing one leaves one other "
     "card: the cost can't be paid, and four mana never comes). B's only threat is the "
     "Lions spell: A Foils it (discarding both Islands). Then nobody has damage: a "
     "draw. If A lets the Lions resolve, A can't answer it: a loss."),
    (["Memnite", "Misdirection", "Leyline of Singularity"], ["Mountain", "Lightning Bolt"],
     "win", "win",
     "Memnite (0) comes down on A's first turn and attacks every turn. B's only play is "
     "Bolt: at Memnite, A casts Misdirection by exiling the Leyline (a blue card; A keeps "
     "it in hand rather than begin with it in play) and changes the Bolt's target to B "
     "(not Memnite: the target must change; not Misdirection: Bolt can't target spells). "
     "Bolt at A's face does nothing useful. Memnite's 1 a turn wins (B at 17 or 20). "
     "Without Misdirection B would Bolt Memnite: a draw."),
    (["Forest", "Pick Your Poison"], ["Swamp", "Mox Jet", "Bitterblossom"], "draw", "draw",
     "B casts Bitterblossom on its first turn (Swamp and Mox Jet). Left alone it wins: a "
     "1/1 flyer each upkeep for 1 life, the tokens deal 0+1+2+... = 21 by B's 7th turn "
     "while B is at 13. A plays Forest and casts Pick Your Poison (a sorcery) on its next "
     "turn, choosing the enchantment mode, before B's next upkeep (on the play A's turn 2, "
     "on the draw A's turn 1): B sacrifices Bitterblossom before any token. Then A has a "
     "Forest, B a Swamp and a Mox: nobody has damage, a draw. The artifact mode (the Mox) "
     "would lose; so would only the first mode."),
    (["Swamp", "Funeral Charm"], ["Plains", "Savannah Lions"], "draw", "draw",
     "B's only threat is the 2/1 Lions (Plains and Lions on its first turn). A answers at "
     "instant speed with either mode: +2/-1 on the Lions once it is on the battlefield "
     "(a 4/0: it dies), or 'discards a card' while B still holds both cards (B keeps one "
     "of Plains and Lions: nothing castable). A has no damage: a draw either way. Were "
     "the Charm's first mode its only one, the Lions already in play would win."),
]

# random-ish pairings: only negamax == retrograde is asserted
MIXED = [
    (["Island", "Foil", "Savannah Lions"], ["Mountain", "Lightning Bolt"]),
    (["Plains", "Solitude", "Savannah Lions"], ["Forest", "Kird Ape"]),
    (["Memnite", "Misdirection", "Force of Will"], ["Mountain", "Lightning Bolt"]),
    (["Solitude", "Swords to Plowshares"], ["Memnite", "Misdirection", "Snapback"]),
    (["Swamp", "Funeral Charm", "Memnite"], ["Swamp", "Memnite"]),
    (["Mountain", "Kird Ape"], ["Island", "Piracy Charm"]),
]


test_hand_solved, test_negamax_equals_retrograde = matchup_tests(MATCHUPS, MIXED)
