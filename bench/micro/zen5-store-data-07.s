# CPU: znver5
# MEASURED: 1.04
# zen5-store-data-05 without the compare and branch: 1.04 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movl (%rsi), %eax
	addl %eax, %eax
	movl %eax, (%rdi)
	addq $4, %rdi
	addq $4, %rsi
