#!/usr/bin/env python3
"""insitu.py - gcc-mca's predictions against loops measured where they
run, in whole programs, by gcc-mca-profile.

usage: insitu.py [--programs a,b] [--runs N] [--cpu MODEL] [-o DIR]
                 [--keep] [--json FILE] [--cc GCC] [--plugin-dir DIR]
                 [--profile PATH] [--list]

Builds each program of bench/insitu/ (small self-contained C programs
whose hot loops work on L1-resident arrays, about 0.2 s a run, and
zlib's deflate and inflate, from Debian's zlib sources downloaded once
into bench/.cache with a sha256 check) at -O2 -g with the plugin, its
records in one directory per program,
runs `gcc-mca-profile --records DIR --json OUT -- PROGRAM ARGS' on it
and prints:

  - per program, its loops: file:line, function, share of the run's
    time, predicted and measured core cycles per iteration (+- the 95%
    interval of the sampled figure), gcc-mca-profile's verdict;
  - over every loop with at least 2% of its program's time and a
    measured figure: how many, the MAPE (mean |pred - meas| / meas) and
    Kendall's tau-b of predicted against measured, for the loops of one
    block, of several blocks (gcc-mca-profile's "multi_block": an
    if/else in the body) and all together, first for the prediction
    gcc-mca-profile judges (at the run's iterations an entry for loops
    of one path under 256 of them, shown pred@N; the floor of the loop's
    cache misses where that is higher, shown floor F), then for the
    model's alone, then for the remarks' own figures (one long run);
    loops whose time is mostly page faults are named and left out; then
    the 10 worst loops with the causes gcc-mca-profile gives;
  - how much of the time lies in loops with a measured figure, the mean
    over the programs: of the CPU time (beside the share in any loop,
    the most it could be) and of the programs' own time (the kernel's
    left out), where the rest went, and the programs under half;
  - known answers: imul1 (one loop of four dependent imulq, 12 cycles
    an iteration on every Intel core since Nehalem and every Zen) and
    imul2 (two such loops run 2:1): the measured figure against 12
    (PASS within 5%), the time shares against 2/3 and 1/3 (PASS
    within 0.07) and the iteration and entry counts (PASS when exact).

The known-answer programs are not in the MAPE and tau.  The
measurements are only as good as the machine is quiet: on a shared
virtual machine rerun before believing a change of a few percent.
Needs gcc with the plugin built (plugin/.libs/mca.so),
profile/gcc-mca-profile and what it needs (perf, valgrind, objdump).
Python 3 standard library only.
"""
import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from accuracy import kendall_tau  # noqa: E402
TOP = os.path.dirname(HERE)
SRC = os.path.join(HERE, 'insitu')

# name -> (sources in bench/insitu, arguments, what it is).  Each
# program's default work takes about 0.2 s on a 3 GHz Zen 5; the
# arguments are its repetition counts, written out so that a run is
# reproducible from the README.
PROGRAMS = [
    ('dot', ['dot.c'], ['100000'],
     'double and int32 dot products of 512/1024, 6-element dot products'),
    ('saxpy', ['saxpy.c'], ['100000'],
     'saxpy (restrict), daxpy (may alias), scale and clamp'),
    ('fir', ['fir.c'], ['12000'],
     '16-tap float FIR filter, 3-tap short smoother'),
    ('stencil', ['stencil.c'], ['55000'],
     '5-point Jacobi on 40x40 doubles, 3-point min filter with ifs'),
    ('prefix', ['prefix.c'], ['60000'],
     'int and double prefix sums, running maximum with an if'),
    ('hist', ['hist.c'], ['14000'],
     'byte histogram, two-way bucket sums, count of a byte'),
    ('search', ['search.c'], ['14000'],
     'line lengths, naive substring search, last occurrence'),
    ('checksum', ['checksum.c'], ['10000'],
     'CRC-32 by table, Adler-32, FNV-1a over 4 KB'),
    ('isort', ['isort.c'], ['8000'],
     'insertion sort of 32 ints, binary searches'),
    ('poly', ['poly.c'], ['10000'],
     'Horner of degree 9 over 1024 points, of degree 511 at a point'),
    ('matvec', ['matvec.c'], ['200000'],
     '32x32 double by rows, 24x24 int by columns, 8x8 float'),
    ('minmax', ['minmax.c'], ['50000'],
     'min and max with if/else, argmin of doubles, clamp'),
    ('bytes', ['bytes.c'], ['30000'],
     'upper-casing copy, xor copy, compare to the first difference'),
    ('bignum', ['bignum.c'], ['1000000'],
     'add with carry of 128 limbs, 64 limbs times one, compare'),
    # A real project: zlib's deflate and inflate on a 32 KB text, its
    # sources from Debian's pool (fetched once into bench/.cache).
    ('zlib', ['zlib-driver.c'] + ['@zlib/%s.c' % f for f in (
        'adler32 crc32 deflate inflate inffast inftrees trees '
        'zutil').split()], ['150'],
     'zlib 1.2.13 (Debian\'s sources): deflate level 6 and inflate of a '
     '32 KB text'),
]

