# CPU: znver5
# MEASURED: 1.22
# zen5-store-data-05 with four pointer steps and no branch: 1.22 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movl (%rsi), %eax
	addl %eax, %eax
	movl %eax, (%rdi)
	addq $4, %rdi
	addq $4, %rsi
	addq $4, %r9
	addq $4, %r10
