# CPU: znver5
# MEASURED: 5.01
# a chain of merge-masked vcvtps2pd xmm to ymm: 5.01 cycles per iteration (gcc-mca-measure on the Zen 5 host, 2026-12-06, two runs, the faster)
	vcvtps2pd %xmm0, %ymm0{%k1}
	addq $32, %rax
	cmpq %rax, %rcx
	jne .L1
