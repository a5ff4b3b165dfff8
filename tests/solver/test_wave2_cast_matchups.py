"""Wave 2, session 6, "cast" (Chalice of the Void: a spell with {X}, a trigger on a
spell being cast) in solved pairings: each verdict reasoned out by hand first (beside
it), then both exact methods must give it; and mixed pairings with today's cards,
where negamax and retrograde must agree."""
from matchup_kit import matchup_tests

# (deck A, deck B, A on the play, A on the draw, reasoning)
MATCHUPS = [
    (["Chalice of the Void"], ["Memnite"], "draw", "loss",
     "A's Chalice with X = 0 costs nothing. On the play A casts it on turn 1 with no "
     "counters; B's only card, Memnite (mana value 0), is countered whenever it is cast, "
     "and A has no damage: a draw. On the draw B casts Memnite on its turn 1, before A "
     "may cast the Chalice (an artifact: sorcery timing); a Chalice cast later does "
     "nothing to a creature in play, and the 1/1 attacks twenty times unblocked: a loss."),
    (["Black Lotus", "Chalice of the Void"], ["Plains", "Savannah Lions"], "draw", "loss",
     "On the play A casts Lotus (mana value 0, nothing to counter it), sacrifices it for "
     "three mana and casts the Chalice with X = 1 ({X}{X} = 2) on turn 1: Savannah Lions "
     "(mana value 1) is countered when B casts it, and nobody deals damage: a draw. On "
     "the draw the Lions come first and attack ten times: a loss."),
    (["Chalice of the Void"], ["Forest", "Crashing Footfalls"], "draw", "draw",
     "Footfalls has no mana cost: B can only suspend it (a special action, not a cast) "
     "and four upkeeps later cast it from exile; its mana value is 0. A's Chalice with "
     "X = 0 is in play by A's turn 1 in either order, long before that cast: the "
     "suspended spell is cast (the trigger sees it) and countered. No damage: draw both."),
    (["Black Lotus", "Hangarback Walker"], ["Mountain", "Lightning Bolt"], "win", "win",
     "A's turn 1 in either order: Lotus for three, Hangarback Walker with X = 1 (a 1/1 "
     "with one counter; A has no mana left to grow it). B's only play is Bolt: on the "
     "Walker it dies into a 1/1 flying Thopter, which B can't answer; on A's face it "
     "leaves the Walker. Either way A has a 1/1 attacking twenty times (B has no "
     "creature to block): a win. Without the dies trigger, Bolt on the Walker would draw."),
    (["Chancellor of the Forge"], ["Island"], "win", "win",
     "Neither player can cast anything (no mana for the Chancellor's seven). A reveals "
     "the Chancellor from its opening hand: at the first upkeep of the game (A's turn 1 "
     "on the play, B's turn 1 on the draw) A gets a 1/1 haste Goblin. It attacks every "
     "turn of A's from turn 1 on; B has no creature and no spell: twenty attacks, a win "
     "both ways. Not revealing would be a draw."),
]

# mixed pairings: only negamax == retrograde is asserted
MIXED = [
    (["Chalice of the Void", "Mox Ruby"], ["Memnite", "Lightning Bolt"]),
    (["Chalice of the Void", "Memnite"], ["Mountain", "Lightning Bolt"]),
    (["Ancient Tomb", "Chalice of the Void"], ["Plains", "Savannah Lions"]),
    (["Hangarback Walker", "Black Lotus"], ["Plains", "Savannah Lions"]),
    (["Hangarback Walker", "Mox Ruby"], ["Chalice of the Void", "Memnite"]),
    (["Chancellor of the Forge", "Leyline of Sanctity"], ["Mountain", "Lightning Bolt"]),
    (["Chancellor of the Forge", "Mountain"], ["Plains", "Savannah Lions"]),
]


test_hand_solved, test_negamax_equals_retrograde = matchup_tests(MATCHUPS, MIXED)
