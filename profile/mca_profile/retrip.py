"""The prediction for a loop as the run entered it: gcc-mca simulates the
loop's body in entries of the run's iterations an entry, the values
carried round the loop starting afresh at each entry (-trip-count), so
that the chains of successive entries overlap as they do out of order.
The remark's figure is one endless entry: a short loop whose chain
starts again at each entry runs faster than that."""

import math
import re
import subprocess

# Loops of more iterations an entry than this keep the remark's figure:
# their entries' overlap is a small share of each.
MAX_TRIPS = 256

# Entries simulated: enough iterations that the first entry's fill
# weighs little.
MIN_ITERATIONS = 2000

_total = re.compile(r'^Total Cycles:\s+(\d+)', re.M)


def wanted(loop, iterations, entries):
    """The whole iterations an entry to simulate LOOP at, or None when the
    remark's figure stands (one path, no calls, whose time the simulation
    does not know, a simulated body, a trip count the run measured below
    MAX_TRIPS)."""
    if not (loop.predicted and loop.simulated and loop.model
            and (loop.paths or 1) == 1 and iterations and entries) \
            or loop.calls():
        return None
    trips = max(1, round(iterations / entries))
    return trips if trips < MAX_TRIPS else None


def total_cycles(gcc_mca, model, text, iterations, options=()):
    """gcc-mca's Total Cycles for ITERATIONS iterations of TEXT (lines of
    assembly) on MODEL, with OPTIONS besides; or None with gcc-mca's
    message when it gives none."""
    try:
        p = subprocess.run(
            [gcc_mca, '-mcpu=' + model] + list(options)
            + ['-iterations=%d' % iterations, '-instruction-info=false',
               '-resource-pressure=false', '-'],
            input='\n'.join(text) + '\n', stdout=subprocess.PIPE,
            stderr=subprocess.PIPE, universal_newlines=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired) as e:
        return None, '%s: %s' % (gcc_mca, e)
    m = _total.search(p.stdout)
    if p.returncode or not m:
        why = p.stderr.strip().split('\n')[0] if p.stderr.strip() else \
            'exit status %d' % p.returncode
        return None, why
    return int(m.group(1)), None


def predict(gcc_mca, loop, trips):
    """Cycles per iteration of LOOP's simulated body at TRIPS iterations
    an entry, or None (with gcc-mca's message) when it gives none."""
    iterations = trips * math.ceil(MIN_ITERATIONS / trips)
    total, why = total_cycles(gcc_mca, loop.model, loop.simulated,
                              iterations, ['-trip-count=%d' % trips])
    return (total / iterations, None) if total is not None else (None, why)
