# CPU: znver3
# MEASURED: 1.69
# poly.c:81 [O2-skx]'s loop, an FMA from memory on a loaded value and its store: 1.69 (median 1.71) in one measurement, 1.03 in the accuracy dump's; the float form 1.03 fastest, 1.82 median (znver3 1.51)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	vmovsd	(%rdx), %xmm0
	addq	$8, %rdx
	vfmadd213sd	(%rax), %xmm1, %xmm0
	addq	$8, %rax
	vmovsd	%xmm0, -8(%rax)
	cmpq	%rdx, %rcx
	jne	1f
1:
