"""Session 6, eldrazi (Emrakul, the Aeons Torn; Ulamog, the Infinite Gyre) in solved
pairings: each verdict reasoned out by hand first (beside it), then both exact
methods must give it; and pairings mixing the new cards with today's, where negamax
and retrograde must agree.  Their mana is Sand Silos' storage counters: it enters
tapped, stays tapped (its owner's choice) and gets a counter each upkeep it is
tapped; to use them it must be untapped, which costs that upkeep's counter.  So N
counters are spent on turn N + 2 at the earliest (counters on turns 2..N+1)."""
import pytest

from matchup_kit import METHODS, case_id, check_hand, check_methods_agree

# (deck A, deck B, A on the play, A on the draw, reasoning)
MATCHUPS = [
    (["Sand Silos", "Ulamog, the Infinite Gyre"], ["Memnite"], "win", "win",
     "A: Silos turn 1, kept tapped, 11 counters by turn 12's upkeep; untapped on turn 13 "
     "and tapped for {U} x 11: Ulamog; its cast trigger destroys Memnite (or Ulamog "
     "blocks it). B's only damage is Memnite, from B's turn 2 on: 11 hits before A's "
     "turn 13 on the play (A at 9), 12 on the draw (A at 8). A's turn 14: Ulamog "
     "attacks, annihilator 4 takes whatever B has, 10 damage; turn 15: 10 more, B dead. "
     "B has no answer to anything."),
    (["Sand Silos", "Emrakul, the Aeons Torn"], ["Memnite"], "win", "win",
     "A: 15 counters by turn 16's upkeep, Emrakul on turn 17, its cast trigger gives A "
     "turn 18 at once. Memnite hits A 15 times before that on the play (A at 5), 16 on "
     "the draw (A at 4). In the extra turn Emrakul (no longer summoning sick) attacks: "
     "annihilator 6 takes Memnite, 15 damage (B at 5); B's turn does nothing; A's next "
     "attack kills. B can never answer."),
]

# expected unknown: a draw but for a growth nobody can stop (docs/RULES.md, "Deliberate
# simplifications"), so the counter bound is named
UNKNOWN = [
    (["Sand Silos", "Ulamog, the Infinite Gyre"], ["Force of Will", "Force of Will"],
     "unknown", "unknown",
     "B has no permanent, so when A casts Ulamog its cast trigger must target A's own "
     "Sand Silos (the only permanent; 'destroy target permanent' is not optional). It "
     "goes on the stack above Ulamog, B answers with Force of Will (pitching the other) "
     "and both resolve: Silos destroyed, Ulamog countered and shuffled back (drawn "
     "later), and A never has mana again: a draw. Not casting it is a draw too, but A "
     "keeps Silos tapped and its counters grow for ever: past --max-counters, so the "
     "draw is reported unknown naming that bound, never guessed."),
]

# pairings with today's cards: only negamax == retrograde is asserted
MIXED = [
    (["Sand Silos", "Ulamog, the Infinite Gyre"], ["Island", "Snapback"]),
    (["Sand Silos", "Emrakul, the Aeons Torn"], ["Plains", "Swords to Plowshares"]),
    (["Sand Silos", "Ulamog, the Infinite Gyre"], ["Swamp", "Geth's Verdict"]),
]


@pytest.mark.parametrize("case", MATCHUPS, ids=[case_id(c) for c in MATCHUPS])
@pytest.mark.parametrize("method", METHODS)
def test_hand_solved(case, method):
    check_hand(case, method)


@pytest.mark.parametrize("case", UNKNOWN, ids=[case_id(c) for c in UNKNOWN])
@pytest.mark.parametrize("method", METHODS)
def test_hand_solved_unknown(case, method):
    check_hand(case, method, unknown_because="max-counters")


@pytest.mark.parametrize("case", MIXED, ids=[case_id(c) for c in MIXED])
def test_negamax_equals_retrograde(case):
    check_methods_agree(*case, known=True)
