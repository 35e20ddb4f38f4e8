#!/bin/sh
# make-models.sh - regenerate the CPU models from LLVM 19 with the core
# parameter corrections of core-params.  Maintainer-run; needs llvm-19-dev.
#
# usage: [UOPS_INFO=DIR] sh models/gen/make-models.sh [CPU...]
# (default: every model gcc-mca ships; DIR holds uops.info's tables,
# NAME.csv, for the models core-params takes issue slots from)
set -e
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
# icelake-server before the models that borrow its idioms.
all="btver2 sandybridge haswell skylake skylake-avx512 icelake-server alderlake sapphirerapids graniterapids znver3 znver4 znver5"
cpus=${*:-$all}
make -C "$here" -s llvm-extract
rows=$(mktemp -d)
trap 'rm -rf "$rows"' EXIT

# The values of $cpu's core-params rows KEY in the file FILE, a line
# each.
param_of () {
  awk -F '\t' -v cpu="$cpu" -v key="$1" '$1 == cpu && $2 == key { print $3 }' "$2"
}

# OPTION for each of $cpu's core-params rows KEY with the value 1 in
# FILE: the option of a script a row turns on.
option_if () {
  awk -F '\t' -v cpu="$cpu" -v key="$1" -v opt="$3" '$1 == cpu && $2 == key && $3 == 1 { print opt }' "$2"
}

