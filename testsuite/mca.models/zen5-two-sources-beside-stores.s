# Zen 5: operations with two vector sources leave the pipes of the
# stores' data alone: two vpermps (two sources) and two zero-masked
# vaddps beside two ymm stores, one iteration a cycle.  Measured:
# 1.00-1.03.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 1.01
	vpermps	%ymm1, %ymm4, %ymm2
	vaddps	%ymm1, %ymm3, %ymm5{%k1}{z}
	vmovups	%ymm6, (%rdi)
	vmovups	%ymm7, 32(%rdi)
	addq	$64, %rdi
