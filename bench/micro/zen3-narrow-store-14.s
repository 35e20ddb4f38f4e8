# CPU: znver3
# MEASURED: 4.68
# string.c:129 at -O2 (a string reversed in place: two byte loads, two byte stores walking towards each other): 4.68; with 4-byte stores 4.53, with one store 1.22
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-11-28
	movzbl	(%rdi,%rax), %edx
	movzbl	(%rdi,%rsi), %ecx
	movb	%cl, (%rdi,%rax)
	addq	$1, %rax
	movb	%dl, (%rdi,%rsi)
	subq	$1, %rsi
	cmpl	%esi, %eax
	jl	.L70
.L70:
