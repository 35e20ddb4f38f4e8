#!/usr/bin/env python3
"""bound.py - a bare analytic bound on a loop body's cycles per iteration,
from uops.info's tables: the baseline a simulator has to beat.

usage: bound.py --uops-info DIR --table NAME [--width N] [-v] < body.s

The bound is the largest of
  rename   issue slots (uops.info's fused-domain uops; a cmp, test, add,
           sub, and, inc or dec followed by a conditional jump shares its
           slot and its micro-op, on the jump's ports) / rename width;
  ports    the optimal assignment of the executed uops to their ports:
           max over port sets S of (uops that can only use ports in S) /
           |S| (exact for a fractional assignment);
  forms    per instruction form, instances * uops.info's reciprocal
           throughput (the dividers and other units the ports leave out);
  latency  the loop-carried dependency chain through registers and flags,
           steady-state growth over repeated iterations.  An edge from a
           memory operand's base or index register to the result takes
           the form's largest latency (address to result), any other
           edge the smallest (at least 1 when the form executes a
           micro-op: a 0 there is the zero-idiom instance); zero idioms
           (xor/sub/pxor/... of a register with itself) read nothing.
           Memory dependencies are not followed.

Nothing here is simulated: it is what the issue calls "a bare analytic
bound model" (rename width, port assignment, loop-carried latency), kept
beside the simulator so the accuracy benchmark shows both.
"""
import argparse
import itertools
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), 'models', 'gen'))
import isakey  # noqa: E402
import uopsinfo  # noqa: E402

# gcc-mca model -> (uops.info table, rename width).  Widths: uops.info's
# and uiCA's microarchitecture descriptions (Abel and Reineke), AMD's
# software optimization guides for Zen 3/4 (6 macro-ops dispatched).
TABLES = {
    'sapphirerapids': ('alderlakep', 6),
    'alderlake': ('alderlakep', 6),
    'icelake-server': ('icelake', 5),
    'skylake-avx512': ('skylakex', 4),
    'skylake': ('skylake', 4),
    'haswell': ('haswell', 4),
    'znver3': ('zen3', 6),
    'znver4': ('zen4', 6),
    # No uops.info table of Zen 5: Zen 4's, with Zen 5's 8-wide dispatch
    # (AMD's Zen5 optimization guide, publication 58455).
    'znver5': ('zen4', 8),
}

FUSIBLE = ('cmp', 'test', 'add', 'sub', 'and', 'inc', 'dec')
ZERO_IDIOMS = re.compile(r'v?(p?xor(ps|pd)?|xor[bwlq]?|sub[bwlq]?|'
                         r'psub[bwdq]|pcmpeq[bwdq]|pxord|pxorq|vpxor[dq])$')

GPR_FAMILY = {}
for _fam in (('rax', 'eax', 'ax', 'al', 'ah'), ('rbx', 'ebx', 'bx', 'bl', 'bh'),
             ('rcx', 'ecx', 'cx', 'cl', 'ch'), ('rdx', 'edx', 'dx', 'dl', 'dh'),
             ('rsi', 'esi', 'si', 'sil'), ('rdi', 'edi', 'di', 'dil'),
             ('rbp', 'ebp', 'bp', 'bpl'), ('rsp', 'esp', 'sp', 'spl')):
    for _r in _fam:
        GPR_FAMILY[_r] = _fam[0]
for _i in range(8, 16):
    for _s in ('', 'd', 'w', 'b'):
        GPR_FAMILY['r%d%s' % (_i, _s)] = 'r%d' % _i


def family(reg):
    """The architectural register REG is part of (eax -> rax, ymm3 ->
    v3)."""
    if reg is None:
        return None
    if reg in GPR_FAMILY:
        return GPR_FAMILY[reg]
    m = re.fullmatch(r'[xyz]mm(\d+)', reg)
    if m:
        return 'v' + m.group(1)
    return reg


class Inst:
    def __init__(self, text, row, defs, uses, flags):
        self.text = text
        self.row = row
        self.defs = defs          # register families written
        self.uses = uses          # [(family, is_address)]
        self.load = 'load' in flags
        self.mnem = text.split()[0]


def _registers(field, ops):
    """[(family, is_address)] of a DEFS or USES field of the .isa for an
    instance's operands OPS (models/FORMAT 1)."""
    out = []
    for entry in field.split(','):
        entry = entry.split('@')[0].rstrip('^')
        if entry in ('', '-'):
            continue
        if entry.startswith('%'):
            out.append((family(entry[1:]), False))
            continue
        m = re.fullmatch(r'o(\d+)(?:\.([bisk]))?', entry)
        if not m or int(m.group(1)) >= len(ops):
            continue
        op = ops[int(m.group(1))]
        part = m.group(2)
        if part is None:
            out.append((family(op.reg), False))
        elif part == 'b':
            out.append((family(op.base if op.base != 'rip' else None), True))
        elif part == 'i':
            out.append((family(op.index), True))
        elif part == 'k':
            out.append((family(op.mask), False))
    return [(r, a) for r, a in out if r]


