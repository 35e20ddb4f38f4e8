# CPU: znver5
# MEASURED: 0.99
# a vpaddd ymm chain and three independent vpaddd: four FP-pipe operations an iteration, each link on the pipe of the one before, one cycle a link; not modelled (the model 2.00): 0.99 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	vpaddd %ymm4, %ymm2, %ymm2
	vpaddd %ymm5, %ymm6, %ymm7
	vpaddd %ymm5, %ymm6, %ymm8
	vpaddd %ymm5, %ymm6, %ymm9
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
