# Zen 3: a store of an xmm register's high half takes an FP1/FP2 pipe
# besides the store's (uops.info VMOVHPD (M64, XMM) 1*FP12+1*FP45), so
# beside two independent vpshufb it takes 1.50 cycles an iteration
# (znver3 before: 1.00).
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
# CPU: znver3
# CYCLES: 1.49
	vmovhpd	%xmm1, (%rsi)
	vpshufb	%ymm9, %ymm3, %ymm4
	vpshufb	%ymm9, %ymm5, %ymm6
