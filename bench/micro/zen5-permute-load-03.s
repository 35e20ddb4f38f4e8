# CPU: znver5
# MEASURED: 4.00
# a chain of vpermt2d ymm from memory: 4.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	vpermt2d (%rsi), %ymm3, %ymm0
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
