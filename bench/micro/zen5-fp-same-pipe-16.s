# CPU: znver5
# MEASURED: 1.50
# a vpaddd ymm chain and three independent vaddps; not modelled (the model 2.00): 1.50 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	vpaddd %ymm4, %ymm2, %ymm2
	vaddps %ymm5, %ymm6, %ymm7
	vaddps %ymm5, %ymm6, %ymm8
	vaddps %ymm5, %ymm6, %ymm9
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
