# Zen 5: two FMAs beside one ymm store share the two pipes of the
# stores' data three to two: 1.50 cycles per iteration (znver5 said
# 1.00).  Measured: 1.50 with vpermt2ps, which takes them alike.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 1.51
	vmovaps	%ymm0, %ymm2
	vfmadd231ps	%ymm1, %ymm4, %ymm2
	vmovaps	%ymm0, %ymm5
	vfmadd231ps	%ymm1, %ymm3, %ymm5
	vmovups	%ymm6, (%rdi)
	addq	$32, %rdi
