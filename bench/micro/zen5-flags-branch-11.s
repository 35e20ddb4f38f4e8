# CPU: znver5
# MEASURED: 1.25
# vpcmpd of two registers into %k1, kortestb and jne: 1.25 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs); branches on flags from a mask or vector instruction, not modelled
	vpcmpd $1, %ymm1, %ymm0, %k1
	kortestb %k1, %k1
	jne .L2
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
