# Sapphire Rapids: four independent 256-bit double square roots.  This
# project's machine takes 12.19 cycles for each (48.74 per iteration,
# gcc-mca-measure), slower than the 9.00 uops.info measured on Alder Lake
# P; the model follows the host.
# SOURCE: gcc-mca-measure on the host
# CPU: sapphirerapids
# CYCLES: 48.0
# BINDS: divider
 vsqrtpd %ymm1, %ymm3
 vsqrtpd %ymm1, %ymm4
 vsqrtpd %ymm1, %ymm5
 vsqrtpd %ymm1, %ymm6
