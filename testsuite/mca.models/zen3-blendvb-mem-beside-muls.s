# Zen 3: vpblendvb from memory takes an FP0/FP1 pipe as its register
# form does (uops.info 1*FP01; LLVM FP0/FP3), so beside two independent
# vmulps it takes 1.50 cycles an iteration (znver3 before: 1.01).
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
# CPU: znver3
# CYCLES: 1.50
	vpblendvb	%ymm7, (%rsi), %ymm1, %ymm2
	vmulps	%ymm9, %ymm3, %ymm4
	vmulps	%ymm9, %ymm5, %ymm6
