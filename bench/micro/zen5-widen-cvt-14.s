# CPU: znver5
# MEASURED: 6.00
# a chain of vcvtpd2ps ymm to xmm: 6.00 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	vcvtpd2ps %ymm0, %xmm0
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
