"""The order of the index: the loops that matter most first.

With a profile, a loop's weight is its measured share of the run's
time.  Without one, it is GCC's count of the loop header (from
-fprofile-use, else GCC's guess) times the predicted cycles per
iteration (as profiled, where -fprofile-use gave the loop's iterations
an entry): the loop's cycles, as far as the compiler knows them."""

PROFILE = 'profile'
COUNTS = 'counts'


def weight(unit, method, cycles=None):
    """UNIT's weight; CYCLES, when given, are its cycles per iteration on
    another of its models."""
    if method == PROFILE:
        return unit.profile.time_share if unit.profile else 0.0
    if cycles is None:
        cycles = unit.cycles if unit.at_trips is None else unit.at_trips
    if unit.count is None or cycles is None or unit.count < 0:
        return 0.0
    return unit.count * cycles


def rank(units, method):
    """The analysed units of UNITS, heaviest first, each given its
    weight (unit.weight; on each of several models, unit.model_weights)
    and its share of the total (unit.share)."""
    ranked = [u for u in units if u.analysed]
    for u in ranked:
        u.weight = weight(u, method)
        # With several models, each one's weight: the page ranks by the
        # model the reader chooses.
        u.model_weights = {m.model: weight(u, method, m.cycles)
                           for m in u.models if m.analysed}
    ranked.sort(key=lambda u: (-u.weight, -(u.cycles or 0), u.file, u.line,
                               u.id))
    total = sum(u.weight for u in ranked)
    for k, u in enumerate(ranked):
        u.rank = k + 1
        u.share = u.weight / total if total > 0 else 0.0
    return ranked


def describe(method, program=''):
    """The page's sentence on the ranking."""
    if method == PROFILE:
        return ('Ranked by each loop\'s measured share of the time of %s, '
                'from gcc-mca-profile\'s results.' %
                (program or 'the run'))
    return ('Ranked by GCC\'s execution count of each loop times its '
            'predicted cycles per iteration: an estimate of the cycles each '
            'loop takes.  The counts are GCC\'s guesses unless the build '
            'used -fprofile-use (a guess takes every function to be called '
            'equally often); rank by measured time with a gcc-mca-profile '
            'result (--profile).')
