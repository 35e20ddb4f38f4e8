	vmovupd	(%rsi,%rax), %xmm1
	incl	%edx
	vmulpd	%xmm4, %xmm1, %xmm0
	vmulpd	%xmm1, %xmm0, %xmm0
	vaddpd	%xmm3, %xmm1, %xmm1
	vaddpd	%xmm1, %xmm0, %xmm0
	vaddsd	%xmm2, %xmm0, %xmm1
	vmovupd	%xmm0, (%rdi,%rax)
	addq	$16, %rax
	cmpl	%r11d, %edx
	vunpckhpd	%xmm0, %xmm0, %xmm0
	vaddsd	%xmm1, %xmm0, %xmm2
	jb	.L121
