#!/bin/sh
# setup.sh - install what gcc-mca needs (Debian packages), build it, and
# run it on an example.  Usage: ./setup.sh [--no-install] [configure args]
set -e
cd "$(dirname "$0")"

if [ "$1" = "--no-install" ]; then
  shift
else
  SUDO=
  [ "$(id -u)" -eq 0 ] || SUDO=sudo
  $SUDO apt-get update -q
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends \
    gcc g++ make autoconf automake libtool pkg-config \
    gcc-12-plugin-dev libgccjit-12-dev libiberty-dev dejagnu \
    binutils python3 texinfo valgrind linux-perf chromium ccache icecc
fi

autoreconf -fi
./configure "$@"
# Built twice, the second time with the profile of the first at work
# (Makefile.am, profiled).
make -j"$(nproc 2>/dev/null || echo 2)" profiled

echo "--- gcc-mca -mcpu=btver2 -iterations=300 examples/dot-product.s ---"
./gcc-mca -mcpu=btver2 -iterations=300 examples/dot-product.s

if [ -f plugin/.libs/mca.so ]; then
  echo "--- gcc -O2 -fplugin=mca -c examples/loops.c ---"
  ${CC:-gcc} -O2 -iplugindir=plugin/.libs -fplugin=mca -c examples/loops.c \
    -o /dev/null
fi
