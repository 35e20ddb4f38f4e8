#!/usr/bin/env python3
"""Checks of bench/form-check.py (no measurement: --predict-only).
usage: check-form-check.py TOP; prints PASS:/FAIL: lines."""
import os
import re
import subprocess
import sys
import tempfile

top = sys.argv[1]
script = os.path.join(top, 'bench', 'form-check.py')


def check(ok, what):
    print('%s: %s' % ('PASS' if ok else 'FAIL', what))


# Two addl of one form, a load, a branch and a division: the branch and
# the division are left out, the two addl make one form.
body = """.L1:
\tmovl\t(%rsi,%rax,4), %ecx
\taddl\t%ecx, %edx
\taddl\t%ecx, %edx
\taddq\t$1, %rax
\tcmpq\t%rax, %rdi
\tjne\t.L1
\tidivl\t%ecx
"""
with tempfile.NamedTemporaryFile('w', suffix='.s', delete=False) as f:
    f.write(body)
try:
    r = subprocess.run([sys.executable, script, '--predict-only',
                        '--model', 'znver4', f.name],
                       capture_output=True, text=True)
finally:
    os.unlink(f.name)
check(r.returncode == 0, 'form-check.py --predict-only runs')
rows = {}
for line in r.stdout.splitlines():
    m = re.match(r'^(\S+ \S+)\s+(chain|apart)\s+(.*\S)\s+([0-9.]+)$', line)
    if m:
        rows[(m.group(1), m.group(2))] = float(m.group(4))
forms = sorted({f for f, _ in rows})
check(forms == ['addl R,R', 'addq I,R', 'cmpq R,R', 'movl M,R'],
      'one form each, branches and divisions left out: %s' % forms)
check('4 forms, 8 bodies' in r.stdout, 'the count of forms and bodies')
# Four addl %ecx, %edx in a row are a chain of four 1-cycle additions;
# apart, each into a register of its own, they run four to a cycle, as
# four compares do either way.
check(rows.get(('addl R,R', 'chain')) == 4.0,
      'four addl %ecx, %edx: a 4-cycle chain')
check(rows.get(('addl R,R', 'apart')) == 1.0,
      'four addl %ecx into four registers: one cycle')
check(rows.get(('cmpq R,R', 'chain')) == 1.0,
      'four cmpq: one cycle')
r = subprocess.run([sys.executable, script, '--predict-only'],
                   capture_output=True, text=True)
check(r.returncode != 0 and 'dump' in r.stderr,
      'no input: a usage error naming --dump')

# --reference: the figures come from uops.info's table (here the few
# rows of alderlakep.csv beside this script), not from the host's clock.
# Four chained addl are 4 cycles in both; four chained vaddps 12 by the
# table's latency 3, 8 by the sapphirerapids model's 2 (measured on an
# Emerald Rapids host); apart, two ports take them at 2.00.
here = os.path.dirname(os.path.abspath(__file__))
body = """.L1:
\taddl\t%ecx, %edx
\tvaddps\t%ymm1, %ymm0, %ymm0
\tjne\t.L1
"""
with tempfile.NamedTemporaryFile('w', suffix='.s', delete=False) as f:
    f.write(body)
try:
    r = subprocess.run([sys.executable, script, '--reference', 'alderlakep',
                        '--uops-info', here, '--model', 'sapphirerapids',
                        f.name], capture_output=True, text=True)
    bad = subprocess.run([sys.executable, script, '--reference', 'nosuch',
                          '--uops-info', here, f.name],
                         capture_output=True, text=True)
finally:
    os.unlink(f.name)
check(r.returncode == 0 and 'uops.info' in r.stdout.splitlines()[0],
      '--reference runs, its column named uops.info')
rows = {}
for line in r.stdout.splitlines():
    m = re.match(r'^(\S+ \S+)\s+(chain|apart)\s+.*\s([0-9.]+)\s+([0-9.]+)$',
                 line)
    if m:
        rows[(m.group(1), m.group(2))] = (float(m.group(3)),
                                          float(m.group(4)))
check(rows.get(('addl R,R', 'chain')) == (4.0, 4.0),
      'four chained addl: 4 cycles by the table and the model')
check(rows.get(('vaddps X,X,X', 'chain')) == (12.0, 8.0),
      "four chained vaddps: 12 by the table's latency 3, 8 by the model")
check(rows.get(('vaddps X,X,X', 'apart')) == (2.0, 2.0),
      'four vaddps apart: 2 cycles on two ports')
check('bounded from alderlakep' in r.stdout,
      'the summary names the table')
check(bad.returncode != 0 and 'nosuch' in bad.stderr,
      'a table that is not there: a usage error naming it')
