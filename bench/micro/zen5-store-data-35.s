# CPU: znver5
# MEASURED: 1.01
# three leaq, one of them stored, a pointer step, no branch: five operations and the store's data: 1.01 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	leaq 1(%r9), %r10
	leaq 2(%r9), %r11
	leaq 3(%r9), %rbx
	movl %r10d, (%rdi)
	addq $4, %rdi
