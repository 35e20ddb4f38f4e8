# CPU: znver5
# MEASURED: 1.00
# a vpcmpd and a korb alone: 1.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two or three runs, the fastest)
	vpcmpd $1, %ymm1, %ymm0, %k1
	korb %k2, %k3, %k4
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
