# CPU: znver3
# MEASURED: 1.26
# vinserti128 then vpshufb of its result: 1.26-1.28 (vaddps or vpaddd of it 1.00; vpmulld 1.00 or 1.27 by the run, vmulps 1.03 or 1.48 by the run, vmulps of another register 1.00): a lane-crossing operation slows an operation reading it on FP0-FP2; the model 1.02
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vinserti128 $1, %xmm2, %ymm3, %ymm0
	vpshufb %ymm5, %ymm0, %ymm0
