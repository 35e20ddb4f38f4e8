# CPU: znver5
# MEASURED: 1.21
# zen5-store-data-15 with a one-byte store: 1.21 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	leaq 1(%r9), %r10
	leaq 2(%r9), %r11
	leaq 3(%r9), %rbx
	movb %r10b, (%rdi)
	addq $1, %rdi
	subl $1, %esi
	jne .L1
