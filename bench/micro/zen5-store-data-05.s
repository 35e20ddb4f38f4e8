# CPU: znver5
# MEASURED: 1.12
# a load, an addl of it, its store, two pointer steps and a fused compare and branch (misc-loops.c:29): not explained by the rule: 1.12 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movl (%rsi), %eax
	addl %eax, %eax
	movl %eax, (%rdi)
	addq $4, %rdi
	addq $4, %rsi
	cmpq %rcx, %rdi
	jne .L1
