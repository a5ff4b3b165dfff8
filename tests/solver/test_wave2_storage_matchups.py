"""Wave 2a, storage topic: the depletion lands, the storage lands and Sheltered
Valley in small solved pairings.

The hand-solved pairings were reasoned out (the reasoning beside each) before
the solver ran; both exact methods must give the hand result.  The mixed
pairings put the new cards with today's cards: negamax and retrograde must
agree, and the floating-mana reduction (storage lands: X >= 1 only where mana
can be spent, X = 0 only in the other player's end step) must give the
verdicts of the unreduced search (float_all).
"""
import pytest

from matchup_kit import METHODS, case_id, check_hand, check_methods_agree, opts_key, solved

HEXMAGE = "Vampire Hexmage"

# (deck A, deck B, A on the play, A on the draw, solve options, reasoning)
MATCHUPS = [
    # ---- depletion: {T}, remove a depletion counter: {B}{B}; sacrificed when none is left
    (["Peat Bog", HEXMAGE], ["Island"], "win", "win", {},
     "Peat Bog enters tapped with two depletion counters; on A's next turn it untaps and "
     "pays {B}{B} (one counter left) for Vampire Hexmage, which attacks for 2 every turn "
     "from the turn after: B, with only an Island, is dead after ten attacks. Both orders. "
     "(Were the Bog unable to pay, nothing could be cast: a draw.)"),
    (["Peat Bog", HEXMAGE], ["Wasteland"], "draw", "draw", {},
     "B's Wasteland destroys the Bog before A's main phase with it untapped: on B's turn "
     "while it is still tapped, or in A's upkeep (A may float {B}{B} in response, but a "
     "creature can't be cast in the upkeep and the mana empties). Neither deck can deal "
     "damage then: a draw, both orders."),
    # ---- storage: may stay tapped, a counter each upkeep it is tapped, remove X for X mana
    (["Bottomless Vault", HEXMAGE], ["Island"], "win", "win", {},
     "The Vault enters tapped; A chooses not to untap it for two of A's untap steps (a "
     "storage counter each upkeep: 2), untaps it the third time and removes both counters "
     "for {B}{B}: Hexmage, then 2 damage every turn, ten attacks. Both orders. (Without "
     "the choice not to untap, the Vault would never have a counter: a draw.)"),
    (["Bottomless Vault", HEXMAGE], ["Wasteland"], "draw", "draw", {},
     "To pay {B}{B} the Vault must have two counters and be untapped in A's main phase; "
     "it untaps only in A's untap step, and B's Wasteland destroys it in A's upkeep (the "
     "{B}{B} A floats in response can't cast a creature there), or any time earlier. A "
     "keeping it tapped forever would pass the counter bound: B wastes it first. A draw, "
     "both orders."),
    (["Fountain of Cho", "Savannah Lions"], ["Island"], "win", "win", {},
     "Fountain of Cho enters tapped; next turn '{T}: Put a storage counter' (1); the turn "
     "after it removes that counter for {W}: Savannah Lions, 2 damage a turn from the "
     "following turn, ten attacks. Both orders."),
    # ---- Sheltered Valley: you gain 1 life each upkeep (three or fewer lands)
    (["Sheltered Valley", "Memnite"], ["Island"], "win", "win", {},
     "Memnite (free) attacks from A's second turn for 1: twenty attacks; B does nothing. "
     "A's life grows by 1 a turn meanwhile, to about 40, far below the life bound."),
    (["Sheltered Valley"], ["Island"], "unknown", "unknown", {"max_life": 25},
     "No damage is ever possible, so the game is a draw but for the life gain: A's upkeep "
     "trigger (A always has one land) is not optional, so A's life passes the bound (25 "
     "here) after six of A's turns whatever anyone does. Scored once as a win and once as "
     "a loss, the game is unknown, both orders, with the life bound named. (Without the "
     "life gain it would be draw / draw.)"),
]


@pytest.mark.parametrize("case", MATCHUPS, ids=[case_id(c) for c in MATCHUPS])
@pytest.mark.parametrize("method", METHODS)
def test_hand_solved(case, method):
    check_hand(case, method, unknown_because="life")


# Mixed pairings: the new cards with today's cards (default bounds but where said).
MIXED = [
    (["Peat Bog", HEXMAGE], ["Plains", "Savannah Lions"], {}),
    (["Saprazzan Skerry", "Sleep-Cursed Faerie"], ["Mountain", "Kird Ape"], {}),
    (["Hickory Woodlot", "Scythe Tiger"], ["Wasteland", "Memnite"], {}),
    (["Sand Silos", "Daze"], ["Plains", "Savannah Lions"], {}),
    (["Dwarven Hold", "Lightning Bolt"], ["Memnite", "Memnite"], {}),
    (["Icatian Store", "Swords to Plowshares"], ["Forest", "Scythe Tiger"], {}),
    (["Saprazzan Cove", "Daze"], ["Mountain", "Kird Ape"], {}),
    (["Sheltered Valley", "Sheltered Valley", "Memnite"], ["Mountain", "Lightning Bolt"],
     {"max_life": 40}),
]


@pytest.mark.parametrize("a, b, opts", MIXED, ids=[case_id(c) for c in MIXED])
def test_methods_agree_on_mixed_pairings(a, b, opts):
    check_methods_agree(a, b, opts)


FLOAT_CHECKED = MIXED + [(["Bottomless Vault", HEXMAGE], ["Wasteland"], {}),
                         (["Sheltered Valley", "Sheltered Valley", "Memnite"],
                          ["Plains", "Savannah Lions"], {})]


@pytest.mark.parametrize("a, b, opts", FLOAT_CHECKED, ids=[case_id(c) for c in FLOAT_CHECKED])
def test_float_reduction_keeps_the_verdicts(a, b, opts):
    """The reduction (docs/RULES.md, "Mana"; storage mana only where it can be
    spent, the tap for no mana only in the other player's end step) against the
    unreduced search."""
    key = opts_key(opts)
    full = solved(tuple(a), tuple(b), "negamax", key, True)
    if "unknown" in full[:2]:
        # as in tests/solver/test_floating.py: the unreduced search may pass a bound
        # the reduced one never meets (a storage land floating more unspendable mana
        # than a payment code holds), so there is nothing to compare
        return
    assert solved(tuple(a), tuple(b), "negamax", key) == full
