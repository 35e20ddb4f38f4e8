# CPU: znver5
# MEASURED: 1.01
# two loads through the store's moving pointer, a leaq result stored, the pointer step and a fused subl and jne: 1.01 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movl 64(%rdi), %r11d
	movl 72(%rdi), %ebx
	leaq 1(%r9), %r10
	movl %r10d, (%rdi)
	addq $4, %rdi
	subl $1, %esi
	jne .L1
