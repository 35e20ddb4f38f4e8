	vxorpd	%xmm0, %xmm0, %xmm0
	leal	(%rdi,%rax), %r9d
	movslq	%r9d, %r9
	vmovsd	%xmm0, (%r8,%r9,8)
	leal	1(%rax), %r9d
	cmpl	%r9d, %ecx
	jle	.L137
	cmpl	%edx, %r9d
	je	.L151
	vxorpd	%xmm0, %xmm0, %xmm0
	addl	%edi, %r9d
	movslq	%r9d, %r9
	vmovsd	%xmm0, (%r8,%r9,8)
	leal	2(%rax), %r9d
	cmpl	%r9d, %ecx
	jle	.L137
	cmpl	%edx, %r9d
	je	.L152
	vxorpd	%xmm0, %xmm0, %xmm0
	addl	%edi, %r9d
	movslq	%r9d, %r9
	vmovsd	%xmm0, (%r8,%r9,8)
	leal	3(%rax), %r9d
	cmpl	%r9d, %ecx
	jle	.L137
	cmpl	%edx, %r9d
	je	.L153
	vxorpd	%xmm0, %xmm0, %xmm0
	addl	%edi, %r9d
	movslq	%r9d, %r9
	vmovsd	%xmm0, (%r8,%r9,8)
	leal	4(%rax), %r9d
	cmpl	%r9d, %ecx
	jle	.L137
	cmpl	%edx, %r9d
	je	.L154
	vxorpd	%xmm0, %xmm0, %xmm0
	addl	%edi, %r9d
	movslq	%r9d, %r9
	vmovsd	%xmm0, (%r8,%r9,8)
	leal	5(%rax), %r9d
	cmpl	%r9d, %ecx
	jle	.L137
	cmpl	%edx, %r9d
	je	.L155
	vxorpd	%xmm0, %xmm0, %xmm0
	addl	%edi, %r9d
	movslq	%r9d, %r9
	vmovsd	%xmm0, (%r8,%r9,8)
	leal	6(%rax), %r9d
	cmpl	%r9d, %ecx
	jle	.L137
	cmpl	%edx, %r9d
	je	.L156
	vxorpd	%xmm0, %xmm0, %xmm0
	addl	%edi, %r9d
	addl	$7, %eax
	movslq	%r9d, %r9
	cmpl	%eax, %ecx
	vmovsd	%xmm0, (%r8,%r9,8)
	jle	.L137
	cmpl	%edx, %eax
	je	.L157
	vxorpd	%xmm0, %xmm0, %xmm0
	addl	%edi, %eax
	cltq
	vmovsd	%xmm0, (%r8,%rax,8)
	incl	%edx
	addl	%ecx, %r10d
	addq	%rbp, %r11
	cmpl	%edx, %ecx
	je	.L164
	cmpl	$7, %r14d
	movl	%r10d, %edi
	ja	.L147
	xorl	%eax, %eax
	jmp	.L146
