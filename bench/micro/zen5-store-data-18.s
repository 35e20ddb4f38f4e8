# CPU: znver5
# MEASURED: 1.20
# zen5-store-data-13 with a fourth leaq: seven operations: 1.20 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movl %r8d, (%rdi)
	addq $4, %rdi
	leaq 1(%r9), %r10
	leaq 2(%r9), %r11
	leaq 3(%r9), %rbx
	leaq 4(%r9), %r12
	subl $1, %esi
	jne .L1
