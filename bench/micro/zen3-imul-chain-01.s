# CPU: znver3
# MEASURED: 1.57
# a load, imull of it, addl into a sum, addq $4 to the pointer and a fused cmpq/jne reading the pointer (reduce-int.c:99 [O2] 1.55): 1.57 (znver3 1.01); without the load 1.02, without the addl 1.01, the cmpq reading another register 1.06, unfused 1.11; addl for imull 1.44 and no operation 1.25, which znver3 gives (1.46, 1.24)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	movl	(%rdi), %eax
	addq	$4, %rdi
	imull	%eax, %eax
	addl	%eax, %edx
	cmpq	%rcx, %rdi
	jne	1f
1:
