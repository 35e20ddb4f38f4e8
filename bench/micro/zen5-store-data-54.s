# CPU: znver5
# MEASURED: 1.11
# zen5-store-data-05 with the compare on registers the loop does not write: not explained by the rule: 1.11 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movl (%rsi), %eax
	addl %eax, %eax
	movl %eax, (%rdi)
	addq $4, %rdi
	addq $4, %rsi
	cmpq %rcx, %r9
	jne .L1
