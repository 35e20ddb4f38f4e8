# CPU: znver3
# MEASURED: 2.01
# two vblendvps ymm whose three sources three vpor made, beside a ymm store (the model 2.00): a source from the bypass spares no pipe
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vpor	%ymm5, %ymm5, %ymm8
	vpor	%ymm5, %ymm5, %ymm9
	vpor	%ymm5, %ymm5, %ymm11
	vblendvps	%ymm8, %ymm9, %ymm11, %ymm2
	vblendvps	%ymm8, %ymm9, %ymm11, %ymm7
	vmovups	%ymm6, (%rsi,%rax)
	addq	$64, %rax
1:
