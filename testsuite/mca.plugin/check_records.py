#!/usr/bin/env python3
"""check_records.py - JSON record files of the plugin (json=DIR/).

usage: check_records.py RECORD[=FILE.s]...

Reads each record file and prints one line for it:
  OK RECORD SOURCE FUNCTION,...   a valid version 2 record file: the
      top-level "translation_unit", and in every unit "symbol", and in
      every loop "header" and "blocks" that fit its "layout"; SOURCE is
      the translation unit's source, FUNCTION the functions of its units;
  BAD RECORD REASON               otherwise.
With =FILE.s, the .s file the compile wrote: each loop's symbol is a label
of it, its blocks are runs of lines contiguous in it and apart from one
another, and its header line follows a label (check_asm, which
check-matrix.py uses too).
"""
import json
import re
import sys

TU_KEYS = ('source', 'directory', 'output', 'compiler', 'target_cpu')


def check_layout(u):
    """Why U's header and blocks do not fit its layout, or None."""
    n = len(u.get('layout', []))
    header, blocks = u.get('header'), u.get('blocks')
    if not isinstance(header, int) or not -1 <= header < n:
        return 'header %r outside the %d layout lines' % (header, n)
    if not isinstance(blocks, list):
        return 'no blocks'
    # The runs cover the layout in order, each non-empty.
    at = 0
    for b in blocks:
        if (not isinstance(b, list) or len(b) != 2 or b[0] != at
                or not b[0] < b[1] <= n):
            return 'blocks %r do not partition the %d layout lines' % (
                blocks, n)
        at = b[1]
    if at != n:
        return 'blocks %r do not partition the %d layout lines' % (blocks, n)
    return None


def check_file(path):
    """(source, functions, units) of record file PATH; raises ValueError."""
    try:
        doc = json.load(open(path))
    except (OSError, ValueError) as e:
        raise ValueError('does not parse: %s' % e)
    if doc.get('version') != 2:
        raise ValueError('version %r' % doc.get('version'))
    tu = doc.get('translation_unit')
    if not isinstance(tu, dict) or any(
            not isinstance(tu.get(k), str) for k in TU_KEYS):
        raise ValueError('translation_unit %r' % tu)
    if not tu['compiler'].startswith('GCC '):
        raise ValueError('compiler %r' % tu['compiler'])
    units = doc.get('units')
    if not isinstance(units, list):
        raise ValueError('no units')
    for u in units:
        if not isinstance(u.get('symbol'), str) or not u['symbol']:
            raise ValueError('unit without a symbol: %r' % u)
        if u['kind'] == 'loop':
            why = check_layout(u)
            if why:
                raise ValueError('%s:%s: %s' % (u['file'], u['line'], why))
    return tu['source'], [u['function'] for u in units], units


SKIP = re.compile(r'^\s*$|^#(APP|NO_APP)$|^[^\s:]+:$|^\s*\.')
SECTION = re.compile(r'^\s*\.(section|text|previous|pushsection|popsection)'
                     r'\b')
LABEL = re.compile(r'^([^\s:]+):$')


def skippable(line):
    """Lines that take no bytes between instructions: labels, directives
    other than section switches, blank lines."""
    return bool(SKIP.match(line)) and not SECTION.match(line)


def match_run(asm, start, want):
    """Positions of the lines of WANT in ASM from START, where only
    skippable lines may come between two of them; or None."""
    pos, i = [], start
    for k, line in enumerate(want):
        if k:
            while i < len(asm) and asm[i] != line and skippable(asm[i]):
                i += 1
        if i >= len(asm) or asm[i] != line:
            return None
        pos.append(i)
        i += 1
    return pos


def check_asm(u, asm):
    """Why loop U's symbol, blocks and header disagree with the lines of
    its .s file ASM, or None."""
    sym = u['symbol']
    if sym + ':' not in asm:
        return 'symbol %s is no label of the .s' % sym
    layout = u['layout']
    runs = [layout[a:b] for a, b in u['blocks']]

    def place(k, after):
        """Positions of the lines of runs K... at or after AFTER, each
        run apart from the one before it; a list of lists, or None."""
        if k == len(runs):
            return []
        for i in range(after, len(asm)):
            if asm[i] != runs[k][0]:
                continue
            pos = match_run(asm, i, runs[k])
            if pos is None:
                continue
            if k and all(skippable(l) for l in asm[after:i]):
                continue	# it follows the run before: not apart
            rest = place(k + 1, pos[-1] + 1)
            if rest is not None:
                return [pos] + rest
        return None

    # The function's code starts at its label.
    where = place(0, asm.index(sym + ':'))
    if where is None:
        return 'blocks %r are not runs of the .s apart from one another' % (
            u['blocks'])
    h = u['header']
    if h >= 0:
        # The header's line follows a label, with only directives between.
        run = next(k for k, (a, b) in enumerate(u['blocks']) if a <= h < b)
        j = where[run][h - u['blocks'][run][0]] - 1
        while j >= 0 and skippable(asm[j]) and not LABEL.match(asm[j]):
            j -= 1
        if j < 0 or not LABEL.match(asm[j]):
            return 'header line %d (%r) follows no label' % (h, layout[h])
    return None


def main():
    for arg in sys.argv[1:]:
        path, _, s_file = arg.partition('=')
        try:
            source, functions, units = check_file(path)
            if s_file:
                asm = open(s_file).read().split('\n')
                for u in units:
                    if u['kind'] == 'loop':
                        why = check_asm(u, asm)
                        if why:
                            raise ValueError('%s:%s: %s' % (
                                u['file'], u['line'], why))
            print('OK %s %s %s' % (path, source, ','.join(functions)))
        except ValueError as e:
            print('BAD %s %s' % (path, e))


if __name__ == '__main__':
    main()
