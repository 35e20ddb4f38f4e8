# CPU: znver5
# MEASURED: 1.02
# two stores of registers the loop does not write, a pointer step, two leaq and a fused subl and jne: 1.02 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movl %r8d, (%rdi)
	movl %r8d, 4(%rdi)
	addq $8, %rdi
	leaq 1(%r9), %r10
	leaq 2(%r9), %r11
	subl $1, %esi
	jne .L1
