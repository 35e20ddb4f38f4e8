"""What a page touched for the first time costs a loop's own time here.

A loop that writes fresh memory takes a page fault at each new page: the
kernel's time, which the profile counts in the loop's share but not in
its cycles.  The loop's own time grows too: on the project's virtual
machines a loop writing one byte of each fresh page ran 500 to 16,000
core cycles an iteration of user time where the same loop over the same
pages once there ran 24 to 32 (testsuite/mca.profile/firsttouch.c): the
store is done again after the fault, with an empty TLB entry, and in a
virtual machine the host backs the page behind the guest's back.  That
cost, times the page faults a loop takes an iteration (counted by
perf), is time its prediction cannot hold.

It is measured as the loop is: the firsttouch program (firsttouch.c)
runs under the same sampling as the profiled program, once over fresh
pages and once over pages already there, and the samples in its own
code, the one over the other, are the user time of its page faults.
An earlier measurement of this process's own user time (getrusage)
failed on the virtual machines: the kernel charges each of its ticks
wholly to user or system time, and 16,384 faults were a few ticks (on
the Emerald Rapids host 270, 54, -104 and -228 ns a page; once 238
cycles a fault where the loop measured 509)."""

import os
import subprocess

from . import binary, samples


def difference(fresh, again):
    """The samples FRESH (the run over fresh pages) has over AGAIN (over
    the same number of pages already there), when the difference stands
    out of their counting noise (twice the square root of their sum),
    else None."""
    more = fresh - again
    return more if more > 0 and more * more > 4 * (fresh + again) else None


def _own_samples(program, event, period_ns, data, user_ip, mode):
    """The samples in PROGRAM's own code in one run of it in MODE, and
    the pages it touched; None where it did not run to the end."""
    with open(data + '.out', 'w+') as output:
        rc = samples.record(event, program, [mode], data, period_ns, output,
                            user_ip)
        output.seek(0)
        text = output.read()
    if rc != 0 or not os.path.exists(data):
        return None
    try:
        pages = int(text.split()[0])
    except (ValueError, IndexError):
        return None
    path = os.path.realpath(program)
    run = samples.read(data, {path: binary.load_segments(path)}, period_ns,
                       user_ip)
    return sum(n for (p, _), n in run.at.items() if p == path), pages


def seconds_per_fault(program, event, period_ns, work, user_ip=False):
    """The user time, in seconds, a page touched for the first time adds
    to a loop here, PROGRAM (the firsttouch program) sampled by EVENT
    every PERIOD_NS nanoseconds as samples.record does (USER_IP as
    there), its files in the directory WORK.  Returns (seconds, None),
    or (None, why) where it could not be measured or did not stand out
    of the noise."""
    runs = {}
    for mode in ('fresh', 'again'):
        try:
            got = _own_samples(program, event, period_ns,
                               os.path.join(work, 'firsttouch-%s.data' % mode),
                               user_ip, mode)
        except (OSError, subprocess.SubprocessError,
                binary.BinaryError) as e:
            return None, 'cannot run %s: %s' % (program, e)
        if got is None:
            return None, '%s %s did not run to its end' % (program, mode)
        runs[mode] = got
    (fresh, pages), (again, _) = runs['fresh'], runs['again']
    more = difference(fresh, again)
    if more is None:
        return None, ('%d samples over fresh pages against %d over pages '
                      'already there do not differ beyond their noise'
                      % (fresh, again))
    return more * period_ns * 1e-9 / pages, None
