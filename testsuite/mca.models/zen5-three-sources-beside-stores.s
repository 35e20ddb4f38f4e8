# Zen 5: an operation with three vector sources takes one of the two
# pipes that take the vector stores' data: two vpermt2ps beside two ymm
# stores run at 2.00 cycles per iteration (znver5 said 1.00).  Measured:
# 2.00 (vfmadd231ps, vpternlogd, vblendvps, vpermi2ps, a merge-masked
# vaddps alike; beside one store 1.50).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 2.00
	vmovaps	%ymm0, %ymm2
	vpermt2ps	%ymm1, %ymm4, %ymm2
	vmovaps	%ymm0, %ymm5
	vpermt2ps	%ymm1, %ymm3, %ymm5
	vmovups	%ymm6, (%rdi)
	vmovups	%ymm7, 32(%rdi)
	addq	$64, %rdi
