	movzbl	(%r8,%rdx), %esi
	movzbl	(%r9,%rdx), %eax
	vmovdqa	.LC0(%rip), %xmm1
	subl	$16, %esi
	addl	$-128, %eax
	imull	$298, %esi, %esi
	imull	$409, %eax, %eax
	leal	128(%rsi,%rax), %eax
	sarl	$8, %eax
	movl	%eax, -12(%rsp)
	vmovd	-12(%rsp), %xmm0
	vpminsd	%xmm1, %xmm0, %xmm0
	vpxor	%xmm1, %xmm1, %xmm1
	vpmaxsd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, %eax
	movb	%al, (%rdi,%rdx)
	incq	%rdx
	cmpq	%rdx, %rcx
	jne	.L62
