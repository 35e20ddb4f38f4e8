# Zen 4: an insert from memory holds its FP pipe one cycle (uops.info:
# VPINSRD (XMM, XMM, M32, I8) reciprocal throughput 0.33 / 0.50; LLVM
# two).  Measured on a Zen 4 host with gcc-mca-measure: four 2.00
# cycles per iteration (the model said 4.00).
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 2.0
	vpinsrd $1, (%rax,%r8), %xmm3, %xmm0
	vpinsrd $1, (%rax,%r8), %xmm3, %xmm0
	vpinsrd $1, (%rax,%r8), %xmm3, %xmm0
	vpinsrd $1, (%rax,%r8), %xmm3, %xmm0
