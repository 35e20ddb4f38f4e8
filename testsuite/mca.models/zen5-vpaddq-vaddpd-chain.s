# Zen 5: vpaddq and vaddpd on ymm in one chain: 2 + 3 cycles (an add
# takes 3 from any operation but another add).  Measured: 5.01;
# vandpd+vaddpd 5.01, vshufpd+vaddpd 5.00, vminpd+vaddpd 4.99.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), minimum of 15-40 runs
# CPU: znver5
# CYCLES: 5.00
	vpaddq	%ymm1, %ymm0, %ymm0
	vaddpd	%ymm2, %ymm0, %ymm0
