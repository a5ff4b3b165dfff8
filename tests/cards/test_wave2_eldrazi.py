"""Session 6, eldrazi: Emrakul, the Aeons Torn and Ulamog, the Infinite Gyre ("when
you cast this spell" triggers, extra turns, annihilator, protection from colored
spells, "this spell can't be countered", the graveyard shuffled into the library).
Their mana is a storage land's counters (Sand Silos, floated at once).  The oracle
line is beside each test."""
from engine.layout import H_EXTRA
from scenario_kit import actions, build, has_action, resolve_stack, stack_size, until, zones

EMRAKUL = "Emrakul, the Aeons Torn"
ULAMOG = "Ulamog, the Infinite Gyre"


def _cast(g, name, n):
    g.do(f"A taps Sand Silos, removing {n} counters")
    g.do(f"A casts {name}")
    return g


# ------------------------------------------------------------ Emrakul
def test_emrakul_cast_trigger_gives_an_extra_turn():
    # "When you cast this spell, take an extra turn after this one."
    g = build(a=[("Sand Silos", {"misc": 15})], a_hand=[EMRAKUL], b=["Mountain"],
              b_hand=["Lightning Bolt"])
    _cast(g, EMRAKUL, 15)
    assert stack_size(g) == 2          # B may answer: the trigger is above the spell
    resolve_stack(g)
    assert g.zone(EMRAKUL) == "battlefield"
    assert int(g.s[H_EXTRA]) == 1 and int(g.s[H_EXTRA + 1]) == 0
    # A's turn ends: A takes the next turn too (the one after it is B's)
    g = until(g, lambda x: x.decision == "turn start")
    assert g.active == 0 and int(g.s[H_EXTRA]) == 0
    g.do(actions(g)[0])
    g = until(g, lambda x: x.decision == "turn start")
    assert g.active == 1


def test_emrakul_trigger_resolves_even_if_countered_spell_cannot_be():
    # "This spell can't be countered."  B's Force of Will (pitching Snapback) may be
    # cast at it, and does nothing to it.
    g = build(a=[("Sand Silos", {"misc": 15})], a_hand=[EMRAKUL],
              b=["Island"], b_hand=["Force of Will", "Snapback"])
    _cast(g, EMRAKUL, 15)
    g.do("B casts Force of Will targeting A's Emrakul, the Aeons Torn (a spell)")
    resolve_stack(g)
    assert g.zone(EMRAKUL) == "battlefield" and g.zone("Force of Will") == "graveyard"
    g = until(g, lambda x: x.decision == "turn start")
    assert g.active == 0        # A's extra turn


def test_emrakul_has_protection_from_colored_spells():
    # "protection from spells that are one or more colors": no Swords, no Bolt
    g = build(a=[EMRAKUL], b=["Plains", "Mountain"],
              b_hand=["Swords to Plowshares", "Lightning Bolt"], active=1)
    assert not has_action(g, "targeting A's Emrakul")
    assert has_action(g, "B casts Lightning Bolt targeting A")


def test_emrakul_annihilator_six():
    # "annihilator 6" (whenever this creature attacks, defending player sacrifices six
    # permanents): B's three permanents all go
    g = build(a=[EMRAKUL], b=["Savannah Lions", "Island", "Plains"], step="declare attackers")
    g.do("A attacks with Emrakul")
    for _ in range(12):
        acts = actions(g)
        if not acts or g.step != "declare attackers":
            break
        g.do(acts[0])
    assert zones(g, "Savannah Lions") == ["graveyard"]
    assert zones(g, "Island") == ["graveyard"] and zones(g, "Plains") == ["graveyard"]


def test_emrakul_put_into_a_graveyard_shuffles_it_back():
    # "When Emrakul is put into a graveyard from anywhere, its owner shuffles their
    # graveyard into their library."  B's Geth's Verdict makes A sacrifice it: Emrakul
    # and A's Lightning Bolt in the graveyard go to A's library, in the order B picks.
    g = build(a=[EMRAKUL, "Mountain"], a_hand=["Lightning Bolt"],
              b=["Swamp", "Swamp"], b_hand=["Geth's Verdict"], active=1)
    g.do("B casts Geth's Verdict targeting A")
    resolve_stack(g)
    assert g.zone(EMRAKUL) == "library"
    assert g.zone("Geth's Verdict") == "graveyard"      # B's graveyard stays


# ------------------------------------------------------------ Ulamog
def test_ulamog_cast_trigger_destroys_target_permanent():
    # "When you cast this spell, destroy target permanent."  It resolves first, even
    # if the spell is countered (Force of Will): the Lions are destroyed either way.
    g = build(a=[("Sand Silos", {"misc": 11})], a_hand=[ULAMOG],
              b=["Savannah Lions", "Island"], b_hand=["Force of Will", "Snapback"])
    _cast(g, ULAMOG, 11)
    g.do("A puts Ulamog, the Infinite Gyre's trigger on the stack (When you cast this spell, "
         "destroy target permanent) targeting B's Savannah Lions")
    g.do("B casts Force of Will targeting A's Ulamog, the Infinite Gyre (a spell)")
    resolve_stack(g)
    assert g.zone("Savannah Lions") == "graveyard"
    # countered, Ulamog went to the graveyard: its own trigger shuffled it into A's library
    assert g.zone(ULAMOG) == "library"


