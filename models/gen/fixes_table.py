"""fixes_table.py - the rows of a corrections table (class-fixes,
form-fixes) for one CPU: TAB-separated fields, `#' comments and blank
lines skipped, the CPU in the first field."""


def sched_field(fields):
    """Index of the scheduling-class ID in the fields of an op, opk or
    opx line of a model (None for other lines)."""
    return {'op': 2, 'opx': 3, 'opk': 4}.get(fields[0])


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
