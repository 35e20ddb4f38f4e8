#!/usr/bin/env python3
"""fix-advances.py - read advances that name the right operands.

usage: fix-advances.py MODEL ISA > OUT
       fix-advances.py --check ISA MODEL... (exit 1 naming each form whose
                                             read advance names an address)

A read advance (ReadAfterLd) lets an operand of a load-op instruction be
read after the load: gcc-mca's load-op-split issues the load once the
address is ready and reads the advanced operands when the operation
starts.  LLVM's instruction definitions put ReadAfterLd on the register
operands; but many InstRW lines of LLVM's Golden Cove models (alderlake,
sapphirerapids) list it first, where the use index is the memory
operand's base register: `cmpl %ecx, (%rdi,%rax,4)' (CMP32mr, uses base
0, index 2, segment 4, %ecx 5) gets its advance on use 0, so the load
does not wait for its base and a chain through %ecx pays the load's
latency, where Skylake's model (and the generic definition) advances
use 5.  Other models have a few such forms too (3DNow!, some AVX-512).

Each advance on an address part (base, index or segment of a memory
operand) is moved, in order, to the form's first non-address use that
has none; one left without a place is dropped.  Forms whose class
changes take a class NAME+adv=ADV (NAME's other fields kept), declared
after NAME under the next free ID.  The number of forms changed goes to
stderr.
"""
import sys

from fixes_table import isa_forms, model_classes, readvance, sched_field


def load_uses(isa_path):
    """Opcode -> {use index: operand ('o1.b', 'o0', '%eflags', ...)}, lea
    left out: lea reads no memory, its base and index are operands like
    any other, and an advance may name them."""
    return {op: uses for op, (_, uses, _) in isa_forms(isa_path).items()
            if not op.startswith('LEA')}


def is_address(where):
    return where is not None and where.endswith(('.b', '.i', '.s'))


def fixed_advances(adv, uses):
    """ADV (the class's field) with each entry on an address part moved
    to a free non-address use; ADV itself when no entry names an address
    part.  Entries on a use index the form lacks are inert and kept."""
    if adv == '-':
        return adv
    # Entries on every operand (`*') name no address part.
    every = [e for e in adv.split(',') if e.startswith('*:')]
    entries = [e for e in adv.split(',') if not e.startswith('*:')]
    if every:
        fixed = fixed_advances(','.join(entries) or '-', uses)
        return adv if fixed == (','.join(entries) or '-') \
            else ','.join(([] if fixed == '-' else [fixed]) + every)
    idx = [int(e.split(':', 1)[0]) for e in entries]
    bad = [k for k, i in enumerate(idx) if is_address(uses.get(i))]
    if not bad:
        return adv
    taken = {i for k, i in enumerate(idx) if k not in bad}
    free = [i for i in sorted(uses) if not is_address(uses[i]) and i not in taken]
    out = [entries[k] for k in range(len(entries)) if k not in bad]
    for k in bad:
        if free:
            out.append('%d:%s' % (free.pop(0), entries[k].split(':', 1)[1]))
    out.sort(key=lambda e: int(e.split(':', 1)[0]))
    return ','.join(out) or '-'


def fix(model_path, isa_path):
    uses = load_uses(isa_path)
    lines = open(model_path).read().split('\n')
    classes, _ = model_classes(lines)

    def new_advance(fields, cls):
        if fields[1] not in uses:
            return None
        adv = fixed_advances(cls[7], uses[fields[1]])
        return adv if adv != cls[7] else None

    final, changed = readvance(lines, classes, new_advance, 'adv')
    sys.stdout.write('\n'.join(final))
    print('fix-advances: %s: %d forms' % (model_path, changed), file=sys.stderr)


def check(isa_path, models):
    uses = load_uses(isa_path)
    bad = 0
    for path in models:
        lines = open(path).read().split('\n')
        classes, _ = model_classes(lines)
        for line in lines:
            f = line.split('\t')
            s = sched_field(f)
            if s is None or len(f) <= s or f[1] not in uses:
                continue
            c = classes[f[s]]
            if fixed_advances(c[7], uses[f[1]]) != c[7]:
                print('%s: %s: class %s advances %s' % (path, f[1], c[2], c[7]))
                bad += 1
    return 1 if bad else 0


def main():
    if sys.argv[1:2] == ['--check']:
        sys.exit(check(sys.argv[2], sys.argv[3:]))
    fix(sys.argv[1], sys.argv[2])


if __name__ == '__main__':
    main()
