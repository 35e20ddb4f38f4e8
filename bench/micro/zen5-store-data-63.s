# CPU: znver5
# MEASURED: 1.26
# zen5-store-data-05 with a third pointer step: 1.26 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movl (%rsi), %eax
	addl %eax, %eax
	movl %eax, (%rdi)
	addq $4, %rdi
	addq $4, %rsi
	addq $4, %rdx
	cmpq %rcx, %rdi
	jne .L1
