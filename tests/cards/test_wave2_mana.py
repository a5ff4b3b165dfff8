"""Wave 2a, mana (issue #11): Strip Mine, Mox Pearl / Sapphire / Emerald, Sol Ring,
Lotus Petal, Mana Crypt (coin flips), Bayou, Undiscovered Paradise (return at the
next untap step), Oboro (return to hand, an activated ability), Shelldock Isle
(hideaway with no library), Cathedral of War (exalted).  The oracle line is beside
each test; every expected value was worked out by hand from it."""
from engine import ops
from engine import state as S
from scenario_kit import (build, get, has_action, keyword, matching, pass_to, pool, resolve_stack,
                          stack_size, to_choice, until_step, until_turn_of)


# ------------------------------------------------------------ Strip Mine
def test_strip_mine_destroys_any_land_even_a_basic():
    # "{T}, Sacrifice Strip Mine: Destroy target land."  (Wasteland needs a nonbasic one.)
    g = build(a=["Strip Mine"], b=["Island"])
    g.do("A activates Strip Mine (...) targeting B's Island")
    assert g.zone("Strip Mine") == "graveyard"      # sacrificed as a cost
    resolve_stack(g)
    assert g.zone("Island") == "graveyard"


def test_strip_mine_taps_for_colorless():
    # "{T}: Add {C}."  Memnite costs {0}; Hexdrinker's level up {1} is paid with {C}.
    g = build(a=["Strip Mine", ("Hexdrinker", dict(sick=1))], b=["Island"])
    g.do("A activates Hexdrinker (Level up...), paying with Strip Mine")
    resolve_stack(g)
    assert get(g, "Hexdrinker", S.O_LEVEL) == 1 and g.zone("Strip Mine") == "battlefield"


# ------------------------------------------------------------ Moxen, Sol Ring, Bayou
def test_moxen_cost_nothing_and_tap_for_their_color():
    # Mox Pearl "{T}: Add {W}."  Mox Sapphire "{T}: Add {U}."  Mox Emerald "{T}: Add {G}."
    g = build(a_hand=["Mox Pearl", "Savannah Lions"], b=["Island"])
    g.do("A casts Mox Pearl")
    resolve_stack(g)
    assert g.zone("Mox Pearl") == "battlefield"
    g.do("A casts Savannah Lions, paying with Mox Pearl")
    resolve_stack(g)
    assert g.zone("Savannah Lions") == "battlefield"
    g = build(a=["Mox Sapphire", "Mox Emerald"], a_hand=["Sleep-Cursed Faerie", "Thallid"],
              b=["Island"])
    assert matching(g, "A casts Sleep-Cursed Faerie") == [
        "A casts Sleep-Cursed Faerie, paying with Mox Sapphire"]
    assert matching(g, "A casts Thallid") == ["A casts Thallid, paying with Mox Emerald"]


def test_sol_ring_makes_two_colorless():
    # "{T}: Add {C}{C}."  Simian Spirit Guide ({2}{R}) cast with Sol Ring and a Mountain.
    g = build(a=["Sol Ring", "Mountain"], a_hand=["Simian Spirit Guide"], b=["Island"])
    g.do("A casts Simian Spirit Guide")
    resolve_stack(g)
    assert g.zone("Simian Spirit Guide") == "battlefield" and pool(g, 0) == ""
    # Sol Ring itself costs {1}
    g = build(a=["Forest"], a_hand=["Sol Ring"], b=["Island"])
    g.do("A casts Sol Ring, paying with Forest")
    resolve_stack(g)
    assert g.zone("Sol Ring") == "battlefield"


def test_bayou_pays_black_or_green():
    # "({T}: Add {B} or {G}.)"  Land - Swamp Forest.
    g = build(a=["Bayou", "Bayou"], a_hand=["Vampire Hexmage", "Thallid"], b=["Island"])
    assert has_action(g, "A casts Vampire Hexmage, paying with Bayou and Bayou")
    assert has_action(g, "A casts Thallid, paying with Bayou")


