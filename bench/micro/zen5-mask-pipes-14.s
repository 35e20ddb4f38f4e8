# CPU: znver5
# MEASURED: 1.35
# two vmulps beside a vpcmpd and a kortestb of another mask, not modelled (the model 1.01): 1.35 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two or three runs, the fastest)
	vmulps %ymm2, %ymm5, %ymm6
	vmulps %ymm2, %ymm5, %ymm7
	vpcmpd $1, %ymm1, %ymm0, %k1
	kortestb %k2, %k2
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
