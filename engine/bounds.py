"""Default bounds of the game: a position past one ends the game as R_BOUND
(ops.BOUND_*), which the solver scores once each way.  The kernels read the
bounds in force from the cfg vector (Tables.cfg); these are its defaults."""
DEFAULT_MAX_LIFE = 99          # a life total above this is past the bound
DEFAULT_MAX_COUNTERS = 20      # +1/+1 counters on one permanent above this are past the bound