# ------------------------------------------------------------ Lotus Petal
def test_lotus_petal_one_mana_of_any_color_and_is_sacrificed():
    # "{T}, Sacrifice Lotus Petal: Add one mana of any color."
    g = build(a=["Lotus Petal"], a_hand=["Savannah Lions", "Thallid", "Sleep-Cursed Faerie"],
              b=["Island"])
    for name in ("Savannah Lions", "Thallid", "Sleep-Cursed Faerie"):
        assert matching(g, f"A casts {name}") == [f"A casts {name}, paying with Lotus Petal"]
    g.do("A casts Thallid, paying with Lotus Petal")
    assert g.zone("Lotus Petal") == "graveyard" and pool(g, 0) == ""
    resolve_stack(g)
    assert g.zone("Thallid") == "battlefield"


# ------------------------------------------------------------ Mana Crypt
def test_mana_crypt_taps_for_two_colorless():
    # "{T}: Add {C}{C}."
    g = build(a=["Mana Crypt", "Mountain"], a_hand=["Simian Spirit Guide"], b=["Island"])
    g.do("A casts Simian Spirit Guide")
    resolve_stack(g)
    assert g.zone("Simian Spirit Guide") == "battlefield"


def test_mana_crypt_flip_is_chosen_by_the_opponent():
    # "At the beginning of your upkeep, flip a coin. If you lose the flip, Mana Crypt
    # deals 3 damage to you."  B (the opponent) chooses the outcome: both are offered.
    g = build(a=["Mana Crypt"], b=["Island"], step="upkeep")
    to_choice(g)
    assert g.to_move == 1
    assert sorted(g.describe_actions()) == [
        "B chooses the coin flip of Mana Crypt: A loses it and takes 3 damage",
        "B chooses the coin flip of Mana Crypt: A wins it"]
    g.do("A loses it")
    assert g.life(0) == 17 and stack_size(g) == 0
    g = build(a=["Mana Crypt"], b=["Island"], step="upkeep")
    to_choice(g)
    g.do("A wins it")
    assert g.life(0) == 20 and stack_size(g) == 0


def test_mana_crypt_flips_only_in_its_controllers_upkeep():
    # B's upkeep: no trigger of A's Crypt.
    # (a flip would stop until_step: a choice is no default step)
    g = build(a=["Mana Crypt"], b=["Island"], active=1, step="upkeep")
    until_turn_of(g, 0)
    assert g.life(0) == 20 and g.life(1) == 20


# ------------------------------------------------------------ Undiscovered Paradise
def test_undiscovered_paradise_returns_in_the_next_untap_step():
    # "{T}: Add one mana of any color. During your next untap step, as you untap your
    # permanents, return Undiscovered Paradise to its owner's hand."
    g = build(a=["Undiscovered Paradise"], a_hand=["Savannah Lions"], b=["Island"])
    g.do("A casts Savannah Lions, paying with Undiscovered Paradise")
    resolve_stack(g)
    until_turn_of(g, 1)
    g.do("begins the turn")               # B's untap step: nothing of A's returns
    assert g.zone("Undiscovered Paradise") == "battlefield"
    until_turn_of(g, 0)
    g.do("begins the turn")               # A's untap step: it returns instead of untapping
    assert g.zone("Undiscovered Paradise") == "hand"
    assert g.step == "main 1" and has_action(g, "A plays Undiscovered Paradise")
    g.do("A plays Undiscovered Paradise")   # the land drop it costs each turn
    assert g.zone("Undiscovered Paradise") == "battlefield" and not has_action(g, "A plays")


def test_undiscovered_paradise_untapped_stays():
    # Not tapped for mana: nothing returns it.
    g = build(a=["Undiscovered Paradise"], b=["Island"])
    until_turn_of(g, 1)
    until_turn_of(g, 0)
    g.do("begins the turn")
    assert g.zone("Undiscovered Paradise") == "battlefield"


def test_undiscovered_paradise_any_color():
    g = build(a=["Undiscovered Paradise"], a_hand=["Savannah Lions", "Thallid", "Kird Ape"],
              b=["Island"])
    for name in ("Savannah Lions", "Thallid", "Kird Ape"):
        assert has_action(g, f"A casts {name}, paying with Undiscovered Paradise")


# ------------------------------------------------------------ Oboro
def test_oboro_returns_itself_and_can_pay_for_it():
    # "{T}: Add {U}.  {1}: Return Oboro, Palace in the Clouds to its owner's hand."
    g = build(a=["Oboro, Palace in the Clouds"], b=["Island"])
    assert matching(g, "A activates Oboro") == [
        "A activates Oboro, Palace in the Clouds ({1}: Return Oboro, Palace in the Clouds to "
        "its owner's hand), paying with Oboro, Palace in the Clouds"]
    g.do("A activates Oboro")
    resolve_stack(g)
    assert g.zone("Oboro, Palace in the Clouds") == "hand"


