# CPU: znver5
# MEASURED: 2.00
# four stores to a pointer stepped 32 bytes (two stores a cycle): 2.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movq %rax, (%rdi)
	movq %rcx, 8(%rdi)
	movq %rdx, 16(%rdi)
	movq %r8, 24(%rdi)
	addq $32, %rdi
	subl $1, %esi
	jne .L1
