# CPU: znver5
# MEASURED: 1.02
# 1 loads from one pointer and 2 stores to another, each stepped by what it takes, a fused subl and jne: 1.02 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movl 0(%rdi), %eax
	movl %ebx, 0(%rdx)
	movl %ebx, 4(%rdx)
	addq $4, %rdi
	addq $8, %rdx
	subl $1, %esi
	jne .L1
