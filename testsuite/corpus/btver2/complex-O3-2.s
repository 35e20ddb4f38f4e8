	vmovupd	(%rcx,%rax), %xmm0
	incl	%edx
	vmovupd	(%rsi,%rax), %xmm1
	vmovupd	(%rdi,%rax), %xmm3
	vmovupd	(%r10,%rax), %xmm4
	vmulpd	%xmm1, %xmm0, %xmm2
	vmulpd	%xmm4, %xmm3, %xmm5
	vmulpd	%xmm4, %xmm0, %xmm0
	vmulpd	%xmm3, %xmm1, %xmm1
	vsubpd	%xmm5, %xmm2, %xmm2
	vmovupd	%xmm2, (%r11,%rax)
	vaddpd	%xmm1, %xmm0, %xmm0
	vmovupd	%xmm0, (%rbx,%rax)
	addq	$16, %rax
	cmpl	%r15d, %edx
	jb	.L6
