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


def readvance(lines, classes, new_advance, tag):
    """LINES of a model with the op, opk and opx lines whose class gets
    other read advances given a class of their own.  NEW_ADVANCE(fields,
    cls) returns a line's new advance field, or None to keep its class;
    each (class, advance) pair becomes a class NAME+TAG=ADV (NAME's
    other fields kept) declared after NAME under the next free ID.
    CLASSES maps IDs to the fields of the sched lines.  Returns the new
    lines and the number of lines whose class changed."""
    next_id = 1 + max(int(i) for i in classes)
    derived = {}            # (base ID, ADV) -> new ID
    changed = 0
    out = []
    for ln in lines:
        f = ln.split('\t')
        s = sched_field(f)
        adv = None
        if s is not None and len(f) > s:
            adv = new_advance(f, classes[f[s]])
        if adv is None:
            out.append(ln)
            continue
        key = (f[s], adv)
        if key not in derived:
            derived[key] = str(next_id)
            next_id += 1
        f[s] = derived[key]
        changed += 1
        out.append('\t'.join(f))
    after = {}
    for (base_id, adv), new_id in sorted(derived.items(),
                                         key=lambda kv: int(kv[1])):
        b = classes[base_id]
        after.setdefault(base_id, []).append('\t'.join(
            ['sched', new_id, '%s+%s=%s' % (b[2], tag, adv)] + b[3:7] +
            [adv] + b[8:]))
    final = []
    for ln in out:
        final.append(ln)
        f = ln.split('\t')
        if f[0] == 'sched' and f[1] in after:
            final.extend(after[f[1]])
    return final, changed
