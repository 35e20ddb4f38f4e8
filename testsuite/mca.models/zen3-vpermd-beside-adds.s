# Zen 3: vpermd with a register index is two micro-ops on FP0/FP1
# besides the lane unit (uops.info 2*FP01), so beside three independent
# vpaddd it takes 1.25 cycles an iteration (znver3 before, LLVM's one
# micro-op: 1.01).
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
# CPU: znver3
# CYCLES: 1.25
	vpermd	%ymm1, %ymm9, %ymm2
	vpaddd	%ymm9, %ymm3, %ymm4
	vpaddd	%ymm9, %ymm5, %ymm6
	vpaddd	%ymm9, %ymm7, %ymm8
