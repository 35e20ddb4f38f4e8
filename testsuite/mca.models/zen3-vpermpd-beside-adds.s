# Zen 3: vpermq and vpermpd with an immediate are two micro-ops (FP0/FP1
# and FP1/FP2): vpermpd beside four independent vpaddd takes 1.50
# cycles an iteration, six micro-ops on four pipes (znver3 before: 1.26).
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
# CPU: znver3
# CYCLES: 1.50
	vpermpd	$78, %ymm1, %ymm2
	vpaddd	%ymm9, %ymm3, %ymm4
	vpaddd	%ymm9, %ymm5, %ymm6
	vpaddd	%ymm9, %ymm7, %ymm8
	vpaddd	%ymm9, %ymm10, %ymm11
