"""Wave 2a, annex (issue #11): Chancellor of the Annex ("whenever an opponent casts a
spell, counter that spell unless that player pays {1}", and its reveal from the opening
hand: "when each opponent casts their first spell of the game, ...").  The oracle line
is beside each test."""
from engine import ops
from engine import layout
from engine import state as S
from engine.game import Game
from engine.game import canonical
from scenario_kit import build, ids, matching, resolve_stack, to_choice, until

ANNEX = "Chancellor of the Annex"


def _bolt_a(g):
    """B casts Lightning Bolt at A (any payment)."""
    acts = [a for a in matching(g, "B casts Lightning Bolt") if "targeting A" in a]
    assert acts, g.describe_actions()
    g.do(acts[0])
    return g


def _marked(g, owner=0):
    return [i for i in ids(g, ANNEX, owner)
            if g.s[S.obj_base(i) + S.O_FLAGS] & S.OF_FIRST_SPELL_WAITS]


def _mark(g, k=0):
    """The k-th Chancellor of A as if revealed from the opening hand."""
    i = ids(g, ANNEX, 0)[k]
    g.s[S.obj_base(i) + S.O_FLAGS] |= S.OF_FIRST_SPELL_WAITS
    canonical(g.s)
    return g


def _choices(g):
    return g.describe_actions()


# ---- Whenever an opponent casts a spell, counter that spell unless that player pays {1}.
def test_annex_counters_a_spell_its_caster_cant_pay_for():
    g = build(a=[ANNEX], b=["Mountain"], b_hand=["Lightning Bolt"], active=1)
    _bolt_a(g)

    resolve_stack(g)        # B can't pay: not paying is B's only choice (taken for B)
    assert g.zone("Lightning Bolt") == "graveyard"
    assert g.life(0) == 20


def test_annex_lets_a_spell_through_when_paid():
    g = build(a=[ANNEX], b=["Mountain", "Mountain"], b_hand=["Lightning Bolt"], active=1)
    acts = [a for a in matching(g, "B casts Lightning Bolt")
            if "targeting A" in a and "Mountain and" not in a]
    g.do(acts[0])
    to_choice(g)
    assert g.to_move == 1                       # the caster chooses whether to pay
    assert any("does not pay" in a for a in _choices(g))
    pays = [a for a in _choices(g) if " pays for" in a]
    assert pays, _choices(g)
    g.do(pays[0])
    resolve_stack(g)
    assert g.life(0) == 17


def test_annex_ignores_its_controllers_own_spells():
    g = build(a=[ANNEX, "Mountain"], a_hand=["Lightning Bolt"])
    acts = [a for a in matching(g, "A casts Lightning Bolt") if "targeting B" in a]
    g.do(acts[0])

    resolve_stack(g)
    assert g.life(1) == 17


def test_two_annexes_each_counter_unless_paid():
    # two Chancellors: two triggers, {1} each
    g = build(a=[ANNEX, ANNEX], b=["Mountain", "Mountain"], b_hand=["Lightning Bolt"], active=1)
    acts = [a for a in matching(g, "B casts Lightning Bolt")
            if "targeting A" in a and "Mountain and" not in a]
    g.do(acts[0])
    to_choice(g)
    g.do([a for a in _choices(g) if " pays for" in a][0])
    resolve_stack(g)            # the second trigger: no mana left
    assert g.zone("Lightning Bolt") == "graveyard" and g.life(0) == 20


# ---- You may reveal this card from your opening hand. If you do, when each opponent
# casts their first spell of the game, counter that spell unless that player pays {1}.
def test_annex_revealed_from_the_opening_hand_stays_there_marked():
    g = Game([ANNEX], ["Mountain", "Lightning Bolt"], first=0)
    assert g.decision == "opening hand" and g.to_move == 0
    assert any("revealing Chancellor of the Annex" in a for a in _choices(g))
    g.do("A begins the game revealing Chancellor of the Annex")
    assert g.zone(ANNEX) == "hand"
    assert len(_marked(g)) == 1


