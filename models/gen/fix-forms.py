#!/usr/bin/env python3
"""fix-forms.py - apply form-fixes to one model.

usage: fix-forms.py CPU MODEL FIXES > OUT

Each row of FIXES for CPU gives the instances of the opcodes matching its
regex that satisfy its WHEN (an opx condition, models/FORMAT) the
scheduling class named in the row: an `opx' line after the opcode's op
line, or the existing opx line with that WHEN rewritten; a WHEN of
mem=SHAPE|SHAPE|... stands for one such line per shape.  The class is
the first `sched' line of that name.  A name NAME+MOD[+MOD...] is a class
derived from NAME, declared after NAME's line under the next free ID the
first time a row asks for it: MOD RES:N adds a resource use, only=RES:N;...
replaces the resource uses, lat=N sets every write latency; NAME's other
fields are kept.  The number of lines written or changed
goes to stderr.
"""
import re
import sys

from fixes_table import rows_for


def conditions(when):
    """The opx conditions a row's WHEN stands for: mem=A|B is mem=A and
    mem=B."""
    key, _, values = when.partition('=')
    if key != 'mem':
        return [when]
    return ['mem=' + v for v in values.split('|')]


def derive_class(model, lines, ids, name):
    """LINES with the class NAME (BASE+MOD+...) declared after BASE's
    line, its ID recorded in IDS.  MOD is RES:N (a resource use added),
    only=RES:N;RES:N (the resource uses replaced) or lat=N (every write
    latency set to N cycles)."""
    base, *mods = name.split('+')
    ok = re.compile(r'[A-Za-z0-9_]+:\d+$|only=[A-Za-z0-9_]+:\d+(;[A-Za-z0-9_]+:\d+)*$'
                    r'|lat=\d+$')
    if base not in ids or not mods or not all(ok.match(m) for m in mods):
        sys.exit('fix-forms: %s: no scheduling class %s' % (model, name))
    new_id = str(1 + max(int(i) for i in ids.values()))
    out = []
    for ln in lines:
        out.append(ln)
        f = ln.split('\t')
        if f[0] == 'sched' and f[1] == ids[base]:
            res = [] if f[5] == '-' else f[5].split(',')
            lat = f[6]
            for m in mods:
                if m.startswith('only='):
                    res = m[5:].split(';')
                elif m.startswith('lat='):
                    lat = ','.join(m[4:] + e[len(e.split('/')[0]):]
                                   for e in lat.split(',')) \
                        if lat != '-' else m[4:]
                else:
                    res.append(m)
            out.append('\t'.join(f[:1] + [new_id, name] + f[3:5]
                                  + [','.join(res) or '-', lat] + f[7:]))
    ids[name] = new_id
    return out


def main():
    cpu, model, fixes = sys.argv[1:4]
    rules = [(re.compile(f[1]), when, f[3])
             for f in rows_for(fixes, cpu) for when in conditions(f[2])]
    lines = open(model).read().split('\n')
    ids = {}
    for ln in lines:
        f = ln.split('\t')
        if f[0] == 'sched' and len(f) > 2:
            ids.setdefault(f[2], f[1])
    for _, _, name in rules:
        if name not in ids:
            lines = derive_class(model, lines, ids, name)
    out = []
    changes = 0
    k = 0
    while k < len(lines):
        f = lines[k].split('\t')
        if f[0] != 'op':
            out.append(lines[k])
            k += 1
            continue
        opcode = f[1]
        block = [lines[k]]
        k += 1
        while k < len(lines) and lines[k].split('\t')[0] in ('opk', 'opx') \
                and lines[k].split('\t')[1] == opcode:
            block.append(lines[k])
            k += 1
        for rx, when, name in rules:
            if not rx.search(opcode):
                continue
            new = 'opx\t%s\t%s\t%s' % (opcode, when, ids[name])
            same = [j for j, b in enumerate(block)
                    if b.split('\t')[0] == 'opx' and b.split('\t')[2] == when]
            if same:
                block[same[0]] = new
            else:
                block.append(new)
            changes += 1
        out.extend(block)
    sys.stdout.write('\n'.join(out))
    print('fix-forms: %s: %d opx lines' % (cpu, changes), file=sys.stderr)


if __name__ == '__main__':
    main()
