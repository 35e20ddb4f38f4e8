# CPU: znver5
# MEASURED: 1.03
# zen5-store-data-05 with the load from a fixed place (the second pointer step kept): 1.03 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movl (%rdx), %eax
	addl %eax, %eax
	movl %eax, (%rdi)
	addq $4, %rdi
	addq $4, %rsi
	cmpq %rcx, %rdi
	jne .L1
