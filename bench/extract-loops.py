#!/usr/bin/env python3
"""extract-loops.py - cut the innermost loops out of GCC assembly output.

usage: extract-loops.py [-o DIR] [-t TAG] [-s NAME] [--max-insns N]
                        [--manifest FILE] [-q] FILE.s...

A loop is a label L followed, later in the same function, by a conditional
or unconditional jump back to L.  It is innermost when no other label
between L and that jump is itself the target of a backward jump.  Its
region is the instructions from L up to and including the jump; directives,
labels, comments and blank lines are dropped, the instruction lines are
kept exactly as GCC wrote them.  When several backward jumps go to the
same label, the region runs to the last of them (the others are `continue'
edges of the same loop) -- unless the code up to it leaves the function
(a `ret', as when GCC duplicates the latch after the epilogue), then to
the last one whose region has no `ret', or failing that the first.  A
backward jump only counts when control can get from L to it without
leaving L..jump, so that a `jmp' back into a shared function epilogue
(over a `ret') is not taken for a loop.  --literal turns both refinements
off.

Loops containing a call, and loops longer than --max-insns instructions
(default 200), are skipped.  Each remaining loop is written to
DIR/<source>-<tag>-<n>.s, where <source> is the name of the input file
without its directory and `.s' suffix (or NAME given with -s, only with
one input file), <tag> the flags tag given with -t (default `asm') and
<n> counts the loops of that input from 1, in order of appearance.

A "function" here is the stretch of text between two function-level
boundaries: a label that is not local (does not start with `.L'), a
section switch (.text, .section, .data, ...), .cfi_startproc/.cfi_endproc
or .size.  Loops never straddle such a boundary, so a jump from a
`foo.cold' partition back into `foo' is not taken for a loop.

--manifest FILE appends one line per written region to FILE:
    <region file> <TAB> <input> <TAB> <function> <TAB> <label> <TAB> <insns>
Standard output lists, per input, how many loops were found, written and
skipped (and why), unless -q.

Exit status: 0 on success, 1 when an input cannot be read, 2 on usage
errors.  Python 3 standard library only.
"""

import argparse
import os
import re
import sys

LABEL_RE = re.compile(r'^\s*((?:[A-Za-z_.$][\w.$@]*)|(?:"[^"]*")|\d+):(.*)$')
JUMP_RE = re.compile(r'^\s*(j[a-z]+)\s+(\S+)\s*(?:#.*)?$', re.IGNORECASE)
CALL_RE = re.compile(r'^\s*call', re.IGNORECASE)
SECTION_DIRECTIVES = ('.text', '.data', '.bss', '.section', '.previous',
                      '.pushsection', '.popsection', '.subsection')
BOUNDARY_DIRECTIVES = ('.cfi_startproc', '.cfi_endproc', '.size')


def strip_comment(text):
    """TEXT without a trailing `#' comment (outside of string quotes)."""
    quoted = False
    for i, c in enumerate(text):
        if c == '"':
            quoted = not quoted
        elif c == '#' and not quoted:
            return text[:i]
    return text


def parse(lines):
    """Turn assembly LINES into a list of items:
         ('label', name)
         ('insn', original_text, mnemonic, jump_target_or_None)
         ('boundary', what)
    """
    items = []
    for raw in lines:
        line = raw.rstrip('\r\n')
        rest = line
        # A line may carry several labels before an instruction.
        while True:
            body = strip_comment(rest).strip()
            if not body:
                rest = None
                break
            m = LABEL_RE.match(rest)
            if m:
                name = m.group(1)
                if name.startswith('.L') or name.isdigit():
                    items.append(('label', name))
                else:
                    items.append(('boundary', 'label ' + name))
                    items.append(('label', name))
                rest = m.group(2)
                continue
            break
        if rest is None:
            continue
        body = strip_comment(rest).strip()
        if body.startswith('.'):
            word = body.split(None, 1)[0].rstrip(',')
            if word in SECTION_DIRECTIVES or word in BOUNDARY_DIRECTIVES:
                items.append(('boundary', word))
            continue
        # Several instructions on one line separated by `;' are unusual in
        # GCC output; keep the line whole, it is one region line.
        mnemonic = body.split(None, 1)[0].lower()
        target = None
        m = JUMP_RE.match(body)
        if m and not body.split(None, 1)[1].lstrip().startswith('*'):
            target = m.group(2)
        if rest is line:
            text = line.rstrip()
        else:
            # `label: insn' on one line: keep the instruction part only.
            text = '\t' + rest.strip()
        items.append(('insn', text, mnemonic, target))
    return items


def split_functions(items):
    """Split ITEMS at boundaries into (function_name, items) chunks."""
    chunks = []
    name = '?'
    cur = []
    for it in items:
        if it[0] == 'boundary':
            if cur:
                chunks.append((name, cur))
            cur = []
            if it[1].startswith('label '):
                name = it[1][6:]
            continue
        cur.append(it)
    if cur:
        chunks.append((name, cur))
    return chunks


NO_FALLTHROUGH = ('jmp', 'jmpq', 'ljmp', 'ret', 'retq', 'retl', 'lret',
                  'iret', 'iretq', 'ud2', 'hlt', 'sysret')


def ends_flow(it):
    """Whether control never falls through past instruction item IT."""
    words = it[1].split()
    # Skip prefixes such as `rep ret' or `bnd jmp'.
    while words and words[0].lower() in ('rep', 'repz', 'repe', 'bnd',
                                          'notrack', 'ds', 'cs'):
        words = words[1:]
    return bool(words) and words[0].lower() in NO_FALLTHROUGH


