"""Wave 2b, the library (issue #12): Subtlety and Thassa's Oracle, and the library
they make matter: a public, ordered zone that a card reaches mid-game, drawn
from in the draw step.  The oracle line is beside each test."""
from engine import ops
from engine import state as S
from engine.game import canonical as canonicalize
from scenario_kit import (build, default_step, has_action, keyword, matching, resolve_stack,
                          until_turn_of, zones)
from solver.explain.narrate import library_names, public_state


def library(g, owner, names):
    """Move cards of `owner`'s hand into their library, `names` top first."""
    used = set()
    for k, name in enumerate(names, start=1):
        i = next(i for i in g.objects(name, owner)
                 if i not in used and g.s[S.obj_base(i) + S.O_ZONE] == ops.Z_HAND)
        used.add(i)
        o = S.obj_base(i)
        g.s[o + S.O_ZONE] = ops.Z_LIBRARY
        g.s[o + S.O_LIBPOS] = k
    canonicalize(g.s)
    return g


def lib(g, p):
    return library_names(g.s, p, g.t)


ISLANDS4 = ["Island"] * 4


# ------------------------------------------------------------------ Subtlety
def test_subtlety_has_flash_and_flying():
    # "Flash / Flying": cast in the opponent's turn, in their upkeep.
    g = build(a=ISLANDS4, a_hand=["Subtlety"], b=["Island"], active=1, step="upkeep")
    assert g.step == "upkeep" and g.to_move == 0          # B could only pass
    assert has_action(g, "A casts Subtlety, paying with Island and Island and Island and Island")
    g.do("A casts Subtlety")
    resolve_stack(g)
    assert g.zone("Subtlety") == "battlefield" and keyword(g, "Subtlety", "flying")


def test_subtlety_puts_a_creature_spell_on_top_and_it_is_drawn():
    # "When Subtlety enters, choose up to one target creature spell or planeswalker
    # spell. Its owner puts it on the top or bottom of their library."  With an empty
    # library the top is the bottom: no choice.  The owner draws it in the draw step.
    g = build(a=ISLANDS4, a_hand=["Subtlety"], b=["Island", "Island"],
              b_hand=["Thassa's Oracle"], active=1)
    g.do("B casts Thassa's Oracle")
    g.do("A casts Subtlety")
    g.do("targeting B's Thassa's Oracle (a spell)")
    resolve_stack(g)
    assert zones(g, "Thassa's Oracle") == ["library"] and lib(g, 1) == ["Thassa's Oracle"]
    assert g.zone("Subtlety") == "battlefield"
    assert g.s[S.H_STACK_N] == 0 and g.result == ops.R_ONGOING
    until_turn_of(g, 1)
    g.do("B begins the turn")          # upkeep, then the draw step draws it
    assert zones(g, "Thassa's Oracle") == ["hand"] and lib(g, 1) == []


def test_subtlety_owner_chooses_top_or_bottom():
    # "Its owner puts it on the top or bottom": B (the owner) chooses, not A.
    g = build(a=ISLANDS4, a_hand=["Subtlety"], b=["Island", "Island"],
              b_hand=["Thassa's Oracle", "Memnite"], active=1)
    library(g, 1, ["Memnite"])
    g.do("B casts Thassa's Oracle")
    g.do("A casts Subtlety")
    g.do("targeting B's Thassa's Oracle (a spell)")
    while g.decision != "choice":
        default_step(g)
    assert g.to_move == 1
    assert sorted(g.describe_actions()) == [
        "B puts Thassa's Oracle on the bottom of their library",
        "B puts Thassa's Oracle on the top of their library"]
    g.do("on the bottom")
    assert lib(g, 1) == ["Memnite", "Thassa's Oracle"]


def test_subtlety_up_to_one_target_and_only_creature_spells():
    # "up to one target": A may let B's creature spell resolve.  A Lightning Bolt on
    # the stack is no creature or planeswalker spell: not a target.
    g = build(a=ISLANDS4, a_hand=["Subtlety"], b=["Island", "Island"],
              b_hand=["Thassa's Oracle"], active=1)
    g.do("B casts Thassa's Oracle")
    g.do("A casts Subtlety")
    assert len(matching(g, "with no target")) == 1
    g.do("with no target")
    resolve_stack(g)
    assert g.result == ops.R_WIN1                  # the Oracle resolved: B wins
    g = build(a=ISLANDS4, a_hand=["Subtlety"], b=["Mountain"],
              b_hand=["Lightning Bolt"], active=1)
    g.do("B casts Lightning Bolt targeting A")
    g.do("A casts Subtlety")
    resolve_stack(g)                               # no legal target: the trigger is removed
    assert g.life(0) == 17 and zones(g, "Lightning Bolt") == ["graveyard"]


def test_subtlety_evoke_exiles_a_blue_card_and_is_sacrificed():
    # "Evoke—Exile a blue card from your hand. (... If you do, it's sacrificed when
    # it enters.)"  No mana: its ETB trigger still sends the creature spell away.
    g = build(a=["Mountain"], a_hand=["Subtlety", "Force of Will"], b=["Island", "Island"],
              b_hand=["Thassa's Oracle"], active=1)
    g.do("B casts Thassa's Oracle")
    evoke = matching(g, "A casts Subtlety")
    assert len(evoke) == 1 and "Force of Will" in evoke[0]
    g.do("A casts Subtlety")
    assert zones(g, "Force of Will") == ["exile"]
    while g.decision != "order triggers":
        default_step(g)
    opts = matching(g, "targeting B's Thassa's Oracle")
    g.do(opts[0])
    resolve_stack(g)
    assert zones(g, "Subtlety") == ["graveyard"]            # sacrificed
    assert lib(g, 1) == ["Thassa's Oracle"] and g.result == ops.R_ONGOING


def test_subtlety_cast_normally_is_not_sacrificed():
    g = build(a=ISLANDS4, a_hand=["Subtlety", "Force of Will"], b=["Island"], active=1)
    g.do("A casts Subtlety, paying with Island and Island and Island and Island")
    resolve_stack(g)
    assert zones(g, "Subtlety") == ["battlefield"] and zones(g, "Force of Will") == ["hand"]


# ------------------------------------------------------------ Thassa's Oracle
def test_thassas_oracle_wins_with_an_empty_library():
    # "If X is greater than or equal to the number of cards in your library, you win
    # the game."  3CB libraries start empty: X = 2 >= 0.
    g = build(a=["Island", "Island"], a_hand=["Thassa's Oracle"], b=["Island"])
    g.do("A casts Thassa's Oracle, paying with Island and Island")
    resolve_stack(g)
    assert g.result == ops.R_WIN0


def test_thassas_oracle_looks_at_devotion_many_and_orders():
    # "look at the top X cards of your library, where X is your devotion to blue. Put
    # up to one of them on top of your library and the rest on the bottom of your
    # library in a random order."  Devotion 2 (its {U}{U}), library of 3: no win.
    # A keeps one of the top two on top (or none); the rest go to the bottom in
    # the order B chooses (the format's random order).
    g = build(a=["Island", "Island"], a_hand=["Thassa's Oracle", "Memnite", "Savannah Lions",
                                               "Kird Ape"], b=["Island"])
    library(g, 0, ["Memnite", "Savannah Lions", "Kird Ape"])
    g.do("A casts Thassa's Oracle")
    while g.decision != "choice":
        default_step(g)
    assert g.to_move == 0
    assert sorted(g.describe_actions()) == [
        "A keeps Memnite on top of their library",
        "A keeps Savannah Lions on top of their library",
        "A keeps none of the cards looked at on top"]
    g.do("A keeps none")
    # both wait for their place; B orders them under Kird Ape
    assert g.decision == "choice" and g.to_move == 1
    assert lib(g, 0) == ["Kird Ape", "Memnite (placing)", "Savannah Lions (placing)"]
    assert len(g.describe_actions()) == 2
    g.do("Savannah Lions and Memnite")
    assert lib(g, 0) == ["Kird Ape", "Savannah Lions", "Memnite"]
    resolve_stack(g)
    assert g.result == ops.R_ONGOING and g.zone("Thassa's Oracle") == "battlefield"


def test_thassas_oracle_keeps_one_on_top_one_to_the_bottom():
    g = build(a=["Island", "Island"], a_hand=["Thassa's Oracle", "Memnite", "Savannah Lions",
                                               "Kird Ape"], b=["Island"])
    library(g, 0, ["Memnite", "Savannah Lions", "Kird Ape"])
    g.do("A casts Thassa's Oracle")
    while g.decision != "choice":
        default_step(g)
    g.do("A keeps Savannah Lions on top")
    # one card left to place: no choice for B
    assert lib(g, 0) == ["Savannah Lions", "Kird Ape", "Memnite"]
    assert g.result == ops.R_ONGOING


def test_thassas_oracle_wins_when_devotion_reaches_the_library():
    # X = 2 and two cards in the library: A wins (after the look).
    g = build(a=["Island", "Island"], a_hand=["Thassa's Oracle", "Memnite", "Savannah Lions"],
              b=["Island"])
    library(g, 0, ["Memnite", "Savannah Lions"])
    g.do("A casts Thassa's Oracle")
    while g.decision == "priority" or g.decision == "order triggers":
        default_step(g)
    while g.result == ops.R_ONGOING and g.decision == "choice":
        g.apply(g.legal_actions()[0])
    assert g.result == ops.R_WIN0


