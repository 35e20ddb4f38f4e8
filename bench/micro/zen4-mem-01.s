# CPU: znver4
# MEASURED: 7.52
# a byte counter in memory at one address: load, addl, store (not renamed: one byte); the same through an advancing address, 1(%%rdi,%%rdx) stored and (%%rdi,%%rdx) loaded, 5.51
	movzbl (%rdi), %eax
	addl $1, %eax
	movb %al, (%rdi)
