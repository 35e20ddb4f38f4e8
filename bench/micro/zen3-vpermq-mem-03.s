# CPU: znver3
# MEASURED: 2.01
# vpermq from memory beside six independent vpaddd ymm
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpermq	$216, (%rsi), %ymm2
	vpaddd	%ymm9, %ymm3, %ymm4
	vpaddd	%ymm9, %ymm5, %ymm6
	vpaddd	%ymm9, %ymm7, %ymm8
	vpaddd	%ymm9, %ymm10, %ymm11
	vpaddd	%ymm9, %ymm12, %ymm13
	vpaddd	%ymm9, %ymm14, %ymm15
