# CPU: znver5
# MEASURED: 1.00
# a load, an addl into a chain and its store back through (%rax), %rax left alone: 1.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster); the core renames a load from its store only through address registers the loop does not write, %rsp apart
	movl (%rax), %r8d
	addl %r8d, %edx
	movl %edx, (%rax)
	subl $1, %esi
	jne .L1
