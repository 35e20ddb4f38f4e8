# CPU: znver5
# MEASURED: 1.00
# kortestb of a mask no instruction writes, without the jne: 1.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs); branches on flags from a mask or vector instruction, not modelled
	kortestb %k1, %k1
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
