#!/usr/bin/env python3
"""synth.py - a synthetic build for gcc-mca-report: N loops in record
files of the plugin's format (version 2), with their source files.

    synth.py DIR [N] [LOOPS_PER_FILE]

Writes DIR/src/fileNNN.c (one function a loop) and DIR/records/*.json.
The bodies are a few of GCC's usual loops, each with the bounds and
figures the plugin gives them; the counts vary so that the ranking has
something to do.  Used by the 5,000-loop test of check.py."""

import json
import os
import sys

# (name, body, cycles, rthroughput, ipc, bounds, chain, loop_carried)
BODIES = [
    ('dot', ['.L3:', '\tmovsd\t(%rdi,%rax), %xmm0',
             '\tmulsd\t(%rsi,%rax), %xmm0', '\taddq\t$8, %rax',
             '\taddsd\t%xmm0, %xmm1', '\tcmpq\t%rax, %rdx', '\tjne\t.L3'],
     3.0, 1.0, 2.0,
     [('dependency', 3.0, '%xmm1'), ('ports', 1.0, 'Zn4Load'),
      ('frontend', 0.83, 'dispatch width 6, 5 uops')],
     [(3, 'addsd', '%xmm1')], True),
    ('saxpy', ['.L9:', '\tmovss\t(%rsi,%rax), %xmm1',
               '\tmulss\t%xmm0, %xmm1', '\taddss\t(%rdi,%rax), %xmm1',
               '\tmovss\t%xmm1, (%rdi,%rax)', '\taddq\t$4, %rax',
               '\tcmpq\t%rdx, %rax', '\tjne\t.L9'],
     1.0, 1.0, 7.0,
     [('ports', 1.0, 'Zn4Store'), ('frontend', 1.0,
                                   'dispatch width 6, 6 uops'),
      ('dependency', 1.0, '%rax')],
     [(4, 'addq', '%rax')], True),
    ('sum', ['.L5:', '\taddl\t(%rdi,%rax,4), %edx', '\taddq\t$1, %rax',
             '\tcmpq\t%rax, %rsi', '\tjne\t.L5'],
     1.0, 0.67, 4.0,
     [('dependency', 1.0, '%edx'), ('frontend', 0.5,
                                    'dispatch width 6, 3 uops')],
     [(0, 'addl', '%edx')], True),
    ('divide', ['.L13:', '\tmovq\t(%rdi,%rcx), %rax', '\tcqto',
                '\tidivq\t%rsi', '\tmovq\t%rax, (%r10,%rcx)',
                '\taddq\t$8, %rcx', '\tcmpq\t%rcx, %r9', '\tjne\t.L13'],
     14.0, 14.0, 0.5,
     [('divider', 14.0, 'Divider'), ('frontend', 1.17,
                                     'dispatch width 6, 7 uops')],
     [(4, 'addq', '%rcx')], True),
    ('chase', ['.L7:', '\tmovq\t(%rax), %rax', '\taddq\t$1, %rdx',
               '\ttestq\t%rax, %rax', '\tjne\t.L7'],
     5.0, 0.75, 0.8,
     [('dependency', 5.0, '%rax'), ('frontend', 0.5,
                                    'dispatch width 6, 3 uops')],
     [(0, 'movq', '%rax')], True),
    ('fma', ['.L11:', '\tvmovups\t(%rsi,%rax), %ymm1',
             '\tvfmadd213ps\t(%rdi,%rax), %ymm0, %ymm1',
             '\tvmovups\t%ymm1, (%rdi,%rax)', '\taddq\t$32, %rax',
             '\tcmpq\t%rax, %rdx', '\tjne\t.L11'],
     1.0, 1.0, 6.0,
     [('ports', 1.0, 'Zn4Load+Zn4Store'), ('frontend', 0.83,
                                           'dispatch width 6, 5 uops')],
     [(3, 'addq', '%rax')], True),
]

MODELS = ['znver4', 'skylake']
# The bounds' units, as each model names them.
UNITS = {'skylake': {'Zn4Load': 'SKLPort23', 'Zn4Store': 'SKLPort4',
                     'Zn4Load+Zn4Store': 'SKLPort237+SKLPort4',
                     'Divider': 'SKLDivider'}}


def main():
    out = sys.argv[1]
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 5000
    per_file = int(sys.argv[3]) if len(sys.argv) > 3 else 100
    src_dir = os.path.join(out, 'src')
    rec_dir = os.path.join(out, 'records')
    os.makedirs(src_dir, exist_ok=True)
    os.makedirs(rec_dir, exist_ok=True)
    nfiles = (n + per_file - 1) // per_file
    k = 0
    for f in range(nfiles):
        name = 'file%03d.c' % f
        lines = ['/* %s - synthetic loops for gcc-mca-report. */' % name, '']
        units = []
        model = MODELS[f % len(MODELS)]
        for j in range(min(per_file, n - k)):
            b = BODIES[k % len(BODIES)]
            fn = '%s_%d' % (b[0], k)
            lines += ['double', '%s (double *a, int n)' % fn, '{',
                      '  double s = 0;']
            line = len(lines) + 1
            lines += ['  for (int i = 0; i < n; i++)', '    s += a[i];',
                      '  return s;', '}', '']
            status = 'analysed'
            unit = {
                'kind': 'loop', 'file': os.path.join('src', name),
                'line': line, 'column': 21, 'function': fn, 'symbol': fn,
                'status': status, 'paths': 1,
                'count': ((k * 7919) % 1000 + 1) * 100000,
                'layout': [l for l in b[1] if not l.endswith(':')],
                'header': 0, 'blocks': [[0, len(b[1]) - 1]],
            }
            if k % 250 == 249:
                unit['status'] = 'skipped'
                unit['message'] = ('an inline asm operand the plugin '
                                   'cannot check')
            else:
                cpi = b[2]
                unit.update({
                    'model': model, 'probability': 1.0, 'iterations': 100,
                    'instructions': len(b[1]) - 1,
                    'cycles_per_iteration': cpi,
                    'block_rthroughput': b[3], 'ipc': b[4],
                    'bounds': [{'kind': kind, 'cycles_per_iteration': c,
                                'what': UNITS.get(model, {}).get(what, what)}
                               for kind, c, what in b[5]],
                    'whatif_cycles': b[5][1][1] if len(b[5]) > 1 else 0,
                    'chain': [{'instruction': i, 'mnemonic': m,
                               'line': line + 1, 'register': r}
                              for i, m, r in b[6]],
                    'chain_cycles': cpi, 'loop_carried': b[7],
                    'simulated': b[1],
                })
            units.append(unit)
            k += 1
        with open(os.path.join(src_dir, name), 'w') as f_src:
            f_src.write('\n'.join(lines) + '\n')
        doc = {'version': 2, 'translation_unit': {
            'source': os.path.join('src', name),
            'directory': os.path.abspath(out), 'output': name,
            'compiler': 'GCC 12.2.0', 'target_cpu': model},
            'units': units}
        with open(os.path.join(rec_dir, 'file%03d.%016x.json' % (f, f)),
                  'w') as f_rec:
            json.dump(doc, f_rec)
    print('%d loops in %d files' % (k, nfiles))


if __name__ == '__main__':
    main()
