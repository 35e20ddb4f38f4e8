"""The source around each loop: found from the record's file (relative to
the compile's working directory), or under --source-root when the build
ran elsewhere."""

import os

CONTEXT = 4        # lines shown before and after the lines of interest
MAX_LINES = 48     # the longest excerpt
MAX_WIDTH = 400    # characters kept of a line


class Sources:
    def __init__(self, root=None):
        self.root = root
        self._text = {}     # path -> list of lines, or None

    def candidates(self, unit):
        yield unit.path()
        if not self.root:
            return
        parts = [p for p in unit.file.replace('\\', '/').split('/')
                 if p not in ('', '.')]
        if not os.path.isabs(unit.file):
            yield os.path.normpath(os.path.join(self.root, unit.file))
        # The path's trailing components under the root, longest first:
        # /home/ci/build/src/foo.c under --source-root . is ./src/foo.c.
        for k in range(len(parts)):
            if '..' in parts[k:]:
                continue
            yield os.path.join(self.root, *parts[k:])

    def _read(self, path):
        if path not in self._text:
            try:
                with open(path, encoding='utf-8', errors='replace') as f:
                    self._text[path] = [l.rstrip('\r\n')[:MAX_WIDTH]
                                        for l in f]
            except OSError:
                self._text[path] = None
        return self._text[path]

    def find(self, unit):
        """(path, lines) of UNIT's source file, or (None, tried paths)."""
        tried = []
        for path in self.candidates(unit):
            if path in tried:
                continue
            tried.append(path)
            if os.path.isfile(path):
                lines = self._read(path)
                if lines is not None:
                    return path, lines
        return None, tried

    def excerpt(self, unit):
        """A dict for the page: the lines around UNIT's line with the
        critical chain's lines, or why there are none."""
        chain = sorted({c.get('line') for c in unit.chain
                        if isinstance(c.get('line'), int) and c['line'] > 0})
        path, lines = self.find(unit)
        if path is None:
            return {'missing': 'The source file %s was not found%s.' % (
                unit.file, ' (looked for %s)' % ', '.join(lines)
                if lines else ''), 'chain': chain}
        n = len(lines)
        if unit.line < 1 or unit.line > n:
            return {'missing': '%s has %d lines, not line %d: the source '
                    'changed since the build?' % (path, n, unit.line),
                    'chain': chain}
        near = [l for l in chain if abs(l - unit.line) <= MAX_LINES // 2
                and l <= n]
        first = max(1, min([unit.line] + near) - CONTEXT)
        last = min(n, max([unit.line] + near) + CONTEXT)
        if last - first + 1 > MAX_LINES:
            first = max(1, unit.line - CONTEXT)
            last = min(n, first + MAX_LINES - 1)
        return {'path': path, 'first': first, 'lines': lines[first - 1:last],
                'chain': chain}
