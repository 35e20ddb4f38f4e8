# CPU: znver5
# MEASURED: 1.32
# a vpcmpd into %k1, a kortestb of it and a branch on its flags, not modelled (the model 1.01): 1.32 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two or three runs, the fastest)
	vmovdqa %ymm5, %ymm1
	vpcmpd $1, %ymm1, %ymm0, %k1
	kortestb %k1, %k1
	jne .L2
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
