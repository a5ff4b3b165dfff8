"""Session 7, angel (Angel of Sanctions: "you may exile ... until ~ leaves the
battlefield", embalm from the graveyard) in solved pairings: each verdict reasoned out
by hand first (beside it), then both exact methods must give it; and mixed pairings with
today's cards, where negamax and retrograde must agree."""
from matchup_kit import matchup_tests

# (deck A, deck B, A on the play, A on the draw, reasoning)
MATCHUPS = [
    (["Angel of Sanctions", "Black Lotus", "Ancient Tomb"],
     ["Plains", "Memnite", "Swords to Plowshares"], "loss", "loss",
     "A's one threat is the Angel: turn 1, Tomb's {C}{C} and Lotus's {W}{W}{W} (A at 18). "
     "B's Plains pays Swords to Plowshares at instant speed whenever it likes, so the "
     "Angel never lives to win: exiled (A gains 3, at 21), it leaves A with a land and "
     "nothing else. On the play the Angel's trigger finds no target (B has no permanent "
     "yet) and B's Memnite, cast later, attacks unopposed 21 times: a loss. On the draw "
     "B's Memnite may come first and the Angel may exile it, but when Swords exiles the "
     "Angel the Memnite returns (it was exiled only until the Angel leaves) and wins the "
     "same way: a loss. Were the Memnite to stay in exile, that game would be a draw."),
    (["Icatian Store", "Angel of Sanctions"], ["Mox Ruby", "Dismember"], "win", "win",
     "A's mana is Icatian Store's storage counters ({W} each; it enters tapped, stays "
     "tapped and gets a counter each upkeep; untapping it costs that upkeep's counter): 5 "
     "counters for the Angel on A's 7th turn. B's one answer is Dismember ({1} from the "
     "Mox, 4 life): the Angel dies, to A's graveyard. If B leaves the Mox in play before "
     "the Angel, the enters trigger exiles it and Dismember can never be cast (B must "
     "answer in response to the trigger, or hold the Mox back); an Angel left alive "
     "attacks seven times. Once it is in the graveyard the Store, tapped for the Angel, "
     "gathers 6 counters again: embalm ({5}{W}) on A's 14th turn, a 3/4 flying token B "
     "can't answer (Dismember is spent; B has no creature) attacks until B (at 16) is "
     "dead. Both play orders: a win. Without embalm A would have nothing after Dismember."),
]

# mixed pairings: only negamax == retrograde is asserted
MIXED = [
    (["Angel of Sanctions", "Black Lotus", "Ancient Tomb"],
     ["Portable Hole", "Plains", "Savannah Lions"]),
    (["Icatian Store", "Angel of Sanctions"], ["Mountain", "Lightning Bolt"]),
    (["Angel of Sanctions", "Black Lotus", "Ancient Tomb"], ["Swamp", "Dismember", "Memnite"]),
    (["Angel of Sanctions", "Black Lotus", "Ancient Tomb"], ["Forest", "Kird Ape", "Dismember"]),
]


test_hand_solved, test_negamax_equals_retrograde = matchup_tests(MATCHUPS, MIXED)
