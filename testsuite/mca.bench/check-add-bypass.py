#!/usr/bin/env python3
"""Checks of models/gen/add-bypass.py's domain rows on a model of four
classes: each domain's classes name their write id and read the
other's a cycle late, a class of neither stays as it was, a class the
core lacks takes nothing, and rows that give one id two domains or no
whole number of cycles are refused.
usage: check-add-bypass.py TOP; prints PASS:/FAIL: lines."""
import os
import subprocess
import sys
import tempfile

top = sys.argv[1]
script = os.path.join(top, 'models', 'gen', 'add-bypass.py')


def check(ok, what):
    print('%s: %s' % ('PASS' if ok else 'FAIL', what))


MODEL = '\n'.join([
    'model\tsmall',
    'resource\tP0\t1\t-1',
    '# Scheduling classes',
    'sched\t1\tIntAdd\t1\t-\tP0:1\t1\t-',
    'sched\t2\tFpAdd\t1\t-\tP0:1\t3\t0:2',
    'sched\t3\tLoad\t1\t-\tP0:1\t5\t-',
    'sched\t4\tIntZ\tinvalid\t-\t-\t-\t-',
    ''])


def run(rows):
    with tempfile.TemporaryDirectory() as tmp:
        model = os.path.join(tmp, 'small.model')
        fixes = os.path.join(tmp, 'class-fixes')
        with open(model, 'w') as f:
            f.write(MODEL)
        with open(fixes, 'w') as f:
            f.write('\n'.join(rows) + '\n')
        return subprocess.run([sys.executable, script, 'small', model,
                               fixes], capture_output=True, text=True)


def classes(text):
    """Each class's (latencies, read advances) by name."""
    out = {}
    for line in text.split('\n'):
        f = line.split('\t')
        if f[0] == 'sched':
            out[f[2]] = (f[6], f[7])
    return out


DOMAINS = ['small\t^Int\tdomain\t1:1\tthe integer side',
           'small\t^Fp\tdomain\t2:1\tthe FP side']
r = run(DOMAINS)
got = classes(r.stdout)
check(r.returncode == 0, 'add-bypass.py takes domain rows')
check(got.get('IntAdd') == ('1/1', '*:-1/2'),
      'an integer class writes id 1 and reads id 2 a cycle late: %s'
      % (got.get('IntAdd'),))
check(got.get('FpAdd') == ('3/2', '0:2,*:-1/1'),
      'an FP class writes id 2 and reads id 1 a cycle late, its own '
      'advance kept: %s' % (got.get('FpAdd'),))
check(got.get('Load') == ('5', '-'),
      'a class of neither domain is left as it was: %s' % (got.get('Load'),))
check(got.get('IntZ') == ('-', '-'),
      'a class the core lacks takes no id: %s' % (got.get('IntZ'),))
check('read 1 cycle(s) late' in r.stdout,
      'the model says what the ids are for')

r = run(['small\t^Int\tdomain\t1:1\tthe integer side',
         'small\t^Fp\tdomain\t1:2\tthe same id again'])
check(r.returncode != 0 and 'write id 1 has two domain rows' in r.stderr,
      'two domain rows of one write id are refused: %s' % r.stderr.strip())
r = run(['small\t^Int\tdomain\t1:1\tthe integer side',
         'small\t^Fp\tdomain\t2:-1\tearly is bypass, not a domain'])
check(r.returncode != 0 and 'above 0' in r.stderr,
      'a domain row of no whole number of cycles is refused: %s'
      % r.stderr.strip())
