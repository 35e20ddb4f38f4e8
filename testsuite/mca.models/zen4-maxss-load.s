# Zen 4: maxss from memory runs on FP2/FP3, one cycle (uops.info: MAXSS
# (XMM, M32) 1*FP23, reciprocal throughput 0.50; LLVM: FP0/FP1 two
# cycles).  Measured on a Zen 4 host with gcc-mca-measure, four into
# four registers: 2.00 cycles per iteration (the model said 4.00).
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 2.0
	maxss (%rdx,%rax), %xmm12
	maxss (%rdx,%rax), %xmm13
	maxss (%rdx,%rax), %xmm14
	maxss (%rdx,%rax), %xmm15
