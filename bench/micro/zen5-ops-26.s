# CPU: znver5
# MEASURED: 1.16
# 3 loads from one pointer and 1 stores to another, each stepped by what it takes, a fused subl and jne: 1.16 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movl 0(%rdi), %eax
	movl 4(%rdi), %ecx
	movl 8(%rdi), %r8d
	movl %ebx, 0(%rdx)
	addq $12, %rdi
	addq $4, %rdx
	subl $1, %esi
	jne .L1
