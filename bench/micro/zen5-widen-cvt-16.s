# CPU: znver5
# MEASURED: 6.00
# a chain of vcvttpd2dq ymm to xmm: 6.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	vcvttpd2dq %ymm0, %xmm0
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
