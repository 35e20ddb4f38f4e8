	addq	%r10, %rdx
	movq	%rdx, %r9
	shrq	$30, %r9
	xorq	%rdx, %r9
	imulq	%rbx, %r9
	movq	%r9, %r8
	shrq	$27, %r8
	xorq	%r9, %r8
	imulq	%r11, %r8
	movq	%r8, %r9
	shrq	$31, %r9
	xorq	%r9, %r8
	movq	%r8, (%rdi,%rcx,8)
	incq	%rcx
	cmpl	%ecx, %esi
	jg	.L15
