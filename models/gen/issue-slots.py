#!/usr/bin/env python3
"""issue-slots.py - micro-fusion: the issue slots of each instruction form
from uops.info's table for the core, where LLVM's model counts the
unfused micro-ops.

usage: issue-slots.py MODEL ISA TABLE.csv [--report] > OUT

LLVM's Intel models give a form as many micro-ops as it has in the
unfused domain: a store is 2 (store address and store data), a load-op
2, a read-modify-write 4.  The core renames and retires them micro-fused:
1, 1 and 2 slots of its rename width and reorder buffer (uops.info's
"uops" column: issue slots / executed uops).  gcc-mca's dispatch width
and reorder buffer count a class's UOPS, so each form with a memory
operand whose uops.info issue slots are fewer than its class's micro-ops
is given a class with UOPS set to the slots (NAME+uops=N, declared after
NAME under the next free ID); its resources and latencies are NAME's.

The form's instance is the AT&T key with registers, a base-register
address and immediates filled in (what uops.info measures); forms the
table has no row for keep their class.
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import uopsinfo  # noqa: E402

FILL = {'r64': ['%rax', '%rcx'], 'r32': ['%eax', '%ecx'],
        'r16': ['%ax', '%cx'], 'r8': ['%al', '%cl'],
        'x': ['%xmm1', '%xmm2', '%xmm3'], 'y': ['%ymm1', '%ymm2', '%ymm3'],
        'z': ['%zmm1', '%zmm2', '%zmm3'], 'k': ['%k1', '%k2', '%k3'],
        'mm': ['%mm1', '%mm2']}


def instance(att_key):
    """An AT&T line for the key `addl r32,m' -> `addl %eax, (%rsi)'."""
    words = att_key.split(' ', 1)
    if words[0].startswith('{'):
        return None
    mnem = words[0]
    if len(words) == 1:
        return mnem
    used = {}
    ops = []
    for kind in words[1].split(','):
        k, deco = re.match(r'([^{]*)(.*)$', kind.lstrip('*')).groups()
        if k.startswith('%'):
            text = k
        elif k in FILL:
            n = used.get(k, 0)
            used[k] = n + 1
            text = FILL[k][n % len(FILL[k])]
        elif k in ('i', 'i8'):
            text = '$1' if k == 'i8' else '$1000'
        elif k == 'i1':
            text = '$1'
        elif k == 'm':
            text = '8(%rsi)'
        elif k == 'rel':
            text = 'foo'
        else:
            return None
        if deco.startswith('{1to'):
            text += deco
        elif '{k}' in deco:
            text += '{%k1}' + ('{z}' if '{z}' in deco else '')
        ops.append(('*' if kind.startswith('*') else '') + text)
    return mnem + ' ' + ', '.join(ops)


def main():
    model, isa_path, table = sys.argv[1:4]
    report = '--report' in sys.argv
    utable = uopsinfo.load_table(table)
    isa = uopsinfo.load_isa(isa_path)
    flags, att = isa['_flags'], isa['_att']
    lines = open(model).read().split('\n')
    classes = {}
    for ln in lines:
        f = ln.split('\t')
        if f[0] == 'sched' and len(f) > 3:
            classes[f[1]] = f
    derived = {}          # (base id, slots) -> new id
    changes = []
    out_forms = {}
    for k, ln in enumerate(lines):
        f = ln.split('\t')
        if f[0] not in ('op', 'opk', 'opx'):
            continue
        opcode = f[1]
        sid = f[2] if f[0] == 'op' else f[4] if f[0] == 'opk' else f[3]
        if 'load' not in flags.get(opcode, '') and \
                'store' not in flags.get(opcode, ''):
            continue
        key = f[3] if f[0] == 'opk' and f[2] == 'ATT' else att.get(opcode)
        text = instance(key) if key and key != '-' else None
        if not text:
            continue
        name, row = uopsinfo.row_for(utable, isa, text)
        cls = classes.get(sid)
        if name is None or cls is None or row.issue is None or \
                cls[3] == 'invalid':
            continue
        slots = int(row.issue)
        if slots <= 0 or slots >= int(cls[3]):
            continue
        changes.append((opcode, text, row.name, int(cls[3]), slots))
        out_forms[k] = (sid, slots)
        derived.setdefault((sid, slots), None)
    if report:
        for c in changes:
            print('%s\t%s\t%s\tLLVM %d uops\tuops.info %d slots' % c)
        return 0
    next_id = 1 + max(int(i) for i in classes)
    for key in sorted(derived, key=lambda x: (int(x[0]), x[1])):
        derived[key] = str(next_id)
        next_id += 1
    out = []
    for k, ln in enumerate(lines):
        f = ln.split('\t')
        if k in out_forms:
            new = derived[out_forms[k]]
            pos = 2 if f[0] == 'op' else 4 if f[0] == 'opk' else 3
            f[pos] = new
            ln = '\t'.join(f)
        out.append(ln)
        if f[0] == 'sched' and len(f) > 3:
            for (sid, slots), new in sorted(derived.items()):
                if sid == f[1]:
                    out.append('\t'.join([f[0], new, '%s+uops=%d' % (f[2], slots),
                                          str(slots)] + f[4:]))
    sys.stdout.write('\n'.join(out))
    print('issue-slots: %d forms, %d classes' % (len(out_forms), len(derived)),
          file=sys.stderr)
    return 0


if __name__ == '__main__':
    sys.exit(main())
