#!/usr/bin/env python3
"""check.py - gcc-mca-profile on programs whose answers are known.

    check.py PROFILE CC PLUGIN_DIR SRCDIR WORKDIR

Builds the test programs with the plugin, profiles them and prints one
line a check: `PASS: what', `FAIL: what: why' or `UNSUPPORTED: why'
(profile.exp turns them into DejaGnu results).  Exact figures (counts)
are checked exactly; timed figures with margins wide enough for a
shared machine: bench/insitu.py holds them to 5%."""

import json
import os
import re
import shutil
import subprocess
import sys

PROFILE, CC, PLUGIN_DIR, SRCDIR, WORK = sys.argv[1:6]
RUNS = 8
# known's argument for a short program: its loops take 36 * SHORT_N cycles.
SHORT_N = 250000


def check(ok, what, why=''):
    print('PASS: %s' % what if ok else 'FAIL: %s: %s' % (what, why),
          flush=True)
    return ok


# The checks of the simulated last level and of the memory floor need
# the caches the profiler prices, as the kernel describes them (some
# virtual machines do not): asked of the profiler's own code.
sys.path.insert(0, os.path.join(SRCDIR, '..', '..', 'profile'))
from mca_profile import counts, memory  # noqa: E402
CACHES_PRICED = memory.priced_caches(counts.caches()) is not None


def check_caches(ok, what, why=''):
    if not CACHES_PRICED:
        print('UNSUPPORTED: %s: the kernel reports no level-2 and '
              'last-level cache (%s)' % (what, counts.CACHES), flush=True)
        return False
    return check(ok, what, why)


def build(source, exe, records, extra=(), libs=()):
    cmd = [CC, '-O2', '-iplugindir=' + PLUGIN_DIR, '-fplugin=mca',
           '-fplugin-arg-mca-json=' + records + '/',
           '-fplugin-arg-mca-remarks=none'] + list(extra) + \
        [os.path.join(SRCDIR, source), '-o', exe] + list(libs)
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       universal_newlines=True)
    if p.returncode != 0:
        check(False, 'build %s' % source, p.stdout)
        sys.exit(0)


def profile(*args):
    p = subprocess.run([PROFILE] + list(args), stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, universal_newlines=True)
    return p.returncode, p.stdout, p.stderr


def json_of(path):
    try:
        with open(path) as f:
            return json.load(f)
    except (OSError, ValueError):
        return {}


def shares_total(e):
    """The sum of the shares of time_elsewhere E: the loops', the code's
    outside them, the kernel's, each other file's and unknown code's."""
    return e.get('loops', 0) + e.get('outside_loops', 0) + \
        e.get('kernel', 0) + e.get('unknown', 0) + \
        sum(e.get('files', {}).values())


def loops_of(path):
    with open(path) as f:
        return {l['function']: l for l in json.load(f)['loops']}


def main():
    for tool in ('perf', 'valgrind', 'objdump'):
        if not shutil.which(tool):
            print('UNSUPPORTED: gcc-mca-profile needs %s' % tool)
            return
    p = subprocess.run(['perf', 'record', '-q', '-e', 'cpu-clock', '-o',
                        os.devnull, '--', 'true'], stdout=subprocess.DEVNULL,
                       stderr=subprocess.PIPE, universal_newlines=True)
    if p.returncode != 0:
        print('UNSUPPORTED: perf cannot sample here: %s' % p.stderr.strip())
        return
    shutil.rmtree(WORK, ignore_errors=True)
    os.makedirs(WORK)
    recs = os.path.join(WORK, 'recs')
    known = os.path.join(WORK, 'known')
    build('known.c', known, recs, ['-g'])
    out = os.path.join(WORK, 'known.json')

    rc, stdout, stderr = profile('--records', recs, '--runs', str(RUNS),
                                 '--json', out, '--', known)
    check(rc == 0, 'known: exit status 0', 'status %d: %s' % (rc, stderr))
    try:
        loops = loops_of(out)
    except (OSError, ValueError, KeyError) as e:
        check(False, 'known: --json output', str(e))
        return
    check(set(loops) >= {'chain4', 'chain2', 'walk'}, 'known: every loop found',
          sorted(loops))
    c4, c2, walk = loops.get('chain4'), loops.get('chain2'), loops.get('walk')
    if not (c4 and c2 and walk):
        return
    # Exact counts, from callgrind: walk runs 1000 times a call, 100 calls
    # a run; chain4 2 * 3,000,000 trips in one entry a run.
    check(walk['iterations'] == 100000 * RUNS, 'walk: exact iterations',
          walk['iterations'])
    check(walk['entries'] == 100 * RUNS, 'walk: exact entries',
          walk['entries'])
    check(walk['multi_block'], 'walk: a loop of several blocks', walk)
    check(any(c['kind'] == 'branches' for c in walk['causes']),
          'walk: its branch goes both ways', walk['causes'])
    # Its two paths, odd and even elements, each half the iterations: the
    # prediction weighs them as the run took them.
    cover = walk.get('run_paths_coverage') or 0
    check(walk.get('predicted_on_run_paths') and 0.98 < cover <= 1.0,
          'walk: predicted over its paths as the run took them',
          (walk.get('predicted_on_run_paths'), cover))
    # Its branch alternates (data[i] = 7i): a predictor with history, as
    # Valgrind's, misses it at most at the start of each call.
    mp = walk.get('mispredicts_per_iteration')
    check(isinstance(mp, float) and 0 <= mp < 0.05,
          'walk: the simulated predictor learns the alternating branch', mp)
    check(c4['iterations'] == 6000000 * RUNS and c4['entries'] == RUNS,
          'chain4: exact iterations and entries',
          (c4['iterations'], c4['entries']))
    # Timed: 12 cycles an iteration, chain4 twice chain2's time.
    for l in (c4, c2):
        m = l['measured']
        check(m is not None and 8 <= m <= 17,
              '%s: measured about 12 cycles/iter' % l['function'], m)
        check(l['predicted'] and abs(l['predicted'] - 12) < 0.5,
              '%s: predicted 12 cycles/iter' % l['function'], l['predicted'])
    ratio = c4['time_share'] / c2['time_share'] if c2['time_share'] else 0
    check(1.5 <= ratio <= 2.7, 'chain4 takes twice chain2\'s time', ratio)
    check(c4['time_share'] > 0.4, 'chain4: most of the time',
          c4['time_share'])
    check('chain4' in stdout and '%' in stdout, 'known: a table on stdout',
          stdout)
    first = [l for l in stdout.splitlines() if '%' in l and 'known.c' in l]
    check(first and 'chain4' in first[0], 'table: ranked by time share',
          stdout)
    check(walk['verdict'] == 'too few samples' or walk['measured'],
          'walk: a loop with few samples gets no figure', walk)

    # --no-counts: time shares only.
    rc, stdout, stderr = profile('--records', recs, '--runs', '2',
                                 '--no-counts', '--json', out, '--', known)
    loops = loops_of(out) if rc == 0 else {}
    c4 = loops.get('chain4') or {}
    check(rc == 0 and c4.get('iterations') is None
          and c4.get('time_share', 0) > 0.3, '--no-counts: time shares only',
          (rc, c4, stderr))

    # A short program (its loops about 3 ms at 3 GHz), profiled without
    # --period: sampled more often after its first run, and its figures
    # right at that period (with the first run's period they would be
    # off by the ratio of the two, fourfold here).
    short = str(SHORT_N)
    rc, stdout, stderr = profile('--records', recs, '--json', out, '--',
                                 known, short)
    data = json_of(out) if rc == 0 else {}
    period = data.get('sample_period_ns') or 500000
    check(rc == 0 and 'the program is short' in stderr
          and 100000 <= period < 500000,
          'short program: sampled more often than every 500 us',
          (rc, period, stderr))
    # Beside the clock, four independent adds: whether the core was
    # shared is said, in the JSON and, when it was, in the table.
    adds = data.get('independent_adds_cycles')
    check(isinstance(adds, float) and 0.5 < adds < 10
          and data.get('core_shared') == (adds > 1.05)
          and (('the core was shared' in stdout) == data['core_shared']),
          'shared core: the adds beside the clock, and what they say',
          (adds, data.get('core_shared')))
    c4 = {l['function']: l for l in data.get('loops', [])}.get('chain4') or {}
    runs = data.get('runs')
    check(runs and c4.get('iterations') == 2 * SHORT_N * runs
          and c4.get('entries') == runs,
          'short program: the iterations of the runs whose samples count',
          (runs, c4))
    m = c4.get('measured')
    check(m is not None and 6 <= m <= 24,
          'short program: chain4 measured, about 12 cycles/iter', (m, c4))

    # An explicit --period is kept, even for a short program.
    rc, stdout, stderr = profile('--records', recs, '--period', '400',
                                 '--no-counts', '--json', out, '--', known,
                                 short)
    data = json_of(out) if rc == 0 else {}
    check(rc == 0 and data.get('sample_period_ns') == 400000
          and 'the program is short' not in stderr,
          'an explicit --period is kept', (rc, data.get('sample_period_ns'),
                                           stderr))
    check(any(l.startswith('known: ') and '(one every 400 us)' in l
              for l in stdout.splitlines()),
          'the table\'s first line gives the period', stdout)

    # A program built without -g: found by its instructions alone.
    plain = os.path.join(WORK, 'plain')
    recs2 = os.path.join(WORK, 'recs2')
    build('known.c', plain, recs2)
    rc, stdout, stderr = profile('--records', recs2, '--runs', '1', '--json',
                                 out, '--', plain)
    loops = loops_of(out) if rc == 0 else {}
    check('no debugging information' in stderr and 'chain4' in loops
          and loops['chain4']['iterations'] == 6000000,
          'without -g: a note, and the loops found', (rc, stderr))

    # Two programs of one build, their records in one directory, both
    # with a main: the other's loops are not this one's, and not missing.
    build('other.c', os.path.join(WORK, 'other'), recs, ['-g'])
    rc, stdout, stderr = profile('--records', recs, '--runs', '1', '--json',
                                 out, '--', known)
    check(rc == 0 and 'other programs' in stderr
          and 'not found' not in stderr,
          'records of two programs: the other\'s loops left out',
          (rc, stderr))

    # Time outside the program's loops: each place named with its share,
    # the shares adding up to the whole run.
    recs5 = os.path.join(WORK, 'recs5')
    elsewhere = os.path.join(WORK, 'elsewhere')
    build('elsewhere.c', elsewhere, recs5, ['-g'])
    rc, stdout, stderr = profile('--records', recs5, '--runs', '2', '--json',
                                 out, '--', elsewhere)
    j = json_of(out)
    e = j.get('time_elsewhere') or {}
    check(rc == 0 and abs(shares_total(e) - 1) < 0.001,
          'time elsewhere: the shares add up to the run', (rc, e, stderr))
    libc = [x for name, x in e.get('files', {}).items()
            if name.startswith('libc.so')]
    # The C library's part is small (the write wrappers and a 64 KB
    # memset a round: 2.6% in one run here), so only its presence counts.
    check(libc and libc[0] > 0.01 and e.get('loops', 0) > 0.03,
          'time elsewhere: the C library\'s share named', e)
    if j.get('sample_event') == 'cpu-clock':
        check(e.get('kernel', 0) > 0.03,
              'time elsewhere: the kernel\'s share named', e)
    else:
        check(e.get('kernel') == 0 and 'not sampled here' in stdout,
              'time elsewhere: the kernel not sampled, and said', stdout)
    check(any(l.startswith('these loops: ') and 'libc.so' in l
              for l in stdout.splitlines()),
          'time elsewhere: the table says where the rest went', stdout)

    # The kernel's time entered from a loop (page faults as it touches
    # fresh memory) is in the loop's share, named as a cause, and not in
    # its cycles per iteration; a loop over the same pages once they are
    # there has almost none.
    recs7 = os.path.join(WORK, 'recs7')
    fresh = os.path.join(WORK, 'firsttouch')
    build('firsttouch.c', fresh, recs7, ['-g'])
    rc, stdout, stderr = profile('--records', recs7, '--runs', '2', '--json',
                                 out, '--', fresh)
    j = json_of(out)
    loops = {l['function']: l for l in j.get('loops', [])}
    tf, ta = loops.get('touch_fresh', {}), loops.get('touch_again', {})
    # Page faults counted at the instructions that took them: one an
    # iteration for the loop over fresh pages (one byte of each), none
    # over the same pages again.
    ff = tf.get('page_faults_per_iteration')
    if ff is None:
        print('UNSUPPORTED: page faults a loop takes: perf records no page '
              'faults here')
    else:
        check(abs(ff - 1) < 0.02
              and (ta.get('page_faults_per_iteration') or 0) < 0.001
              and (not j.get('kernel_time_placed')
                   or re.search(r'first time, 1\.00 an iteration', stdout)),
              'page faults: one an iteration over fresh pages, counted (and '
              'said with the kernel\'s time); none over the same pages '
              'again', (tf, ta))
    if not j.get('kernel_time_placed'):
        print('UNSUPPORTED: the kernel\'s time at a loop: perf samples '
              'no kernel time here, or no user address with it')
    else:
        # Most of the loop's time is the kernel's (its page faults); a
        # busy machine stretches the loop's own part (the kernel's 0.48
        # of it seen with both cores compiling), so a third is asked.
        part = tf.get('kernel_time_share', 0) / (tf.get('time_share') or 1)
        check(rc == 0 and part > 0.33
              and any(c['kind'] == 'kernel' for c in tf.get('causes', []))
              and 'touched memory for the first time' in stdout,
              'kernel time: page faults of a loop in its share, and said',
              (rc, tf, stderr))
        # Judged with what a page's first touch costs the loop here,
        # when that was measured (within a factor of two: the loop's
        # runs over fresh pages scatter by a third, and its samples
        # and the measurement's are some 50 and 180), else not judged.
        # A run whose loop drew too few samples of its own time has no
        # figure to compare (24 samples on the Zen 3 host, once).
        cost = tf.get('page_fault_cycles')
        if cost:
            figure = (tf.get('predicted') or 0) + cost
            few = tf.get('verdict') == 'too few samples'
            check(tf.get('verdict') in ('as predicted', 'slower than '
                                        'predicted', 'faster than predicted',
                                        'too few samples')
                  and (few and tf.get('measured') is None
                       or 0.5 < (tf.get('measured') or 0) / figure < 2),
                  'kernel time: a loop mostly page faults judged with what '
                  'they cost its own time', tf)
        else:
            check(tf.get('verdict') in ('not judged: page faults',
                                        'too few samples'),
                  'kernel time: the figure of a loop mostly page faults is '
                  'not judged', tf.get('verdict'))
        again = ta.get('kernel_time_share', 1) / (ta.get('time_share') or 1)
        check(again < 0.1 and not any(c['kind'] == 'kernel'
                                      for c in ta.get('causes', []))
              and not (ta.get('verdict') or '').startswith('not judged'),
              'kernel time: none for the loop over pages already there', ta)
        # One line a page, 16,384 pages: the lines fall in a few sets of
        # any cache and miss the simulated last level (the level-2 cache)
        # every time, which the cause names.
        check_caches((ta.get('ll_misses_per_iteration') or 0) > 0.9
                     and re.search(r'also missed the (level-\d|last-level) '
                                   r'cache', stdout),
                     'cache misses: the simulated last level\'s named', ta)
        e = j.get('time_elsewhere') or {}
        check(abs(shares_total(e) - 1) < 0.001
              and abs(e.get('loops', 0) - sum(l['time_share'] for l in
                                              j['loops'])) < 0.001,
              'kernel time: the loops\' shares and the rest add up', e)

    # The floor cache misses put under a prediction: a walk down the
    # columns of a matrix in the level-2 cache misses the level-1 cache
    # at every iteration, and its lines take longer than its one add; a
    # walk along the rows misses once in eight iterations, under its
    # prediction.
    recs8 = os.path.join(WORK, 'recs8')
    column = os.path.join(WORK, 'column')
    build('column.c', column, recs8, ['-g'])
    rc, stdout, stderr = profile('--records', recs8, '--runs', '2', '--json',
                                 out, '--', column)
    loops = loops_of(out) if os.path.exists(out) else {}
    down, along = loops.get('down_columns', {}), loops.get('along_rows', {})
    check_caches(rc == 0
                 and (down.get('d1_misses_per_iteration') or 0) > 0.9
                 and (down.get('memory_floor') or 0)
                 > down.get('predicted', 1e9),
                 'memory floor: a column walk\'s misses set it above the '
                 'model', (rc, down, stderr))
    check_caches(0 < (along.get('memory_floor') or 0)
                 < along.get('predicted', 0),
                 'memory floor: a row walk\'s lies under the model', along)
    check_caches(down.get('measured') is None
                 or (down.get('memory_floor') is not None
                     and 'judged against %.2f' % down['memory_floor']
                     in stdout),
                 'memory floor: the column walk judged against it', stdout)

    # A loop in a shared library of the program: found, counted and
    # sampled in the library's own addresses.
    lib = os.path.join(WORK, 'libchain.so')
    recs4 = os.path.join(WORK, 'recs4')
    build('libchain.c', lib, recs4, ['-g', '-fPIC', '-shared'])
    uselib = os.path.join(WORK, 'uselib')
    build('uselib.c', uselib, recs4, ['-g', '-Wl,-rpath,' + WORK], [lib])
    rc, stdout, stderr = profile('--records', recs4, '--runs', '2', '--json',
                                 out, '--', uselib)
    loops = loops_of(out) if os.path.exists(out) else {}
    lc = loops.get('lib_chain', {})
    check(rc == 0 and lc.get('object') == os.path.realpath(lib)
          and lc.get('iterations') == 4000000 * 2 and lc.get('entries') == 2,
          'shared library: its loop found and counted exactly',
          (rc, lc, stderr))
    check(lc.get('time_share', 0) > 0.5 and 'libchain.c' in stdout,
          'shared library: its loop has the time', (lc, stdout))

    # A library the program opens as it runs (dlopen): its loop found
    # in the objects of the counting run, or without counts in the maps
    # of the first timed run.
    opendl = os.path.join(WORK, 'opendl')
    recs6 = os.path.join(WORK, 'recs6')
    lib6 = os.path.join(WORK, 'libchain6.so')
    build('libchain.c', lib6, recs6, ['-g', '-fPIC', '-shared'])
    build('opendl.c', opendl, recs6, ['-g'])
    rc, stdout, stderr = profile('--records', recs6, '--runs', '2', '--json',
                                 out, '--', opendl, lib6)
    loops = loops_of(out) if os.path.exists(out) else {}
    lc = loops.get('lib_chain', {})
    check(rc == 0 and lc.get('object') == os.path.realpath(lib6)
          and lc.get('iterations') == 4000000 * 2 and lc.get('entries') == 2
          and 'opened while the program ran' in stderr,
          'dlopen: the loop of a library opened at run time counted exactly',
          (rc, lc, stderr))
    check(lc.get('time_share', 0) > 0.3, 'dlopen: its loop has the time', lc)
    rc, stdout, stderr = profile('--records', recs6, '--runs', '1',
                                 '--no-counts', '--json', out, '--', opendl,
                                 lib6)
    lc = (loops_of(out) if os.path.exists(out) else {}).get('lib_chain', {})
    check(rc == 0 and lc.get('object') == os.path.realpath(lib6)
          and lc.get('samples', 0) > 0,
          'dlopen: without counts, found in the first run\'s maps',
          (rc, lc, stderr))

    # A program that dies: its figures until then, exit status 2.
    crash = os.path.join(WORK, 'crash')
    recs3 = os.path.join(WORK, 'recs3')
    build('crash.c', crash, recs3, ['-g'])
    rc, stdout, stderr = profile('--records', recs3, '--runs', '1', '--json',
                                 out, '--', crash)
    check(rc == 2 and 'killed by signal 11' in stderr,
          'crash: exit status 2 and the signal named', (rc, stderr))
    loops = loops_of(out) if os.path.exists(out) else {}
    check(loops.get('spin', {}).get('iterations') == 1000000,
          'crash: the loop counted until the crash', loops)

    # Records of another program: nothing of them in this one.
    rc, stdout, stderr = profile('--records', recs3, '--json', out, '--',
                                 known)
    check(rc == 1 and 'no loop of the records' in stderr
          and 'records directory of its build' in stderr
          and 'newer than the records' not in stderr,
          'records of another program: exit status 1 and why', (rc, stderr))
    # No records, no program.
    rc, stdout, stderr = profile('--records', os.path.join(WORK, 'none'),
                                 '--', known)
    check(rc == 1 and 'no records' in stderr, 'no records: exit status 1',
          (rc, stderr))
    rc, stdout, stderr = profile('--records', recs, '--',
                                 os.path.join(WORK, 'no-such-program'))
    check(rc == 1 and 'program not found' in stderr,
          'no program: exit status 1', (rc, stderr))
    rc, stdout, stderr = profile('--records', recs)
    check(rc != 0 and 'no program given' in stderr, 'no command: usage',
          (rc, stderr))


main()
