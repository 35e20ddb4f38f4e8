# CPU: znver5
# MEASURED: 1.02
# one store each to two pointers stepped 8 bytes, a fused subl and jne: 1.02 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movq %rax, (%rdi)
	movq %rcx, (%rdx)
	addq $8, %rdi
	addq $8, %rdx
	subl $1, %esi
	jne .L1
