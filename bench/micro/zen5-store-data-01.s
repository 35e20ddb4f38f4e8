# CPU: znver5
# MEASURED: 1.01
# a store of a register the loop does not write, its pointer step and a fused compare and branch: 1.01 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	addq $4, %rdi
	movl %edx, (%rdi)
	cmpq %rcx, %rdi
	jne .L1
