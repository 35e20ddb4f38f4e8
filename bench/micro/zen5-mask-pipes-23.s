# CPU: znver5
# MEASURED: 1.82
# six dependent vpaddd and a vpcmpd of other registers into %k1: 1.82 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two or three runs, the fastest)
	vmovdqa %ymm5, %ymm1
	vpaddd %ymm2, %ymm1, %ymm1
	vpaddd %ymm2, %ymm1, %ymm1
	vpaddd %ymm2, %ymm1, %ymm1
	vpaddd %ymm2, %ymm1, %ymm1
	vpaddd %ymm2, %ymm1, %ymm1
	vpaddd %ymm2, %ymm1, %ymm1
	vpcmpd $1, %ymm3, %ymm0, %k1
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
