# CPU: znver5
# MEASURED: 1.57
# two vaddps, two vpcmpd and a korb: three mask operations, two mask pipes: 1.57 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two or three runs, the fastest)
	vaddps %ymm2, %ymm5, %ymm6
	vaddps %ymm2, %ymm5, %ymm7
	vpcmpd $1, %ymm1, %ymm0, %k1
	vpcmpd $1, %ymm1, %ymm0, %k3
	korb %k2, %k3, %k4
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
