# CPU: znver3
# MEASURED: 4.01
# two vpermq from memory, each after a zeroing vxorps of its destination
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vxorps	%xmm2, %xmm2, %xmm2
	vpermq	$216, (%rsi), %ymm2
	vxorps	%xmm4, %xmm4, %xmm4
	vpermq	$216, 32(%rsi), %ymm4
