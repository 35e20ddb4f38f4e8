"""fixes_table.py - the rows of a corrections table (class-fixes,
form-fixes) for one CPU: TAB-separated fields, `#' comments and blank
lines skipped, the CPU in the first field."""
import sys


def load_script(name, file):
    """The generator script FILE of this directory (its name has a
    hyphen) as module NAME."""
    import importlib.util
    import os
    spec = importlib.util.spec_from_file_location(
        name, os.path.join(os.path.dirname(os.path.abspath(__file__)), file))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def sched_field(fields):
    """Index of the scheduling-class ID in the fields of an op, opk or
    opx line of a model (None for other lines)."""
    return {'op': 2, 'opx': 3, 'opk': 4}.get(fields[0])


def numbered_rows_for(path, cpu, nfields=5):
    """The line numbers and fields of PATH's rows for CPU (rows of fewer
    than NFIELDS fields are left out)."""
    rows = []
    for number, line in enumerate(open(path), 1):
        if line.startswith('#') or not line.strip():
            continue
        f = line.rstrip('\n').split('\t')
        if len(f) >= nfields and f[0] == cpu:
            rows.append((number, f))
    return rows


def base_row_lines(path):
    """The line numbers of PATH's rows that make-models.sh took from the
    CPU's base (between its `# base-rows:' and `# own-rows:' lines):
    rows the CPU's own may replace."""
    lines, inside = set(), False
    for number, line in enumerate(open(path), 1):
        if line.startswith('# base-rows:'):
            inside = True
        elif line.startswith('# own-rows:'):
            inside = False
        elif inside:
            lines.add(number)
    return lines


def report_lost_rows(path, cpu, lost):
    """Write each (line, message) of LOST, rows of PATH that leave
    nothing in CPU's model, to stderr as PATH:LINE: CPU: MESSAGE, less the
    rows make-models.sh took from the CPU's base (base_row_lines); 1 when
    any is written, else 0."""
    from_base = base_row_lines(path)
    status = 0
    for number, message in lost:
        if number not in from_base:
            sys.stderr.write('%s:%d: %s: %s\n' % (path, number, cpu, message))
            status = 1
    return status


def rows_for(path, cpu, nfields=5):
    """The fields of PATH's rows for CPU (rows of fewer than NFIELDS
    fields are left out)."""
    return [f for _, f in numbered_rows_for(path, cpu, nfields)]


def isa_forms(isa_path):
    """Opcode -> (DEFS entries, {use index: operand ('o1.b', 'o0',
    '%eflags', ...)}, FLAGS entries) of the `I' lines of a .isa file
    (models/FORMAT)."""
    forms = {}
    for line in open(isa_path):
        f = line.rstrip('\n').split('\t')
        if f[0] != 'I' or len(f) < 7:
            continue
        uses = {}
        if f[5] != '-':
            for entry in f[5].split(','):
                where, idx = entry.rsplit('@', 1)
                uses[int(idx)] = where
        defs = [] if f[4] == '-' else f[4].split(',')
        forms[f[1]] = (defs, uses, f[6].split(','))
    return forms


def model_classes(lines):
    """The fields of a model's sched lines by class ID, and the class ID
    of each op line by opcode."""
    classes = {}
    op_class = {}
    for ln in lines:
        f = ln.rstrip('\n').split('\t')
        if f[0] == 'sched' and len(f) > 7:
            classes[f[1]] = f
        elif f[0] == 'op' and len(f) > 2:
            op_class[f[1]] = f[2]
    return classes, op_class


def readvance(lines, classes, new_advance, tag):
    """LINES of a model with the op, opk and opx lines whose class gets
    other read advances given a class of their own.  NEW_ADVANCE(fields,
    cls) returns a line's new advance field, or None to keep its class;
    each (class, advance) pair becomes a class NAME+TAG=ADV (NAME's
    other fields kept) declared after NAME under the next free ID.
    CLASSES maps IDs to the fields of the sched lines.  The class a
    line's bypassed=U:ID attribute names (models/FORMAT) is the line's
    own but for its resources, and takes the same advances.  Returns the
    new lines and the number of lines whose class changed."""
    next_id = 1 + max(int(i) for i in classes)
    derived = {}            # (base ID, ADV) -> new ID

    def derive(base, adv):
        nonlocal next_id
        if (base, adv) not in derived:
            derived[base, adv] = str(next_id)
            next_id += 1
        return derived[base, adv]
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
        f[s] = derive(f[s], adv)
        for k in range(s + 1, len(f)):
            if f[k].startswith('bypassed='):
                # The class differs from the line's in its resources
                # alone (the loader checks it), so the advance is the
                # same.
                use, _, other = f[k][9:].partition(':')
                f[k] = 'bypassed=%s:%s' % (use, derive(other, adv))
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
