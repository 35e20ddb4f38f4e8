#!/usr/bin/env python3
"""cli-speed.py - gcc-mca's simulation speed against llvm-mca's, as a ratio.

usage: cli-speed.py [--gcc-mca PATH] [--llvm-mca PATH] [--mcpu CPU]
                    [-i N] [--rounds N] [--max N] [--held-out]
                    [FILE.s ...]

Runs gcc-mca and llvm-mca with -mcpu=CPU -iterations=N on each region
file (default: testsuite/corpus/btver2/*.s, the project's corpus of GCC
loops cut into one region a file), the two tools in turn file by file so
that a change of the machine's load falls on both alike, and prints the
CPU time (user + system of the child processes) each took over all the
files, round by round, and the median ratio gcc-mca / llvm-mca.  Files
that either tool refuses are left out of both sums, and counted.

--held-out times the held-out loops of bench/dumps instead (the loops
the models were not tuned on, as bench/accuracy.py's dumps keep them
for each host: every distinct body once, in a temporary directory).

CPU time on a shared virtual machine moves by several percent from one
round to the next; the ratio of two tools run side by side moves less.
"""
import argparse
import glob
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(HERE)


def child_cpu():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def run(cmd):
    """CPU seconds of CMD, or None when it fails."""
    before = child_cpu()
    p = subprocess.run(cmd, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL)
    spent = child_cpu() - before
    return spent if p.returncode == 0 else None


def held_out_bodies(dump_dir):
    """The distinct bodies of the held-out loops of the dumps in
    DUMP_DIR (bench/accuracy.py --dump), in the order first met."""
    bodies, seen = [], set()
    for path in sorted(glob.glob(os.path.join(dump_dir, '*.json'))):
        with open(path) as f:
            loops = json.load(f)
        for loop in loops:
            body = loop.get('body')
            if loop.get('held_out') and body and body not in seen:
                seen.add(body)
                bodies.append(body)
    return bodies


def write_bodies(bodies, directory):
    """Write each body to a region file of its own in DIRECTORY; the
    files' paths."""
    files = []
    for n, body in enumerate(bodies):
        path = os.path.join(directory, 'held-out-%04d.s' % n)
        with open(path, 'w') as f:
            f.write(body)
        files.append(path)
    return files


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--gcc-mca', default=os.path.join(TOP, 'gcc-mca'))
    ap.add_argument('--llvm-mca', default='llvm-mca-19')
    ap.add_argument('--mcpu', default='sapphirerapids')
    ap.add_argument('-i', '--iterations', type=int, default=100)
    ap.add_argument('--rounds', type=int, default=3)
    ap.add_argument('--max', type=int, default=0,
                    help='at most N files (0: all)')
    ap.add_argument('--held-out', action='store_true',
                    help='the held-out loops of bench/dumps instead of '
                    'region files')
    ap.add_argument('files', nargs='*')
    a = ap.parse_args()
    if a.held_out:
        if a.files:
            sys.exit('cli-speed.py: --held-out takes no region files')
        bodies = held_out_bodies(os.path.join(HERE, 'dumps'))
        with tempfile.TemporaryDirectory() as tmp:
            return measure(a, write_bodies(bodies, tmp))
    files = a.files or sorted(glob.glob(
        os.path.join(TOP, 'testsuite', 'corpus', 'btver2', '*.s')))
    return measure(a, files)


def measure(a, files):
    """Time the region files FILES with both tools, as A asks."""
    if a.max:
        files = files[:a.max]
    if not files:
        sys.exit('cli-speed.py: no region files')
    for tool in (a.gcc_mca, a.llvm_mca):
        try:
            subprocess.run([tool, '--version'], stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL, check=False)
        except OSError as e:
            sys.exit('cli-speed.py: cannot run %s: %s' % (tool, e))
    opts = ['-mcpu=' + a.mcpu, '-iterations=%d' % a.iterations]
    ratios = []
    print('%d region files, -mcpu=%s -iterations=%d'
          % (len(files), a.mcpu, a.iterations))
    for rnd in range(1, a.rounds + 1):
        ours = theirs = 0.0
        refused = 0
        for n, f in enumerate(files):
            # Alternate which tool runs first, so neither always follows
            # the other's cache misses.
            pair = [(0, [a.gcc_mca] + opts + [f]),
                    (1, [a.llvm_mca] + opts + [f])]
            if n % 2:
                pair.reverse()
            spent = {}
            for k, cmd in pair:
                spent[k] = run(cmd)
            if spent[0] is None or spent[1] is None:
                refused += 1
                continue
            ours += spent[0]
            theirs += spent[1]
        ratio = ours / theirs if theirs else float('nan')
        ratios.append(ratio)
        print('round %d: gcc-mca %.2f s, llvm-mca %.2f s CPU, ratio %.3f '
              '(%d files left out: refused by one tool)'
              % (rnd, ours, theirs, ratio, refused))
        sys.stdout.flush()
    print('median ratio gcc-mca / llvm-mca: %.3f (1/%.1f)'
          % (statistics.median(ratios), 1 / statistics.median(ratios)))
    return 0


if __name__ == '__main__':
    sys.exit(main())
