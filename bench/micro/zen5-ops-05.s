# CPU: znver5
# MEASURED: 1.12
# a swap of two 4-byte elements, one pointer stepping up and one down: two loads, two stores, two steps, a fused subl and jne: 1.12 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movl (%rdi), %eax
	movl (%rdx), %ecx
	movl %ecx, (%rdi)
	movl %eax, (%rdx)
	addq $4, %rdi
	subq $4, %rdx
	subl $1, %esi
	jne .L1
