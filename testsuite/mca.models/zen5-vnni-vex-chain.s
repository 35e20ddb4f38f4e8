# Zen 5: a chain of the VEX (AVX-VNNI) vpdpbusd through its accumulator.
# The VEX dot products take four cycles, as the EVEX ones do; LLVM gives
# them the class of vpmaddwd, three cycles.
# Measured: 4.00 (4.00, 4.00).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), 2026-12-06
# CPU: znver5
# CYCLES: 4.00
	{vex} vpdpbusd	%ymm2, %ymm3, %ymm1
	addq	$32, %rax
	cmpq	%rax, %rcx
	jne	.L1
