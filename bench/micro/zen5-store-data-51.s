# CPU: znver5
# MEASURED: 1.13
# three loads from a fixed place, a store of a register the loop does not write, a pointer step, a leaq and a fused subl and jne: 1.13 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movl (%rdx), %r11d
	movl 8(%rdx), %ebx
	movl 16(%rdx), %r12d
	movl %r8d, (%rdi)
	addq $4, %rdi
	leaq 1(%r9), %r10
	subl $1, %esi
	jne .L1
