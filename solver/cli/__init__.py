"""The `3cb` command line: main.py (the group, solve, line, analyze, cards),
tournament.py (roundrobin, export, gauntlet), common.py (what they share)."""