def decode(body, utable, isa):
    """Instances of BODY's instructions, or raise ValueError naming the
    line uops.info has no row for."""
    insts = []
    for line in body.split('\n'):
        line = line.split('#')[0].strip()
        if not line or line.endswith(':') or line.startswith('.'):
            continue
        spelled, hit = uopsinfo.resolve(isa, line)
        if not hit:
            raise ValueError('%s: not in the instruction set' % line)
        name, row = uopsinfo.row_of(utable, isa, spelled, hit)
        if name is None:
            raise ValueError('%s: %s' % (line, row))
        _, _, ops = isakey.parse_line(spelled, False)
        defs = [r for r, _ in _registers(hit[1], ops)]
        uses = _registers(hit[2], ops)
        regs = [o.reg for o in ops if o.kind == 'reg']
        mn = spelled.split()[0]
        if ZERO_IDIOMS.match(mn) and len(regs) >= 2 and \
                len(set(regs)) == 1 and not any(o.kind == 'mem' for o in ops):
            uses = []
        insts.append(Inst(spelled, row, defs, uses,
                          isa['_flags'][hit[0]]))
    return insts


def fused(insts):
    """Indexes of the instructions that macro-fuse with the conditional
    jump after them: the pair is one issue slot and one micro-op on the
    jump's ports."""
    out = set()
    for i in range(1, len(insts)):
        prev, ins = insts[i - 1], insts[i]
        if ins.mnem.startswith('j') and ins.mnem != 'jmp' and \
                prev.mnem.startswith(FUSIBLE) and not prev.load:
            out.add(i - 1)
    return out


def rename_bound(insts, width):
    skip = fused(insts)
    slots = sum(ins.row.issue if ins.row.issue is not None else 1
                for i, ins in enumerate(insts) if i not in skip)
    return slots / width


def port_bound(insts):
    skip = fused(insts)
    uops = {}
    for i, ins in enumerate(insts):
        if i in skip:
            continue
        for n, ports in ins.row.ports:
            uops[ports] = uops.get(ports, 0) + n
    if not uops:
        return 0.0
    every = sorted(set().union(*uops))
    best = 0.0
    for k in range(1, len(every) + 1):
        for sub in itertools.combinations(every, k):
            s = frozenset(sub)
            load = sum(n for p, n in uops.items() if p <= s)
            best = max(best, load / k)
    return best


def form_bound(insts):
    count = {}
    for ins in insts:
        if ins.row.tput:
            key = ins.row.name
            count[key] = (count.get(key, (0, ins.row.tput))[0] + 1,
                          ins.row.tput)
    return max((n * t for n, t in count.values()), default=0.0)


def latency_bound(insts, iterations=24):
    ready = {}

    def one_iteration():
        for ins in insts:
            r = ins.row
            lo = r.lat_min if r.lat_min is not None else 1.0
            hi = r.lat_max if r.lat_max is not None else lo
            if lo == 0 and r.executed:
                # A micro-op that executes takes a cycle at least: the 0
                # is the zero-idiom instance (XOR_31 (R32, R32) [0;2]).
                lo = 1.0
            t = 0.0
            for reg, address in ins.uses:
                t = max(t, ready.get(reg, 0.0) + (hi if address and ins.load
                                                  else lo))
            for reg in ins.defs:
                ready[reg] = t
        return max(ready.values(), default=0.0)

    half = iterations // 2
    for _ in range(half):
        one_iteration()
    start = max(ready.values(), default=0.0)
    for _ in range(iterations - half):
        end = one_iteration()
    return (end - start) / (iterations - half)


def bound(body, utable, isa, width):
    """{'rename':..., 'ports':..., 'forms':..., 'latency':..., 'bound':...}"""
    insts = decode(body, utable, isa)
    parts = {'rename': rename_bound(insts, width),
             'ports': port_bound(insts),
             'forms': form_bound(insts),
             'latency': latency_bound(insts)}
    parts['bound'] = max(parts.values())
    return parts


def load(uops_info_dir, table):
    utable = uopsinfo.load_table(os.path.join(uops_info_dir, table + '.csv'))
    isa = uopsinfo.load_isa(os.path.join(os.path.dirname(HERE), 'models',
                                         'x86-64.isa'))
    return utable, isa


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--uops-info', required=True, metavar='DIR',
                    help="directory of uops.info's tables (NAME.csv)")
    ap.add_argument('--table', default='alderlakep')
    ap.add_argument('--width', type=int, default=6)
    ap.add_argument('-v', '--verbose', action='store_true')
    a = ap.parse_args()
    utable, isa = load(a.uops_info, a.table)
    try:
        parts = bound(sys.stdin.read(), utable, isa, a.width)
    except ValueError as e:
        sys.stderr.write('bound: %s\n' % e)
        return 1
    if a.verbose:
        for k in ('rename', 'ports', 'forms', 'latency'):
            print('%-8s %.2f' % (k, parts[k]))
    print('%.2f' % parts['bound'])
    return 0


if __name__ == '__main__':
    sys.exit(main())
