# CPU: znver5
# MEASURED: 1.02
# the store of a one-cycle addl chain, with its pointer step and a fused compare and branch: 1.02 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	addl $1, %edx
	movl %edx, (%rdi)
	addq $4, %rdi
	cmpq %rcx, %rdi
	jne .L1
