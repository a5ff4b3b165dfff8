"""The `3cb` command line: main.py (the group: which command is where), group.py
(errors, exit statuses, commands loaded on demand), solve.py (solve, cards),
proof.py (line, analyze), tournament.py (roundrobin, export, gauntlet),
metagame.py, report.py, play.py, common.py (the options they share)."""
