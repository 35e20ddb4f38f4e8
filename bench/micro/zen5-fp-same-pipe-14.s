# CPU: znver5
# MEASURED: 2.01
# a vpaddd ymm chain, three independent vpaddd and a vmovdqu store of one of them (some runs 2.22): 2.01 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	vpaddd %ymm4, %ymm2, %ymm2
	vpaddd %ymm5, %ymm6, %ymm7
	vpaddd %ymm5, %ymm6, %ymm8
	vpaddd %ymm5, %ymm6, %ymm9
	vmovdqu %ymm7, (%rdi)
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
