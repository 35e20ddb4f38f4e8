# CPU: znver5
# MEASURED: 1.01
# zen5-store-data-69 with the store's pointer stepping in place of a leaq: 1.01 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movl (%rsi), %eax
	addl %eax, %eax
	movl %eax, (%rdi)
	addq $4, %rdi
	leaq 3(%r9), %rbx
	leaq 4(%r9), %r12
