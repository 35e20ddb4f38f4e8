# Emerald Rapids: a 16-bit dot product accumulating in a 256-bit
# register, 1.63 cycles per iteration measured on the Emerald Rapids
# host with gcc-mca-measure (pmaddwd+paddd at 128 bits 1.61): the vpaddd
# reading vpmaddwd's result is two cycles late when the core bound it to
# port 0, one of its three ports (`slowforward', charged to every third
# instance: 1.67).  Before, the model said 1.17.
# SOURCE: gcc-mca-measure on the Emerald Rapids host
# CPU: sapphirerapids
# CYCLES: 1.68
.L5:
	vmovdqu	(%rdx,%rax), %ymm3
	vpmaddwd	(%rsi,%rax), %ymm3, %ymm0
	addq	$32, %rax
	vpaddd	%ymm0, %ymm1, %ymm1
	cmpq	%rax, %r10
	jne	.L5
