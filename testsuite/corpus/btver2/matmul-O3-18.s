	vmovsd	-136(%rdx), %xmm0
	prefetcht0	(%rdx)
	prefetchw	(%rsi)
	prefetchw	(%rsi)
	prefetchw	(%rsi)
	prefetchw	(%rsi)
	prefetchw	(%rsi)
	prefetchw	(%rsi)
	prefetchw	(%rsi)
	prefetchw	(%rsi)
	movq	-48(%rsp), %rax
	addl	$8, %r11d
	vmovsd	%xmm0, (%r8)
	vmovsd	-128(%rdx), %xmm0
	addq	%rbx, %rsi
	addq	$64, %rdx
	vmovsd	%xmm0, (%r8,%r13,8)
	vmovsd	-184(%rdx), %xmm0
	vmovsd	%xmm0, (%r8,%r15)
	vmovsd	-176(%rdx), %xmm0
	vmovsd	%xmm0, (%r9,%rax)
	vmovsd	-168(%rdx), %xmm0
	movq	-24(%rsp), %rax
	vmovsd	%xmm0, (%r9)
	vmovsd	-160(%rdx), %xmm0
	vmovsd	%xmm0, (%r9,%r13,8)
	vmovsd	-152(%rdx), %xmm0
	vmovsd	%xmm0, (%r9,%r15)
	vmovsd	-144(%rdx), %xmm0
	addq	%rbx, %r9
	vmovsd	%xmm0, (%r8,%rax)
	addq	%rbx, %r8
	cmpl	%r12d, %r11d
	jne	.L191
