"""Wave 2a, annex (issue #11): Chancellor of the Annex (revealed from the opening hand:
"when each opponent casts their first spell of the game, counter that spell unless
that player pays {1}") and Curse of Silence (an Aura enchanting a player, a chosen
name's tax) in solved pairings: each verdict reasoned out by hand first
(beside it), then both exact methods must give it; and mixed pairings with older
cards, where negamax and retrograde must agree."""
from matchup_kit import matchup_tests

# (deck A, deck B, A on the play, A on the draw, reasoning)
MATCHUPS = [
    (["Chancellor of the Annex"], ["Memnite"], "draw", "draw",
     "A can never cast the Chancellor (no mana). A reveals it from the opening hand: "
     "B's first spell of the game, Memnite (free), meets 'counter that spell unless that "
     "player pays {1}' and B has no mana: countered. B has nothing else, A deals no "
     "damage: a draw in either order. Not revealing would let Memnite attack twenty "
     "times: a loss."),
    (["Chancellor of the Annex"], ["Mountain", "Memnite"], "loss", "loss",
     "B plays the Mountain first, then casts Memnite and pays the {1} with it: Memnite "
     "resolves and attacks twenty times; A has nothing: a loss both ways."),
    (["Chancellor of the Annex"], ["Memnite", "Memnite"], "loss", "loss",
     "Only the first spell of the game is met: the first Memnite is countered (no mana), "
     "the second resolves and attacks twenty times: a loss both ways."),
    (["Chancellor of the Annex", "Chancellor of the Annex"], ["Mountain", "Memnite"],
     "draw", "draw",
     "A reveals both: two triggers on B's first spell, {1} each. B never has more than "
     "its one Mountain: it pays one, the other counters Memnite. Nothing else is cast, "
     "nobody deals damage: a draw both ways (one revealed Chancellor would be a loss, "
     "as above)."),
    (["Plains", "Curse of Silence", "Savannah Lions"], ["Mountain", "Lightning Bolt"],
     "win", "win",
     "Without the Curse, Bolt kills the Lions: a draw. On the play A casts the Curse on "
     "turn 1 (B has no land yet, nothing to answer), enchanting B and naming Lightning "
     "Bolt: with {2} more B's Bolt costs three and B has one land forever, so it is never "
     "cast. Lions on turn 2 attack ten times: a win. On the draw B has a Mountain when the "
     "Curse is cast, but Bolt in response can only hit A's face (no creature yet): 3 "
     "damage, and the Lions still win. A win both ways."),
    (["Plains", "Curse of Silence", "Savannah Lions"], ["Black Lotus", "Lightning Bolt"],
     "win", "draw",
     "On the play A's turn-1 Curse enchants B naming Black Lotus: the Lotus costs {2}, B "
     "has no other mana, so neither it nor Bolt is ever cast; the Lions win. (Naming Bolt "
     "would not do: the Lotus pays Bolt's three.) On the draw B casts the Lotus on its "
     "turn 1, before the Curse: whatever A names, B has three mana for Bolt (at most {2}{R}) "
     "and kills the Lions whenever they come; A deals no other damage and B none: a draw."),
]

# mixed pairings: only negamax == retrograde is asserted
MIXED = [
    (["Chancellor of the Annex", "Mountain"], ["Mountain", "Lightning Bolt"]),
    (["Chancellor of the Annex", "Memnite"], ["Island", "Daze"]),
    (["Chancellor of the Annex", "Savannah Lions"], ["Chalice of the Void", "Memnite"]),
    (["Chancellor of the Annex", "Leyline of Sanctity"], ["Plains", "Savannah Lions"]),
    (["Plains", "Curse of Silence"], ["Mountain", "Lightning Bolt"]),
    (["Plains", "Curse of Silence"], ["Memnite", "Savannah Lions"]),
    (["Plains", "Curse of Silence", "Savannah Lions"], ["Mountain", "Mountain", "Lightning Bolt"]),
    (["Curse of Silence", "Mox Pearl"], ["Plains", "Leyline of Sanctity"]),
]


test_hand_solved, test_negamax_equals_retrograde = matchup_tests(MATCHUPS, MIXED)
