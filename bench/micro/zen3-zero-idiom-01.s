# CPU: znver3
# MEASURED: 1.00
# a zeroing vxorps xmm beside four independent vpaddd ymm: no pipe
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vxorps	%xmm2, %xmm2, %xmm2
	vpaddd	%ymm9, %ymm3, %ymm4
	vpaddd	%ymm9, %ymm5, %ymm6
	vpaddd	%ymm9, %ymm7, %ymm8
	vpaddd	%ymm9, %ymm10, %ymm11
