# CPU: znver5
# MEASURED: 1.49
# four independent vpaddd ymm and two vpcmpd into mask registers: six operations on the four FP pipes, the compares taking one each besides a mask pipe: 1.49 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two or three runs, the fastest)
	vpaddd %ymm2, %ymm5, %ymm6
	vpaddd %ymm2, %ymm5, %ymm7
	vpaddd %ymm2, %ymm5, %ymm8
	vpaddd %ymm2, %ymm5, %ymm9
	vpcmpd $1, %ymm1, %ymm0, %k1
	vpcmpd $1, %ymm1, %ymm0, %k3
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
