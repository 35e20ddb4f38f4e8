#!/bin/sh
# measure-match.sh - how often the matcher picks the opcode llvm-mc does.
# For every distinct instruction line of the .s files given, compare the
# form asm-corpus matches (against ISA) with the opcode `llvm-mc -show-inst'
# reports; print the fraction and the disagreements.
#
# usage: measure-match.sh ASM-CORPUS-BINARY ISA-FILE FILE.s|DIR...
# needs llvm-mc (LLVM_MC, default llvm-mc-19) and python3.

set -e
bin=$1 isa=$2
shift 2
mc=${LLVM_MC:-llvm-mc-19}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

"$bin" -isa "$isa" -dump "$@" 2>/dev/null | sort -u >"$tmp/ours.tsv"
for syn in att intel; do
  awk -F'\t' -v s=$syn '$2 == s { sub(/^[^\t]*\t[^\t]*\t/, ""); print }' \
    "$tmp/ours.tsv" | sort -u >"$tmp/$syn.txt"
  {
    [ $syn = intel ] && echo ".intel_syntax noprefix"
    awk '{ print; print "MCAMARK" NR ":" }' "$tmp/$syn.txt"
  } >"$tmp/$syn.s"
  "$mc" -triple=x86_64 -show-inst "$tmp/$syn.s" >"$tmp/$syn.out" 2>/dev/null || true
done

python3 - "$tmp" <<'PY'
import re, sys
tmp = sys.argv[1]
ours = {}
for l in open(tmp + '/ours.tsv'):
    opc, syn, text = l.rstrip('\n').split('\t', 2)
    ours[(syn, text)] = opc
total = agree = rejected = 0
bad = []
for syn in ('att', 'intel'):
    lines = open('%s/%s.txt' % (tmp, syn)).read().split('\n')[:-1]
    llvm = {}
    cur = None
    for l in open('%s/%s.out' % (tmp, syn)):
        m = re.search(r'MCInst #\d+ (\w+)', l)
        if m:
            cur = m.group(1)
        m = re.match(r'MCAMARK(\d+):', l)
        if m:
            llvm[int(m.group(1))] = cur
            cur = None
    for i, text in enumerate(lines, 1):
        exp = llvm.get(i)
        if exp is None:
            rejected += 1        # llvm-mc cannot parse GCC's spelling
            continue
        total += 1
        got = ours.get((syn, text), '?')
        if got == exp:
            agree += 1
        else:
            bad.append('%s\t%s\tours=%s llvm=%s' % (syn, text, got, exp))
for b in bad:
    print(b)
print('distinct lines: %d compared, %d agree (%.2f%%), %d rejected by llvm-mc'
      % (total, agree, 100.0 * agree / max(total, 1), rejected))
PY
