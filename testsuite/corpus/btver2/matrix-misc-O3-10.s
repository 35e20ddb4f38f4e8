	vmovsd	-104(%rcx), %xmm0
	prefetcht0	(%rsi)
	movq	-56(%rsp), %rbp
	prefetcht0	(%rsi)
	prefetcht0	(%rsi)
	prefetcht0	(%rsi)
	prefetcht0	(%rsi)
	prefetcht0	(%rsi)
	prefetcht0	(%rsi)
	prefetcht0	(%rsi)
	prefetcht0	(%rcx)
	addq	$64, %rcx
	vaddsd	(%rsi,%rbp), %xmm0, %xmm0
	vmulsd	%xmm1, %xmm0, %xmm0
	vmovsd	%xmm0, -168(%rcx)
	vmovsd	%xmm0, (%rsi,%rbp)
	movl	%r12d, %ebp
	addq	%rax, %rsi
	addl	$8, %r12d
	addl	$9, %ebp
	vmovsd	(%rbx), %xmm0
	vaddsd	-160(%rcx), %xmm0, %xmm0
	vmulsd	%xmm1, %xmm0, %xmm0
	vmovsd	%xmm0, -160(%rcx)
	vmovsd	%xmm0, (%rbx)
	addq	%rax, %rbx
	vmovsd	-152(%rcx), %xmm0
	vaddsd	(%rdx), %xmm0, %xmm0
	vmulsd	%xmm1, %xmm0, %xmm0
	vmovsd	%xmm0, -152(%rcx)
	vmovsd	%xmm0, (%rdx)
	addq	%rax, %rdx
	vmovsd	(%r11), %xmm0
	vaddsd	-144(%rcx), %xmm0, %xmm0
	vmulsd	%xmm1, %xmm0, %xmm0
	vmovsd	%xmm0, -144(%rcx)
	vmovsd	%xmm0, (%r11)
	addq	%rax, %r11
	vmovsd	-136(%rcx), %xmm0
	vaddsd	0(%r13), %xmm0, %xmm0
	vmulsd	%xmm1, %xmm0, %xmm0
	vmovsd	%xmm0, -136(%rcx)
	vmovsd	%xmm0, 0(%r13)
	addq	%rax, %r13
	vmovsd	-128(%rcx), %xmm0
	vaddsd	(%rdi), %xmm0, %xmm0
	vmulsd	%xmm1, %xmm0, %xmm0
	vmovsd	%xmm0, -128(%rcx)
	vmovsd	%xmm0, (%rdi)
	addq	%rax, %rdi
	vmovsd	-120(%rcx), %xmm0
	vaddsd	(%r9), %xmm0, %xmm0
	vmulsd	%xmm1, %xmm0, %xmm0
	vmovsd	%xmm0, -120(%rcx)
	vmovsd	%xmm0, (%r9)
	addq	%rax, %r9
	vmovsd	-112(%rcx), %xmm0
	vaddsd	(%r8), %xmm0, %xmm0
	vmulsd	%xmm1, %xmm0, %xmm0
	vmovsd	%xmm0, -112(%rcx)
	vmovsd	%xmm0, (%r8)
	addq	%rax, %r8
	cmpl	%ebp, -76(%rsp)
	jg	.L98
