#!/usr/bin/env python3
"""check-matrix.py - the plugin only reads, and it sees every loop.

usage: check-matrix.py PLUGIN_DIR CC EXTRACT_LOOPS WORKDIR FILE.c...

Compiles each C file over a matrix of flags twice, with and without the
plugin, and prints one PASS:/FAIL: line per check:
  identical  the .s files are byte-identical; with -g, which records the
             command line (-fplugin= included) in the debug information's
             producer string unless -gno-record-gcc-switches, they differ
             in that string alone (and in the order of .debug_str);
  remarks    one remark (a throughput note or a `not analysed' note) per
             innermost loop the plugin found, at that loop's line;
  text       the instructions the plugin extracted for each loop appear in
             the .s file, in order, inside the loop's function;
  back edge  each loop's text holds a jump back to an instruction of the
             loop (the count of bench/extract-loops.py's text heuristic,
             which also takes paths around an inner loop for loops, is
             printed beside the plugin's);
  blocks     the record file is valid (check_records.py), and each loop
             the plugin could print has its symbol among the labels of
             the .s, its blocks contiguous in the .s and apart from one
             another, and its header line after a label.
Exits 0; the DejaGnu wrapper turns the lines into results.
"""
import collections
import concurrent.futures
import json
import os
import re
import subprocess
import sys

import check_records

OPTS = ['-O0', '-O1', '-O2', '-O3', '-Os']
MARCHES = ['x86-64', 'haswell', 'skylake-avx512', 'znver3', 'native']
EXTRAS = [['-g', '-gno-record-gcc-switches'], ['-g'], ['-funroll-loops'],
          ['-fcf-protection'], ['-fPIC']]


def matrix():
    for o in OPTS:
        for m in MARCHES:
            yield [o, '-march=' + m]
    for base in (['-O2', '-march=x86-64'], ['-O3', '-march=native']):
        for e in EXTRAS:
            yield base + e


def run(cmd):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       universal_newlines=True)
    return p.returncode, p.stderr


def functions_of(asm_lines):
    """Map each line index to the function (global label) it is in."""
    owner, current = [], None
    for line in asm_lines:
        m = re.match(r'^([A-Za-z_][\w.$]*):', line)
        if m and not m.group(1).startswith('.L'):
            current = m.group(1)
        owner.append(current)
    return owner


def text_loop_counts(extract, s_file, workdir):
    """Innermost loops per function by extract-loops.py's text rules."""
    manifest = os.path.join(workdir, 'manifest.txt')
    if os.path.exists(manifest):
        os.remove(manifest)
    subprocess.run([sys.executable, extract, '-q', '--max-insns', '1000000',
                    '-o', os.path.join(workdir, 'loops'), '--manifest',
                    manifest, s_file], check=False)
    counts = collections.Counter()
    if os.path.exists(manifest):
        for line in open(manifest):
            f = line.rstrip('\n').split('\t')
            if len(f) >= 3:
                counts[f[2]] += 1
    return counts


PIECE = re.compile(r'^\t\.(ascii|string)\t"(.*)"$')


def debug_strings(path):
    """The lines of the .s file PATH outside .debug_str, in order, and the
    (label, string) pairs inside it, as a set: GCC writes those strings
    in an order of its hash table, which a longer producer string
    changes, and a long one in pieces (.ascii lines, then .string).  The
    producer string (DW_AT_producer: "GNU C17 12.2.0 -march=... -O2
    ...") becomes PRODUCER."""
    outside, inside, section, label, text = [], set(), None, None, ''
    for line in open(path).read().split('\n'):
        m = re.match(r'^\t\.section\t([^,\s]+)', line)
        if m:
            section = m.group(1)
        piece = PIECE.match(line)
        if section != '.debug_str' or m:
            if piece and piece.group(1) == 'string' and \
                    piece.group(2).startswith('GNU '):
                line = '\t.string\t"PRODUCER"'
            outside.append(line)
        elif line.endswith(':'):
            label, text = line, ''
        elif piece:
            text += piece.group(2)
            if piece.group(1) == 'string':
                inside.add((label, 'PRODUCER' if text.startswith('GNU ')
                            else text))
                text = ''
        else:
            inside.add((label, line))
    return outside, inside


def same_but_producer(plain, plug):
    """Whether the .s files PLAIN and PLUG are the same but for the
    producer string and the order of .debug_str."""
    return debug_strings(plain) == debug_strings(plug)


def check_one(args):
    plugin_dir, cc, extract, workdir, src, flags = args
    tag = os.path.basename(src)[:-2] + ''.join(flags).replace('=', '_')
    tag = re.sub(r'[^\w.-]', '_', tag)
    wd = os.path.join(workdir, tag)
    os.makedirs(wd, exist_ok=True)
    plain, plug = os.path.join(wd, 'plain.s'), os.path.join(wd, 'plugin.s')
    js = os.path.join(wd, 'loops.json')
    name = '%s %s' % (os.path.basename(src), ' '.join(flags))
    out = []
    rc1, _ = run([cc, '-S', '-w'] + flags + [src, '-o', plain])
    if rc1 != 0:
        return ['UNSUPPORTED: %s (does not compile)' % name]
    rc2, err = run([cc, '-S', '-w'] + flags + [
        '-iplugindir=' + plugin_dir, '-fplugin=mca',
        '-fplugin-arg-mca-json=' + js, '-fno-diagnostics-show-caret',
        src, '-o', plug])
    if rc2 != 0:
        return ['FAIL: %s: compile with the plugin failed: %s' % (name, err)]
    if '-g' in flags and '-gno-record-gcc-switches' not in flags:
        same = same_but_producer(plain, plug)
        out.append('%s: identical .s but the producer string: %s' % (
            'PASS' if same else 'FAIL', name))
    else:
        same = open(plain, 'rb').read() == open(plug, 'rb').read()
        out.append('%s: identical .s: %s' % ('PASS' if same else 'FAIL',
                                             name))

    units = json.load(open(js))['units']
    loops = [u for u in units if u['kind'] == 'loop']
    remark_lines = collections.Counter()
    for line in err.splitlines():
        m = re.match(r'^[^:]+:(\d+):\d+: note: mca: loop', line)
        if m:
            remark_lines[int(m.group(1))] += 1
    loop_lines = collections.Counter(u['line'] for u in loops)
    ok = remark_lines == loop_lines
    out.append('%s: one remark per loop (%d loops, %d remarks): %s' % (
        'PASS' if ok else 'FAIL', len(loops), sum(remark_lines.values()),
        name))

    asm = open(plug).read().split('\n')
    owner = functions_of(asm)
    bad = 0
    for u in loops:
        want = [l for l in u.get('layout', []) if l.strip()]
        fn = u['function']
        pos = [i for i, f in enumerate(owner) if f == fn
               or (f or '').startswith(fn + '.')]
        k = 0
        for i in pos:
            if k < len(want) and asm[i] == want[k]:
                k += 1
        if k != len(want):
            bad += 1
    out.append('%s: extracted text is the loop text of the .s (%d of %d '
               'loops differ): %s' % ('PASS' if bad == 0 else 'FAIL', bad,
                                       len(loops), name))

    # Each loop's extracted text holds a jump to a label whose next
    # instruction is in that text too: the back edge of the loop.
    labels = {}
    for i, line in enumerate(asm):
        m = re.match(r'^(\.L\w+):', line)
        if m:
            j = i + 1
            while j < len(asm) and (re.match(r'^\s*\.', asm[j])
                                    or re.match(r'^[.\w]+:', asm[j])
                                    or not asm[j].strip()):
                j += 1
            labels[m.group(1)] = asm[j] if j < len(asm) else None
    no_back_edge = 0
    for u in loops:
        text = set(u.get('layout', []))
        found = False
        for l in u.get('layout', []):
            m = re.match(r'^\s*j\w*\s+(\.L\w+)\s*$', l)
            if m and labels.get(m.group(1)) in text:
                found = True
        no_back_edge += not found
    by_text = text_loop_counts(extract, plug, wd)
    out.append('%s: every loop has its back edge in its text (%d without; '
               '%d loops, %d by the text heuristic): %s' % (
                   'PASS' if no_back_edge == 0 else 'FAIL', no_back_edge,
                   len(loops), sum(by_text.values()), name))

    # An unprintable insn (skipped loop) leaves a hole in the layout.
    try:
        check_records.check_file(js)
        why = None
        printed = [u for u in loops if u['status'] != 'skipped']
        differ = 0
        for u in printed:
            w = check_records.check_asm(u, asm)
            if w:
                differ += 1
                why = why or '%s:%s: %s' % (u['file'], u['line'], w)
    except ValueError as e:
        why, differ, printed = str(e), 1, []
    out.append('%s: symbol, header and blocks agree with the .s (%d of %d '
               'loops differ%s): %s' % (
                   'PASS' if differ == 0 else 'FAIL', differ, len(printed),
                   '; ' + why if why else '', name))
    return out


def main():
    plugin_dir, cc, extract, workdir = sys.argv[1:5]
    files = sys.argv[5:]
    jobs = [(plugin_dir, cc, extract, workdir, f, fl)
            for f in files for fl in matrix()]
    with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 2) as ex:
        for lines in ex.map(check_one, jobs):
            for line in lines:
                print(line, flush=True)


if __name__ == '__main__':
    main()
