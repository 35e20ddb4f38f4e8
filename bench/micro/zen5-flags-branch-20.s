# CPU: znver5
# MEASURED: 1.33
# vpcmpd from memory into %k1, kortestb and jne, with a decl and jne back edge: 1.33 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs); branches on flags from a mask or vector instruction, not modelled
	vpcmpd $1, (%rsi,%rax), %ymm0, %k1
	kortestb %k1, %k1
	jne .L2
	addq $32, %rax
	decl %r8d
	jne .L1