def test_annex_revealed_counters_the_opponents_first_spell():
    g = Game([ANNEX], ["Mountain", "Lightning Bolt"], first=1)
    while g.decision == "opening hand":     # B first (nothing to reveal), then A
        if g.to_move == 0:
            g.do("A begins the game revealing Chancellor of the Annex")
        else:
            g.apply(g.legal_actions()[0])
    until(g, lambda g: g.active == 1 and g.step == "main 1" and g.decision == "priority")
    g.do(matching(g, "B plays Mountain")[0])
    _bolt_a(g)
    assert not _marked(g)               # it has triggered: the mark is gone
    resolve_stack(g)
    assert g.zone("Lightning Bolt") == "graveyard" and g.life(0) == 20


def test_annex_not_revealed_does_nothing_from_the_hand():
    g = build(a_hand=[ANNEX], b=["Mountain"], b_hand=["Lightning Bolt"], active=1)
    _bolt_a(g)
    resolve_stack(g)
    assert g.life(0) == 17


def test_annex_reveal_triggers_only_on_the_first_spell():
    # the first spell is paid for; the second meets no trigger (the mark is gone)
    g = build(a_hand=[ANNEX], b=["Mountain", "Mountain", "Mountain"],
              b_hand=["Lightning Bolt", "Lightning Bolt"], active=1)
    _mark(g)
    acts = [a for a in matching(g, "B casts Lightning Bolt")
            if "targeting A" in a and "Mountain and" not in a]
    g.do(acts[0])
    assert not _marked(g)
    to_choice(g)
    g.do([a for a in _choices(g) if " pays for" in a][0])
    resolve_stack(g)
    assert g.life(0) == 17
    _bolt_a(g)

    resolve_stack(g)
    assert g.life(0) == 14


def test_annex_reveal_ignores_its_owners_own_spells():
    g = build(a=["Mountain"], a_hand=[ANNEX, "Lightning Bolt"])
    _mark(g)
    acts = [a for a in matching(g, "A casts Lightning Bolt") if "targeting B" in a]
    g.do(acts[0])

    assert len(_marked(g)) == 1                 # still waiting for B's first spell
    resolve_stack(g)
    assert g.life(1) == 17


def test_two_revealed_annexes_each_trigger():
    g = build(a_hand=[ANNEX, ANNEX], b=["Mountain", "Mountain"], b_hand=["Lightning Bolt"],
              active=1)
    _mark(g, 0)
    _mark(g, 1)
    acts = [a for a in matching(g, "B casts Lightning Bolt")
            if "targeting A" in a and "Mountain and" not in a]
    g.do(acts[0])
    assert not _marked(g)
    to_choice(g)
    g.do([a for a in _choices(g) if " pays for" in a][0])
    resolve_stack(g)            # the second trigger: no mana left
    assert g.zone("Lightning Bolt") == "graveyard"


def test_annex_reveal_mark_survives_the_card_changing_zones():
    # the delayed trigger is the reveal's, not the card's: a revealed Chancellor that
    # left the hand (here: put into the graveyard) still counters the first spell
    g = build(a_hand=[ANNEX], b=["Mountain"], b_hand=["Lightning Bolt"], active=1)
    _mark(g)
    from engine.rules.zones import move_to
    move_to(g.s, ids(g, ANNEX, 0)[0], ops.Z_GRAVEYARD, g.t.ct)
    canonical(g.s)
    assert len(_marked(g)) == 1
    _bolt_a(g)
    resolve_stack(g)
    assert g.zone("Lightning Bolt") == "graveyard" and g.life(0) == 20


# ---- Curse of Silence
CURSE = "Curse of Silence"


def _curse_in_play(name_chosen, enchanted, owner=0, **kw):
    """A game where `owner`'s Curse of Silence is on the battlefield, enchanting player
    `enchanted`, naming `name_chosen`."""
    g = build(**kw)
    i = ids(g, CURSE, owner)[0]
    o = S.obj_base(i)
    g.s[o + S.O_ZONE] = ops.Z_BATTLEFIELD
    g.s[o + S.O_CTRL] = owner
    g.s[o + S.O_CHOSEN] = g.t.card_id(name_chosen) + 1
    g.s[o + layout.O_ENCHANTED] = enchanted + 1
    canonical(g.s)
    return g


