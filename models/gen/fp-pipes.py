#!/usr/bin/env python3
"""fp-pipes.py - the FP pipes of single-micro-op vector instructions from
uops.info's measurements, where LLVM's model names others or holds them
longer.

usage: fp-pipes.py MODEL ISA TABLE.csv PREFIX [--loads] [--report] > OUT

LLVM's Zen 4 model puts many shuffles on one pipe where the core has
two (vpbroadcastd, vpshufb, vpackusdw: FP1 alone, uops.info 1*FP12) and
holds the pipes of 2-cycle operations two cycles (vpmovzxbw, vpsrldq,
vcmpps: reciprocal throughput 1.00 or 2.00 in the model, 0.50 measured).
uops.info reads the core's per-pipe counters, so its port column is the
best fact there is.  For each op line of a register-only form (no load,
no store) whose uops.info row is one micro-op on a set of the pipes
PREFIX0..PREFIX3 (FP0..FP3 in uops.info's names), and whose class is one
micro-op using only PREFIX resources, and whose reciprocal throughput
is that of one issue per pipe and cycle, the form is given a class
NAME+pipes=SET (next free ID) whose one use among those pipes is the
group with exactly that set, for one cycle; the enclosing groups (the
scheduler) are held one cycle too.  A form of zmm registers whose
reciprocal throughput is one issue per pipe every two cycles (Zen 4 runs
512-bit operations as two 256-bit halves) holds the group two cycles
(NAME+pipes=SETx2): vunpcklps, vshufps, vpshufd on zmm 0.67 cycles each
(FP1-3), vpaddsb, vpabsd, vaesenc, vgf2p8mulb 1.00 (FP0/FP1), vpblendmd
0.50 (any pipe), measured on the host as uops.info has them, where
LLVM's classes gave 1.00, 0.50, 1.00.  Where uops.info gives one latency
for every operand (no range, no bound) and LLVM another, the class takes
uops.info's (+lat=N): vpmovzxbw 2 (LLVM 4), vpshufb 2 (LLVM 1), as
measured.  Forms whose class already does that, and sets no group of
the model has, are left alone.

With --loads, a form that loads (and does not store) is taken as well,
when its uops.info row is one micro-op on the same terms (AMD's tables
count no micro-op for the load): its uses of the load path stay, those
of the FP pipes are the group's, one cycle (LLVM's Zen 4 model holds the
pipes of vfmadd231sd, vcmpsd and their kind two cycles from memory, one
from a register; uops.info Zen 4 measures both at 0.50).

The form's instance is the AT&T key with registers filled in, as in
issue-slots.py.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import uopsinfo  # noqa: E402
from fixes_table import load_script, sched_field  # noqa: E402


slots = load_script('issue_slots', 'issue-slots.py')
fixes = load_script('fix_classes', 'fix-classes.py')


# The load path's resources a load form may use besides the FP pipes:
# they are left as they are.
LOAD_PATH = ('Load', 'LSU', 'AGU')


def pipe_units(prefix):
    """The units of the FP pipes PREFIX0..PREFIX3."""
    return frozenset(prefix + str(i) for i in range(4))


def pipes_only(names, prefix, loading, members):
    """Are NAMES (a class's resources) the FP pipes' alone, with the
    load path's too when LOADING (and then one of the pipes
    PREFIX0..PREFIX3 among them)?"""
    pipes = pipe_units(prefix)
    rest = [n for n in names if not n.startswith(prefix)]
    if not loading:
        return not rest
    return any(fixes.units_of(n, members) <= pipes for n in names) and all(
        any(k in n for k in LOAD_PATH) for n in rest)


def load_form_uses(res, group, hold, members, prefix):
    """RES, a load form's resources, with GROUP for HOLD cycles as its
    one use of the pipes PREFIX0..PREFIX3, in the place of the first; its
    other uses (the load path's: an FP45 pipe, the load units) stay, and
    a group enclosing the pipes (the scheduler) is held the pipes' cycles
    fewer and HOLD more."""
    pipes = pipe_units(prefix)
    uses = [(u.split(':')[0], int(u.split(':')[1])) for u in res.split(',')]
    held = max(c for n, c in uses if fixes.units_of(n, members) <= pipes)
    out, placed = [], False
    for name, cycles in uses:
        units = fixes.units_of(name, members)
        if units <= pipes:
            if not placed:
                out.append('%s:%d' % (group, hold))
                placed = True
        elif units > pipes:
            out.append('%s:%d' % (name, cycles - held + hold))
        else:
            out.append('%s:%d' % (name, cycles))
    return ','.join(out)


def pipe_uses(res, group, hold, members, prefix, loading):
    """RES with GROUP for HOLD cycles as its one use of the FP pipes: a
    load form's by load_form_uses, a register form's by fix-classes'
    only_use."""
    if loading:
        return load_form_uses(res, group, hold, members, prefix)
    return fixes.only_use(res, group, hold, members)


def main():
    model, isa_path, table, prefix = sys.argv[1:5]
    report = '--report' in sys.argv
    loads = '--loads' in sys.argv
    utable = uopsinfo.load_table(table)
    isa = uopsinfo.load_isa(isa_path)
    flags, att = isa['_flags'], isa['_att']
    lines = open(model).read().split('\n')
    members = fixes.groups_of(model)
    # Member set -> the first group (in the file's order) with exactly it.
    by_units = {}
    for g, units in members.items():
        by_units.setdefault(frozenset(units), g)
    classes, opk_keys = {}, {}
    for ln in lines:
        f = ln.split('\t')
        if f[0] == 'sched' and len(f) > 7:
            classes[f[1]] = f
        elif f[0] == 'opk' and f[2] == 'ATT':
            opk_keys.setdefault(f[1], set()).add(f[3])
    forms = {}            # op line index -> (class id, pipe group)
    changes = []
    for k, ln in enumerate(lines):
        f = ln.split('\t')
        if f[0] != 'op':
            continue
        opcode, sid = f[1], f[sched_field(f)]
        loading = 'load' in flags.get(opcode, '')
        if 'store' in flags.get(opcode, '') or (loading and not loads):
            continue
        cls = classes.get(sid)
        if cls is None or cls[3] != '1' or cls[5] == '-' or \
                not pipes_only(fixes.names_of(cls[5]), prefix, loading,
                               members):
            continue
        key = slots.op_line_key(opcode, att, isa['_att_keys'], opk_keys)
        text = slots.instance(key) if key and key != '-' else None
        if not text:
            continue
        name, row = uopsinfo.row_for(utable, isa, text)
        if name is None or row.issue != 1 or len(row.ports) != 1 or \
                row.ports[0][0] != 1:
            continue
        ports = row.ports[0][1]
        if not all(p in ('FP0', 'FP1', 'FP2', 'FP3') for p in ports):
            continue
        # Pipelined: one issue per pipe and cycle (a division's
        # throughput is its divider's, not its pipes'); or, for a form
        # of zmm registers, one issue per pipe every two cycles: the
        # core runs it as two 256-bit halves on one pipe.
        if row.tput is None:
            continue
        hold = 2 if '%zmm' in text else 1
        if abs(row.tput * len(ports) - hold) > 0.1 * hold:
            continue
        group = by_units.get(frozenset(prefix + p[2:] for p in ports))
        if len(ports) == 1:
            group = prefix + next(iter(ports))[2:]
        if group is None:
            continue
        new = pipe_uses(cls[5], group, hold, members, prefix, loading)
        # A load form's latency is the load's and the operation's: not
        # uops.info's figure of the register operands.
        lat = int(row.lat_exact) if row.lat_exact and not loading else None
        same_pipes = sorted(new.split(',')) == sorted(cls[5].split(','))
        if lat is not None and cls[6] != '-' and \
                all(int(w.split('/')[0]) == lat for w in cls[6].split(',')):
            lat = None
        if same_pipes and lat is None:
            continue
        forms[k] = (sid, None if same_pipes else group,
                    None if same_pipes else
                    ''.join(sorted(p[2:] for p in ports)), hold, lat,
                    loading)
        changes.append((opcode, text, row.name, cls[2][:40],
                        '%s lat %s' % (group, lat)))
    if report:
        for c in changes:
            print('%s\t%s\t%s\t%s\t-> %s' % c)
        return 0
    derived = {}
    next_id = 1 + max(int(i) for i in classes)
    for key in sorted(set(forms.values()), key=lambda x: (int(x[0]), str(x))):
        derived[key] = str(next_id)
        next_id += 1
    out = []
    for k, ln in enumerate(lines):
        f = ln.split('\t')
        if k in forms:
            f[sched_field(f)] = derived[forms[k]]
            ln = '\t'.join(f)
        out.append(ln)
        if f[0] == 'sched' and len(f) > 7:
            for (sid, group, digits, hold, lat, loading), new in sorted(
                    derived.items(), key=lambda x: int(x[1])):
                if sid == f[1]:
                    g = list(f)
                    g[1] = new
                    if group:
                        g[2] += '+pipes=FP%s' % digits + (
                            'x%d' % hold if hold > 1 else '')
                        g[5] = pipe_uses(f[5], group, hold, members,
                                         prefix, loading)
                    if lat is not None:
                        g[2] += '+lat=%d' % lat
                        g[6] = ','.join(str(lat) + w[len(w.split('/')[0]):]
                                        for w in f[6].split(','))
                    out.append('\t'.join(g))
    sys.stdout.write('\n'.join(out))
    print('fp-pipes: %d forms, %d classes, %d with a latency' % (
        len(forms), len(derived), sum(1 for k in derived if k[4] is not None)),
          file=sys.stderr)
    return 0


if __name__ == '__main__':
    sys.exit(main())
