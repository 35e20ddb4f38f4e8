# Zen 3: a sign or zero extension into ymm from memory takes one cycle
# of an FP1/FP2 pipe (LLVM: three): two vpmovsxwd from memory beside
# three vpaddd ymm 1.25 cycles per iteration, five operations on the
# four FP pipes (znver3 said 3.01).
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
# CPU: znver3
# CYCLES: 1.25
	vpmovsxwd	(%rsi), %ymm0
	vpmovsxwd	16(%rsi), %ymm1
	vpaddd	%ymm5, %ymm6, %ymm7
	vpaddd	%ymm5, %ymm6, %ymm8
	vpaddd	%ymm5, %ymm6, %ymm9
