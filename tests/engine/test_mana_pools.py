"""Each player's own mana pool, and mana made ahead of a cost (floating).

Rule 106.4: "When an effect instructs a player to add mana, that mana goes into
a mana pool" -- each player has their own; it empties at the end of each step
(rule 500.4).  Rule 605.3a: a player may activate a mana ability whenever they
have priority.  Every expected value below was reasoned out from the oracle
text before the test was run.
"""
from engine import ops
from scenario_kit import (build, do_where, has_action, keep_legend, matching, pool,
                          resolve_stack, zones, get)
from engine import state as S


# ------------------------------------------------------------ one pool per player
def test_mana_left_floating_is_its_makers_only():
    # "{T}, Sacrifice Black Lotus: Add three mana of any one color."  A casts
    # Stromkirk Noble ({R}) with the Lotus: {R}{R} float in A's pool.  B has no
    # mana source at all, so B's Lightning Bolt can never be cast: not at the
    # Noble, not at the Kird Ape A casts with one of the floating {R}.
    g = build(a=["Black Lotus"], a_hand=["Stromkirk Noble", "Kird Ape"], b_hand=["Lightning Bolt"])
    do_where(g, lambda a, d: "casts Stromkirk Noble" in d and "{R}{R} floating" in d)
    assert zones(g, "Stromkirk Noble") == ["battlefield"]     # B had no answer
    assert g.step == "main 1" and g.to_move == 0
    assert pool(g, 0) == "{R}{R}" and pool(g, 1) == ""
    g.do("A casts Kird Ape")    # with one floating {R}; nobody can do more this step
    resolve_stack(g)
    assert zones(g, "Kird Ape") == ["battlefield"]
    assert zones(g, "Lightning Bolt") == ["hand"]


def test_each_pool_empties_at_the_end_of_the_step():
    g = build(a=["Black Lotus"], a_hand=["Stromkirk Noble", "Kird Ape"], b_hand=["Lightning Bolt"])
    do_where(g, lambda a, d: "casts Stromkirk Noble" in d and "{R}{R} floating" in d)
    assert pool(g, 0) == "{R}{R}"
    g.do("A passes")            # nothing else happens: main 1 ends
    assert g.step != "main 1"
    assert pool(g, 0) == "" and pool(g, 1) == ""


# ------------------------------------------------------------ floating mana
def test_city_of_traitors_tapped_in_response_to_its_own_trigger():
    # "When you play another land, sacrifice City of Traitors. {T}: Add {C}{C}."
    # A plays Forest; with the trigger on the stack A taps City for {C}{C}; the
    # City is sacrificed; the {C}{C} and the Forest's {G} level Hexdrinker up
    # three times ("Level up {1}").
    g = build(a=["City of Traitors", "Hexdrinker"], a_hand=["Forest"])
    g.do("A plays Forest")
    assert has_action(g, "A taps City of Traitors for {C}{C}, floating it")
    g.do("A taps City of Traitors for {C}{C}, floating it")
    assert pool(g, 0) == "{C}{C}"
    resolve_stack(g)
    assert zones(g, "City of Traitors") == ["graveyard"]
    assert pool(g, 0) == "{C}{C}"           # still main 1: the mana is still there
    for _ in range(2):
        do_where(g, lambda a, d: "activates Hexdrinker" in d and "Forest" not in d)
        resolve_stack(g)
    do_where(g, lambda a, d: "activates Hexdrinker" in d and "Forest" in d)
    resolve_stack(g)
    assert get(g, "Hexdrinker", S.O_LEVEL) == 3


def test_land_tapped_in_response_to_wasteland():
    # "{T}, Sacrifice Wasteland: Destroy target nonbasic land."  B aims it at A's
    # only land in A's main phase; A taps the Savannah for {W} in response and
    # casts Savannah Lions ({W}) after the Savannah is destroyed.
    g = build(a=["Savannah"], a_hand=["Savannah Lions"], b=["Wasteland"])
    g.do("A passes")
    g.do("B activates Wasteland (...) targeting A's Savannah")
    g.do("A taps Savannah for {W}, floating it")
    resolve_stack(g)
    assert zones(g, "Savannah") == ["graveyard"]
    assert g.step == "main 1" and g.to_move == 0 and pool(g, 0) == "{W}"
    g.do("A casts Savannah Lions")
    resolve_stack(g)
    assert zones(g, "Savannah Lions") == ["battlefield"]


def test_legendary_land_tapped_before_its_twin_arrives():
    # Urborg is legendary and a Swamp ({T}: Add {B}).  A taps the Urborg in play
    # for {B}, plays the second, keeps the untapped one (legend rule) and has
    # {B}{B} for Vampire Hexmage.
    g = build(a=["Urborg, Tomb of Yawgmoth"], a_hand=["Urborg, Tomb of Yawgmoth", "Vampire Hexmage"])
    assert has_action(g, "A taps Urborg, Tomb of Yawgmoth for {B}, floating it")
    g.do("A taps Urborg, Tomb of Yawgmoth for {B}, floating it")
    g.do("A plays Urborg, Tomb of Yawgmoth")
    keep_legend(g, "Urborg, Tomb of Yawgmoth", tapped_one=False)
    assert pool(g, 0) == "{B}"
    g.do("A casts Vampire Hexmage")
    resolve_stack(g)
    assert zones(g, "Vampire Hexmage") == ["battlefield"]


def test_no_float_where_it_cannot_matter():
    # An empty stack in A's main phase, no land to play, no cost that removes a
    # permanent: tapping the Mountain now is never better than tapping it when
    # paying, so it is not offered (docs/RULES.md, "Mana").
    g = build(a=["Mountain"], a_hand=["Lightning Bolt"], land_played=True)
    assert not matching(g, "floating it")
    # B's Bolt aimed at A's face can't change A's Mountain: no float either.
    g = build(a=["Mountain"], b=["Mountain"], b_hand=["Lightning Bolt"], active=1)
    g.do("B casts Lightning Bolt targeting A")
    assert not matching(g, "A taps")


# ------------------------------------------------------ the quick may-act test
def test_stage_copying_the_tabernacle_is_offered_its_copy_ability():
    # Thespian's Stage as a copy of The Tabernacle has no mana ability; it keeps
    # "{2}, {T}: becomes a copy of target land".  Two Plains pay exactly {2}.
    # The quick test used to count the Stage as one mana of its own and skip
    # the window.
    g = build(a=[("Thespian's Stage", dict(copy="The Tabernacle at Pendrell Vale")),
                 "Plains", "Plains"], b=["Mutavault"], step="upkeep")
    assert g.decision == "priority" and g.to_move == 0
    assert has_action(g, "activates Thespian's Stage")
    assert any("Mutavault" in d for d in matching(g, "activates Thespian's Stage"))
