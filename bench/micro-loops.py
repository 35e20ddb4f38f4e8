#!/usr/bin/env python3
"""micro-loops.py - gcc-mca against small loops measured on a real core.

usage: micro-loops.py [--measure] [--model-file F] [FILE.s ...]

Each bench/micro/*.s (or FILE.s) is a loop body with two header lines:
`# CPU: NAME', the model to predict it with, and `# MEASURED: C', the
cycles per iteration gcc-mca-measure gave on a host of that CPU (the
median of its runs; bodies whose runs disagree by more than 5% are left
out of the directory).  The script predicts each with gcc-mca (the
steady state, as accuracy.py takes it) and prints both, then the MAPE
and Kendall's tau of the set.  Unlike the DejaGnu tests of
testsuite/mca.models, these bodies are not required to pass: they keep
the measured cases a model does not explain yet, so that a change can
be checked against them.

--measure      measure each body again on this host (gcc-mca-measure)
               and print that figure too
--model-file F predict with the model file F instead of -mcpu=NAME
"""
import argparse
import glob
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import accuracy  # noqa: E402


def header(text, key):
    m = re.search(r'^#\s*%s:\s*(\S+)' % key, text, re.M)
    return m.group(1) if m else None


def measure(path):
    r = subprocess.run([os.path.join(TOP, 'gcc-mca-measure'), path],
                       capture_output=True, text=True)
    m = re.search(r'^Cycles per iteration:\s+[0-9.]+\s+\(median\s+([0-9.]+)',
                  r.stdout, re.M)
    return float(m.group(1)) if m else None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('files', nargs='*')
    ap.add_argument('--measure', action='store_true')
    ap.add_argument('--model-file')
    a = ap.parse_args()
    files = a.files or sorted(glob.glob(os.path.join(HERE, 'micro', '*.s')))
    rows = []
    print('%-22s %9s %9s%s' % ('body', 'measured', 'gcc-mca',
                               '      now' if a.measure else ''))
    for path in files:
        text = open(path).read()
        cpu, meas = header(text, 'CPU'), header(text, 'MEASURED')
        if not cpu or not meas:
            print('%s: no CPU or MEASURED line' % path, file=sys.stderr)
            return 1
        model = (['-model-file=' + a.model_file] if a.model_file
                 else ['-mcpu=' + cpu])
        p = accuracy.predict([os.path.join(TOP, 'gcc-mca')] + model, text)
        if p is None:
            print('%s: gcc-mca failed' % path, file=sys.stderr)
            return 1
        now = ''
        if a.measure:
            m = measure(path)
            now = '%9s' % ('%.2f' % m if m is not None else '-')
        rows.append((float(meas), p))
        print('%-22s %9.2f %9.2f%s' % (os.path.basename(path), float(meas),
                                        p, now))
    if rows:
        mape = 100 * sum(abs(p - m) / m for m, p in rows) / len(rows)
        tau = accuracy.kendall_tau([m for m, _ in rows], [p for _, p in rows])
        print('%d bodies: MAPE %.1f%%, Kendall tau %.3f' % (len(rows), mape,
                                                            tau))
    return 0


if __name__ == '__main__':
    sys.exit(main())
