# CPU: znver5
# MEASURED: 2.00
# a vpaddd ymm chain alone: one FP-pipe operation an iteration, the chain's next link bound to the next pipe: 2.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	vpaddd %ymm4, %ymm2, %ymm2
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
