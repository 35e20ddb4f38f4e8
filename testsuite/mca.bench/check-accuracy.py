#!/usr/bin/env python3
"""Checks of bench/accuracy.py --from-dump (no compiling, no measuring:
the loops and their figures come from a small dump written here), and of
--list on files named on its command line (nothing measured).
usage: check-accuracy.py TOP; prints PASS:/FAIL:/UNSUPPORTED: lines."""
import importlib.util
import json
import os
import re
import subprocess
import sys
import tempfile

top = sys.argv[1]
script = os.path.join(top, 'bench', 'accuracy.py')


def check(ok, what):
    print('%s: %s' % ('PASS' if ok else 'FAIL', what))


def run(*args):
    return subprocess.run([sys.executable, script, '-j', '1'] + list(args),
                          capture_output=True, text=True)


def row(text, cls):
    """The figures (n, MAPE, tau) of the first predictor on the class
    line CLS of the report TEXT."""
    m = re.search(r'^%s\s+(\d+)\s+([0-9.]+)%%\s+(-?[0-9.]+)' % cls, text,
                  re.M)
    return (int(m.group(1)), float(m.group(2)), float(m.group(3))) \
        if m else None


# Two moves from the induction register (eliminated) and the addq: one
# cycle an iteration on znver4, so a measured 2.00 is 50% off.  The
# three independent addq and the fused pair: 1.00, measured 1.00.
HALF = ('.L2:\n\tmovl\t%eax, %ecx\n\tmovl\t%eax, %edx\n'
        '\taddq\t$1, %rax\n\tcmpq\t%rax, %r10\n\tje\t.L3\n.L3:\n')
EXACT = ('.L4:\n\taddq\t$1, %rbx\n\taddq\t$1, %rsi\n\taddq\t$1, %rax\n'
         '\tcmpq\t%rax, %r10\n\tje\t.L5\n.L5:\n')


def loop(src, line, body, measured, before, held_out):
    return {'src': src, 'line': line, 'tag': 'O2', 'body': body,
            'measured': measured, 'held_out': held_out, 'warnings': None,
            'pred': {'gcc-mca znver4': before}, 'vector': False,
            'memory': False, 'bound': 'throughput'}


with tempfile.TemporaryDirectory() as tmp:
    dump = os.path.join(tmp, 'dump.json')
    with open(dump, 'w') as f:
        # The dump's own predictions: HALF was 2.00 (exact), EXACT 1.50.
        # a.c's measurement warned (a branch measured on another path
        # in some copies).
        warned = loop('a.c', 3, HALF, 2.0, 2.0, False)
        warned['warnings'] = 'line 5: `je .L3\' measured as jne jumps in 1 of 9 copies'
        json.dump([warned, loop('b.c', 7, EXACT, 1.0, 1.5, True)], f)

    r = run('--from-dump', dump, '--model', 'znver4')
    check(r.returncode == 0, 'accuracy.py --from-dump runs')
    check(re.search(r'^accuracy: 2 loops from ', r.stdout, re.M)
          is not None, 'it takes the two loops of the dump')
    check(row(r.stdout, 'all') == (2, 25.0, 0.0),
          'all: 2 loops, 25.0% MAPE (one 50% off, one exact)')
    check(row(r.stdout, 'tuning set') == (1, 50.0, 0.0)
          and row(r.stdout, 'held-out set') == (1, 0.0, 0.0),
          'the split follows the dump\'s held_out')
    check(row(r.stdout, 'measure warned') == (1, 50.0, 0.0)
          and row(r.stdout, 'no warning') == (1, 0.0, 0.0),
          'loops whose measurement warned, and the others, apart')
    check(re.search(r'^\s+2\.00\s+1\.00\s+a\.c:3 \[O2\]', r.stdout, re.M)
          is not None, 'the worst loop: measured 2.00, predicted 1.00')
    check(re.search(r'1 loops better by more than 2 points, 1 worse',
                    r.stdout) is not None,
          'moves against the dump\'s predictions: one better, one worse')

    model = os.path.join(tmp, 'same.model')
    with open(model, 'w') as f:
        f.write('base\tznver4\n')
    out = os.path.join(tmp, 'again.json')
    r = run('--from-dump', dump, '--model-file', model, '--dump', out)
    check(r.returncode == 0 and 'gcc-mca same.model' in r.stdout
          and row(r.stdout, 'all') == (2, 25.0, 0.0),
          '--model-file predicts with the file (named after it)')
    again = json.load(open(out)) if os.path.exists(out) else []
    check([x['pred'].get('gcc-mca same.model') for x in again]
          == [1.0, 1.0] and [x['measured'] for x in again] == [2.0, 1.0],
          '--dump writes the loops again with the new predictions')

    # A loop whose measurement warned of a store placed by loaded data
    # is counted in its own class too.
    placed = os.path.join(tmp, 'placed.json')
    with open(placed, 'w') as f:
        histogram = loop('c.c', 5, HALF, 2.0, 2.0, False)
        histogram['warnings'] = ('line 4: `addl $1, (%rdi,%rax,4)\' writes '
                                 'where data the body loads says: copies '
                                 'that find the same value in the '
                                 'harness\'s data write one place')
        json.dump([histogram, loop('b.c', 7, EXACT, 1.0, 1.5, True)], f)
    r = run('--from-dump', placed, '--model', 'znver4')
    check(r.returncode == 0
          and row(r.stdout, 'data-placed stores') == (1, 50.0, 0.0)
          and row(r.stdout, 'all') == (2, 25.0, 0.0),
          'loops with a store placed by loaded data, apart')

    # Loops whose runs of gcc-mca-measure gave figures apart (two runs
    # 15% apart, or one run whose median lay 20% above its fastest
    # figure), and a loop whose runs agreed; a dump without the runs
    # puts a loop in neither.
    runs = os.path.join(tmp, 'runs.json')
    with open(runs, 'w') as f:
        apart = loop('a.c', 3, HALF, 2.0, 2.0, False)
        apart.update(runs=[2.0, 2.3], spread=0.01)
        spread = loop('c.c', 5, HALF, 2.0, 2.0, False)
        spread.update(runs=[2.0, 2.02], spread=0.2)
        agree = loop('b.c', 7, EXACT, 1.0, 1.5, True)
        agree.update(runs=[1.0, 1.01], spread=0.01)
        json.dump([apart, spread, agree, loop('d.c', 9, EXACT, 1.0, 1.0,
                                               True)], f)
    out = os.path.join(tmp, 'runs-again.json')
    r = run('--from-dump', runs, '--model', 'znver4', '--dump', out)
    check(r.returncode == 0
          and row(r.stdout, 'runs apart') == (2, 50.0, 0.0)
          and row(r.stdout, 'runs agree') == (1, 0.0, 0.0),
          'loops whose runs were apart, and those whose runs agreed')
    again = json.load(open(out)) if os.path.exists(out) else []
    check([x.get('runs') for x in again]
          == [[2.0, 2.3], [2.0, 2.02], [1.0, 1.01], None]
          and [x.get('spread') for x in again] == [0.01, 0.2, 0.01, None],
          '--dump keeps the runs and their spread, where the dump had them')

    # AVX-512 loops in classes of their own: one at 512 bits, one with
    # an instruction only AVX-512 encodes on ymm, one with AVX2 alone;
    # and the classes again by split.
    zmm = ('.L6:\n\tvaddps\t%zmm0, %zmm1, %zmm1\n\taddq\t$64, %rax\n'
           '\tcmpq\t%rax, %r10\n\tjne\t.L6\n')
    ternlog = ('.L7:\n\tvpternlogd\t$150, %ymm0, %ymm1, %ymm2\n'
               '\taddq\t$32, %rax\n\tcmpq\t%rax, %r10\n\tjne\t.L7\n')
    avx2 = ('.L8:\n\tvpaddd\t%ymm0, %ymm1, %ymm2\n\taddq\t$32, %rax\n'
            '\tcmpq\t%rax, %r10\n\tjne\t.L8\n')
    wide = os.path.join(tmp, 'wide.json')
    with open(wide, 'w') as f:
        json.dump([loop('d.c', 9, zmm, 1.0, 1.0, True),
                   loop('e.c', 4, ternlog, 1.0, 1.0, False),
                   loop('f.c', 6, avx2, 1.0, 1.0, True)], f)
    r = run('--from-dump', wide, '--model', 'sapphirerapids')
    check(r.returncode == 0
          and (row(r.stdout, 'AVX-512') or (0,))[0] == 2
          and (row(r.stdout, '512-bit') or (0,))[0] == 1
          and (row(r.stdout, 'vector, no AVX-512') or (0,))[0] == 1,
          'AVX-512 loops (zmm, or an instruction only AVX-512 encodes), '
          '512-bit loops and the other vector loops apart')
    split = re.search(r'^AVX-512\s+(\d+) .*%.*?\s+(\d+) .*%', r.stdout.split(
        'by split:')[-1], re.M) if 'by split:' in r.stdout else None
    check(split is not None and split.group(1) == '1'
          and split.group(2) == '1',
          'the classes by split: one AVX-512 loop tuned on, one held out')
    sys.path.insert(0, os.path.join(top, 'bench'))
    spec = importlib.util.spec_from_file_location('accuracy', script)
    accuracy = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(accuracy)
    avx512 = ['vmovdqu8\t(%rdi), %ymm1', 'kmovw\t%k1, %eax',
              'vpaddd\t%ymm17, %ymm1, %ymm2', 'vpmovsdb\t%ymm1, %xmm2',
              'vaddps\t(%rdi){1to8}, %ymm1, %ymm2',
              'vcvttps2uqq\t%xmm1, %ymm2']
    not_avx512 = ['vpmovsxbw\t%xmm1, %ymm2', 'vpcmpeqd\t%ymm1, %ymm2, %ymm3',
                  'vpalignr\t$4, %ymm1, %ymm2, %ymm3',
                  'vextractf128\t$1, %ymm1, %xmm2', 'popcntq\t%rax, %rax',
                  'vcvtps2ph\t$0, %ymm1, %xmm2']
    check(all(accuracy.uses_avx512('\t' + t) for t in avx512)
          and not any(accuracy.uses_avx512('\t' + t) for t in not_avx512),
          'AVX-512 told from AVX2 by registers, decorations and mnemonics')

    # --retest: the same loops measured twice.  HALF 2.00 then 2.20 (10%
    # apart), EXACT 1.00 both times, a third loop 1.50 then 3.00 (100%):
    # 36.67% apart on average; of the three pairs, HALF and the third
    # change places, so the two rank them to a tau-b of 1/3.  A loop of
    # one dump only is left out.
    third = '.L6:\n\timulq\t%rax, %rax\n\tdecq\t%rcx\n\tjne\t.L6\n'
    first = os.path.join(tmp, 'first.json')
    second = os.path.join(tmp, 'second.json')
    with open(first, 'w') as f:
        json.dump([loop('a.c', 3, HALF, 2.0, 2.0, True),
                   loop('b.c', 7, EXACT, 1.0, 1.5, True),
                   loop('c.c', 9, third, 1.5, 1.5, True),
                   loop('d.c', 2, '.L9:\n\tdecq\t%rdx\n\tjne\t.L9\n',
                        1.0, 1.0, True)], f)
    with open(second, 'w') as f:
        json.dump([loop('a.c', 3, HALF, 2.2, 2.0, True),
                   loop('b.c', 7, EXACT, 1.0, 1.5, True),
                   loop('c.c', 9, third, 3.0, 1.5, True)], f)
    r = run('--from-dump', first, '--model', 'znver4', '--retest', second)
    m = re.search(r'^  held out\s+(\d+)\s+([0-9.]+)%\s+(-?[0-9.]+)\s+'
                  r'(-?[0-9.]+)\s+(-?[0-9.]+)$', r.stdout, re.M)
    check(r.returncode == 0 and '(3 of these loops in both)' in r.stdout
          and m is not None and m.group(1) == '3'
          and m.group(2) == '36.67' and m.group(3) == '0.333',
          '--retest: two measurements of the same loops compared (3 '
          'loops, 36.67% apart, tau-b 0.333)')
    r = run('--from-dump', first, '--retest',
            os.path.join(tmp, 'missing.json'))
    check(r.returncode == 1 and 'not a --dump file' in r.stderr,
          '--retest: a file that is not a dump is refused')

    bad = os.path.join(tmp, 'bad.json')
    with open(bad, 'w') as f:
        f.write('[{"body": "nop"}]')
    r = run('--from-dump', bad)
    check(r.returncode == 1 and 'not a --dump file' in r.stderr,
          'a file without the dump\'s fields is refused')

    # FILE arguments (--list: which loops would be measured, nothing
    # timed): GCC's assembly with one innermost loop inside another, a
    # bare loop body as llvm-mca reads it, a file with no loop, and a C
    # file compiled with the plugin at each flag set.
    asm = os.path.join(tmp, 'nest.s')
    with open(asm, 'w') as f:
        f.write('\t.text\n\t.globl\tnest\n\t.type\tnest, @function\n'
                'nest:\n.L2:\n\txorl\t%eax, %eax\n.L3:\n'
                '\taddl\t$1, %eax\n\tcmpl\t%eax, %esi\n\tjne\t.L3\n'
                '\tsubl\t$1, %edi\n\tjne\t.L2\n\tret\n'
                '\t.size\tnest, .-nest\n')
    body = os.path.join(tmp, 'body.s')
    with open(body, 'w') as f:
        f.write('\taddq\t$1, %rax\n\timulq\t%rax, %rcx\n')
    empty = os.path.join(tmp, 'empty.s')
    with open(empty, 'w') as f:
        f.write('\t.text\nf:\n\tret\n')
    csrc = os.path.join(tmp, 'sum.c')
    with open(csrc, 'w') as f:
        f.write('long sum(const long *a, long n)\n{\n  long s = 0;\n'
                '  for (long i = 0; i < n; i++)\n    s += a[i];\n'
                '  return s;\n}\n')
    r = run('--list', asm, body, empty)
    check(r.returncode == 0
          and re.search(r'^nest\.s:7 \[asm\] held out, 3 instructions$',
                        r.stdout, re.M) is not None,
          '--list: the inner loop of GCC assembly, at its label\'s line')
    check(re.search(r'^body\.s:1 \[asm\] held out, 2 instructions$',
                    r.stdout, re.M) is not None,
          '--list: a bare body without a loop is one body')
    check('empty.s: no innermost loop' in r.stderr
          and re.search(r'^accuracy: 2 distinct loop bodies$', r.stdout,
                        re.M) is not None,
          '--list: a file without a loop is named and left out')
    what = '--list: a C file\'s loop, from the plugin, at its source line'
    if not os.path.exists(os.path.join(top, 'plugin', '.libs', 'mca.so')):
        # A build without shared libraries (the sanitizer build) has no
        # plugin to compile with.
        print('UNSUPPORTED: %s (no plugin/.libs/mca.so)' % what)
    else:
        r = run('--list', '--config', 'O2=-O2', csrc)
        check(r.returncode == 0
              and re.search(r'^sum\.c:4 \[O2\] held out, \d+ instructions$',
                            r.stdout, re.M) is not None, what)
    r = run('--from-dump', dump, csrc)
    check(r.returncode == 2 and 'exclude each other' in r.stderr,
          'FILE arguments and --from-dump are refused together')

# Which figure a body's runs settle on (settled, confirm), with a
# stand-in for gcc-mca-measure that gives figures from a list: nothing
# is timed.
spec = importlib.util.spec_from_file_location('accuracy', script)
acc = importlib.util.module_from_spec(spec)
spec.loader.exec_module(acc)
check(acc.settled([1.0115, 0.5024, 1.0984, 1.1645]) is None
      and acc.settled([2.01, 1.99, 2.79, 1.07]) == 1.99,
      'settled: the fastest figure another confirms within 5%, '
      'none for figures all apart (not the fastest)')
# Ties in prediction: 1.0, 1.1 and 1.2 measured, all predicted 1.0, and
# 2.0 predicted 2.0: three pairs of six tied in prediction alone, the
# other three in order, so tau-b = 3 / sqrt(6 * 3) and no better with
# those ties; a fifth loop measured 1.5 and predicted 3.0 puts one pair
# out of order (with the 2.0): 6 in order, 1 not, 3 tied of 10.
share, ceiling = acc.tie_ceiling([1.0, 1.1, 1.2, 2.0], [1.0, 1.0, 1.0, 2.0])
check(abs(share - 0.5) < 1e-9 and abs(ceiling - 3 / 18 ** 0.5) < 1e-9,
      'tie_ceiling: half the pairs tied in prediction, tau-b at most 0.707')
measured, predicted = [1.0, 1.1, 1.2, 2.0, 1.5], [1.0, 1.0, 1.0, 2.0, 3.0]
share, ceiling = acc.tie_ceiling(measured, predicted)
check(abs(share - 0.3) < 1e-9 and abs(ceiling - 7 / 70 ** 0.5) < 1e-9
      and abs(acc.kendall_tau(measured, predicted) - 5 / 70 ** 0.5) < 1e-9,
      'tie_ceiling: the pairs out of order count in the ceiling, '
      'not in tau-b')
given = []


def fake_run(b, runs):
    figure = given.pop(0)
    return figure, {'spread': 0.01, 'body': b['text'] + '#%g' % figure,
                    'warnings': None}


acc.run_measure = fake_run
b = {'text': 'addq $1, %rax\n'}
cache = {}
# Pass 2's 1.07, 20% faster than 1.99, is run twice more (2.79, 2.5).
given[:] = [1.99, 1.07, 2.79, 2.5]
acc.measure(b, 9, cache, 1)
acc.measure(b, 9, cache, 2)
given[:] = [2.02, 5.0]
m = acc.confirm(b, 9, cache)
check(m['cycles'] == 1.99 and m['all'] == [1.99, 1.07, 2.79, 2.5, 2.02]
      and given == [5.0] and m['body'].endswith('#1.99'),
      'confirm: more runs until two agree, the kept figure\'s words kept')
b2 = {'text': 'addq $2, %rax\n'}
given[:] = [1.0, 2.0, 3.0, 4.0, 5.0]
acc.measure(b2, 9, cache, 1)
m = acc.confirm(b2, 9, cache)
check(m['cycles'] is None and m['tries'] == acc.CONFIRM_RUNS
      and given == [5.0]
      and acc.confirm(b2, 9, cache)['tries'] == acc.CONFIRM_RUNS,
      'confirm: a body no run settles stays unsettled, measured no more')

# The body as the harness ran it: branches measured falling through, or
# jumping in fewer than half the copies, jump nowhere in the text the
# models read (on a path a branch to the next label is taken, and so is
# the back edge); one the harness ran jumping in most copies stays.
measured_body = ('.L7:\n\tcmpl\t$1, %eax\n'
                 '\tja\t.L6\t# taken in the loop; measured as ja, '
                 'falling through\n.L6:\n\tcmpl\t$2, %eax\n'
                 '\tjb\t.L5\t# measured as jae, jumping in 30 of 40 copies\n'
                 '.L5:\n\tcmpl\t$3, %eax\n'
                 '\tjbe\t.L4\t# measured as ja, jumping in 3 of 40 copies\n'
                 '.L4:\n\taddq\t$1, %rax\n\tcmpq\t%rax, %rdx\n'
                 '\tjne\t.L7\t# taken in the loop; measured as je, '
                 'falling through\n')
as_run = acc.as_measured(measured_body).split('\n')
check(as_run[2].startswith('\tja\t.Lmca_not_taken\t# taken in the loop')
      and as_run[5].startswith('\tjb\t.L5\t')
      and as_run[8].startswith('\tjbe\t.Lmca_not_taken\t')
      and as_run[12].startswith('\tjne\t.Lmca_not_taken\t')
      and len(as_run) == len(measured_body.split('\n')),
      'as_measured: a branch run falling through, or jumping in few '
      'copies, jumps nowhere, the back edge too; one jumping in most '
      'stays')
