# CPU: znver5
# MEASURED: 1.00
# three movl loads and a fused subl and jne: 1.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two or three runs); the znver5 model gives each sign-extending load an ALU, as Zen 4 needs
	movl (%rdi), %edx
	movl 4(%rdi), %r8d
	movl 8(%rdi), %r9d
	subl $1, %esi
	jne .L1
