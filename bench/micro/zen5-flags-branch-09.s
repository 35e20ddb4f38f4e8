# CPU: znver5
# MEASURED: 1.00
# two kortestb of masks no instruction writes, no jne: 1.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs); branches on flags from a mask or vector instruction, not modelled
	kortestb %k1, %k1
	kortestb %k2, %k2
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
