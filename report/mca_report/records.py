"""The plugin's records (-fplugin-arg-mca-json=DIR/): one JSON file per
translation unit, {"version": 2, "translation_unit": {...}, "units":
[...]}, read defensively: a file that cannot be read or is not a record
file is a problem to tell, not a reason to stop."""

import json
import os


class RecordError(Exception):
    """Nothing can be read: no directory, or no record file in it."""


def _int(x, default=0):
    try:
        return int(x)
    except (TypeError, ValueError):
        return default


def _float(x):
    try:
        v = float(x)
    except (TypeError, ValueError):
        return None
    return v if v == v and v not in (float('inf'), float('-inf')) else None


def _text(x, default=''):
    if x is None:
        return default
    return x if isinstance(x, str) else str(x)


def _lines(x):
    if not isinstance(x, list):
        return []
    return [_text(l) for l in x]


class ModelFigures:
    """A unit's figures on one of several models, from an entry of the
    record's "models"; ANALYSED false when the model could not simulate
    it (MESSAGE says why)."""

    def __init__(self, entry):
        self.raw = entry
        self.model = _text(entry.get('model'))
        self.cycles = _float(entry.get('cycles_per_iteration'))
        self.analysed = _text(entry.get('status')) == 'analysed' and \
            self.cycles is not None
        self.rthroughput = _float(entry.get('block_rthroughput'))
        self.ipc = _float(entry.get('ipc'))
        self.message = _text(entry.get('message'))


def _models(x):
    """The entries of a record's "models" that name a model, each model
    once; none unless there are two or more."""
    if not isinstance(x, list):
        return []
    out, seen = [], set()
    for e in x:
        if isinstance(e, dict) and isinstance(e.get('model'), str) and \
                e['model'] and e['model'] not in seen:
            seen.add(e['model'])
            out.append(ModelFigures(e))
    return out if len(out) > 1 else []


class Unit:
    """One loop or region of a record file."""

    def __init__(self, rec, tu, tu_dir, record_file):
        self.raw = rec
        self.kind = _text(rec.get('kind'), 'loop')
        self.name = _text(rec.get('name'))
        self.file = _text(rec.get('file'), '?')
        self.line = _int(rec.get('line'))
        self.column = _int(rec.get('column'))
        self.function = _text(rec.get('function'), '?')
        self.symbol = _text(rec.get('symbol')) or self.function
        self.status = _text(rec.get('status'), '?')
        self.message = _text(rec.get('message'))
        self.model = _text(rec.get('model')) or \
            _text(tu.get('target_cpu'))
        self.count = _float(rec.get('count'))
        self.cycles = _float(rec.get('cycles_per_iteration'))
        # With -fprofile-use: iterations an entry, and the figure at them.
        self.trips = _float(rec.get('trips_per_entry'))
        self.at_trips = _float(rec.get('cycles_per_iteration_at_trips'))
        self.rthroughput = _float(rec.get('block_rthroughput'))
        self.ipc = _float(rec.get('ipc'))
        self.whatif = _float(rec.get('whatif_cycles'))
        self.paths = _int(rec.get('paths'), 1)
        self.probability = _float(rec.get('probability'))
        self.paths_weighted = _int(rec.get('paths_weighted'), 1)
        self.weighted_probability = _float(rec.get('weighted_probability'))
        self.bounds = [b for b in rec.get('bounds') or []
                       if isinstance(b, dict)] \
            if isinstance(rec.get('bounds'), list) else []
        self.chain = [c for c in rec.get('chain') or []
                      if isinstance(c, dict)] \
            if isinstance(rec.get('chain'), list) else []
        self.chain_cycles = _float(rec.get('chain_cycles'))
        self.loop_carried = bool(rec.get('loop_carried'))
        self.simulated = _lines(rec.get('simulated'))
        # The functions the loop calls, whose time no figure includes.
        self.calls = _lines(rec.get('calls'))
        self.indirect_calls = _int(rec.get('indirect_calls'), 0)
        # A vectorized loop: elements an iteration, and their time.
        self.vector_lanes = _int(rec.get('vector_lanes'), 0)
        self.vector_bits = _int(rec.get('vector_bits'), 0)
        self.vector_element = _text(rec.get('vector_element'))
        self.cycles_per_element = _float(rec.get('cycles_per_element'))
        # With several models (cpu=A,B): each one's figures, the
        # primary's first; else empty.
        self.models = _models(rec.get('models'))
        self.directory = tu_dir
        self.record_file = record_file
        self.source = _text(tu.get('source'))
        self.compiler = _text(tu.get('compiler'))
        # Set later: the report's number, the ranking, the profile's row.
        self.id = None
        self.weight = 0.0
        self.model_weights = {}
        self.profile = None

    @property
    def analysed(self):
        return self.status == 'analysed' and self.cycles is not None

    def where(self):
        return '%s:%d' % (self.file, self.line)

    def path(self):
        """The source file as a path: relative names are the compile's
        working directory's."""
        if os.path.isabs(self.file) or not self.directory:
            return os.path.normpath(self.file)
        return os.path.normpath(os.path.join(self.directory, self.file))


def record_files(directory):
    if os.path.isdir(directory):
        try:
            names = sorted(n for n in os.listdir(directory)
                           if n.endswith('.json') and not n.startswith('.'))
        except OSError as e:
            raise RecordError('cannot read %s: %s' % (directory,
                                                      e.strerror))
        return [os.path.join(directory, n) for n in names]
    if os.path.isfile(directory):
        return [directory]
    raise RecordError('no records at %s: compile with '
                      '-fplugin-arg-mca-json=%s/' %
                      (directory, directory.rstrip('/')))


def read(directory):
    """(units, problems, files): every unit of every record file of
    DIRECTORY (or the one record file DIRECTORY names), the problems met
    as messages, and the number of record files read."""
    paths = record_files(directory)
    if not paths:
        raise RecordError('%s holds no record files (*.json): compile with '
                          '-fplugin-arg-mca-json=%s/' %
                          (directory, directory.rstrip('/')))
    units, problems, nread = [], [], 0
    for path in paths:
        try:
            with open(path, encoding='utf-8') as f:
                data = json.load(f)
        except OSError as e:
            problems.append('%s: cannot read: %s' % (path, e.strerror))
            continue
        except ValueError as e:
            problems.append('%s: not JSON: %s' % (path, e))
            continue
        if not isinstance(data, dict) or \
                not isinstance(data.get('units'), list):
            problems.append('%s: not a record file of gcc-mca (no "units")'
                            % path)
            continue
        nread += 1
        tu = data.get('translation_unit')
        if not isinstance(tu, dict):
            tu = {}
        tu_dir = _text(tu.get('directory')) or \
            os.path.dirname(os.path.abspath(path))
        bad = 0
        for rec in data['units']:
            if not isinstance(rec, dict):
                bad += 1
                continue
            units.append(Unit(rec, tu, tu_dir, path))
        if bad:
            problems.append('%s: %d unit%s not an object, left out' %
                            (path, bad, 's' if bad > 1 else ''))
    for k, u in enumerate(units):
        u.id = k
    return units, problems, nread
