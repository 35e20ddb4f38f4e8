# CPU: znver5
# MEASURED: 1.01
# zen5-store-data-05 with the load from a fixed place and a leaq in place of its pointer step: 1.01 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movl (%rsi), %eax
	addl %eax, %eax
	movl %eax, (%rdi)
	addq $4, %rdi
	leaq 1(%r9), %r10
	cmpq %rcx, %rdi
	jne .L1
