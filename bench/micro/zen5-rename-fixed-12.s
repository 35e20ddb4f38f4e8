# CPU: znver5
# MEASURED: 7.91
# a load-op into a chain, the pointer step and the chain's store through (%rax), loaded back the next iteration: 7.91 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster); the core renames a load from its store only through address registers the loop does not write, %rsp apart
	addl (%rax), %edx
	addq $4, %rax
	movl %edx, (%rax)
	cmpq %rcx, %rax
	jne .L1
