#!/bin/sh
# regen-corpus.sh - rebuild the committed accuracy corpus of `make check':
#
#   testsuite/corpus/btver2/*.s                 the innermost loops of GCC's
#       output for testsuite/corpus/src/*.c at -O2 and -O3 -march=btver2,
#       one region per file, duplicate bodies dropped (bench/extract-loops.py)
#   testsuite/corpus/btver2/llvm-mca-19.cycles  `<file> <total cycles>' from
#       llvm-mca-19 -mcpu=btver2 -iterations=100 for each of them
#
# Regions llvm-mca-19 rejects are deleted, so every .s file of the directory
# is listed in llvm-mca-19.cycles.  testsuite/mca.corpus/corpus.exp then
# runs gcc-mca on each listed file and compares Total Cycles.
#
# usage: bench/regen-corpus.sh [GCC-MCA]
#   GCC-MCA   optional gcc-mca binary: compare it on the new corpus at once
# environment: CC (default gcc), LLVM_MCA (default llvm-mca-19)
#
# The corpus depends on the GCC that compiles it, so regenerate it only when
# the sources change (or on purpose, with a new GCC), and review the diff.
# llvm-mca-19 (Debian's llvm-19) is a tool for this script, not a
# dependency of gcc-mca.
set -e
here=$(cd "$(dirname "$0")" && pwd)
top=$(dirname "$here")
out=$top/testsuite/corpus/btver2
cc=${CC:-gcc}
llvm_mca=${LLVM_MCA:-llvm-mca-19}
python=${PYTHON:-python3}

command -v "$llvm_mca" >/dev/null 2>&1 || {
  echo "regen-corpus: $llvm_mca not found (Debian: apt-get install llvm-19)" >&2
  exit 2
}
command -v "$cc" >/dev/null 2>&1 || {
  echo "regen-corpus: $cc not found" >&2
  exit 2
}

mkdir -p "$out"
rm -f "$out"/*.s "$out"/llvm-mca-19.cycles

llvm_version=$("$llvm_mca" --version 2>/dev/null |
  sed -n 's/^.*LLVM version \([0-9.]*\).*$/\1/p' | head -1)
cc_version=$("$cc" -dumpfullversion 2>/dev/null || "$cc" -dumpversion)
header="# $llvm_mca -mcpu=btver2 -iterations=100 (LLVM $llvm_version) on"
header="$header $cc $cc_version -O2/-O3 -march=btver2 loops; bench/regen-corpus.sh"

"$python" "$here/compare-llvm-mca.py" --no-gcc-mca \
  --cc "$cc" --llvm-mca "$llvm_mca" --mcpu btver2 --iterations 100 \
  --flags "O2=-O2 -march=btver2" --flags "O3=-O3 -march=btver2" \
  --outdir "$out" --write-cycles "$out/llvm-mca-19.cycles" \
  --cycles-header "$header" |
  sed -n '/^rejected by llvm-mca:$/,$p'

# Drop the regions llvm-mca rejected: they are not in the list.
kept=0 dropped=0
for f in "$out"/*.s; do
  b=$(basename "$f")
  if grep -q "^$b " "$out/llvm-mca-19.cycles"; then
    kept=$((kept + 1))
  else
    rm -f "$f"
    dropped=$((dropped + 1))
  fi
done
echo "regen-corpus: $kept regions in $out ($dropped rejected by $llvm_mca and removed)"

if [ $# -gt 0 ]; then
  "$python" "$here/compare-llvm-mca.py" --gcc-mca "$1" \
    --regions "$out" --cycles "$out/llvm-mca-19.cycles"
fi
