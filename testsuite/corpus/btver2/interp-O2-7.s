	movq	%rdx, %rax
	cmpl	%ecx, %eax
	je	.L36
	vmovsd	(%rdi,%rax,8), %xmm3
	vmovsd	(%rdi,%rcx,8), %xmm2
	vsubsd	%xmm3, %xmm0, %xmm1
	vsubsd	%xmm3, %xmm2, %xmm2
	vdivsd	%xmm2, %xmm1, %xmm1
	vmulsd	%xmm1, %xmm4, %xmm4
	leaq	1(%rax), %rdx
	cmpq	%rdx, %r8
	jne	.L40
