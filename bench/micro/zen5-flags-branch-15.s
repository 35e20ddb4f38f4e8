# CPU: znver5
# MEASURED: 1.36
# two vptest of registers, each followed by a jne: 1.36 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs); branches on flags from a mask or vector instruction, not modelled
	vptest %ymm1, %ymm1
	jne .L2
	vptest %ymm2, %ymm2
	jne .L2
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
