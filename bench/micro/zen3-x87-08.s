# CPU: znver3
# MEASURED: 1.50
# fld %st(0), an x87 fmul and fstp %st(0): three FP0/FP1 cycles (the model before 2.05)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	fld	%st(0)
	fmul	%st(1), %st
	fstp	%st(0)
1:
