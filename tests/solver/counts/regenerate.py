"""Rewrite counts.json: positions each method stores per matchup ("perft" for 3CB).

Run after a deliberate rules change:  .venv/bin/python tests/solver/counts/regenerate.py
An accidental change of the rules or of the successor generator shows up in
tests/solver/test_counts.py as a changed count.
"""
import json
from pathlib import Path

MATCHUPS = [
    ["Memnite"], ["Memnite"],
    ["Plains", "Savannah Lions"], ["Island"],
    ["Island"], ["Mutavault", "Mox Jet"],
    ["Wasteland"], ["Mutavault", "Mox Jet"],
    ["Taiga", "Kird Ape"], ["Plains", "Savannah Lions"],
    ["Forest", "Dragon Sniper"], ["Plains", "Savannah Lions"],
    ["Mountain", "Lightning Bolt", "Lightning Bolt"], ["Island", "Island", "Island"],
    ["Island", "Sleep-Cursed Faerie"], ["Forest", "Scythe Tiger"],
    ["Plains", "Student of Warfare"], ["Forest", "Scythe Tiger"],
    # wave 1
    ["Dark Depths", "Vampire Hexmage", "Swamp"], ["Karakas"],
    ["Tropical Island", "Force of Will", "Daze"], ["Mountain", "Lightning Bolt"],
    ["Inkmoth Nexus", "Ancient Tomb"], ["Maze of Ith"],
    ["Savannah", "Serra Ascendant"], ["Swamp", "Duress", "Dismember"],
    ["Forest", "Hexdrinker"], ["The Tabernacle at Pendrell Vale"],
    ["Cavern of Souls", "Slippery Bogle"], ["Island", "Mental Misstep"],
    ["Thespian's Stage", "Dark Depths", "City of Traitors"], ["Plains", "Swords to Plowshares"],
    ["Black Lotus", "Vampire Hexmage", "Dark Depths"], ["Scrubland", "Path to Exile"],
    ["Urborg, Tomb of Yawgmoth", "Forest", "Vampire Hexmage"],
    ["Snow-Covered Forest", "Old-Growth Dryads"],
    # mirrors (issue #10: the players' symmetry)
    ["Mountain", "Stromkirk Noble"], ["Stromkirk Noble", "Mountain"],
    ["Mox Jet", "Mutavault"], ["Mox Jet", "Mutavault"],
    # idle activations (issue #10): Hammerheim aimed at a creature, changing nothing
    ["Hammerheim", "Memnite"], ["Hammerheim"],
    # after the turn's combat (issue #10): a matchup of lands, land destruction
    ["Wasteland", "Mishra's Factory"], ["Mishra's Factory"],
]
PATH = Path(__file__).with_name("counts.json")


def measure():
    from solver.api import solve
    out = []
    for a, b in zip(MATCHUPS[::2], MATCHUPS[1::2]):
        n = solve(a, b, method="negamax")
        r = solve(a, b, method="retrograde")
        w = solve(a, b, method="wins")
        assert (w.a_on_play, w.a_on_draw) == (n.a_on_play, n.a_on_draw), (a, b)
        out.append({"deck_a": a, "deck_b": b, "negamax_states": n.states,
                    "retrograde_states": r.states, "wins_states": w.states,
                    "a_on_play": n.a_on_play, "a_on_draw": n.a_on_draw})
    return out


if __name__ == "__main__":
    PATH.write_text(json.dumps(measure(), indent=1) + "\n")
    print(f"wrote {PATH}")
