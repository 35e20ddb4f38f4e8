#!/usr/bin/env python3
"""Checks of models/gen/fix-classes.py on a model of three classes: rows
change the classes their regex matches, the first row of a kind that
takes one class at most (lat) wins, and a row that changes no class (its
regex matches none, or a row before it of its kind takes every class it
matches) is named by its line, with exit status 1.
usage: check-fix-classes.py TOP; prints PASS:/FAIL: lines."""
import os
import subprocess
import sys
import tempfile

top = sys.argv[1]
script = os.path.join(top, 'models', 'gen', 'fix-classes.py')


def check(ok, what):
    print('%s: %s' % ('PASS' if ok else 'FAIL', what))


MODEL = '\n'.join([
    'model\tsmall',
    'resource\tP0\t1\t-1',
    'resource\tP1\t1\t-1',
    'sched\t1\tWriteAlu\t1\t-\tP0:1\t1\t-',
    'sched\t2\tWriteMul\t1\t-\tP1:1\t3\t-',
    'sched\t3\tWriteMulLd\t1\t-\tP1:1\t8\t-',
    'op\tADD\t1',
    'op\tMUL\t2',
    'op\tMULm\t3',
    ''])


def run(rows, tmp):
    model = os.path.join(tmp, 'small.model')
    fixes = os.path.join(tmp, 'class-fixes')
    with open(model, 'w') as f:
        f.write(MODEL)
    with open(fixes, 'w') as f:
        f.write('# rows of the check\n' + rows)
    r = subprocess.run([sys.executable, script, 'small', model, fixes],
                       capture_output=True, text=True,
                       cwd=os.path.dirname(script))
    named = sorted(int(ln.split(':')[1]) for ln in r.stderr.split('\n')
                   if ln.startswith(fixes + ':'))
    return r, named


def latency(text, name):
    for line in text.split('\n'):
        f = line.split('\t')
        if f[0] == 'sched' and f[2] == name:
            return f[6]
    return None


with tempfile.TemporaryDirectory() as tmp:
    r, named = run('small\t^WriteMul\tlat\t4\tboth multiplies\n'
                   'small\t^WriteMulLd\tlat\t9\tthe load form\n', tmp)
    # Line 3: WriteMulLd took line 2's latency first, so it changes
    # nothing.
    check(latency(r.stdout, 'WriteMul') == '4'
          and latency(r.stdout, 'WriteMulLd') == '4',
          'the first lat row that matches a class gives its latency '
          '(%s, %s)' % (latency(r.stdout, 'WriteMul'),
                        latency(r.stdout, 'WriteMulLd')))
    check(r.returncode == 1 and named == [3],
          'a row that rows before it of its kind leave nothing to change '
          'is named by its line, exit 1 (%d, lines %s)'
          % (r.returncode, named))
    r, named = run('small\t^WriteMulLd\tlat\t9\tthe load form first\n'
                   'small\t^WriteMul\tlat\t4\tthen the others\n'
                   'small\t^WriteDiv\tlat\t20\tno such class\n'
                   'small\t^WriteAlu\\t\tset\tP1:1\tthe add on both\n', tmp)
    check(named == [4] and 'changes no class' in r.stderr,
          'a row whose regex matches no class is named (lines %s)' % named)
    check(latency(r.stdout, 'WriteMulLd') == '9'
          and latency(r.stdout, 'WriteMul') == '4'
          and 'P0:1,P1:1' in [ln.split('\t')[5] for ln in
                              r.stdout.split('\n')
                              if ln.startswith('sched\t1\t')],
          'the model is still written with the rows that apply')
    # make-models.sh marks the rows a CPU takes from its base, which
    # the CPU's own may replace: line 4 is not named.
    r, named = run('small\t^WriteMulLd\tlat\t9\tthe CPU\'s own row\n'
                   '# base-rows: big\n'
                   'small\t^WriteMulLd\tlat\t7\tthe base\'s row\n'
                   '# own-rows: small\n'
                   'small\t^WriteMul\tlat\t4\tthe others\n', tmp)
    check(r.returncode == 0 and not named
          and latency(r.stdout, 'WriteMulLd') == '9',
          'a row from the base that the CPU\'s own replace is not named '
          '(%d, lines %s)' % (r.returncode, named))
    r, named = run('small\t^WriteMulLd\tlat\t9\tthe load form first\n'
                   'small\t^WriteMul\tlat\t4\tthen the others\n', tmp)
    check(r.returncode == 0 and not named,
          'rows that each change a class pass (%d: %s)'
          % (r.returncode, r.stderr.strip().replace('\n', ' ')))
