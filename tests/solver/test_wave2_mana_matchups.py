"""Wave 2a mana cards in solved pairings (issue #11).

HAND: each new mechanic in a pairing whose verdict was reasoned out by hand, written
below BEFORE the solver ran; both exact methods must give it.
MIXED: new cards mixed with today's cards; negamax and retrograde must agree.
"""
import pytest

from matchup_kit import METHODS, case_id, check_hand, check_methods_agree

# (deck A, deck B, A on the play, A on the draw, reasoning)
HAND = [
    # ---- coin flips (Mana Crypt) -------------------------------------------------
    (["Mana Crypt", "Mountain", "Simian Spirit Guide"], ["Island"], "draw", "draw",
     "The only win is the Guide (2/2, {2}{R}), castable only with the Crypt's {C}{C} and "
     "the Mountain. Once the Crypt is out, B chooses every flip: A loses each one and takes "
     "3 at each of its upkeeps, dead at the 7th (20 -> -1). The Guide cast with the Crypt "
     "attacks at most 6 times first (12 damage). So A never casts the Crypt: nobody can "
     "win. (Were the flips A's to choose, or never damaging, A would win.)"),
    # ---- exalted (Cathedral of War) ----------------------------------------------
    (["Plains", "Cathedral of War", "Savannah Lions"], ["Memnite"], "win", "win",
     "Lions turn 1 (Plains), Cathedral turn 2 (enters tapped; exalted works anyway). The "
     "Lions attacks alone every turn as a 3/2: a Memnite block deals 1 and the Memnite "
     "dies, so B chump-blocks at most once; 3 a turn wins long before Memnite's 1 a turn. "
     "Same on the draw. (Without exalted the 2/1 and the 1/1 trade: a draw.)"),
    # ---- return at the next untap step (Undiscovered Paradise) -------------------
    (["Undiscovered Paradise", "Savannah Lions"], ["The Tabernacle at Pendrell Vale"],
     "draw", "draw",
     "The Lions needs Paradise's mana, and then Paradise returns to A's hand in A's next "
     "untap step, before the upkeep: the Tabernacle's 'destroy unless you pay {1}' finds "
     "no mana and the Lions dies before it ever attacks. B has nothing: a draw. (With a "
     "Plains instead, A pays {1} each upkeep and wins.)"),
    (["Plains", "Savannah Lions"], ["The Tabernacle at Pendrell Vale"], "win", "win",
     "Control for the pairing above: Plains pays the upkeep {1}, the Lions attacks every "
     "turn (it can't both pay and be cast the same turn, but it is cast turn 1 and pays "
     "from turn 2): ten hits."),
    # ---- return to hand (Oboro) and Strip Mine -----------------------------------
    (["Oboro, Palace in the Clouds", "Slippery Bogle"], ["Strip Mine"], "win", "win",
     "A taps Oboro for {U} in its own first main phase (B gets no priority before) and "
     "casts the hexproof 1/1 Bogle; B's Strip Mine can take Oboro but not the Bogle: "
     "twenty hits unopposed, both orders."),
    (["Forest", "Slippery Bogle"], ["Strip Mine"], "win", "win",
     "Control for Oboro: a basic land is no safer against Strip Mine, but A taps it in "
     "its own main phase before B can act (on the draw B's Strip Mine is out first, yet "
     "the Forest is in A's hand until A's main phase, where A has priority first). The "
     "Bogle resolves; Strip Mine can't touch it."),
    # ---- restricted mana (Mishra's Workshop) --------------------------------------
    (["Mishra's Workshop", "Simian Spirit Guide", "Simian Spirit Guide"], ["Island"],
     "draw", "draw",
     "Workshop's mana pays only artifact spells: a Guide ({2}{R}) gets {R} from the other "
     "Guide but its {2} never: A can't cast a creature, nobody can win."),
    (["Mishra's Workshop", "Sol Ring", "Simian Spirit Guide", "Simian Spirit Guide"],
     ["Island"], "win", "win",
     "Workshop pays Sol Ring (an artifact spell); Sol Ring's {C}{C} and the second "
     "Guide's {R} cast a Guide on turn 1: a 2/2 attacking ten times unopposed."),
    # ---- Lotus Petal ----------------------------------------------------------------
    (["Lotus Petal", "Savannah Lions"], ["Island"], "win", "win",
     "Petal for {W}, Lions turn 1: ten hits unopposed."),
]

MIXED = [
    (["Mana Crypt", "Mox Ruby", "Kird Ape"], ["Plains", "Savannah Lions"]),
    (["Mana Crypt", "Mox Pearl", "Savannah Lions"], ["Mountain", "Lightning Bolt"]),
    (["Mana Crypt", "Forest", "Hexdrinker"], ["Mountain", "Lightning Bolt"]),
    (["Cathedral of War", "Mutavault", "Mox Pearl"], ["Plains", "Savannah Lions"]),
    (["Cathedral of War", "Memnite", "Memnite"], ["Mountain", "Kird Ape"]),
    (["Cathedral of War", "Stromkirk Noble", "Mox Ruby"], ["Maze of Ith", "Memnite"]),
    (["Undiscovered Paradise", "Kird Ape"], ["Strip Mine", "Savannah Lions"]),
    (["Undiscovered Paradise", "Mutavault"], ["Island", "Daze"]),
    (["Undiscovered Paradise", "Bayou", "Vampire Hexmage"], ["Plains", "Savannah Lions"]),
    (["Oboro, Palace in the Clouds", "Sleep-Cursed Faerie"], ["Strip Mine", "Memnite"]),
    (["Oboro, Palace in the Clouds", "Mox Sapphire", "Daze"], ["Wasteland", "Kird Ape"]),
    (["Oboro, Palace in the Clouds", "Mutavault"], ["Strip Mine", "Mox Ruby"]),
    (["Mishra's Workshop", "Sol Ring", "Kird Ape"], ["Island", "Daze"]),
    (["Mishra's Workshop", "Memnite", "Sol Ring"], ["Wasteland", "Lightning Bolt", "Mountain"]),
    (["Mishra's Workshop", "Mox Emerald", "Hexdrinker"], ["Plains", "Savannah Lions"]),
    (["Shelldock Isle", "Sleep-Cursed Faerie"], ["Plains", "Savannah Lions"]),
    (["Lotus Petal", "Bayou", "Vampire Hexmage"], ["Strip Mine", "Savannah Lions"]),
]


@pytest.mark.parametrize("case", HAND, ids=[case_id(c) for c in HAND])
@pytest.mark.parametrize("method", METHODS)
def test_hand_solved(case, method):
    check_hand(case, method)


@pytest.mark.parametrize("case", MIXED, ids=[case_id(c) for c in MIXED])
def test_negamax_equals_retrograde(case):
    check_methods_agree(*case, known=True)