def test_curse_targets_either_player_as_it_is_cast():
    # "Enchant player": the Aura spell targets a player (rule 303.4a), either one
    g = build(a=["Plains"], a_hand=[CURSE])
    casts = matching(g, "A casts Curse of Silence")
    assert any("targeting A" in a for a in casts) and any("targeting B" in a for a in casts)


def test_curse_enters_enchanting_its_target_and_names_a_card():
    # "As this Aura enters, choose a card name."  The names offered: the game's cards
    # that could be cast (Lightning Bolt; not the Mountain) and "a card in no deck"
    g = build(a=["Plains"], a_hand=[CURSE], b=["Mountain"], b_hand=["Lightning Bolt"])
    g.do([a for a in matching(g, "A casts Curse of Silence") if "targeting B" in a][0])
    until(g, lambda g: g.decision == "choose a card name")
    names = g.describe_actions()
    assert any("Lightning Bolt" in a for a in names)
    assert not any("Mountain" in a for a in names)
    g.do([a for a in names if "Lightning Bolt" in a][0])
    assert g.zone(CURSE) == "battlefield"
    i = ids(g, CURSE, 0)[0]
    assert g.s[S.obj_base(i) + layout.O_ENCHANTED] == 2          # player B + 1
    assert g.s[S.obj_base(i) + S.O_CHOSEN] == g.t.card_id("Lightning Bolt") + 1


def test_curse_with_an_illegal_target_does_not_resolve():
    # an Aura spell whose target is illegal goes to the graveyard (rule 608.3b): B's
    # Leyline of Sanctity gives B hexproof: B can't even be targeted
    g = build(a=["Plains"], a_hand=[CURSE], b=["Leyline of Sanctity"])
    casts = matching(g, "A casts Curse of Silence")
    assert casts and all("targeting B" not in a for a in casts)


def test_curse_taxes_the_enchanted_players_spells_with_the_name():
    # "Spells with the chosen name enchanted player casts cost {2} more to cast."
    # Bolt costs {2}{R} for B: two Mountains are not enough, three are
    g = _curse_in_play("Lightning Bolt", 1, a_hand=[CURSE], b=["Mountain", "Mountain"],
                       b_hand=["Lightning Bolt"], active=1)
    assert not matching(g, "B casts Lightning Bolt")
    g = _curse_in_play("Lightning Bolt", 1, a_hand=[CURSE],
                       b=["Mountain", "Mountain", "Mountain"], b_hand=["Lightning Bolt"],
                       active=1)
    assert matching(g, "B casts Lightning Bolt")


def test_curse_taxes_neither_the_other_player_nor_other_names():
    # enchanting B: A's own Bolt is not taxed; naming Bolt: B's Savannah Lions is not
    g = _curse_in_play("Lightning Bolt", 1, a=["Mountain"], a_hand=[CURSE, "Lightning Bolt"])
    assert matching(g, "A casts Lightning Bolt")
    g = _curse_in_play("Lightning Bolt", 1, a_hand=[CURSE], b=["Plains"],
                       b_hand=["Savannah Lions"], active=1)
    assert matching(g, "B casts Savannah Lions")


def test_curse_can_enchant_its_own_controller():
    # enchanting A (its controller): A's Bolt costs {2} more
    g = _curse_in_play("Lightning Bolt", 0, a=["Mountain", "Mountain"],
                       a_hand=[CURSE, "Lightning Bolt"])
    assert not matching(g, "A casts Lightning Bolt")


def test_curse_taxes_no_activation():
    # the Curse taxes casting only (not Anointed Peacekeeper's activation tax): naming
    # Mutavault leaves its "{1}: becomes a creature" at {1}
    g = _curse_in_play("Mutavault", 1, a_hand=[CURSE], b=["Mutavault", "Mountain"], active=1)
    assert any("Mutavault" in a and "activates" in a for a in g.describe_actions()), \
        g.describe_actions()


def test_curse_trigger_may_sacrifice_it():
    # "Whenever enchanted player casts a spell with the chosen name, you may sacrifice
    # this Aura. If you do, draw a card."  A chooses; the library is empty: no card
    g = _curse_in_play("Lightning Bolt", 1, a_hand=[CURSE],
                       b=["Mountain", "Mountain", "Mountain"], b_hand=["Lightning Bolt"],
                       active=1)
    _bolt_a(g)
    to_choice(g)
    assert g.to_move == 0
    opts = g.describe_actions()
    assert any("keeps Curse of Silence" in a for a in opts)
    g.do([a for a in opts if "sacrifices Curse of Silence" in a][0])
    assert g.zone(CURSE) == "graveyard"
    resolve_stack(g)
    assert g.life(0) == 17


def test_curse_trigger_kept():
    g = _curse_in_play("Lightning Bolt", 1, a_hand=[CURSE],
                       b=["Mountain", "Mountain", "Mountain"], b_hand=["Lightning Bolt"],
                       active=1)
    _bolt_a(g)
    to_choice(g)
    g.do([a for a in g.describe_actions() if "keeps Curse of Silence" in a][0])
    resolve_stack(g)
    assert g.zone(CURSE) == "battlefield" and g.life(0) == 17


def test_curse_trigger_only_for_the_chosen_name():
    # naming Savannah Lions: B's Bolt meets no trigger (and no tax)
    g = _curse_in_play("Savannah Lions", 1, a_hand=[CURSE], b=["Mountain"],
                       b_hand=["Lightning Bolt"], active=1)
    _bolt_a(g)
    resolve_stack(g)
    assert g.zone(CURSE) == "battlefield" and g.life(0) == 17


def test_hexmage_removing_all_counters_keeps_the_curse_attached():
    # "Remove all counters from target permanent": the Curse has none; it stays on B
    g = _curse_in_play("Lightning Bolt", 1, a=["Vampire Hexmage"], a_hand=[CURSE])
    acts = [a for a in g.describe_actions() if "Vampire Hexmage" in a and "Curse" in a]
    assert acts, g.describe_actions()
    g.do(acts[0])
    resolve_stack(g)
    i = ids(g, CURSE, 0)[0]
    assert g.s[S.obj_base(i) + layout.O_ENCHANTED] == 2


def test_curse_whose_target_became_illegal_goes_to_the_graveyard():
    # B gains hexproof before the Curse resolves (the Leyline put into play by hand):
    # the Aura spell's only target is illegal, it does not resolve (rule 608.3b)
    g = build(a=["Plains"], a_hand=[CURSE], b=["Mountain"], b_hand=["Lightning Bolt",
                                                                    "Leyline of Sanctity"])
    g.do([a for a in matching(g, "A casts Curse of Silence") if "targeting B" in a][0])
    assert g.zone(CURSE) == "stack"
    i = ids(g, "Leyline of Sanctity", 1)[0]
    g.s[S.obj_base(i) + S.O_ZONE] = ops.Z_BATTLEFIELD
    canonical(g.s)
    resolve_stack(g)
    assert g.zone(CURSE) == "graveyard"


def test_hexmage_leaves_energy_fields_graveyard_count():
    # (found with the Curse's O_ENCHANTED) Energy Field keeps in O_MISC the size of the
    # graveyard it watches, not counters: "remove all counters" must not reset it, or
    # the Field would see cards arrive and sacrifice itself
    g = build(a=["Vampire Hexmage"], b=["Energy Field"], b_hand=["Lightning Bolt"], active=0)
    j = ids(g, "Lightning Bolt", 1)[0]
    g.s[S.obj_base(j) + S.O_ZONE] = ops.Z_GRAVEYARD       # a card already in B's graveyard
    i = ids(g, "Energy Field", 1)[0]
    g.s[S.obj_base(i) + S.O_MISC] = 1                     # ... which the Field has seen
    canonical(g.s)
    acts = [a for a in g.describe_actions() if "Vampire Hexmage" in a and "Energy Field" in a]
    assert acts, g.describe_actions()
    g.do(acts[0])
    resolve_stack(g)
    assert g.zone("Energy Field") == "battlefield"
