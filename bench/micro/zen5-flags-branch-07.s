# CPU: znver5
# MEASURED: 1.09
# a load, vpcmpeqd, vptest and jne: 1.09 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs); branches on flags from a mask or vector instruction, not modelled
	vmovdqu (%rsi,%rax), %ymm1
	vpcmpeqd %ymm0, %ymm1, %ymm2
	vptest %ymm2, %ymm2
	jne .L2
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
