# CPU: znver5
# MEASURED: 2.15
# a vpaddd ymm chain and two independent vmulps: 2.15 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	vpaddd %ymm4, %ymm2, %ymm2
	vmulps %ymm5, %ymm6, %ymm7
	vmulps %ymm5, %ymm6, %ymm8
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
