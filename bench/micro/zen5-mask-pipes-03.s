# CPU: znver5
# MEASURED: 1.50
# four independent vpaddd ymm and two korb: the mask operations take an FP pipe each: 1.50 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two or three runs, the fastest)
	vpaddd %ymm2, %ymm5, %ymm6
	vpaddd %ymm2, %ymm5, %ymm7
	vpaddd %ymm2, %ymm5, %ymm8
	vpaddd %ymm2, %ymm5, %ymm9
	korb %k2, %k3, %k4
	korb %k2, %k3, %k5
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
