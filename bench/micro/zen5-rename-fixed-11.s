# CPU: znver5
# MEASURED: 7.90
# a load, an addl into a chain, the pointer step and the chain's store through (%rax): 7.90 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster); the core renames a load from its store only through address registers the loop does not write, %rsp apart
	movl (%rax), %r8d
	addl %r8d, %edx
	addq $4, %rax
	movl %edx, (%rax)
	cmpq %rcx, %rax
	jne .L1
