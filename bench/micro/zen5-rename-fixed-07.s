# CPU: znver5
# MEASURED: 6.06
# the first with the same pointer copied into %rax at the top of every iteration: 6.06 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster); the core renames a load from its store only through address registers the loop does not write, %rsp apart
	movq %rbx, %rax
	addl $1, %edx
	movl %edx, (%rax)
	movl (%rax), %edx
	subl $1, %esi
	jne .L1
