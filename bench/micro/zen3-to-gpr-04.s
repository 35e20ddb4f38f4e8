# CPU: znver3
# MEASURED: 1.25
# vpextrd beside four independent vpaddd ymm
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpextrd	$1, %xmm1, %eax
	vpaddd	%ymm9, %ymm3, %ymm4
	vpaddd	%ymm9, %ymm5, %ymm6
	vpaddd	%ymm9, %ymm7, %ymm8
	vpaddd	%ymm9, %ymm10, %ymm11
