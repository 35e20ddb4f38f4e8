# CPU: znver5
# MEASURED: 1.16
# the same with a fourth leaq: 1.16 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	leaq 1(%r9), %r10
	leaq 2(%r9), %r11
	leaq 3(%r9), %rbx
	leaq 4(%r9), %r12
	movl %r10d, (%rdi)
	addq $4, %rdi