# Sources fetched from Debian's pool: @NAME/ in a source list is the
# unpacked tree of NAME.
FETCH = {
    'zlib': ('https://deb.debian.org/debian/pool/main/z/zlib/'
             'zlib_1.2.13.dfsg.orig.tar.bz2',
             '71feb7947e3c00ef125f83b79a4e529bde31171e5babe48b391f06758d1ab0a1',
             'zlib-1.2.13.dfsg'),
}

# The known answers: N iterations of chain in imul1; 2N of chain_a and
# N of chain_b in imul2, each in 4 entries.
IMUL1_N = 60000000
IMUL2_N = 20000000
KNOWN = [
    ('imul1', ['imul1.c'], [str(IMUL1_N)],
     'one loop of four dependent imulq (12 cycles/iter)'),
    ('imul2', ['imul2.c'], [str(IMUL2_N)],
     'two such loops, run 2:1'),
]
KNOWN_CYCLES = 12.0
KNOWN_TOLERANCE = 0.05
SHARE_TOLERANCE = 0.07

MIN_SHARE = 0.02        # loops counted in the figures
SHOW_SHARE = 0.005      # loops listed per program
TRIPS_LIMIT = 256       # gcc-mca-profile's retrip.MAX_TRIPS


def progress(msg):
    print('insitu: %s' % msg, file=sys.stderr, flush=True)


def parse_args():
    p = argparse.ArgumentParser(
        description='gcc-mca against loops measured in whole programs by '
        'gcc-mca-profile.')
    names = [n for n, _, _, _ in PROGRAMS + KNOWN]
    p.add_argument('--programs', metavar='A,B',
                   help='only these programs (of: %s)' % ','.join(names))
    p.add_argument('--runs', type=int, metavar='N',
                   help='gcc-mca-profile --runs N (default: its automatic '
                   'choice)')
    p.add_argument('--cpu', metavar='MODEL',
                   help='the plugin\'s model (-fplugin-arg-mca-cpu=MODEL; '
                   'default: the plugin\'s choice for this machine)')
    p.add_argument('-o', '--outdir', metavar='DIR',
                   help='work directory (default: a temporary one, removed '
                   'unless --keep); one subdirectory per program with the '
                   'binary, its records, the JSON and the tool\'s output')
    p.add_argument('--keep', action='store_true',
                   help='keep the temporary work directory')
    p.add_argument('--json', metavar='FILE',
                   help='write every loop, the figures and the known '
                   'answers to FILE')
    p.add_argument('--cc', default=os.environ.get('CC', 'gcc'),
                   help='the compiler (default: $CC or gcc)')
    p.add_argument('--plugin-dir', default=os.path.join(TOP, 'plugin',
                                                        '.libs'),
                   help='where mca.so is (default: the build tree\'s)')
    p.add_argument('--profile', default=os.path.join(TOP, 'profile',
                                                     'gcc-mca-profile'),
                   help='gcc-mca-profile (default: the build tree\'s)')
    p.add_argument('--pgo', action='store_true',
                   help='build each program with -fprofile-use, from a '
                   'training run of the instrumented build on the same '
                   'arguments, and add the remarks\' figures as profiled '
                   '(the plugin\'s, at the profile\'s iterations an entry); '
                   'the known answers are left out (GCC unrolls their loops)')
    p.add_argument('--list', action='store_true',
                   help='list the programs and exit')
    a = p.parse_args()
    if a.runs is not None and a.runs < 1:
        p.error('--runs must be 1 or more')
    if a.programs:
        want = [w.strip() for w in a.programs.split(',') if w.strip()]
        bad = [w for w in want if w not in names]
        if bad:
            p.error('unknown program(s): %s (of: %s)'
                    % (', '.join(bad), ','.join(names)))
        a.selected = want
    else:
        a.selected = names
    if a.pgo:
        # With the profile GCC unrolls the known answers' loops: their
        # machine loop is no longer one chain of four imulq.
        a.selected = [n for n in a.selected
                      if n not in [k for k, _, _, _ in KNOWN]]
    return a


def fetched(name):
    """The unpacked source tree of FETCH[NAME] in bench/.cache (downloaded
    and checked once), or None and why not."""
    url, sha256, top = FETCH[name]
    cache = os.path.join(HERE, '.cache')
    tree = os.path.join(cache, top)
    if os.path.isdir(tree):
        return tree, None
    os.makedirs(cache, exist_ok=True)
    tar = os.path.join(cache, url.rsplit('/', 1)[1])
    if not os.path.exists(tar):
        progress('downloading %s...' % url)
        r = subprocess.run(['curl', '-sfL', '-o', tar + '.part', url])
        if r.returncode:
            return None, 'cannot download %s' % url
        os.rename(tar + '.part', tar)
    with open(tar, 'rb') as f:
        if hashlib.sha256(f.read()).hexdigest() != sha256:
            return None, '%s: bad sha256' % tar
    r = subprocess.run(['tar', 'xf', tar, '-C', cache])
    if r.returncode or not os.path.isdir(tree):
        return None, 'cannot unpack %s' % tar
    return tree, None


def build(a, name, sources, work, args):
    """Compile NAME with the plugin (with --pgo, from the profile of a run
    of its instrumented build on ARGS); its binary and records directory,
    or None and why not."""
    exe = os.path.join(work, name)
    recs = os.path.join(work, 'recs')
    shutil.rmtree(recs, ignore_errors=True)
    cmd = [a.cc, '-O2', '-g', '-iplugindir=' + a.plugin_dir, '-fplugin=mca',
           '-fplugin-arg-mca-json=' + recs + '/',
           '-fplugin-arg-mca-remarks=none']
    if a.cpu:
        cmd.append('-fplugin-arg-mca-cpu=' + a.cpu)
    files, trees = [], []
    for s in sources:
        if s.startswith('@'):
            project, path = s[1:].split('/', 1)
            tree, why = fetched(project)
            if tree is None:
                return None, None, why
            if tree not in trees:
                trees.append(tree)
            files.append(os.path.join(tree, path))
        else:
            files.append(os.path.join(SRC, s))
    cmd += ['-I' + t for t in trees] + files + ['-o', exe]
    if a.pgo:
        # Same sources and output name: the profile's files are named
        # after the output and found again by the second build.
        gen = [a.cc, '-O2', '-g', '-fprofile-generate'] + \
            ['-I' + t for t in trees] + files + ['-o', exe]
        p = subprocess.run(gen, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, universal_newlines=True)
        if p.returncode != 0:
            return None, None, ' '.join(gen) + '\n' + p.stdout
        p = subprocess.run([exe] + args, stdin=subprocess.DEVNULL,
                           stdout=subprocess.DEVNULL)
        if p.returncode != 0:
            return None, None, 'the training run exited with %d' % \
                p.returncode
        cmd.insert(1, '-fprofile-use')
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       universal_newlines=True)
    if p.returncode != 0:
        return None, None, ' '.join(cmd) + '\n' + p.stdout
    return exe, recs, None


