# CPU: znver3
# MEASURED: 2.00
# one FMA beside two xmm stores: 2.00 (two stores alone 2.00; znver3 2.50, the store pipes held two cycles a store)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vmovaps	%ymm4, %ymm2
	vfmadd132ps	%ymm5, %ymm3, %ymm2
	vmovups	%xmm6, (%rsi,%rax)
	vmovups	%xmm6, 16(%rsi,%rax)
	addq	$64, %rax
	cmpq	%rdx, %rax
	jne	1f
1:
