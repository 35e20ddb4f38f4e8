"""gcc-mca-profile's command line and the order of its work: read the
records, find their loops in the program and its libraries, count
(callgrind), sample
(perf), calibrate the clock, judge, print."""

import argparse
import math
import os
import shutil
import subprocess
import sys
import tempfile
import time

from . import (binary, counts, firsttouch, libraries, locate, memory,
               output, paths, records, retrip, samples, verdict)

PROG = 'gcc-mca-profile'

# Without --runs: runs until the samples reach AUTO_SAMPLES (a loop with
# a tenth of the time then has 200, +-14%), within the limits.
AUTO_SAMPLES = 2000
AUTO_RUNS = 30
AUTO_SECONDS = 60

# Microseconds of CPU time between samples without --period.
PERIOD = 500

# A program short enough that its runs at PERIOD would not reach
# AUTO_SAMPLES is sampled more often after its first run, but never more
# often than every SHORTEST_PERIOD microseconds.  Each sample is a timer
# interrupt whose CPU time the kernel charges to the program, and a
# shorter period pays it more often.  The clock, sampled the same way,
# cancels that cost in the measured figures on average, but not its ups
# and downs, nor what the interrupt does to the program's caches and
# branch predictors.  On the 2-vCPU virtual machine where this was set,
# a sample cost about 40 us of CPU time at a
# period of 500 us, 120 us at 100 us and 270 us at 50 us (the clock
# program's CPU time under perf against alone): at 100 us the program's
# CPU time doubles, at 50 us it grows sixfold and a run with its clock
# takes three times as long as at 100 us.  In two profiles of 10 runs,
# the 12-cycle chain4 of testsuite/mca.profile/known.c measured 9.9 and
# 13.3 cycles an iteration at 50 us, 12.5 and 13.0 at 100 us.  Where a
# sample costs 2 us, 100 us adds 2% to the program's time.
SHORTEST_PERIOD = 100

# The clock program's four independent adds take 1.00 cycles a copy on a
# core of the thread's alone (gcc-mca-measure drops runs above 1.03);
# above this, another thread shared the core while the program ran.  On
# the Zen 5 virtual machine of 2026-12-03, under a neighbour's load:
# 1.07 to 1.17, while 12 independent addq measured 2.25 to 2.96 cycles
# an iteration for 2.00 and the 12-cycle imul chain 12.00.
SHARED_ADDS = 1.05

# A program short even at SHORTEST_PERIOD may run up to this many times
# to reach AUTO_SAMPLES, AUTO_SECONDS still bounding them: a run's own
# cost (perf starting and reading its samples, the clock measured before
# it) is about a second on that virtual machine, which 60 s allows 50
# of, and less where interrupts cost less.
SHORT_RUNS = 100


def note(msg):
    print('%s: %s' % (PROG, msg), file=sys.stderr, flush=True)


class _Parser(argparse.ArgumentParser):
    """Bad usage exits with status 1, as nothing could be profiled
    (argparse's own 2 means results with problems here)."""

    def error(self, message):
        self.print_usage(sys.stderr)
        self.exit(1, '%s: %s\n' % (self.prog, message))


