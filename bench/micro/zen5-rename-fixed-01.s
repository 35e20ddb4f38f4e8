# CPU: znver5
# MEASURED: 1.00
# addl $1, a store and a load back through (%rax), the loop leaving %rax alone: 1.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster); the core renames a load from its store only through address registers the loop does not write, %rsp apart
	addl $1, %edx
	movl %edx, (%rax)
	movl (%rax), %edx
	subl $1, %esi
	jne .L1
