# CPU: znver3
# MEASURED: 6.01
# vpaddd ymm and vaddps of its result in a loop-carried chain: 6.00-6.01, one cycle and three, and two more for the round trip between the integer and the FP domains (vaddps then vpaddd 6.00, vpshufd then vaddps 6.00, vmulps then vpshufb 6.00); znver3 4.00 before the domain rows
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpaddd %ymm4, %ymm3, %ymm3
	vaddps %ymm3, %ymm5, %ymm3
