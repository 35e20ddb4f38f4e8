# CPU: znver5
# MEASURED: 1.97
# six independent vpaddd ymm, a vpcmpd into %k1 and a kortestb of it: eight operations on four FP pipes: 1.97 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two or three runs, the fastest)
	vpaddd %ymm2, %ymm5, %ymm6
	vpaddd %ymm2, %ymm5, %ymm7
	vpaddd %ymm2, %ymm5, %ymm8
	vpaddd %ymm2, %ymm5, %ymm9
	vpaddd %ymm2, %ymm5, %ymm10
	vpaddd %ymm2, %ymm5, %ymm11
	vpcmpd $1, %ymm1, %ymm0, %k1
	kortestb %k1, %k1
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
