#!/bin/sh
# make-models.sh - regenerate the CPU models from LLVM 19 with the core
# parameter corrections of core-params.  Maintainer-run; needs llvm-19-dev.
#
# usage: sh models/gen/make-models.sh [CPU...]
# (default: every model gcc-mca ships)
set -e
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
# icelake-server before the models that borrow its idioms.
cpus=${*:-"btver2 haswell skylake skylake-avx512 icelake-server alderlake sapphirerapids znver3 znver4"}
make -C "$here" -s llvm-extract
for cpu in $cpus; do
  out="$top/models/$cpu.model"
  "$here/llvm-extract" --cpu="$cpu" > "$out.tmp"
  # Apply the corrections of core-params: `param NAME VALUE' lines are
  # replaced, with a comment naming the source.
  awk -F '\t' -v cpu="$cpu" '
    FNR == NR {
      if ($0 ~ /^#/ || NF < 4 || $1 != cpu) next
      fix[$2] = $3; src[$2] = $4; next
    }
    $1 == "param" && ($2 in fix) {
      printf "# %s: LLVM says %s; %s\n", $2, $3, src[$2]
      printf "param\t%s\t%s\n", $2, fix[$2]
      next
    }
    { print }
  ' "$here/core-params" "$out.tmp" > "$out"
  rm -f "$out.tmp"
  python3 "$here/fix-classes.py" "$cpu" "$out" "$here/class-fixes" > "$out.tmp"
  mv "$out.tmp" "$out"
  idioms=$(awk -F '\t' -v cpu="$cpu" '$1 == cpu && $2 == "idioms-from" { print $3 }' "$here/core-params")
  if [ -n "$idioms" ]; then
    python3 "$here/borrow-idioms.py" "$out" "$top/models/$idioms.model" > "$out.tmp"
    mv "$out.tmp" "$out"
  fi
  echo "wrote $out"
done
