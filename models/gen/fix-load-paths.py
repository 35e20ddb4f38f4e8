#!/usr/bin/env python3
"""fix-load-paths.py - the register operand of a load-op form as fast as
in the form's register-only twin.

usage: fix-load-paths.py MODEL > OUT
       fix-load-paths.py --check MODEL... (exit 1 naming each load-op form
                                          whose register path is longer
                                          than its register twin's)

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

For each op, opk and opx line of a load-op opcode whose register twin
the model has (the name with its last `rm' made `rr', or an FMA's
final `m' made `r': VPADDDYrm -> VPADDDYrr, MAXSSrm_Int -> MAXSSrr_Int,
VFMADD231PSYm -> VFMADD231PSYr, VPADDDZrmbk -> VPADDDZrrk), where the
class's latency minus its largest advance exceeds the twin's latency,
each advance above 0 grows by the difference: the load's own latency
to the result stays as it was.  Forms whose class changes take a class
NAME+path=ADV (NAME's other fields kept), declared after NAME under the
next free ID.  The number of forms changed goes to stderr.
"""
import re
import sys

from fixes_table import readvance, sched_field


def register_twin(opcode, ops):
    """The register-only opcode of load-op OPCODE among OPS, or None."""
    m = re.match(r'^(.*)rm(b?)(.*)$', opcode)
    if m:
        twin = m.group(1) + 'rr' + m.group(3)
        if twin in ops:
            return twin
    # FMA names: VFMADD231PSYm, VFMADD213SDm_Int, VFMADD231PSZ256mbk.
    m = re.match(r'^(V?FN?M[A-Z0-9]*?(?:PS|PD|PH|SS|SD|SH)'
                 r'(?:Y|Z|Z128|Z256)?)m(b?)((?:_Int)?(?:kz?)?)$', opcode)
    if m:
        twin = m.group(1) + 'r' + m.group(3)
        if twin in ops:
            return twin
    return None


def advances(field):
    """[(use, cycles)] of a class's advance field."""
    if field == '-':
        return []
    return [(int(u), int(c)) for u, c in
            (e.split(':', 1) for e in field.split(','))]


def longer_path(cls, twin_cls):
    """The advance field that makes class CLS's register path as long as
    the latency of TWIN_CLS, or None when it is not longer already."""
    adv = advances(cls[7])
    if not adv or not cls[6].isdigit() or not twin_cls[6].isdigit():
        return None
    most = max(c for _, c in adv)
    if most <= 0:
        return None
    extra = int(cls[6]) - most - int(twin_cls[6])
    if extra <= 0:
        return None
    return ','.join('%d:%d' % (u, c + extra if c > 0 else c)
                    for u, c in adv)


def read_model(lines):
    """The model's classes by ID and its op lines' class by opcode."""
    classes = {}
    op_class = {}
    for ln in lines:
        f = ln.split('\t')
        if f[0] == 'sched' and len(f) > 7:
            classes[f[1]] = f
        elif f[0] == 'op' and len(f) > 2:
            op_class[f[1]] = f[2]
    return classes, op_class


def fix(model_path):
    lines = open(model_path).read().split('\n')
    classes, op_class = read_model(lines)

    def new_advance(fields, cls):
        twin = register_twin(fields[1], op_class)
        if twin is None:
            return None
        return longer_path(cls, classes[op_class[twin]])

    final, changed = readvance(lines, classes, new_advance, 'path')
    sys.stdout.write('\n'.join(final))
    print('fix-load-paths: %s: %d forms' % (model_path, changed),
          file=sys.stderr)


def check(models):
    bad = 0
    for path in models:
        lines = open(path).read().split('\n')
        classes, op_class = read_model(lines)
        for ln in lines:
            f = ln.split('\t')
            s = sched_field(f)
            if s is None or len(f) <= s:
                continue
            twin = register_twin(f[1], op_class)
            if twin is not None and longer_path(
                    classes[f[s]], classes[op_class[twin]]) is not None:
                c = classes[f[s]]
                print('%s: %s: latency %s, advances %s; %s: %s' % (
                    path, f[1], c[6], c[7], twin, classes[op_class[twin]][6]))
                bad += 1
    return 1 if bad else 0


if __name__ == '__main__':
    if sys.argv[1:2] == ['--check']:
        sys.exit(check(sys.argv[2:]))
    fix(sys.argv[1])
