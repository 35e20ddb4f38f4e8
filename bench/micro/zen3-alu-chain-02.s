# CPU: znver3
# MEASURED: 2.38
# -01 with the clamp bounds in registers the loop leaves alone, no immediate moves (the model 1.94; with units chosen at issue 1.34)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	movzbl	(%rdi), %eax
	addl	%edx, %eax
	cmovs	%r8d, %eax
	cmpl	%r9d, %eax
	cmovg	%r9d, %eax
	addq	$1, %rdi
	movb	%al, -1(%rdi)
	cmpq	%rdi, %rsi
	jne	1f
1:
