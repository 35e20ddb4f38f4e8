	vmovdqu	(%rdi,%rcx), %xmm0
	incl	%esi
	vpsrlw	$4, %xmm0, %xmm0
	vpextrw	$3, %xmm0, %edx
	movzwl	(%rax,%rdx,2), %edx
	vpextrw	$2, %xmm0, %r14d
	movzwl	(%rax,%r14,2), %r14d
	vpextrw	$1, %xmm0, %r13d
	movzwl	(%rax,%r13,2), %r13d
	vpextrw	$7, %xmm0, %ebp
	movzwl	(%rax,%rbp,2), %ebp
	salq	$16, %rdx
	vpextrw	$6, %xmm0, %ebx
	orq	%r14, %rdx
	vpextrw	$5, %xmm0, %r11d
	salq	$16, %rdx
	vpextrw	$4, %xmm0, %r10d
	orq	%r13, %rdx
	movzwl	(%rax,%rbx,2), %r13d
	movq	%rbp, %rbx
	movzwl	(%rax,%r11,2), %ebp
	salq	$16, %rbx
	vpextrw	$0, %xmm0, %r12d
	movzwl	(%rax,%r12,2), %r12d
	salq	$16, %rdx
	orq	%r13, %rbx
	salq	$16, %rbx
	movq	%rbx, %r11
	movzwl	(%rax,%r10,2), %ebx
	orq	%rbp, %r11
	salq	$16, %r11
	orq	%r12, %rdx
	movq	%r11, %r10
	movq	%rdx, -40(%rsp)
	orq	%rbx, %r10
	movq	%r10, -32(%rsp)
	vmovdqa	-40(%rsp), %xmm1
	vmovdqu	%xmm1, (%r8,%rcx)
	addq	$16, %rcx
	cmpl	%r15d, %esi
	jb	.L73