def test_devotion_counts_other_blue_permanents():
    # Sleep-Cursed Faerie ({U}) adds one: X = 3 >= 3 cards.
    g = build(a=["Island", "Island", "Sleep-Cursed Faerie"],
              a_hand=["Thassa's Oracle", "Memnite", "Savannah Lions", "Kird Ape"], b=["Island"])
    library(g, 0, ["Memnite", "Savannah Lions", "Kird Ape"])
    g.do("A casts Thassa's Oracle")
    while g.decision == "priority" or g.decision == "order triggers":
        default_step(g)
    while g.result == ops.R_ONGOING and g.decision == "choice":
        g.apply(g.legal_actions()[0])
    assert g.result == ops.R_WIN0


# ------------------------------------------------------------------ the library
def test_draw_takes_the_top_card_only():
    g = build(a=["Island"], a_hand=["Memnite", "Savannah Lions"], b=["Island"], active=1)
    library(g, 0, ["Savannah Lions", "Memnite"])
    until_turn_of(g, 0)
    g.do("A begins the turn")
    assert zones(g, "Savannah Lions") == ["hand"] and lib(g, 0) == ["Memnite"]


def test_the_library_is_public_in_the_replay_state():
    g = build(a=["Island"], a_hand=["Memnite", "Savannah Lions"], b=["Island"])
    library(g, 0, ["Savannah Lions", "Memnite"])
    ps = public_state(g.s, g.t, g.cfg)
    assert ps["players"]["A"]["library"] == ["Savannah Lions", "Memnite"]
    assert ps["players"]["B"]["library"] == []
    pos = {o["card"]: o.get("library_position") for o in ps["objects"] if o["zone"] == "library"}
    assert pos == {"Savannah Lions": 1, "Memnite": 2}
    assert all(o["counters"] == {} for o in ps["objects"] if o["zone"] == "library")


def test_order_library_offers_each_different_order_once():
    # Devotion 3 (Oracle and Sleep-Cursed Faerie), four cards: no win.  A keeps none of
    # the top three (Memnite, Kird Ape, Memnite): B orders them under Savannah Lions,
    # three different orders, not six.
    g = build(a=["Island", "Island", "Sleep-Cursed Faerie"],
              a_hand=["Thassa's Oracle", "Memnite", "Memnite", "Kird Ape", "Savannah Lions"],
              b=["Island"])
    library(g, 0, ["Memnite", "Kird Ape", "Memnite", "Savannah Lions"])
    g.do("A casts Thassa's Oracle")
    while g.decision != "choice":
        default_step(g)
    assert len(g.describe_actions()) == 3          # none, Memnite, Kird Ape
    g.do("A keeps none")
    assert g.to_move == 1
    orders = sorted(g.describe_actions())
    assert orders == ["B puts A's Kird Ape, Memnite and Memnite on the bottom of the library, "
                      "in this order",
                      "B puts A's Memnite, Kird Ape and Memnite on the bottom of the library, "
                      "in this order",
                      "B puts A's Memnite, Memnite and Kird Ape on the bottom of the library, "
                      "in this order"]
    g.do("Memnite, Kird Ape and Memnite")
    assert lib(g, 0) == ["Savannah Lions", "Memnite", "Kird Ape", "Memnite"]
    resolve_stack(g)
    assert g.result == ops.R_ONGOING


# -------------------------------------------------------- Misthollow Griffin
def test_misthollow_griffin_is_cast_from_exile():
    # "Flying / You may cast Misthollow Griffin from exile."  Force of Will exiles it
    # (the blue card of its alternative cost); then it is cast from exile.
    g = build(a=ISLANDS4, a_hand=["Force of Will", "Misthollow Griffin"],
              b=["Island", "Island"], b_hand=["Thassa's Oracle"], active=1)
    g.do("B casts Thassa's Oracle")
    g.do("A casts Force of Will targeting B's Thassa's Oracle (a spell)...exiling Misthollow Griffin")
    resolve_stack(g)
    assert zones(g, "Misthollow Griffin") == ["exile"] and g.life(0) == 19
    assert zones(g, "Thassa's Oracle") == ["graveyard"]
    until_turn_of(g, 0)
    g.do("A begins the turn")
    g.do("A casts Misthollow Griffin, paying with Island and Island and Island and Island")
    resolve_stack(g)
    assert zones(g, "Misthollow Griffin") == ["battlefield"] and keyword(g, "Misthollow Griffin",
                                                                        "flying")


def test_misthollow_griffin_not_from_the_graveyard_and_other_cards_not_from_exile():
    g = build(a=ISLANDS4, a_hand=["Misthollow Griffin", "Subtlety"], b=["Island"])
    for name, zone in (("Misthollow Griffin", ops.Z_GRAVEYARD), ("Subtlety", ops.Z_EXILE)):
        g.s[S.obj_base(g.objects(name, 0)[0]) + S.O_ZONE] = zone
    canonicalize(g.s)
    assert g.describe_actions() == ["A passes"]
