"""Whether a loop ran at the speed its code allows on the model, and if
not, the causes the evidence of the run supports."""

import math
from dataclasses import dataclass, field

# A measured figure within this share of the prediction (beyond the
# figure's own precision) counts as the prediction: the models' error on
# loop bodies measured alone is 5-13%.
MARGIN = 0.15

# Below this many samples a loop gets no figure: its precision would be
# worse than +-40%.
MIN_SAMPLES = 25

# A conditional branch taken in more than this share of its runs, and in
# less than 1 - it, goes both ways often enough to be mispredicted.
BOTH_WAYS = 0.05

# A branch Valgrind's simulated predictor missed in less than this share
# of its runs follows a pattern (it learned the alternating branch of
# testsuite/mca.profile/known.c's walk but for a few of 100,000).
PATTERNED = 0.005

# Fewer iterations an entry than this: the loop's entry and exit (the
# pipeline's fill and drain, the exit's misprediction) weigh on each trip.
SHORT_TRIPS = 16

# A latency-bound loop of fewer iterations an entry than this can run
# faster than its chain: the chains of successive entries overlap.
OVERLAPPED_TRIPS = 64

# L1 data misses an iteration above this are worth naming.
MISSES = 0.05

# A loop whose time is the kernel's (entered from the loop: page faults)
# for more than this share is said to be, and its figure is not judged:
# the faults' aftermath (TLB and cache refills, the hypervisor's work on
# new pages) is in its own cycles.  A loop summing 32 MB of fresh calloc
# memory measures 2.9 cycles an iteration where the same loop over the
# same pages once they are there measures 2.0, its prediction
# (testsuite/mca.profile/firsttouch.c checks the same loop of stores).
KERNEL_PART = 0.10


def precision(samples):
    """The relative half-width of a 95% interval on a figure from
    SAMPLES samples (their count is Poisson: sd = sqrt(n))."""
    return 1.96 / math.sqrt(samples) if samples else float('inf')


def _latency_bound(loop):
    """Whether the prediction is a loop-carried chain's latency."""
    for b in loop.bounds:
        if b.get('kind') == 'dependency' and loop.predicted and \
                b.get('cycles_per_iteration', 0) >= 0.9 * loop.predicted:
            return True
    return False


def _both_ways(branches, iterations, entries):
    """The busiest branch that goes both ways for a reason other than
    leaving the loop (an exit branch turns once an entry: that is the
    short trips' cost, not a guess gone wrong)."""
    for b in sorted(branches, key=lambda b: -b.executed):
        share = b.taken / b.executed
        rarer = min(b.taken, b.executed - b.taken)
        if b.exits and rarer <= 1.1 * entries:
            continue
        if BOTH_WAYS < share < 1 - BOTH_WAYS and \
                b.executed >= 0.1 * iterations:
            return b, share
    return None, 0


def _per_iteration(x):
    """X page faults an iteration in words: '1.00', or 'one in 512'."""
    return '%.2f' % x if x >= 0.5 else 'one in %.0f' % (1 / x)


def judged(loop, at_trips=None, memory_floor=None, on_paths=None,
           fault_cycles=None):
    """The figure a loop's measured one is set against: the model's
    prediction (AT_TRIPS, the prediction at the run's iterations an
    entry, or ON_PATHS, over the loop's paths as the run took them,
    when there is one), or the floor its cache misses put under it when
    that is higher (memory.py); with FAULT_CYCLES added, the cycles an
    iteration its first touches of pages take of its own time
    (firsttouch.py)."""
    predicted = at_trips or on_paths or loop.predicted
    if predicted and memory_floor and memory_floor > predicted:
        predicted = memory_floor
    if predicted and fault_cycles:
        predicted += fault_cycles
    return predicted


@dataclass
class Evidence:
    """What a run tells of one loop, for judge().

    MEASURED: its cycles per iteration (None: no figure), PRECISION that
    figure's relative half-width.  ITERATIONS and ENTRIES: Valgrind's
    counts; BRANCHES its conditional branches (counts.Branch), COUNTED
    whether their mispredictions were simulated; D1 and LL the L1 data
    and LL_LEVEL (None: Valgrind's own last level) cache misses.
    AT_TRIPS: the prediction at the run's iterations an entry
    (retrip.py); ON_PATHS: the prediction over the loop's paths as the
    run took them (paths.py); MEMORY_FLOOR: the cycles per iteration its
    cache misses take at least here (memory.py).  KERNEL_PART: the share
    of the loop's time spent in the kernel entered from it, not in the
    measured cycles; FAULTS: the page faults it took an iteration, counted
    in a run of their own (None: not counted), and FAULT_CYCLES the core
    cycles an iteration they take of its own time (None: not known)."""
    measured: float = None
    precision: float = 0.0
    iterations: int = 0
    entries: int = 0
    branches: list = field(default_factory=list)
    counted: bool = False
    d1: int = 0
    ll: int = 0
    ll_level: int = None
    at_trips: float = None
    on_paths: float = None
    memory_floor: float = None
    kernel_part: float = 0.0
    faults: float = None
    fault_cycles: float = None


def judge(loop, ev, line_of):
    """The verdict ('as predicted', 'faster than predicted', 'slower than
    predicted', 'not judged: page faults') and the causes the evidence EV
    (an Evidence) supports, in plain words, as (kind, text) pairs;
    LINE_OF names an instruction's source line.  The figure judged is
    judged()'s."""
    predicted = judged(loop, ev.at_trips, ev.memory_floor, ev.on_paths,
                       ev.fault_cycles)
    verdict = None
    judgeable = ev.measured is not None and predicted
    if judgeable and ev.kernel_part >= KERNEL_PART \
            and ev.fault_cycles is None:
        verdict = 'not judged: page faults'
    elif judgeable:
        ratio = ev.measured / predicted
        if abs(ratio - 1) <= MARGIN + ev.precision:
            verdict = 'as predicted'
        elif ratio < 1:
            verdict = 'faster than predicted'
        else:
            verdict = 'slower than predicted'
    causes = []
    trips = ev.iterations / ev.entries \
        if ev.iterations and ev.entries else None
    if verdict != 'faster than predicted' and ev.iterations:
        per = ev.d1 / ev.iterations
        if per >= MISSES:
            text = '%.2f L1 data cache misses an iteration' % per
            if ev.ll / ev.iterations >= MISSES:
                text += ' (%.2f also missed the %s cache)' % (
                    ev.ll / ev.iterations,
                    'level-%d' % ev.ll_level if ev.ll_level else 'last-level')
            if ev.memory_floor:
                text += ': bringing their lines in takes at least %.2f ' \
                    'cycles an iteration here' % ev.memory_floor
            causes.append(('cache misses', text))
        b, share = _both_ways(ev.branches, ev.iterations, ev.entries)
        if b is not None:
            text = '%s at line %s goes both ways (taken %.0f%% of %d ' \
                'times): mispredictions are likely' % (
                    b.insn.mnem, line_of(b.insn), 100 * share, b.executed)
            if b.mispredicted >= PATTERNED * b.executed:
                text += '; a simple predictor, simulated, missed %.0f%% of ' \
                    'them (%.2f an iteration)' % (
                        100 * b.mispredicted / b.executed,
                        b.mispredicted / ev.iterations)
            elif ev.counted:
                text += '; a simple predictor, simulated, missed almost ' \
                    'none: its ways follow a pattern'
            causes.append(('branches', text))
        if trips is not None and trips < SHORT_TRIPS:
            causes.append(('short trips', '%.1f iterations an entry: '
                           'entering and leaving the loop weigh on each trip'
                           % trips))
    if verdict == 'faster than predicted' and trips is not None and \
            not ev.at_trips and trips < OVERLAPPED_TRIPS and \
            _latency_bound(loop):
        causes.append(('overlapped entries', '%.1f iterations an entry: '
                       'the loop-carried chain starts afresh at each entry, '
                       'and the core overlaps the chains of successive '
                       'entries, where the prediction has one long chain'
                       % trips))
    if ev.kernel_part >= KERNEL_PART:
        faults = ''
        if ev.faults:
            faults = ', %s an iteration' % _per_iteration(ev.faults)
        if ev.faults and ev.fault_cycles:
            faults += (', each some %.0f cycles of the loop\'s own time '
                       'here' % (ev.fault_cycles / ev.faults))
        causes.append(('kernel', '%.0f%% of its time was the kernel\'s, '
                       'entered from the loop: page faults as it touched '
                       'memory for the first time%s (not in the cycles per '
                       'iteration)' % (100 * ev.kernel_part, faults)))
    calls = loop.calls()
    if calls:
        causes.append(('calls', 'it calls %s: the callees are not simulated '
                       'and their time is not the loop\'s' % ', '.join(calls)))
    if loop.paths and loop.paths > 1 and not ev.on_paths:
        causes.append(('paths', '%d paths through the loop, weighed by GCC\'s '
                       'guessed probabilities' % loop.paths))
    return verdict, causes
