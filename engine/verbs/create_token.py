"""Tokens: "create N [token]s" under your control, in slots the state keeps for
them (more than `slots` at once is a bound)."""

from engine import ops
from engine.jit import leaf
from engine.record import record
from engine.rules.chars import is_creature, nobj, ob
from engine.rules.primitives import DONE, create_token
from engine.state import O_CARD, O_CTRL, O_ZONE
from engine.tables import EF_A, EF_B, EF_IF, EF_PER_X, EF_WHO

NAME = "create token"


@record
class CreateToken:
    """Create n tokens of the named token card under your control.
    slots: how many of them the state keeps room for (more is a bound);
    if_you_do: only if the effect before it happened."""
    name: str
    n: int = 1
    slots: int = 1
    if_you_do: bool = False
    per_x: bool = False     # (cast) n for each of the trigger's x (a dying creature's
                            # +1/+1 counters: "dies, with its +1/+1 counters")
    per_creature: bool = False  # (cast) n for each creature you control as it resolves


EFFECT = CreateToken


def compile_row(e, row, ctx):
    row[EF_WHO] = ops.W_CONTROLLER
    row[EF_A], row[EF_B] = ctx.card_id(e.name, "token"), e.n
    row[EF_IF] = int(e.if_you_do)
    row[EF_PER_X] = int(e.per_x) + 2 * int(e.per_creature)


@leaf
def resolve(s, f, i, src, ctrl, tkind, tgt, x, ct, ab, ef, cfg):
    n = ef[f, EF_B]
    if ef[f, EF_PER_X] == 1:
        n *= x
    elif ef[f, EF_PER_X] == 2:          # counted before any token is made
        m = 0
        for j in range(nobj(s)):
            if s[ob(j) + O_CARD] >= 0 and s[ob(j) + O_ZONE] == ops.Z_BATTLEFIELD \
                    and s[ob(j) + O_CTRL] == ctrl and is_creature(s, j, ct, ef):
                m += 1
        n *= m
    for _ in range(n):
        create_token(s, ctrl, ef[f, EF_A], ct, ab)
    return DONE
