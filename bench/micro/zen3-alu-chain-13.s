# CPU: znver3
# MEASURED: 1.25
# -06 with the addq on a register the load does not read: the ALUs' 1.25 (the model 1.26); the load's address from the stepped register is what costs (-06, 1.68)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	movzbl	(%rdi), %eax
	addl	%edx, %eax
	andl	%r8d, %eax
	cmpl	%r9d, %eax
	orl	%r9d, %eax
	addq	$1, %r11
1:
