#!/bin/sh
# measure-match.sh - how often the matcher picks the opcode llvm-mc does,
# and how often the instruction prints as llvm-mc prints it.
# For every distinct instruction line of the .s files given, compare the
# form asm-corpus matches (against ISA) with the opcode `llvm-mc -show-inst'
# reports, and the printed instruction (asm-corpus -print, AT&T and Intel)
# with llvm-mc's output (prefix words aside); print the fractions and the
# disagreements.
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
"$bin" -isa "$isa" -print att "$@" 2>/dev/null | sort -u >"$tmp/print-att.tsv"
"$bin" -isa "$isa" -print intel "$@" 2>/dev/null | sort -u >"$tmp/print-intel.tsv"
for syn in att intel; do
  awk -F'\t' -v s=$syn '$2 == s { sub(/^[^\t]*\t[^\t]*\t/, ""); print }' \
    "$tmp/ours.tsv" | sort -u >"$tmp/$syn.txt"
  {
    [ $syn = intel ] && echo ".intel_syntax noprefix"
    awk '{ print; print "MCAMARK" NR ":" }' "$tmp/$syn.txt"
  } >"$tmp/$syn.s"
  "$mc" -triple=x86_64 -show-inst "$tmp/$syn.s" >"$tmp/$syn.out" 2>/dev/null || true
  "$mc" -triple=x86_64 -output-asm-variant=1 "$tmp/$syn.s" \
    >"$tmp/$syn.intel.out" 2>/dev/null || true
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

# Printing: the last instruction line llvm-mc printed before each marker.
def printed(path):
    res, cur = {}, None
    for l in open(path):
        m = re.match(r'MCAMARK(\d+):', l)
        if m:
            res[int(m.group(1))] = cur
            cur = None
            continue
        t = l.strip()
        if not t or t.startswith('.') or t.startswith('#'):
            continue
        t = re.sub(r'\s*#.*$', '', t)
        t = re.sub(r'^(lock|rep|repne|notrack|data16|rex64|cs|ds)\s+', '', t)
        cur = re.sub(r'\s+', ' ', t)
    return res
for out in ('att', 'intel'):
    ours = {}
    for l in open('%s/print-%s.tsv' % (tmp, out)):
        syn, p, text = l.rstrip('\n').split('\t', 2)
        ours[(syn, text)] = re.sub(r'\s+', ' ', p)
    total = agree = 0
    bad = []
    for syn in ('att', 'intel'):
        lines = open('%s/%s.txt' % (tmp, syn)).read().split('\n')[:-1]
        llvm = printed('%s/%s%s' % (tmp, syn, '.intel.out' if out == 'intel'
                                    else '.out'))
        for i, text in enumerate(lines, 1):
            want = llvm.get(i)
            if want is None:
                continue
            total += 1
            got = ours.get((syn, text))
            if got == want:
                agree += 1
            else:
                bad.append('%s\t%s\tours: %s\tllvm: %s' % (syn, text, got, want))
    for b in bad[:40]:
        print(b)
    print('printed in %s: %d compared, %d identical to llvm-mc (%.2f%%)'
          % (out, total, agree, 100.0 * agree / max(total, 1)))
PY
