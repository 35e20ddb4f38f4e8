# CPU: znver3
# MEASURED: 2.39
# two vmovd beside an addq chain: 2.39-2.43; the model 3.01
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vmovd %xmm0, %edx
	vmovd %xmm1, %ecx
	addq $1, %rax