def parse_args(argv, version):
    p = _Parser(
        prog=PROG,
        usage='%(prog)s [--records DIR] [--json FILE] [--runs N] '
        '[--period US] [--no-counts] -- PROGRAM [ARGS...]',
        description='Run PROGRAM (built with -fplugin=mca '
        '-fplugin-arg-mca-json=DIR/) and give each innermost loop\'s share '
        'of the time, its iterations, and its measured cycles per iteration '
        'beside the prediction.')
    p.add_argument('--records', default='mca-records', metavar='DIR',
                   help='the records directory (default: mca-records)')
    p.add_argument('--json', metavar='FILE', help='also write the results '
                   'as JSON to FILE')
    p.add_argument('--runs', type=int, default=None, metavar='N',
                   help='timed runs whose samples add up (default: run '
                   'again until %d samples, at most %d runs or %d seconds)'
                   % (AUTO_SAMPLES, AUTO_RUNS, AUTO_SECONDS))
    p.add_argument('--period', type=int, default=None, metavar='US',
                   help='microseconds of CPU time between samples '
                   '(default %d; without --runs, down to %d for a short '
                   'program after its first run)' % (PERIOD, SHORTEST_PERIOD))
    p.add_argument('--no-counts', action='store_true',
                   help='skip the counting run under Valgrind (no '
                   'iterations, no cycles per iteration)')
    p.add_argument('--version', action='version',
                   version='%s %s' % (PROG, version))
    p.add_argument('command', nargs=argparse.REMAINDER,
                   help='PROGRAM [ARGS...]')
    a = p.parse_args(argv)
    if a.command and a.command[0] == '--':
        a.command = a.command[1:]
    if not a.command:
        p.error('no program given: %s [options] -- PROGRAM [ARGS...]' % PROG)
    if a.runs is not None and a.runs < 1:
        p.error('--runs must be 1 or more')
    if a.period is not None and a.period < 10:
        p.error('--period must be 10 microseconds or more')
    return a


def find_program(name):
    if os.sep in name:
        path = name
    else:
        path = shutil.which(name) or name
    if not os.path.isfile(path):
        return None, '%s: program not found' % name
    if not os.access(path, os.X_OK):
        return None, '%s: not executable' % path
    return os.path.abspath(path), None


def stale_sources(loops):
    """The source files of LOOPS changed since their records were
    written."""
    out = []
    for l in loops:
        source = l.unit.get('source')
        if not source or source in out:
            continue
        if not os.path.isabs(source):
            source = os.path.join(l.directory, source)
        try:
            if os.path.getmtime(source) > os.path.getmtime(l.record_file):
                out.append(source)
        except OSError:
            pass
    return out


def short_period(samples, period):
    """After a first run of SAMPLES samples at PERIOD microseconds
    (without --period or --runs): the period for the runs after it and
    the most runs in all (the first one included).  None when the runs
    at PERIOD reach AUTO_SAMPLES.  The period lets the runs left reach
    AUTO_SAMPLES, if the program does the same work each time; at
    SHORTEST_PERIOD, the runs they need, up to SHORT_RUNS."""
    if samples * AUTO_RUNS >= AUTO_SAMPLES:
        return None
    left = AUTO_RUNS - 1
    shorter = int(period * samples * left / AUTO_SAMPLES)
    if shorter >= SHORTEST_PERIOD:
        return shorter, AUTO_RUNS
    per_run = samples * period / SHORTEST_PERIOD
    need = math.ceil(AUTO_SAMPLES / per_run) if per_run else SHORT_RUNS
    return SHORTEST_PERIOD, min(SHORT_RUNS, 1 + need)


def calibrate(clock, event, period_ns, work, user_ip=False):
    """The core clock in cycles per nanosecond of sampled CPU time: the
    clock program's chain, run under the same sampling as the program
    (USER_IP as samples.record's), so that the CPU time each sample
    costs (the kernel charges it to the task it interrupts) is in the
    figure as it is in the program's; and the cycles a copy of its four
    independent adds took (1.00 on a core of the thread's alone), or
    None."""
    data = os.path.join(work, 'clock.data')
    try:
        p = subprocess.run(['perf', 'record'] + samples.QUICK
                           + (samples.USER_IP if user_ip else [])
                           + ['-e', event, '-c', str(period_ns), '-o',
                              data, '--', clock],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           universal_newlines=True)
        if p.returncode == 0:
            figures = [float(x) for x in p.stdout.split()]
            return figures[0], figures[1] if len(figures) > 1 else None
        note('cannot measure the clock: %s' % p.stderr.strip())
    except (OSError, ValueError, IndexError) as e:
        note('cannot measure the clock: %s' % e)
    return None, None


def exit_words(rc):
    if rc is None:
        return 'did not run'
    if rc < 0 or rc > 128:
        sig = -rc if rc < 0 else rc - 128
        return 'was killed by signal %d' % sig
    return 'exited with status %d' % rc


def main(argv, clock, version, gcc_mca=None, linecost=None,
         firsttouch_program=None):
    a = parse_args(argv, version)
    program, why = find_program(a.command[0])
    if why:
        note(why)
        return 1
    args = a.command[1:]
    problems = []

    try:
        loops, bad, newest = records.read(a.records)
    except records.RecordError as e:
        note(str(e))
        return 1
    for msg in bad:
        note(msg)
    loops = [l for l in loops if l.status == 'analysed' or l.lines]
    if not loops:
        note('the records in %s hold no loops' % a.records)
        return 1

    try:
        program_file = binary.ElfFile(program)
    except binary.BinaryError as e:
        note(str(e))
        return 1
    files = [program_file]
    libs, missing = libraries.of(program)
    for name in missing:	# the runs will fail and say so: now, why
        note('%s needs %s, which the dynamic loader cannot find'
             % (os.path.basename(program), name))
    for path in libs:
        try:
            files.append(binary.ElfFile(path))
        except binary.BinaryError as e:
            problems.append('%s: its loops are left out' % e)

    mine, unmatched = assign(loops, files)
    for f in files:
        if not f.sources and any(g is f for _, g in mine):
            note('%s has no debugging information (-g): loops are found by '
                 'their instructions alone' % f.path)
    taken = {}		# file -> headers of the loops placed in it
    placed = place(mine, program_file, taken, problems)
    found = Found(program_file, files, placed, taken, unmatched, bool(mine))
    if not placed and not found.may_open:
        found.note_others()
        return no_loop_placed(a, program, files, problems, newest,
                              bool(mine))
    if problems:
        for source in stale_sources([l for l, _ in mine]):
            problems.append('%s changed after its record was written: '
                            'rebuild with -fplugin-arg-mca-json=%s/ to have '
                            'the records match' % (source,
                                                   a.records.rstrip('/')))

    work = tempfile.mkdtemp(prefix='gcc-mca-profile.')
    try:
        rc = profile(a, program, args, found, problems, clock, work,
                     gcc_mca, linecost, firsttouch_program)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if rc is None:
        return no_loop_placed(a, program, found.files, problems, newest,
                              found.matched)
    return rc


def assign(loops, files):
    """Each translation unit's loops, with the file among FILES that holds
    them: the first (the program, then its libraries) that has one of the
    unit's functions and, with -g, names its source file; and the loops
    none holds.  Loops of other programs of the build (records of a whole
    build) are in none: two programs of a build both have a main, but only
    one's line information names the unit's source."""
    by_unit = {}
    for l in loops:
        by_unit.setdefault(l.record_file, []).append(l)
    mine, unmatched = [], []
    for unit, ls in sorted(by_unit.items()):
        source = os.path.basename(ls[0].unit.get('source') or ls[0].file)
        for f in files:
            present = [fn for l in ls for fn in f.functions.get(l.symbol, ())]
            if any(source in f.sources or not any(i.file for i in fn.insns)
                   for fn in present):
                mine.extend((l, f) for l in ls)
                break
        else:
            unmatched.extend(ls)
    return mine, unmatched


def place(mine, program_file, taken, problems):
    """The loops of MINE found among their file's instructions, each as
    (loop, its placement); those not found are PROBLEMS."""
    placed = []
    for l, f in mine:
        p, why = locate.place(l, f.functions, taken.setdefault(f.path, set()))
        if p is None:
            problems.append('%s (%s): not found in %s: %s'
                            % (l.where(), l.function,
                               'the program' if f is program_file
                               else os.path.basename(f.path), why))
            continue
        p.file = f
        taken[f.path].add(p.header)
        placed.append((l, p))
    return placed


