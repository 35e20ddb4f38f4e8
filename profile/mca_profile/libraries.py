"""The shared libraries whose loops are profiled with the program's: those
the dynamic loader gives the program when it starts (ldd) and those it
opens as it runs (dlopen), except the distribution's own (under /lib,
/usr/lib and their 64-bit twins) and Valgrind's, which hold no loops of
the user's build and would cost seconds to disassemble."""

import os
import re
import subprocess

# Where Debian's packages put shared libraries: never the user's build.
SYSTEM_DIRS = ('/lib/', '/lib64/', '/usr/lib/', '/usr/lib64/', '/lib32/',
               '/usr/lib32/', '/libx32/', '/usr/libx32/')
# Where Valgrind keeps the code it preloads into the program it counts
# (its other files are under /usr/lib).
VALGRIND_DIRS = ('/usr/libexec/valgrind/',)


def _users(real):
    """Whether the library at REAL (a real path) may be the user's."""
    return not real.startswith(SYSTEM_DIRS + VALGRIND_DIRS)

# "libfoo.so.1 => /path/libfoo.so.1 (0x...)", "libbar.so => not found",
# and "/path/libbaz.so (0x...)" for a library linked by its path (no
# soname) or the dynamic loader.
_line = re.compile(r'^\s*(?:(\S+)\s+=>\s+)?(.*?)\s*(?:\(0x[0-9a-f]+\))?\s*$')


def of(program):
    """The user's shared libraries PROGRAM loads, as real paths, and the
    names ldd could not find (the program will not start without them)."""
    try:
        p = subprocess.run(['ldd', program], stdout=subprocess.PIPE,
                           stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL,
                           universal_newlines=True, errors='replace')
    except OSError:
        return [], []
    found, missing = [], []
    if p.returncode != 0:		# a static program: nothing is loaded
        return found, missing
    for text in p.stdout.splitlines():
        m = _line.match(text)
        if not m:
            continue
        name, path = m.group(1), m.group(2)
        if path == 'not found':
            missing.append(name)
            continue
        if not path.startswith('/'):	# linux-vdso.so.1: no file
            continue
        real = os.path.realpath(path)
        if not _users(real) or real in found:
            continue
        found.append(real)
    return found, missing


def opened(paths, known):
    """The user's shared libraries among PATHS (real paths of the objects
    a run of the program showed) that are not in KNOWN: the libraries it
    opened as it ran (dlopen), the distribution's own left out."""
    return sorted(p for p in paths
                  if p not in known and _users(p) and os.path.isfile(p))
