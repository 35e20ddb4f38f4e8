#!/usr/bin/env python3
"""borrow-idioms.py - give a model the zero idioms and dependency-breaking
idioms of another model of the same vendor.

usage: borrow-idioms.py TARGET.model SOURCE.model > OUT.model

LLVM 19's scheduling models for Alder Lake P and Sapphire Rapids declare
no zero idioms, yet Golden Cove recognises the same ones as the cores
before it (xor/sub/pxor/xorps/... of a register with itself: no execution
unit, no dependency on the register; Intel 64 and IA-32 Architectures
Optimization Reference Manual, "Zero Idioms"; measured on this project's
machine by gcc-mca-measure: a pxor/cvtsi2ss loop runs at 0.8 cycles per
iteration, not the 11 a dependency through %xmm0 would take).  Every op
line of TARGET whose opcode is a zero or dependency-breaking idiom in
SOURCE gets SOURCE's same-zero / same-dep attributes; zero idioms take a
new scheduling class of TARGET: one micro-op, no resource, latency 0.
"""
import sys


def main():
    target, source = sys.argv[1], sys.argv[2]
    idioms = {}
    for line in open(source):
        f = line.rstrip('\n').split('\t')
        if f[0] == 'op' and any(a.startswith('same-') for a in f[3:]):
            idioms[f[1]] = [a for a in f[3:] if a.startswith('same-')]
    lines = open(target).read().split('\n')
    ids = [int(l.split('\t')[1]) for l in lines if l.startswith('sched\t')]
    zero_id = max(ids) + 1
    out = []
    added_class = False
    changed = 0
    for line in lines:
        f = line.split('\t')
        if f[0] == 'op' and f[1] in idioms and not any(
                a.startswith('same') for a in f[3:]):
            attrs = [a for a in f[3:]]
            if 'same-zero' in idioms[f[1]]:
                attrs = ['same=%d' % zero_id] + attrs
            attrs += idioms[f[1]]
            line = '\t'.join(f[:3] + attrs)
            changed += 1
        elif f[0] == 'op' and not added_class:
            out.append('# Zero idioms (models/gen/borrow-idioms.py, from %s)'
                       % source.split('/')[-1])
            out.append('sched\t%d\tZeroIdiom\t1\t-\t-\t0\t-' % zero_id)
            added_class = True
        out.append(line)
    sys.stdout.write('\n'.join(out))
    sys.stderr.write('borrow-idioms: %d op lines of %s take idioms of %s\n'
                     % (changed, target, source))
    return 0


if __name__ == '__main__':
    sys.exit(main())
