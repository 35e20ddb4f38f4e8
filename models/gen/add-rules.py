#!/usr/bin/env python3
"""add-rules.py - write a CPU's rules beyond LLVM's model into its model.

usage: add-rules.py CPU MODEL TABLE > OUT

Each row of TABLE (models/gen/rules) for CPU, after a comment naming its
source:
  storepair RES BYTES  a `storepair' line (models/FORMAT) right behind
                       the declaration of RES (BYTES 0: the one an
                       earlier row wrote goes);
  station RES N        the BUFFER field of `resource RES' or `group RES'
                       becomes N (a reservation station of N entries; a
                       group's: a queue its members' operations share);
  bind GROUP POLICY    a `bind' line right behind the declaration of
                       GROUP (replacing the one an earlier row wrote);
  writes RES N         a `writes' line right behind the declaration of
                       RES (its units' stations take N a cycle);
  unit NAME AFTER      a new unit NAME (`resource NAME 1 -1') right
                       behind the declaration of AFTER;
  members GROUP LIST   GROUP's units become LIST (comma-separated, each
                       declared);
  group NAME LIST      a new group NAME of the units LIST (`group NAME -1
                       LIST'), right behind the declaration of the last
                       of them (a `bind' row may follow);
  units RES N          the UNITS field of `resource RES' becomes N;
  regs FILE N          register file FILE has N physical registers;
  regfile FILE REGS    a new register file FILE (`regfile' line, after
                       the model's others) of the registers REGS, each
                       with a cost of one and its moves eliminable: a
                       comma-separated list of names and ranges
                       (xmm0-31); its size and the moves it eliminates
                       a cycle unbounded (not measured);
  holdlate RES -        a `holdlate' line right behind the declaration
                       of RES (a load-op keeps its entry in RES's queue
                       until its operation starts);
  storeline RES N      a `storeline' line right behind the declaration
                       of RES (a store to a line none of the N stores
                       before it wrote takes a unit of RES);
  splitload RES N      a `splitload' line (a load across two cache lines
                       holds RES N cycles more) after the resources'
                       declarations, in the order of the rows (the
                       first whose RES a load uses applies);
  slowforward W:R UNITS:N[:stale]  a `slowforward W R UNITS N [stale]'
                       line after the resources' declarations: an
                       operation whose writes name write id R
                       (class-fixes writeid) that reads a value a write
                       of id W made, issued on one of UNITS
                       (comma-separated, each declared), has its results
                       N cycles later (with `stale', only when the value
                       was there before it issued);
  foldrate MAX SHARE   a `foldrate' line (models/FORMAT) after the last
                       `fuse' or `param' line, in the order of the rows;
  ratelimit RES COUNT:WINDOW  a `ratelimit RES COUNT WINDOW' line right
                       behind the declaration of RES (at most COUNT
                       instructions issue to RES in any WINDOW cycles);
                       RES may be a comma-separated list, counted
                       together (the line goes behind the last of them);
  storedata RES PRODUCER  a `storedata RES PRODUCER' line right behind
                       the ratelimit line whose first resource is RES (a
                       store of a general register an instruction on
                       PRODUCER made counts twice in that limit);
  backtoback RES COUNT:WINDOW  a `backtoback RES COUNT WINDOW' line
                       right behind the declaration of RES (at most COUNT
                       instructions issue to RES back to back with the
                       operation that wrote their last operand in any
                       WINDOW cycles).
Lines of these kinds the model had, and their comments, are dropped
first; a row naming an undeclared resource is an error.
"""
import sys

from fixes_table import rows_for

KINDS = ('storepair', 'station', 'bind', 'writes', 'unit', 'members', 'group',
         'units', 'regs', 'regfile', 'foldrate', 'holdlate', 'splitload',
         'storeline', 'slowforward', 'ratelimit', 'backtoback',
         'storedata')


def register_list(spec):
    """The registers of SPEC (xmm0-31,ymm0-15,...) as regfile entries,
    each of cost one with its moves eliminable."""
    out = []
    for item in spec.split(','):
        name, dash, last = item.partition('-')
        stem = name.rstrip('0123456789')
        first = name[len(stem):]
        if dash and first and last.isdigit():
            out += ['%s%d:1:1' % (stem, n)
                    for n in range(int(first), int(last) + 1)]
        else:
            out.append('%s:1:1' % item)
    return ','.join(out)


def declaration(lines, name, kinds=('resource', 'group')):
    """The index of the line of one of KINDS declaring NAME."""
    for k, ln in enumerate(lines):
        f = ln.split('\t')
        if f[0] in kinds and f[1:2] == [name]:
            return k
    return None


def limit_line(lines, first):
    """The index of the ratelimit line whose list begins with FIRST, or
    None."""
    return next((j for j, ln in enumerate(lines)
                 if ln.split('\t')[0] == 'ratelimit'
                 and ln.split('\t')[1].split(',')[0] == first), None)


def last_of(lines, kinds):
    """The index of the last line of one of KINDS, or None."""
    return max((j for j, ln in enumerate(lines)
                if ln.split('\t')[0] in kinds), default=None)


def drop_line(lines, kind, name):
    """Remove the line of KIND for NAME an earlier row wrote, with its
    comment, if there is one; a ratelimit line whose list begins with
    NAME's first resource (the loader replaces it so)."""
    first = name.split(',')[0]
    for j, ln in enumerate(lines):
        f = ln.split('\t')
        if f[0] == kind and (f[1:2] == [name] or kind == 'ratelimit'
                             and f[1].split(',')[0] == first):
            drop = lines[j - 1].startswith('# %s: ' % kind)
            del lines[j - drop:j + 1]
            return


