	movzbl	(%r9,%rdx), %esi
	testb	%r14b, %r14b
	movl	%r15d, %eax
	cmovne	%esi, %eax
	testb	%sil, %sil
	leal	(%rsi,%rsi), %ecx
	jns	.L70
	xorl	$27, %ecx
	testb	%r10b, %r10b
	je	.L69
	xorl	%ecx, %eax
	testb	%cl, %cl
	leal	(%rcx,%rcx), %esi
	jns	.L68
	xorl	$27, %esi
	testb	%r11b, %r11b
	je	.L67
	xorl	%esi, %eax
	testb	%sil, %sil
	leal	(%rsi,%rsi), %ecx
	jns	.L66
	xorl	$27, %ecx
	testb	%bl, %bl
	je	.L65
	xorl	%ecx, %eax
	testb	%cl, %cl
	leal	(%rcx,%rcx), %esi
	jns	.L64
	xorl	$27, %esi
	testb	%bpl, %bpl
	je	.L63
	xorl	%esi, %eax
	testb	%sil, %sil
	leal	(%rsi,%rsi), %ecx
	jns	.L62
	xorl	$27, %ecx
	testb	%r12b, %r12b
	je	.L61
	xorl	%ecx, %eax
	testb	%cl, %cl
	leal	(%rcx,%rcx), %esi
	jns	.L60
	xorl	$27, %esi
	testb	%r13b, %r13b
	je	.L59
	xorl	%esi, %eax
	testb	%sil, %sil
	leal	(%rsi,%rsi), %ecx
	jns	.L58
	xorl	$27, %ecx
	testb	%dil, %dil
	je	.L56
	xorl	%eax, %ecx
	movq	-16(%rsp), %rax
	movb	%cl, (%rax,%rdx)
	incq	%rdx
	cmpl	%edx, %r8d
	jg	.L55
