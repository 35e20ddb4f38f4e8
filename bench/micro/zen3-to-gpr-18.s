# CPU: znver3
# MEASURED: 1.50
# vpblendvb ymm from memory beside two independent vmulps ymm (1*FP01; LLVM FP0/FP3)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpblendvb	%ymm7, (%rsi), %ymm1, %ymm2
	vmulps	%ymm9, %ymm3, %ymm4
	vmulps	%ymm9, %ymm5, %ymm6
