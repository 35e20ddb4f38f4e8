# Zen 3: an insert from memory holds its FP pipe one cycle, two a cycle
# on FP1/FP2 (uops.info Zen 3: VPINSRD (XMM, XMM, M32, I8) reciprocal
# throughput 0.50, 1*FP12; LLVM holds the pipe two cycles: 4.00).
# Measured on the Zen 3 host with gcc-mca-measure: 2.00 (into four
# registers 2.32).
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1)
# CPU: znver3
# CYCLES: 2.00
	vpinsrd $1, (%rax,%r8), %xmm3, %xmm0
	vpinsrd $1, (%rax,%r8), %xmm3, %xmm0
	vpinsrd $1, (%rax,%r8), %xmm3, %xmm0
	vpinsrd $1, (%rax,%r8), %xmm3, %xmm0
