# CPU: znver5
# MEASURED: 1.99
# four vaddps (FP pipes 2-3) beside a vpcmpd and a kortestb of another mask: the mask operations take pipes 0-1: 1.99 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two or three runs, the fastest)
	vaddps %ymm2, %ymm5, %ymm6
	vaddps %ymm2, %ymm5, %ymm7
	vaddps %ymm2, %ymm5, %ymm8
	vaddps %ymm2, %ymm5, %ymm9
	vpcmpd $1, %ymm1, %ymm0, %k1
	kortestb %k2, %k2
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
