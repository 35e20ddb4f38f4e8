	vmovupd	(%r8,%rax), %xmm0
	incl	%ecx
	vmovupd	%xmm0, (%r9,%rax)
	addq	$16, %rax
	cmpl	%r10d, %ecx
	jb	.L212
