#!/usr/bin/env python3
"""check-keys.py ISA OUTDIR - the comparison half of check-keys.sh."""

import collections
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import isakey  # noqa: E402


def llvm_opcodes(lines, intel):
    """For each line, the list of LLVM opcodes llvm-mc-19 parses it into,
    or an error string."""
    src = ['.intel_syntax noprefix'] if intel else []
    first = len(src) + 1
    for i, l in enumerate(lines):
        src.append('.ascii "@@%d"' % i)
        src.append(l)
    p = subprocess.run(['llvm-mc-19', '-show-inst'], input='\n'.join(src) + '\n',
                       capture_output=True, text=True)
    res = [[] for _ in lines]
    cur = None
    for l in p.stdout.splitlines():
        m = re.search(r'\.ascii\s+"@@(\d+)"', l)
        if m:
            cur = int(m.group(1))
            continue
        m = re.search(r'<MCInst #\d+ (\w+)', l)
        if m and cur is not None:
            res[cur].append(m.group(1))
    errs = {}
    for l in p.stderr.splitlines():
        m = re.match(r'<stdin>:(\d+):\d+: error: (.*)', l)
        if m:
            n = int(m.group(1)) - first
            errs[n // 2] = m.group(2)
    out = []
    for i in range(len(lines)):
        if i in errs:
            out.append('error: ' + errs[i])
        else:
            out.append(res[i])
    return out


def annotate(lines, intel):
    tool = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                        'llvm-extract')
    if not os.access(tool, os.X_OK):
        return None
    inp = '\n'.join(('INTEL\t' if intel else '') + l for l in lines) + '\n'
    p = subprocess.run([tool, '--annotate'], input=inp, capture_output=True,
                       text=True)
    res = []
    for l in p.stdout.splitlines():
        f = l.split('\t')
        if intel:
            f = f[1:]
        res.append(f)
    return res


def check(isa, out, syn):
    intel = syn == 'intel'
    lines = [l for l in open(os.path.join(out, syn + '.lines')).read().split('\n') if l]
    table = isakey.load_isa(isa)
    llvm = llvm_opcodes(lines, intel)
    ann = annotate(lines, intel)
    stats = collections.Counter()
    fails = collections.defaultdict(list)
    dufails = []
    for i, line in enumerate(lines):
        l = llvm[i]
        if isinstance(l, str):
            stats['rejected by llvm-mc'] += 1
            fails['(llvm-mc error) ' + l].append(line)
            continue
        if len(l) != 1:
            stats['not one instruction'] += 1
            fails['(%d instructions)' % len(l)].append(line)
            continue
        stats['lines'] += 1
        key, hit = isakey.lookup(table, line, intel)
        mnem = isakey.parse_line(line, intel)[1]
        if not hit:
            stats['no key'] += 1
            fails['no key: ' + mnem].append('%s  [%s]' % (line, l[0]))
            continue
        if hit[0] != l[0]:
            stats['wrong opcode'] += 1
            fails['wrong opcode: ' + mnem].append(
                '%s  [llvm %s, table %s via `%s\']' % (line, l[0], hit[0], key))
            continue
        stats['correct'] += 1
        if ann and len(ann[i]) >= 5 and ann[i][1] != '!' and ann[i][3] != '!':
            stats['defs/uses compared'] += 1
            if (ann[i][3], ann[i][4]) != (hit[1], hit[2]):
                stats['defs/uses differ'] += 1
                dufails.append('%s  [%s: text %s %s, table %s %s]' % (
                    line, l[0], ann[i][3], ann[i][4], hit[1], hit[2]))
    print('== %s: %d distinct instruction lines' % (syn, len(lines)))
    for k in ('lines', 'correct', 'wrong opcode', 'no key', 'rejected by llvm-mc',
              'not one instruction', 'defs/uses compared', 'defs/uses differ'):
        print('  %-22s %d' % (k, stats[k]))
    for k in sorted(fails):
        v = fails[k]
        print('  %s (%d): %s' % (k, len(v), ' | '.join(v[:4])))
    for d in dufails[:40]:
        print('  defs/uses: ' + d)
    return stats


def main():
    isa, out = sys.argv[1], sys.argv[2]
    total = collections.Counter()
    for syn in ('att', 'intel'):
        total.update(check(isa, out, syn))
    print('== total: %d of %d lines map to LLVM\'s opcode' % (
        total['correct'], total['lines']))


if __name__ == '__main__':
    main()
