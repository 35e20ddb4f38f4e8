	vmovdqu	(%rdi), %xmm0
	prefetcht0	112(%rdi)
	prefetchw	112(%r8)
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
	vpextrw	$6, %xmm0, %r10d
	orq	%r14, %rdx
	vpextrw	$5, %xmm0, %esi
	salq	$16, %rdx
	vpextrw	$4, %xmm0, %ecx
	orq	%r13, %rdx
	movzwl	(%rax,%r10,2), %r13d
	movq	%rbp, %r10
	movzwl	(%rax,%rsi,2), %ebp
	salq	$16, %r10
	vpextrw	$0, %xmm0, %r12d
	movzwl	(%rax,%r12,2), %r12d
	salq	$16, %rdx
	orq	%r13, %r10
	vmovdqu	16(%rdi), %xmm0
	movq	%r10, %rsi
	movzwl	(%rax,%rcx,2), %r10d
	salq	$16, %rsi
	orq	%rbp, %rsi
	orq	%r12, %rdx
	salq	$16, %rsi
	movq	%rdx, -40(%rsp)
	movq	%rsi, %rcx
	orq	%r10, %rcx
	vpsrlw	$4, %xmm0, %xmm0
	movq	%rcx, -32(%rsp)
	vpextrw	$3, %xmm0, %edx
	vpextrw	$2, %xmm0, %r14d
	vpextrw	$1, %xmm0, %r13d
	vpextrw	$7, %xmm0, %ebp
	vpextrw	$6, %xmm0, %r10d
	vpextrw	$5, %xmm0, %esi
	vpextrw	$4, %xmm0, %ecx
	vmovdqa	-40(%rsp), %xmm2
	vpextrw	$0, %xmm0, %r12d
	vmovdqu	32(%rdi), %xmm0
	vmovdqu	%xmm2, (%r8)
	vpsrlw	$4, %xmm0, %xmm0
	movzwl	(%rax,%rdx,2), %edx
	movzwl	(%rax,%r14,2), %r14d
	movzwl	(%rax,%r13,2), %r13d
	movzwl	(%rax,%rbp,2), %ebp
	salq	$16, %rdx
	movzwl	(%rax,%r12,2), %r12d
	orq	%r14, %rdx
	vpextrw	$2, %xmm0, %r14d
	salq	$16, %rdx
	orq	%r13, %rdx
	movzwl	(%rax,%r10,2), %r13d
	movq	%rbp, %r10
	movzwl	(%rax,%rsi,2), %ebp
	salq	$16, %r10
	salq	$16, %rdx
	orq	%r13, %r10
	orq	%r12, %rdx
	movq	%r10, %rsi
	movzwl	(%rax,%rcx,2), %r10d
	salq	$16, %rsi
	vpextrw	$1, %xmm0, %r13d
	orq	%rbp, %rsi
	movq	%rdx, -40(%rsp)
	movq	%rsi, %rcx
	vpextrw	$3, %xmm0, %edx
	salq	$16, %rcx
	vpextrw	$7, %xmm0, %ebp
	orq	%r10, %rcx
	vpextrw	$6, %xmm0, %r10d
	movq	%rcx, -32(%rsp)
	vpextrw	$5, %xmm0, %esi
	vpextrw	$4, %xmm0, %ecx
	vpextrw	$0, %xmm0, %r12d
	vmovdqa	-40(%rsp), %xmm3
	vmovdqu	%xmm3, 16(%r8)
	movzwl	(%rax,%rdx,2), %edx
	movzwl	(%rax,%r14,2), %r14d
	movzwl	(%rax,%r13,2), %r13d
	movzwl	(%rax,%rbp,2), %ebp
	salq	$16, %rdx
	movzwl	(%rax,%r12,2), %r12d
	orq	%r14, %rdx
	vmovdqu	48(%rdi), %xmm0
	salq	$16, %rdx
	orq	%r13, %rdx
	movzwl	(%rax,%r10,2), %r13d
	movq	%rbp, %r10
	movzwl	(%rax,%rsi,2), %ebp
	salq	$16, %r10
	salq	$16, %rdx
	orq	%r13, %r10
	vpsrlw	$4, %xmm0, %xmm0
	movq	%r10, %rsi
	movzwl	(%rax,%rcx,2), %r10d
	salq	$16, %rsi
	vpextrw	$2, %xmm0, %r14d
	orq	%rbp, %rsi
	orq	%r12, %rdx
	salq	$16, %rsi
	movq	%rdx, -40(%rsp)
	movq	%rsi, %rcx
	vpextrw	$3, %xmm0, %edx
	orq	%r10, %rcx
	vpextrw	$1, %xmm0, %r13d
	movq	%rcx, -32(%rsp)
	vpextrw	$7, %xmm0, %ebp
	vpextrw	$6, %xmm0, %r10d
	vpextrw	$5, %xmm0, %esi
	vpextrw	$4, %xmm0, %ecx
	vpextrw	$0, %xmm0, %r12d
	addq	$64, %rdi
	addq	$64, %r8
	vmovdqa	-40(%rsp), %xmm4
	vmovdqu	%xmm4, -32(%r8)
	movzwl	(%rax,%rdx,2), %edx
	movzwl	(%rax,%r14,2), %r14d
	movzwl	(%rax,%r13,2), %r13d
	movzwl	(%rax,%rbp,2), %ebp
	salq	$16, %rdx
	movzwl	(%rax,%r12,2), %r12d
	orq	%r14, %rdx
	salq	$16, %rdx
	orq	%r13, %rdx
	movzwl	(%rax,%r10,2), %r13d
	movq	%rbp, %r10
	movzwl	(%rax,%rsi,2), %ebp
	salq	$16, %r10
	salq	$16, %rdx
	orq	%r13, %r10
	orq	%r12, %rdx
	movq	%r10, %rsi
	movzwl	(%rax,%rcx,2), %r10d
	salq	$16, %rsi
	orq	%rbp, %rsi
	movq	%rdx, -40(%rsp)
	movq	%rsi, %rcx
	movl	-16(%rsp), %esi
	salq	$16, %rcx
	orq	%r10, %rcx
	movq	%rcx, -32(%rsp)
	movl	-24(%rsp), %ecx
	vmovdqa	-40(%rsp), %xmm5
	movl	%ecx, %edx
	addl	$4, %ecx
	movl	%ecx, -24(%rsp)
	vmovdqu	%xmm5, -16(%r8)
	cmpl	%esi, %edx
	jne	.L72
