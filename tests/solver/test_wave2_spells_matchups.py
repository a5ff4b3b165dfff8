"""Wave 2b spells in small solved matchups, each result reasoned out by hand
first (the reasoning is beside each pairing), solved by both exact methods;
then random-ish pairings mixing them with today's cards, where the two methods
must agree."""
import pytest

from matchup_kit import METHODS, case_id, check_hand, check_methods_agree

LIONS = ["Plains", "Savannah Lions"]
BOLT = ["Mountain", "Lightning Bolt"]

# (deck A, deck B, A on the play, A on the draw, reasoning)
MATCHUPS = [
    # ---- gain life -----------------------------------------------------------
    (["Mountain", "Plains", "Lightning Helix"], LIONS, "draw", "draw",
     "A has both colors from its second turn, before the Lions has hit more than once "
     "(B on the play: cast on B's turn 1, attacks on B's turn 2: A at 18): Helix kills "
     "it at instant speed and A gains 3; then nobody has a threat."),
    # ---- target player sacrifices and loses life ----------------------------
    (["Swamp", "Mox Jet", "Geth's Verdict"], ["Forest", "Slippery Bogle"], "draw", "draw",
     "The Bogle's hexproof does not stop an edict: whenever the Bogle is out, B (its only "
     "creature) sacrifices it at instant speed and loses 1. A has no threat: draw. "
     "(Lightning Bolt could not touch it: wave 1's Bogle vs Bolt is win/win.)"),
    # ---- each player sacrifices / discards (APNAP, each their own choice) ---
    (["Mountain", "Crack the Earth"], LIONS, "loss", "loss",
     "Crack the Earth is a sorcery: B plays Plains and casts the Lions in one turn, so "
     "whenever it resolves B has both and B chooses: the Plains goes, the Lions stays "
     "and wins. Cast before B has anything, only A loses its Mountain."),
    (["Swamp", "Mox Jet", "Smallpox"], LIONS, "draw", "draw",
     "Smallpox makes B sacrifice its only creature and land (or discard the Lions if B "
     "holds it: with Plains and Lions both in hand B keeps the Lions but has no land). "
     "A casts it once B has committed: every line leaves nobody a threat. A keeps Mox Jet "
     "(not a land) and loses the Swamp; both at 19."),
    # ---- hand disruption that reveals and picks -----------------------------
    (["Scrubland", "Inquisition of Kozilek", "Savannah Lions"], ["Forest", "Old-Growth Dryads"],
     "win", "loss",
     "On the play Inquisition takes the Dryads (mana value 1) on turn 1 before B has a "
     "land; the Lions (turn 2) attacks ten times. On the draw the Dryads is cast on B's "
     "turn 1: a 3/3 blocks and kills the 2/1 and races it (Inquisition finds nothing)."),
    (["Scrubland", "Blackmail", "Savannah Lions"], LIONS, "win", "draw",
     "On the play Blackmail takes B's Lions (any card: Duress could not) on turn 1; A's "
     "Lions wins. On the draw B's Lions comes first; A's Lions holds it off (a block "
     "trades) and neither can attack into the other: draw."),
    # ---- pitch spells: Snapback, Force of Negation --------------------------
    (["Memnite", "Force of Negation", "Snapback"], BOLT, "win", "win",
     "B has one Bolt for the Memnite. On B's turn Force of Negation (pitching Snapback) "
     "counters it; on A's turn Snapback (pitching Force of Negation) returns the Memnite "
     "in response, the Bolt loses its target and A recasts the Memnite for {0}. Either "
     "way the 1/1 then attacks twenty times."),
    (["Memnite", "Force of Negation", "Force of Negation"], BOLT, "draw", "draw",
     "Force of Negation's alternative cost only works when it's not A's turn, and A has "
     "no mana: B Bolts the Memnite on A's turn (when it attacks) and nobody has a "
     "threat. (Were the pitch allowed on A's turn, A would win.)"),
]


@pytest.mark.parametrize("case", MATCHUPS, ids=[case_id(c) for c in MATCHUPS])
@pytest.mark.parametrize("method", METHODS)
def test_hand_solved(case, method):
    check_hand(case, method)


# random-ish pairings of the new cards with today's: both methods agree
MIXED = [
    (["Mox Ruby", "Plains", "Lightning Helix"],
     ["Plains", "Isamaru, Hound of Konda", "Savannah Lions"]),
    (["Swamp", "Mox Jet", "Geth's Verdict"], ["Savannah", "Kird Ape", "Savannah Lions"]),
    (["Swamp", "Smallpox", "Mox Jet"], ["Forest", "Kird Ape", "Mox Ruby"]),
    (["Mountain", "Crack the Earth", "Memnite"], ["Island", "Snapback", "Daze"]),
    (["Swamp", "Blackmail", "Stromkirk Noble"], ["Plains", "Isamaru, Hound of Konda",
                                                  "Swords to Plowshares"]),
    (["Island", "Force of Negation", "Force of Will"], ["Mountain", "Lightning Bolt",
                                                         "Savannah Lions"]),
    (["Scrubland", "Inquisition of Kozilek", "Isamaru, Hound of Konda"],
     ["Mountain", "Simian Spirit Guide", "Lightning Bolt"]),
]


@pytest.mark.parametrize("a,b", MIXED, ids=[case_id(c) for c in MIXED])
def test_negamax_equals_retrograde(a, b):
    check_methods_agree(a, b, proven=True)