def test_oboro_can_be_tapped_for_mana_in_response_to_its_return():
    # The return is an activated ability on the stack: Oboro taps for {U} in response
    # (floating mana: its source changes itself), and the {U} pays a spell afterwards.
    g = build(a=["Oboro, Palace in the Clouds", "Island"], a_hand=["Sleep-Cursed Faerie"],
              b=["Island"])
    g.do("A activates Oboro, Palace in the Clouds ({1}...), paying with Island")
    assert has_action(g, "A taps Oboro, Palace in the Clouds for {U}, floating it")
    g.do("A taps Oboro, Palace in the Clouds for {U}, floating it")
    resolve_stack(g)                      # the return resolves
    assert g.zone("Oboro, Palace in the Clouds") == "hand" and pool(g, 0) == "{U}"
    assert g.step == "main 1"
    g.do("A casts Sleep-Cursed Faerie")
    resolve_stack(g)
    assert g.zone("Sleep-Cursed Faerie") == "battlefield"


# ------------------------------------------------------------ Shelldock Isle
def test_shelldock_isle_enters_tapped_and_hides_nothing():
    # "Hideaway 4 ... This land enters tapped."  No library: nothing to exile, no trigger.
    g = build(a_hand=["Shelldock Isle"], b=["Island"])
    g.do("A plays Shelldock Isle")
    assert get(g, "Shelldock Isle", S.O_TAPPED) == 1 and stack_size(g) == 0


def test_shelldock_isle_play_ability_does_nothing():
    # "{U}, {T}: You may play the exiled card ... if a library has twenty or fewer cards":
    # no card was exiled, so it resolves doing nothing (its costs are paid).
    g = build(a=["Shelldock Isle", "Island"], a_hand=["Savannah Lions"], b=["Island"])
    g.do("A activates Shelldock Isle (...), paying with Island")
    assert get(g, "Shelldock Isle", S.O_TAPPED) == 1 and get(g, "Island", S.O_TAPPED, 0) == 1
    resolve_stack(g)
    assert g.zone("Savannah Lions") == "hand" and stack_size(g) == 0
    # {T}: Add {U}
    g = build(a=["Shelldock Isle"], a_hand=["Sleep-Cursed Faerie"], b=["Island"])
    assert has_action(g, "A casts Sleep-Cursed Faerie, paying with Shelldock Isle")


# ------------------------------------------------------------ Cathedral of War
def test_cathedral_of_war_enters_tapped_and_taps_for_colorless():
    # "This land enters tapped.  {T}: Add {C}."
    g = build(a_hand=["Cathedral of War"], b=["Island"])
    g.do("A plays Cathedral of War")
    assert get(g, "Cathedral of War", S.O_TAPPED) == 1
    assert keyword(g, "Cathedral of War", "exalted")


def test_exalted_pumps_a_creature_attacking_alone():
    # "Exalted (Whenever a creature you control attacks alone, that creature gets +1/+1
    # until end of turn.)"  Savannah Lions 2/1 attacks alone: 3/2, B takes 3.
    # (nobody can respond: the trigger resolves and combat runs by themselves)
    g = build(a=["Cathedral of War", "Savannah Lions"], b=["Island"], step="declare attackers")
    g.do("A attacks with Savannah Lions")
    until_turn_of(g, 1)
    assert g.life(1) == 17
    assert g.pt("Savannah Lions") == (2, 1)     # until end of turn
    # B's Mountain and Bolt let B respond: exalted waits on the stack, then the Lions is 3/2
    g = build(a=["Cathedral of War", "Savannah Lions"], b=["Mountain"], b_hand=["Lightning Bolt"],
              step="declare attackers")
    g.do("A attacks with Savannah Lions")
    assert stack_size(g) == 1 and g.pt("Savannah Lions") == (2, 1)
    assert g.to_move == 1                   # A could do nothing: B has priority
    g.do("B passes")
    assert stack_size(g) == 0 and g.pt("Savannah Lions") == (3, 2)


