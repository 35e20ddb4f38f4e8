# Sapphire Rapids: four independent 256-bit double divisions.  The
# divider accepts one every 8 cycles (uops.info, Alder Lake P: VDIVPD
# (YMM, YMM, YMM) reciprocal throughput 8.00); LLVM's model has no divider
# (llvm-mca-19: 4.02 cycles per iteration).  Measured on this project's
# machine with gcc-mca-measure: 32.06 cycles per iteration (spread 0.4%).
# SOURCE: uops.info (Alder Lake P); gcc-mca-measure on the host
# CPU: sapphirerapids
# CYCLES: 32.0
# BINDS: divider
 vdivpd %ymm1, %ymm2, %ymm3
 vdivpd %ymm1, %ymm2, %ymm4
 vdivpd %ymm1, %ymm2, %ymm5
 vdivpd %ymm1, %ymm2, %ymm6
