# CPU: znver5
# MEASURED: 1.03
# a 32-byte load, vptest of it and jne: 1.03 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two or three runs, the fastest); beside the pointer step and back edge, not modelled
	vmovdqu (%rsi,%rax), %ymm1
	vptest %ymm1, %ymm1
	jne .L2
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
