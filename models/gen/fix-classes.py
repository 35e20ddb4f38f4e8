#!/usr/bin/env python3
"""fix-classes.py - apply class-fixes to one model.

usage: fix-classes.py CPU MODEL FIXES [--full512 [ISA]] > OUT

Each row of FIXES for CPU rewrites the LAT field (kinds lat, chain, lats), the
UOPS field (kinds slots, uops), the cycles of the RES field (kinds hold, set)
or its units (kinds reroute, only; for set, reroute and only the regex is
matched
against the class name, a TAB and the RES field) of the
scheduling classes whose name matches its regex, or adds a use of the
divider (kind divider: a one-unit resource `Divider', declared after the
model's other resources) to their RES field (see the header of
class-fixes); a row of kind unit declares a resource of its own, for
set rows to name; relat rows change one write latency into another;
with --full512 only the full512, late-clear and late-set rows apply
(and only then): the first halve the resource cycles of 512-bit
classes, late-clear rows take the uses of a group's units away and
late-set rows are set rows; they run after fix-forms so that the classes its
rows derive (which name their resources) are changed too, once;
the number of changes is written to stderr.  Latency rows leave the
classes of 512-bit forms (names with Z, not Z128/Z256) alone.  A row of
the pass that changes no class (its regex matches none, or rows before
it of its kind take every class it matches) is named on stderr by its
line and the exit status is 1: its source would vouch for a fact the
model does not hold (the bypass, writeid and domain rows are
add-bypass.py's, the unit rows declarations; rows make-models.sh took
from the CPU's base, marked so, may be replaced by the CPU's own).
"""
import re
import sys

from fixes_table import model_classes, numbered_rows_for, report_lost_rows


def first_rule(rules, kinds, name):
    """The first rule of one of KINDS whose regex matches class NAME."""
    for rule in rules:
        if rule[1] in kinds and rule[0].search(name):
            return rule
    return None


def is_512_bit(name, forms=None, zmm_forms=None):
    """Whether class NAME is of 512-bit forms (Z, not Z128/Z256).  Given
    FORMS (the class's forms, from the model's op lines), one of them
    must also be in ZMM_FORMS (those with a zmm register or a 512-bit
    memory operand): a class named for EVEX-encoded scalar forms
    (VADDSSZrr, VCVTSI2SSZrr), which may hold the legacy and VEX forms
    as well (CVTSI2SSrr_Int), works on 128 bits at most."""
    zmm = re.search(r'Z(rr|rm|r|m|_|$)', name) or \
        re.search(r'Z(?!128|256)\d*(Ld)?$', name.split('_')[0][-6:])
    if forms and not any(op in zmm_forms for op in forms):
        return False
    return bool(zmm) and 'Z128' not in name and 'Z256' not in name


def zmm_forms_of(isa):
    """The forms of ISA (the instruction set's file) with a zmm register
    or a 512-bit memory operand (in the Intel spelling, memory sized)."""
    forms = set()
    for line in open(isa):
        f = line.rstrip('\n').split('\t')
        if f[0] == 'I' and len(f) > 3:
            ops = f[3].split(None, 1)[1] if ' ' in f[3] else ''
            bcst = re.search(r'm(\d+)\{1to(\d+)\}', ops)
            if re.search(r'(^|,|/)(z|m512)(\{|,|/|$)', ops) or (
                    bcst and int(bcst.group(1)) * int(bcst.group(2)) == 512):
                forms.add(f[1])
    return forms


def groups_of(model):
    """The members of each group of MODEL's `group' lines."""
    members = {}
    for line in open(model):
        f = line.rstrip('\n').split('\t')
        if f[0] == 'group' and len(f) >= 4:
            members[f[1]] = f[3].split(',')
    return members


def names_of(res):
    """The resources RES (a `sched' line's NAME:CYCLES,...) uses."""
    return [u.split(':')[0] for u in res.split(',')]


def set_use(res, unit, cycles):
    """RES with UNIT's use taking CYCLES (a string) cycles: added when RES
    has none, removed when CYCLES is 0; `-' when no use is left."""
    out = [u if u.split(':')[0] != unit else '%s:%s' % (unit, cycles)
           for u in res.split(',')
           if u.split(':')[0] != unit or int(cycles)]
    if unit not in names_of(res) and int(cycles):
        out.append('%s:%s' % (unit, cycles))
    return ','.join(out) or '-'


def units_of(name, members):
    """The units of resource NAME: its members if a group, else itself."""
    return frozenset(members.get(name, (name,)))


def only_use(res, pipe, cycles, members):
    """RES with PIPE (a unit or group) for CYCLES cycles as the class's
    only use among the units of the largest group enclosing PIPE: uses of
    those units or of groups of them that do not hold all of PIPE's units
    go; the enclosing groups (a scheduler, say) stay, for CYCLES cycles
    as well (LLVM lists each with the cycles of the uses inside it)."""
    want = units_of(pipe, members)
    domain = max((units_of(g, members) for g in members
                  if units_of(g, members) >= want), key=len, default=want)
    out = []
    for use in res.split(','):
        name = use.split(':')[0]
        units = units_of(name, members)
        if name == pipe or (units <= domain and not units >= want):
            continue
        out.append('%s:%s' % (name, cycles) if units <= domain else use)
    return ','.join(out + ['%s:%s' % (pipe, cycles)])


def clear_within(res, group, members):
    """RES without its uses of GROUP's units and of the groups made of
    them; GROUP's own use (a scheduler's entry) stays.  `-' when no use
    is left."""
    inside = units_of(group, members)
    out = [u for u in res.split(',')
           if u.split(':')[0] == group
           or not units_of(u.split(':')[0], members) <= inside]
    return ','.join(out) or '-'


def reroute(res, unit, new, members):
    """RES (a `sched' line's resources, NAME:CYCLES,...), which uses
    UNIT, with one use of UNIT fewer and one fewer of each group holding
    UNIT (a resource left with no use goes), and one use of NEW."""
    out = []
    for use in res.split(','):
        name, cycles = use.split(':')
        cycles = int(cycles)
        if name == unit or unit in members.get(name, ()):
            cycles -= 1
        if cycles > 0:
            out.append('%s:%d' % (name, cycles))
    return ','.join(out + ['%s:1' % new])


def largest_advance(advances):
    """The largest read advance of a class's ADVANCES field (`-' or
    USE:CYCLES,...), 0 when it has none."""
    return max([int(a.split(':')[1].split('/')[0])
                for a in advances.split(',') if ':' in a] or [0])


def load_op_advance(uses, advances):
    """The largest read advance of a class that loads (USES names a
    load unit), 0 for any other class or a negative advance."""
    if 'Load' not in uses:
        return 0
    return max(largest_advance(advances), 0)


