# CPU: znver3
# MEASURED: 3.11
# one FMA beside three xmm stores: 3.11 (znver3 3.50)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vmovaps	%ymm4, %ymm2
	vfmadd132ps	%ymm5, %ymm3, %ymm2
	vmovups	%xmm6, (%rsi,%rax)
	vmovups	%xmm6, 16(%rsi,%rax)
	vmovups	%xmm6, 32(%rsi,%rax)
	addq	$64, %rax
	cmpq	%rdx, %rax
	jne	1f
1:
