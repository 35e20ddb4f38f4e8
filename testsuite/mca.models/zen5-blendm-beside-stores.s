# Zen 5: a merge-masked vblendmps chooses between its two sources and
# does not read its destination: two beside two ymm stores, one
# iteration a cycle, where a merge-masked vaddps takes a pipe of the
# stores' data (zen5-three-sources-beside-stores.s).  Measured: 1.00-1.02
# (vpblendmd 0.99-1.01).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 1.01
	vblendmps	%ymm1, %ymm4, %ymm2{%k1}
	vblendmps	%ymm1, %ymm3, %ymm5{%k1}
	vmovups	%ymm6, (%rdi)
	vmovups	%ymm7, 32(%rdi)
	addq	$64, %rdi
