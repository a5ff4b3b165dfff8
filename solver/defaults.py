"""Default bounds and budgets, in a module light enough for `3cb --help`."""
DEFAULT_MAX_LIFE = 99          # a life total above this is past the bound
DEFAULT_MAX_COUNTERS = 20      # +1/+1 counters on one permanent above this are past the bound
DEFAULT_MAX_STATES = 50_000_000
