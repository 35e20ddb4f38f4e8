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
    r = subprocess.run([sys.executable, script, '--predict-only', f.name],
                       capture_output=True, text=True)
finally:
    os.unlink(f.name)
check(r.returncode == 0, 'form-check.py --predict-only runs')
rows = {}
for line in r.stdout.splitlines():
    m = re.match(r'^(\S+ \S+)\s+(.*\S)\s+([0-9.]+)$', line)
    if m:
        rows[m.group(1)] = (m.group(2), float(m.group(3)))
check(sorted(rows) == ['addl R,R', 'addq I,R', 'cmpq R,R', 'movl M,R'],
      'one row per form, branches and divisions left out: %s'
      % sorted(rows))
check('4 forms' in r.stdout, 'the count of forms')
# Four addl %ecx, %edx in a row are a chain of four 1-cycle additions;
# four compares of the same registers run four to a cycle.
check(rows.get('addl R,R', ('', 0))[1] == 4.0,
      'four addl %ecx, %edx: a 4-cycle chain')
check(rows.get('cmpq R,R', ('', 0))[1] == 1.0,
      'four cmpq: one cycle')
r = subprocess.run([sys.executable, script, '--predict-only'],
                   capture_output=True, text=True)
check(r.returncode != 0 and 'dump' in r.stderr,
      'no input: a usage error naming --dump')
