# Zen 3: a division holds FP pipe 1 two cycles: one vdivpd beside ten
# independent vmulpd (pipes 0 and 1) 6.02 cycles per iteration, (10 +
# 2) / 2 (znver3 before, LLVM's five cycles of the pipe: 7.53).
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
# CPU: znver3
# CYCLES: 6.02
	vdivpd	%ymm14, %ymm15, %ymm0
	vmulpd	%ymm14, %ymm15, %ymm1
	vmulpd	%ymm14, %ymm15, %ymm2
	vmulpd	%ymm14, %ymm15, %ymm3
	vmulpd	%ymm14, %ymm15, %ymm4
	vmulpd	%ymm14, %ymm15, %ymm5
	vmulpd	%ymm14, %ymm15, %ymm6
	vmulpd	%ymm14, %ymm15, %ymm7
	vmulpd	%ymm14, %ymm15, %ymm8
	vmulpd	%ymm14, %ymm15, %ymm9
	vmulpd	%ymm14, %ymm15, %ymm10
