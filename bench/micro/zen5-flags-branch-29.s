# CPU: znver5
# MEASURED: 1.02
# vpcmpd from memory into %k1, kmovb to %edx, testb and jne: 1.02 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two or three runs, the fastest); beside the pointer step and back edge, not modelled
	vpcmpd $1, (%rsi,%rax), %ymm0, %k1
	kmovb %k1, %edx
	testb %dl, %dl
	jne .L2
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
