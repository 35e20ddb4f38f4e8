# CPU: znver3
# MEASURED: 2.00
# two such pairs
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	fld	%st(0)
	fstp	%st(0)
	fld	%st(0)
	fstp	%st(0)
1:
