# Zen 5: five chains of operations from memory that take 1 cycle on
# Zen 4, each accumulating into its register operand (vpminsd,
# vpunpcklqdq, vpshufb, vpsllvd, vpternlogd; each chain alone 1.99-2.00
# cycles per iteration).  Together they run at 2.50: five vector loads,
# two a cycle, bind before the 2-cycle chains do.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2): 2.50
# CPU: znver5
# CYCLES: 2.50
	vpminsd	(%rdi), %ymm0, %ymm0
	vpunpcklqdq	32(%rdi), %ymm1, %ymm1
	vpshufb	64(%rdi), %ymm2, %ymm2
	vpsllvd	96(%rdi), %ymm3, %ymm3
	vpternlogd	$0x96, 128(%rdi), %ymm5, %ymm4
