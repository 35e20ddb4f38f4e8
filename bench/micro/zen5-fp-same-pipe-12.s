# CPU: znver5
# MEASURED: 4.00
# two vpaddd ymm links of one chain and two independent vpaddd: the two links on neighbouring pipes, two cycles each: 4.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	vpaddd %ymm4, %ymm2, %ymm2
	vpaddd %ymm4, %ymm2, %ymm2
	vpaddd %ymm5, %ymm6, %ymm8
	vpaddd %ymm5, %ymm6, %ymm9
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
