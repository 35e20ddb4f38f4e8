# CPU: znver5
# MEASURED: 1.20
# zen5-store-data-15 with a 64-bit store: 1.20 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	leaq 1(%r9), %r10
	leaq 2(%r9), %r11
	leaq 3(%r9), %rbx
	movq %r10, (%rdi)
	addq $8, %rdi
	subl $1, %esi
	jne .L1
