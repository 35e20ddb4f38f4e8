# CPU: znver5
# MEASURED: 1.02
# zen5-store-data-05 storing a leaq of other registers instead of the loaded value doubled: 1.02 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movl (%rsi), %eax
	leal 1(%r9), %r10d
	movl %r10d, (%rdi)
	addq $4, %rdi
	addq $4, %rsi
	cmpq %rcx, %rdi
	jne .L1
