# CPU: znver3
# MEASURED: 0.50
# flds and fstp %st(0): two a cycle (the model before 1.01)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	flds	(%rsi)
	fstp	%st(0)
1:
