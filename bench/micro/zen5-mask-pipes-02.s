# CPU: znver5
# MEASURED: 1.49
# four independent vpaddd ymm and two kortestb: the mask tests take an FP pipe each: 1.49 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two or three runs, the fastest)
	vpaddd %ymm2, %ymm5, %ymm6
	vpaddd %ymm2, %ymm5, %ymm7
	vpaddd %ymm2, %ymm5, %ymm8
	vpaddd %ymm2, %ymm5, %ymm9
	kortestb %k2, %k2
	kortestb %k3, %k3
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
