# CPU: znver5
# MEASURED: 1.36
# 3 loads from one pointer and 2 stores to another, each stepped by what it takes, a fused subl and jne: 1.36 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movl 0(%rdi), %eax
	movl 4(%rdi), %ecx
	movl 8(%rdi), %r8d
	movl %ebx, 0(%rdx)
	movl %ebx, 4(%rdx)
	addq $12, %rdi
	addq $8, %rdx
	subl $1, %esi
	jne .L1
