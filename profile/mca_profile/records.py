"""The plugin's loop records (-fplugin-arg-mca-json=DIR/): one JSON file
per translation unit, each with the loops of its functions."""

import json
import os
import re


class RecordError(Exception):
    """The records cannot be used at all."""


class Loop:
    """One innermost loop of a record: where it is in the source, the
    instructions GCC printed for it, and what the model predicted."""

    def __init__(self, unit, rec, tu_dir, record_file):
        self.file = rec.get('file') or '?'
        self.line = int(rec.get('line') or 0)
        self.function = rec.get('function') or '?'
        self.symbol = rec.get('symbol') or self.function
        self.status = rec.get('status')
        self.model = rec.get('model')
        self.predicted = rec.get('cycles_per_iteration')
        # With -fprofile-use: the plugin's figure at the profile's
        # iterations an entry, when it simulated one.
        self.predicted_as_profiled = rec.get('cycles_per_iteration_at_trips')
        self.block_rthroughput = rec.get('block_rthroughput')
        self.bounds = rec.get('bounds') or []
        self.paths = rec.get('paths', 1)
        # The paths kept, most probable first (the plugin's "path_list":
        # probability, lines, text, cycles_per_iteration when simulated).
        self.path_list = _paths(rec.get('path_list'))
        self.message = rec.get('message')
        self.directory = tu_dir
        self.record_file = record_file
        self.lines = [l for l in rec.get('layout') or []]
        # The text the model simulated (the loop's path, labels kept).
        self.simulated = rec.get('simulated') or []
        self.header_line = rec.get('header', -1)
        blocks = rec.get('blocks')
        if not blocks:
            blocks = [[0, len(self.lines)]]
        self.blocks = [(int(a), int(b)) for a, b in blocks]
        self.unit = unit

    def where(self):
        return '%s:%d' % (self.file, self.line)

    def instruction_runs(self):
        """The loop's instructions as runs that are contiguous in the code:
        a list of lists of (mnemonic, is_header) pairs."""
        runs = []
        for first, last in self.blocks:
            run = []
            for k in range(first, min(last, len(self.lines))):
                m = mnemonic(self.lines[k])
                if m:
                    run.append((m, k == self.header_line))
            if run:
                runs.append(run)
        return runs

    def calls(self):
        """The functions the loop calls, by name."""
        out = []
        for text in self.lines:
            words = text.split()
            if words and words[0].startswith('call') and len(words) > 1:
                name = words[1].split('@')[0]
                if name not in out:
                    out.append(name)
        return out


_label = re.compile(r'^\s*[.\w$]+:')


def _paths(value):
    """The record's "path_list" when every path in it is well formed (its
    lines a list of whole numbers, its text a list of strings, its cycles
    a positive number when given), else none: the loop is then judged
    against the remark's figure."""
    if not isinstance(value, list):
        return []
    for p in value:
        if not isinstance(p, dict):
            return []
        lines, text = p.get('lines'), p.get('text')
        cycles = p.get('cycles_per_iteration')
        if not (isinstance(lines, list) and lines
                and all(isinstance(k, int) and k >= 0 for k in lines)
                and isinstance(text, list)
                and all(isinstance(t, str) for t in text)
                and (cycles is None or (isinstance(cycles, (int, float))
                                        and cycles > 0))):
            return []
    return value


def split_insn(text):
    """One line of assembly as (mnemonic, operands), the mnemonic with its
    prefixes (rep, lock...) dropped; (None, '') for a label, a directive
    or a comment."""
    s = text.strip()
    if not s or s.startswith(('.', '#', '/')) or _label.match(s):
        return None, ''
    words = s.split(None, 1)
    while len(words) > 1 and words[0].lower() in PREFIXES:
        words = words[1].split(None, 1)
    word = words[0].lower().rstrip(';')
    return word, (words[1].strip() if len(words) > 1 else '')


def mnemonic(text):
    return split_insn(text)[0]


PREFIXES = ('rep', 'repe', 'repz', 'repne', 'repnz', 'lock', 'notrack',
            'bnd', 'data16', 'addr32', 'cs', 'ds', 'es', 'ss', 'fs', 'gs',
            'rex', 'rex.w', 'rex64')


def read(directory):
    """The loops of every record file in DIRECTORY (or of one record
    file), with the problems met as messages."""
    if os.path.isdir(directory):
        names = sorted(n for n in os.listdir(directory)
                       if n.endswith('.json') and not n.startswith('.'))
        paths = [os.path.join(directory, n) for n in names]
    elif os.path.exists(directory):
        paths = [directory]
    else:
        raise RecordError('no records at %s: compile with '
                          '-fplugin-arg-mca-json=%s/' % (directory, directory))
    loops, problems, newest = [], [], 0.0
    for path in paths:
        try:
            with open(path, encoding='utf-8') as f:
                data = json.load(f)
        except (OSError, ValueError) as e:
            problems.append('%s: not a record file: %s' % (path, e))
            continue
        if not isinstance(data, dict) or 'units' not in data:
            problems.append('%s: not a record file of gcc-mca' % path)
            continue
        newest = max(newest, os.path.getmtime(path))
        tu = data.get('translation_unit') or {}
        tu_dir = tu.get('directory') or os.path.dirname(os.path.abspath(path))
        for rec in data['units']:
            if rec.get('kind') == 'loop':
                loops.append(Loop(tu, rec, tu_dir, path))
    if not paths:
        raise RecordError('%s holds no record files (*.json): compile with '
                          '-fplugin-arg-mca-json=%s/' % (directory,
                                                         directory.rstrip('/')))
    return loops, problems, newest
