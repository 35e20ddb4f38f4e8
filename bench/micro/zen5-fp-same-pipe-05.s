# CPU: znver5
# MEASURED: 2.00
# a vpaddd ymm chain and four independent vpaddd: five FP-pipe operations an iteration: 2.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	vpaddd %ymm4, %ymm2, %ymm2
	vpaddd %ymm5, %ymm6, %ymm7
	vpaddd %ymm5, %ymm6, %ymm8
	vpaddd %ymm5, %ymm6, %ymm9
	vpaddd %ymm5, %ymm6, %ymm10
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
