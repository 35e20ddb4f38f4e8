# CPU: znver5
# MEASURED: 1.19
# zen5-store-data-15 with the leaq result copied by an eliminated movq before its store: 1.19 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	leaq 1(%r9), %r10
	movq %r10, %r12
	leaq 2(%r9), %r11
	leaq 3(%r9), %rbx
	movl %r12d, (%rdi)
	addq $4, %rdi
	subl $1, %esi
	jne .L1
