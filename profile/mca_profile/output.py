"""gcc-mca-profile's results: a table ranked by time share, and JSON."""

import json
import os

from . import retrip, verdict


class Result:
    """One loop's figures from the run."""

    def __init__(self, loop, placed, samples, share):
        self.loop = loop
        self.placed = placed
        self.samples = samples		# in the loop's code
        self.share = share		# of the run, the kernel's part too
        # Samples in the kernel entered from the loop (page faults), and
        # their share of the run.
        self.kernel_samples = 0
        self.kernel_share = 0.0
        # Page faults an iteration its code took in a run of their own
        # (None: not counted), and the core cycles an iteration they
        # take of the loop's own time (firsttouch.py; None: not known).
        self.faults = None
        self.fault_cycles = None
        self.iterations = None
        self.entries = None
        self.measured = None
        self.precision = None
        # The prediction at the run's iterations an entry
        # (retrip.py), and those iterations.
        self.at_trips = None
        self.trips = None
        self.d1 = None
        self.ll = None
        # The cycles per iteration its cache misses take at least
        # (memory.py).
        self.memory_floor = None
        # The prediction over the loop's paths as the run took them
        # (paths.py), and the share of its iterations those paths cover.
        self.on_paths = None
        self.paths_coverage = None
        # Conditional branches an iteration Valgrind's simulated
        # predictor missed.
        self.mispredicts = None
        self.verdict = None
        self.causes = []


class Run:
    def __init__(self, program, args, runs, samples, ghz, problems, rc,
                 event=None):
        # The perf event sampled; with 'cpu-clock:u' the kernel's time
        # is not seen.
        self.event = event
        # Whether the kernel's samples were placed at the user code
        # that entered it (samples.with_user_ip).
        self.kernel_placed = False
        self.program = program
        self.args = args
        self.runs = runs
        self.samples = samples
        self.ghz = ghz
        self.problems = problems
        self.rc = rc
        # The cycles a copy of four independent adds took beside the
        # clock (1.00 on a core of the thread's alone), or None, and
        # whether they say another thread shared the core.
        self.adds = None
        self.core_shared = False


def _count(n):
    if n is None:
        return '-'
    for unit, scale in (('G', 1e9), ('M', 1e6), ('k', 1e3)):
        if n >= 10 * scale:
            return '%.1f%s' % (n / scale, unit)
    return str(n)


def elsewhere(run, results):
    """Where the samples outside the loops of RESULTS fell, as shares of
    all samples: the loops', the profiled files' code outside them, the
    kernel's, each other file's (by name) and code no map names."""
    s = run.samples
    if not s.total:
        return None
    in_loops = sum(r.samples for r in results)
    kernel_in_loops = sum(r.kernel_samples for r in results)
    in_files = sum(s.at.values())
    return {
        'loops': (in_loops + kernel_in_loops) / s.total,
        'outside_loops': max(in_files - in_loops, 0) / s.total,
        'kernel': max(s.kernel - kernel_in_loops, 0) / s.total,
        'files': {name: n / s.total for name, n in
                  sorted(s.other_files.items(), key=lambda x: (-x[1], x[0]))},
        'unknown': s.unknown / s.total,
    }


# Files below this share are summed in the table's last line.
SMALL_SHARE = 0.005


def _percent(x):
    return '%.1f%%' % (100 * x)


def elsewhere_line(run, results):
    """The table's last line: the share of the loops listed and where the
    rest of the time went, largest first."""
    e = elsewhere(run, results)
    if e is None:
        return None
    parts = []
    if e['outside_loops']:
        parts.append((e['outside_loops'],
                      'in the profiled code outside these loops'))
    if e['kernel']:
        parts.append((e['kernel'], 'in the kernel (system calls, page '
                      'faults)'))
    small, nsmall = 0.0, 0
    for name, x in e['files'].items():
        if x >= SMALL_SHARE:
            parts.append((x, 'in %s' % name))
        else:
            small += x
            nsmall += 1
    if nsmall:
        parts.append((small, 'in %d other file%s'
                      % (nsmall, 's' if nsmall > 1 else '')))
    if e['unknown']:
        parts.append((e['unknown'], 'in code no file maps'))
    parts.sort(key=lambda p: -p[0])
    line = 'these loops: %s of the time' % _percent(e['loops'])
    if parts:
        line += '; the rest: ' + ', '.join('%s %s' % (_percent(x), where)
                                            for x, where in parts)
    if run.event and run.event.endswith(':u'):
        line += ' (the kernel\'s time is not sampled here)'
    return line


def table(run, results, f):
    s = run.samples
    f.write('%s: %d run%s, %.2f s of CPU time in %d samples (one every '
            '%d us)%s\n\n' % (
                os.path.basename(run.program), run.runs,
                's' if run.runs > 1 else '', s.cpu_seconds, s.total,
                s.period_ns // 1000,
                ', core clock %.2f GHz' % run.ghz if run.ghz else ''))
    if run.core_shared:
        f.write('the core was shared: four independent adds took %.2f '
                'cycles where they take 1.00 alone, and loops bound by its '
                'throughput measured slower\n\n' % run.adds)
    head = ('time', 'measured', 'predicted', 'iterations', 'entries',
            'samples', 'loop')
    rows = []
    for r in results:
        measured = '-'
        if r.measured is not None:
            measured = '%.2f ±%.0f%%' % (r.measured, 100 * r.precision)
        figure = verdict.judged(r.loop, r.at_trips, on_paths=r.on_paths)
        predicted = '%.2f' % figure if figure else '-'
        rows.append(('%.1f%%' % (100 * r.share), measured, predicted,
                     _count(r.iterations), _count(r.entries),
                     str(r.samples), '%s %s' % (r.loop.where(),
                                                r.loop.function)))
    widths = [max(len(x) for x in col) for col in zip(head, *rows)]
    fmt = '  '.join('%%%ds' % w for w in widths[:-1]) + '  %s\n'
    f.write(fmt % head)
    for r, row in zip(results, rows):
        f.write(fmt % row)
        if r.verdict:
            model = ' [%s]' % r.loop.model if r.loop.model else ''
            f.write('%s%s%s\n' % (' ' * (sum(widths[:-1]) + 2 * len(widths)),
                                  r.verdict, model))
            if r.at_trips:
                f.write('%s- predicted for %d iterations an entry, as it '
                        'ran (the remark: %.2f, one long run)\n'
                        % (' ' * (sum(widths[:-1]) + 2 * len(widths) + 2),
                           r.trips, r.loop.predicted))
            elif r.on_paths:
                f.write('%s- predicted over its paths as the run took them '
                        '(the remark: %.2f, by GCC\'s guess of its branches)\n'
                        % (' ' * (sum(widths[:-1]) + 2 * len(widths) + 2),
                           r.loop.predicted))
            core = verdict.judged(r.loop, r.at_trips, on_paths=r.on_paths)
            judged = r.verdict == 'as predicted' or \
                r.verdict.endswith('than predicted')
            if judged and core and r.memory_floor and \
                    r.memory_floor > core:
                f.write('%s- judged against %.2f, what its cache misses '
                        'take at least (the model: %.2f)\n'
                        % (' ' * (sum(widths[:-1]) + 2 * len(widths) + 2),
                           r.memory_floor, core))
            # Page faults that take a hundredth of the figure or more.
            if judged and core and r.fault_cycles and \
                    r.fault_cycles >= 0.01 * core:
                f.write('%s- judged against %.2f, with the %.2f cycles an '
                        'iteration its first touches of pages take of its '
                        'own time\n'
                        % (' ' * (sum(widths[:-1]) + 2 * len(widths) + 2),
                           verdict.judged(r.loop, r.at_trips, r.memory_floor,
                                          r.on_paths, r.fault_cycles),
                           r.fault_cycles))
            for kind, text in r.causes:
                # A loop as predicted keeps only the time its code does
                # not take.
                if r.verdict == 'as predicted' and kind != 'kernel':
                    continue
                f.write('%s- %s\n' % (' ' * (sum(widths[:-1])
                                             + 2 * len(widths) + 2), text))
    line = elsewhere_line(run, results)
    if line:
        f.write('\n%s\n' % line)
    f.write('\nmeasured: core cycles per iteration (±: 95%% interval from '
            'the samples); predicted: the remark\'s cycles per iteration, or\n'
            'the model\'s at the run\'s iterations an entry where they are '
            'fewer than %d, or over\nthe paths of a loop of several as the '
            'run took them\n' % retrip.MAX_TRIPS)


def to_json(run, results):
    loops = []
    for r in results:
        l = r.loop
        loops.append({
            'file': l.file, 'line': l.line, 'function': l.function,
            'symbol': l.symbol, 'directory': l.directory, 'model': l.model,
            'predicted': l.predicted, 'measured': r.measured,
            'predicted_at_trips': r.at_trips, 'trips_per_entry': r.trips,
            'predicted_on_run_paths': r.on_paths,
            'run_paths_coverage': r.paths_coverage,
            'predicted_as_profiled': l.predicted_as_profiled,
            'precision': r.precision, 'iterations': r.iterations,
            'entries': r.entries, 'time_share': r.share,
            'kernel_time_share': r.kernel_share,
            'page_faults_per_iteration': r.faults,
            'page_fault_cycles': r.fault_cycles,
            'samples': r.samples, 'verdict': r.verdict,
            'causes': [{'kind': k, 'text': t} for k, t in r.causes],
            'd1_misses_per_iteration': r.d1,
            'll_misses_per_iteration': r.ll,
            'memory_floor': r.memory_floor,
            'mispredicts_per_iteration': r.mispredicts,
            'multi_block': len(r.placed.ranges) > 1
            or any(i.is_conditional_branch() and i.target != r.placed.header
                   for i in r.placed.insns),
            'addresses': [[hex(a), hex(b)] for a, b in r.placed.ranges],
            'header': hex(r.placed.header),
            'object': r.placed.file.path,
        })
    return {
        'version': 1, 'program': run.program, 'arguments': run.args,
        'runs': run.runs, 'exit_status': run.rc,
        'clock_ghz': run.ghz, 'sample_period_ns': run.samples.period_ns,
        'samples': run.samples.total, 'cpu_seconds': run.samples.cpu_seconds,
        'sample_event': run.event,
        'kernel_time_placed': run.kernel_placed,
        'independent_adds_cycles': run.adds, 'core_shared': run.core_shared,
        'time_elsewhere': elsewhere(run, results),
        'problems': run.problems, 'loops': loops,
    }


def write_json(path, run, results):
    tmp = path + '.tmp'
    with open(tmp, 'w', encoding='utf-8') as f:
        json.dump(to_json(run, results), f, indent=1)
        f.write('\n')
    os.replace(tmp, path)
