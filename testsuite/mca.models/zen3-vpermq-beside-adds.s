# Zen 3: vpermq with an immediate is two micro-ops, one on FP0/FP1 and
# one on FP1/FP2, besides the lane unit, so beside three independent
# vpaddd (any of the four pipes) it takes 1.25 cycles an iteration
# (znver3 before, LLVM's one use of FP1: 1.01).
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
# CPU: znver3
# CYCLES: 1.25
	vpermq	$78, %ymm1, %ymm2
	vpaddd	%ymm9, %ymm3, %ymm4
	vpaddd	%ymm9, %ymm5, %ymm6
	vpaddd	%ymm9, %ymm7, %ymm8
