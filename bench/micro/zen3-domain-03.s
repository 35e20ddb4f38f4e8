# CPU: znver3
# MEASURED: 2.00
# vpermilps ymm then vshufps ymm of its result in a loop-carried chain: 2.00, no crossing (vshufps then vpshufb 2.00, vpaddd then vpshufb 2.00): the FP shuffles are in the integer domain; znver3 6.00 before the domain rows
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpermilps $85, %ymm3, %ymm3
	vshufps $85, %ymm4, %ymm3, %ymm3
