# CPU: znver5
# MEASURED: 7.99
# the first with %rax stepped by 4 and back after the load: 7.99 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster); the core renames a load from its store only through address registers the loop does not write, %rsp apart
	addl $1, %edx
	movl %edx, (%rax)
	movl (%rax), %edx
	addq $4, %rax
	addq $-4, %rax
	subl $1, %esi
	jne .L1
