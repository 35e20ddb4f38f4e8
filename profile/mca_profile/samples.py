"""Where the program spends its CPU time: perf's cpu-clock software event
samples the running program every PERIOD nanoseconds of its CPU time
(a kernel timer: no hardware counters, nothing inserted into the
program), and each sample's address is mapped back to the addresses of
the file it ran in (the program or one of its libraries) through the
memory maps perf records."""

import os
import re
import subprocess

from .binary import offset_to_address


# perf record's options that keep its own start and end short: no BPF
# program events (reading them took most of a second a run) and no
# build-id collection (the program's file is read directly).
QUICK = ['-q', '--no-bpf-event', '-B', '-N']


# Addresses from here up are the kernel's on x86-64 (its half of the
# address space): a sample there is time the kernel spent for the
# program (system calls, page faults).
KERNEL_START = 1 << 63


class Samples:
    def __init__(self, period_ns):
        self.period_ns = period_ns
        self.total = 0		# every sample of the run, in any code
        self.at = {}		# (file, address in it) -> samples
        self.kernel = 0		# samples in the kernel
        # (file, address in it) -> samples in the kernel entered from
        # there: page faults of that instruction (its first touch of
        # memory), interrupts that fell on it
        self.kernel_at = {}
        self.other_files = {}	# file name -> samples, files not profiled
        self.unknown = 0	# samples in code no map names
        self.mapped = set()	# real paths of the files mapped to run
        self.cpu_seconds = 0.0

    def merge(self, other):
        self.total += other.total
        self.cpu_seconds += other.cpu_seconds
        self.kernel += other.kernel
        self.unknown += other.unknown
        for a, n in other.at.items():
            self.at[a] = self.at.get(a, 0) + n
        for a, n in other.kernel_at.items():
            self.kernel_at[a] = self.kernel_at.get(a, 0) + n
        for name, n in other.other_files.items():
            self.other_files[name] = self.other_files.get(name, 0) + n
        self.mapped |= other.mapped


def usable():
    """The perf event that samples here ('cpu-clock', or 'cpu-clock:u'
    where only user code may be sampled: perf_event_paranoid 2 for a
    user who is not root), and None; or None and why not."""
    why = None
    for event in ('cpu-clock', 'cpu-clock:u'):
        try:
            p = subprocess.run(['perf', 'record'] + QUICK
                               + ['-e', event, '-o', os.devnull, '--', 'true'],
                               stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, universal_newlines=True,
                               errors='replace')
        except OSError as e:
            return None, ('cannot run perf: %s (Debian: apt-get install '
                          'linux-perf)' % e)
        if p.returncode == 0:
            return event, None
        lines = [l for l in p.stderr.splitlines() if l.strip()]
        if why is None:
            why = 'perf cannot sample here: %s' % (
                lines[0] if lines else 'exit status %d' % p.returncode)
    return None, why


def with_user_ip(event):
    """Whether perf can also record, for each sample that falls in the
    kernel, the user code address the kernel was entered from (the
    user registers at entry): so the kernel's time on behalf of a loop
    (its page faults) is known as the loop's."""
    if event.endswith(':u'):
        return False
    try:
        p = subprocess.run(['perf', 'record'] + QUICK + USER_IP
                           + ['-e', event, '-o', os.devnull, '--', 'true'],
                           stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL)
    except OSError:
        return False
    return p.returncode == 0


# perf record's option that keeps the user-mode address of each sample.
USER_IP = ['--user-regs=ip']


def record(event, program, args, data_file, period_ns, output,
           user_ip=False):
    """Run PROGRAM under perf, its standard output and error to OUTPUT (a
    file or subprocess.DEVNULL); returns its exit status (negative: the
    signal that killed it).  USER_IP: record each kernel sample's user
    address too (with_user_ip)."""
    cmd = ['perf', 'record'] + QUICK + (USER_IP if user_ip else []) + \
        ['-e', event, '-c', str(period_ns), '-o', data_file,
         '--', program] + args
    # perf exits with the program's status, and re-raises on itself the
    # signal that killed it.
    return subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=output,
                          stderr=output).returncode


