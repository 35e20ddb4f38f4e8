# Sapphire Rapids: four independent scalar single square roots, one
# every 3 cycles (uops.info, Alder Lake P: VSQRTSS reciprocal throughput
# 3.00; llvm-mca-19: 4.01 cycles per iteration).  Measured on this project's machine with gcc-mca-measure: 12.06
# cycles per iteration.
# SOURCE: uops.info (Alder Lake P); gcc-mca-measure on the host
# CPU: sapphirerapids
# CYCLES: 12.0
# BINDS: divider
 vsqrtss %xmm1, %xmm2, %xmm3
 vsqrtss %xmm1, %xmm2, %xmm4
 vsqrtss %xmm1, %xmm2, %xmm5
 vsqrtss %xmm1, %xmm2, %xmm6
