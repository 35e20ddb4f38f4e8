#!/usr/bin/env python3
"""Checks of bench/micro-loops.py (no measurement: predictions only).
usage: check-micro-loops.py TOP; prints PASS:/FAIL: lines."""
import glob
import os
import re
import subprocess
import sys
import tempfile

top = sys.argv[1]
script = os.path.join(top, 'bench', 'micro-loops.py')


def check(ok, what):
    print('%s: %s' % ('PASS' if ok else 'FAIL', what))


def run(*args):
    return subprocess.run([sys.executable, script] + list(args),
                          capture_output=True, text=True)


# The shipped set: a row per body, its measured figure from the header.
files = sorted(glob.glob(os.path.join(top, 'bench', 'micro', '*.s')))
r = run()
check(r.returncode == 0, 'micro-loops.py runs over bench/micro')
rows = {}
for line in r.stdout.splitlines():
    m = re.match(r'^(\S+\.s)\s+([0-9.]+)\s+([0-9.]+)$', line)
    if m:
        rows[m.group(1)] = (float(m.group(2)), float(m.group(3)))
check(len(files) > 0 and len(rows) == len(files),
      'a row for each of the %d bodies' % len(files))
same = True
for f in files:
    meas = re.search(r'^# MEASURED: (\S+)', open(f).read(), re.M)
    row = rows.get(os.path.basename(f))
    if not meas or not row or abs(row[0] - float(meas.group(1))) > 0.005:
        same = False
check(same, 'each row shows its header\'s measured figure')
check(re.search(r'^%d bodies: MAPE [0-9.]+%%, Kendall tau' % len(files),
                r.stdout, re.M) is not None, 'the summary line counts them')

with tempfile.TemporaryDirectory() as tmp:
    # Two moves from the induction register (eliminated) and the addq:
    # one cycle an iteration, so a measured 2.00 is 50% off.
    body = os.path.join(tmp, 'half.s')
    with open(body, 'w') as f:
        f.write('# CPU: znver4\n# MEASURED: 2.00\n1:\n'
                '\tmovl\t%eax, %ecx\n\tmovl\t%eax, %edx\n'
                '\taddq\t$1, %rax\n\tcmpq\t%rax, %r10\n\tjne\t1b\n')
    r = run(body)
    check(r.returncode == 0 and 'half.s' in r.stdout
          and re.search(r'^1 bodies: MAPE 50\.0%', r.stdout, re.M),
          'a body predicted at 1.00 and measured at 2.00 is 50.0% off')
    bad = os.path.join(tmp, 'bad.s')
    with open(bad, 'w') as f:
        f.write('# CPU: znver4\n\taddq\t$1, %rax\n')
    r = run(bad)
    check(r.returncode == 1 and 'no CPU or MEASURED line' in r.stderr,
          'a body without a MEASURED line is refused')
