.L4:
	vmulss	(%r9,%rdx), %xmm4, %xmm1
	vcvttss2sil	%xmm1, %eax
	cmpl	%r10d, %eax
	cmovge	%r8d, %eax
	vcvtsi2ssl	%eax, %xmm5, %xmm2
	movslq	%eax, %r11
	vmovss	(%rsi,%r11,4), %xmm3
	vmovss	4(%rsi,%r11,4), %xmm0
	vsubss	%xmm2, %xmm1, %xmm1
	vsubss	%xmm3, %xmm0, %xmm0
	vfmadd132ss	%xmm1, %xmm3, %xmm0
	vmovss	%xmm0, (%rdi,%rdx)
	addq	$4, %rdx
	cmpq	%rcx, %rdx
	jne	.L4
