# CPU: znver3
# MEASURED: 1.49
# vmovhpd to memory beside two independent vpshufb ymm (1*FP12+1*FP45)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vmovhpd	%xmm1, (%rsi)
	vpshufb	%ymm9, %ymm3, %ymm4
	vpshufb	%ymm9, %ymm5, %ymm6
