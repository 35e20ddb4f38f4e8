#!/usr/bin/env python3
"""cli-speed.py - gcc-mca's simulation speed against llvm-mca's, as a ratio.

usage: cli-speed.py [--gcc-mca PATH] [--llvm-mca PATH] [--mcpu CPU]
                    [-i N] [--rounds N] [--max N] [FILE.s ...]

Runs gcc-mca and llvm-mca with -mcpu=CPU -iterations=N on each region
file (default: testsuite/corpus/btver2/*.s, the project's corpus of GCC
loops cut into one region a file), the two tools in turn file by file so
that a change of the machine's load falls on both alike, and prints the
CPU time (user + system of the child processes) each took over all the
files, round by round, and the median ratio gcc-mca / llvm-mca.  Files
that either tool refuses are left out of both sums, and counted.

CPU time on a shared virtual machine moves by several percent from one
round to the next; the ratio of two tools run side by side moves less.
"""
import argparse
import glob
import os
import resource
import statistics
import subprocess
import sys

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


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--gcc-mca', default=os.path.join(TOP, 'gcc-mca'))
    ap.add_argument('--llvm-mca', default='llvm-mca-19')
    ap.add_argument('--mcpu', default='sapphirerapids')
    ap.add_argument('-i', '--iterations', type=int, default=100)
    ap.add_argument('--rounds', type=int, default=3)
    ap.add_argument('--max', type=int, default=0,
                    help='at most N files (0: all)')
    ap.add_argument('files', nargs='*')
    a = ap.parse_args()
    files = a.files or sorted(glob.glob(
        os.path.join(TOP, 'testsuite', 'corpus', 'btver2', '*.s')))
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
