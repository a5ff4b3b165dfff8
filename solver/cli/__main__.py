"""`python -m solver.cli`: the `3cb` command."""
from solver.cli.main import main

if __name__ == "__main__":      # not when a spawned worker process re-imports this module
    main()
