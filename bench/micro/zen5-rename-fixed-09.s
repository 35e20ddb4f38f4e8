# CPU: znver5
# MEASURED: 5.71
# the first with %rax stepped by 4 before the store: 5.71 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster); the core renames a load from its store only through address registers the loop does not write, %rsp apart
	addl $1, %edx
	addq $4, %rax
	movl %edx, (%rax)
	movl (%rax), %edx
	cmpq %rcx, %rax
	jne .L1
