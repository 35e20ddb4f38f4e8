# CPU: znver5
# MEASURED: 1.78
# six dependent vpaddd and a kortestb of another mask: 1.78 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two or three runs, the fastest)
	vmovdqa %ymm5, %ymm1
	vpaddd %ymm2, %ymm1, %ymm1
	vpaddd %ymm2, %ymm1, %ymm1
	vpaddd %ymm2, %ymm1, %ymm1
	vpaddd %ymm2, %ymm1, %ymm1
	vpaddd %ymm2, %ymm1, %ymm1
	vpaddd %ymm2, %ymm1, %ymm1
	kortestb %k2, %k2
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
