# CPU: znver5
# MEASURED: 0.99
# four movswq loads and a fused subl and jne: 0.99 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two or three runs); the znver5 model gives each sign-extending load an ALU, as Zen 4 needs
	movswq (%rdi), %rdx
	movswq 4(%rdi), %r8
	movswq 8(%rdi), %r9
	movswq 12(%rdi), %r10
	subl $1, %esi
	jne .L1