def no_loop_placed(a, program, files, problems, newest, matched):
    """Say why no loop is placed and return the exit status: the records
    name none of the program's translation units (MATCHED false: they
    are another build's), or they do but their loops are not there (the
    program rebuilt without the records, when it is the newer)."""
    for msg in problems:
        note(msg)
    where = '%s%s' % (program, ' or its libraries' if len(files) > 1 else '')
    if not matched:
        note('no loop of the records is in %s: none of its functions (by '
             'name and source file) is in the records; give the records '
             'directory of its build (-fplugin-arg-mca-json=DIR/)' % where)
    else:
        stale = os.path.getmtime(program) > newest
        note('no loop of the records is in %s%s' % (
            where, ': the program is newer than the records; rebuild it '
            'with -fplugin-arg-mca-json=%s/' % a.records.rstrip('/')
            if stale else ''))
    return 1


class Found:
    """The files profiled and the loops placed in them, which grow when
    the program opens libraries as it runs (dlopen)."""

    def __init__(self, program_file, files, placed, taken, unmatched,
                 matched):
        self.program_file = program_file
        self.files = files
        self.placed = placed
        self.taken = taken
        self.unmatched = unmatched
        self.matched = matched		# a unit of the records was found
        # Whether a file may open libraries as it runs: only then is a
        # loop of the records in none of FILES looked for in the objects
        # the run shows.
        self.may_open = bool(unmatched) and any(
            binary.may_open_libraries(f.path) for f in files)

    def segments(self):
        return {f.path: f.segments for f in self.files}

    def opened(self, paths, problems):
        """Add the user's libraries among PATHS (real paths of the objects
        the program ran) that hold loops of the records not placed yet;
        whether any was added."""
        known = {f.path for f in self.files}
        added = False
        for path in libraries.opened(paths, known):
            if not self.unmatched:
                break
            try:
                f = binary.ElfFile(path)
            except binary.BinaryError as e:
                problems.append('%s: its loops are left out' % e)
                continue
            mine, self.unmatched = assign(self.unmatched, [f])
            if not mine:
                continue
            self.files.append(f)
            self.matched = True
            placed = place(mine, self.program_file, self.taken, problems)
            self.placed.extend(placed)
            note('%s, opened while the program ran, holds %d loop%s of the '
                 'records' % (os.path.basename(path), len(placed),
                              's' if len(placed) != 1 else ''))
            added = True
        return added

    def settle(self, rc, problems):
        """Once the libraries the program opens are known: say how many
        loops of the records are other programs', and whether any loop is
        placed (if none, the program's failure, RC, is a problem)."""
        self.note_others()
        if not self.placed and rc:
            problems.append('the program %s' % exit_words(rc))
        return bool(self.placed)

    def note_others(self):
        if self.unmatched:
            note('%d loops of the records are in no function of %s%s (other '
                 'programs of the build)' % (
                     len(self.unmatched),
                     os.path.basename(self.program_file.path),
                     ' or its libraries' if len(self.files) > 1 else ''))


