# CPU: znver3
# MEASURED: 1.05
# vpermq beside two independent vpaddb (not chained): 1.01-1.06, faster than vpermq alone (1.27): the 1.27 is not a rate of a unit
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpermq $216, %ymm1, %ymm0
	vpaddb %ymm10, %ymm11, %ymm12
	vpaddb %ymm10, %ymm11, %ymm13
