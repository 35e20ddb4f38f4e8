#!/bin/sh
# regen-golden.sh - rewrite the golden outputs of the CLI tests.
#
# usage: testsuite/regen-golden.sh [GCC-MCA] [TEST.s...]
#
# A test whose header says `# GOLDEN: llvm-mca-19' takes its golden output
# from llvm-mca-19 (Debian's llvm-19 package; a test-time tool, never a
# build dependency): those tests prove gcc-mca reproduces llvm-mca.  The
# others take it from gcc-mca itself, so review the diff before
# committing.
set -e
here=$(cd "$(dirname "$0")" && pwd)
mca=${1:-./gcc-mca}
[ $# -gt 0 ] && shift
tests=${*:-$(ls "$here"/mca.cli/*.s)}

for t in $tests; do
  base=${t%.s}
  status=$(sed -n 's/^#[[:space:]]*STATUS:[[:space:]]*//p' "$t" | head -1)
  [ -n "$status" ] && [ "$status" != 0 ] && continue
  tool=$mca
  if grep -q '^#[[:space:]]*GOLDEN:[[:space:]]*llvm-mca-19' "$t"; then
    tool=llvm-mca-19
    command -v $tool >/dev/null || { echo "skip $t: no $tool"; continue; }
  fi
  sed -n 's/^#[[:space:]]*RUN\(-[A-Za-z0-9_]*\)\{0,1\}:[[:space:]]*\(.*\)$/tag\1|\2/p' "$t" |
  while IFS='|' read -r tag opts; do
    case $tag in
      tag-*) out="$base.${tag#tag-}.out" ;;
      *) out="$base.out" ;;
    esac
    opts=$(echo "$opts" | sed "s|%S|$(dirname "$t")|g")
    # shellcheck disable=SC2086
    $tool $opts "$t" > "$out"
    echo "wrote $out ($tool)"
  done
done
