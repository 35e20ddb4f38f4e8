# CPU: znver5
# MEASURED: 1.01
# zen5-store-data-05 without the store: 1.01 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movl (%rsi), %eax
	addl %eax, %eax
	addq $4, %rdi
	addq $4, %rsi
	cmpq %rcx, %rdi
	jne .L1
