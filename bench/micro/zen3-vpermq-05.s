# CPU: znver3
# MEASURED: 1.26
# vpermq $78 beside three independent vpaddd ymm (two micro-ops, FP0/FP1 and FP1/FP2)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpermq	$78, %ymm1, %ymm2
	vpaddd	%ymm9, %ymm3, %ymm4
	vpaddd	%ymm9, %ymm5, %ymm6
	vpaddd	%ymm9, %ymm7, %ymm8
