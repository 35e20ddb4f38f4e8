# CPU: znver5
# MEASURED: 1.15
# zen5-store-data-05 with two leaq in place of the branch: 1.15 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movl (%rsi), %eax
	addl %eax, %eax
	movl %eax, (%rdi)
	addq $4, %rdi
	addq $4, %rsi
	leaq 1(%r9), %r10
	leaq 1(%r9), %r11