def fault_event():
    """The perf event that records each page fault of the program at the
    user address that took it ('page-faults', or 'page-faults:u' where
    only user code may be watched), or None where neither records."""
    for event in ('page-faults', 'page-faults:u'):
        try:
            p = subprocess.run(['perf', 'record'] + QUICK
                               + ['-e', event, '-c', '1', '-o', os.devnull,
                                  '--', 'true'],
                               stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
        except OSError:
            return None
        if p.returncode == 0:
            return event
    return None


def record_faults(event, program, args, data_file):
    """Run PROGRAM once more under perf, recording every page fault it
    takes (EVENT, fault_event's) at the address that took it; its output
    is dropped.  Returns its exit status."""
    cmd = ['perf', 'record'] + QUICK + ['-e', event, '-c', '1', '-o',
                                        data_file, '--', program] + args
    return subprocess.run(cmd, stdin=subprocess.DEVNULL,
                          stdout=subprocess.DEVNULL,
                          stderr=subprocess.DEVNULL).returncode


_mmap = re.compile(r'PERF_RECORD_MMAP2? (\d+)/\d+: \[0x([0-9a-f]+)\(0x([0-9a-f]+)\)'
                   r' @ (0x[0-9a-f]+|\d+)[^\]]*\]: (\S+) (.*)$')
_sample = re.compile(r'^\s*(\d+)\s+([0-9a-f]+)'
                     r'(?:\s+ABI:\d+\s+IP:0x([0-9a-f]+))?\s*$')


def read(data_file, files, period_ns, user_ip=False):
    """The samples in perf's DATA_FILE: those in FILES (real path -> its
    load segments) by file and address, the others counted by where they
    fell (the kernel, another file by its name, code no map names).
    USER_IP: the data has each sample's user address (record's), and a
    kernel sample entered from FILES is also counted at that address."""
    out = Samples(period_ns)
    try:
        p = subprocess.Popen(['perf', 'script', '-i', data_file, '-F',
                              'pid,ip,uregs' if user_ip else 'pid,ip',
                              '--show-mmap-events'],
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                             universal_newlines=True, errors='replace')
    except OSError:
        return out
    maps = {}		# pid -> [(start, end, file offset, file)] of FILES
    others = {}		# pid -> [(start, end, name)] of other code
    for text in p.stdout:
        m = _sample.match(text)
        if m:
            out.total += 1
            pid, ip = int(m.group(1)), int(m.group(2), 16)
            _place(out, files, maps.get(pid, ()), others.get(pid, ()), ip)
            if ip >= KERNEL_START and m.group(3):
                from_ip = int(m.group(3), 16)
                entered = _mapped(maps.get(pid, ()), from_ip)
                key = entered and _key(files, entered, from_ip)
                if key:
                    out.kernel_at[key] = out.kernel_at.get(key, 0) + 1
            continue
        m = _mmap.search(text)
        if m and 'x' in m.group(5):
            name = m.group(6).strip()
            path = os.path.realpath(name)
            if name.startswith('/'):
                out.mapped.add(path)
            start, size = int(m.group(2), 16), int(m.group(3), 16)
            if path in files:
                maps.setdefault(int(m.group(1)), []).append(
                    (start, start + size, int(m.group(4), 0), path))
            else:
                others.setdefault(int(m.group(1)), []).append(
                    (start, start + size, os.path.basename(name) or name))
    p.wait()
    out.cpu_seconds = out.total * period_ns * 1e-9
    return out


def _mapped(maps, ip):
    """The map of MAPS (tuples that start with the map's first and end
    addresses) that holds IP, or None."""
    return next((m for m in maps if m[0] <= ip < m[1]), None)


def _key(files, m, ip):
    """(file, address in it) of IP in M, a map of FILES, or None when IP
    lies in none of the file's load segments."""
    start, _, off, path = m
    a = offset_to_address(files[path], ip - start + off)
    return (path, a) if a is not None else None


def _place(out, files, maps, others, ip):
    """Count a sample at IP in OUT: by file and address when a map of a
    profiled file holds it, else where it fell."""
    m = _mapped(maps, ip)
    if m is not None:
        key = _key(files, m, ip)
        if key is not None:
            out.at[key] = out.at.get(key, 0) + 1
        else:
            out.unknown += 1
        return
    m = _mapped(others, ip)
    if m is not None:
        out.other_files[m[2]] = out.other_files.get(m[2], 0) + 1
        return
    if ip >= KERNEL_START:
        out.kernel += 1
    else:
        out.unknown += 1
