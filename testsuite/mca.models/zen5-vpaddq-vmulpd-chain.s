# Zen 5: vpaddq and vmulpd on ymm in one chain: 2 + 3 cycles, no cycle
# added (only the adds read other operations' results late).  Measured:
# 5.00; vandpd+vmulpd 5.00, vshufpd+vmulpd 5.00.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), minimum of 15-40 runs
# CPU: znver5
# CYCLES: 5.00
	vpaddq	%ymm1, %ymm0, %ymm0
	vmulpd	%ymm2, %ymm0, %ymm0
