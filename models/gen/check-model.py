#!/usr/bin/env python3
"""check-model.py ISA MODEL CPU LINES-FILE - compare, for every AT&T
instruction line, the micro-op count, latency and load/store/side-effect
flags that the .isa and .model files give (with the op/opk/opx rules of
models/FORMAT) against llvm-mca-19 -mcpu=CPU -instruction-info.  Lines come
from check-keys.sh ($OUT/att.lines)."""

import collections
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import isakey  # noqa: E402


def load_model(path):
    m = {'sched': {}, 'op': {}, 'opk': {}, 'opx': collections.defaultdict(list)}
    for line in open(path):
        if not line.strip() or line.startswith('#'):
            continue
        f = line.rstrip('\n').split('\t')
        if f[0] == 'sched':
            m['sched'][f[1]] = {'name': f[2], 'uops': f[3], 'lat': f[6],
                                'adv': f[7]}
        elif f[0] == 'op':
            m['op'][f[1]] = (f[2], f[3:])
        elif f[0] == 'opk':
            m['opk'][(f[1], f[2] == 'INTEL', f[3])] = (f[4], f[5:])
        elif f[0] == 'opx':
            m['opx'][f[1]].append((f[2], f[3], f[4:]))
    return m


def isa_flags(path):
    flags = {}
    for line in open(path):
        f = line.rstrip('\n').split('\t')
        if f[0] == 'I':
            flags[f[1]] = f[6].split(',')
    return flags


def same_regs(ops, defs, uses):
    """The same-register instance test of models/FORMAT: the register
    sources (USES entries oN) of the destination's kind name the
    destination (first DEFS entry oN), and those of each other kind all
    name one register."""
    def reg_at(w):
        m = re.fullmatch(r'o(\d+)', w)
        if not m:
            return None
        o = ops[int(m.group(1))]
        return o.reg if o.kind == 'reg' else None
    d = reg_at(defs.split(',')[0].rstrip('^')) if defs != '-' else None
    bykind = collections.defaultdict(set)
    for u in uses.split(','):
        r = reg_at(u.split('@')[0]) if u != '-' else None
        if r is not None:
            bykind[isakey.KINDS.get(r)].add(r)
    if d is not None:
        bykind[isakey.KINDS.get(d)].add(d)
    return all(len(v) == 1 for v in bykind.values())


def mem_shape(ops):
    mems = [o for o in ops if o.kind == 'mem']
    if len(mems) != 1:
        return None
    o = mems[0]
    return o


def choose(model, opcode, intel, key, text, ops, defs, uses):
    cls, attrs = model['op'][opcode]
    if (opcode, intel, key) in model['opk']:
        cls, attrs = model['opk'][(opcode, intel, key)]
    words = text.split()
    lock = words[0] == 'lock'
    imms = [o for o in ops if o.kind == 'imm']
    for when, c, a in model['opx'].get(opcode, []):
        ok = True
        for w in when.split(','):
            if w == 'lock':
                ok &= lock
            elif w.startswith('imm='):
                ok &= len(imms) == 1 and imms[0].imm == int(w[4:])
            elif w.startswith('mem='):
                mems = [o for o in ops if o.kind == 'mem']
                shape = None
                if len(mems) == 1:
                    o = mems[0]
                    shape = ('b' if o.base else '') + ('i' if o.index else '') + \
                        ('d' if o.disp not in (None, 0) else '') + \
                        ('s' if o.index and o.scale != 1 else '')
                ok &= (shape or '-') == w[4:]
        if ok:
            cls, attrs = c, a
            break
    if same_regs(ops, defs, uses):
        for a in attrs:
            if a.startswith('same='):
                return a[5:], attrs, True
        return cls, attrs, True
    return cls, attrs, False


def main():
    isa, model_path, cpu, lines_path = sys.argv[1:5]
    table = isakey.load_isa(isa)
    flags = isa_flags(isa)
    model = load_model(model_path)
    lines = [l for l in open(lines_path).read().split('\n') if l]
    todo = []
    for l in lines:
        key, hit = isakey.lookup(table, l, False)
        if not hit or hit[0] not in model['op']:
            continue
        _, _, ops = isakey.parse_line(l, False)
        cls, attrs, same = choose(model, hit[0], False, key, l, ops, hit[1], hit[2])
        sc = model['sched'][cls]
        if sc['uops'] == 'invalid':
            continue
        lat = max([int(x.split('/')[0]) for x in sc['lat'].split(',')] or [0]) \
            if sc['lat'] != '-' else 0
        # The instruction-info view prints the class latency (not lat=)
        # plus LLVM's forwarding delay: the largest negative ReadAdvance
        # that names no writer.
        fwd = 0
        if sc['adv'] != '-':
            for e in sc['adv'].split(','):
                if '/' not in e:
                    fwd = min(fwd, int(e.split(':')[1]))
        lat += -fwd
        fl = flags[hit[0]]
        todo.append((l, hit[0], int(sc['uops']), lat, 'load' in fl,
                     'store' in fl, 'side' in fl, same, sc['name']))
    src = '\n'.join(t[0] for t in todo) + '\n'
    p = subprocess.run(['llvm-mca-19', '-mcpu=' + cpu, '-instruction-info',
                        '-iterations=1', '-resource-pressure=0',
                        '-skip-unsupported-instructions=lack-sched'],
                       input=src, capture_output=True, text=True)
    rows = []
    grab = False
    for l in p.stdout.splitlines():
        if l.startswith('[1]    [2]'):
            grab = True
            continue
        if grab:
            if not l.strip():
                break
            m = re.match(r'\s*(\d+)\s+(\d+)\s+([\d.]+)\s+(.*)$', l)
            if m:
                rest = m.group(4)
                rows.append((int(m.group(1)), int(m.group(2)),
                             rest[:21]))
    print('== model %s: %d instruction lines with a valid class; llvm-mca '
          'printed %d rows' % (cpu, len(todo), len(rows)))
    if len(rows) != len(todo):
        print('  row count differs: ' + p.stderr[:500])
        return
    bad = 0
    for t, r in zip(todo, rows):
        mayload = '*' in r[2][0:7]
        cols = r[2]
        ok = (t[2], t[3]) == (r[0], r[1])
        if not ok:
            bad += 1
            if bad <= 40:
                print('  differs: %-40s %s%s uops %d lat %d; llvm-mca uops %d lat %d'
                      % (t[0], t[1], ' (same regs)' if t[7] else '', t[2], t[3], r[0], r[1]))
    print('  %d of %d agree on uops and latency' % (len(todo) - bad, len(todo)))


if __name__ == '__main__':
    main()
