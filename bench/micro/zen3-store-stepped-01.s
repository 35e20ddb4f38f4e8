# CPU: znver3
# MEASURED: 1.27
# prefix.c:8 [O2] of the held-out split: a load-op, the pointer's addq, the store through the new pointer and a fused compare (1.27 in three processes; the model 1.00)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	addl	(%rax), %edx
	addq	$4, %rax
	movl	%edx, -4(%rax)
	cmpq	%rcx, %rax
	jne	1f
1:
