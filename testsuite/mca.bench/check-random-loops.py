#!/usr/bin/env python3
"""check-random-loops.py TOP - checks of bench/random-loops.py that do
not time anything: the same seed draws the same bodies, different seeds
different ones, every kind of template turns up, and every body drawn is
accepted by gcc-mca on each model the benchmark may use and by
gcc-mca-measure's harness (-print-body, which builds it but runs nothing).
Prints PASS:/FAIL: lines for random-loops.exp."""
import importlib.util
import os
import random
import subprocess
import sys

top = sys.argv[1]
spec = importlib.util.spec_from_file_location(
    'random_loops', os.path.join(top, 'bench', 'random-loops.py'))
rl = importlib.util.module_from_spec(spec)
spec.loader.exec_module(rl)

KINDS = ('scalar', 'memory', 'vector')
COUNT = 60
MODELS = ('haswell', 'skylake', 'skylake-avx512', 'icelake-server',
          'alderlake', 'sapphirerapids', 'znver3', 'znver4')


def check(name, ok, detail=''):
    print('%s: %s%s' % ('PASS' if ok else 'FAIL', name,
                        '' if ok else ' (%s)' % detail))


def draw(seed):
    rng = random.Random(seed)
    return [rl.body(rng, KINDS) for _ in range(COUNT)]


bodies = draw(1)
check('random-loops: seed 1 draws the same bodies twice', bodies == draw(1))
check('random-loops: seeds 1 and 2 draw different bodies',
      bodies != draw(2))
sizes = [sum(1 for ln in b.split('\n') if ln.startswith('\t'))
         for b in bodies]
check('random-loops: bodies of 4 to 10 instructions',
      min(sizes) >= 4 and max(sizes) <= 10, '%d..%d' % (min(sizes),
                                                        max(sizes)))
text = ''.join(bodies)
for what, needle in (('a fused pair', 'jne'), ('a load', '(%rsi)'),
                     ('a store', '(%rdi'), ('a vector operation', '%ymm'),
                     ('a multiply', 'imulq')):
    check('random-loops: %s among %d bodies' % (what, COUNT), needle in text)

mca = os.path.join(top, 'gcc-mca')
for model in MODELS:
    bad = []
    for b in bodies:
        p = subprocess.run([mca, '-mcpu=' + model, '-iterations=10', '-'],
                           input=b, capture_output=True, text=True)
        if p.returncode != 0:
            bad.append(p.stderr.strip().split('\n')[0])
    check('random-loops: gcc-mca -mcpu=%s accepts all %d bodies'
          % (model, COUNT), not bad, bad[0] if bad else '')

measure = os.path.join(top, 'gcc-mca-measure')
bad = []
for b in bodies:
    p = subprocess.run([measure, '-print-body', '-'], input=b,
                       capture_output=True, text=True)
    if p.returncode != 0:
        bad.append(p.stderr.strip().split('\n')[0])
check('random-loops: gcc-mca-measure builds all %d bodies' % COUNT,
      not bad, bad[0] if bad else '')