def main():
    cpu, model, table = sys.argv[1:4]
    rows = rows_for(table, cpu)
    lines = [ln for ln in open(model).read().split('\n')
             if ln.split('\t')[0] not in ('storepair', 'bind', 'writes',
                                           'foldrate', 'holdlate',
                                           'splitload', 'storeline',
                                           'slowforward', 'ratelimit',
                                           'backtoback', 'storedata')
             and not any(ln.startswith('# %s: ' % k) for k in KINDS)]
    for f in rows:
        kind, name, arg, source = f[1], f[2], f[3], f[4]
        if kind == 'group':
            where = [declaration(lines, u) for u in arg.split(',')]
            k = None if None in where else max(where)
        elif kind == 'regs':
            k = declaration(lines, name, ('regfile',))
        elif kind == 'regfile':
            k = max((j for j, ln in enumerate(lines)
                     if ln.startswith('# Register files')
                     or ln.split('\t')[0] == 'regfile'), default=None)
            if declaration(lines, name, ('regfile',)) is not None:
                k = None
        elif kind == 'splitload':
            k = last_of(lines, ('resource', 'group', 'splitload'))
            if declaration(lines, name) is None:
                k = None
        elif kind == 'slowforward':
            k = last_of(lines, ('resource', 'group', 'splitload',
                                'slowforward'))
            units, _, rest = arg.partition(':')
            cycles, _, flag = rest.partition(':')
            ids = name.split(':')
            if (any(declaration(lines, u) is None for u in units.split(','))
                    or not cycles.isdigit() or flag not in ('', 'stale')
                    or len(ids) != 2
                    or not all(i.isdigit() and int(i) > 0 for i in ids)):
                k = None
        elif kind == 'foldrate':
            k = last_of(lines, ('fuse', 'param', 'foldrate'))
        elif kind == 'storedata':
            k = limit_line(lines, name)
            if k is None:
                sys.exit('add-rules: %s: storedata %s before a ratelimit '
                         'row whose list begins with it' % (cpu, name))
            if declaration(lines, arg) is None:
                k = None
        elif kind in ('ratelimit', 'backtoback'):
            names = name.split(',') if kind == 'ratelimit' else [name]
            where = [declaration(lines, r) for r in names]
            k = None if None in where else max(where)
            count, _, window = arg.partition(':')
            if not (count.isdigit() and window.isdigit()
                    and int(count) > 0 and 0 < int(window) <= 64):
                k = None
        else:
            k = declaration(lines, arg if kind == 'unit' else name)
        if kind not in KINDS or k is None or (
                kind in ('unit', 'group')
                and declaration(lines, name) is not None):
            sys.exit('add-rules: %s: bad row %s %s (unknown kind or no '
                     'resource)' % (cpu, kind, name))
        comment = '# %s: %s' % (kind, source)
        if kind == 'storepair' and arg == '0':
            # No pairs: the storepair line an earlier row (a base
            # model's) wrote goes, with its comment.
            drop_line(lines, kind, name)
            continue
        if kind in ('ratelimit', 'bind', 'backtoback', 'storedata'):
            # One limit a resource, one policy a group: a later row (the
            # CPU's own, after its base model's) replaces the line an
            # earlier one wrote.
            drop_line(lines, kind, name)
            k = (limit_line(lines, name) if kind == 'storedata'
                 else max(declaration(lines, r) for r in name.split(',')))
        if kind == 'unit':
            lines[k + 1:k + 1] = [comment, 'resource\t%s\t1\t-1' % name]
        elif kind == 'group':
            lines[k + 1:k + 1] = [comment, 'group\t%s\t-1\t%s' % (name, arg)]
        elif kind == 'members':
            g = lines[k].split('\t')
            if g[0] != 'group' or any(declaration(lines, u) is None
                                      for u in arg.split(',')):
                sys.exit('add-rules: %s: bad members row for %s'
                         % (cpu, name))
            g[3] = arg
            lines[k:k + 1] = [comment, '\t'.join(g)]
        elif kind in ('station', 'units', 'regs'):
            g = lines[k].split('\t')
            if kind == 'units' and g[0] != 'resource':
                sys.exit('add-rules: %s: units of group %s' % (cpu, name))
            # A resource line's BUFFER is its fourth field, a group's
            # its third (models/FORMAT).
            g[3 if kind == 'station' and g[0] == 'resource' else 2] = arg
            lines[k:k + 1] = [comment, '\t'.join(g)]
        elif kind == 'holdlate':
            lines[k + 1:k + 1] = [comment, 'holdlate\t%s' % name]
        elif kind == 'regfile':
            lines[k + 1:k + 1] = [comment, 'regfile\t%s\t0\t0\t0\t%s'
                                  % (name, register_list(arg))]
        elif kind == 'slowforward':
            lines[k + 1:k + 1] = [comment, 'slowforward\t%s\t%s'
                                  % (name.replace(':', '\t'),
                                     arg.replace(':', '\t'))]
        elif kind in ('ratelimit', 'backtoback'):
            lines[k + 1:k + 1] = [comment, '%s\t%s\t%s'
                                  % (kind, name, arg.replace(':', '\t'))]
        elif kind == 'foldrate' and comment in lines:
            # One table: its rows after the first share their source.
            lines[k + 1:k + 1] = ['%s\t%s\t%s' % (kind, name, arg)]
        else:
            lines[k + 1:k + 1] = [comment, '%s\t%s\t%s' % (kind, name, arg)]
    sys.stdout.write('\n'.join(lines))
    print('add-rules: %s: %d rules' % (cpu, len(rows)), file=sys.stderr)


if __name__ == '__main__':
    main()
