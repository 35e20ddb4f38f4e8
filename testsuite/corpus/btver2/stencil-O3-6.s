	vmovapd	%xmm3, %xmm0
	vmovapd	%xmm6, %xmm3
	vmulpd	%xmm2, %xmm5, %xmm5
	vmovupd	(%r9), %xmm6
	vmulpd	(%rsi), %xmm2, %xmm7
	addl	$2, %edx
	leal	0(%r13,%rdx), %r14d
	addq	$32, %rbp
	addq	$32, %r11
	addq	$32, %rbx
	vmulpd	%xmm1, %xmm3, %xmm3
	addq	$32, %rsi
	addq	$32, %r9
	addq	$32, %r8
	vaddpd	%xmm5, %xmm3, %xmm3
	vmulpd	%xmm4, %xmm0, %xmm5
	vmulpd	%xmm1, %xmm0, %xmm0
	vaddpd	%xmm5, %xmm3, %xmm3
	vmulpd	%xmm1, %xmm6, %xmm5
	vaddpd	%xmm7, %xmm0, %xmm0
	vaddpd	%xmm7, %xmm3, %xmm3
	vmulpd	%xmm4, %xmm6, %xmm7
	vaddpd	%xmm5, %xmm3, %xmm3
	vmovupd	-16(%rsi), %xmm5
	vaddpd	%xmm7, %xmm0, %xmm0
	vmovupd	%xmm3, -32(%r8)
	vmovupd	-16(%r9), %xmm3
	vmulpd	%xmm2, %xmm5, %xmm7
	vaddpd	%xmm7, %xmm0, %xmm0
	vmulpd	%xmm1, %xmm3, %xmm7
	vaddpd	%xmm7, %xmm0, %xmm0
	vmovupd	%xmm0, -16(%r8)
	cmpl	%edi, %r14d
	jb	.L71