def main():
    cpu, model, fixes = sys.argv[1:4]
    # The full512, late-clear and late-set rows apply in a pass of their own
    # (--full512), the others in the main pass.
    full512_pass = '--full512' in sys.argv[4:]
    # The full512 pass decides by the classes' forms when given the
    # instruction set's file after --full512.
    isa = sys.argv[5] if full512_pass and len(sys.argv) > 5 else None
    zmm_forms = zmm_forms_of(isa) if isa else None
    class_forms = {}
    if isa:
        for op, cid in model_classes(open(model))[1].items():
            class_forms.setdefault(cid, []).append(op)
    rows = [(n, f) for n, f in numbered_rows_for(fixes, cpu)
            if (f[2] in ('full512', 'late-clear', 'late-set'))
            == full512_pass]
    # Each rule ends with its row's line, for the rows that change no
    # class.
    rules = [(re.compile(f[1]), f[2], int(f[3]), f[4], n)
             for n, f in rows
             if f[2] not in ('reroute', 'set', 'late-set', 'late-clear',
                             'only', 'unit',
                             'lats', 'relat', 'full512', 'bypass',
                             'writeid', 'domain')]
    relats = [(re.compile(f[1]), [int(x) for x in f[3].split(':')], n)
              for n, f in rows if f[2] == 'relat']
    full512 = [(re.compile(f[1]), n) for n, f in rows if f[2] == 'full512']
    by_def = [(re.compile(f[1]), f[3].split(','), n) for n, f in rows
              if f[2] == 'lats']
    declared = [(f[3].split(':'), f[4]) for _, f in rows if f[2] == 'unit']
    onlys = [(re.compile(f[1]), f[3].split(':'), n) for n, f in rows
             if f[2] == 'only']
    reroutes = [(re.compile(f[1]), f[3].split(','), n) for n, f in rows
                if f[2] == 'reroute']
    sets = [(re.compile(f[1]), f[3].split(':'), n) for n, f in rows
            if f[2] in ('set', 'late-set')]
    clears = [(re.compile(f[1]), f[3], n) for n, f in rows
              if f[2] == 'late-clear']
    # The rows that changed a class (or found it as they would make it).
    used = set()
    members = groups_of(model)
    # Resources of the fixes' own, declared after the model's.
    extra = []
    for _, (unit, new, units), _ in reroutes:
        extra += ['# %s: %s unit(s) that take over uses of %s (class-fixes)'
                  % (new, units, unit),
                  'resource\t%s\t%s\t-1' % (new, units)]
    for (name, count), source in declared:
        extra += ['# %s: %s (class-fixes)' % (name, source),
                  'resource\t%s\t%s\t-1' % (name, count)]
    if any(r[1] == 'divider' for r in rules):
        extra += ['# Divider: the divide/square-root unit, busy for the '
                  'reciprocal throughput of each division (class-fixes)',
                  'resource\tDivider\t1\t-1']
    out, notes = [], []
    for line in open(model).read().split('\n'):
        f = line.split('\t')
        if extra and f[0] not in ('resource', 'group') \
                and out and out[-1].split('\t')[0] in ('resource', 'group'):
            out += extra
            extra = []
        if f[0] == 'sched' and len(f) >= 8:
            name = f[2]
            r = first_rule(rules, ('hold',), name)
            if r and f[5] != '-':
                used.add(r[4])
                f[5] = ','.join(
                    '%s:%d' % (u.split(':')[0],
                               min(int(u.split(':')[1]), r[2]))
                    for u in f[5].split(','))
                notes.append('%s %s %s' % (f[1], name[:40], r[1]))
            r = first_rule(rules, ('divider',), name)
            if r and f[5] != '-':
                used.add(r[4])
                f[5] += ',Divider:%d' % r[2]
                notes.append('%s %s %s' % (f[1], name[:40], r[1]))
            r = first_rule(rules, ('slots',), name)
            if r and f[3] == '0':
                used.add(r[4])
                f[3] = str(r[2])
                notes.append('%s %s %s' % (f[1], name[:40], r[1]))
            r = first_rule(rules, ('uops',), name)
            if r:
                used.add(r[4])
                f[3] = str(r[2])
                notes.append('%s %s %s' % (f[1], name[:40], r[1]))
            r = first_rule(rules, ('alone',), name)
            if r and r[2]:
                used.add(r[4])
                flags = [x for x in f[4].split(',') if x not in ('-', '')]
                flags += [x for x in ('begin-group', 'end-group')
                          if x not in flags]
                f[4] = ','.join(flags)
                notes.append('%s %s %s' % (f[1], name[:40], r[1]))
            for regex, group, row in clears:
                if f[5] != '-' and regex.search(name + '\t' + f[5]):
                    used.add(row)
                    f[5] = clear_within(f[5], group, members)
                    notes.append('%s %s clear' % (f[1], name[:40]))
            for regex, (unit, cycles), row in sets:
                if f[5] != '-' and regex.search(name + '\t' + f[5]):
                    used.add(row)
                    f[5] = set_use(f[5], unit, cycles)
                    notes.append('%s %s set' % (f[1], name[:40]))
            for regex, (pipe, cycles), row in onlys:
                if f[5] != '-' and regex.search(name + '\t' + f[5]):
                    used.add(row)
                    f[5] = only_use(f[5], pipe, cycles, members)
                    notes.append('%s %s only' % (f[1], name[:40]))
            for regex, (unit, new, _), row in reroutes:
                if unit in names_of(f[5]) \
                        and regex.search(name + '\t' + f[5]):
                    used.add(row)
                    f[5] = reroute(f[5], unit, new, members)
                    notes.append('%s %s reroute' % (f[1], name[:40]))
            r = first_rule(rules, ('lat', 'chain'), name)
            if r and f[6] != '-' and not is_512_bit(name):
                used.add(r[4])
                lats = f[6].split(',')
                adv = largest_advance(f[7])
                new = r[2] + adv if r[1] == 'chain' else r[2]
                f[6] = ','.join(str(new) + ('/' + l.split('/')[1]
                                            if '/' in l else '')
                                for l in lats)
                notes.append('%s %s %s' % (f[1], name[:40], r[1]))
            for regex, (old, new), row in relats:
                if f[6] != '-' and regex.search(name + '\t' + f[5]):
                    used.add(row)
                    # A load-op form reads its register operands when
                    # the load is done: its operation's own latency is
                    # the write latency less that read advance.
                    adv = load_op_advance(f[5], f[7])
                    f[6] = ','.join(
                        str(new + adv) + l[len(str(old + adv)):]
                        if l.split('/')[0] == str(old + adv) else l
                        for l in f[6].split(','))
                    notes.append('%s %s relat' % (f[1], name[:40]))
            # A derived class (BASE+MOD, of fp-pipes.py or form-fixes)
            # is of the forms of its BASE.
            if f[5] != '-' and is_512_bit(name.split('+')[0],
                                          class_forms.get(f[1]),
                                          zmm_forms) and (wide := next(
                    (row for r, row in full512
                     if r.search(name + '\t' + f[5])), None)):
                used.add(wide)
                f[5] = ','.join(re.sub(r':(\d+)', lambda c: ':%d' % max(
                    1, int(c.group(1)) // 2), u, count=1)
                                for u in f[5].split(','))
                notes.append('%s %s full512' % (f[1], name[:40]))
            for regex, lats, row in by_def:
                if f[6] != '-' and regex.search(name):
                    used.add(row)
                    f[6] = ','.join(lats)
                    notes.append('%s %s lats' % (f[1], name[:40]))
                    break
            line = '\t'.join(f)
        out.append(line)
    text = '\n'.join(out)
    sys.stdout.write(text)
    sys.stderr.write('fix-classes: %s: %d classes changed\n'
                     % (cpu, len(notes)))
    # Rows for the other scripts (add-bypass.py) and declarations change
    # no class here.
    return report_lost_rows(
        fixes, cpu, ((n, 'the row changes no class: its regex matches '
                      'none, or rows before it of its kind take every '
                      'class it matches') for n, f in rows
                     if n not in used and f[2] not in ('unit', 'bypass',
                                                       'writeid', 'domain')))


if __name__ == '__main__':
    sys.exit(main())