def closes_cycle(chunk, label_pos, p, j):
    """Whether the jump at J can be reached from label P by control flow
    that stays within P..J: a backward jump over a `ret' or an
    unconditional jump (a shared epilogue, say) is no loop."""
    seen = set()
    todo = [p]
    while todo:
        i = todo.pop()
        if i in seen or i < p or i > j:
            continue
        seen.add(i)
        if i == j:
            return True
        it = chunk[i]
        if it[0] == 'insn':
            if it[3] is not None:
                t = label_pos.get(it[3])
                if t is not None:
                    todo.append(t)
            if ends_flow(it):
                continue
        todo.append(i + 1)
    return False


def find_loops(chunk, literal=False):
    """Innermost loops of one function chunk: list of (label, start, end)
    indices into CHUNK, START the label item, END the jump item.
    Unless LITERAL, a backward jump only makes a loop if it closes a
    cycle (see closes_cycle)."""
    label_pos = {}
    for i, it in enumerate(chunk):
        if it[0] == 'label':
            label_pos.setdefault(it[1], i)
    # Backward jumps: (label position, jump position).
    back = []
    for j, it in enumerate(chunk):
        if it[0] == 'insn' and it[3] is not None:
            p = label_pos.get(it[3])
            if p is not None and p < j and (
                    literal or closes_cycle(chunk, label_pos, p, j)):
                back.append((p, j))
    back_targets = sorted(set(p for p, _ in back))
    cands = {}
    for p, j in back:
        # Innermost: no other label strictly between p and j is the target
        # of a backward jump.
        if not any(p < q < j for q in back_targets):
            cands.setdefault(p, []).append(j)
    loops = []
    for p, js in sorted(cands.items()):
        # Several jumps back to one label: the region runs to the last of
        # them, unless that takes in code that leaves the function (a
        # duplicated latch after the epilogue, say); then to the last one
        # whose region has no `ret', or failing that to the first.
        pick = js[0]
        for j in reversed(js):
            if literal or not any(
                    it[0] == 'insn' and ends_flow(it) and it[3] is None
                    for it in chunk[p:j + 1]):
                pick = j
                break
        loops.append((chunk[p][1], p, pick))
    return loops


def extract(path, max_insns=200, literal=False):
    """Return (regions, stats) for the assembly file PATH.  REGIONS is a
    list of (function, label, [instruction lines]) in order of appearance;
    STATS counts found / calls / long."""
    with open(path, encoding='utf-8', errors='surrogateescape') as f:
        items = parse(f)
    regions = []
    stats = {'found': 0, 'call': 0, 'long': 0}
    for fname, chunk in split_functions(items):
        for label, p, j in find_loops(chunk, literal):
            stats['found'] += 1
            insns = [it for it in chunk[p:j + 1] if it[0] == 'insn']
            if any(CALL_RE.match(it[2]) for it in insns):
                stats['call'] += 1
                continue
            if len(insns) > max_insns:
                stats['long'] += 1
                continue
            regions.append((fname, label, [it[1] for it in insns]))
    return regions, stats


def main(argv=None):
    ap = argparse.ArgumentParser(
        description='Extract innermost loops of GCC assembly as llvm-mca '
                    'regions, one file per loop.')
    ap.add_argument('files', nargs='+', metavar='FILE.s')
    ap.add_argument('-o', '--outdir', default='.',
                    help='directory for the region files (default: .)')
    ap.add_argument('-t', '--tag', default='asm',
                    help='flags tag in the file names (default: asm)')
    ap.add_argument('-s', '--source', default=None,
                    help='source name in the file names (one input only)')
    ap.add_argument('--max-insns', type=int, default=200,
                    help='skip loops longer than this (default: 200)')
    ap.add_argument('--manifest', default=None,
                    help='append "region input function label insns" '
                         'lines to this file')
    ap.add_argument('--literal', action='store_true',
                    help='take every backward jump for a loop, even one '
                         'that cannot close a cycle')
    ap.add_argument('-q', '--quiet', action='store_true')
    args = ap.parse_args(argv)
    if args.source and len(args.files) != 1:
        ap.error('-s NAME needs exactly one input file')
    os.makedirs(args.outdir, exist_ok=True)
    manifest = open(args.manifest, 'a') if args.manifest else None
    status = 0
    for path in args.files:
        try:
            regions, stats = extract(path, args.max_insns, args.literal)
        except OSError as e:
            print('extract-loops: %s: %s' % (path, e.strerror),
                  file=sys.stderr)
            status = 1
            continue
        src = args.source
        if not src:
            src = os.path.basename(path)
            if src.endswith('.s'):
                src = src[:-2]
        for n, (fname, label, lines) in enumerate(regions, 1):
            name = '%s-%s-%d.s' % (src, args.tag, n)
            with open(os.path.join(args.outdir, name), 'w',
                      encoding='utf-8', errors='surrogateescape') as f:
                f.write('\n'.join(lines) + '\n')
            if manifest:
                manifest.write('%s\t%s\t%s\t%s\t%d\n'
                               % (name, path, fname, label, len(lines)))
        if not args.quiet:
            print('%s: %d loops, %d written, %d with calls, %d longer than %d'
                  % (path, stats['found'], len(regions), stats['call'],
                     stats['long'], args.max_insns))
    if manifest:
        manifest.close()
    return status


if __name__ == '__main__':
    sys.exit(main())
