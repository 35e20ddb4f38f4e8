#!/usr/bin/env python3
"""compare-llvm-mca.py - how often gcc-mca's Total Cycles equal llvm-mca's.

usage: compare-llvm-mca.py [options] [SOURCE.c...]

Compiles the C sources (default: testsuite/corpus/src/*.c) with GCC at
each flag set, cuts their innermost loops into one region file each with
extract-loops.py, drops duplicate loop bodies, runs llvm-mca and gcc-mca
(same -mcpu and -iterations) on every region, reads "Total Cycles" from
both reports and prints:

  - the number of regions, how many each tool rejected;
  - the share of regions where gcc-mca's figure equals llvm-mca's, is
    within 2% of it and within 5% of it;
  - the mismatching regions with both figures, worst first;
  - the regions either tool rejected, with the first line of its error.

The shares are of the regions llvm-mca accepts: a region llvm-mca rejects
says nothing about gcc-mca, while one only gcc-mca rejects counts as a
mismatch.  The relative difference is |gcc-mca - llvm-mca| / llvm-mca.

Instead of compiling, --regions DIR takes the region files (*.s) of DIR as
they are (e.g. testsuite/corpus/btver2); instead of running llvm-mca,
--cycles FILE reads its figures from a "<file> <cycles>" list such as
testsuite/corpus/btver2/llvm-mca-19.cycles (a region missing from the list
counts as rejected by llvm-mca).  --no-gcc-mca runs only llvm-mca, and
--write-cycles FILE writes its figures in that format (bench/regen-corpus.sh
uses both).

llvm-mca-19 (Debian's llvm-19) is a tool for this test, not a dependency
of gcc-mca.  Python 3 standard library only.

Exit status: 0; with --check, 1 unless >= 95% of the regions are exact and
>= 99% within 2% (the acceptance criterion); 2 on usage or setup errors.
"""

import argparse
import concurrent.futures
import glob
import hashlib
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(HERE)
sys.path.insert(0, HERE)

DEFAULT_FLAGS = [
    ('O2', '-O2 -march=btver2'),
    ('O3', '-O3 -march=btver2'),
    ('O2unroll', '-O2 -march=btver2 -funroll-loops'),
]

TOTAL_RE = re.compile(r'^Total Cycles:\s+(\d+)\s*$', re.MULTILINE)
LABEL_RE = re.compile(r'\.L\w+')


def load_extractor():
    """The extract-loops.py module (its name is no Python identifier)."""
    import importlib.util
    path = os.path.join(HERE, 'extract-loops.py')
    spec = importlib.util.spec_from_file_location('extract_loops', path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def body_key(lines):
    """Dedup key of a loop body: the instructions with local labels
    renamed and blanks collapsed, so that two copies of the same loop in
    different functions compare equal."""
    norm = []
    for l in lines:
        l = LABEL_RE.sub('.L', l)
        norm.append(' '.join(l.replace(',', ', ').split()))
    return hashlib.sha1('\n'.join(norm).encode('utf-8',
                                               'surrogateescape')).hexdigest()


def parse_flag_sets(specs):
    """--flags TAG=FLAGS entries (or the default three)."""
    if not specs:
        return list(DEFAULT_FLAGS)
    sets = []
    for s in specs:
        if '=' not in s:
            raise ValueError('--flags wants TAG=FLAGS, got %r' % s)
        tag, flags = s.split('=', 1)
        if not re.match(r'^[A-Za-z0-9_.+]+$', tag):
            raise ValueError('bad flags tag %r' % tag)
        sets.append((tag, flags))
    return sets


def build_regions(args, outdir, log):
    """Compile, extract and deduplicate; return the sorted region paths."""
    ex = load_extractor()
    sources = args.sources or sorted(
        glob.glob(os.path.join(TOP, 'testsuite', 'corpus', 'src', '*.c')))
    if not sources:
        raise RuntimeError('no C sources')
    flag_sets = parse_flag_sets(args.flags)
    asmdir = tempfile.mkdtemp(prefix='mca-asm-')
    seen = {}
    kept = []
    stats = {'loops': 0, 'call': 0, 'long': 0, 'dup': 0, 'ccfail': 0}
    try:
        for tag, flags in flag_sets:
            for src in sources:
                name = os.path.splitext(os.path.basename(src))[0]
                asm = os.path.join(asmdir, '%s-%s.s' % (name, tag))
                cmd = [args.cc] + shlex.split(flags) + ['-S', '-o', asm, src]
                r = subprocess.run(cmd, stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE, text=True)
                if r.returncode != 0:
                    stats['ccfail'] += 1
                    log('compile failed: %s: %s' % (' '.join(cmd),
                        first_line(r.stderr)))
                    continue
                regions, st = ex.extract(asm, args.max_insns)
                stats['loops'] += st['found']
                stats['call'] += st['call']
                stats['long'] += st['long']
                for n, (fname, label, lines) in enumerate(regions, 1):
                    key = body_key(lines)
                    rname = '%s-%s-%d.s' % (name, tag, n)
                    if key in seen:
                        stats['dup'] += 1
                        continue
                    seen[key] = rname
                    path = os.path.join(outdir, rname)
                    with open(path, 'w', encoding='utf-8',
                              errors='surrogateescape') as f:
                        f.write('\n'.join(lines) + '\n')
                    kept.append(path)
    finally:
        shutil.rmtree(asmdir, ignore_errors=True)
    log('%d sources x %d flag sets: %d loops, %d with calls, %d too long, '
        '%d duplicates, %d regions'
        % (len(sources), len(flag_sets), stats['loops'], stats['call'],
           stats['long'], stats['dup'], len(kept)))
    if stats['ccfail']:
        log('%d compilations failed' % stats['ccfail'])
    return sorted(kept, key=natural_key)


def natural_key(path):
    base = os.path.basename(path)
    return [int(t) if t.isdigit() else t for t in re.split(r'(\d+)', base)]


def first_line(text):
    """The first line of TEXT that looks like an error, else the first
    non-blank one."""
    lines = [l.strip() for l in text.splitlines() if l.strip()]
    for l in lines:
        if 'error' in l.lower():
            return l
    return lines[0] if lines else ''


def run_tool(cmd, timeout):
    """Run CMD; return (cycles, None) or (None, error message)."""
    try:
        r = subprocess.run(cmd, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=timeout,
                           errors='replace')
    except subprocess.TimeoutExpired:
        return None, 'timed out after %ds' % timeout
    except OSError as e:
        return None, '%s: %s' % (cmd[0], e.strerror)
    if r.returncode != 0:
        msg = first_line(r.stderr) or first_line(r.stdout)
        if r.returncode < 0:
            return None, 'killed by signal %d%s' % (
                -r.returncode, (': ' + msg) if msg else '')
        return None, 'exit status %d%s' % (
            r.returncode, (': ' + msg) if msg else '')
    totals = TOTAL_RE.findall(r.stdout)
    if not totals:
        return None, 'no "Total Cycles" in the output%s' % (
            (': ' + first_line(r.stderr)) if r.stderr.strip() else '')
    # One region per file; should a tool see several, add them up.
    return sum(int(t) for t in totals), None


def read_cycles(path):
    figures = {}
    with open(path) as f:
        for line in f:
            parts = line.split()
            if len(parts) == 2 and not line.startswith('#'):
                figures[parts[0]] = int(parts[1])
    return figures


def pct(n, d):
    return 100.0 * n / d if d else 0.0


def main(argv=None):
    ap = argparse.ArgumentParser(
        description="Compare gcc-mca's Total Cycles with llvm-mca's on the "
                    'innermost loops of GCC output.')
    ap.add_argument('sources', nargs='*', metavar='SOURCE.c',
                    help='C sources (default: testsuite/corpus/src/*.c)')
    ap.add_argument('-m', '--gcc-mca', default=None,
                    help='the gcc-mca binary (default: ./gcc-mca, else '
                         'TOP/gcc-mca)')
    ap.add_argument('--llvm-mca', default='llvm-mca-19',
                    help='the llvm-mca binary (default: llvm-mca-19)')
    ap.add_argument('-i', '--iterations', type=int, default=100,
                    help='-iterations for both tools (default: 100)')
    ap.add_argument('--mcpu', default='btver2',
                    help='-mcpu for both tools (default: btver2)')
    ap.add_argument('-o', '--outdir', default=None,
                    help='keep the region files in this directory')
    ap.add_argument('--regions', default=None, metavar='DIR',
                    help='use the *.s region files of DIR instead of '
                         'compiling sources')
    ap.add_argument('--cycles', default=None, metavar='FILE',
                    help='take llvm-mca figures from FILE instead of '
                         'running llvm-mca')
    ap.add_argument('--write-cycles', default=None, metavar='FILE',
                    help='write the llvm-mca figures to FILE as '
                         '"<file> <cycles>" lines')
    ap.add_argument('--cycles-header', default=None, metavar='TEXT',
                    help='a `#\' comment line to start --write-cycles with')
    ap.add_argument('--no-gcc-mca', action='store_true',
                    help='run llvm-mca only')
    ap.add_argument('--cc', default='gcc', help='the compiler (default: gcc)')
    ap.add_argument('--flags', action='append', metavar='TAG=FLAGS',
                    help='a flag set, repeatable (default: O2="-O2 '
                         '-march=btver2", O3="-O3 -march=btver2", '
                         'O2unroll="-O2 -march=btver2 -funroll-loops")')
    ap.add_argument('--max-insns', type=int, default=200,
                    help='skip loops longer than this (default: 200)')
    ap.add_argument('-j', '--jobs', type=int, default=os.cpu_count() or 1,
                    help='parallel tool runs (default: CPUs)')
    ap.add_argument('--timeout', type=int, default=120,
                    help='seconds per tool run (default: 120)')
    ap.add_argument('--check', action='store_true',
                    help='exit 1 unless >=95%% exact and >=99%% within 2%%')
    ap.add_argument('-v', '--verbose', action='store_true',
                    help='also list every region with both figures')
    args = ap.parse_args(argv)

    def log(msg):
        print(msg, file=sys.stderr)

    if args.regions and args.sources:
        ap.error('--regions and SOURCE.c files exclude each other')
    if args.no_gcc_mca and args.cycles:
        ap.error('--no-gcc-mca with --cycles leaves nothing to run')

    gcc_mca = None
    if not args.no_gcc_mca:
        gcc_mca = args.gcc_mca
        if gcc_mca is None:
            for cand in ('./gcc-mca', os.path.join(TOP, 'gcc-mca')):
                if os.access(cand, os.X_OK):
                    gcc_mca = cand
                    break
        if gcc_mca is None or not os.access(gcc_mca, os.X_OK):
            log('compare-llvm-mca: no runnable gcc-mca (%s); give it with '
                '--gcc-mca, or use --no-gcc-mca'
                % (gcc_mca or './gcc-mca'))
            return 2
        gcc_mca = os.path.abspath(gcc_mca)
    if not args.cycles and shutil.which(args.llvm_mca) is None:
        log('compare-llvm-mca: %s not found (Debian: apt-get install '
            'llvm-19), or give its figures with --cycles' % args.llvm_mca)
        return 2

    tmpdir = None
    try:
        if args.regions:
            regions = sorted(glob.glob(os.path.join(args.regions, '*.s')),
                             key=natural_key)
            if not regions:
                log('compare-llvm-mca: no *.s in %s' % args.regions)
                return 2
        else:
            if args.outdir:
                outdir = args.outdir
                os.makedirs(outdir, exist_ok=True)
            else:
                outdir = tmpdir = tempfile.mkdtemp(prefix='mca-regions-')
            try:
                regions = build_regions(args, outdir, log)
            except (RuntimeError, ValueError) as e:
                log('compare-llvm-mca: %s' % e)
                return 2
        return compare(args, regions, gcc_mca, log)
    finally:
        if tmpdir:
            shutil.rmtree(tmpdir, ignore_errors=True)


def compare(args, regions, gcc_mca, log):
    opts = ['-mcpu=%s' % args.mcpu, '-iterations=%d' % args.iterations]
    names = [os.path.basename(r) for r in regions]

    llvm = {}
    llvm_err = {}
    if args.cycles:
        table = read_cycles(args.cycles)
        for n in names:
            if n in table:
                llvm[n] = table[n]
            else:
                llvm_err[n] = 'not in %s' % os.path.basename(args.cycles)
    jobs = []
    with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as pool:
        for path, n in zip(regions, names):
            if not args.cycles:
                jobs.append(('llvm', n, pool.submit(
                    run_tool, [args.llvm_mca] + opts + [path], args.timeout)))
            if gcc_mca:
                jobs.append(('gcc', n, pool.submit(
                    run_tool, [gcc_mca] + opts + [path], args.timeout)))
        ours = {}
        ours_err = {}
        for who, n, fut in jobs:
            cycles, err = fut.result()
            if who == 'llvm':
                (llvm if err is None else llvm_err)[n] = (
                    cycles if err is None else err)
            else:
                (ours if err is None else ours_err)[n] = (
                    cycles if err is None else err)

    if args.write_cycles:
        with open(args.write_cycles, 'w') as f:
            if args.cycles_header:
                f.write(args.cycles_header.rstrip('\n') + '\n')
            for n in names:
                if n in llvm:
                    f.write('%s %d\n' % (n, llvm[n]))

    print('regions:            %d' % len(names))
    print('rejected by %s: %d' % (
        'llvm-mca' if not args.cycles else 'the list', len(llvm_err)))
    if not gcc_mca:
        for n in names:
            if args.verbose and n in llvm:
                print('  %-40s %8d' % (n, llvm[n]))
        report_errors('llvm-mca', names, llvm_err)
        return 0

    compared = [n for n in names if n in llvm]
    total = len(compared)
    exact = within2 = within5 = 0
    mismatches = []
    for n in compared:
        if n not in ours:
            continue
        l, g = llvm[n], ours[n]
        rel = abs(g - l) / l if l else (0.0 if g == l else float('inf'))
        if g == l:
            exact += 1
        if rel <= 0.02:
            within2 += 1
        if rel <= 0.05:
            within5 += 1
        if g != l:
            mismatches.append((rel, n, l, g))
    rejected_ours = [n for n in compared if n in ours_err]
    print('rejected by gcc-mca: %d (of those llvm-mca accepts; counted as '
          'mismatches)' % len(rejected_ours))
    print('compared:           %d' % total)
    print('exact:              %d (%.2f%%)' % (exact, pct(exact, total)))
    print('within 2%%:          %d (%.2f%%)' % (within2, pct(within2, total)))
    print('within 5%%:          %d (%.2f%%)' % (within5, pct(within5, total)))
    ok = (total > 0 and pct(exact, total) >= 95.0
          and pct(within2, total) >= 99.0)
    print('acceptance (>=95%% exact, >=99%% within 2%%): %s'
          % ('met' if ok else 'NOT met'))
    if mismatches:
        mismatches.sort(key=lambda m: (-m[0], m[1]))
        print('\nmismatches, worst first (region, llvm-mca, gcc-mca, '
              'difference):')
        for rel, n, l, g in mismatches:
            print('  %-40s %8d %8d  %+7.2f%%' % (n, l, g,
                  100.0 * (g - l) / l if l else float('inf')))
    if args.verbose:
        print('\nall regions (region, llvm-mca, gcc-mca):')
        for n in names:
            print('  %-40s %8s %8s' % (n, llvm.get(n, '-'), ours.get(n, '-')))
    report_errors('llvm-mca' if not args.cycles else 'the list',
                  names, llvm_err)
    report_errors('gcc-mca', compared, ours_err)
    return 1 if args.check and not ok else 0


def report_errors(tool, names, errs):
    if not errs:
        return
    print('\nrejected by %s:' % tool)
    for n in names:
        if n in errs:
            print('  %s: %s' % (n, errs[n]))


if __name__ == '__main__':
    sys.exit(main())
