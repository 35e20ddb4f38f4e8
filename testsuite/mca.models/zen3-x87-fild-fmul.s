# Zen 3: fild takes two cycles of FP0/FP1, an x87 multiply one: fildl,
# fmul and fstp %st(0) 1.50 cycles per iteration (znver3 before: 2.37).
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
# CPU: znver3
# CYCLES: 1.50
	fildl	(%rsi)
	addq	$4, %rsi
	fmul	%st(1), %st
	fstp	%st(0)
