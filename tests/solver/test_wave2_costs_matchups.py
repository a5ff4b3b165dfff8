"""Wave 2a (costs) in solved pairings: the verdicts reasoned out by hand first
(beside each pairing), then solved by both exact methods; and random-ish
pairings mixing the new cards with today's, where negamax and retrograde must
agree."""
import pytest

from matchup_kit import METHODS, case_id, check_hand, check_methods_agree

BOLT = ["Mountain", "Lightning Bolt"]
LIONS = ["Plains", "Savannah Lions"]

# (deck A, deck B, A on the play, A on the draw, reasoning)
MATCHUPS = [
    (["Plains", "Black Lotus", "Thalia, Guardian of Thraben"], BOLT, "win", "win",
     "Lotus's WWW casts Thalia on A's turn 1. Bolt can't target a spell, and once Thalia "
     "is in play Bolt (noncreature) costs {1}{R}: B's one Mountain never casts it. A 2/1 "
     "attacks ten times. On the draw B's only play before Thalia is Bolt to A's face (17)."),
    (["Plains", "Black Lotus", "Savannah Lions"], BOLT, "draw", "draw",
     "Control for Thalia: Bolt kills the Lions (cast any time after it resolves), then "
     "nobody has anything."),
    (["Black Lotus", "Mox Ruby", "Lodestone Golem"], BOLT, "win", "win",
     "Lotus (3) + Mox (1) cast the 5/3 Golem on turn 1; from then Bolt (nonartifact) costs "
     "{1}{R} and B has one land: the Golem is never Bolted and hits 5 a turn: 4 attacks."),
    (["City of Traitors", "Sphere of Resistance", "Memnite"], BOLT, "win", "win",
     "City's {C}{C} casts Sphere on turn 1 (Memnite, {0} before Sphere, too). Bolt then "
     "costs {1}{R}: never castable with one Mountain. Memnite (cast for {1} later if not "
     "yet) attacks twenty times. On the draw B's Mountain comes first, but before Sphere "
     "resolves there is no creature to Bolt (Memnite may wait until Sphere is in play)."),
    (["City of Traitors", "Memnite"], BOLT, "draw", "draw",
     "Control for Sphere: Bolt kills Memnite; nobody has anything else."),
    (["City of Traitors", "Mox Ruby", "Trinisphere"], LIONS, "draw", "loss",
     "On the play City (CC) + Mox (R) cast Trinisphere on turn 1, before B's turn 1: the "
     "Lions then costs three mana and B has one Plains: nobody ever deals damage. On the "
     "draw the Lions is cast on B's turn 1 and attacks ten times; A has no blocker."),
    (["City of Traitors", "Mox Ruby", "Ensnaring Bridge"], LIONS, "draw", "draw",
     "Bridge on A's turn 1 (City + Mox): A's hand is then empty, so the 2/1 Lions can't "
     "attack. On the draw the Lions (cast on B's turn 1, summoning sick) has not attacked "
     "before A's turn 1. A has no way to deal damage: draw both ways."),
    (["City of Traitors", "Mox Ruby", "Mox Jet"], LIONS, "loss", "loss",
     "Control for the Bridge: the Lions attacks ten times into an empty board."),
    (["Leyline of Sanctity", "Plains", "Swords to Plowshares"],
     ["Scrubland", "Duress", "Savannah Lions"], "draw", "draw",
     "A begins the game with Sanctity on the battlefield: Duress ('target opponent') has "
     "no legal target and is never cast, so Swords waits for the Lions and exiles it; "
     "neither side can deal damage after that, in either order."),
    (["Island", "Plains", "Swords to Plowshares"], ["Scrubland", "Duress", "Savannah Lions"],
     "loss", "loss",
     "Control for Sanctity: B's turn-1 Duress (Scrubland's {B}) takes Swords before any "
     "creature is there to Swords in response; the Lions then attacks ten times."),
    (["Leyline of Singularity", "Karakas"], LIONS, "draw", "draw",
     "Singularity begins on the battlefield, so the Lions is legendary: Karakas ({T}: "
     "return target legendary creature) bounces it whenever it attacks, every turn. A "
     "has no damage either: draw both ways."),
    (["Island", "Karakas"], LIONS, "loss", "loss",
     "Control for Singularity: the Lions is not legendary, Karakas can't touch it."),
    (["Yavimaya, Cradle of Growth", "Mox Ruby", "Kird Ape"], LIONS, "win", "win",
     "Yavimaya makes itself a Forest, so the Ape (cast off Mox Ruby on turn 1) is a 2/3: it "
     "blocks the 2/1 Lions and survives, and kills it when blocked; the Lions can only race "
     "one hit behind (as Savannah + Mox Ruby + Kird Ape in wave 1)."),
    (["City of Traitors", "Mox Ruby", "Sphere of Resistance"], LIONS, "draw", "loss",
     "On the play Sphere resolves on A's turn 1: the Lions then costs {1}{W} and B has one "
     "Plains: draw. On the draw the Lions is cast first and wins."),
]

# random-ish pairings of the new cards with today's: negamax and retrograde must agree
MIXED = [
    (["Thalia, Guardian of Thraben", "Plains", "Mox Jet"], ["Swamp", "Duress", "Savannah Lions"]),
    (["Sphere of Resistance", "Ancient Tomb", "Kird Ape"], ["Island", "Daze", "Force of Will"]),
    (["Trinisphere", "Black Lotus", "Memnite"], ["Tropical Island", "Force of Will", "Daze"]),
    (["Ensnaring Bridge", "City of Traitors", "Mox Ruby"], ["Forest", "Kird Ape", "Memnite"]),
    (["Lodestone Golem", "Black Lotus", "Mox Jet"], ["Plains", "Swords to Plowshares",
                                                     "Savannah Lions"]),
    (["Leyline of Anticipation", "Plains", "Savannah Lions"], ["Mountain", "Lightning Bolt"]),
    (["Leyline of Sanctity", "Mountain", "Lightning Bolt"], ["Scrubland", "Duress",
                                                             "Savannah Lions"]),
    (["Leyline of Singularity", "Memnite", "Memnite"], ["Plains", "Savannah Lions"]),
    (["Ensnaring Bridge", "City of Traitors", "Simian Spirit Guide"],
     ["Plains", "Savannah Lions", "Memnite"]),
    (["Yavimaya, Cradle of Growth", "Kird Ape", "Mox Ruby"], ["Mountain", "Lightning Bolt",
                                                              "Trinisphere"]),
]


@pytest.mark.parametrize("case", MATCHUPS, ids=[case_id(c) for c in MATCHUPS])
@pytest.mark.parametrize("method", METHODS)
def test_hand_solved(case, method):
    check_hand(case, method)


@pytest.mark.parametrize("case", MIXED, ids=[case_id(c) for c in MIXED])
def test_negamax_equals_retrograde(case):
    check_methods_agree(*case)
