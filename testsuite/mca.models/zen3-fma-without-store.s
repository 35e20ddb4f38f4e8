# Zen 3: two FMAs from registers without a store run two a cycle (1.01
# cycles per iteration); beside a vector store they take 1.97
# (zen3-fma-beside-store.s).
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
# CPU: znver3
# CYCLES: 1.01
	vmovaps	%ymm4, %ymm2
	vfmadd132ps	%ymm5, %ymm3, %ymm2
	vmovaps	%ymm4, %ymm7
	vfmadd132ps	%ymm5, %ymm3, %ymm7
	addq	$64, %rax
	cmpq	%rdx, %rax
	jne	1f
1:
