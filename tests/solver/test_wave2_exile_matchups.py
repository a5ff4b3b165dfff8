"""Session 6, exile (Frost Titan, Portable Hole) in solved pairings: each verdict
reasoned out by hand first (beside it), then both exact methods must give it; and
pairings mixing the new cards with today's, where negamax and retrograde must agree."""
from matchup_kit import matchup_tests

TITAN = ["Ancient Tomb", "Black Lotus", "Mox Sapphire", "Frost Titan"]

# (deck A, deck B, A on the play, A on the draw, reasoning)
MATCHUPS = [
    (["Plains", "Portable Hole"], ["Plains", "Savannah Lions"], "draw", "draw",
     "A has no damage at all, so A can't win. B's only damage is the Lions: whenever B "
     "casts them (its own turn, sorcery speed), A casts the Hole on its next turn, before "
     "the Lions can attack (on the draw A's turn 1 comes right after B's), and the Lions "
     "stay in exile for ever: B has nothing that removes an artifact. Nobody deals damage."),
    (["Plains", "Portable Hole", "Savannah Lions"], ["Plains", "Savannah Lions"], "win", "win",
     "A has one white mana a turn: Lions on turn 1 (the Hole with no target would be "
     "wasted), the Hole the turn after B's Lions appear. B's Lions enter on B's turn and "
     "A exiles them in its next main phase, before they can block or attack. A's Lions "
     "then attack ten times into an empty board. Holding the Lions back changes nothing: "
     "whenever they come, the Hole takes them."),
    (TITAN, ["Maze of Ith"], "win", "win",
     "A makes six mana on turn 1 (Tomb {C}{C}, Lotus {U}{U}{U}, Mox {U}) and casts the "
     "Titan. B's only card is Maze of Ith, which can stop one attacker a turn, and has no "
     "damage. On the play: the Titan's enter trigger taps the Maze, which then stays "
     "tapped through B's next untap step; every later attack trigger taps and freezes it "
     "again before it can untap, and B can't answer (its Maze is tapped whenever the "
     "Titan attacks): 6 a turn from turn 2, B dead on A's turn 5. On the draw the same "
     "(B played the Maze first). Were the tap not a freeze, the Maze would untap in B's "
     "untap step and stop the Titan every turn: a draw. (Had B held the Maze back, the "
     "Maze would stop only the first attack: its response to the attack trigger, after "
     "which the trigger freezes it.)"),
    (["Black Lotus", "Anointed Peacekeeper"], ["Mishra's Factory", "Mountain"], "win", "win",
     "A casts the Peacekeeper on turn 1 with the Lotus (both orders) and names Mishra's "
     "Factory: its animation then costs {3} and its pump {T}+{2}, and B never has more than "
     "two mana (the Factory's own {C} and the Mountain). B has no other damage and no "
     "creature, so the 3/3 attacks seven times unblocked (21). Named otherwise, B would "
     "animate the Factory with the Mountain and block, pumping it to trade with the 3/3."),
    (["Black Lotus", "Elite Spellbinder"], ["Mountain", "Lightning Bolt"], "win", "draw",
     "On the play A casts the Spellbinder on turn 1 with the Lotus before B has a land: "
     "its trigger exiles the Bolt, which then costs {2}{R} and B never has more than the "
     "Mountain's {R}. The 3/1 flier attacks seven times (21): win. On the draw B has the "
     "Mountain untapped whenever the Spellbinder can be cast (A's main phase): with its "
     "trigger on the stack B Bolts it (3 damage to a 3/1), and A has nothing left; B has "
     "no other damage: a draw."),
    # session 8: refused before (a namer beside an exile-until card); reasoned before solving
    (["Mishra's Factory", "Plains", "Portable Hole"],
     ["Mountain", "Pithing Needle", "Crack the Earth"], "draw", "draw",
     "B has no damage: A can't lose. A's only damage is the Factory, which needs the Plains' "
     "{1} to animate (its own {C} would tap it) and no Needle naming it. B's line: Mountain "
     "and Needle on its turn 1, naming the Factory, before A can ever attack (a Factory "
     "played on turn 1 can't attack; A's first attack needs Plains and Factory both out). "
     "A's answer is the Hole on the Needle, paid with the Plains, so the Factory can't "
     "attack that turn either; B's next turn it casts Crack the Earth (each player "
     "sacrifices a permanent): B gives up its Mountain (the Needle is in exile); A gives "
     "up the Hole (the Needle returns as a new object and B names the Factory again, as "
     "it enters), the Plains (the Factory alone can't animate and attack) or the "
     "Factory. Every way A never deals damage: draw, in both orders (on the draw B's "
     "Needle still comes first, and Crack follows A's Hole). Were the returning Needle "
     "nameless, A would give up the Hole and win with the Factory."),
]

# pairings mixing the new cards with today's: only negamax == retrograde is asserted
MIXED = [
    (["Plains", "Portable Hole", "Savannah Lions"], ["Mountain", "Kird Ape", "Lightning Bolt"]),
    (["Plains", "Portable Hole", "Memnite"], ["Mountain", "Stromkirk Noble"]),
    (["Plains", "Portable Hole"], ["Swamp", "Bitterblossom"]),
    (TITAN, ["Mountain", "Lightning Bolt", "Mishra's Factory"]),
    (["Black Lotus", "Anointed Peacekeeper"], ["Mountain", "Lightning Bolt", "Kird Ape"]),
    (["Plains", "Anointed Peacekeeper", "Black Lotus"], ["Mutavault", "Plains", "Swords to Plowshares"]),
    (["Black Lotus", "Elite Spellbinder"], ["Mountain", "Kird Ape", "Lightning Bolt"]),
    (["Plains", "Elite Spellbinder", "Black Lotus"], ["Island", "Daze", "Memnite"]),
    # session 8: a namer returning from "exile until ~ leaves" (refused before)
    (["Plains", "Portable Hole", "Savannah Lions"], ["Mountain", "Pithing Needle", "Crack the Earth"]),
    (["Mishra's Factory", "Plains", "Portable Hole"],
     ["Black Lotus", "Phyrexian Revoker", "Crack the Earth"]),
    (["Plains", "Portable Hole"], ["Scrubland", "Curse of Silence", "Funeral Charm"]),
    (["Alpine Moon", "Mountain", "Kird Ape"], ["Portable Hole", "Plains", "Savannah Lions"]),
]


test_hand_solved, test_negamax_equals_retrograde = matchup_tests(MATCHUPS, MIXED)
