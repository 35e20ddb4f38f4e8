# CPU: znver5
# MEASURED: 1.42
# a load, two vpaddd, vpcmpd of registers into %k1, kortestb and jne: 1.42 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two or three runs, the fastest); beside the pointer step and back edge, not modelled
	vmovdqu (%rsi,%rax), %ymm1
	vpaddd %ymm2, %ymm1, %ymm1
	vpaddd %ymm2, %ymm1, %ymm1
	vpcmpd $1, %ymm1, %ymm0, %k1
	kortestb %k1, %k1
	jne .L2
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
