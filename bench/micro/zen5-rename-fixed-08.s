# CPU: znver5
# MEASURED: 8.02
# the first through (%rax,%rsi,4), %rsi counted down: 8.02 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster); the core renames a load from its store only through address registers the loop does not write, %rsp apart
	addl $1, %edx
	movl %edx, (%rax,%rsi,4)
	movl (%rax,%rsi,4), %edx
	subl $1, %esi
	jne .L1
