# An atomic fetch-and-add of 1 (movl $1, lock xaddl, addl of the old
# value): 7.28.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 7.28
	movl $1,%eax
	lock xaddl %eax,(%rdi)
	addl %eax,%edx
	addq $1,%r8
	cmpq %rsi,%r8
	jne .L1
