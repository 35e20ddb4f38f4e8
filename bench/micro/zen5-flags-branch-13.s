# CPU: znver5
# MEASURED: 1.57
# kmovb from %edx into %k1, kortestb and jne: 1.57 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs); branches on flags from a mask or vector instruction, not modelled
	kmovb %edx, %k1
	kortestb %k1, %k1
	jne .L2
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
