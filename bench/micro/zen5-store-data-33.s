# CPU: znver5
# MEASURED: 1.02
# three leaq, one of them the store's index, a store of a register the loop does not write: 1.02 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	leaq 1(%r9), %r10
	leaq 2(%r9), %r11
	leaq 3(%r9), %rbx
	movl %r8d, (%rdi,%r10)
	addq $4, %rdi
	subl $1, %esi
	jne .L1
