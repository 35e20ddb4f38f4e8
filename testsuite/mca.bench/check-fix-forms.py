#!/usr/bin/env python3
"""Checks of models/gen/fix-forms.py on a model of two classes: a `*'
row derives its class from the op line's own class, so a later one
takes the place of an earlier; a `*&' row derives it from the class the
rows before it gave.
usage: check-fix-forms.py TOP; prints PASS:/FAIL: lines."""
import os
import subprocess
import sys
import tempfile

top = sys.argv[1]
script = os.path.join(top, 'models', 'gen', 'fix-forms.py')


def check(ok, what):
    print('%s: %s' % ('PASS' if ok else 'FAIL', what))


MODEL = '\n'.join([
    'model\tsmall',
    'resource\tP0\t1\t-1',
    'resource\tP1\t1\t-1',
    'sched\t1\tAlu\t1\t-\tP0:1\t1\t-',
    'sched\t2\tMul\t1\t-\tP1:1\t3\t-',
    'op\tADDA\t1',
    'op\tADDB\t1',
    'op\tMULA\t2',
    ''])
ROWS = '\n'.join([
    '# rows of the check',
    'small\t^ADD[AB]$\t-\t*+P1:1\tboth adds take P1 as well',
    'small\t^ADDA$\t-\t*+lat=4\ta later * row: P1 dropped',
    'small\t^ADDB$\t-\t*&+lat=4\ta *& row: P1 kept',
    'small\t^MULA$\t-\t*&+lat=5\ta *& row with no row before it',
    ''])


def classes(text):
    """Each opcode's class as (name, resources, latency)."""
    sched, ops = {}, {}
    for line in text.split('\n'):
        f = line.split('\t')
        if f[0] == 'sched' and len(f) > 6:
            sched[f[1]] = (f[2], f[5], f[6])
        elif f[0] == 'op' and len(f) > 2:
            ops[f[1]] = sched.get(f[2])
    return ops


def fix_forms(model, rows):
    """fix-forms.py run on the model file MODEL with the rows file ROWS."""
    return subprocess.run([sys.executable, script, 'small', model, rows],
                          capture_output=True, text=True,
                          cwd=os.path.dirname(script))


with tempfile.TemporaryDirectory() as tmp:
    model = os.path.join(tmp, 'small.model')
    rows = os.path.join(tmp, 'form-fixes')
    with open(model, 'w') as f:
        f.write(MODEL)
    with open(rows, 'w') as f:
        f.write(ROWS)
    run = fix_forms(model, rows)
    check(run.returncode == 0, 'fix-forms.py runs (%s)'
          % run.stderr.strip().replace('\n', ' '))
    ops = classes(run.stdout)
    adda, addb, mula = ops.get('ADDA'), ops.get('ADDB'), ops.get('MULA')
    check(adda is not None and adda[1] == 'P0:1' and adda[2] == '4',
          'a later * row takes the place of an earlier: ADDA %s' % (adda,))
    check(addb is not None and set(addb[1].split(',')) == {'P0:1', 'P1:1'}
          and addb[2] == '4',
          'a *& row keeps what the rows before it gave: ADDB %s' % (addb,))
    check(mula is not None and mula[1] == 'P1:1' and mula[2] == '5',
          'a *& row with no row before it sets the op line\'s own class: '
          'MULA %s' % (mula,))
    kept = [ln for ln in run.stdout.split('\n')
            if ln.startswith(('sched\t1\t', 'sched\t2\t'))]
    check(kept == [ln for ln in MODEL.split('\n')
                   if ln.startswith('sched')],
          'the model\'s own classes are kept as they were: %s' % kept)
    bad = os.path.join(tmp, 'bad-fixes')
    with open(bad, 'w') as f:
        f.write('small\t^ADDA$\tmem=bis\t*&+lat=4\ta *& row needs -\n')
    run = fix_forms(model, bad)
    check(run.returncode != 0 and '*&' in run.stderr,
          'a *& row with another WHEN is refused (%s)'
          % run.stderr.strip().replace('\n', ' '))
    # Rows that leave nothing in the model: one replaced on every line
    # it writes (line 2), one that matches nothing (line 4).  Rows a
    # *& row builds on (line 5, under line 6), or replaced on some of
    # their lines only (line 3: ADDB keeps it), are kept.
    lost = os.path.join(tmp, 'lost-fixes')
    with open(lost, 'w') as f:
        f.write('# rows of the check\n'
                'small\t^ADDA$\t-\t*+lat=2\treplaced below\n'
                'small\t^ADD[AB]$\t-\t*+P1:1\tkept for ADDB\n'
                'small\t^SUB$\t-\t*+lat=2\tno such opcode\n'
                'small\t^MULA$\t-\t*+P0:1\tbuilt on below\n'
                'small\t^MULA$\t-\t*&+lat=5\ta *& row\n'
                'small\t^ADDA$\t-\t*+lat=3\tthe later row\n')
    run = fix_forms(model, lost)
    named = sorted(int(ln.split(':')[1]) for ln in run.stderr.split('\n')
                   if ln.startswith(lost + ':'))
    check(run.returncode == 1 and named == [2, 4],
          'rows that leave nothing in the model are named by line, exit 1 '
          '(%d, lines %s: %s)' % (run.returncode, named,
                                  run.stderr.strip().replace('\n', ' ')))
    with open(lost, 'w') as f:
        f.write('# base-rows: big\n'
                'small\t^ADDA$\t-\t*+lat=2\tthe base\'s row\n'
                '# own-rows: small\n'
                'small\t^ADDA$\t-\t*+lat=3\tthe CPU\'s own\n')
    base = fix_forms(model, lost)
    check(base.returncode == 0,
          'a row from the base (make-models.sh marks them) that the '
          'CPU\'s own replace is not named (%s)'
          % base.stderr.strip().replace('\n', ' '))
    check('ADDA' in run.stdout and 'replace everything' in run.stderr
          and 'matches no opcode' in run.stderr,
          'the model is still written, and each row\'s problem is said')
