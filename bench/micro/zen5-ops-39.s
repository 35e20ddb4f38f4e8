# CPU: znver5
# MEASURED: 2.09
# 6 loads from one pointer and 2 stores to another, each stepped by what it takes, a fused subl and jne: 2.09 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movl 0(%rdi), %eax
	movl 4(%rdi), %ecx
	movl 8(%rdi), %r8d
	movl 12(%rdi), %r9d
	movl 16(%rdi), %r10d
	movl 20(%rdi), %r11d
	movl %ebx, 0(%rdx)
	movl %ebx, 4(%rdx)
	addq $24, %rdi
	addq $8, %rdx
	subl $1, %esi
	jne .L1
