	vmovdqu	(%rcx), %xmm1
	movl	%eax, %r11d
	prefetcht0	400(%rcx)
	addl	$4, %eax
	addq	$64, %rcx
	prefetcht0	400(%rsi)
	addq	$64, %rsi
	vpsadbw	-64(%rsi), %xmm1, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovdqu	-48(%rcx), %xmm1
	vpsadbw	-48(%rsi), %xmm1, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovdqu	-32(%rcx), %xmm1
	vpsadbw	-32(%rsi), %xmm1, %xmm1
	vpaddd	%xmm1, %xmm0, %xmm0
	vmovdqu	-16(%rcx), %xmm1
	vpsadbw	-16(%rsi), %xmm1, %xmm1
	cmpl	%edx, %r11d
	vpaddd	%xmm1, %xmm0, %xmm0
	jne	.L247
