# CPU: znver3
# MEASURED: 1.00
# fld %st(0) and fstp %st(0): one pair a cycle (the model before 2.00)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	fld	%st(0)
	fstp	%st(0)
1:
