# CPU: znver5
# MEASURED: 2.15
# four dependent vpaddd before a vpcmpd into %k1, a kortestb and a branch on its flags, not modelled: 2.15 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two or three runs, the fastest)
	vmovdqa %ymm5, %ymm1
	vpaddd %ymm2, %ymm1, %ymm1
	vpaddd %ymm2, %ymm1, %ymm1
	vpaddd %ymm2, %ymm1, %ymm1
	vpaddd %ymm2, %ymm1, %ymm1
	vpcmpd $1, %ymm1, %ymm0, %k1
	kortestb %k1, %k1
	jne .L2
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
