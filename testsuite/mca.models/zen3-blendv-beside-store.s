# Zen 3: vblendvps, with three vector sources like an FMA, competes with
# the vector stores for the pipes of the stores' data: two beside one
# ymm store 2.00 cycles per iteration (znver3 said 1.00).
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
# CPU: znver3
# CYCLES: 2.00
	vblendvps	%ymm5, %ymm3, %ymm4, %ymm2
	vblendvps	%ymm5, %ymm3, %ymm4, %ymm7
	vmovups	%ymm6, (%rsi,%rax)
	addq	$64, %rax
	cmpq	%rdx, %rax
	jne	1f
1:
