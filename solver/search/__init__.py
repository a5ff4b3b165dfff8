"""The search: numba kernels over a store of positions (negamax.py with Tarjan's
components, retrograde.py, distance.py), the transposition table (table.py,
hashing.py), the arrays they take (bundles.py) and the Python side that grows
the store and keeps the limits (store.py).  Nothing here imports the
explanations, the command line or the tournaments."""