def test_exalted_needs_a_lone_attacker_and_each_instance_triggers():
    # Two attackers: no trigger (Lions 2 + Memnite 1 = 3 damage).
    g = build(a=["Cathedral of War", "Savannah Lions", "Memnite"], b=["Island"],
              step="declare attackers")
    g.do("A attacks with Memnite and Savannah Lions")
    assert stack_size(g) == 0
    until_turn_of(g, 1)
    assert g.life(1) == 17
    # Two Cathedrals, one attacker: +2/+2 (Memnite 3/3).
    g = build(a=["Cathedral of War", "Cathedral of War", "Memnite"], b=["Island"],
              step="declare attackers")
    g.do("A attacks with Memnite")
    assert g.decision == "order triggers"
    assert set(g.describe_actions()) == {"A puts Cathedral of War's trigger on the stack (Exalted)"}
    until_turn_of(g, 1)
    assert g.life(1) == 17


def test_exalted_is_not_the_opponents():
    # B's Cathedral does not pump A's lone attacker.
    g = build(a=["Savannah Lions"], b=["Cathedral of War"], step="declare attackers")
    g.do("A attacks with Savannah Lions")
    assert stack_size(g) == 0
    until_turn_of(g, 1)
    assert g.life(1) == 18


# ------------------------------------------------------------ Mishra's Workshop
def only_pool(g, p=0):
    """Player p's {C} that may pay only for artifact spells."""
    return int(g.s[S.H_POOL_ONLY + p])


def test_workshop_pays_artifact_spells_only():
    # "{T}: Add {C}{C}{C}. Spend this mana only to cast artifact spells."
    g = build(a=["Mishra's Workshop"], a_hand=["Simian Spirit Guide", "Simian Spirit Guide"],
              b=["Island"])
    # a creature spell ({2}{R}, the other Guide exiled for {R}): Workshop can't pay the {2}
    assert matching(g, "A casts Simian Spirit Guide") == []
    g = build(a=["Mishra's Workshop", ("Hexdrinker", dict(sick=1))], a_hand=["Sol Ring"],
              b=["Island"])
    # an activated ability (level up {1}): not a spell, Workshop can't pay
    assert matching(g, "Level up") == []
    # an artifact spell: Sol Ring ({1}); the other {C}{C} stays for artifact spells only
    assert matching(g, "A casts Sol Ring") == [
        "A casts Sol Ring, paying with Mishra's Workshop and leaving {C}{C} (artifact spells "
        "only) floating"]
    g.do("A casts Sol Ring")
    assert only_pool(g) == 2 and pool(g, 0) == ""
    resolve_stack(g)
    assert g.zone("Sol Ring") == "battlefield" and only_pool(g) == 2
    # the leftover can't pay Hexdrinker's level up: only Sol Ring can
    assert matching(g, "Level up") == [
        "A activates Hexdrinker (Level up {1}), paying with Sol Ring and leaving {C} floating"]
    g.do("A passes")                       # the step ends: the pool empties
    assert only_pool(g) == 0


def test_workshop_mana_floats_apart_before_it_is_destroyed():
    # B's Strip Mine targets the Workshop in A's main phase: A taps it in response; the
    # {C}{C}{C} stays for artifact spells only and pays Sol Ring after the Workshop is gone.
    g = build(a=["Mishra's Workshop"], a_hand=["Sol Ring"], b=["Strip Mine"])
    g.do("A passes")
    g.do("B activates Strip Mine (...) targeting A's Mishra's Workshop")
    g.do("A taps Mishra's Workshop for {C}{C}{C} (artifact spells only), floating it")
    assert only_pool(g) == 3 and pool(g, 0) == ""
    resolve_stack(g)
    assert g.zone("Mishra's Workshop") == "graveyard" and g.step == "main 1"
    assert matching(g, "A casts Sol Ring") == [
        "A casts Sol Ring, leaving {C}{C} (artifact spells only) floating"]
    g.do("A casts Sol Ring")
    resolve_stack(g)
    assert g.zone("Sol Ring") == "battlefield"


def test_workshop_under_urborg_taps_for_one_black():
    # Urborg makes it a Swamp: "{T}: Add {B}" (one mana) besides its own ability.
    # Vampire Hexmage {B}{B}: Workshop's {B} and Urborg's; Workshop alone can't pay it.
    g = build(a=["Mishra's Workshop", "Urborg, Tomb of Yawgmoth"], a_hand=["Vampire Hexmage"],
              b=["Island"])
    got = matching(g, "A casts Vampire Hexmage")
    assert len(got) == 1 and "Mishra's Workshop" in got[0] and "Urborg" in got[0]
    assert "floating" not in got[0]