for cpu in $cpus; do
  out="$top/models/$cpu.model"
  # The rows of the correction files that apply to CPU, in $fix: a
  # `fixes-from BASE' row of core-params gives CPU the rows of BASE as
  # well (renamed), placed so that CPU's own win: after BASE's (a later
  # parameter, set, rule or form's class replaces an earlier one), but
  # before them for the class-fixes kinds of which the first row that
  # matches a class is taken (lat, lats, chain, hold, divider, slots,
  # uops, alone).
  #
  # `fixes-from BASE OLD=NEW' (value `BASE OLD=NEW') is for a CPU that
  # LLVM schedules with a model of its own, whose resource and class names
  # begin NEW where BASE's begin OLD (znver3's Zn3 for znver4's Zn4): the
  # base's rows are renamed, and those whose source is uops.info (facts of
  # the base's instructions, not of the core they share) are left out.
  "$here/llvm-extract" --cpu="$cpu" > "$rows/llvm.model"
  base=$(param_of fixes-from "$here/core-params")
  rename=
  case "$base" in *" "*) rename=${base#* }; base=${base%% *} ;; esac
  fix=$here
  if [ -n "$base" ]; then
    fix=$rows
    # The resources a renamed row may name: the CPU's own in LLVM and
    # those the base's rules add; a row naming another (an AVX-512 form's
    # pipe group that Zen 3 lacks) is left out too.
    known=
    if [ -n "$rename" ]; then
      known=$( { awk -F '\t' '$1 == "resource" || $1 == "group" { print $2 }' "$rows/llvm.model"
                 awk -F '\t' -v base="$base" '$1 == base && ($2 == "unit" || $2 == "group") { print $3 }' "$here/rules" | sed "s/^${rename%%=*}/${rename#*=}/"; } | tr '\n' ' ')
    fi
    for f in core-params class-fixes form-fixes fusion rules; do
      awk -F '\t' -v OFS='\t' -v cpu="$cpu" -v base="$base" -v file="$f" -v rename="$rename" -v known="$known" '
        BEGIN {
          split("lat lats chain hold divider slots uops alone", k, " "); for (i in k) first[k[i]] = 1
          if (rename != "") { from = rename; sub(/=.*/, "", from); to = rename; sub(/^[^=]*=/, "", to) }
          nk = split(known, kn, " "); for (i = 1; i <= nk; i++) isknown[kn[i]] = 1
        }
        function begins_known(name,   i) {
          for (i = 1; i <= nk; i++)
            if (substr(kn[i], 1, length(name)) == name)
              return 1
          return 0
        }
        /^#/ || NF == 0 { next }
        $1 == cpu && $2 != "fixes-from" {
          # A CPU'"'"'s own fusion row for an opcode list replaces the base'"'"'s.
          # So does its own row of a unit (class-fixes) for the same unit.
          if (file == "fusion") ownfuse[$2] = 1
          if (file == "class-fixes" && $3 == "unit") { u = $4; sub(/:.*/, "", u); ownunit[u] = 1 }
          if (file == "class-fixes" && ($3 in first)) print; else own[++n] = $0
          next
        }
        $1 == base && $2 != "fixes-from" {
          if (rename != "") {
            if ($NF ~ /^uops\.info/) next
            gsub(from, to)
            # A name in a class-fixes row'"'"'s pattern (its second field, a
            # regular expression) may be the start of the names of
            # resources (Zn4ALU for Zn4ALU0 to Zn4ALU0123): it need only
            # begin one of the CPU'"'"'s.
            for (f = 2; f < NF; f++) {
              rest = $f
              while (match(rest, to "[A-Za-z0-9]+")) {
                name = substr(rest, RSTART, RLENGTH); rest = substr(rest, RSTART + RLENGTH)
                if ((name in isknown) || (file == "rules" && ($2 == "unit" || $2 == "group")))
                  continue
                if (file == "class-fixes" && f == 2 && begins_known(name))
                  continue
                next
              }
            }
          }
          $1 = cpu; theirs[++m] = $0
        }
        END {
          # The base'"'"'s rows are marked: the CPU'"'"'s own may replace
          # them, and fix-classes.py and fix-forms.py do not ask that
          # each of them leave something in the model.
          print "# base-rows: " base
          for (i = 1; i <= m; i++) {
            split(theirs[i], t, "\t")
            u = t[4]; sub(/:.*/, "", u)
            if (file == "fusion" && (t[2] in ownfuse)) continue
            if (file == "class-fixes" && t[3] == "unit" && (u in ownunit)) continue
            print theirs[i]
          }
          print "# own-rows: " cpu
          for (i = 1; i <= n; i++) print own[i]
        }
      ' "$here/$f" > "$rows/$f"
    done
  fi
  # LLVM's aliases of the scheduling model, less the CPUs with a model of
  # their own (LLVM schedules znver5 with Znver4Model); a CPU with a base
  # says so in its description.
  awk -F '\t' -v OFS='\t' -v all="$all" -v base="$base" -v rename="$rename" '
    BEGIN { n = split(all, m, " "); for (i = 1; i <= n; i++) own[m[i]] = 1 }
    $1 == "desc" && base != "" && rename == "" { print $0 ", which is its " base " model, with the corrections of " base " and its own"; next }
    $1 == "desc" && base != "" { print $0 ", with the corrections of " base " measured on its core and its own"; next }
    $1 == "alias" {
      line = "alias"
      for (i = 2; i <= NF; i++) if (!($i in own)) line = line OFS $i
      if (line != "alias") print line
      next
    }
    { print }
  ' "$rows/llvm.model" > "$out.tmp"
  # Apply the corrections of core-params: `param NAME VALUE' lines are
  # replaced, with a comment naming the source; parameters LLVM has no
  # counterpart of follow the last `param' line.
  awk -F '\t' -v cpu="$cpu" '
    FNR == NR {
      if ($0 ~ /^#/ || NF < 4 || $1 != cpu || $2 == "idioms-from" || $2 == "issue-slots-from" || $2 == "issue-slots-evex" || $2 == "unlaminate-indexed" || $2 == "fp-pipes-from" || $2 == "fp-pipes-loads" || $2 == "load-op-register-paths" || $2 == "renamed-loads-from" || $2 == "renamed-loads-all" || $2 == "fixes-from") next
      fix[$2] = $3; src[$2] = $4; order[++n] = $2; next
    }
    $1 == "param" && ($2 in fix) {
      printf "# %s: LLVM says %s; %s\n", $2, $3, src[$2]
      printf "param\t%s\t%s\n", $2, fix[$2]
      done[$2] = 1; inparams = 1
      next
    }
    $1 == "param" { inparams = 1; print; next }
    inparams {
      for (k = 1; k <= n; k++)
        if (!(order[k] in done)) {
          printf "# %s: %s\n", order[k], src[order[k]]
          printf "param\t%s\t%s\n", order[k], fix[order[k]]
          done[order[k]] = 1
        }
      inparams = 0
    }
    { print }
  ' "$fix/core-params" "$out.tmp" > "$out"
  rm -f "$out.tmp"
  # Before class-fixes, whose rows may correct uops.info for a class.
  pipes=$(param_of fp-pipes-from "$fix/core-params")
  if [ -n "$pipes" ]; then
    if [ ! -f "${UOPS_INFO:-}/${pipes%%:*}.csv" ]; then
      echo "make-models.sh: $cpu needs uops.info's ${pipes%%:*}.csv: set UOPS_INFO to its directory" >&2
      exit 1
    fi
    loads=$(option_if fp-pipes-loads "$fix/core-params" --loads)
    python3 "$here/fp-pipes.py" "$out" "$top/models/x86-64.isa" "$UOPS_INFO/${pipes%%:*}.csv" "${pipes#*:}" $loads > "$out.tmp"
    mv "$out.tmp" "$out"
  fi
  python3 "$here/fix-classes.py" "$cpu" "$out" "$fix/class-fixes" > "$out.tmp"
  mv "$out.tmp" "$out"
  python3 "$here/fix-forms.py" "$cpu" "$out" "$fix/form-fixes" "$top/models/x86-64.isa" > "$out.tmp"
  mv "$out.tmp" "$out"
  # 512-bit operations in one pass (class-fixes' full512 rows), and the
  # late-clear and late-set rows, after the classes fix-forms derives,
  # which carry their cycles and name their resources.
  if awk -F '\t' -v cpu="$cpu" '$1 == cpu && ($3 == "full512" || $3 == "late-clear" || $3 == "late-set") { f = 1 } END { exit !f }' "$fix/class-fixes"; then
    python3 "$here/fix-classes.py" "$cpu" "$out" "$fix/class-fixes" --full512 "$top/models/x86-64.isa" > "$out.tmp"
    mv "$out.tmp" "$out"
  fi
  python3 "$here/add-fusion.py" "$cpu" "$out" "$fix/fusion" > "$out.tmp"
  mv "$out.tmp" "$out"
  python3 "$here/add-rules.py" "$cpu" "$out" "$fix/rules" > "$out.tmp"
  mv "$out.tmp" "$out"
  idioms=$(param_of idioms-from "$fix/core-params")
  slots=$(param_of issue-slots-from "$fix/core-params")
  unlaminate=$(awk -F '\t' -v cpu="$cpu" '$1 == cpu && $2 == "unlaminate-indexed" && $3 >= 1 { print ($3 >= 2 ? "--unlaminate --unlaminate-rmw" : "--unlaminate") }' "$fix/core-params")
  evex=$(option_if issue-slots-evex "$fix/core-params" --evex)
  if [ -n "$slots" ]; then
    if [ ! -f "${UOPS_INFO:-}/$slots.csv" ]; then
      echo "make-models.sh: $cpu needs uops.info's $slots.csv: set UOPS_INFO to its directory" >&2
      exit 1
    fi
    python3 "$here/issue-slots.py" "$out" "$top/models/x86-64.isa" "$UOPS_INFO/$slots.csv" $unlaminate $evex > "$out.tmp"
    mv "$out.tmp" "$out"
  fi
  if [ -n "$idioms" ]; then
    python3 "$here/borrow-idioms.py" "$out" "$top/models/$idioms.model" > "$out.tmp"
    mv "$out.tmp" "$out"
  fi
  renamed=$(param_of renamed-loads-from "$fix/core-params")
  if [ -n "$renamed" ]; then
    if [ ! -f "${UOPS_INFO:-}/$renamed.csv" ]; then
      echo "make-models.sh: $cpu needs uops.info's $renamed.csv: set UOPS_INFO to its directory" >&2
      exit 1
    fi
    every=$(option_if renamed-loads-all "$fix/core-params" --all)
    python3 "$here/renamed-loads.py" "$out" "$top/models/x86-64.isa" "$UOPS_INFO/$renamed.csv" $every > "$out.tmp"
    mv "$out.tmp" "$out"
  fi
  # Last, so that the classes it derives carry every correction above.
  python3 "$here/fix-advances.py" "$out" "$top/models/x86-64.isa" > "$out.tmp"
  mv "$out.tmp" "$out"
  # After the advances sit on the right operands: a load-op form's
  # register operand chains as fast as its register-only twin.
  paths=$(option_if load-op-register-paths "$fix/core-params" 1)
  if [ -n "$paths" ]; then
    python3 "$here/fix-load-paths.py" "$out" "$top/models/x86-64.isa" > "$out.tmp"
    mv "$out.tmp" "$out"
  fi
  # Results forwarded within a unit sooner: last, as the steps before
  # read latencies as plain numbers.
  python3 "$here/add-bypass.py" "$cpu" "$out" "$fix/class-fixes" > "$out.tmp"
  mv "$out.tmp" "$out"
  # The resources' names in plain words, from their names and members.
  python3 "$here/labels.py" "$out" > "$out.tmp"
  mv "$out.tmp" "$out"
  echo "wrote $out"
done
