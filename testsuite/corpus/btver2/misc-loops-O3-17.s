	movl	%eax, %ecx
	movl	$0x00000000, -408(%rdx)
	addl	$18, %ecx
	movl	$0x00000000, -396(%rdx)
	movl	$0x00000000, -384(%rdx)
	addl	$15, %eax
	movl	$0x00000000, -372(%rdx)
	prefetchw	(%rdx)
	movl	$0x00000000, -360(%rdx)
	addq	$60, %rdx
	cmpl	%ecx, %r8d
	jg	.L149
