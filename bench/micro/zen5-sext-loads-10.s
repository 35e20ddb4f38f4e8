# CPU: znver5
# MEASURED: 1.00
# four movsbl loads and a fused subl and jne: 1.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two or three runs); the znver5 model gives each sign-extending load an ALU, as Zen 4 needs
	movsbl (%rdi), %edx
	movsbl 4(%rdi), %r8d
	movsbl 8(%rdi), %r9d
	movsbl 12(%rdi), %r10d
	subl $1, %esi
	jne .L1
