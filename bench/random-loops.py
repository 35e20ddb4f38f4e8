#!/usr/bin/env python3
"""random-loops.py - random small loop bodies measured on this machine
and predicted by gcc-mca (and llvm-mca).

usage: random-loops.py [--count N] [--seed S] [--model MODEL]
                       [--llvm-mcpu CPU] [--runs N] [--kinds K,...]
                       [--worst N] [--dump FILE]

Compiled loops mix many effects at once; a body of four to eight
instructions drawn at random from a few kinds isolates them.  Each body
is a straight run of integer operations (independent counters, chains
through two registers, moves the renamer may eliminate, zero idioms,
multiplies, lea), loads and load-ops from a fixed address, stores (plain
and indexed) and, with --kinds vector, AVX adds, multiplies, FMAs and
vector loads and stores (in half the bodies); most end with a compare or
an add fused with the jump (never taken).  Every body is run --runs times under
gcc-mca-measure; a figure counts when the second fastest run confirms
the fastest within 3% (on a shared machine a run now and then reads
slow, or fast), else the body is left out as unsettled.

The report gives MAPE and Kendall's tau-b per predictor, overall and by
class (with or without memory operations, a fused pair, a vector
operation) and the worst-predicted bodies, to find what a model misses:
a rule measured this way becomes a model test in testsuite/mca.models.
The same seed gives the same bodies on every machine.
"""
import argparse
import concurrent.futures
import json
import os
import random
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import accuracy  # noqa: E402  (predict, kendall_tau, run_tool, TOP)

# Registers holding values; %rsi and %rdi hold addresses, %r13 an index,
# %r10 a value compared against, %r14/%r15 counters of the fused pairs.
VALUES = ['rax', 'rbx', 'rcx', 'rdx', 'r8', 'r9', 'r11', 'r12']
LOW32 = {'rax': 'eax', 'rbx': 'ebx', 'rcx': 'ecx', 'rdx': 'edx',
         'r8': 'r8d', 'r9': 'r9d', 'r11': 'r11d', 'r12': 'r12d'}

# (weight, template): {a} {b} value registers (distinct), {a32} {b32}
# their low halves, {x} {y} {z} ymm registers.
SCALAR = [
    (5, 'addq\t$1, %{a}'),
    (4, 'addq\t%{b}, %{a}'),
    (2, 'xorl\t%{b32}, %{a32}'),
    (1, 'subq\t%{b}, %{a}'),
    (1, 'andq\t$255, %{a}'),
    (1, 'shlq\t$3, %{a}'),
    (1, 'leaq\t8(%{a},%{b},4), %{a}'),
    (2, 'cmpq\t%{a}, %r10'),
    (2, 'movl\t%{b32}, %{a32}'),
    (1, 'xorl\t%{a32}, %{a32}'),
    (1, 'imulq\t%{b}, %{a}'),
]
MEMORY = [
    (2, 'movq\t8(%rsi), %{a}'),
    (1, 'movzbl\t3(%rsi), %{a32}'),
    (1, 'addq\t16(%rsi), %{a}'),
    (1, 'movl\t%{a32}, 16(%rdi)'),
    (1, 'movl\t%{a32}, (%rdi,%r13,4)'),
]
VECTOR = [
    (3, 'vaddps\t%{y}, %{x}, %{x}'),
    (2, 'vmulps\t%{y}, %{z}, %{x}'),
    (2, 'vfmadd231ps\t%{y}, %{z}, %{x}'),
    (1, 'vpaddd\t%{y}, %{x}, %{x}'),
    (1, 'vxorps\t%{x}, %{x}, %{x}'),
    (2, 'vmovups\t64(%rsi), %{x}'),
    (1, 'vmovups\t%{x}, 96(%rdi)'),
]
ENDINGS = [
    (3, ['cmpq\t%rax, %r10', 'jne\t.L1']),
    (2, ['addq\t$1, %r14', 'jne\t.L1']),
    (1, ['decq\t%r15', 'jne\t.L1']),
]


def pick(rng, table):
    return rng.choices([t for _, t in table], [w for w, _ in table])[0]


def body(rng, kinds):
    pool = list(SCALAR)
    if 'memory' in kinds:
        pool += MEMORY
    if 'vector' in kinds and rng.random() < 0.5:
        pool += VECTOR
    lines = []
    for _ in range(rng.randint(4, 8)):
        a, b = rng.sample(VALUES, 2)
        x, y, z = ('ymm%d' % k for k in rng.sample(range(8), 3))
        lines.append(pick(rng, pool).format(a=a, b=b, a32=LOW32[a],
                                            b32=LOW32[b], x=x, y=y, z=z))
    if rng.random() < 0.6:
        lines += pick(rng, ENDINGS)
        return ''.join('\t%s\n' % ln for ln in lines) + '.L1:\n'
    return ''.join('\t%s\n' % ln for ln in lines)


