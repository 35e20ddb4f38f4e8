#!/usr/bin/env python3
"""check-insitu.py TOP - checks of bench/insitu.py's time coverage that
run nothing: from two made-up gcc-mca-profile results, the share of the
CPU time in loops with a measured figure, the share in any loop, the
share of the programs' own time (the kernel's left out, from the loops
and outside them), the parts of the rest and the programs named as
little covered.  Prints PASS:/FAIL: lines for insitu.exp."""
import contextlib
import io
import os
import sys

top = sys.argv[1]
# bench/ on the path: insitu.py imports accuracy.py from beside it.
sys.path.insert(0, os.path.join(top, 'bench'))
import insitu  # noqa: E402


def check(name, ok, detail=''):
    print('%s: %s%s' % ('PASS' if ok else 'FAIL', name,
                        '' if ok else ' (%s)' % detail))


def near(x, y):
    return abs(x - y) < 1e-9


def loop(share, kernel=0.0, measured=2.0):
    return {'time_share': share, 'kernel_time_share': kernel,
            'measured': measured}


# A: two loops with figures (0.5, of which 0.1 the kernel's; 0.2) and
# one without (0.1); outside them the kernel 0.1, ld.so 0.06, libc 0.04.
A = {'runs': 10, 'cpu_seconds': 0.05,
     'loops': [loop(0.5, 0.1), loop(0.2), loop(0.1, measured=None)],
     'time_elsewhere': {'loops': 0.8, 'outside_loops': 0.0,
                        'kernel': 0.1, 'unknown': 0.0,
                        'files': {'ld.so': 0.06, 'libc.so': 0.04}}}
# B: a short run, mostly the kernel's: one loop with a figure, 0.1.
B = {'runs': 50, 'cpu_seconds': 0.1,
     'loops': [loop(0.1)],
     'time_elsewhere': {'loops': 0.1, 'outside_loops': 0.1,
                        'kernel': 0.5, 'unknown': 0.0,
                        'files': {'ld.so': 0.3}}}

a = insitu.program_coverage(A)
check('CPU time in loops with a figure', near(a['cpu_with_figure'], 0.7),
      a['cpu_with_figure'])
check('CPU time in any loop', near(a['cpu_in_loops'], 0.8), a['cpu_in_loops'])
# Own time 1 - (0.1 + 0.1) = 0.8, of which 0.4 + 0.2 in loops with figures.
check('own time in loops with a figure, the kernel in loops left out',
      near(a['user_with_figure'], 0.6 / 0.8), a['user_with_figure'])
check('the kernel from loops and outside them', near(a['kernel'], 0.2),
      a['kernel'])
check('milliseconds a run', near(a['ms_a_run'], 5.0), a['ms_a_run'])
check('no account of the time, no coverage',
      insitu.program_coverage({'loops': []}) is None)

cov = insitu.coverage({'a': A, 'b': B, 'failed': None})
check('means over the programs with an account',
      cov['n'] == 2 and near(cov['cpu_with_figure'], 0.4) and
      near(cov['user_with_figure'], (0.75 + 0.2) / 2),
      (cov['n'], cov['cpu_with_figure'], cov['user_with_figure']))
rest = list(cov['rest'].items())
check('the rest largest first',
      rest[0][0].startswith('the kernel') and near(rest[0][1], 0.3) and
      rest[1][0] == 'ld.so' and near(rest[1][1], 0.18) and near(cov['rest']['libc.so'], 0.02),
      rest)
check('the parts and the loops make the whole',
      near(sum(cov['rest'].values()) + cov['cpu_in_loops'], 1.0),
      sum(cov['rest'].values()) + cov['cpu_in_loops'])

out = io.StringIO()
with contextlib.redirect_stdout(out):
    insitu.print_coverage(cov)
text = out.getvalue()
check('printed: the CPU time share and the ceiling',
      '40.0%  (in any loop: 45.0%)' in text, text)
check('printed: the programs under half, with their run time',
      'under 50%: b 10.0% (2.0 ms a run)' in text and ' a 70.0%' not in text,
      text)
