# CPU: znver5
# MEASURED: 2.31
# six dependent vpaddd and two vpcmpd of their result into mask registers, not modelled (the model 2.02; into vector registers 2.16): 2.31 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two or three runs, the fastest)
	vmovdqa %ymm5, %ymm1
	vpaddd %ymm2, %ymm1, %ymm1
	vpaddd %ymm2, %ymm1, %ymm1
	vpaddd %ymm2, %ymm1, %ymm1
	vpaddd %ymm2, %ymm1, %ymm1
	vpaddd %ymm2, %ymm1, %ymm1
	vpaddd %ymm2, %ymm1, %ymm1
	vpcmpd $1, %ymm1, %ymm0, %k1
	vpcmpd $1, %ymm1, %ymm0, %k2
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
