# CPU: znver5
# MEASURED: 1.00
# the first through 8(%rsp) with addq $0, %rsp after the load (a second run 1.21): 1.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster); the core renames a load from its store only through address registers the loop does not write, %rsp apart
	addl $1, %edx
	movl %edx, 8(%rsp)
	movl 8(%rsp), %edx
	addq $0, %rsp
	subl $1, %esi
	jne .L1