def profile(a, name, exe, recs, args, work):
    """Run gcc-mca-profile on EXE; its JSON (or None), exit status, and
    what it said on stderr."""
    out = os.path.join(work, name + '.json')
    cmd = [a.profile, '--records', recs, '--json', out]
    if a.runs:
        cmd += ['--runs', str(a.runs)]
    cmd += ['--', exe] + args
    with open(os.path.join(work, 'profile.out'), 'w') as so, \
            open(os.path.join(work, 'profile.err'), 'w') as se:
        se.write('$ %s\n' % ' '.join(cmd))
        se.flush()
        p = subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=so,
                           stderr=se)
    with open(os.path.join(work, 'profile.err')) as f:
        err = f.read()
    data = None
    if os.path.exists(out):
        try:
            with open(out) as f:
                data = json.load(f)
        except ValueError:
            data = None
    return data, p.returncode, err


def tool_notes(err):
    """gcc-mca-profile's messages, less its progress lines (the rest of
    its standard error is the program's own output)."""
    out = []
    for line in err.splitlines():
        if not line.startswith('gcc-mca-profile: '):
            continue
        if 'sampling run' in line or 'counting every instruction' in line:
            continue
        out.append(line[len('gcc-mca-profile: '):].strip())
    return out


def short_file(path):
    if path.startswith(os.path.join(HERE, '.cache') + os.sep):
        return os.path.basename(path)
    for root in (SRC + os.sep, TOP + os.sep):
        if path.startswith(root):
            return path[len(root):]
    return os.path.basename(path)


def where(l):
    return '%s:%d' % (short_file(l['file']), l['line'])


def fmt_measured(l):
    if l.get('measured') is None:
        return '-'
    return '%.2f ±%.0f%%' % (l['measured'], 100 * (l['precision'] or 0))


def model_judged(l):
    """The model's prediction gcc-mca-profile judges: at the run's
    iterations an entry where it gives one, or over the loop's paths as
    the run took them, else the remark's."""
    return l.get('predicted_at_trips') or l.get('predicted_on_run_paths') \
        or l['predicted']


def floor_binds(l):
    """Whether the floor of the loop's cache misses lies above the
    model's prediction, and so is the figure judged."""
    return (l.get('memory_floor') or 0) > model_judged(l)


def judged(l):
    """The figure gcc-mca-profile judged: the model's, or the floor of
    the loop's cache misses where that is higher, and the cycles its page
    faults take of its own time."""
    return (l['memory_floor'] if floor_binds(l) else model_judged(l)) \
        + (l.get('page_fault_cycles') or 0)


def fmt_pred(l):
    if not l.get('predicted'):
        return '-'
    if (l.get('page_fault_cycles') or 0) >= 0.01 * model_judged(l):
        return '%.2f+faults' % judged(l)
    if floor_binds(l):
        return 'floor %.2f' % l['memory_floor']
    if l.get('predicted_at_trips'):
        return '%.2f@%d' % (l['predicted_at_trips'], l['trips_per_entry'])
    if l.get('predicted_on_run_paths'):
        return '%.2f@paths' % l['predicted_on_run_paths']
    return '%.2f' % l['predicted']


def faulting(l):
    """Whether gcc-mca-profile left the loop's figure unjudged: its time
    is mostly page faults, whose aftermath is in its cycles."""
    return (l.get('verdict') or '').startswith('not judged')


def counted(l):
    return (l.get('time_share', 0) >= MIN_SHARE
            and l.get('measured') is not None and l.get('predicted')
            and not faulting(l))


def error(l, pred=judged):
    return abs(pred(l) - l['measured']) / l['measured']


def remark(l):
    return l['predicted']


def as_profiled(l):
    """The remark's figure as profiled (--pgo), else the remark's."""
    return l.get('predicted_as_profiled') or l['predicted']


