# CPU: znver5
# MEASURED: 1.99
# a vpaddd ymm chain and seven independent vpaddd: eight FP-pipe operations, two cycles on the four pipes: 1.99 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	vpaddd %ymm4, %ymm2, %ymm2
	vpaddd %ymm5, %ymm6, %ymm7
	vpaddd %ymm5, %ymm6, %ymm8
	vpaddd %ymm5, %ymm6, %ymm9
	vpaddd %ymm5, %ymm6, %ymm10
	vpaddd %ymm5, %ymm6, %ymm11
	vpaddd %ymm5, %ymm6, %ymm12
	vpaddd %ymm5, %ymm6, %ymm13
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
