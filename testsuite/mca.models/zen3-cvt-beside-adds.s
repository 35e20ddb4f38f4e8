# Zen 3: a ymm conversion holds its FP2/FP3 pipe one cycle: vcvtdq2pd
# beside two vaddps 1.50 cycles per iteration (znver3 said 2.00, the
# pipe held two cycles); vcvtps2pd, vcvttpd2dq and vcvtpd2ps the same.
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
# CPU: znver3
# CYCLES: 1.50
	vcvtdq2pd	%xmm4, %ymm1
	vaddps	%ymm5, %ymm5, %ymm2
	vaddps	%ymm5, %ymm5, %ymm3