def print_program(name, desc, data, rc, notes):
    print('%s: %s' % (name, desc))
    if data is None:
        print('  no results (gcc-mca-profile exit status %s)' % rc)
        for n in notes:
            print('  ! %s' % n)
        print()
        return
    print('  %d run%s, %d samples, %.2f s of CPU time, clock %s GHz, '
          'exit status %s%s' % (
              data['runs'], 's' if data['runs'] != 1 else '',
              data['samples'], data['cpu_seconds'],
              '%.2f' % data['clock_ghz'] if data.get('clock_ghz') else '?',
              rc, shared_words(data)))
    lost = [n for n in notes if 'not found in the program' in n]
    for n in notes:
        if n not in lost:
            print('  ! %s' % n)
    for n in lost[:3]:
        print('  ! %s' % n)
    if len(lost) > 3:
        print('  ! ... and %d more loops not found in the program'
              % (len(lost) - 3))
    shown = [l for l in data['loops'] if l['time_share'] >= SHOW_SHARE]
    rows = [('', 'loop', 'function', 'time', 'pred', 'measured', 'blocks',
             'verdict')]
    for l in shown:
        rows.append(('*' if counted(l) else '', where(l), l['function'],
                     '%.1f%%' % (100 * l['time_share']), fmt_pred(l),
                     fmt_measured(l), 'multi' if l['multi_block'] else 'one',
                     l.get('verdict') or '-'))
    w = [max(len(r[k]) for r in rows) for k in range(len(rows[0]))]
    for r in rows:
        print('  %-*s %-*s  %-*s  %*s  %*s  %*s  %-*s  %s' % (
            w[0], r[0], w[1], r[1], w[2], r[2], w[3], r[3], w[4], r[4],
            w[5], r[5], w[6], r[6], r[7]))
    rest = len(data['loops']) - len(shown)
    if rest:
        print('  (%d more loop%s under %.1f%% of the time)'
              % (rest, 's' if rest > 1 else '', 100 * SHOW_SHARE))
    print()


def figures(loops, pred=judged):
    if not loops:
        return None
    mape = sum(error(l, pred) for l in loops) / len(loops)
    tau = kendall_tau([pred(l) for l in loops],
                      [l['measured'] for l in loops])
    within = sum(1 for l in loops if error(l, pred) <= 0.15)
    return {'n': len(loops), 'mape': mape, 'tau': tau,
            'within_15': within}


def shared_words(data):
    """What the four independent adds beside the clock said of the core
    the program ran on."""
    adds = data.get('independent_adds_cycles')
    if adds is None:
        return ''
    return ', four independent adds %.2f cycles a copy%s' % (
        adds, ' (the core shared)' if data.get('core_shared') else '')


