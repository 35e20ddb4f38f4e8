# CPU: znver3
# MEASURED: 1.49
# flds and fstp %st(1) beside two vmulps: flds one FP0/FP1 cycle, fstp to a stack register none
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	flds	(%rsi)
	fstp	%st(1)
	vmulps	%xmm1, %xmm2, %xmm3
	vmulps	%xmm1, %xmm2, %xmm4
1:
