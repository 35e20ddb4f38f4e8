# Zen 3: an FMA competes with the vector stores for the pipes that carry
# the stores' data.  Two FMAs from registers beside one ymm store run at
# 1.97 cycles per iteration, where two FMAs alone take 1.01 and two
# vmulps beside the store 1.05 (znver3 said 1.17).
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
# CPU: znver3
# CYCLES: 1.97
	vmovaps	%ymm4, %ymm2
	vfmadd132ps	%ymm5, %ymm3, %ymm2
	vmovaps	%ymm4, %ymm7
	vfmadd132ps	%ymm5, %ymm3, %ymm7
	vmovups	%ymm6, (%rsi,%rax)
	addq	$64, %rax
	cmpq	%rdx, %rax
	jne	1f
1:
