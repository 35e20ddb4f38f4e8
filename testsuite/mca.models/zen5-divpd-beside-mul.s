# Zen 5: one vdivpd beside ten independent vmulpd.  The multiplies run
# on FP pipes 0 and 1; the division holds pipe 1 for two cycles, not for
# its 4-cycle reciprocal throughput (as Zen 4's model holds it 5): ten
# multiplies and two cycles of pipe 1 in 6 cycles.  Measured: 5.99 (with
# eight multiplies 5.04).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 5.99
	vdivpd	%ymm1, %ymm2, %ymm3
	vmulpd	%ymm1, %ymm2, %ymm4
	vmulpd	%ymm1, %ymm2, %ymm5
	vmulpd	%ymm1, %ymm2, %ymm6
	vmulpd	%ymm1, %ymm2, %ymm7
	vmulpd	%ymm1, %ymm2, %ymm8
	vmulpd	%ymm1, %ymm2, %ymm9
	vmulpd	%ymm1, %ymm2, %ymm10
	vmulpd	%ymm1, %ymm2, %ymm11
	vmulpd	%ymm1, %ymm2, %ymm12
	vmulpd	%ymm1, %ymm2, %ymm13
