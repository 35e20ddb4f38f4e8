# CPU: znver5
# MEASURED: 1.13
# two loads from a pointer and two stores to another, both stepped 8 bytes, a fused subl and jne: 1.13 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movl (%rdi), %eax
	movl 4(%rdi), %ecx
	movl %ecx, (%rdx)
	movl %eax, 4(%rdx)
	addq $8, %rdi
	addq $8, %rdx
	subl $1, %esi
	jne .L1
