# CPU: znver5
# MEASURED: 1.00
# three movslq loads and a fused subl and jne: 1.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two or three runs); the znver5 model gives each sign-extending load an ALU, as Zen 4 needs
	movslq (%rdi), %rdx
	movslq 4(%rdi), %r8
	movslq 8(%rdi), %r9
	subl $1, %esi
	jne .L1