def shared_line(results):
    """The programs whose runs found the core shared, for the last line."""
    ran = [d for d in results.values() if d]
    shared = [d for d in ran if d.get('core_shared')]
    adds = sorted(d['independent_adds_cycles'] for d in ran
                  if d.get('independent_adds_cycles'))
    if not adds:
        return ''
    return '; the core shared in %d of %d programs\' runs (four ' \
        'independent adds, median %.2f cycles a copy, 1.00 alone)' % (
            len(shared), len(ran), adds[len(adds) // 2])


def not_found(results):
    """The records' loops gcc-mca-profile did not find, per program."""
    out = {}
    for name, data in results.items():
        for msg in (data or {}).get('problems', []):
            if 'not found in the program' in msg:
                out.setdefault(name, []).append(msg.split(': not found')[0])
    return out


def program_coverage(data):
    """How much of one program's time lies in loops with a measured
    figure: of all its CPU time, and of its own code's time (the
    kernel's left out, whether entered from a loop or not), with the
    share in any loop beside it, the most the first could be.  None
    where gcc-mca-profile gave no account of the time."""
    rest = data.get('time_elsewhere')
    if not rest:
        return None
    loops = data.get('loops', [])
    figured = [l for l in loops if l.get('measured') is not None]
    kernel = rest['kernel'] + sum(l.get('kernel_time_share', 0)
                                  for l in loops)
    user = 1 - kernel
    return {
        'cpu_with_figure': sum(l['time_share'] for l in figured),
        'cpu_in_loops': rest['loops'],
        'user_with_figure': (sum(l['time_share'] -
                                 l.get('kernel_time_share', 0)
                                 for l in figured) / user
                             if user > 0 else 0.0),
        'kernel': kernel,
        'ms_a_run': 1000 * data['cpu_seconds'] / data['runs']
        if data.get('runs') else None,
    }


def coverage(results):
    """The mean over the programs of program_coverage's shares, and where
    the rest of the CPU time went (means of time_elsewhere's parts:
    the kernel outside the loops, each other file, the programs' code
    outside the loops), each program's own shares under 'programs'."""
    each = {n: program_coverage(d) for n, d in results.items() if d}
    each = {n: c for n, c in each.items() if c is not None}
    if not each:
        return None
    n = len(each)
    out = {key: sum(c[key] for c in each.values()) / n
           for key in ('cpu_with_figure', 'cpu_in_loops',
                       'user_with_figure', 'kernel')}
    rest = {}
    for name in each:
        e = results[name]['time_elsewhere']
        parts = dict(e['files'])
        parts['the kernel, not entered from a loop'] = e['kernel']
        parts['the programs\' code outside the loops'] = e['outside_loops']
        parts['code no file maps'] = e['unknown']
        for what, x in parts.items():
            rest[what] = rest.get(what, 0.0) + x / n
    out['rest'] = dict(sorted(rest.items(), key=lambda p: -p[1]))
    out['programs'] = each
    out['n'] = n
    return out


# Programs whose loops with a figure hold less than this share of the
# CPU time are named under the coverage line.
LOW_COVERAGE = 0.5


def print_coverage(cov):
    """Prints coverage()'s figures: the means, the largest parts of the
    rest, and the programs with little of their time in such loops."""
    print('Time in loops with a measured figure, the mean over %d programs'
          % cov['n'])
    print('  %-28s %5.1f%%  (in any loop: %.1f%%)' % (
        'of the CPU time', 100 * cov['cpu_with_figure'],
        100 * cov['cpu_in_loops']))
    print('  %-28s %5.1f%%  (the kernel\'s left out: %.1f%% of the CPU '
          'time)' % ('of the programs\' own time',
                     100 * cov['user_with_figure'], 100 * cov['kernel']))
    parts = [(x, what) for what, x in cov['rest'].items() if x >= 0.0005]
    if parts:
        print('  outside the loops, of the CPU time:')
        for x, what in parts[:5]:
            print('    %5.1f%%  %s' % (100 * x, what))
    low = sorted((c['cpu_with_figure'], name, c['ms_a_run'])
                 for name, c in cov['programs'].items()
                 if c['cpu_with_figure'] < LOW_COVERAGE)
    if low:
        print('  under %d%%: %s' % (100 * LOW_COVERAGE, ', '.join(
            '%s %.1f%%%s' % (name, 100 * x, '' if ms is None
                             else ' (%.1f ms a run)' % ms)
            for x, name, ms in low)))
    print()


def print_summary(loops, results):
    missing = not_found(results)
    if missing:
        print('Loops of the records gcc-mca-profile did not find in the '
              'program: %d' % sum(len(v) for v in missing.values()))
        for name, ls in missing.items():
            print('  %-9s %d: %s' % (name, len(ls), ', '.join(
                '%s:%s %s' % (short_file(w.split(':')[0]),
                              w.split(':')[1].split()[0], w.split()[-1])
                for w in ls[:6]) + (', ...' if len(ls) > 6 else '')))
        print()
    sel = [l for l in loops if counted(l)]
    unjudged = [l for l in loops if l.get('time_share', 0) >= MIN_SHARE
                and faulting(l)]
    if unjudged:
        print('Left out, not judged (their time mostly page faults): %s'
              % ', '.join('%s %s' % (l['program'], where(l))
                          for l in unjudged))
        print()
    classes = [('single-block', [l for l in sel if not l['multi_block']]),
               ('multi-block', [l for l in sel if l['multi_block']]),
               ('all', sel)]
    print('Loops with >= %d%% of their program\'s time and a measured figure'
          % (100 * MIN_SHARE))
    out = {}
    blocks = [('the prediction judged (at the run\'s iterations an entry '
               'where under %d: pred@N; the floor of its cache misses where '
               'higher: floor F)' % TRIPS_LIMIT, judged, ''),
              ('the model alone (without the floor of the cache misses)',
               model_judged, 'model '),
              ('the remarks\' figures (one long run)', remark, 'remark ')]
    if any(l.get('predicted_as_profiled') for l in sel):
        blocks.append(('the remarks\' figures as profiled (-fprofile-use: at '
                       'the profile\'s iterations an entry where under %d)'
                       % TRIPS_LIMIT, as_profiled, 'profiled '))
    for title, pred, key in blocks:
        print('  %s' % title)
        print('  %-14s %5s %8s %8s %12s' % ('class', 'n', 'MAPE', 'tau-b',
                                             'within 15%'))
        for cname, ls in classes:
            f = figures(ls, pred)
            out[key + cname] = f
            if f is None:
                print('  %-14s %5d %8s %8s %12s' % (cname, 0, '-', '-', '-'))
            else:
                print('  %-14s %5d %7.1f%% %8s %12s' % (
                    cname, f['n'], 100 * f['mape'],
                    '-' if f['tau'] is None else '%.3f' % f['tau'],
                    '%d/%d' % (f['within_15'], f['n'])))
        print()
    worst = sorted(sel, key=lambda l: -error(l))[:10]
    if worst:
        print('Worst %d' % len(worst))
        for l in worst:
            print('  %+6.0f%%  %-22s %-14s %-8s pred %6s  meas %-11s %s' % (
                100 * (judged(l) - l['measured']) / l['measured'],
                where(l), l['function'], l['program'], fmt_pred(l),
                fmt_measured(l), 'multi-block' if l['multi_block']
                else 'one block'))
            for c in l.get('causes') or []:
                print('            - %s' % c['text'])
            if not l.get('causes'):
                print('            - (no cause given: %s)'
                      % (l.get('verdict') or 'no verdict'))
        print()
    cov = coverage({n: d for n, d in results.items()
                    if n not in ('imul1', 'imul2')})
    if cov is not None:
        print_coverage(cov)
        out['coverage'] = {k: v for k, v in cov.items() if k != 'programs'}
    return out


def check(ok, what):
    print('  %s: %s' % ('PASS' if ok else 'FAIL', what))
    return {'what': what, 'pass': bool(ok)}


def known_answers(results):
    """The known-answer checks on imul1 and imul2's results."""
    print('Known answers (four dependent imulq a trip: %g cycles/iter)'
          % KNOWN_CYCLES)
    out = []

    def loop(data, fn):
        for l in data['loops'] if data else []:
            if l['function'] == fn:
                return l
        return None

    def cycles(l, label):
        m = l.get('measured')
        if m is None:
            return check(False, '%s: measured - vs %g (no figure: %s)'
                         % (label, KNOWN_CYCLES, l.get('verdict')))
        dev = (m - KNOWN_CYCLES) / KNOWN_CYCLES
        return check(abs(dev) <= KNOWN_TOLERANCE,
                     '%s: measured %.2f ±%.0f%% vs %g (%+.1f%%; predicted '
                     '%s)' % (label, m, 100 * (l['precision'] or 0),
                              KNOWN_CYCLES, 100 * dev, fmt_pred(l)))

    def exact(l, label, iterations, entries):
        return check(l.get('iterations') == iterations
                     and l.get('entries') == entries,
                     '%s: iterations %s, entries %s (expected exactly %d '
                     'and %d)' % (label, l.get('iterations'),
                                  l.get('entries'), iterations, entries))

    if 'imul1' in results:
        data = results['imul1']
        l = loop(data, 'chain')
        if l is None:
            out.append(check(False, 'imul1: its loop found'))
        else:
            runs = data['runs']
            out.append(cycles(l, 'imul1 chain'))
            out.append(exact(l, 'imul1 chain', IMUL1_N * runs, runs))
            print('         (share %.1f%% of the run, %d runs, clock %.2f GHz)'
                  % (100 * l['time_share'], runs, data['clock_ghz'] or 0))
    if 'imul2' in results:
        data = results['imul2']
        la, lb = loop(data, 'chain_a'), loop(data, 'chain_b')
        if la is None or lb is None:
            out.append(check(False, 'imul2: both loops found'))
        else:
            runs = data['runs']
            out.append(cycles(la, 'imul2 chain_a'))
            out.append(cycles(lb, 'imul2 chain_b'))
            sa, sb = la['time_share'], lb['time_share']
            ratio = sa / sb if sb else float('inf')
            out.append(check(abs(sa - 2 / 3) <= SHARE_TOLERANCE
                             and abs(sb - 1 / 3) <= SHARE_TOLERANCE,
                             'imul2 shares %.3f and %.3f vs 0.667 and 0.333 '
                             '(ratio %.2f for 2)' % (sa, sb, ratio)))
            out.append(exact(la, 'imul2 chain_a', 2 * IMUL2_N * runs,
                             4 * runs))
            out.append(exact(lb, 'imul2 chain_b', IMUL2_N * runs, 4 * runs))
    if out:
        print('  %d of %d passed' % (sum(c['pass'] for c in out), len(out)))
    print()
    return out


def main():
    a = parse_args()
    if a.list:
        for n, src, args, desc in PROGRAMS + KNOWN:
            files = ' '.join(src) if len(src) < 3 else '%s +%d' % (
                src[0], len(src) - 1)
            print('%-9s %-17s %-9s %s' % (n, files, ' '.join(args), desc))
        return 0
    for path, what in ((os.path.join(a.plugin_dir, 'mca.so'), 'the plugin'),
                       (a.profile, 'gcc-mca-profile')):
        if not os.path.exists(path):
            sys.exit('insitu: %s not found at %s (run make first)'
                     % (what, path))
    if a.outdir:
        root = os.path.abspath(a.outdir)
        os.makedirs(root, exist_ok=True)
    else:
        root = tempfile.mkdtemp(prefix='insitu.')
    table = {n: (src, args, desc) for n, src, args, desc in PROGRAMS + KNOWN}
    started = time.monotonic()
    load_before = os.getloadavg()
    results, all_loops, failures = {}, [], []
    try:
        for k, name in enumerate(a.selected):
            src, args, desc = table[name]
            work = os.path.join(root, name)
            os.makedirs(work, exist_ok=True)
            t0 = time.monotonic()
            progress('[%d/%d] %s: building...' % (k + 1, len(a.selected),
                                                 name))
            exe, recs, why = build(a, name, src, work, args)
            if exe is None:
                failures.append((name, 'build failed'))
                print('%s: build failed:\n%s' % (name, why))
                continue
            progress('[%d/%d] %s: profiling (%s)...' % (
                k + 1, len(a.selected), name, ' '.join(args)))
            data, rc, err = profile(a, name, exe, recs, args, work)
            notes = tool_notes(err)
            if data is None:
                failures.append((name, 'gcc-mca-profile exit status %s' % rc))
            results[name] = data
            if name not in ('imul1', 'imul2'):
                print_program(name, desc, data, rc, notes)
                for l in (data or {}).get('loops', []):
                    l['program'] = name
                    all_loops.append(l)
            elif notes or data is None:
                print('%s: %s' % (name, desc))
                if data is None:
                    print('  no results (gcc-mca-profile exit status %s)'
                          % rc)
                for n in notes:
                    print('  ! %s' % n)
                print()
            progress('[%d/%d] %s: done in %.0f s (%.0f s so far)' % (
                k + 1, len(a.selected), name, time.monotonic() - t0,
                time.monotonic() - started))
        summary = print_summary(all_loops, results) if all_loops else {}
        known = known_answers(results) if any(
            n in results for n in ('imul1', 'imul2')) else []
        minutes = (time.monotonic() - started) / 60
        load_after = os.getloadavg()
        print('%d programs, %d loops, %.1f minutes; load average %.2f '
              'before, %.2f after (this machine\'s other work)%s%s' % (
            len(results), len(all_loops), minutes, load_before[0],
            load_after[0], shared_line(results),
            '; failed: ' + ', '.join('%s (%s)' % f for f in failures)
            if failures else ''))
        if a.json:
            with open(a.json, 'w') as f:
                json.dump({'version': 1, 'cpu': a.cpu, 'runs': a.runs,
                           'min_share': MIN_SHARE, 'summary': summary,
                           'known': known, 'loops': all_loops,
                           'programs': {n: {k: v for k, v in d.items()
                                            if k != 'loops'}
                                        for n, d in results.items() if d},
                           'known_loops': {n: results[n]['loops']
                                           for n in ('imul1', 'imul2')
                                           if results.get(n)}},
                          f, indent=1)
                f.write('\n')
    finally:
        if a.outdir or a.keep:
            progress('work directory kept: %s' % root)
        else:
            shutil.rmtree(root, ignore_errors=True)
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
