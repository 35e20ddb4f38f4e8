# CPU: znver5
# MEASURED: 1.13
# zen5-store-data-05 loading 2048 bytes ahead: the same, so no aliasing of the two streams: 1.13 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movl 2048(%rsi), %eax
	addl %eax, %eax
	movl %eax, (%rdi)
	addq $4, %rdi
	addq $4, %rsi
	cmpq %rcx, %rdi
	jne .L1
