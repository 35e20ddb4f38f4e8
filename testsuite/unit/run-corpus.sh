#!/bin/sh
# run-corpus.sh - compile the C files of data/corpus with GCC at several
# optimization levels, -march targets and both assembler syntaxes, then
# check that every instruction line of the output (and of the .s fixtures
# in data/) parses without error.
#
# usage: run-corpus.sh ASM-CORPUS-BINARY [ISA-FILE]
# With ISA-FILE, also report instructions the matcher cannot match (and,
# when llvm-mc-19 is installed, run measure-match.sh over the corpus).

set -e
bin=$1 isa=$2
here=$(cd "$(dirname "$0")" && pwd)
cc=${CC:-gcc}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

n=0
for src in "$here"/data/corpus/*.c; do
  b=$(basename "$src" .c)
  for opt in O0 O2 O3; do
    for march in x86-64 haswell skylake-avx512 btver2 znver3 sapphirerapids; do
      for syn in att intel; do
        # Targets without the ISA extensions a file needs fail; skip them.
        "$cc" -S -$opt -march=$march -masm=$syn -w "$src" \
          -o "$out/$b-$opt-$march-$syn.s" 2>/dev/null || rm -f "$out/$b-$opt-$march-$syn.s"
      done
    done
  done
  "$cc" -S -O2 -fPIC -fcf-protection=full -march=skylake-avx512 -w "$src" \
    -o "$out/$b-pic-cet.s" 2>/dev/null || true
  "$cc" -S -Os -fno-omit-frame-pointer -w "$src" -o "$out/$b-Os.s" \
    2>/dev/null || true
done
cp "$here"/data/*.s "$out/"
n=$(ls "$out"/*.s | wc -l)
echo "run-corpus: $n assembly files"

status=0
"$bin" -q "$out" || status=1
if [ -n "$isa" ]; then
  "$bin" -isa "$isa" "$out" 2>&1 | grep -v '^asm-corpus:' | sed 's/^[^:]*:[0-9]*: //' | sort | uniq -c | sort -rn | head -40
  if command -v "${LLVM_MC:-llvm-mc-19}" >/dev/null 2>&1; then
    sh "$here/measure-match.sh" "$bin" "$isa" "$out" | tail -60
  fi
fi
if [ $status = 0 ]; then echo "1 passed, 0 failed"; else echo "0 passed, 1 failed"; fi
exit $status
