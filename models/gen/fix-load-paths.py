#!/usr/bin/env python3
"""fix-load-paths.py - the register operand of a load-op form as fast as
in the form's register-only twin.

usage: fix-load-paths.py MODEL ISA > OUT
       fix-load-paths.py --check ISA MODEL... (exit 1 naming each form
                                              it would change)

In a load-op instruction (vpaddd (%rdi), %ymm0, %ymm0) the load runs
first and the operation waits for it; the register operand is read
when the operation starts, so a chain through it costs what the
register-only form (vpaddd %ymm1, %ymm0, %ymm0) costs.  A model says so
with a read advance on that operand: the form's latency minus its
advance is the chain's cost.  LLVM's Golden Cove models (alderlake,
sapphirerapids) give the load-op classes one advance (6, their
ReadAfterVecXLd/VecYLd) for loads of 7 and 8 cycles, so the chain costs
one or two cycles more than the register form: vpaddd (mem) 3 cycles
where vpaddd 1, vfmadd231ps (mem) 6 where vfmadd231ps 4, in 2,098 forms
of sapphirerapids.  uops.info measured the register path on Alder Lake
P: VPADDD (YMM, YMM, M256) [1;<=9], VFMADD231PS (YMM, YMM, M256)
[4;<=12], AND (R64, M64) [<=1;7] - the smaller figure is the register's
latency, the register form's.

A masked load's merge source is the same: the load runs, then the
loaded elements are blended into the destination it reads, so a chain
through that destination costs the blend (vmovdqu32 (mem), %ymm4{%k4}
merging into %ymm4; a gather).  LLVM gives it no advance at all: the
whole load-op latency, 9 cycles for the masked load, 29 for a gather,
where uops.info measured [1;<=9] and [1;<=29].

The flags a load-op reads (cmovl (mem), %eax) are read by its operation
too: a chain through a compare and the cmov costs what it costs with
the register form.  LLVM advances the register operand of CMOVcc (mem)
but not the flags, so a cmp + cmovl (mem) chain paid the load's latency
(6 cycles on Zen 4 and Zen 5, 8 on Golden Cove) where uops.info measured
CMOVL (R64, M64) [1;<=6] on Zen 3, [1;7] on Alder Lake P, and the Zen 5
host 2.00 cycles per iteration for cmpl %ecx, %edx; cmovel (%rsi),
%ecx.  A flags use without an advance gets the one that makes its path
the twin's (its latency less the twin's own advance on the flags).

LLVM's classes are shared among forms of other operand layouts, and
advance the register uses of the first: vpternlogd (mem), %xmm1, %xmm0
is in vpaddd (mem)'s class, whose one advance names use 0, there the
destination it also reads, leaving %xmm1 (use 1) the load's whole
latency.  An explicit register operand without an advance therefore
gets the one that makes its path the twin's latency (masks and implicit
registers are left as LLVM has them).

For each op, opk and opx line of a load-op opcode whose register twin
the model has (the name with its last `rm' made `rr', or its final `m'
made `r': VPADDDYrm -> VPADDDYrr, MAXSSrm_Int -> MAXSSrr_Int,
VFMADD231PSYm -> VFMADD231PSYr, VPADDDZrmbk -> VPADDDZrrk,
VPDPBUSDZ256m -> VPDPBUSDZ256r), where the class's latency minus its
largest advance exceeds the twin's latency, each advance above 0 grows
by the difference: the load's own latency to the result stays as it
was.  A masked load's merge source (the destination the form also
reads, when it reads a mask) gets the advance that makes its path the
twin's latency, or 1 cycle without a twin (gathers).  Forms whose class
changes take a class NAME+path=ADV (NAME's other fields kept),
declared after NAME under the next free ID.  The number of forms
changed goes to stderr.
"""
import re
import sys

from fixes_table import isa_forms, model_classes, readvance, sched_field


def register_twin(opcode, ops):
    """The register-only opcode of load-op OPCODE among OPS, or None."""
    m = re.match(r'^(.*)rm(b?)(.*)$', opcode)
    if m:
        twin = m.group(1) + 'rr' + m.group(3)
        if twin in ops:
            return twin
    # FMA, VNNI and other names ending in the memory operand's `m':
    # VFMADD231PSYm, VFMADD213SDm_Int, VPDPBUSDZ256mbk.
    m = re.match(r'^(.*[A-Z0-9])m(b?)((?:_Int)?(?:kz?)?)$', opcode)
    if m:
        twin = m.group(1) + 'r' + m.group(3)
        if twin in ops:
            return twin
    return None


def advances(field):
    """{use: cycles} of a class's advance field (the entries on every
    operand, `*', left out: they name writers of their own)."""
    if field == '-':
        return {}
    return {int(u): int(c) for u, c in
            (e.split(':', 1) for e in field.split(','))
            if u != '*'}


def passthrough(form, opcode=''):
    """The use index of a masked load's merge source (the destination it
    also reads: vmovdqu32 (mem), %ymm4{%k4}, a gather, vpaddd (mem),
    %ymm1, %ymm0{%k1}), or None.  FORM is (defs, uses, flags) of the
    .isa, OPCODE its name: an AVX2 gather (VGATHERDPSYrm) has a vector
    register for its mask, read and written (cleared) like the
    destination, which comes first."""
    defs, uses, flags = form
    # A def that is also a use (its `^' says only that the write clears
    # the register's upper part: a ymm destination has it, a zmm one
    # not).
    tied = [d.rstrip('^') for d in defs]
    vector_mask = 'GATHER' in opcode and sum(
        1 for w in uses.values() if w in tied) == 2
    if 'load' not in flags or not (vector_mask or any(
            w.endswith('.k') for w in uses.values())):
        return None
    for u, where in sorted(uses.items()):
        if where in tied:
            return u
    return None


