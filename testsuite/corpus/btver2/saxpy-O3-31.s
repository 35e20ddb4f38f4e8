	vmovupd	(%r10,%rax), %xmm0
	incl	%r8d
	vmulpd	(%r9,%rax), %xmm0, %xmm0
	vmovupd	%xmm0, (%r11,%rax)
	addq	$16, %rax
	cmpl	%ebx, %r8d
	jb	.L244
