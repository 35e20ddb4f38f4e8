# CPU: znver3
# MEASURED: 2.57
# vpermq from memory beside four independent vpshufb ymm (uops.info Zen 3: 1*FP0123+1*FP1, one every two cycles; the model, LLVM's two cycles of FP1, 3.01)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpermq	$216, (%rsi), %ymm2
	vpshufb	%ymm9, %ymm3, %ymm4
	vpshufb	%ymm9, %ymm5, %ymm6
	vpshufb	%ymm9, %ymm7, %ymm8
	vpshufb	%ymm9, %ymm10, %ymm11