def profile(a, program, args, found, problems, clock, work, gcc_mca,
            linecost=None, firsttouch_program=None):
    """Count and sample the program's runs, print the table and write the
    JSON: the exit status, or None when no loop of the records turned out
    to be in the program or the libraries it opened."""
    event, why = samples.usable()
    if why:
        note(why)
        return 1
    user_ip = samples.with_user_ip(event)

    def line_of(insn):
        return insn.line or '?'

    program_rc = 0
    cnt = None
    if not a.no_counts:
        note('counting every instruction under Valgrind (the program runs '
             'about 50 times slower)...')
        cg = os.path.join(work, 'callgrind.out')
        rc, why = counts.run(program, args, cg)
        if why:
            problems.append(why + ': no iteration counts')
        elif not os.path.exists(cg):
            problems.append('Valgrind gave no counts (it %s)'
                            % exit_words(rc))
        else:
            # The program's status under Valgrind is its own: a crash
            # there is a crash in the timed runs too.
            program_rc = rc
            if found.may_open:
                found.opened(counts.objects(cg), problems)
            cnt = counts.parse(cg, [f.path for f in found.files])
    # The libraries the program opens are known after the counting run,
    # or without counts after the first timed run.
    if (cnt is not None or not found.may_open) \
            and not found.settle(program_rc, problems):
        return None

    # Without --period or --runs the first run also tells whether the
    # program is short; if it is, its samples are set aside (at the
    # default period there are few of them) and the runs after it are
    # sampled more often: every figure then comes from runs at one
    # period, the clock measured at it.
    period = a.period or PERIOD
    probe = a.period is None and not a.runs
    limit = AUTO_RUNS
    clocks = []
    total = samples.Samples(period * 1000)
    runs = 0		# the runs whose samples count
    started = 0		# all of them
    start = time.monotonic()
    while True:
        if a.runs:
            note('sampling run %d of %d...' % (started + 1, a.runs))
        else:
            note('sampling run %d (%d samples so far)...'
                 % (started + 1, total.total))
        # The clock, before each run and after the last: a shared host's
        # clock moves from second to second (2.4 to 3.2 GHz here under
        # load), so the figure is the mean over the runs' neighbourhood.
        clocks.append(calibrate(clock, event, period * 1000, work,
                                user_ip))
        data = os.path.join(work, 'perf.data')
        # The program's own output, once, to standard error: standard
        # output is the table's.
        rc = samples.record(event, program, args, data, period * 1000,
                            sys.stderr if started == 0 else subprocess.DEVNULL,
                            user_ip)
        if rc != 0:
            program_rc = rc
        run_samples = samples.read(data, found.segments(), period * 1000,
                                   user_ip)
        if started == 0 and cnt is None and found.may_open:
            if found.opened(run_samples.mapped, problems):
                run_samples = samples.read(data, found.segments(),
                                           period * 1000, user_ip)
            if not found.settle(rc, problems):
                return None
        total.merge(run_samples)
        runs += 1
        started += 1
        if rc != 0 or started == a.runs:
            break
        if not a.runs and (total.total >= AUTO_SAMPLES or started >= limit
                           or time.monotonic() - start > AUTO_SECONDS):
            break
        plan = short_period(total.total, period) if probe else None
        probe = False
        if plan:
            note('the program is short (%d samples in its first run): '
                 'sampling every %d microseconds from now on%s; the first '
                 'run\'s samples are set aside' % (
                     total.total, plan[0], ', for up to %d runs' % plan[1]
                     if plan[1] > AUTO_RUNS else ''))
            period, limit = plan
            clocks = []
            total = samples.Samples(period * 1000)
            runs = 0
    clocks.append(calibrate(clock, event, period * 1000, work, user_ip))
    # The adds' median over the calibrations: the core as the runs had it.
    adds = sorted(x for _, x in clocks if x)
    adds = adds[len(adds) // 2] if adds else None
    clocks = [g for g, _ in clocks if g]
    # What a line costs this machine, for the floor the loops' cache
    # misses put under their predictions.
    costs = None
    ll_level = counts.simulated_level()
    if ll_level and counts.caches_source() == 'processor':
        levels = counts.caches()
        note('cache sizes as the processor reports them (the kernel '
             'reports none): %s' % ', '.join(
                 'level %d %s' % (c.level, c.size_words())
                 for c in levels if c.level <= ll_level))
    if cnt is not None and linecost:
        costs, why = memory.measure(linecost)
        if why:
            note('no floor from the cache misses: cannot measure what a '
                 'cache line costs here: %s' % why)
    ghz = sum(clocks) / len(clocks) if clocks else None
    if program_rc:
        problems.append('the program %s: the figures cover the run until '
                        'then' % exit_words(program_rc))

    # The page faults of each instruction, in one more run: a sampled
    # run places the kernel's time, this one counts the faults.
    faults = None
    fault_cost = None	# core cycles of a loop's own time a fault costs
    fault_event = samples.fault_event() if cnt is not None else None
    if fault_event:
        note('counting page faults (one more run)...')
        data = os.path.join(work, 'faults.data')
        rc = samples.record_faults(fault_event, program, args, data)
        if rc == 0 and os.path.exists(data):
            faults = samples.read(data, found.segments(), 1)
            if faults.at and ghz and firsttouch_program:
                note('measuring what a page touched for the first time '
                     'costs here...')
                seconds, why = firsttouch.seconds_per_fault(
                    firsttouch_program, event, period * 1000, work, user_ip)
                if seconds is None:
                    note('the cost of a first touch could not be measured '
                         '(%s): loops mostly page faults are not judged'
                         % why)
                else:
                    fault_cost = seconds * ghz * 1e9
        else:
            note('no page faults counted: the run under perf ended with '
                 'status %d' % rc)

    results = []
    def in_loop(by_address, p):
        """The samples of BY_ADDRESS ((file, address) -> count) in the
        loop placed at P."""
        return sum(c for (path, addr), c in by_address.items()
                   if path == p.file.path and p.contains(addr))

    for l, p in found.placed:
        n = in_loop(total.at, p)
        # The kernel's time entered from the loop is the loop's time,
        # but not its code's: the share has it, the cycles do not.
        k = in_loop(total.kernel_at, p)
        share = (n + k) / total.total if total.total else 0.0
        r = output.Result(l, p, n, share)
        r.kernel_samples = k
        r.kernel_share = k / total.total if total.total else 0.0
        if cnt is not None:
            it, entries, branches = counts.loop_counts(
                cnt[p.file.path], p, p.file.insn_before)
            d1, ll = counts.misses(cnt[p.file.path], p)
            r.iterations, r.entries = it * runs, entries * runs
            if faults is not None and it:
                r.faults = in_loop(faults.at, p) / it
                if fault_cost is not None:
                    r.fault_cycles = r.faults * fault_cost
            r.d1 = d1 / it if it else None
            r.ll = ll / it if it else None
            r.memory_floor = memory.floor(cnt[p.file.path], p, it, costs)
            if it:
                r.on_paths, r.paths_coverage = paths.predict(
                    l, p, cnt[p.file.path].jumps, gcc_mca)
                mp = cnt[p.file.path].mispredicts
                r.mispredicts = sum(mp.get(i.addr, 0) for i in p.insns) / it
        else:
            it, entries, branches, d1, ll = 0, 0, [], 0, 0
        if n >= verdict.MIN_SAMPLES and ghz and r.iterations:
            r.measured = n * total.period_ns * ghz / r.iterations
            r.precision = verdict.precision(n)
            r.trips = retrip.wanted(l, it, entries)
            if r.trips and gcc_mca:
                r.at_trips, why = retrip.predict(gcc_mca, l, r.trips)
                if why:
                    problems.append('%s: no prediction at %d iterations an '
                                    'entry: %s' % (l.where(), r.trips, why))
        ev = verdict.Evidence(
            measured=r.measured, precision=r.precision or 0,
            iterations=it, entries=entries, branches=branches,
            counted=cnt is not None, d1=d1, ll=ll, ll_level=ll_level,
            at_trips=r.at_trips, on_paths=r.on_paths,
            memory_floor=r.memory_floor,
            kernel_part=r.kernel_share / share if share else 0,
            faults=r.faults, fault_cycles=r.fault_cycles)
        r.verdict, r.causes = verdict.judge(l, ev, line_of)
        if r.verdict is None:
            if not l.predicted:
                r.verdict = 'not predicted: %s' % (l.message or l.status)
            elif n < verdict.MIN_SAMPLES:
                r.verdict = 'too few samples'
            elif not r.iterations:
                r.verdict = 'not counted'
        results.append(r)
    results.sort(key=lambda r: (-r.share, r.loop.where()))

    for msg in problems:
        note(msg)
    run = output.Run(program, args, runs, total, ghz, problems, program_rc,
                     event)
    run.adds = adds
    run.core_shared = bool(adds and adds > SHARED_ADDS)
    run.kernel_placed = user_ip
    output.table(run, results, sys.stdout)
    if a.json:
        try:
            output.write_json(a.json, run, results)
        except OSError as e:
            note('cannot write %s: %s' % (a.json, e.strerror))
            return 1
    return 2 if problems else 0