def as_run(body):
    """BODY as gcc-mca-measure runs it, for the models: its jump to the
    label after it is the last instruction, which the harness takes for
    the back edge and runs falling through (never taken, as drawn), the
    copies going round by falling into the next.  The models take a
    body's last branch for a taken back edge unless a label names the
    body's head and the branch goes elsewhere (sim/asm_branches.c): so
    the head is named and the branch made to jump nowhere in the text
    (accuracy.as_measured does the same for the corpus's bodies)."""
    if '\tjne\t.L1\n' not in body:
        return body
    return '.Lmca_head:\n' + body.replace('\tjne\t.L1\n',
                                          '\tjne\t.Lmca_not_taken\n')


def measure(text, runs):
    """The fastest of RUNS runs when the second fastest confirms it within
    3%, else None."""
    figures = []
    for _ in range(runs):
        rc, out, _ = accuracy.run_tool(
            [os.path.join(accuracy.TOP, 'gcc-mca-measure'), '-json', '-'],
            text)
        if rc != 0:
            return None
        figures.append(json.loads(out)['CyclesPerIteration'])
    f = sorted(figures)
    return f[0] if len(f) > 1 and f[1] <= f[0] * 1.03 else None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--count', type=int, default=150,
                    help='bodies to draw (default 150)')
    ap.add_argument('--seed', type=int, default=1,
                    help='random seed (default 1)')
    ap.add_argument('--model', default='native',
                    help='gcc-mca -mcpu (default: this machine\'s model)')
    ap.add_argument('--llvm-mcpu', default='native',
                    help='llvm-mca -mcpu (default native)')
    ap.add_argument('--runs', type=int, default=4,
                    help='measurements per body (default 4)')
    ap.add_argument('--kinds', default='scalar,memory,vector',
                    help='template pools to draw from')
    ap.add_argument('--worst', type=int, default=15,
                    help='worst-predicted bodies to list (default 15)')
    ap.add_argument('--dump', metavar='FILE',
                    help='write every body and its figures as JSON')
    a = ap.parse_args()
    for need in ('gcc-mca', 'gcc-mca-measure'):
        if not os.path.exists(os.path.join(accuracy.TOP, need)):
            sys.exit('random-loops: %s is missing (build first)' % need)
    rng = random.Random(a.seed)
    kinds = a.kinds.split(',')
    bodies = [body(rng, kinds) for _ in range(a.count)]

    rows = []
    unsettled = 0
    for text in bodies:
        m = measure(text, a.runs)
        if m is None:
            unsettled += 1
            continue
        rows.append({'body': text, 'measured': m, 'pred': {}})

    tools = accuracy.predictors(a.model, a.llvm_mcpu)

    def work(r):
        for name, cmd in tools.items():
            r['pred'][name] = accuracy.predict(cmd, as_run(r['body']))
        return r

    with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 2) as ex:
        rows = list(ex.map(work, rows))

    print('random-loops: %d bodies (seed %d), measured %d, unsettled %d\n'
          % (a.count, a.seed, len(rows), unsettled))
    classes = [
        ('all', lambda r: True),
        ('memory', lambda r: '(' in r['body']),
        ('no memory', lambda r: '(' not in r['body']),
        ('fused pair', lambda r: 'jne' in r['body']),
        ('no branch', lambda r: 'jne' not in r['body']),
        ('vector', lambda r: '%ymm' in r['body']),
        ('scalar', lambda r: '%ymm' not in r['body']),
    ]
    accuracy.print_classes(rows, tools, classes, 12)

    first = next(iter(tools))
    scored = [r for r in rows if r['pred'].get(first) is not None]
    scored.sort(key=lambda r: -abs(r['pred'][first] - r['measured'])
                / r['measured'])
    print('\nworst %d for %s (measured, predicted):' % (a.worst, first))
    for r in scored[:a.worst]:
        print('  %6.2f %6.2f  %s' % (r['measured'], r['pred'][first],
                                     r['body'].replace('\n', '; ')
                                     .replace('\t', ' ').strip('; ')))
    if a.dump:
        with open(a.dump, 'w') as f:
            json.dump(rows, f, indent=1)


if __name__ == '__main__':
    main()
