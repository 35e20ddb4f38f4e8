	addl	(%rdi,%rsi,4), %eax
	decq	%rsi
	testl	%esi, %esi
	jns	.L64
