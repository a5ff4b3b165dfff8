"""A matchup the engine can't play exactly is refused with the reason, never played
wrong: a land given a basic land type's mana ability (rule 305.6) beside a storage
land's mana ability or two of its own (docs/RULES.md, "Matchups refused").  Nothing is searched: the reason is known from the decks."""
from click.testing import CliRunner

from cards.registry import default_tables
from solver.api import solve
from solver.cli.main import cli

URBORG_HEXMAGE = ["Urborg, Tomb of Yawgmoth", "Vampire Hexmage"]


def _why(a, b):
    t = default_tables()
    return t.unmodelled(([t.card_id(n) for n in a], [t.card_id(n) for n in b]))


def test_a_storage_land_under_urborg_is_refused_with_the_reason():
    # Under Urborg, Sand Silos is a Swamp too: "{T}: Add {B}" beside its storage
    # ability, whose mana is floated only (X at a time): not modelled, refused.
    r = solve(URBORG_HEXMAGE, ["Sand Silos", "Memnite"], max_states=1000)
    assert (r.a_on_play, r.a_on_draw) == ("unknown", "unknown")
    assert r.points_a is None and r.states == 0
    for g in ("a_on_play", "a_on_draw"):
        assert "Sand Silos" in r.reasons[g] and "rule 305.6" in r.reasons[g]


def test_a_basic_land_types_ability_beside_a_lands_own_is_played():
    # Ancient Tomb, City of Traitors, Peat Bog under Urborg: the Swamp's "{T}: Add {B}"
    # is the land's second mana ability (mana.second_colors), no longer refused.
    assert _why(URBORG_HEXMAGE, ["Ancient Tomb", "Memnite"]) is None
    assert _why(URBORG_HEXMAGE + ["City of Traitors"], ["Island"]) is None
    assert _why(URBORG_HEXMAGE, ["City of Traitors", "Memnite"]) is None
    assert _why(["Urborg, Tomb of Yawgmoth", "Peat Bog"], ["Island"]) is None


def test_plain_lands_and_matchups_without_a_grant_are_played():
    assert _why(URBORG_HEXMAGE, ["Mutavault", "Memnite"]) is None      # {T}: Add {C}
    assert _why(["Ancient Tomb", "Vampire Hexmage"], ["Swamp"]) is None  # no Urborg


def test_solve_command_prints_the_reason_and_exits_0():
    r = CliRunner().invoke(cli, ["solve", "Urborg, Tomb of Yawgmoth | Sand Silos", "Island",
                                 "--deck-size", "any"])
    assert r.exit_code == 0, r.output
    assert "unknown" in r.output and "Sand Silos" in r.output
