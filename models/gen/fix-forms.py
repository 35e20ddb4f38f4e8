#!/usr/bin/env python3
"""fix-forms.py - apply form-fixes to one model.

usage: fix-forms.py CPU MODEL FIXES [ISA] > OUT

Each row of FIXES for CPU gives the instances of the opcodes matching its
regex that satisfy its WHEN (an opx condition, models/FORMAT) the
scheduling class named in the row: an `opx' line after the opcode's op
line, or the existing opx line with that WHEN rewritten; a WHEN of
mem=SHAPE|SHAPE|... stands for one such line per shape, and a WHEN of
`-' for every instance: the op line's own class is replaced.  The class is
the first `sched' line of that name (a NAME of `*' with attributes
alone and a WHEN of `-' adds the attributes to the op line, its class
kept).  A name NAME+MOD[+MOD...] is a class
derived from NAME, declared after NAME's line under the next free ID the
first time a row asks for it: MOD RES:N adds a resource use, only=RES:N;...
replaces the resource uses, swap=A:B uses resource B where NAME uses A,
lat=N sets every write latency, uops=N the micro-ops, adv=U:N reads use
U N cycles late (a read advance), load=N makes the load N cycles
slower (every write latency and every advance above 0 grow by N: the
registers the operation reads keep their paths), set=RES:N makes the
use of RES N cycles (added if the class has none); NAME's other fields
are kept.  A
regex written key:REGEX is matched against the opcode's key in the .isa
ISA (AT&T operand order with the operands' sizes: `vaddps m512,z,z')
instead of its name.  A NAME
of `*' stands for each matched opcode's own class (its op line's):
*+swap=A:B derives one class per class met.  A NAME of `*&' with a WHEN
of `-' stands for the class the op line has after the rows before it
(their modifiers kept, a later lat= taking the place of an earlier):
*&+lat=5 sets the latency of whatever class those rows gave.  The
attribute bypassed=U:CLASS names the class of an instance whose use U an
operation of the loop writes (models/FORMAT), CLASS `*' the opcode's
own.  A WHEN of key=SYN:KEY|...
(SYN ATT or INTEL, KEY a key of the .isa) writes an `opk' line per key.  The number of lines written or changed goes to
stderr.  A row that matches no opcode, or all of whose lines later rows
write again without building on it (`*&'), is named on stderr by its
line and the exit status is 1: its source would vouch for a fact the
model does not hold (rows make-models.sh took from the CPU's base,
marked so, may be replaced by the CPU's own).
"""
import re
import sys

from fixes_table import numbered_rows_for, report_lost_rows
import uopsinfo


def conditions(when):
    """The opx conditions a row's WHEN stands for: mem=A|B is mem=A and
    mem=B; key=SYN:KEY|... one opk key each."""
    key, _, values = when.partition('=')
    if key not in ('mem', 'key'):
        return [when]
    return [key + '=' + v for v in values.split('|')]


def override(opcode, when, sched_id, attrs=()):
    """The op, opx or opk line of WHEN, with the attributes ATTRS."""
    tail = ''.join('\t' + a for a in attrs)
    if when == '-':
        return 'op\t%s\t%s%s' % (opcode, sched_id, tail)
    if when.startswith('key='):
        syntax, _, key = when[4:].partition(':')
        return 'opk\t%s\t%s\t%s\t%s%s' % (opcode, syntax, key, sched_id,
                                          tail)
    return 'opx\t%s\t%s\t%s%s' % (opcode, when, sched_id, tail)


# Modifiers of a class name that are attributes of the override line
# (models/FORMAT), not changes to the class.
ATTRIBUTES = ('move', 'same-zero', 'renamed-add', 'renamed-move')


def split_attributes(name):
    """NAME without its attribute modifiers, and those attributes."""
    base, *mods = name.split('+')
    def is_attr(m):
        return m in ATTRIBUTES or m.startswith(('fold=', 'same=', 'same-dep=',
                                                'foldread=', 'bypassed='))
    attrs = [m for m in mods if is_attr(m)]
    return '+'.join([base] + [m for m in mods if not is_attr(m)]), attrs


def class_attribute(attr, ids, own_id):
    """ATTR with the class it names given by its id in IDS: fold=CLASS,
    the class of an add done at rename, same=CLASS, that of a
    same-register instance, and bypassed=USE:CLASS, that of an instance
    whose use USE an operation of the loop writes (a CLASS of `*' the
    opcode's own, OWN_ID: its op line's, which a name could not tell
    from another class of that name); other attributes as they are."""
    key, sep, name = attr.partition('=')
    if key == 'bypassed':
        use, _, name = name.partition(':')
        if name == '*' and own_id is None:
            sys.exit('fix-forms: %s: the opcode has no op line' % attr)
        return '%s=%s:%s' % (key, use, own_id if name == '*' else ids[name])
    return key + sep + ids[name] if key in ('fold', 'same') else attr


def same_override(line, when):
    """Whether LINE is the override WHEN would write."""
    f = line.split('\t')
    if when == '-':
        return f[0] == 'op'
    if when.startswith('key='):
        syntax, _, key = when[4:].partition(':')
        return f[0] == 'opk' and f[2] == syntax and f[3] == key
    return f[0] == 'opx' and f[2] == when


def add_advance(adv, extra):
    """The ADV field ADV with use U read N cycles earlier (EXTRA is
    U:N): added to the class's read advance of U for every writer if it
    has one, else a new entry."""
    use, _, cycles = extra.partition(':')
    entries = [] if adv == '-' else adv.split(',')
    for k, e in enumerate(entries):
        u, _, c = e.partition(':')
        if u == use and '/' not in c:
            entries[k] = '%s:%d' % (u, int(c) + int(cycles))
            return ','.join(entries)
    return ','.join(entries + [extra])


def grown(entry, n):
    """A LAT or ADV cycles entry (CYCLES or CYCLES/WRITEID) N cycles
    longer."""
    cycles, sep, writer = entry.partition('/')
    return str(int(cycles) + n) + sep + writer


def slower_load(lat, adv, n):
    """A class's LAT and ADV fields with its load N cycles slower: every
    write latency N cycles more, and every advance above 0 too, so that
    the registers its operation reads keep their paths."""
    if lat != '-':
        lat = ','.join(grown(e, n) for e in lat.split(','))
    if adv != '-':
        uses = (e.split(':', 1) for e in adv.split(','))
        adv = ','.join('%s:%s' % (u, grown(c, n) if int(c.split('/')[0]) > 0
                                  else c) for u, c in uses)
    return lat, adv


def derive_class(model, lines, ids, name):
    """LINES with the class NAME (BASE+MOD+...) declared after BASE's
    line, its ID recorded in IDS.  MOD is RES:N (a resource use added),
    only=RES:N;RES:N (the resource uses replaced), lat=N (every write
    latency set to N cycles), uops=N, adv=U:N (use U read N cycles
    earlier, add_advance), load=N (the load N cycles slower: every write
    latency and every advance above 0 N cycles more) or set=RES:N
    (RES's use made N cycles).  BASE
    may itself be a derived class (CLASS+pipes=... of fp-pipes.py)."""
    # BASE is the longest prefix of NAME that is a class already (an
    # earlier step's derived class, CLASS+pipes=..., included).
    parts = name.split('+')
    cut = next((j for j in range(len(parts) - 1, 0, -1)
                if '+'.join(parts[:j]) in ids), 1)
    base, mods = '+'.join(parts[:cut]), parts[cut:]
    ok = re.compile(r'(set=)?[A-Za-z0-9_]+:\d+$|only=[A-Za-z0-9_]+:\d+(;[A-Za-z0-9_]+:\d+)*$'
                    r'|swap=[A-Za-z0-9_]+:[A-Za-z0-9_]+$|(lat|uops|load)=\d+$'
                    r'|adv=\d+:\d+$')
    if base not in ids or not mods or not all(ok.match(m) for m in mods):
        sys.exit('fix-forms: %s: no scheduling class %s' % (model, name))
    # Every class's ID, not only those of IDS (names may repeat).
    new_id = str(1 + max(int(ln.split('\t')[1]) for ln in lines
                         if ln.startswith('sched\t')))
    out = []
    for ln in lines:
        out.append(ln)
        f = ln.split('\t')
        if f[0] == 'sched' and f[1] == ids[base]:
            res = [] if f[5] == '-' else f[5].split(',')
            uops, lat, adv = f[3], f[6], f[7]
            for m in mods:
                if m.startswith('only='):
                    res = m[5:].split(';')
                elif m.startswith('uops='):
                    uops = m[5:]
                elif m.startswith('adv='):
                    adv = add_advance(adv, m[4:])
                elif m.startswith('swap='):
                    a, b = m[5:].split(':')
                    res = [b + r[len(a):] if r.split(':')[0] == a else r
                           for r in res]
                elif m.startswith('set='):
                    unit = m[4:].split(':')[0]
                    res = [r for r in res if r.split(':')[0] != unit] \
                        + [m[4:]]
                elif m.startswith('load='):
                    lat, adv = slower_load(lat, adv, int(m[5:]))
                elif m.startswith('lat='):
                    lat = ','.join(m[4:] + e[len(e.split('/')[0]):]
                                   for e in lat.split(',')) \
                        if lat != '-' else m[4:]
                else:
                    res.append(m)
            out.append('\t'.join(f[:1] + [new_id, name, uops, f[4]]
                                  + [','.join(res) or '-', lat, adv]
                                  + f[8:]))
    ids[name] = new_id
    return out


def line_of(when):
    """The override line a WHEN writes: the op line, an opk line of a
    key, or the opx line of a condition."""
    if when == '-':
        return ('op',)
    if when.startswith('key='):
        return ('opk', when[4:])
    return ('opx', when)


class RowLedger:
    """Which rows' effects the written lines keep.  A row that replaces
    a line (any class but `*&') drops what the rows before it wrote
    there; a `*&' row keeps their class modifiers but not their
    attributes (it writes its own); a `*' row of attributes alone adds
    to the line.  A row none of whose effects is kept, or that matches
    no opcode, says something the model does not: a source for a fact
    the model lost (the row replaced, by mistake or on purpose, and
    then to be deleted)."""

    def __init__(self):
        self.live = {}          # (opcode, line) -> [(rule, part)]
        self.applied = set()    # rules that matched an opcode

    def replace(self, opcode, when, rule, has_attrs):
        self.applied.add(rule)
        self.live[opcode, line_of(when)] = [(rule, 'class')] + (
            [(rule, 'attrs')] if has_attrs else [])

    def build_on(self, opcode, when, rule, has_attrs):
        self.applied.add(rule)
        now = [e for e in self.live.get((opcode, line_of(when)), [])
               if e[1] == 'class']
        self.live[opcode, line_of(when)] = now + [(rule, 'class')] + (
            [(rule, 'attrs')] if has_attrs else [])

    def add_attributes(self, opcode, when, rule):
        self.applied.add(rule)
        self.live.setdefault((opcode, line_of(when)), []).append(
            (rule, 'attrs'))

    def lost_rows(self, rule_row):
        """(line, message) for each row (RULE_ROW gives each rule's
        line) that matches no opcode or whose every effect later rows
        replace."""
        kept = {rule for entries in self.live.values()
                for rule, _ in entries}
        for number in sorted(set(rule_row)):
            rules = [r for r, n in enumerate(rule_row) if n == number]
            if not any(r in self.applied for r in rules):
                yield number, 'the row matches no opcode of the model'
            elif not any(r in kept for r in rules):
                yield number, ('later rows replace everything the row '
                               'writes (delete it, or make them *& rows '
                               'that build on it)')


class OpcodeRegex:
    """A row's regex: on the opcode's name, or (key:REGEX) on its .isa
    key."""

    def __init__(self, text, keys):
        self.on_key = text.startswith('key:')
        if self.on_key and not keys:
            sys.exit('fix-forms: a key: row needs the .isa: ' + text)
        self.rx = re.compile(text[4:] if self.on_key else text)
        self.keys = keys

    def search(self, opcode):
        return self.rx.search(self.keys.get(opcode, '') if self.on_key
                              else opcode)


def main():
    cpu, model, fixes = sys.argv[1:4]
    # Each opcode's key with operand sizes (the .isa's `I' lines).
    keys = uopsinfo.load_isa(sys.argv[4])['_intel'] \
        if len(sys.argv) > 4 else {}
    rows = numbered_rows_for(fixes, cpu)
    rules, rule_row = [], []
    for number, f in rows:
        for when in conditions(f[2]):
            rules.append((OpcodeRegex(f[1], keys), when)
                         + split_attributes(f[3]))
            rule_row.append(number)
    lines = open(model).read().split('\n')
    ids = {}
    for ln in lines:
        f = ln.split('\t')
        if f[0] == 'sched' and len(f) > 2:
            ids.setdefault(f[2], f[1])
    # `*' rows: the class of each matched opcode's op line.
    # An opcode whose class has none of a swap's resources is not
    # matched (its class would not change).
    name_of, res_of = {}, {}
    op_class, op_id = {}, {}
    for ln in lines:
        f = ln.split('\t')
        if f[0] == 'sched' and len(f) > 5:
            name_of.setdefault(f[1], f[2])
            res_of.setdefault(f[2], {r.split(':')[0] for r in f[5].split(',')})
        elif f[0] == 'op' and len(f) > 2:
            op_class[f[1]] = name_of[f[2]]
            op_id[f[1]] = f[2]

    def star_matches(rx, name, opcode):
        swapped = {m[5:].split(':')[0] for m in name.split('+')
                   if m.startswith('swap=')}
        return opcode in op_class and rx.search(opcode) and \
            (not swapped or swapped & res_of[op_class[opcode]])

    def row_matches(rx, name, opcode):
        """Whether the row of regex RX and class NAME applies to OPCODE
        (a `*' row's swap only where the opcode's class has its unit)."""
        if name.startswith('*') and not name.startswith('*&'):
            return star_matches(rx, name, opcode)
        return rx.search(opcode)

    # `*&' rows: the class each matched op line has once the rows before
    # them are applied, worked out here in the rows' order and kept by
    # opcode and row for the pass that writes the lines.
    composed = {}
    if any(r[2].startswith('*&') for r in rules):
        for opcode in op_class:
            now = op_class[opcode]
            for k, (rx, when, name, _) in enumerate(rules):
                if when != '-' or not row_matches(rx, name, opcode):
                    continue
                if name.startswith('*&'):
                    now = composed[opcode, k] = now + name[2:]
                elif name != '*':
                    now = op_class[opcode] + name[1:] \
                        if name.startswith('*') else name
    for n in sorted(set(composed.values())):
        if n not in ids:
            lines = derive_class(model, lines, ids, n)
    for rx, _, name, _ in rules:
        if name.startswith('*&'):
            continue
        names = [name]
        if name.startswith('*'):
            names = sorted({op_class[o] + name[1:] for o in op_class
                            if star_matches(rx, name, o)})
        for n in names:
            if n not in ids:
                lines = derive_class(model, lines, ids, n)
    out = []
    changes = 0
    ledger = RowLedger()
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
        for r, (rx, when, name, attrs) in enumerate(rules):
            if not row_matches(rx, name, opcode):
                continue
            attrs = [class_attribute(a, ids, op_id.get(opcode))
                     for a in attrs]
            same = [j for j, b in enumerate(block) if same_override(b, when)]
            if name == '*' and when == '-':
                # Attributes alone: the op line keeps its class (a name
                # may be several classes') and its own attributes.
                line = block[same[0]].split('\t')
                block[same[0]] = '\t'.join(
                    line + [a for a in attrs if a not in line[3:]])
                ledger.add_attributes(opcode, when, r)
                changes += 1
                continue
            if name.startswith('*&'):
                if when != '-':
                    sys.exit('fix-forms: a *& row needs the WHEN -: ' + name)
                target = composed[opcode, r]
                ledger.build_on(opcode, when, r, bool(attrs))
            else:
                target = op_class[opcode] + name[1:] \
                    if name.startswith('*') else name
                ledger.replace(opcode, when, r, bool(attrs))
            new = override(opcode, when, ids[target], attrs)
            if same:
                block[same[0]] = new
            elif when == 'lock':
                # The first opx line that matches wins: a locked instance
                # takes its lock's class whatever its address (Haswell's
                # and Skylake's `indexed' lines).
                block.insert(1, new)
            else:
                block.append(new)
            changes += 1
        out.extend(block)
    sys.stdout.write('\n'.join(out))
    print('fix-forms: %s: %d opx lines' % (cpu, changes), file=sys.stderr)
    if report_lost_rows(fixes, cpu, ledger.lost_rows(rule_row)):
        sys.exit(1)


if __name__ == '__main__':
    main()
