	movq	-88(%rsp), %rbp
	leaq	(%rcx,%rbx), %rdi
	leaq	(%r11,%rdi,4), %r10
	vmovsldup	%xmm1, %xmm2
	movslq	-104(%rsp), %rdi
	addq	%rcx, %rbp
	addq	%r15, %rcx
	vmovq	(%rax,%rbp,4), %xmm0
	testb	$1, %dl
	vmovss	(%r8,%rdi,4), %xmm3
	vmovsldup	%xmm3, %xmm3
	vmulps	%xmm2, %xmm0, %xmm0
	vmovq	(%r10), %xmm2
	vaddps	%xmm2, %xmm0, %xmm0
	vmovq	(%rax,%rcx,4), %xmm2
	vmulps	%xmm3, %xmm2, %xmm2
	vaddps	%xmm2, %xmm0, %xmm0
	vmovlps	%xmm0, (%r10)
	je	.L28
	movl	-60(%rsp), %ecx
	andl	$-2, %edx
	addl	%ecx, %edx
	leal	(%r14,%rdx), %ecx
	movslq	%ecx, %rcx
	leaq	(%r11,%rcx,4), %r10
	leal	(%rsi,%rdx), %ecx
	addl	%r9d, %edx
	movslq	%ecx, %rcx
	movslq	%edx, %rdx
	vmovss	(%rax,%rcx,4), %xmm0
	vmulss	(%rax,%rdx,4), %xmm1, %xmm1
	vmulss	(%r8,%rdi,4), %xmm0, %xmm0
	vaddss	(%r10), %xmm1, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	%xmm0, (%r10)
	movl	-72(%rsp), %edi
	addl	$2, -104(%rsp)
	movl	-64(%rsp), %ecx
	movq	-24(%rsp), %r15
	leal	2(%rdi), %edx
	movl	-16(%rsp), %edi
	addq	$8, -80(%rsp)
	addq	%r15, -88(%rsp)
	addl	%edi, %esi
	addl	%edi, %r9d
	movl	-104(%rsp), %edi
	cmpl	%ecx, %edi
	je	.L70
	movq	-80(%rsp), %rdi
	movl	%edx, -72(%rsp)
	cmpl	$2, -96(%rsp)
	vmovss	(%rdi), %xmm1
	ja	.L71
	movl	$0, -60(%rsp)
	movl	$3, %edx
	xorl	%ecx, %ecx
	movslq	%esi, %r15
	jmp	.L41
