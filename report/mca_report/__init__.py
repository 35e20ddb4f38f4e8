"""gcc-mca-report: a static HTML report of every loop of a build, from the
plugin's records (-fplugin-arg-mca-json=DIR/) and, when given, a
gcc-mca-profile --json file."""
