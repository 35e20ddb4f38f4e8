#!/bin/sh
# check-keys.sh - check models/x86-64.isa against LLVM on real GCC output.
#
# Compiles models/gen/check/*.c with gcc at several -march and -O levels,
# in AT&T and Intel syntax, takes every distinct instruction line, asks
# llvm-mc-19 -show-inst which opcode LLVM's parser chooses, and checks that
# the key lookup of models/FORMAT (models/gen/isakey.py, written
# independently of llvm-extract) finds that opcode in the .isa file.  With
# models/gen/llvm-extract built, it also checks the DEFS/USES the table
# gives against those llvm-extract --annotate derives from the very text.
#
#   sh models/gen/check-keys.sh [ISA-FILE]      (work files in $OUT)
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
ISA=${1:-$HERE/../x86-64.isa}
OUT=${OUT:-/tmp/gcc-mca-keycheck}
CC=${CC:-gcc}
rm -rf "$OUT"
mkdir -p "$OUT/s"
for src in "$HERE"/check/*.c; do
  b=$(basename "$src" .c)
  for march in x86-64 haswell skylake-avx512 btver2 znver3; do
    for opt in -O0 -O2 -O3; do
      for syn in att intel; do
        $CC -S $opt -march=$march -masm=$syn -w -o "$OUT/s/$b.$march$opt.$syn.s" "$src"
      done
    done
  done
  # Non-PIC code: absolute addresses and symbolic immediates.
  $CC -S -O2 -fno-pic -fno-pie -march=haswell -w -o "$OUT/s/$b.nopic.att.s" "$src"
  $CC -S -O2 -fno-pic -fno-pie -march=haswell -masm=intel -w -o "$OUT/s/$b.nopic.intel.s" "$src"
done
# Instruction lines: indented, not a directive, label or comment.
for syn in att intel; do
  cat "$OUT"/s/*.$syn.s \
    | grep -E '^[[:space:]]+[a-z{]' \
    | sed -e 's/^[[:space:]]*//' -e 's/[[:space:]]*#.*$//' -e 's/\t/ /g' \
    | sort -u > "$OUT/$syn.lines"
done
python3 "$HERE/check-keys.py" "$ISA" "$OUT"
# End to end on the CPU models given (default: the btver2 model next to the
# .isa): uops and latency per GCC line against llvm-mca -instruction-info.
for m in ${MODELS:-$(dirname "$ISA")/btver2.model}; do
  cpu=$(awk -F'\t' '$1 == "model" { print $2 }' "$m")
  python3 "$HERE/check-model.py" "$ISA" "$m" "$cpu" "$OUT/att.lines"
done
