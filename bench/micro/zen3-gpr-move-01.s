# CPU: znver3
# MEASURED: 1.57
# cvttsd2si %xmm0, %edx beside an addq chain: 1.56 (alone 1.00, beside four leal 2.00); the model 2.01
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	cvttsd2si %xmm0, %edx
	addq $1, %rax
