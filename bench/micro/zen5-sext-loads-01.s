# CPU: znver5
# MEASURED: 1.03
# a movslq load into a one-cycle addq chain, the pointer step, a fused cmpq and jne: 1.03 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two or three runs); the znver5 model gives each sign-extending load an ALU, as Zen 4 needs
	movslq (%rdi), %rdx
	addq %rdx, %rax
	addq $4, %rdi
	cmpq %rcx, %rdi
	jne .L1
