# CPU: znver5
# MEASURED: 1.04
# the same with movsbq: 1.04 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two or three runs); the znver5 model gives each sign-extending load an ALU, as Zen 4 needs
	movsbq (%rdi), %rdx
	addq %rdx, %rax
	addq $4, %rdi
	cmpq %rcx, %rdi
	jne .L1
