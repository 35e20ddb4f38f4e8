# CPU: znver3
# MEASURED: 2.02
# the loop of text-parse.c:9 at -O2 (xorl, cmpb $10 from memory, sete, addq, addl of the flag, fused cmpq/jne): 2.02; without the cmpq/jne 1.07-1.51, with the load's address fixed 1.20
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-11-28
	xorl	%edx, %edx
	cmpb	$10, (%rdi)
	sete	%dl
	addq	$1, %rdi
	addl	%edx, %eax
	cmpq	%rsi, %rdi
	jne	.L3
.L3:
