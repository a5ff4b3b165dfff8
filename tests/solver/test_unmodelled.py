"""A matchup the engine can't play exactly is refused with the reason, never played
wrong: a land given a basic land type's mana ability (rule 305.6) beside a mana
ability of its own that is more than "{T}: Add one mana" (docs/RULES.md, "Matchups
refused").  Nothing is searched: the reason is known from the decks."""
from click.testing import CliRunner

from cards.registry import default_tables
from solver.api import solve
from solver.cli.main import cli

URBORG_HEXMAGE = ["Urborg, Tomb of Yawgmoth", "Vampire Hexmage"]


def _why(a, b):
    t = default_tables()
    return t.unmodelled(([t.card_id(n) for n in a], [t.card_id(n) for n in b]))


def test_ancient_tomb_under_urborg_is_refused_with_the_reason():
    # Under Urborg, Ancient Tomb is a Swamp too: "{T}: Add {B}" (no damage) beside its
    # own "{T}: Add {C}{C}. Ancient Tomb deals 2 damage to you." The engine would offer
    # {B}{B} with the damage, so the pairing is refused.
    r = solve(URBORG_HEXMAGE, ["Ancient Tomb", "Memnite"], max_states=1000)
    assert (r.a_on_play, r.a_on_draw) == ("unknown", "unknown")
    assert r.points_a is None and r.states == 0
    for g in ("a_on_play", "a_on_draw"):
        assert "Ancient Tomb" in r.reasons[g] and "rule 305.6" in r.reasons[g]


def test_city_of_traitors_is_refused_only_where_its_black_mana_could_be_spent():
    # City's own ability is "{T}: Add {C}{C}" (tap only): merged, it could make {B}{B}.
    # In the Hexmage player's own deck that casts Vampire Hexmage ({B}{B}) off one land:
    # refused.  In the opponent's deck, whose cards have no {B} in a cost and can't
    # copy a land, {B}{B} pays exactly what {C}{C} pays: played.
    assert "City of Traitors" in _why(URBORG_HEXMAGE + ["City of Traitors"], ["Island"])
    assert _why(URBORG_HEXMAGE, ["City of Traitors", "Memnite"]) is None


def test_plain_lands_and_matchups_without_a_grant_are_played():
    assert _why(URBORG_HEXMAGE, ["Mutavault", "Memnite"]) is None      # {T}: Add {C}
    assert _why(["Ancient Tomb", "Vampire Hexmage"], ["Swamp"]) is None  # no Urborg


def test_solve_command_prints_the_reason_and_exits_0():
    r = CliRunner().invoke(cli, ["solve", "Urborg, Tomb of Yawgmoth | Peat Bog", "Island",
                                 "--deck-size", "any"])
    assert r.exit_code == 0, r.output
    assert "unknown" in r.output and "Peat Bog" in r.output
