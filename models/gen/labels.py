#!/usr/bin/env python3
"""labels.py - give every resource of a model a name in plain words.

usage: labels.py MODEL > MODEL.new

The models name their resources as LLVM's scheduling models do
(SKLPort06, Zn4FPFAdd01, JFPA): names a remark should not show.  This
writes a `label NAME TEXT' line (models/FORMAT) for each resource and
group of MODEL, after its last resource or group line, replacing any
label lines it had:

  - a unit gets a noun and its number, from its name: Intel's numbered
    ports ("port 0"; "load port 2" and "store port 4" for the ports that
    serve loads and stores), AMD's integer ALUs, address and branch
    units and FP pipes ("integer ALU 3", "FP pipe 2"), the units of
    btver2 and Knights Landing, the dividers and the resources the
    corrections add (class-fixes);
  - a group gets its members' labels merged ("ports 0 and 6", "FP pipes
    2 and 3"), the way sim/resource_words.c merges the units of a bound,
    unless its name says more (the schedulers of Zen: "integer
    scheduler").

Facts: the port numbers that serve loads and stores are Intel's (Intel
64 and IA-32 Architectures Optimization Reference Manual, the execution
units of each core: Sandy Bridge ports 2, 3 load and store address, 4
store data; Haswell and Skylake ports 2, 3 load, 4 store data, 7
store address; Ice Lake ports 2, 3 load, 4, 9 store data, 7, 8 store
address; Golden Cove (Alder Lake P, Sapphire Rapids) adds load port 11);
the roles of AMD's units are those of the AMD Software Optimization
Guides for Family 19h and 1Ah and of LLVM's Znver3/Znver4 models' comments,
btver2's of LLVM's BtVer2 model (AMD Family 16h Software Optimization
Guide)."""

import re
import sys

_INTEL = re.compile(r'^(SB|HW|SKL|SKX|ICX|ADLP|SPR)Port(\d+)$')
_INTEL_LOAD = {'SB': {2, 3}, 'HW': {2, 3}, 'SKL': {2, 3}, 'SKX': {2, 3}, 'ICX': {2, 3},
               'ADLP': {2, 3, 11}, 'SPR': {2, 3, 11}}
_INTEL_STORE = {'SB': {4}, 'HW': {4, 7}, 'SKL': {4, 7}, 'SKX': {4, 7},
                'ICX': {4, 7, 8, 9}, 'ADLP': {4, 7, 8, 9},
                'SPR': {4, 7, 8, 9}}

# Numbered names that are not one port (found in _NAMED).
_WHOLE = {'SBPort23'}

# Units and resources by name, first match wins: (pattern, label); a
# label with {0} takes the pattern's first group as a number.
_NAMED = (
    # Sandy Bridge's ports 2 and 3 are one resource of two units.
    (r'^SBPort23$', 'load ports 2 and 3'),
    (r'^Zn[345]ALU(\d)$', 'integer ALU {0}'),
    (r'^Zn[345]AGU(\d)$', 'address unit {0}'),
    (r'^Zn[345]BRU(\d)$', 'branch unit {0}'),
    (r'^Zn[345]FP(\d)$', 'FP pipe {0}'),
    (r'^Zn[345]FP45$', 'FP store and transfer pipes 4 and 5'),
    (r'^Zn[345]FPSt$', 'FP store pipe'),
    (r'^Zn[345]Int$', 'integer scheduler'),
    (r'^Zn[345]FP$', 'FP scheduler'),
    (r'^Zn[345]LSU$', 'load-store unit'),
    (r'^Zn[345]Load$', 'load pipes'),
    (r'^Zn[345]Store$', 'store pipes'),
    (r'^JALU(\d)$', 'integer ALU {0}'),
    (r'^JFPU(\d)$', 'FP pipe {0}'),
    (r'^JVALU(\d)$', 'vector ALU {0}'),
    (r'^JFPA$', 'FP adder'),
    (r'^JFPM$', 'FP multiplier'),
    (r'^JVIMUL$', 'vector integer multiplier'),
    (r'^JMul$', 'integer multiplier'),
    (r'^JDiv$', 'integer divider'),
    (r'^JLAGU$', 'load address unit'),
    (r'^JSAGU$', 'store address unit'),
    (r'^JLSAGU$', 'load-store address unit'),
    (r'^JSTC$', 'FP store converter'),
    (r'^KNLIEC(\d)$', 'integer unit {0}'),
    (r'^KNLVPU(\d)$', 'vector unit {0}'),
    (r'^KNLMEC$', 'memory units'),
    (r'^(SB|HW|SKL|SKX|ICX)?FPDivider$', 'FP divider'),
    (r'^(SB|HW|SKL|SKX|ICX)Divider$', 'integer divider'),
    (r'^(SB|HW|SKL|SKX|ICX|ADLP|SPR)PortAny$', 'any port'),
    (r'^(SB|HW|SKL|SKX|ICX|ADLP|SPR)PortInvalid$', 'no port'),
    (r'^Divider$', 'divider'),
    (r'^StoreCommit$', 'store commit'),
    (r'^FPLoad$', 'FP load path'),
    (r'^FPCompareFlags$', 'FP compare-to-flags path'),
    (r'^Zn3FPLane$', 'ymm lane-crossing unit'),
    (r'^GprToFp$', 'integer-to-vector transfer path'),
    (r'^FPMemPipes$', 'vector-load and store pipes'),
    (r'^StoreLines$', 'line writes of the stores'),
    (r'^MaskPipes$', 'mask pipes'),
    (r'^X87Ext80$', '80-bit x87 load and store path'),
    (r'^X87Load80$', '80-bit x87 load and constant path'),
    (r'^X87Store80$', '80-bit x87 store path'),
    (r'^X87Exchange$', 'x87 register exchanges'),
    (r'^Lock$', 'locked instructions'),
    (r'^Fence$', 'fences'),
    (r'^Pause$', 'pauses'),
    (r'^ShiftMemCL$', 'shifts and rotates of memory by %cl'),
    (r'^FMA512$', '512-bit operations of the FMA units'),
    (r'^AllPipes$', 'all execution pipes together'),
)


