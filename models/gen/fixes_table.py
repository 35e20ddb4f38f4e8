"""fixes_table.py - the rows of a corrections table (class-fixes,
form-fixes) for one CPU: TAB-separated fields, `#' comments and blank
lines skipped, the CPU in the first field."""


def rows_for(path, cpu, nfields=5):
    """The fields of PATH's rows for CPU (rows of fewer than NFIELDS
    fields are left out)."""
    rows = []
    for line in open(path):
        if line.startswith('#') or not line.strip():
            continue
        f = line.rstrip('\n').split('\t')
        if len(f) >= nfields and f[0] == cpu:
            rows.append(f)
    return rows
