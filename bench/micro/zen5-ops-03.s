# CPU: znver5
# MEASURED: 1.01
# two stores to a pointer stepped 16 bytes, a fused subl and jne: 1.01 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movq %rax, (%rdi)
	movq %rcx, 8(%rdi)
	addq $16, %rdi
	subl $1, %esi
	jne .L1
