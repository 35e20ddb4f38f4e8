	vcomiss	%xmm0, %xmm1
	vmovss	(%rdx), %xmm0
	seta	%sil
	vcomiss	%xmm0, %xmm1
	seta	%al
	addq	$4, %rdx
	xorl	%esi, %eax
	movzbl	%al, %eax
	addl	%eax, %ecx
	cmpq	%rdx, %rdi
	jne	.L65
