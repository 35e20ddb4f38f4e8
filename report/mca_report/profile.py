"""gcc-mca-profile's --json results: each loop's share of a run's time,
its measured cycles per iteration and verdict, matched to the records'
loops by symbol, file and line."""

import json
import os


class ProfileError(Exception):
    """The profile cannot be used."""


class Row:
    """One loop of the profile."""

    def __init__(self, d):
        def num(k):
            try:
                v = float(d.get(k))
            except (TypeError, ValueError):
                return None
            return v if v == v else None
        self.file = str(d.get('file') or '')
        try:
            self.line = int(d.get('line') or 0)
        except (TypeError, ValueError):
            self.line = 0
        self.function = str(d.get('function') or '')
        self.symbol = str(d.get('symbol') or self.function)
        self.directory = str(d.get('directory') or '')
        self.time_share = num('time_share') or 0.0
        self.measured = num('measured')
        self.precision = num('precision')
        self.iterations = num('iterations')
        # The prediction the verdict judged when the loop ran few
        # iterations an entry, and those iterations.
        self.at_trips = num('predicted_at_trips')
        self.trips = num('trips_per_entry')
        # The prediction the verdict judged for a loop of several paths:
        # its paths weighed as the run took them.
        self.on_paths = num('predicted_on_run_paths')
        self.verdict = str(d.get('verdict') or '')
        causes = d.get('causes') if isinstance(d.get('causes'), list) else []
        self.causes = [str(c.get('text')) for c in causes
                       if isinstance(c, dict) and c.get('text')]
        self.matched = False

    def path(self):
        if os.path.isabs(self.file) or not self.directory:
            return os.path.normpath(self.file)
        return os.path.normpath(os.path.join(self.directory, self.file))


def read(path):
    """(program, rows) of the profile file PATH."""
    try:
        with open(path, encoding='utf-8') as f:
            data = json.load(f)
    except OSError as e:
        raise ProfileError('cannot read the profile %s: %s' %
                           (path, e.strerror))
    except ValueError as e:
        raise ProfileError('the profile %s is not JSON: %s' % (path, e))
    if not isinstance(data, dict) or not isinstance(data.get('loops'), list):
        raise ProfileError('%s is not a gcc-mca-profile --json file (no '
                           '"loops")' % path)
    rows = [Row(d) for d in data['loops'] if isinstance(d, dict)]
    return str(data.get('program') or ''), rows


def match(units, rows):
    """Give each unit its profile row (unit.profile), matched by symbol,
    source file and line: the file as a path first, then as written (a
    profile made from the same records gives the same spelling).  Loops
    of one line (a vectorized loop and its epilogue) pair in order.
    Returns the rows no unit matched."""
    by_path, by_name = {}, {}
    for r in rows:
        by_path.setdefault((r.symbol, r.path(), r.line), []).append(r)
        by_name.setdefault((r.symbol, r.file, r.line), []).append(r)

    def take(table, key):
        for r in table.get(key, ()):
            if not r.matched:
                return r
        return None

    for u in units:
        if u.kind != 'loop':
            continue
        r = take(by_path, (u.symbol, u.path(), u.line)) or \
            take(by_name, (u.symbol, u.file, u.line))
        if r is not None:
            r.matched = True
            u.profile = r
    return [r for r in rows if not r.matched]
