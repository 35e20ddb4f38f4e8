# CPU: znver5
# MEASURED: 1.12
# a vaddps, a vmulps, a vpcmpd and a korb: four operations, four pipes, not modelled (the model 1.01): 1.12 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two or three runs, the fastest)
	vaddps %ymm2, %ymm5, %ymm6
	vmulps %ymm2, %ymm5, %ymm7
	vpcmpd $1, %ymm1, %ymm0, %k1
	korb %k2, %k3, %k4
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
