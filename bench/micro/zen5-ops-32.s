# CPU: znver5
# MEASURED: 1.78
# 4 loads from one pointer and 3 stores to another, each stepped by what it takes, a fused subl and jne: 1.78 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movl 0(%rdi), %eax
	movl 4(%rdi), %ecx
	movl 8(%rdi), %r8d
	movl 12(%rdi), %r9d
	movl %ebx, 0(%rdx)
	movl %ebx, 4(%rdx)
	movl %ebx, 8(%rdx)
	addq $16, %rdi
	addq $12, %rdx
	subl $1, %esi
	jne .L1