def test_ulamog_is_indestructible_and_annihilates_four():
    # "Indestructible"; "Annihilator 4 (Whenever this creature attacks, defending player
    # sacrifices four permanents.)"  B has five: one is left, Ulamog is unblocked.
    g = build(a=[ULAMOG], b=["Savannah Lions", "Kird Ape", "Island", "Plains", "Mountain"],
              step="declare attackers")
    g.do("A attacks with Ulamog")
    for _ in range(12):
        acts = actions(g)
        if not acts or g.step != "declare attackers":
            break
        g.do(acts[0])
    on_field = sum(zones(g, n).count("battlefield")
                   for n in ("Savannah Lions", "Kird Ape", "Island", "Plains", "Mountain"))
    assert on_field == 1
    g = build(a=[ULAMOG], b=["Swamp", "Swamp"], b_hand=["Geth's Verdict"], active=1)
    assert not has_action(g, "targeting A's Ulamog")    # no destroy spell here; Verdict:
    g.do("B casts Geth's Verdict targeting A")
    resolve_stack(g)
    assert g.zone(ULAMOG) == "library"   # sacrificed (indestructible does not stop that)


# ------------------------------------------------------------ Lavinia
LAVINIA = "Lavinia, Azorius Renegade"


def test_lavinia_caps_noncreature_spells_by_lands():
    # "Each opponent can't cast noncreature spells with mana value greater than the
    # number of lands that player controls."  B with one land: Bolt (1) yes, Helix (2)
    # no even with the mana (a Mox); creatures are not capped (Kird Ape... 1 anyway).
    g = build(a=[LAVINIA], b=["Mountain", "Mox Pearl"],
              b_hand=["Lightning Bolt", "Lightning Helix"], active=1)
    assert has_action(g, "B casts Lightning Bolt")
    assert not has_action(g, "B casts Lightning Helix")
    g = build(a=[LAVINIA], b=["Mountain", "Plains"], b_hand=["Lightning Helix"], active=1)
    assert has_action(g, "B casts Lightning Helix")
    # its controller is not capped
    g = build(a=[LAVINIA, "Mountain", "Mox Pearl"], a_hand=["Lightning Helix"], b=["Island"])
    assert has_action(g, "A casts Lightning Helix")


def test_lavinia_counters_a_spell_cast_without_mana():
    # "Whenever an opponent casts a spell, if no mana was spent to cast it, counter that
    # spell."  B's Memnite ({0}) is countered; a Snapback by its alternative cost too
    # (B has two lands, so its mana value 2 is allowed; Force of Will's 5 is not).
    g = build(a=[LAVINIA], b=["Island"], b_hand=["Memnite"], active=1)
    g.do("B casts Memnite")
    resolve_stack(g)
    assert g.zone("Memnite") == "graveyard"
    g = build(a=[LAVINIA], b=["Island", "Island"], b_hand=["Snapback", "Force of Will"],
              active=1)
    assert not has_action(g, "B casts Force of Will")
    g.do("B casts Snapback targeting A's Lavinia, Azorius Renegade, by its alternative cost")
    resolve_stack(g)
    assert g.zone("Snapback") == "graveyard" and g.zone(LAVINIA) == "battlefield"
    assert g.zone("Force of Will") == "exile"
    # mana spent: not countered (B's Kird Ape off its Mountain)
    g = build(a=[LAVINIA], b=["Mountain"], b_hand=["Kird Ape"], active=1)
    g.do("B casts Kird Ape")
    resolve_stack(g)
    assert g.zone("Kird Ape") == "battlefield"


# ------------------------------------------------------------ Cruel Sadist
SADIST = "Cruel Sadist"


def test_cruel_sadist_pays_life_for_a_counter():
    # "{B}, {T}, Pay 1 life: Put a +1/+1 counter on Cruel Sadist."
    g = build(a=["Swamp", SADIST], b=["Island"])
    g.do("A activates Cruel Sadist ({B}, {T}, Pay 1 life")
    resolve_stack(g)
    assert g.life(0) == 19 and g.pt(SADIST) == (2, 2)
    # no life to pay: no activation
    g = build(a=["Swamp", SADIST], b=["Island"], life=(0, 20))
    assert not has_action(g, "Pay 1 life")


def _with_x(g, x, text):
    """Apply the legal action whose words contain `text` and whose X is x."""
    from engine.layout import AC_X
    from engine.words import action_text
    from engine.game import words_match
    rows = [a for a in g.legal_actions()
            if int(a[AC_X]) == x and words_match(text, action_text(g.s, a, g.t))]
    assert rows, (x, text, actions(g))
    return g.apply(rows[0])


def test_cruel_sadist_removes_x_counters_for_x_damage():
    # "{2}{B}, {T}, Remove X +1/+1 counters from Cruel Sadist: It deals X damage to
    # target creature."  With three counters: X may be 0 to 3; X = 2 kills Isamaru.
    g = build(a=["Swamp", "Swamp", "Swamp", (SADIST, {"p1p1": 3})],
              b=["Isamaru, Hound of Konda"])
    from engine.layout import AC_X
    xs = {int(a[AC_X]) for a in g.legal_actions() if "It deals X" in
          __import__("engine.words", fromlist=["action_text"]).action_text(g.s, a, g.t)}
    assert xs == {0, 1, 2, 3}
    g = _with_x(g, 2, "It deals X damage to target creature) targeting B's Isamaru")
    assert g.pt(SADIST) == (2, 2)           # the counters are a cost: gone at once
    resolve_stack(g)
    assert g.zone("Isamaru, Hound of Konda") == "graveyard"
