#!/usr/bin/env python3
"""issue-slots.py - micro-fusion: the issue slots of each instruction form
from uops.info's table for the core, where LLVM's model counts the
unfused micro-ops.

usage: issue-slots.py MODEL ISA TABLE.csv [--unlaminate [--unlaminate-rmw]]
                      [--evex] [--report] > OUT

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

--evex: the forms the .isa marks {evex} (one that only registers 16 to
31 tell apart from its VEX form: vmovups %ymm22, (%rdi)) too, their
instances written with those registers; without it they keep LLVM's
micro-ops.

--unlaminate (Haswell, Skylake): a micro-fused load-op form (fewer issue
slots than executed micro-ops) that an indexed address un-laminates
(stays_fused) takes one slot more when its memory operand has an index
register: an `opx OPCODE indexed' line after its op line, to its class
or one with UOPS set (Intel optimization manual, Haswell
microarchitecture, "Unlamination").  Opcodes with opk lines are left
alone (their keys' classes differ).  --unlaminate-rmw (Golden Cove, as
measured on an Emerald Rapids host): a micro-fused read-modify-write of
memory (a load, an operation and a store in two slots) takes three slots
with an index register.
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import uopsinfo  # noqa: E402
from fixes_table import sched_field  # noqa: E402

FILL = {'r64': ['%rax', '%rcx'], 'r32': ['%eax', '%ecx'],
        'r16': ['%ax', '%cx'], 'r8': ['%al', '%cl'],
        'x': ['%xmm1', '%xmm2', '%xmm3'], 'y': ['%ymm1', '%ymm2', '%ymm3'],
        'z': ['%zmm1', '%zmm2', '%zmm3'], 'k': ['%k1', '%k2', '%k3'],
        'mm': ['%mm1', '%mm2']}
# The vector registers of an {evex} form's instance (--evex).
FILL_EVEX = dict(FILL, x=['%xmm17', '%xmm18', '%xmm19'],
                 y=['%ymm17', '%ymm18', '%ymm19'])


def instance(att_key, evex=False):
    """An AT&T line for the key `addl r32,m' -> `addl %eax, (%rsi)';
    with EVEX, one for an {evex} key too (`{evex} vmovups y,m' ->
    `vmovups %ymm17, (%rsi)')."""
    fill = FILL
    if evex and att_key.startswith('{evex} '):
        att_key = att_key[len('{evex} '):]
        fill = FILL_EVEX
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
        elif k in fill:
            n = used.get(k, 0)
            used[k] = n + 1
            text = fill[k][n % len(fill[k])]
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


# Conditions that read both CF and ZF: more micro-ops than the others on
# Intel cores (uops.info: CMOVBE, SETBE 2 uops where CMOVL, SETL take 1).
BOTH_FLAGS = re.compile(r'^(cmov|set)n?(a|be)[bwlq]? ')


def op_line_key(opcode, att, att_keys, opk_keys):
    """The AT&T key an op line stands for: the .isa's own, unless it
    names a condition reading both CF and ZF (the .isa spells CMOV32rm
    `cmoval m,r32') or one of the opcode's opk lines; then the first
    other key of the opcode (`cmovae m,r32')."""
    own = att.get(opcode)
    taken = opk_keys.get(opcode, set())
    if own and own not in taken and not BOTH_FLAGS.match(own):
        return own
    for k in att_keys.get(opcode, []):
        if k not in taken and not BOTH_FLAGS.match(k):
            return k
    return own


def stays_fused(key, defs, uses):
    """Haswell/Skylake un-lamination: whether a load-op form with an
    indexed address keeps its load micro-fused in the out-of-order core.
    It does only with two operands and a destination register it also
    reads (addl (%rdi,%rax), %ecx; addsd (%rdi,%rax,8), %xmm0); three
    operands (VEX: vaddps (%rdi,%rax), %ymm1, %ymm2; an immediate),
    a write-only destination (pabsb, pmovzx), no destination register
    (cmp, test) or a flags input (adc, cmov) un-laminate it."""
    kinds = key.split(' ', 1)[1].split(',') if ' ' in key else []
    if len(kinds) != 2:
        return False
    reads = [u.rsplit('@', 1)[0] for u in uses.split(',')] if uses != '-' else []
    if '%eflags' in reads:
        return False
    writes = [d.rstrip('^') for d in defs.split(',')] if defs != '-' else []
    return any(d.startswith('o') and d in reads for d in writes)


def main():
    model, isa_path, table = sys.argv[1:4]
    report = '--report' in sys.argv
    unlaminate = '--unlaminate' in sys.argv
    unlaminate_rmw = '--unlaminate-rmw' in sys.argv
    evex = '--evex' in sys.argv
    utable = uopsinfo.load_table(table)
    isa = uopsinfo.load_isa(isa_path)
    flags, att = isa['_flags'], isa['_att']
    lines = open(model).read().split('\n')
    classes = {}
    opk_keys = {}
    att_opk = {}
    for ln in lines:
        f = ln.split('\t')
        if f[0] == 'sched' and len(f) > 3:
            classes[f[1]] = f
        elif f[0] == 'opk' and f[2] == 'ATT':
            opk_keys.setdefault(f[1], set()).add(f[3])
            # An Intel-syntax opk line has no AT&T key of its own: it
            # stands for the AT&T line of its opcode with its class.
            att_opk.setdefault((f[1], f[sched_field(f)]), f[3])
    derived = {}          # (base id, uops) -> new id
    changes = []
    out_forms = {}        # line index -> (base id, slots)
    unlaminated = {}      # line index of an op line -> (base id, uops)
    for k, ln in enumerate(lines):
        f = ln.split('\t')
        if f[0] not in ('op', 'opk', 'opx'):
            continue
        opcode = f[1]
        sid = f[sched_field(f)]
        if 'load' not in flags.get(opcode, '') and \
                'store' not in flags.get(opcode, ''):
            continue
        if f[0] == 'opk' and f[2] == 'ATT':
            key = f[3]
        elif f[0] == 'opk' and (opcode, sid) in att_opk:
            key = att_opk[(opcode, sid)]
        else:
            key = op_line_key(opcode, att, isa['_att_keys'], opk_keys)
        text = instance(key, evex) if key and key != '-' else None
        if not text:
            continue
        name, row = uopsinfo.row_for(utable, isa, text)
        cls = classes.get(sid)
        if name is None or cls is None or row.issue is None or \
                cls[3] == 'invalid':
            continue
        slots = int(row.issue)
        if slots <= 0:
            continue
        # A load-op (not a pure load, no store, no vector index) that
        # an indexed address un-laminates: one slot more.  Only a
        # micro-fused one (fewer slots than executed micro-ops): a form
        # whose load already takes a slot of its own (shrx (mem) on
        # Golden Cove: 2 slots, 2 micro-ops) has nothing to un-laminate.
        # With --unlaminate-rmw, a two-slot read-modify-write takes three
        # (measured: add, or and add of an immediate to memory; the other
        # two-slot forms that load and store, a push or pop of memory
        # or a neg, take it unmeasured).
        fused = unlaminate and f[0] == 'op' and opcode not in opk_keys \
            and '/' not in key and row.executed is not None \
            and slots < row.executed
        if fused and 'store' not in flags[opcode] \
                and not stays_fused(key, isa['_defs'][opcode],
                                    isa['_uses'][opcode]):
            unlaminated[k] = (sid, slots + 1)
        elif fused and unlaminate_rmw and slots == 2 \
                and 'store' in flags[opcode] and 'load' in flags[opcode]:
            unlaminated[k] = (sid, 3)
        if slots >= int(cls[3]):
            continue
        changes.append((opcode, text, row.name, int(cls[3]), slots))
        out_forms[k] = (sid, slots)
    if report:
        for c in changes:
            print('%s\t%s\t%s\tLLVM %d uops\tuops.info %d slots' % c)
        return 0
    # An un-laminated form needs a class only where its op line's class
    # (after the slots above) has another count.
    opx = {}
    for k, (sid, uops) in unlaminated.items():
        now = out_forms[k][1] if k in out_forms else int(classes[sid][3])
        if now != uops:
            opx[k] = (sid, uops) if uops != int(classes[sid][3]) else (sid, None)
    for key in set(out_forms.values()) | {v for v in opx.values() if v[1]}:
        derived.setdefault(key, None)
    next_id = 1 + max(int(i) for i in classes)
    for key in sorted(derived, key=lambda x: (int(x[0]), x[1])):
        derived[key] = str(next_id)
        next_id += 1
    out = []
    pending = None        # the opx line of the op line just written
    for k, ln in enumerate(lines):
        f = ln.split('\t')
        if pending and not (f[0] in ('opk', 'opx') and f[1] == pending[0]):
            out.append(pending[1])
            pending = None
        if k in out_forms:
            new = derived[out_forms[k]]
            f[sched_field(f)] = new
            ln = '\t'.join(f)
        out.append(ln)
        if k in opx:
            sid, uops = opx[k]
            pending = (f[1], 'opx\t%s\tindexed\t%s' % (
                f[1], derived[(sid, uops)] if uops else sid))
        if f[0] == 'sched' and len(f) > 3:
            for (sid, uops), new in sorted(derived.items()):
                if sid == f[1]:
                    out.append('\t'.join([f[0], new, '%s+uops=%d' % (f[2], uops),
                                          str(uops)] + f[4:]))
    if pending:
        out.append(pending[1])
    sys.stdout.write('\n'.join(out))
    print('issue-slots: %d forms, %d classes, %d un-laminated when indexed'
          % (len(out_forms), len(derived), len(opx)), file=sys.stderr)
    return 0


if __name__ == '__main__':
    sys.exit(main())