def register_uses(form):
    """The use indices of FORM's explicit register operands ('o2', not
    a memory operand's base, index or segment, not an implicit
    register)."""
    _, uses, _ = form
    return [u for u, where in sorted(uses.items())
            if where.startswith('o') and '.' not in where]


def flags_use(form):
    """The use index of FORM's flags read, or None."""
    _, uses, _ = form
    for u, where in uses.items():
        if where == '%eflags':
            return u
    return None


def flags_path(cls, form):
    """The cycles from the flags FORM reads to its result in class CLS
    (its latency less its advance on the flags use), or None."""
    use = flags_use(form)
    lat = first_latency(cls)
    if use is None or lat is None:
        return None
    return lat - advances(cls[7]).get(use, 0)


def first_latency(cls):
    """The latency of class CLS's first def (its result register: a
    gather's `29,5' is 29 for the vector, 5 for the mask), or None."""
    first = cls[6].split(',')[0].split('/')[0]
    return int(first) if first.isdigit() else None


def shorter_paths(cls, twin_cls, merge_use, register_uses=(),
                  flags=None):
    """The advance field that makes class CLS's register paths as long
    as the latency of TWIN_CLS (1 without a twin), or None when none is
    longer.  Advanced operands grow by one difference; MERGE_USE, a
    masked load's merge source, and REGISTER_USES without an advance
    (with a twin) get the advance they need of their own.  FLAGS, when
    given, is (the flags use, the twin's flags path): a flags use
    without an advance gets the one that makes its path the twin's."""
    if '/' in cls[7]:
        # Advances restricted to some writers (models/FORMAT): left as
        # LLVM has them (no shipped model has any).
        return None
    lat = first_latency(cls)
    target = 1
    if twin_cls is not None:
        target = first_latency(twin_cls)
    if lat is None or target is None:
        return None
    adv = advances(cls[7])
    new = dict(adv)
    most = max(adv.values(), default=0)
    if twin_cls is not None and most > 0 and lat - most > target:
        extra = lat - most - target
        new = {u: c + extra if c > 0 else c for u, c in adv.items()}
    if merge_use is not None and lat - new.get(merge_use, 0) > target:
        new[merge_use] = lat - target
    # A class LLVM shares among forms of other operand layouts advances
    # the uses its first form has: vpternlogd (mem), %xmm1, %xmm0 is in
    # vpaddd (mem)'s class, whose one advance names use 0, here the
    # destination it also reads, and leaves %xmm1 (use 1) the load's
    # whole latency.
    if twin_cls is not None:
        for u in register_uses:
            if adv.get(u, 0) == 0 and lat - new.get(u, 0) > target:
                new[u] = lat - target
    if flags is not None:
        use, path = flags
        if adv.get(use, 0) == 0 and lat - new.get(use, 0) > path:
            new[use] = lat - path
    if new == adv:
        return None
    return ','.join('%d:%d' % (u, c) for u, c in sorted(new.items()))


def path_fixer(classes, op_class, forms):
    """new_advance(fields, cls) for fixes_table.readvance."""
    def new_advance(fields, cls):
        twin = register_twin(fields[1], op_class)
        merge = passthrough(forms[fields[1]], fields[1]) \
            if fields[1] in forms \
            else None
        if twin is None and merge is None:
            return None
        regs = ()
        flags = None
        twin_cls = classes[op_class[twin]] if twin else None
        if twin is not None and fields[1] in forms:
            regs = register_uses(forms[fields[1]])
            # A store's flags (setcc to memory) write no register.
            use = flags_use(forms[fields[1]]) \
                if 'load' in forms[fields[1]][2] else None
            path = flags_path(twin_cls, forms[twin]) if twin in forms \
                else None
            if use is not None and path is not None:
                flags = (use, path)
        return shorter_paths(cls, twin_cls, merge, regs, flags)
    return new_advance


def fix(model_path, isa_path):
    lines = open(model_path).read().split('\n')
    classes, op_class = model_classes(lines)
    final, changed = readvance(
        lines, classes, path_fixer(classes, op_class, isa_forms(isa_path)),
        'path')
    sys.stdout.write('\n'.join(final))
    print('fix-load-paths: %s: %d forms' % (model_path, changed),
          file=sys.stderr)


def check(isa_path, models):
    forms = isa_forms(isa_path)
    bad = 0
    for path in models:
        lines = open(path).read().split('\n')
        classes, op_class = model_classes(lines)
        new_advance = path_fixer(classes, op_class, forms)
        for ln in lines:
            f = ln.split('\t')
            s = sched_field(f)
            if s is None or len(f) <= s:
                continue
            c = classes[f[s]]
            wanted = new_advance(f, c)
            if wanted is not None:
                print('%s: %s: latency %s, advances %s; wanted %s' % (
                    path, f[1], c[6], c[7], wanted))
                bad += 1
    return 1 if bad else 0


if __name__ == '__main__':
    if sys.argv[1:2] == ['--check']:
        sys.exit(check(sys.argv[2], sys.argv[3:]))
    fix(sys.argv[1], sys.argv[2])
