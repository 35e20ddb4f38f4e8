# CPU: znver5
# MEASURED: 0.99
# a vpaddd xmm chain and three independent vpaddd xmm: one cycle a link; not modelled (the model 2.00): 0.99 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	vpaddd %xmm4, %xmm2, %xmm2
	vpaddd %xmm5, %xmm6, %xmm7
	vpaddd %xmm5, %xmm6, %xmm8
	vpaddd %xmm5, %xmm6, %xmm9
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
