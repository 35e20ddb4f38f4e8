#!/usr/bin/env python3
"""icecream.py - the plugin under icecream, as the manual describes it
(doc/plugin.texi, "Build tools"): a compile sent to another node gives
the same remarks as a local one.

usage: icecream.py PLUGIN CC WORKDIR SOURCE.c

Starts an icecream scheduler and two daemons on this machine (127.0.0.1,
ports of its own): a local one that takes no jobs (--no-remote) and a
compile node, each with its own socket and environment directory, as
icecream's own tests do.  Compiles a loop through icecc, sent to the
compile node (ICECC_TEST_REMOTEBUILD, ICECC_PREFERRED_HOST), and
compares its remarks with a local compile's (SOURCE.c: the example,
examples/loops.c, whose three loops each get one).  Prints PASS:, FAIL: and
UNSUPPORTED: lines; exits 0.  The daemons install environments into a
chroot, so it needs root and Debian's icecc user."""

import os
import pwd
import shutil
import signal
import subprocess
import sys
import time

# How long the compile may wait for the scheduler to find the node free:
# it waits while the machine is busy.
COMPILE_TIMEOUT = 240


def result(kind, what):
    print('%s: icecream: %s' % (kind, what), flush=True)


def wait_for(path, text, seconds):
    """Whether TEXT comes into the file at PATH within SECONDS."""
    end = time.time() + seconds
    while time.time() < end:
        try:
            with open(path, errors='replace') as f:
                if text in f.read():
                    return True
        except OSError:
            pass
        time.sleep(0.5)
    return False


def sbin(program):
    """PROGRAM's path: the daemons are in /usr/sbin, often not in PATH."""
    return shutil.which(program) or '/usr/sbin/' + program


def remarks(text):
    return [l for l in text.splitlines() if ': note: mca: ' in l]


def main():
    plugin, cc, work, source = sys.argv[1:5]
    missing = [p for p in ('icecc', 'iceccd', 'icecc-scheduler')
               if not os.path.exists(sbin(p))]
    if missing:
        result('UNSUPPORTED', 'not installed: ' + ', '.join(missing))
        return
    if os.geteuid() != 0:
        result('UNSUPPORTED', 'its daemons need root (they chroot)')
        return
    try:
        icecc_user = pwd.getpwnam('icecc')
    except KeyError:
        result('UNSUPPORTED', 'no icecc user')
        return

    shutil.rmtree(work, ignore_errors=True)
    for d in ('run', 'envs-local', 'envs-node'):
        os.makedirs(os.path.join(work, d))
        os.chown(os.path.join(work, d), icecc_user.pw_uid, icecc_user.pw_gid)
    shutil.copy(source, os.path.join(work, 'loops.c'))
    # Ports of this run's own, away from icecream's defaults (8765,
    # 10245) and from another run's; the scheduler takes its port and
    # the next.
    base = 20000 + os.getpid() % 20000
    sched_port, node_port = base, base + 10
    procs = []

    def start(name, cmd, env=None):
        log = open(os.path.join(work, name + '.log'), 'w')
        procs.append(subprocess.Popen(cmd, stdout=log, stderr=log,
                                      env=env, start_new_session=True))

    def daemon_env(name):
        env = dict(os.environ)
        env['ICECC_TEST_SOCKET'] = os.path.join(work, 'run', name + '.sock')
        return env

    try:
        # A network name of its own: a daemon the system runs joins no
        # scheduler of another name.
        net = 'gcc-mca-test-%d' % os.getpid()
        start('scheduler', [sbin('icecc-scheduler'), '-n', net,
                            '-p', str(sched_port), '-vvv'])
        time.sleep(1)
        sched = 'localhost:%d' % sched_port
        start('local', [sbin('iceccd'), '--no-remote', '-n', net, '-s', sched,
                        '-vvv',
                        '-b', os.path.join(work, 'envs-local'), '-m', '2',
                        '-N', 'mcalocal', '-p', str(node_port + 1)],
              daemon_env('local'))
        start('node', [sbin('iceccd'), '-n', net, '-s', sched, '-vvv',
                       '-b', os.path.join(work, 'envs-node'), '-m', '2',
                       '-N', 'mcanode', '-p', str(node_port)],
              daemon_env('node'))
        slog = os.path.join(work, 'scheduler.log')
        if not (wait_for(slog, 'login mcalocal', 30) and
                wait_for(slog, 'login mcanode', 30)):
            result('FAIL', 'the daemons did not log in to the scheduler')
            return

        flags = ['-O2', '-fplugin=' + os.path.abspath(plugin),
                 '-fplugin-arg-mca-cpu=znver4',
                 '-fno-diagnostics-show-caret', '-fdiagnostics-color=never',
                 '-c', 'loops.c']
        local = subprocess.run(cc.split() + flags + ['-o', 'local.o'],
                               cwd=work, stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT,
                               universal_newlines=True)
        env = dict(os.environ)
        env.update({'ICECC_TEST_SOCKET': os.path.join(work, 'run',
                                                      'local.sock'),
                    'ICECC_TEST_REMOTEBUILD': '1',
                    'ICECC_PREFERRED_HOST': 'mcanode',
                    'ICECC_DEBUG': 'debug',
                    'ICECC_LOGFILE': os.path.join(work, 'icecc.log')})
        try:
            sent = subprocess.run(['icecc'] + cc.split() + flags +
                                  ['-o', 'remote.o'], cwd=work, env=env,
                                  stdout=subprocess.PIPE,
                                  stderr=subprocess.STDOUT,
                                  universal_newlines=True,
                                  timeout=COMPILE_TIMEOUT)
        except subprocess.TimeoutExpired:
            result('UNSUPPORTED', 'the scheduler found no free compile node '
                   'in %d s (a busy machine)' % COMPILE_TIMEOUT)
            return
        with open(os.path.join(work, 'icecc.log'), errors='replace') as f:
            client = f.read()
        node = 'Have to use host 127.0.0.1:%d' % node_port
        if node not in client or '<building_local>' in client:
            if 'No suitable host' in open(slog, errors='replace').read():
                result('UNSUPPORTED', 'the scheduler found no free compile '
                       'node (a busy machine)')
            else:
                result('FAIL', 'the compile did not go to the node: ' +
                       client[-2000:])
            return
        result('PASS', 'the compile went to the other node')
        mine, theirs = remarks(local.stdout), remarks(sent.stdout)
        if local.returncode == 0 and sent.returncode == 0 and \
                len(mine) == 3 and mine == theirs:
            result('PASS', 'the same remarks as a local compile')
        else:
            result('FAIL', 'the same remarks as a local compile: local %s, '
                   'icecream %s' % (mine, sent.stdout))
        if os.path.exists(os.path.join(work, 'remote.o')):
            result('PASS', 'the object came back')
        else:
            result('FAIL', 'the object came back')
    finally:
        for p in procs:
            try:
                os.killpg(p.pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
        for p in procs:
            try:
                p.wait(timeout=10)
            except subprocess.TimeoutExpired:
                os.killpg(p.pid, signal.SIGKILL)


if __name__ == '__main__':
    main()
