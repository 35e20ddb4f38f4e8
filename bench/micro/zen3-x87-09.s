# CPU: znver3
# MEASURED: 2.00
# fildl and fstp %st(0) beside two vmulps: fild two FP0/FP1 cycles (the model before 1.01)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	fildl	(%rsi)
	fstp	%st(0)
	vmulps	%xmm1, %xmm2, %xmm3
	vmulps	%xmm1, %xmm2, %xmm4
1:
