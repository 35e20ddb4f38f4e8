# CPU: znver5
# MEASURED: 8.00
# the first with addq $0, %rax after the load: 8.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster); the core renames a load from its store only through address registers the loop does not write, %rsp apart
	addl $1, %edx
	movl %edx, (%rax)
	movl (%rax), %edx
	addq $0, %rax
	subl $1, %esi
	jne .L1
