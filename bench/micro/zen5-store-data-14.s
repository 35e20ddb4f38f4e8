# CPU: znver5
# MEASURED: 1.23
# the same storing a leaq result (the store before the leaq): six operations and the store's data: 1.23 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	movl %r10d, (%rdi)
	addq $4, %rdi
	leaq 1(%r9), %r10
	leaq 2(%r9), %r11
	leaq 3(%r9), %rbx
	subl $1, %esi
	jne .L1
