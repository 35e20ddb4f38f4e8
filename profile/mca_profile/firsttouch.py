"""What a page touched for the first time costs a loop's own time here.

A loop that writes fresh memory takes a page fault at each new page: the
kernel's time, which the profile counts in the loop's share but not in
its cycles.  The loop's own time grows too: on the project's virtual
machines a loop writing one byte of each fresh page ran 16,000 core
cycles an iteration of user time where the same loop over the same
pages once there ran 32 (testsuite/mca.profile/firsttouch.c), as the
host backs the page behind the guest's back.  That cost, times the page
faults a loop takes an iteration (counted by perf), is time its
prediction cannot hold; measured here by touching fresh pages and the
same pages again and taking the user time's difference."""

import mmap
import resource
import statistics

PAGE = mmap.PAGESIZE

# Pages touched a measurement, and measurements: enough user time for
# the kernel's accounting (a tick is 1 to 4 ms) to split it well.
PAGES = 16384
REPEATS = 5


def _user_seconds():
    return resource.getrusage(resource.RUSAGE_SELF).ru_utime


def _once(pages):
    """User seconds a page touched for the first time takes beyond the
    same page touched again."""
    m = mmap.mmap(-1, pages * PAGE)
    try:
        t0 = _user_seconds()
        for i in range(0, pages * PAGE, PAGE):
            m[i] = 1
        t1 = _user_seconds()
        for i in range(0, pages * PAGE, PAGE):
            m[i] = 2
        t2 = _user_seconds()
    finally:
        m.close()
    return ((t1 - t0) - (t2 - t1)) / pages


def settled(figures):
    """The median of FIGURES, when most of them lie within a factor of
    two of it, else None.  The kernel splits its ticks between user and
    system time by where each lands: on a host whose faults take a few
    microseconds, 16,384 of them are a few ticks, and the same
    measurement gave 270, 54, -104 and -228 ns a page on the Emerald
    Rapids host (a C loop of its own: 232, 164, 5 and 0)."""
    mid = statistics.median(figures)
    near = sum(1 for f in figures if mid / 2 <= f <= mid * 2)
    return mid if mid > 0 and 2 * near > len(figures) else None


def seconds_per_fault(pages=PAGES, repeats=REPEATS):
    """The user time a page touched for the first time costs here, in
    seconds; None where the measurements do not settle (settled), and
    a loop mostly page faults is then not judged."""
    return settled([_once(pages) for _ in range(repeats)])
