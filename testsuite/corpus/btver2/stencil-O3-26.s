	vmovdqu	0(%r13,%rax), %xmm0
	incl	%ecx
	vpaddd	(%r12,%rax), %xmm0, %xmm0
	vpaddd	0(%rbp,%rax), %xmm0, %xmm0
	vpaddd	(%rbx,%rax), %xmm0, %xmm0
	vpaddd	(%r11,%rax), %xmm0, %xmm0
	vpaddd	(%r10,%rax), %xmm0, %xmm0
	vpaddd	(%r9,%rax), %xmm0, %xmm0
	vpaddd	(%r8,%rax), %xmm0, %xmm0
	vpaddd	(%rdi,%rax), %xmm0, %xmm0
	vpmuldq	%xmm2, %xmm0, %xmm1
	vpsrlq	$32, %xmm0, %xmm4
	vpmuldq	%xmm2, %xmm4, %xmm4
	vpsrad	$31, %xmm0, %xmm0
	vpshufd	$245, %xmm1, %xmm1
	vpblendw	$204, %xmm4, %xmm1, %xmm1
	vpsrad	$1, %xmm1, %xmm1
	vpsubd	%xmm0, %xmm1, %xmm0
	vmovdqu	%xmm0, (%rsi,%rax)
	addq	$16, %rax
	cmpl	%r15d, %ecx
	jb	.L281
