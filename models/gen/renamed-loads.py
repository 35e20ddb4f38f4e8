#!/usr/bin/env python3
"""renamed-loads.py - the load-ops memory renaming serves: `renamed-load'
on the op lines of forms whose load is a macro-op of its own, from
uops.info's table for the core.

usage: renamed-loads.py MODEL ISA TABLE.csv [--all] [--report] > OUT

A Zen core renames a load written as the store before it (same
registers and displacement) to the stored register: the load has the
value at rename, without the trip through the store buffer.  It does so
for a load that is a macro-op of its own: a plain mov or pop (which the
simulator knows without the mark), or a load-op the core decodes as a
load and its operation, which uops.info's table shows
as one macro-op more than the register form (SHLX (R32, M32, R32) 2,
SHLX (R32, R32, R32) 1; CMOVNZ (R32, M32) 2, CMOVNZ (R32, R32) 1).  A
load-op that is one macro-op, like its register form (ADD, IMUL, BLSR,
POPCNT, MOVSXD from memory), waits for the forwarded data.  Measured on
the Zen 4 host with gcc-mca-measure, a chain through one location (the
load-op, a store of its result) ran at 1.00 cycles per iteration for
shlx, sarx, rorx, bextr, bzhi and cmov, at 7.5-9.0 for blsr, andn,
popcnt, movslq, imul and mul.

Zen 5 renames the loads of single-macro-op load-ops as well: measured on
a Zen 5 host with gcc-mca-measure, the same chains by addl, xorl, addq,
popcnt, andn and blsr from memory run at 1.05-1.07 cycles per
iteration, imul at 3.01, movslq and an addq at 2.02.  With --all every
general-register load-op the table has is marked.

Only loads into general registers (vector loads are not renamed), and
no form that also stores (a read-modify-write is renamed by the
simulator whatever its form).
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import uopsinfo  # noqa: E402
from fixes_table import load_script, sched_field  # noqa: E402


VECTOR = re.compile(r'^(X|Y|Z)MM|^MM|^K$')


def register_form(utable, mnem, ops):
    """The row of MNEM with its memory operand a register of its width."""
    reg = tuple(re.sub(r'^M(8|16|32|64)$', r'R\1', o) for o in ops)
    if reg == ops:
        return None
    return utable.get(mnem, {}).get(reg)


def renamed(utable, name, every=False):
    """Whether the uops.info row NAME is a load memory renaming serves
    (EVERY: any load-op into general registers, not only those whose
    load is a macro-op of its own)."""
    m = re.fullmatch(r'(\S+) \((.*)\)', name)
    if not m:
        return False
    mnem, ops = m.group(1), tuple(o.strip() for o in m.group(2).split(','))
    if any(VECTOR.match(o) for o in ops):
        return False
    row = utable.get(mnem, {}).get(ops)
    if every:
        return bool(row)
    reg = register_form(utable, mnem, ops)
    return bool(row and reg and row.issue and reg.issue
                and row.issue == reg.issue + 1)


def main():
    model, isa_path, table = sys.argv[1:4]
    report = '--report' in sys.argv
    every = '--all' in sys.argv
    slots = load_script('issue_slots', 'issue-slots.py')
    utable = uopsinfo.load_table(table)
    isa = uopsinfo.load_isa(isa_path)
    flags = isa['_flags']
    lines = open(model).read().split('\n')
    opk_keys = {}
    for ln in lines:
        f = ln.split('\t')
        if f[0] == 'opk' and f[2] == 'ATT':
            opk_keys.setdefault(f[1], set()).add(f[3])
    out = []
    marked = []
    for ln in lines:
        f = ln.split('\t')
        if f[0] in ('op', 'opk', 'opx') and \
                'load' in flags.get(f[1], '') and \
                'store' not in flags.get(f[1], '') and \
                'renamed-load' not in f[sched_field(f) + 1:]:
            key = f[3] if f[0] == 'opk' and f[2] == 'ATT' else \
                slots.op_line_key(f[1], isa['_att'], isa['_att_keys'],
                                  opk_keys)
            text = slots.instance(key) if key and key != '-' else None
            name, _ = uopsinfo.row_for(utable, isa, text) if text \
                else (None, None)
            if name and renamed(utable, name, every):
                ln += '\trenamed-load'
                marked.append((f[1], text, name))
        out.append(ln)
    if report:
        for m in marked:
            print('%s\t%s\t%s' % m)
        return 0
    sys.stdout.write('\n'.join(out))
    print('renamed-loads: %d op lines' % len(marked), file=sys.stderr)
    return 0


if __name__ == '__main__':
    sys.exit(main())
