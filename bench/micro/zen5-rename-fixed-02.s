# CPU: znver5
# MEASURED: 1.00
# a load, addl $1 and the store back through (%rax), %rax left alone: 1.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster); the core renames a load from its store only through address registers the loop does not write, %rsp apart
	movl (%rax), %edx
	addl $1, %edx
	movl %edx, (%rax)
	subl $1, %esi
	jne .L1
