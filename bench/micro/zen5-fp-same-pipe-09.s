# CPU: znver5
# MEASURED: 0.99
# a vpand ymm chain and three independent vpand: one cycle a link; not modelled (the model 2.00): 0.99 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	vpand %ymm4, %ymm2, %ymm2
	vpand %ymm5, %ymm6, %ymm7
	vpand %ymm5, %ymm6, %ymm8
	vpand %ymm5, %ymm6, %ymm9
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
