# CPU: znver3
# MEASURED: 2.23
# -04 with the load replaced by leal 1(%rdi) (the model 2.17)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	leal	1(%rdi), %eax
	addl	%edx, %eax
	andl	%r8d, %eax
	cmpl	%r9d, %eax
	orl	%r9d, %eax
	addq	$1, %rdi
	movb	%al, -1(%rdi)
	cmpq	%rdi, %rsi
	jne	1f
1:
