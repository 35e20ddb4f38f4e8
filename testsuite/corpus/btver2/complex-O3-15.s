	vmovsd	(%rcx,%rax), %xmm3
	vmovsd	(%rdx,%rax), %xmm4
	vmovsd	(%r11,%rax), %xmm0
	vmovsd	(%r8,%rax), %xmm2
	vmulsd	%xmm0, %xmm3, %xmm1
	vmulsd	%xmm4, %xmm2, %xmm5
	vmulsd	%xmm4, %xmm0, %xmm0
	vmulsd	%xmm3, %xmm2, %xmm2
	vsubsd	%xmm5, %xmm1, %xmm1
	vaddsd	%xmm2, %xmm0, %xmm0
	vmovsd	(%rdi,%rax), %xmm2
	vsubsd	%xmm1, %xmm2, %xmm2
	vmovsd	%xmm2, (%rcx,%rax)
	vmovsd	(%rsi,%rax), %xmm2
	vsubsd	%xmm0, %xmm2, %xmm2
	vaddsd	(%rdi,%rax), %xmm1, %xmm1
	vmovsd	%xmm2, (%rdx,%rax)
	vmovsd	%xmm1, (%rdi,%rax)
	vaddsd	(%rsi,%rax), %xmm0, %xmm0
	vmovsd	%xmm0, (%rsi,%rax)
	addq	$8, %rax
	cmpq	%rax, %r9
	jne	.L94