def unit_label(name, group=False):
    """The label of resource NAME by its name, or None.  GROUP: NAME is a
    group's (SKLPort015 is ports 0, 1 and 5, not port 15)."""
    m = None if group or name in _WHOLE else _INTEL.match(name)
    if m:
        family, port = m.group(1), int(m.group(2))
        if port in _INTEL_LOAD[family]:
            return 'load port %d' % port
        if port in _INTEL_STORE[family]:
            return 'store port %d' % port
        return 'port %d' % port
    for pattern, label in _NAMED:
        m = re.match(pattern, name)
        if m:
            return label.format(*m.groups())
    return None


_NUMBERED = re.compile(r'^(.*\S) (\d+)$')


def merge(labels):
    """Labels of several units as one phrase: units of one noun
    together, their numbers listed ('ports 0, 1 and 5'), nouns in order
    of first appearance ('port 0 and load ports 2 and 3')."""
    nouns, numbers, others = [], {}, []
    for label in labels:
        m = _NUMBERED.match(label)
        if not m:
            if label not in others:
                others.append(label)
            continue
        noun, n = m.group(1), int(m.group(2))
        if noun not in numbers:
            nouns.append(noun)
            numbers[noun] = []
        if n not in numbers[noun]:
            numbers[noun].append(n)
    parts = []
    for noun in nouns:
        ns = sorted(numbers[noun])
        if len(ns) == 1:
            parts.append('%s %d' % (noun, ns[0]))
        else:
            parts.append('%ss %s' % (noun, _and([str(n) for n in ns])))
    return _and(parts + others)


def _and(items):
    if len(items) <= 1:
        return ''.join(items)
    return ', '.join(items[:-1]) + ' and ' + items[-1]


def labels_of(lines):
    """{resource name: label} for the resource and group LINES.  A group
    may come before its members (and a group be a member): groups are
    labelled once all their members are."""
    labels = {}
    groups = []
    for line in lines:
        f = line.rstrip('\n').split('\t')
        if len(f) < 2:
            continue
        label = unit_label(f[1], f[0] == 'group')
        if label:
            labels[f[1]] = label
        elif f[0] == 'group' and len(f) >= 4:
            groups.append((f[1], [m for m in f[3].split(',') if m]))
    while groups:
        left = [(g, ms) for g, ms in groups
                if not all(m in labels for m in ms)]
        for g, ms in groups:
            if ms and all(m in labels for m in ms):
                labels[g] = merge([labels[m] for m in ms])
        if len(left) == len(groups):
            break
        groups = left
    return labels


def main():
    if len(sys.argv) != 2:
        sys.exit('usage: labels.py MODEL')
    with open(sys.argv[1]) as f:
        lines = [l for l in f if not l.startswith('label\t') and
                 not l.startswith('# Plain names of the resources')]
    defs = [l for l in lines if l.split('\t', 1)[0] in ('resource', 'group')]
    labels = labels_of(defs)
    missing = [l.split('\t')[1] for l in defs
               if l.split('\t')[1] not in labels]
    if missing:
        sys.exit('labels.py: %s: no plain name for %s' %
                 (sys.argv[1], ', '.join(missing)))
    last = max(i for i, l in enumerate(lines)
               if l.split('\t', 1)[0] in ('resource', 'group'))
    # After the resources' own lines (bind, storepair) that follow the
    # last one.
    while last + 1 < len(lines) and \
            lines[last + 1].split('\t', 1)[0] in ('bind', 'storepair'):
        last += 1
    block = ['# Plain names of the resources (models/gen/labels.py), for '
             'the remarks and the build report\n']
    block += ['label\t%s\t%s\n' % (l.split('\t')[1], labels[l.split('\t')[1]])
              for l in defs]
    sys.stdout.write(''.join(lines[:last + 1] + block + lines[last + 1:]))


if __name__ == '__main__':
    main()
