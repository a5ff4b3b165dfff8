"""The explanation of a verdict: the principal line and its alternatives
(lines.py), what happened between two positions in words (narrate.py), and
the text, JSON and replay output (report.py).  Actions themselves are worded
in engine/words.py."""
