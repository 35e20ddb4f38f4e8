# CPU: znver5
# MEASURED: 1.02
# the same without the addl (the loaded value stored): 1.02 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movl (%rsi), %eax
	movl %eax, (%rdi)
	addq $4, %rdi
	addq $4, %rsi
	cmpq %rcx, %rdi
	jne .L1
